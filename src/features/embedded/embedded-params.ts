// What the Shopify admin puts in the address when it opens Vitrine embedded: the shop, the
// base64 host of the admin, and a session token (id_token, or token in older links); and the
// fetch wrappers SPEC.md section 7 describes for requests made with that session token.
import { REAUTHORIZE_HEADER, RETRY_INVALID_SESSION_HEADER } from '../../../convex/model/constants'

export interface EmbeddedParams {
  shop: string | null
  host: string | null
  token: string | null
  /** Shopify's `embedded=1`: the admin is loading the app in its frame. */
  embedded: boolean
}

export const TOKEN_PARAMS = ['id_token', 'token'] as const

export function readEmbeddedParams(search: string): EmbeddedParams {
  const params = new URLSearchParams(search)
  const value = (name: string) => params.get(name)?.trim() || null
  return {
    shop: value('shop'),
    host: value('host'),
    token: value('id_token') ?? value('token'),
    embedded: value('embedded') === '1',
  }
}

/**
 * Inside the Shopify admin: the admin's own parameters, in its frame (or marked embedded=1).
 * A top-level tab with shop and host (the return from an authorization) is not.
 */
export function isInsideAdmin(params: EmbeddedParams, win: Window = window): boolean {
  if (params.shop === null || params.host === null) return false
  let framed: boolean
  try {
    framed = win.top !== win.self
  } catch {
    framed = true // a cross-origin parent: certainly a frame
  }
  return framed || params.embedded
}

/** The same address without the token parameters, for history.replaceState. */
export function addressWithoutToken(href: string): string {
  const url = new URL(href)
  for (const name of TOKEN_PARAMS) url.searchParams.delete(name)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * fetch with the headers Shopify's embedded apps send: the session token as a Bearer token, and
 * X-Requested-With so the server answers an expired token with 401 instead of a redirect. A 401
 * that asks for a fresh session token is sent once more, with a new token if there is one.
 */
export function createAuthenticatedFetch(
  getSessionToken: () => string | null | Promise<string | null>,
  baseFetch: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  const send = async (input: RequestInfo | URL, init: RequestInit | undefined, token: string | null) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    if (token) headers.set('Authorization', `Bearer ${token}`)
    headers.set('X-Requested-With', 'XMLHttpRequest')
    return baseFetch(input, { ...init, headers })
  }
  return async (input, init) => {
    const again = input instanceof Request ? input.clone() : input
    const token = await getSessionToken()
    const response = await send(input, init, token)
    if (response.status !== 401 || response.headers.get(RETRY_INVALID_SESSION_HEADER) !== '1') return response
    const fresh = await getSessionToken()
    return fresh && fresh !== token ? send(again, init, fresh) : response
  }
}

/** What the admin shell answers when asked for an authorization code. */
export interface AuthorizationCodeResponse {
  status: string
  code?: string
  hmac?: string
  shop?: string
  timestamp?: string
}

export const FAILED_AUTHORIZATION_CODE = 'Failed to retrieve an authorization code'
export const FAILED_AUTHORIZATION = 'Failed to authorize request.'

/**
 * SPEC.md section 7's variant: when a response says Vitrine must be authorised again (the
 * reauthorize header), ask the admin shell for an authorization code, hand it to
 * auth/shopify/callback (code, hmac, shop, timestamp), then send the original request again.
 */
export function createReauthorizingFetch(
  authenticatedFetch: typeof fetch,
  options: { requestAuthorizationCode: () => Promise<AuthorizationCodeResponse>; callbackUrl: string },
): typeof fetch {
  return async (input, init) => {
    const again = input instanceof Request ? input.clone() : input
    const response = await authenticatedFetch(input, init)
    if (response.headers.get(REAUTHORIZE_HEADER) !== '1') return response
    const auth = await options.requestAuthorizationCode()
    const { code, hmac, shop, timestamp } = auth
    if (auth.status !== 'needsExchange' || !code || !hmac || !shop || !timestamp) {
      throw new Error(FAILED_AUTHORIZATION_CODE)
    }
    const query = new URLSearchParams({ code, hmac, shop, timestamp })
    const separator = options.callbackUrl.includes('?') ? '&' : '?'
    let callback: Response
    try {
      callback = await authenticatedFetch(`${options.callbackUrl}${separator}${query.toString()}`)
    } catch {
      throw new Error(FAILED_AUTHORIZATION)
    }
    if (!callback.ok) throw new Error(FAILED_AUTHORIZATION)
    return authenticatedFetch(again, init)
  }
}
