// Shopify's webhooks act only on what Shopify signed: the HMAC covers the body, not the headers,
// so the shop comes from the body (app/uninstalled's myshopify_domain, shop/redact's shop_domain),
// and a header naming another shop is refused. Each forgery must change nothing.
import { describe, expect, it } from 'vitest'
import { signWebhookBody } from '../support/shopify-signing'
import { connectedProject, newBackend, signedIn, type Backend } from '../convex/helpers'
import { SECRET, snapshot, useConfiguredShopify, VICTIM_SHOP } from './shopify-setup'

useConfiguredShopify()

const OTHER_SHOP = 'other.myshopify.com'

async function webhook(
  t: Backend,
  path: string,
  topic: string,
  body: string,
  options: { hmac?: string; headerShop?: string } = {},
) {
  return await t.fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Hmac-Sha256': options.hmac ?? (await signWebhookBody(body, SECRET)),
      'X-Shopify-Shop-Domain': options.headerShop ?? VICTIM_SHOP,
      'X-Shopify-Topic': topic,
      'X-Shopify-API-Version': '2025-07',
      'X-Shopify-Webhook-Id': crypto.randomUUID(),
    },
    body,
  })
}

const uninstall = (t: Backend, body: string, options?: { hmac?: string; headerShop?: string }) =>
  webhook(t, '/shopify/webhooks/app-uninstalled', 'app/uninstalled', body, options)

/** Two merchants with connected stores: the victim's and another. */
async function twoConnectedStores(t: Backend) {
  await signedIn(t, 'ana')
  await signedIn(t, 'bob')
  await connectedProject(t, 'ana@example.com', VICTIM_SHOP, 'shpat_ana')
  await connectedProject(t, 'bob@example.com', OTHER_SHOP, 'shpat_bob')
}

describe('app/uninstalled', () => {
  it('a body signed for one shop with a header naming another revokes neither', async () => {
    const t = newBackend()
    await twoConnectedStores(t)
    const before = await snapshot(t)
    // A genuine, signed uninstall of OTHER_SHOP, replayed with the victim's shop in the header.
    const body = JSON.stringify({ myshopify_domain: OTHER_SHOP, domain: OTHER_SHOP })
    const response = await uninstall(t, body, { headerShop: VICTIM_SHOP })
    expect(response.status).toBe(400)
    expect(await snapshot(t)).toEqual(before)
  })

  it('a signed body that names no shop revokes nothing', async () => {
    const t = newBackend()
    await twoConnectedStores(t)
    const before = await snapshot(t)
    for (const body of [JSON.stringify({ id: 1 }), JSON.stringify({ domain: 'stride.com' }), 'not json']) {
      expect((await uninstall(t, body)).status).toBe(400)
    }
    expect(await snapshot(t)).toEqual(before)
  })

  it.each([
    ['signed with another secret', async (body: string) => await signWebhookBody(body, 'shpss_wrong')],
    ['unsigned', async () => ''],
    [
      'signed for another body',
      async () => await signWebhookBody(JSON.stringify({ myshopify_domain: OTHER_SHOP }), SECRET),
    ],
  ])('answers 401 to a body %s and changes nothing', async (_name, sign) => {
    const t = newBackend()
    await twoConnectedStores(t)
    const before = await snapshot(t)
    const body = JSON.stringify({ myshopify_domain: VICTIM_SHOP })
    expect((await uninstall(t, body, { hmac: await sign(body) })).status).toBe(401)
    expect(await snapshot(t)).toEqual(before)
  })

  it('the genuine uninstall revokes the shop it names, and only it', async () => {
    const t = newBackend()
    await twoConnectedStores(t)
    const body = JSON.stringify({ myshopify_domain: VICTIM_SHOP, domain: 'stride.com' })
    expect((await uninstall(t, body)).status).toBe(200)
    const projects = (await snapshot(t)).projects
    expect(projects.map((p) => [p.shopDomain, p.status, p.shopAccessToken])).toEqual([
      [VICTIM_SHOP, 'revoked', undefined],
      [OTHER_SHOP, 'active', 'shpat_bob'],
    ])
  })
})

describe('shop/redact', () => {
  it('answers 401 to a forged signature and erases nothing', async () => {
    const t = newBackend()
    await twoConnectedStores(t)
    const before = await snapshot(t)
    const body = JSON.stringify({ shop_id: 1, shop_domain: VICTIM_SHOP })
    const response = await webhook(t, '/shopify/webhooks/shop-redact', 'shop/redact', body, {
      hmac: await signWebhookBody(body, 'shpss_wrong'),
    })
    expect(response.status).toBe(401)
    expect(await snapshot(t)).toEqual(before)
  })
})
