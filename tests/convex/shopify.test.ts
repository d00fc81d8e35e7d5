import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../convex/_generated/api'
import { zipStored } from '../../convex/model/shopify'
import { signOAuthQuery, signWebhookBody } from '../support/shopify-signing'
import { startFakeShopify, type FakeShopify } from '../support/fake-shopify'
import { connectedProject, newBackend, signedIn, type Backend } from './helpers'

const SECRET = 'shpss_test_secret'
const SHOP = 'stride.myshopify.com'

let shopify: FakeShopify

beforeAll(async () => {
  shopify = await startFakeShopify()
})
afterAll(async () => {
  await shopify.stop()
})

function configure() {
  process.env.SHOPIFY_API_KEY = 'test-api-key'
  process.env.SHOPIFY_API_SECRET = SECRET
  process.env.SHOPIFY_APP_URL = 'https://vitrine.example'
  process.env.VITRINE_APP_URL = 'https://app.vitrine.example'
  process.env.SHOPIFY_ADMIN_BASE = shopify.baseURL
}

function unconfigure() {
  for (const name of [
    'SHOPIFY_API_KEY',
    'SHOPIFY_API_SECRET',
    'SHOPIFY_APP_URL',
    'VITRINE_APP_URL',
    'SHOPIFY_ADMIN_BASE',
  ]) {
    delete process.env[name]
  }
}

beforeEach(configure)
afterEach(() => {
  unconfigure()
  shopify.reset()
  vi.useRealTimers()
})

/** Starts the flow as this user and returns the state Shopify would send back. */
async function startAuth(user: ReturnType<Backend['withIdentity']>, shop = SHOP): Promise<string> {
  const result = await user.mutation(api.shopify.auth, { shop })
  expect(result.success).toBe(true)
  return new URL(result.authUrl!).searchParams.get('state')!
}

/** The callback query Shopify would build, signed with the app secret (or tampered after). */
async function callbackQuery(fields: Record<string, string>, secret = SECRET): Promise<URLSearchParams> {
  const params = new URLSearchParams({
    code: 'auth-code-1',
    host: 'YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvc3RyaWRl',
    timestamp: String(Math.floor(Date.now() / 1000)),
    ...fields,
  })
  params.set('hmac', await signOAuthQuery(params, secret))
  return params
}

async function callback(t: Backend, params: URLSearchParams) {
  const response = await t.fetch(`/shopify/callback?${params.toString()}`, { redirect: 'manual' })
  expect(response.status).toBe(302)
  return new URL(response.headers.get('Location')!)
}

async function projectsOf(t: Backend) {
  return await t.run(async (ctx) => await ctx.db.query('projects').collect())
}

describe('shopify.config', () => {
  it('hands out the API key when Shopify is configured', async () => {
    const t = newBackend()
    expect(await t.query(api.shopify.config, {})).toEqual({ success: true, apiKey: 'test-api-key' })
  })

  it('says so when it is not', async () => {
    unconfigure()
    const t = newBackend()
    expect(await t.query(api.shopify.config, {})).toEqual({ success: false, apiKey: null })
  })
})

