// Shopify's own library (@shopify/shopify-api, Web API adapter) for what the embedded admin
// needs: verifying App Bridge session tokens, exchanging one for an offline access token, and
// checking the HMAC of an authorization code. It runs in Convex's default runtime (Web Crypto
// and fetch). SHOPIFY_ADMIN_BASE (tests only) sends its requests to a loopback fake, as
// shopOrigin() does for Vitrine's own requests.
import '@shopify/shopify-api/adapters/web-api'
import {
  ApiVersion,
  LogSeverity,
  RequestedTokenType,
  shopifyApi,
  type JwtPayload,
  type Shopify,
} from '@shopify/shopify-api'
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime'
import { shopifyConfigured } from './billing'
import { SHOPIFY_SCOPES, shopOrigin, ShopifyRequestError, strictShopDomain } from './shopify'

/** https://{shop}/... -> shopOrigin(shop)/..., so the library reaches the same place we do. */
function routedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : input.toString())
  const shop = strictShopDomain(url.hostname)
  if (url.protocol === 'https:' && shop !== null && process.env.SHOPIFY_ADMIN_BASE) {
    return fetch(`${shopOrigin(shop)}${url.pathname}${url.search}`, {
      ...init,
      signal: AbortSignal.timeout(30_000),
    })
  }
  return fetch(input, { ...init, signal: AbortSignal.timeout(30_000) })
}
setAbstractFetchFunc(routedFetch as typeof fetch)

let cached: { key: string; api: Shopify } | null = null

/** The library configured from the environment (rebuilt only when that changes). */
function library(): Shopify {
  if (!shopifyConfigured()) throw new ShopifyRequestError('Shopify is not configured', 0)
  const apiKey = process.env.SHOPIFY_API_KEY!
  const apiSecretKey = process.env.SHOPIFY_API_SECRET!
  const appUrl = process.env.SHOPIFY_APP_URL || process.env.CONVEX_SITE_URL || 'https://localhost'
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
        apiVersion: ApiVersion.July25,
        isEmbeddedApp: true,
        logger: { level: LogSeverity.Error, httpRequests: false, timestamps: false },
      }),
    }
  }
  return cached.api
}

export type SessionTokenCheck =
  { ok: true; shop: string; payload: JwtPayload } | { ok: false; reason: 'expired' | 'invalid' }

function claimsOf(token: string): { exp?: unknown } | null {
  try {
    const part = token.split('.')[1] ?? ''
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
    return JSON.parse(json) as { exp?: unknown }
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
    if (error instanceof ShopifyRequestError) throw error
    throw new ShopifyRequestError('Shopify refused the token exchange', 400)
  }
}

/** The query of an authorization code from the admin (code, hmac, shop, timestamp): signed by Shopify, fresh. */
export async function validCodeQuery(params: URLSearchParams): Promise<boolean> {
  const query = Object.fromEntries(params.entries())
  try {
    return await library().utils.validateHmac(query)
  } catch {
    return false
  }
}
