// Vitrine's line to Shopify, on Shopify's own library (@shopify/shopify-api with its Web API
// adapter, so it runs in Convex's default runtime): App Bridge session tokens (verify, exchange
// for an offline token), the HMAC of Shopify's signed queries, the OAuth code exchange and the
// Admin GraphQL API. SHOPIFY_ADMIN_BASE (tests only) sends every request meant for
// https://{shop} to a loopback fake.
import '@shopify/shopify-api/adapters/web-api'
import {
  ApiVersion,
  GraphqlQueryError,
  HttpResponseError,
  LogSeverity,
  RequestedTokenType,
  Session,
  shopifyApi,
  type JwtPayload,
  type Shopify,
} from '@shopify/shopify-api'
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime'
import { shopifyConfigured } from './billing'
import { shopifyAdminBase, shopifyApiKey, shopifyApiSecret, shopifyLibraryAppUrl } from './config'
import { normalizeShopDomain } from './projects'

/** Themes, read and write; the store's name needs no scope. Nothing more. */
export const SHOPIFY_SCOPES = 'read_themes,write_themes'
export const SHOPIFY_API_VERSION = ApiVersion.July25
const REQUEST_TIMEOUT_MS = 30_000

export class ShopifyRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export function trimSlash(url: string): string {
  return url.replace(/\/+$/, '')
}

/** https://{shop}, or (tests only) SHOPIFY_ADMIN_BASE/{shop} so requests reach a loopback fake. */
export function shopOrigin(shop: string): string {
  const base = shopifyAdminBase()
  return base ? `${trimSlash(base)}/${shop}` : `https://${shop}`
}

/** The shop as Shopify sends it: already canonical, or refused. */
export function strictShopDomain(shop: string | null | undefined): string | null {
  if (!shop) return null
  return normalizeShopDomain(shop) === shop ? shop : null
}

/** Every request the library makes: https://{shop}/... goes to shopOrigin(shop)/..., with a time limit. */
function routedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input.toString())
  const shop = strictShopDomain(url.hostname)
  const target =
    url.protocol === 'https:' && shop !== null ? `${shopOrigin(shop)}${url.pathname}${url.search}` : url
  return fetch(target, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
}
setAbstractFetchFunc(routedFetch as typeof fetch)

let cached: { key: string; api: Shopify } | null = null

/** The library configured from the environment (rebuilt only when that changes). */
function library(): Shopify {
  if (!shopifyConfigured()) throw new ShopifyRequestError('Shopify is not configured', 0)
  const apiKey = shopifyApiKey()!
  const apiSecretKey = shopifyApiSecret()!
  const appUrl = shopifyLibraryAppUrl()
  const key = [apiKey, apiSecretKey, appUrl].join('\n')
  if (cached?.key !== key) {
    const url = new URL(appUrl)
    cached = {
      key,
      api: shopifyApi({
        apiKey,
        apiSecretKey,
        scopes: SHOPIFY_SCOPES.split(','),
        hostName: url.host,
        hostScheme: url.protocol === 'http:' ? 'http' : 'https',
        apiVersion: SHOPIFY_API_VERSION,
        isEmbeddedApp: true,
        // The Admin API client refuses to run wherever `window` exists, to keep tokens out of
        // browsers. This module only runs on the server, but some server runtimes define
        // `window` (the edge runtime of the tests): without a DOM, it is not a browser.
        isTesting: typeof document === 'undefined',
        logger: { level: LogSeverity.Error, httpRequests: false, timestamps: false },
      }),
    }
  }
  return cached.api
}

// ---------------------------------------------------------------- session tokens

export type SessionTokenCheck =
  { ok: true; shop: string; payload: JwtPayload } | { ok: false; reason: 'expired' | 'invalid' }

function claimsOf(token: string): { exp?: unknown } | null {
  try {
    const part = token.split('.')[1] ?? ''
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown }
  } catch {
    return null
  }
}

/**
 * An App Bridge session token: signed with our secret (HS256), for our API key, within its
 * minute of life, issued by the shop's admin for the shop it names. An expired token is told
 * apart, so the browser can fetch a fresh one and try again.
 */