describe('shopify.auth', () => {
  it('builds the authorize address with themes scopes and a state bound to the user and shop', async () => {
    delete process.env.SHOPIFY_ADMIN_BASE // the real address, not the fake's
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const result = await ana.mutation(api.shopify.auth, { shop: 'Stride', host: 'abc' })
    expect(result.success).toBe(true)
    const url = new URL(result.authUrl!)
    expect(url.origin + url.pathname).toBe('https://stride.myshopify.com/admin/oauth/authorize')
    expect(url.searchParams.get('client_id')).toBe('test-api-key')
    expect(url.searchParams.get('scope')).toBe('read_themes,write_themes')
    expect(url.searchParams.get('redirect_uri')).toBe('https://vitrine.example/shopify/callback')
    const state = url.searchParams.get('state')!
    expect(state).toMatch(/^[0-9a-f]{64}$/)
    const rows = await t.run(async (ctx) => await ctx.db.query('oauthStates').collect())
    const users = await t.run(async (ctx) => await ctx.db.query('users').collect())
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ state, shop: SHOP, userId: users[0]!._id })
    expect(rows[0]!.usedAt).toBeUndefined()
  })

  it("clears the user's expired states when starting again", async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const old = await startAuth(ana)
    const recent = await startAuth(ana)
    await t.run(async (ctx) => {
      const row = (await ctx.db.query('oauthStates').collect()).find((r) => r.state === old)!
      await ctx.db.patch(row._id, { createdAt: Date.now() - 11 * 60 * 1000 })
    })
    const latest = await startAuth(ana)
    const states = await t.run(async (ctx) =>
      (await ctx.db.query('oauthStates').collect()).map((r) => r.state),
    )
    expect(states.sort()).toEqual([recent, latest].sort())
  })

  it('falls back to the Convex site URL for the redirect', async () => {
    delete process.env.SHOPIFY_APP_URL
    process.env.CONVEX_SITE_URL = 'https://happy-otter-123.convex.site'
    try {
      const t = newBackend()
      const ana = await signedIn(t, 'ana')
      const { authUrl } = await ana.mutation(api.shopify.auth, { shop: SHOP })
      expect(new URL(authUrl!).searchParams.get('redirect_uri')).toBe(
        'https://happy-otter-123.convex.site/shopify/callback',
      )
    } finally {
      delete process.env.CONVEX_SITE_URL
    }
  })

  it('refuses a bad shop domain and an unconfigured server with SPEC texts', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    expect(await ana.mutation(api.shopify.auth, { shop: '' })).toMatchObject({
      success: false,
      error: 'Please enter your shop domain',
    })
    expect(await ana.mutation(api.shopify.auth, { shop: 'evil.com/x' })).toMatchObject({
      success: false,
      error: 'Please enter your shop domain',
    })
    unconfigure()
    expect(await ana.mutation(api.shopify.auth, { shop: SHOP })).toMatchObject({
      success: false,
      error: 'Failed to initiate authentication',
    })
  })

  it('requires a signed-in user', async () => {
    const t = newBackend()
    await expect(t.mutation(api.shopify.auth, { shop: SHOP })).rejects.toThrow(/Not signed in/)
  })
})

