// What the Shopify admin puts in the address when it opens Vitrine embedded: the shop, the
// base64 host of the admin, and a session token (id_token, or token in older links).

export interface EmbeddedParams {
  shop: string | null
  host: string | null
  token: string | null
}

export const TOKEN_PARAMS = ['id_token', 'token'] as const

export function readEmbeddedParams(search: string): EmbeddedParams {
  const params = new URLSearchParams(search)
  const value = (name: string) => params.get(name)?.trim() || null
  return {
    shop: value('shop'),
    host: value('host'),
    token: value('id_token') ?? value('token'),
  }
}

/** The same address without the token parameters, for history.replaceState. */
export function addressWithoutToken(href: string): string {
  const url = new URL(href)
  for (const name of TOKEN_PARAMS) url.searchParams.delete(name)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * fetch with the headers Shopify's embedded apps send: the session token as a Bearer token, and
 * X-Requested-With so the server answers an expired token with 401 instead of a redirect.
 */
export function createAuthenticatedFetch(
  getSessionToken: () => string | null | Promise<string | null>,
  baseFetch: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    const token = await getSessionToken()
    if (token) headers.set('Authorization', `Bearer ${token}`)
    headers.set('X-Requested-With', 'XMLHttpRequest')
    return baseFetch(input, { ...init, headers })
  }
}
