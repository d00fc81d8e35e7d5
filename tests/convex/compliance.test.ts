import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { signWebhookBody } from '../support/shopify-signing'
import { connectedProject, newBackend, signedIn, type Backend } from './helpers'

const SECRET = 'shpss_test_secret'
const SHOP = 'stride.myshopify.com'
const OTHER = 'other.myshopify.com'

beforeEach(() => {
  process.env.SHOPIFY_API_KEY = 'test-api-key'
  process.env.SHOPIFY_API_SECRET = SECRET
  process.env.SHOPIFY_APP_URL = 'https://vitrine.example'
})
afterEach(() => {
  for (const name of ['SHOPIFY_API_KEY', 'SHOPIFY_API_SECRET', 'SHOPIFY_APP_URL']) delete process.env[name]
})

const ROUTES = {
  'customers/data_request': '/shopify/webhooks/customers-data-request',
  'customers/redact': '/shopify/webhooks/customers-redact',
  'shop/redact': '/shopify/webhooks/shop-redact',
} as const
type Topic = keyof typeof ROUTES

/** A compliance webhook as Shopify sends it; `overrides` replaces or (undefined) drops headers. */
async function deliver(
  t: Backend,
  topic: Topic,
  body: string,
  hmac: string,
  overrides: Record<string, string | undefined> = {},
  path: string = ROUTES[topic],
) {
  const headers: Record<string, string | undefined> = {
    'Content-Type': 'application/json',
    'X-Shopify-Hmac-Sha256': hmac,
    'X-Shopify-Shop-Domain': SHOP,
    'X-Shopify-Topic': topic,
    'X-Shopify-API-Version': '2025-07',
    'X-Shopify-Webhook-Id': '0b7f6a2e-5d1c-4a8e-9f3b-2c6d8e1a4b5f',
    ...overrides,
  }
  return await t.fetch(path, {
    method: 'POST',
    headers: Object.fromEntries(
      Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    body,
  })
}

const shopRedactBody = (shop = SHOP) => JSON.stringify({ shop_id: 954889, shop_domain: shop })

const customerBody = JSON.stringify({
  shop_id: 954889,
  shop_domain: SHOP,
  customer: { id: 191167, email: 'john@example.com', phone: '555-625-1199' },
  orders_requested: [299938, 280263],
  data_request: { id: 9999 },
})

/** Two users with the shop, one with another shop; an OAuth attempt for each shop; a push. */
async function world(t: Backend) {
  await signedIn(t, 'ana')
  await signedIn(t, 'bob')
  const anas = await connectedProject(t, 'ana@example.com', SHOP, 'shpat_a')
  const bobs = await connectedProject(t, 'bob@example.com', SHOP, 'shpat_b')
  const other = await connectedProject(t, 'ana@example.com', OTHER, 'shpat_o')
  await t.run(async (ctx) => {
    const ana = (await ctx.db.query('users').collect()).find((u) => u.email === 'ana@example.com')!
    const now = Date.now()
    await ctx.db.insert('oauthStates', { state: 'state-stride', userId: ana._id, shop: SHOP, createdAt: now })
    await ctx.db.insert('oauthStates', { state: 'state-other', userId: ana._id, shop: OTHER, createdAt: now })
    const themeId = await ctx.db.insert('themes', { userId: ana._id, versionCount: 1, updatedAt: now })
    const versionId = await ctx.db.insert('themeVersions', {
      themeId,
      number: 1,
      source: 'generation',
      authorId: ana._id,
      trees: [],
      fileCount: 0,
      bytes: 0,
      explanationHash: '',
      storeConfig: { name: 'Stride', tagline: '', primaryColor: '#000000', categories: [] },
      createdAt: now,
    })
    for (const projectId of [anas, other]) {
      const pageId = await ctx.db.insert('pages', {
        projectId,
        userId: ana._id,
        title: 'Home',
        pageType: 'homepage',
        userPrompt: 'a shoe store',
        status: 'draft',
        updatedAt: now,
      })
      await ctx.db.insert('pushes', {
        userId: ana._id,
        pageId,
        projectId,
        versionId,
        themeGid: 'gid://shopify/OnlineStoreTheme/1',
        themeName: 'Stride — Vitrine 2025-07-01',
        themeUrl: `https://${SHOP}/admin/themes/1/editor`,
        total: 1,
        uploaded: 1,
        status: 'done',
        updatedAt: now,
      })
    }
  })
  return { anas, bobs, other }
}

async function snapshot(t: Backend) {
  return await t.run(async (ctx) => ({
    projects: await ctx.db.query('projects').collect(),
    oauthStates: await ctx.db.query('oauthStates').collect(),
    pushes: await ctx.db.query('pushes').collect(),
    pages: await ctx.db.query('pages').collect(),
    users: await ctx.db.query('users').collect(),
  }))
}

describe('POST /shopify/webhooks/shop-redact', () => {
  it('erases the shop’s tokens, store names, pushes and OAuth states, and disconnects its projects', async () => {
    const t = newBackend()
    const { anas, bobs, other } = await world(t)
    const body = shopRedactBody()
    const response = await deliver(t, 'shop/redact', body, await signWebhookBody(body, SECRET))
    expect(response.status).toBe(200)
    const after = await snapshot(t)
    for (const id of [anas, bobs]) {
      const project = after.projects.find((p) => p._id === id)!
      expect(project).toMatchObject({ shopDomain: SHOP, status: 'disconnected' })
      expect(project.shopAccessToken).toBeUndefined()
      expect(project.storeName).toBeUndefined()
    }
    expect(after.oauthStates.map((s) => s.shop)).toEqual([OTHER])
    expect(after.pushes.map((p) => p.projectId)).toEqual([other])
    // The merchants' own pages stay.
    expect(after.pages).toHaveLength(2)
  })

  it('leaves other shops untouched', async () => {
    const t = newBackend()
    const { other } = await world(t)
    const body = shopRedactBody()
    await deliver(t, 'shop/redact', body, await signWebhookBody(body, SECRET))
    const project = (await snapshot(t)).projects.find((p) => p._id === other)!
    expect(project).toMatchObject({
      shopDomain: OTHER,
      status: 'active',
      shopAccessToken: 'shpat_o',
      storeName: 'Stride',
    })
  })

  it('answers 200 for a shop it holds nothing about, and again for a repeat', async () => {
    const t = newBackend()
    await world(t)
    const unknown = shopRedactBody('never-installed.myshopify.com')
    expect((await deliver(t, 'shop/redact', unknown, await signWebhookBody(unknown, SECRET))).status).toBe(
      200,
    )
    const body = shopRedactBody()
    const hmac = await signWebhookBody(body, SECRET)
    expect((await deliver(t, 'shop/redact', body, hmac)).status).toBe(200)
    expect((await deliver(t, 'shop/redact', body, hmac)).status).toBe(200)
  })

  it('answers 401 to a bad, missing or misplaced signature and changes nothing', async () => {
    const t = newBackend()
    await world(t)
    const before = await snapshot(t)
    const body = shopRedactBody()
    expect((await deliver(t, 'shop/redact', body, await signWebhookBody(body, 'wrong-secret'))).status).toBe(
      401,
    )
    expect((await deliver(t, 'shop/redact', body, '')).status).toBe(401)
    expect((await deliver(t, 'shop/redact', body, '', { 'X-Shopify-Hmac-Sha256': undefined })).status).toBe(
      401,
    )
    // A signature of another body: the signature covers the body, the shop is in the body.
    const signedOther = await signWebhookBody(shopRedactBody(OTHER), SECRET)
    expect((await deliver(t, 'shop/redact', body, signedOther)).status).toBe(401)
    expect(await snapshot(t)).toEqual(before)
  })

  it('answers 401 when Shopify is not configured on this deployment', async () => {
    const t = newBackend()
    await world(t)
    const before = await snapshot(t)
    delete process.env.SHOPIFY_API_SECRET
    const body = shopRedactBody()
    expect((await deliver(t, 'shop/redact', body, await signWebhookBody(body, SECRET))).status).toBe(401)
    expect(await snapshot(t)).toEqual(before)
  })

  it('refuses another topic or a body without a shop, and changes nothing', async () => {
    const t = newBackend()
    await world(t)
    const before = await snapshot(t)
    const body = shopRedactBody()
    const hmac = await signWebhookBody(body, SECRET)
    expect(
      (await deliver(t, 'shop/redact', body, hmac, { 'X-Shopify-Topic': 'customers/redact' })).status,
    ).toBe(400)
    const noShop = JSON.stringify({ shop_id: 954889 })
    expect((await deliver(t, 'shop/redact', noShop, await signWebhookBody(noShop, SECRET))).status).toBe(400)
    expect(await snapshot(t)).toEqual(before)
  })
})

describe('customers/data_request and customers/redact', () => {
  for (const topic of ['customers/data_request', 'customers/redact'] as const) {
    it(`${topic}: a signed request is acknowledged with 200 and changes nothing`, async () => {
      const t = newBackend()
      await world(t)
      const before = await snapshot(t)
      const response = await deliver(t, topic, customerBody, await signWebhookBody(customerBody, SECRET))
      expect(response.status).toBe(200)
      expect(await snapshot(t)).toEqual(before)
    })

    it(`${topic}: a bad or missing signature is a 401`, async () => {
      const t = newBackend()
      const wrong = await signWebhookBody(customerBody, 'wrong-secret')
      expect((await deliver(t, topic, customerBody, wrong)).status).toBe(401)
      expect((await deliver(t, topic, customerBody, '', { 'X-Shopify-Hmac-Sha256': undefined })).status).toBe(
        401,
      )
    })
  }
})
