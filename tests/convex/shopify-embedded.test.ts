// The embedded admin: App Bridge session tokens verified with Shopify's own library, token
// exchange for an offline token, and SPEC.md section 7's authorization-code retry, against the
// loopback fake Shopify.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api } from '../../convex/_generated/api'
import {
  AUTH_CODE_CALLBACK_PATH,
  EMBEDDED_STATUS_PATH,
  REAUTHORIZE_HEADER,
  RETRY_INVALID_SESSION_HEADER,
  SESSION_EXPIRED_ERROR,
} from '../../convex/model/constants'
import { signOAuthQuery } from '../support/shopify-signing'
import {
  createAuthenticatedFetch,
  createReauthorizingFetch,
  FAILED_AUTHORIZATION,
  FAILED_AUTHORIZATION_CODE,
  type AuthorizationCodeResponse,
} from '../../src/features/embedded/embedded-params'
import { OFFLINE_TOKEN_TYPE, startFakeShopify, type FakeShopify } from '../support/fake-shopify'
import { signSessionToken } from '../support/session-token'
import { connectedProject, newBackend, signedIn, type Backend } from './helpers'

const API_KEY = 'test-api-key'
const SECRET = 'shpss_test_secret'
const SHOP = 'stride.myshopify.com'

let shopify: FakeShopify

beforeAll(async () => {
  shopify = await startFakeShopify()
})
afterAll(async () => {
  await shopify.stop()
})

const ENV = [
  'SHOPIFY_API_KEY',
  'SHOPIFY_API_SECRET',
  'SHOPIFY_APP_URL',
  'VITRINE_APP_URL',
  'SHOPIFY_ADMIN_BASE',
]
beforeEach(() => {
  process.env.SHOPIFY_API_KEY = API_KEY
  process.env.SHOPIFY_API_SECRET = SECRET
  process.env.SHOPIFY_APP_URL = 'https://vitrine.example'
  process.env.VITRINE_APP_URL = 'https://app.vitrine.example'
  process.env.SHOPIFY_ADMIN_BASE = shopify.baseURL
})
afterEach(() => {
  for (const name of ENV) delete process.env[name]
  shopify.reset()
})

const sessionToken = (
  options: {
    shop?: string
    expiresIn?: number
    secret?: string
    apiKey?: string
    override?: Record<string, unknown>
  } = {},
) =>
  signSessionToken({
    shop: options.shop ?? SHOP,
    apiKey: options.apiKey ?? API_KEY,
    secret: options.secret ?? SECRET,
    expiresIn: options.expiresIn,
    override: options.override,
  })

async function projectsOf(t: Backend) {
  return await t.run(async (ctx) => await ctx.db.query('projects').collect())
}

async function creditsOf(t: Backend, email: string) {
  return await t.run(
    async (ctx) => (await ctx.db.query('users').collect()).find((u) => u.email === email)!.credits,
  )
}

