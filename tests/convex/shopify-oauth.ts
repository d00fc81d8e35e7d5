// The browser's side of Vitrine's Shopify OAuth, for convex-test: shopify.auth, /shopify/install
// (which sets the browser's cookie and goes on to Shopify), Shopify's signed return to
// /shopify/callback (with the cookie of whichever browser comes back), and the claim that
// /shopify-success makes with the callback's one-time connection code.
import { expect } from 'vitest'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { signOAuthQuery } from '../support/shopify-signing'
import type { Backend } from './helpers'

type User = ReturnType<Backend['withIdentity']>

/** SHOPIFY_API_SECRET in the tests that use these helpers. */
export const OAUTH_SECRET = 'shpss_test_secret'
/** What Shopify puts in `host` for stride's admin. */
export const ADMIN_HOST = 'YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvc3RyaWRl'

export interface StartedOAuth {
  state: string
  /** The browser's Cookie header after /shopify/install: `name=nonce`. */
  cookie: string
  /** Where /shopify/install sent the browser: Shopify's authorization page. */
  authorize: URL
}

/** The address of one of this deployment's HTTP actions, as t.fetch takes it. */
function route(address: string): string {
  const url = new URL(address)
  return `${url.pathname}${url.search}`
}

/** The user asks to connect `shop` (shopify.auth) and their browser opens the address it got. */
export async function beginOAuth(t: Backend, user: User, shop: string): Promise<StartedOAuth> {
  const result = await user.mutation(api.shopify.auth, { shop })
  expect(result).toMatchObject({ success: true, error: null })
  const response = await t.fetch(route(result.authUrl!), { redirect: 'manual' })
  expect(response.status).toBe(302)
  const authorize = new URL(response.headers.get('Location')!)
  const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0]!
  expect(cookie).toMatch(/^vitrine_shopify_oauth=[0-9a-f]{64}$/)
  return { state: authorize.searchParams.get('state')!, cookie, authorize }
}

/** The query Shopify sends back, signed with the app secret (or another one). */
export async function signedCallbackQuery(
  fields: Record<string, string>,
  secret = OAUTH_SECRET,
): Promise<URLSearchParams> {
  const params = new URLSearchParams({
    code: 'auth-code-1',
    host: ADMIN_HOST,
    timestamp: String(Math.floor(Date.now() / 1000)),
    ...fields,
  })
  params.set('hmac', await signOAuthQuery(params, secret))
  return params
}

/** Shopify redirects a browser holding `cookie` (none: a browser that never opened the install address). */
export async function returnFromShopify(
  t: Backend,
  params: URLSearchParams,
  cookie?: string,
): Promise<{ location: URL; setCookie: string | null }> {
  const response = await t.fetch(`/shopify/callback?${params.toString()}`, {
    redirect: 'manual',
    headers: cookie ? { Cookie: cookie } : {},
  })
  expect(response.status).toBe(302)
  return {
    location: new URL(response.headers.get('Location')!, 'https://relative.invalid'),
    setCookie: response.headers.get('Set-Cookie'),
  }
}

/**
 * The whole flow as it goes for a merchant in one browser: start, install, approve on Shopify,
 * come back, and claim on /shopify-success. Answers the project.
 */
export async function connectThroughOAuth(
  t: Backend,
  user: User,
  shop: string,
  code = 'auth-code-1',
): Promise<Id<'projects'>> {
  const { state, cookie } = await beginOAuth(t, user, shop)
  const { location } = await returnFromShopify(t, await signedCallbackQuery({ shop, state, code }), cookie)
  expect(location.pathname).toBe('/shopify-success')
  const projectId = await user.mutation(api.projects.create, {
    shop,
    storeName: location.searchParams.get('store_name') || undefined,
    connectionCode: location.searchParams.get('connection')!,
  })
  expect(projectId).not.toBeNull()
  return projectId!
}