describe('GET /shopify/callback', () => {
  it('exchanges the code, stores the token server-side and redirects without it', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    shopify.setShopName(SHOP, 'Stride Shoes')
    const state = await startAuth(ana)
    const location = await callback(t, await callbackQuery({ shop: SHOP, state }))

    expect(location.origin + location.pathname).toBe('https://app.vitrine.example/shopify-success')
    expect(location.searchParams.get('shop')).toBe(SHOP)
    expect(location.searchParams.get('store_name')).toBe('Stride Shoes')
    expect(location.searchParams.get('host')).toBe('YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvc3RyaWRl')
    expect(location.toString()).not.toContain(shopify.tokenFor(SHOP))

    const [project] = await projectsOf(t)
    expect(project).toMatchObject({
      shopDomain: SHOP,
      shopAccessToken: shopify.tokenFor(SHOP),
      storeName: 'Stride Shoes',
      status: 'active',
    })
    const exchange = shopify.requests.find((r) => r.path === '/admin/oauth/access_token')!
    expect(exchange.shop).toBe(SHOP)
    expect(exchange.body).toEqual({ client_id: 'test-api-key', client_secret: SECRET, code: 'auth-code-1' })
    const states = await t.run(async (ctx) => await ctx.db.query('oauthStates').collect())
    expect(states[0]!.usedAt).toBeTypeOf('number')

    // The /shopify-success screen then grants the connect bonus, once.
    expect(await ana.mutation(api.credits.add, { projectId: project!._id })).toBe(true)
    expect(await ana.mutation(api.credits.add, { projectId: project!._id })).toBe(false)
  })

  it('refuses a tampered query (HMAC) and exchanges nothing', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const state = await startAuth(ana)
    const params = await callbackQuery({ shop: SHOP, state })
    params.set('code', 'another-code')
    const location = await callback(t, params)
    expect(location.pathname).toBe('/connect-shopify')
    expect(location.searchParams.get('error')).toBe('invalid_hmac')
    const wrongSecret = await callbackQuery({ shop: SHOP, state }, 'not-the-secret')
    expect((await callback(t, wrongSecret)).searchParams.get('error')).toBe('invalid_hmac')
    const noHmac = await callbackQuery({ shop: SHOP, state })
    noHmac.delete('hmac')
    expect((await callback(t, noHmac)).searchParams.get('error')).toBe('invalid_hmac')
    expect(shopify.requests).toHaveLength(0)
    expect(await projectsOf(t)).toHaveLength(0)
  })

  it('refuses an old signed request and a malformed shop', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const state = await startAuth(ana)
    const old = await callbackQuery({
      shop: SHOP,
      state,
      timestamp: String(Math.floor(Date.now() / 1000) - 600),
    })
    expect((await callback(t, old)).searchParams.get('error')).toBe('expired_request')
    const evil = await callbackQuery({ shop: 'stride.evil.com', state })
    expect((await callback(t, evil)).searchParams.get('error')).toBe('invalid_shop')
    expect(shopify.requests).toHaveLength(0)
  })

  it('refuses a state it never issued, a reused state and an expired one', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const forged = await callbackQuery({ shop: SHOP, state: 'f'.repeat(64) })
    expect((await callback(t, forged)).searchParams.get('error')).toBe('invalid_state')

    const state = await startAuth(ana)
    expect((await callback(t, await callbackQuery({ shop: SHOP, state }))).pathname).toBe('/shopify-success')
    // Replaying the same state (a stolen or reused callback URL) gets nothing.
    const replay = await callbackQuery({ shop: SHOP, state, code: 'auth-code-2' })
    expect((await callback(t, replay)).searchParams.get('error')).toBe('state_already_used')

    const late = await startAuth(ana)
    await t.run(async (ctx) => {
      const row = (await ctx.db.query('oauthStates').collect()).find((r) => r.state === late)!
      await ctx.db.patch(row._id, { createdAt: Date.now() - 11 * 60 * 1000 })
    })
    expect(
      (await callback(t, await callbackQuery({ shop: SHOP, state: late }))).searchParams.get('error'),
    ).toBe('state_expired')
    expect(shopify.requests.filter((r) => r.path === '/admin/oauth/access_token')).toHaveLength(1)
  })

  it("refuses a state issued for another shop (someone else's callback)", async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const state = await startAuth(ana, 'anas-shop.myshopify.com')
    const location = await callback(t, await callbackQuery({ shop: SHOP, state }))
    expect(location.searchParams.get('error')).toBe('shop_mismatch')
    expect(await projectsOf(t)).toHaveLength(0)
  })

  it('sends the browser back to connect when the code exchange fails, with no secret', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    shopify.setRejectCodes(true)
    const state = await startAuth(ana)
    const location = await callback(t, await callbackQuery({ shop: SHOP, state }))
    expect(location.pathname).toBe('/connect-shopify')
    expect(location.searchParams.get('error')).toBe('token_exchange_failed')
    expect(location.toString()).not.toContain(SECRET)
    expect(await projectsOf(t)).toHaveLength(0)
  })

  it('a second connect of the same shop: same project for the same user, no second bonus for another', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await callback(t, await callbackQuery({ shop: SHOP, state: await startAuth(ana) }))
    const [first] = await projectsOf(t)
    expect(await ana.mutation(api.credits.add, { projectId: first!._id })).toBe(true)

    await callback(t, await callbackQuery({ shop: SHOP, state: await startAuth(ana), code: 'again' }))
    const again = await projectsOf(t)
    expect(again).toHaveLength(1)
    expect(again[0]!._id).toBe(first!._id)

    const bob = await signedIn(t, 'bob')
    const location = await callback(
      t,
      await callbackQuery({ shop: SHOP, state: await startAuth(bob), code: 'b' }),
    )
    expect(location.pathname).toBe('/shopify-success')
    const bobs = (await projectsOf(t)).find((p) => p._id !== first!._id)!
    expect(bobs.status).toBe('active')
    expect(await bob.mutation(api.credits.add, { projectId: bobs._id })).toBe(false)
  })
})

