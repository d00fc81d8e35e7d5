// Where /auth sends people once they are signed in: the page that sent them here, or step 2.

export const AFTER_AUTH_DEFAULT = '/shopify-connect'

/**
 * Only a path on this site: an absolute address, a protocol-relative //host, a backslash
 * trick (/\host) or a control character would send the user somewhere else, so they fall back.
 */
export function safeRedirect(target: string | undefined | null, fallback = AFTER_AUTH_DEFAULT): string {
  if (typeof target !== 'string' || target === '') return fallback
  // eslint-disable-next-line no-control-regex
  if (!target.startsWith('/') || target.startsWith('//') || /[\\\u0000-\u001f]/.test(target)) return fallback
  try {
    const base = 'https://vitrine.invalid'
    const url = new URL(target, base)
    if (url.origin !== base) return fallback
    // Back to the sign-in screen would loop.
    if (url.pathname === '/auth') return fallback
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return fallback
  }
}

export type AuthTab = 'sign-up' | 'sign-in'

export interface AuthSearch {
  redirect?: string
  redirectAfterAuth?: string
  tab?: AuthTab
}

/** /auth's query: where to go afterwards (redirect, or SPEC's redirectAfterAuth) and the tab. */
export function parseAuthSearch(search: Record<string, unknown>): AuthSearch {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)
  return {
    redirect: text(search.redirect),
    redirectAfterAuth: text(search.redirectAfterAuth),
    tab: search.tab === 'sign-in' || search.tab === 'sign-up' ? search.tab : undefined,
  }
}
