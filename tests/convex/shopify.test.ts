import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, internal } from '../../convex/_generated/api'
import { sha256 } from '../../convex/model/contents'
import { zipStored } from '../../convex/model/shopify'
import { signWebhookBody } from '../support/shopify-signing'
import { startFakeShopify, type FakeShopify } from '../support/fake-shopify'
import { connectedProject, newBackend, signedIn, type Backend } from './helpers'
import {
  ADMIN_HOST,
  beginOAuth,
  connectThroughOAuth,
  OAUTH_SECRET as SECRET,
  returnFromShopify,
  signedCallbackQuery,
} from './shopify-oauth'

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

async function projectsOf(t: Backend) {
  return await t.run(async (ctx) => await ctx.db.query('projects').collect())
}

async function statesOf(t: Backend) {
  return await t.run(async (ctx) => await ctx.db.query('oauthStates').collect())
}

/** Shopify's return to the callback, in the browser that began: where it sends the browser next. */
async function callback(t: Backend, params: URLSearchParams, cookie?: string) {
  return (await returnFromShopify(t, params, cookie)).location
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

describe('shopify.auth and GET /shopify/install', () => {
  it('hands out the install address with a state bound to the user and shop', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const result = await ana.mutation(api.shopify.auth, { shop: 'Stride', host: 'abc' })
    expect(result.success).toBe(true)
    const url = new URL(result.authUrl!)
    expect(url.origin + url.pathname).toBe('https://vitrine.example/shopify/install')
    const state = url.searchParams.get('state')!
    expect(state).toMatch(/^[0-9a-f]{64}$/)
    const rows = await statesOf(t)
    const users = await t.run(async (ctx) => await ctx.db.query('users').collect())
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ state, shop: SHOP, userId: users[0]!._id })
    expect(rows[0]!.usedAt).toBeUndefined()
    expect(rows[0]!.browserHash).toBeUndefined()
  })

  it('install sets an HttpOnly SameSite=Lax cookie for the callback, then goes to the authorize address with themes scopes', async () => {
    delete process.env.SHOPIFY_ADMIN_BASE // the real address, not the fake's
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const { authUrl } = await ana.mutation(api.shopify.auth, { shop: SHOP })
    const install = new URL(authUrl!)
    const response = await t.fetch(`${install.pathname}${install.search}`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    const url = new URL(response.headers.get('Location')!)
    expect(url.origin + url.pathname).toBe('https://stride.myshopify.com/admin/oauth/authorize')
    expect(url.searchParams.get('client_id')).toBe('test-api-key')
    expect(url.searchParams.get('scope')).toBe('read_themes,write_themes')
    expect(url.searchParams.get('redirect_uri')).toBe('https://vitrine.example/shopify/callback')
    expect(url.searchParams.get('state')).toBe(install.searchParams.get('state'))

    const cookie = response.headers.get('Set-Cookie')!
    const [pair, ...attributes] = cookie.split('; ')
    const nonce = pair!.replace(/^vitrine_shopify_oauth=/, '')
    expect(nonce).toMatch(/^[0-9a-f]{64}$/)
    expect(attributes.sort()).toEqual(
      ['HttpOnly', 'Max-Age=600', 'Path=/shopify/callback', 'SameSite=Lax', 'Secure'].sort(),
    )
    // The state keeps the nonce's hash, not the nonce.
    const [row] = await statesOf(t)
    expect(row!.browserHash).toBe(await sha256(nonce))
  })

  it("clears the user's expired states when starting again", async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const old = (await beginOAuth(t, ana, SHOP)).state
    const recent = (await beginOAuth(t, ana, SHOP)).state
    await t.run(async (ctx) => {
      const row = (await ctx.db.query('oauthStates').collect()).find((r) => r.state === old)!
      await ctx.db.patch(row._id, { createdAt: Date.now() - 11 * 60 * 1000 })
    })
    const latest = (await beginOAuth(t, ana, SHOP)).state
    const states = (await statesOf(t)).map((r) => r.state)
    expect(states.sort()).toEqual([recent, latest].sort())
  })

  it('falls back to the Convex site URL for the install address and the redirect', async () => {
    delete process.env.SHOPIFY_APP_URL
    process.env.CONVEX_SITE_URL = 'https://happy-otter-123.convex.site'
    try {
      const t = newBackend()
      const ana = await signedIn(t, 'ana')
      const { authUrl } = await ana.mutation(api.shopify.auth, { shop: SHOP })
      expect(authUrl!.startsWith('https://happy-otter-123.convex.site/shopify/install?state=')).toBe(true)
      const { authorize } = await beginOAuth(t, ana, SHOP)
      expect(authorize.searchParams.get('redirect_uri')).toBe(
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

describe('GET /shopify/callback and the claim on /shopify-success', () => {
  it('exchanges the code, holds the token server-side, and the user who began claims it', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    shopify.setShopName(SHOP, 'Stride Shoes')
    const { state, cookie } = await beginOAuth(t, ana, SHOP)
    const { location, setCookie } = await returnFromShopify(
      t,
      await signedCallbackQuery({ shop: SHOP, state }),
      cookie,
    )

    expect(location.origin + location.pathname).toBe('https://app.vitrine.example/shopify-success')
    expect(location.searchParams.get('shop')).toBe(SHOP)
    expect(location.searchParams.get('store_name')).toBe('Stride Shoes')
    expect(location.searchParams.get('host')).toBe(ADMIN_HOST)
    const connection = location.searchParams.get('connection')!
    expect(connection).toMatch(/^[0-9a-f]{64}$/)
    expect(location.toString()).not.toContain(shopify.tokenFor(SHOP))
    // The browser's cookie is cleared: it has served its purpose.
    expect(setCookie).toMatch(/^vitrine_shopify_oauth=; Path=\/shopify\/callback; Max-Age=0;/)
    const exchange = shopify.requests.find((r) => r.path === '/admin/oauth/access_token')!
    expect(exchange.shop).toBe(SHOP)
    expect(exchange.body).toEqual({ client_id: 'test-api-key', client_secret: SECRET, code: 'auth-code-1' })
    expect((await statesOf(t))[0]!.usedAt).toBeTypeOf('number')
    expect(await projectsOf(t)).toHaveLength(0)

    // /shopify-success: the project creation claims the token, then the bonus, once.
    const projectId = await ana.mutation(api.projects.create, {
      shop: SHOP,
      storeName: 'Stride Shoes',
      connectionCode: connection,
    })
    const [project] = await projectsOf(t)
    expect(project).toMatchObject({
      _id: projectId,
      shopDomain: SHOP,
      shopAccessToken: shopify.tokenFor(SHOP),
      storeName: 'Stride Shoes',
      status: 'active',
    })
    const [row] = await statesOf(t)
    expect(row!.accessToken).toBeUndefined()
    expect(row!.connectionHash).toBeUndefined()
    expect(await ana.mutation(api.credits.add, { projectId: projectId! })).toBe(true)
    expect(await ana.mutation(api.credits.add, { projectId: projectId! })).toBe(false)
    // The code claims once.
    expect(await ana.mutation(api.projects.create, { shop: SHOP, connectionCode: connection })).toBeNull()
  })

  it('an unclaimed token goes when its state’s time is up', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const { state, cookie } = await beginOAuth(t, ana, SHOP)
    const { location } = await returnFromShopify(t, await signedCallbackQuery({ shop: SHOP, state }), cookie)
    const [row] = await statesOf(t)
    expect(row!.accessToken).toBe(shopify.tokenFor(SHOP))
    const scheduled = await t.run(async (ctx) => await ctx.db.system.query('_scheduled_functions').collect())
    expect(scheduled).toHaveLength(1)
    expect(scheduled[0]).toMatchObject({ name: 'shopify:dropState', args: [{ stateId: row!._id }] })
    expect(scheduled[0]!.scheduledTime - row!.completedAt!).toBeGreaterThanOrEqual(10 * 60 * 1000)

    await t.mutation(internal.shopify.dropState, { stateId: row!._id })
    expect(await statesOf(t)).toEqual([])
    const code = location.searchParams.get('connection')!
    expect(await ana.mutation(api.projects.create, { shop: SHOP, connectionCode: code })).toBeNull()
    expect(await projectsOf(t)).toEqual([])
  })

  it('sends the browser back to connect when the code exchange fails, with no secret', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    shopify.setRejectCodes(true)
    const { state, cookie } = await beginOAuth(t, ana, SHOP)
    const location = await callback(t, await signedCallbackQuery({ shop: SHOP, state }), cookie)
    expect(location.pathname).toBe('/connect-shopify')
    expect(location.searchParams.get('error')).toBe('token_exchange_failed')
    expect(location.toString()).not.toContain(SECRET)
    expect(await projectsOf(t)).toHaveLength(0)
  })

  it('a second connect of the same shop: same project for the same user, no second bonus for another', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const first = await connectThroughOAuth(t, ana, SHOP)
    expect(await ana.mutation(api.credits.add, { projectId: first })).toBe(true)

    expect(await connectThroughOAuth(t, ana, SHOP, 'again')).toBe(first)
    expect(await projectsOf(t)).toHaveLength(1)

    const bob = await signedIn(t, 'bob')
    const bobs = await connectThroughOAuth(t, bob, SHOP, 'b')
    expect(bobs).not.toBe(first)
    expect((await projectsOf(t)).find((p) => p._id === bobs)!.status).toBe('active')
    expect(await bob.mutation(api.credits.add, { projectId: bobs })).toBe(false)
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
    await connectThroughOAuth(t, ana, SHOP)
    const body = JSON.stringify({ myshopify_domain: SHOP })
    expect((await uninstall(t, body, await signWebhookBody(body, SECRET))).status).toBe(200)
    expect((await projectsOf(t))[0]!.status).toBe('revoked')
    await connectThroughOAuth(t, ana, SHOP, 'again')
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