describe('POST /shopify/webhooks/app-uninstalled', () => {
  /** The headers Shopify sends with a webhook; `overrides` replaces or (undefined) drops some. */
  async function uninstall(
    t: Backend,
    body: string,
    hmac: string,
    overrides: Record<string, string | undefined> = {},
  ) {
    const headers: Record<string, string | undefined> = {
      'Content-Type': 'application/json',
      'X-Shopify-Hmac-Sha256': hmac,
      'X-Shopify-Shop-Domain': SHOP,
      'X-Shopify-Topic': 'app/uninstalled',
      'X-Shopify-API-Version': '2025-07',
      'X-Shopify-Webhook-Id': 'b54557e4-bdd9-4b37-8a5f-bf7d70bcd043',
      ...overrides,
    }
    return await t.fetch('/shopify/webhooks/app-uninstalled', {
      method: 'POST',
      headers: Object.fromEntries(
        Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      body,
    })
  }

  it('revokes every project of the shop and clears its tokens', async () => {
    const t = newBackend()
    await signedIn(t, 'ana')
    await signedIn(t, 'bob')
    await connectedProject(t, 'ana@example.com', SHOP, 'shpat_a')
    await connectedProject(t, 'bob@example.com', SHOP, 'shpat_b')
    await connectedProject(t, 'ana@example.com', 'other.myshopify.com', 'shpat_o')
    const body = JSON.stringify({ id: 1, name: 'Stride', myshopify_domain: SHOP })
    const response = await uninstall(t, body, await signWebhookBody(body, SECRET))
    expect(response.status).toBe(200)
    const projects = await projectsOf(t)
    const stride = projects.filter((p) => p.shopDomain === SHOP)
    expect(stride.map((p) => [p.status, p.shopAccessToken])).toEqual([
      ['revoked', undefined],
      ['revoked', undefined],
    ])
    expect(projects.find((p) => p.shopDomain === 'other.myshopify.com')).toMatchObject({
      status: 'active',
      shopAccessToken: 'shpat_o',
    })
  })

  it('a store reconnected after an uninstall is active again with its new token', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await callback(t, await callbackQuery({ shop: SHOP, state: await startAuth(ana) }))
    const body = JSON.stringify({ myshopify_domain: SHOP })
    expect((await uninstall(t, body, await signWebhookBody(body, SECRET))).status).toBe(200)
    expect((await projectsOf(t))[0]!.status).toBe('revoked')
    await callback(t, await callbackQuery({ shop: SHOP, state: await startAuth(ana), code: 'again' }))
    const projects = await projectsOf(t)
    expect(projects).toHaveLength(1)
    expect(projects[0]).toMatchObject({ status: 'active', shopAccessToken: shopify.tokenFor(SHOP) })
  })

  it('answers 401 to a bad or missing signature and changes nothing', async () => {
    const t = newBackend()
    await signedIn(t, 'ana')
    await connectedProject(t, 'ana@example.com', SHOP, 'shpat_a')
    const body = JSON.stringify({ myshopify_domain: SHOP })
    expect((await uninstall(t, body, await signWebhookBody(body, 'wrong'))).status).toBe(401)
    expect((await uninstall(t, body, '')).status).toBe(401)
    const tampered = JSON.stringify({ myshopify_domain: 'other.myshopify.com' })
    expect((await uninstall(t, tampered, await signWebhookBody(body, SECRET))).status).toBe(401)
    expect((await projectsOf(t))[0]).toMatchObject({ status: 'active', shopAccessToken: 'shpat_a' })
  })

  it('refuses a signed body without Shopify’s webhook headers, or for another topic', async () => {
    const t = newBackend()
    await signedIn(t, 'ana')
    await connectedProject(t, 'ana@example.com', SHOP, 'shpat_a')
    const body = JSON.stringify({ myshopify_domain: SHOP })
    const hmac = await signWebhookBody(body, SECRET)
    expect((await uninstall(t, body, hmac, { 'X-Shopify-Webhook-Id': undefined })).status).toBe(401)
    expect((await uninstall(t, body, hmac, { 'X-Shopify-Shop-Domain': undefined })).status).toBe(401)
    expect((await uninstall(t, body, hmac, { 'X-Shopify-Topic': 'themes/update' })).status).toBe(400)
    expect((await uninstall(t, body, hmac, { 'X-Shopify-Shop-Domain': 'not a shop' })).status).toBe(400)
    expect((await projectsOf(t))[0]).toMatchObject({ status: 'active', shopAccessToken: 'shpat_a' })
  })
})

describe('GET /shopify/theme-skeleton.zip', () => {
  it('serves a ZIP with the layout Shopify requires', async () => {
    const t = newBackend()
    const response = await t.fetch('/shopify/theme-skeleton.zip')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/zip')
    const JSZip = (await import('jszip')).default
    const zip = await JSZip.loadAsync(new Uint8Array(await response.arrayBuffer()))
    expect(Object.keys(zip.files)).toContain('layout/theme.liquid')
    expect(await zip.file('layout/theme.liquid')!.async('string')).toContain('{{ content_for_layout }}')
  })

  it('writes ZIPs other tools read back byte for byte', async () => {
    const JSZip = (await import('jszip')).default
    const zip = await JSZip.loadAsync(zipStored({ 'a/b.txt': 'héllo', 'c.json': '{}' }))
    expect(await zip.file('a/b.txt')!.async('string')).toBe('héllo')
    expect(await zip.file('c.json')!.async('string')).toBe('{}')
  })
})