describe('shopify.connectEmbedded', () => {
  it('verifies the session token, exchanges it for an offline token and links the shop to the user once', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    shopify.setShopName(SHOP, 'Stride Shoes')
    const token = await sessionToken()

    const result = await ana.action(api.shopify.connectEmbedded, { sessionToken: token })

    expect(result).toMatchObject({
      success: true,
      shop: SHOP,
      storeName: 'Stride Shoes',
      bonusGranted: true,
      error: null,
    })
    const exchange = shopify.requests.find((r) => r.operation === 'tokenExchange')!
    expect(exchange.shop).toBe(SHOP)
    expect(exchange.body).toMatchObject({
      client_id: API_KEY,
      subject_token: token,
      requested_token_type: OFFLINE_TOKEN_TYPE,
    })
    const [project] = await projectsOf(t)
    expect(project).toMatchObject({
      _id: result.projectId,
      shopDomain: SHOP,
      storeName: 'Stride Shoes',
      status: 'active',
      shopAccessToken: shopify.tokenFor(SHOP),
    })
    expect(await creditsOf(t, 'ana@example.com')).toBe(10)
    // The browser never sees the offline token.
    expect(JSON.stringify(result)).not.toContain(shopify.tokenFor(SHOP))
  })

  it('links the same shop again without a second bonus, for the same user or another', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const ben = await signedIn(t, 'ben')
    const first = await ana.action(api.shopify.connectEmbedded, { sessionToken: await sessionToken() })
    const again = await ana.action(api.shopify.connectEmbedded, { sessionToken: await sessionToken() })
    const other = await ben.action(api.shopify.connectEmbedded, { sessionToken: await sessionToken() })

    expect(first.bonusGranted).toBe(true)
    expect(again).toMatchObject({ success: true, bonusGranted: false, projectId: first.projectId })
    expect(other).toMatchObject({ success: true, bonusGranted: false })
    expect((await projectsOf(t)).map((p) => p.userId)).toHaveLength(2)
    expect(await creditsOf(t, 'ana@example.com')).toBe(10)
    expect(await creditsOf(t, 'ben@example.com')).toBe(5)
  })

  it('answers an expired session token with a retry and touches nothing', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const result = await ana.action(api.shopify.connectEmbedded, {
      sessionToken: await sessionToken({ expiresIn: -60 }),
    })
    expect(result).toEqual({
      success: false,
      shop: null,
      storeName: null,
      projectId: null,
      bonusGranted: false,
      error: SESSION_EXPIRED_ERROR,
      retry: true,
    })
    expect(shopify.requests).toHaveLength(0)
    expect(await projectsOf(t)).toHaveLength(0)
  })

  it.each([
    ['signed with another secret', { secret: 'shpss_other' }],
    ['for another app', { apiKey: 'another-app' }],
    ['naming a shop its issuer does not match', { override: { iss: 'https://evil.myshopify.com/admin' } }],
    [
      'for a domain that is not a shop',
      { override: { dest: 'https://example.com', iss: 'https://example.com/admin' } },
    ],
    ['not valid yet', { override: { nbf: Math.floor(Date.now() / 1000) + 3600 } }],
  ])('refuses a session token %s', async (_name, options) => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const result = await ana.action(api.shopify.connectEmbedded, {
      sessionToken: await sessionToken(options),
    })
    expect(result).toMatchObject({ success: false, error: 'Authentication failed', retry: false })
    expect(shopify.requests).toHaveLength(0)
    expect(await projectsOf(t)).toHaveLength(0)
    expect(await creditsOf(t, 'ana@example.com')).toBe(5)
  })

  it('refuses what is not a token at all', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    for (const sessionToken of ['', 'not-a-jwt', 'a.b.c', 'x'.repeat(5000)]) {
      const result = await ana.action(api.shopify.connectEmbedded, { sessionToken })
      expect(result).toMatchObject({ success: false, error: 'Authentication failed' })
    }
    expect(await projectsOf(t)).toHaveLength(0)
  })

  it('creates nothing when Shopify refuses the exchange', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    shopify.setRejectCodes(true)
    const result = await ana.action(api.shopify.connectEmbedded, { sessionToken: await sessionToken() })
    expect(result).toMatchObject({
      success: false,
      error: 'Failed to connect your Shopify store. Please try again.',
      retry: false,
    })
    expect(await projectsOf(t)).toHaveLength(0)
    expect(await creditsOf(t, 'ana@example.com')).toBe(5)
  })

  it('needs a signed-in user, and a configured app', async () => {
    const t = newBackend()
    await expect(
      t.action(api.shopify.connectEmbedded, { sessionToken: await sessionToken() }),
    ).rejects.toThrow(/Not signed in/)
    const ana = await signedIn(t, 'ana')
    const token = await sessionToken()
    delete process.env.SHOPIFY_API_SECRET
    expect(await ana.action(api.shopify.connectEmbedded, { sessionToken: token })).toMatchObject({
      success: false,
      error: 'Failed to initiate authentication',
    })
  })
})

/** convex-test's HTTP actions as a fetch, the way the browser reaches them. */
function backendFetch(t: Backend): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'https://vitrine.example')
    return await t.fetch(`${url.pathname}${url.search}`, init)
  }
}

async function codeQuery(
  fields: Record<string, string> = {},
  secret = SECRET,
): Promise<AuthorizationCodeResponse> {
  const params = new URLSearchParams({
    code: 'auth-code-embedded',
    shop: SHOP,
    timestamp: String(Math.floor(Date.now() / 1000)),
    ...fields,
  })
  const hmac = await signOAuthQuery(params, secret)
  return { status: 'needsExchange', ...Object.fromEntries(params), hmac }
}