export async function verifySessionToken(token: string): Promise<SessionTokenCheck> {
  let payload: JwtPayload
  try {
    payload = await library().session.decodeSessionToken(token)
  } catch {
    const exp = claimsOf(token)?.exp
    const expired = typeof exp === 'number' && exp * 1000 < Date.now()
    return { ok: false, reason: expired ? 'expired' : 'invalid' }
  }
  const dest = typeof payload.dest === 'string' ? payload.dest : ''
  const shop = strictShopDomain(dest.replace(/^https:\/\//, ''))
  if (shop === null || `https://${shop}` !== dest || payload.iss !== `https://${shop}/admin`) {
    return { ok: false, reason: 'invalid' }
  }
  return { ok: true, shop, payload }
}

/** Token exchange: a verified session token -> the shop's offline access token. */
export async function exchangeSessionToken(shop: string, sessionToken: string): Promise<string> {
  try {
    const { session } = await library().auth.tokenExchange({
      shop,
      sessionToken,
      requestedTokenType: RequestedTokenType.OfflineAccessToken,
    })
    if (!session.accessToken) throw new Error('no token')
    return session.accessToken
  } catch (error) {
    throw toRequestError(error, 'Shopify refused the token exchange')
  }
}

// ---------------------------------------------------------------- signed queries and codes

/**
 * A query Shopify signed for us (the OAuth callback's, or an authorization code from the admin):
 * the HMAC of all other parameters with our secret, and a timestamp within 90 seconds.
 */
export async function validSignedQuery(params: URLSearchParams): Promise<boolean> {
  try {
    return await library().utils.validateHmac(Object.fromEntries(params.entries()))
  } catch {
    return false
  }
}

/**
 * A webhook Shopify sent us: the body's HMAC with our secret and Shopify's headers (topic, shop,
 * API version, webhook id). `rawBody` is the body exactly as received.
 */
export async function validateWebhook(
  request: Request,
  rawBody: string,
): Promise<{ ok: true; shop: string | null; topic: string } | { ok: false }> {
  try {
    const check = await library().webhooks.validate({ rawBody, rawRequest: request })
    if (!check.valid) return { ok: false }
    return { ok: true, shop: strictShopDomain(check.domain), topic: check.topic }
  } catch {
    return { ok: false }
  }
}

/** The OAuth code Shopify sent back -> the shop's offline access token. */
export async function exchangeCodeForToken(shop: string, code: string): Promise<string> {
  let response: Response
  try {
    response = await routedFetch(`https://${shop}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        client_id: shopifyApiKey(),
        client_secret: shopifyApiSecret(),
        code,
      }),
    })
  } catch {
    throw new ShopifyRequestError('Shopify could not be reached', 0)
  }
  if (!response.ok) throw new ShopifyRequestError(`Shopify answered ${response.status}`, response.status)
  const body = (await response.json().catch(() => ({}))) as { access_token?: unknown }
  if (typeof body.access_token !== 'string' || body.access_token === '') {
    throw new ShopifyRequestError('Shopify sent no access token', 200)
  }
  return body.access_token
}

// ---------------------------------------------------------------- Admin GraphQL API

/** The library's errors as ShopifyRequestError: HTTP status kept, 0 when Shopify was unreachable. */
function toRequestError(error: unknown, fallback: string): ShopifyRequestError {
  if (error instanceof ShopifyRequestError) return error
  if (error instanceof GraphqlQueryError) return new ShopifyRequestError(error.message, 200)
  if (error instanceof HttpResponseError) return new ShopifyRequestError(fallback, error.response.code)
  return new ShopifyRequestError(fallback, 0)
}

export async function adminGraphql<T>(
  shop: string,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const api = library()
  const session = new Session({ id: `offline_${shop}`, shop, state: '', isOnline: false, accessToken: token })
  const client = new api.clients.Graphql({ session })
  let data: T | undefined
  try {
    data = (await client.request<T>(query, { variables })).data as T | undefined
  } catch (error) {
    throw toRequestError(error, 'Shopify could not be reached')
  }
  if (data === undefined) throw new ShopifyRequestError('Shopify sent no data', 200)
  return data
}

export async function fetchShopName(shop: string, token: string): Promise<string | undefined> {
  const data = await adminGraphql<{ shop?: { name?: string } }>(shop, token, 'query { shop { name } }')
  return data.shop?.name || undefined
}