describe('GET /shopify/embedded/status', () => {
  it('asks for a fresh session token when there is none, or it expired', async () => {
    const t = newBackend()
    for (const authorization of [
      undefined,
      `Bearer ${await sessionToken({ expiresIn: -60 })}`,
      'Bearer junk',
    ]) {
      const response = await t.fetch(EMBEDDED_STATUS_PATH, {
        headers: authorization ? { Authorization: authorization } : {},
      })
      expect(response.status).toBe(401)
      expect(response.headers.get(RETRY_INVALID_SESSION_HEADER)).toBe('1')
      expect(response.headers.get(REAUTHORIZE_HEADER)).toBeNull()
    }
  })

  it('asks to authorise again when Vitrine holds no working token for the shop, and answers once it does', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const headers = { Authorization: `Bearer ${await sessionToken()}` }
    const before = await t.fetch(EMBEDDED_STATUS_PATH, { headers })
    expect(before.status).toBe(401)
    expect(before.headers.get(REAUTHORIZE_HEADER)).toBe('1')
    expect(before.headers.get('Access-Control-Expose-Headers')).toContain(REAUTHORIZE_HEADER)

    shopify.setShopName(SHOP, 'Stride Shoes')
    await ana.action(api.shopify.connectEmbedded, { sessionToken: await sessionToken() })
    const after = await t.fetch(EMBEDDED_STATUS_PATH, { headers })
    expect(after.status).toBe(200)
    expect(await after.json()).toEqual({
      success: true,
      shop: SHOP,
      storeName: 'Stride Shoes',
      connected: true,
    })
  })

  it('answers the browser’s preflight for the Authorization header', async () => {
    const t = newBackend()
    const response = await t.fetch(EMBEDDED_STATUS_PATH, { method: 'OPTIONS' })
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://app.vitrine.example')
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('Authorization')
  })
})

/** Ana linked the shop from the admin (as Shopify staff member 42), then the shop uninstalled Vitrine. */
async function revokedEmbeddedProject(t: Backend) {
  const ana = await signedIn(t, 'ana')
  const linked = await ana.action(api.shopify.connectEmbedded, { sessionToken: await sessionToken() })
  if (!linked.success) throw new Error(linked.error)
  const projectId = linked.projectId
  await t.run(async (ctx) => ctx.db.patch(projectId, { status: 'revoked', shopAccessToken: undefined }))
  return projectId
}

describe('GET /auth/shopify/callback', () => {
  async function revokedProject(t: Backend) {
    return await revokedEmbeddedProject(t)
  }

  async function callback(t: Backend, auth: AuthorizationCodeResponse, token?: string) {
    const query = new URLSearchParams({
      code: auth.code!,
      hmac: auth.hmac!,
      shop: auth.shop!,
      timestamp: auth.timestamp!,
    })
    return await t.fetch(`${AUTH_CODE_CALLBACK_PATH}?${query.toString()}`, {
      headers: { Authorization: `Bearer ${token ?? (await sessionToken())}` },
    })
  }

  it('exchanges a signed code and gives the staff member’s revoked project its new token', async () => {
    const t = newBackend()
    const projectId = await revokedProject(t)
    expect(await t.run(async (ctx) => ctx.db.get(projectId))).toMatchObject({ shopifyUserId: '42' })
    const response = await callback(t, await codeQuery())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, shop: SHOP, refreshed: 1 })
    const project = await t.run(async (ctx) => ctx.db.get(projectId))
    expect(project).toMatchObject({ status: 'active', shopAccessToken: shopify.tokenFor(SHOP) })
  })

  it('gives nothing to the projects another staff member linked, or no one did', async () => {
    const t = newBackend()
    const projectId = await revokedProject(t)
    await signedIn(t, 'bob')
    const bobs = await connectedProject(t, 'bob@example.com', SHOP, 'shpat_bob')
    await t.run(async (ctx) => ctx.db.patch(bobs, { status: 'revoked', shopAccessToken: undefined }))
    const response = await callback(t, await codeQuery(), await sessionToken({ override: { sub: '77' } }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, shop: SHOP, refreshed: 0 })
    for (const id of [projectId, bobs]) {
      expect(await t.run(async (ctx) => ctx.db.get(id))).toMatchObject({ status: 'revoked' })
      expect((await t.run(async (ctx) => ctx.db.get(id)))!.shopAccessToken).toBeUndefined()
    }
  })

  it.each([
    ['a tampered code', async () => ({ ...(await codeQuery()), code: 'other-code' })],
    ['a code signed with another secret', async () => await codeQuery({}, 'shpss_other')],
    [
      'a stale timestamp',
      async () => await codeQuery({ timestamp: String(Math.floor(Date.now() / 1000) - 600) }),
    ],
    ['another shop than the session’s', async () => await codeQuery({ shop: 'other.myshopify.com' })],
  ])('refuses %s and changes nothing', async (_name, make) => {
    const t = newBackend()
    const projectId = await revokedProject(t)
    const response = await callback(t, await make())
    expect(response.status).toBe(401)
    const codeExchanges = shopify.requests.filter(
      (r) => r.path === '/admin/oauth/access_token' && r.operation !== 'tokenExchange',
    )
    expect(codeExchanges).toHaveLength(0)
    expect(await t.run(async (ctx) => ctx.db.get(projectId))).toMatchObject({ status: 'revoked' })
  })

  it('needs a valid session token', async () => {
    const t = newBackend()
    await revokedProject(t)
    const response = await callback(t, await codeQuery(), await sessionToken({ secret: 'shpss_other' }))
    expect(response.status).toBe(401)
    expect(response.headers.get(RETRY_INVALID_SESSION_HEADER)).toBe('1')
  })
})

describe('the authenticated fetch with callback-and-retry (SPEC.md section 7)', () => {
  it('authorises again with a code from the admin, then retries the original request', async () => {
    const t = newBackend()
    await revokedEmbeddedProject(t)
    const token = await sessionToken()
    const seen: string[] = []
    const authenticated = createAuthenticatedFetch(
      () => token,
      async (input, init) => {
        seen.push(new URL(input.toString(), 'https://x').pathname)
        return await backendFetch(t)(input, init)
      },
    )
    let codesAsked = 0
    const fetchWithRetry = createReauthorizingFetch(authenticated, {
      callbackUrl: AUTH_CODE_CALLBACK_PATH,
      requestAuthorizationCode: async () => {
        codesAsked++
        return await codeQuery()
      },
    })

    const response = await fetchWithRetry(EMBEDDED_STATUS_PATH)

    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ shop: SHOP, connected: true })
    expect(codesAsked).toBe(1)
    expect(seen).toEqual([EMBEDDED_STATUS_PATH, AUTH_CODE_CALLBACK_PATH, EMBEDDED_STATUS_PATH])
  })

  it('fails with SPEC’s errors when the admin has no code, or the callback refuses it', async () => {
    const t = newBackend()
    const token = await sessionToken()
    const authenticated = createAuthenticatedFetch(() => token, backendFetch(t))
    const noCode = createReauthorizingFetch(authenticated, {
      callbackUrl: AUTH_CODE_CALLBACK_PATH,
      requestAuthorizationCode: async () => ({ status: 'denied' }),
    })
    await expect(noCode(EMBEDDED_STATUS_PATH)).rejects.toThrow(FAILED_AUTHORIZATION_CODE)

    const badCode = createReauthorizingFetch(authenticated, {
      callbackUrl: AUTH_CODE_CALLBACK_PATH,
      requestAuthorizationCode: async () => await codeQuery({}, 'shpss_forged'),
    })
    await expect(badCode(EMBEDDED_STATUS_PATH)).rejects.toThrow(FAILED_AUTHORIZATION)
  })

  it('sends an expired session token’s request again once, with the fresh token', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await ana.action(api.shopify.connectEmbedded, { sessionToken: await sessionToken() })
    const tokens = [await sessionToken({ expiresIn: -60 }), await sessionToken()]
    let handedOut = 0
    const authenticated = createAuthenticatedFetch(() => tokens[Math.min(handedOut++, 1)]!, backendFetch(t))
    const response = await authenticated(EMBEDDED_STATUS_PATH)
    expect(response.status).toBe(200)
    expect(handedOut).toBe(2)
  })
})
