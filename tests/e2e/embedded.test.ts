// The browser suite inside the Shopify admin: Vitrine in a cross-site frame of a stand-in admin
// page, opened with shop, host, embedded=1 and a session token, with a stand-in App Bridge that
// hands out session tokens signed with the app's secret. The merchant signs in inside the frame;
// the server verifies the session token and exchanges it (loopback fake Shopify) for the shop's
// offline token, links the store and grants its bonus.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeShopify, type FakeShopify } from '../support/fake-shopify'
import { signSessionToken } from '../support/session-token'
import { openSession, screenshot, type RunningApp, type Session, type WatchedPage } from './support/app'

const SHOPIFY_API_KEY = 'e2e-embedded-api-key'
const SHOPIFY_API_SECRET = 'shpss_e2e_embedded_secret'
const SHOP = 'stride.myshopify.com'
const STORE_NAME = 'Stride Shoes'
const HOST = Buffer.from('admin.shopify.com/store/stride').toString('base64').replace(/=+$/, '')

let shopify: FakeShopify
/** The stand-in admin page, served on `localhost`: another site than the app's 127.0.0.1. */
let admin: Server
let adminPage = ''
let session: Session
let app: RunningApp
let tab: WatchedPage
let page: Page
let frame: FrameLocator
const tokensHandedOut: string[] = []
const appBridgeLoads: string[] = []

beforeAll(async () => {
  shopify = await startFakeShopify({ apiKey: SHOPIFY_API_KEY, apiSecret: SHOPIFY_API_SECRET })
  shopify.setShopName(SHOP, STORE_NAME)
  session = await openSession(
    { width: 1280, height: 900 },
    {
      env: (url) => ({
        VITRINE_APP_URL: url,
        SHOPIFY_API_KEY,
        SHOPIFY_API_SECRET,
        SHOPIFY_APP_URL: `${url}/api/local/http`,
        SHOPIFY_ADMIN_BASE: shopify.baseURL,
      }),
    },
  )
  ;({ app, tab } = session)
  page = tab.page
  const { context } = session
  // App Bridge's stand-in: idToken() resolves a fresh session token, as the admin's does.
  await context.exposeBinding('__mintSessionToken', async () => {
    const token = await signSessionToken({ shop: SHOP, apiKey: SHOPIFY_API_KEY, secret: SHOPIFY_API_SECRET })
    tokensHandedOut.push(token)
    return token
  })
  await context.route('https://cdn.shopify.com/**', (route) => {
    appBridgeLoads.push(route.request().url())
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'window.shopify = { idToken: () => window.__mintSessionToken() };',
    })
  })
}, 120_000)

afterAll(async () => {
  await session?.close()
  await shopify?.stop()
  await new Promise((done) => admin?.close(done))
})

/** The admin page: Vitrine in its frame, addressed as the admin addresses embedded apps. */
async function openInAdmin(idToken: string) {
  const src = `${app.url}/?${new URLSearchParams({ embedded: '1', host: HOST, shop: SHOP, id_token: idToken })}`
  adminPage =
    `<!doctype html><title>Shopify admin</title><link rel="icon" href="data:,">` +
    `<body style="margin:0;font-family:sans-serif"><header style="padding:8px 16px;background:#1a1a1a;color:#fff">` +
    `Shopify admin · ${SHOP}</header>` +
    `<iframe title="Vitrine" src="${src}" style="border:0;width:100%;height:860px"></iframe></body>`
  admin = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(adminPage)
  })
  await new Promise<void>((listening) => admin.listen(0, '127.0.0.1', listening))
  const { port } = admin.address() as AddressInfo
  await page.goto(`http://localhost:${port}/store/stride/apps/vitrine`)
  frame = page.frameLocator('iframe[title="Vitrine"]')
}

describe('Vitrine inside the Shopify admin', () => {
  it('loads App Bridge in the frame and drops the session token from the address', async () => {
    // The address's own token is stale by the time the merchant has signed in: App Bridge's
    // fresh ones must be what the server sees.
    const stale = await signSessionToken({
      shop: SHOP,
      apiKey: SHOPIFY_API_KEY,
      secret: SHOPIFY_API_SECRET,
      expiresIn: -120,
    })
    await openInAdmin(stale)
    await frame.getByRole('link', { name: 'Sign In' }).first().waitFor()
    await expect.poll(() => appBridgeLoads.length).toBe(1)
    const inner = page.frames().find((f) => f.url().startsWith(app.url))!
    expect(new URL(inner.url()).searchParams.get('id_token')).toBeNull()
    expect(new URL(inner.url()).searchParams.get('shop')).toBe(SHOP)
    expect(
      await inner.evaluate(() =>
        document.querySelector('meta[name="shopify-api-key"]')?.getAttribute('content'),
      ),
    ).toBe(SHOPIFY_API_KEY)
  })

  it('signs up in the frame, and the store is linked through token exchange with its 5 credits', async () => {
    await frame.getByRole('link', { name: 'Get Started' }).first().click()
    await frame.getByLabel('Email').fill('embedded@example.com')
    await frame.getByLabel('Password').fill('open-sesame')
    await frame.getByRole('button', { name: 'Sign Up', exact: true }).last().click()

    await frame.getByRole('heading', { name: `Building for: ${SHOP}` }).waitFor()
    await frame.getByText('5 free credits earned').waitFor()
    // Sign-up's 5 and the store's 5.
    await frame
      .getByRole('heading', { name: `Building for: ${SHOP}` })
      .locator('xpath=..')
      .getByText('10')
      .waitFor()

    const exchanges = shopify.requests.filter((r) => r.operation === 'tokenExchange')
    expect(exchanges).toHaveLength(1)
    expect(exchanges[0]?.shop).toBe(SHOP)
    expect(tokensHandedOut).toContain(exchanges[0]?.body?.subject_token)
    expect(exchanges[0]?.body).toMatchObject({
      client_id: SHOPIFY_API_KEY,
      client_secret: SHOPIFY_API_SECRET,
    })
    await screenshot(page, 'embedded-01-building-for')
  })

  it('shows the linked store as active on My Stores, inside the frame', async () => {
    await frame.getByRole('link', { name: 'Go to Dashboard' }).click()
    const card = frame.getByTestId('store-card').filter({ hasText: SHOP })
    await card.getByText(STORE_NAME).waitFor()
    await card.locator('[data-status="active"]').waitFor()
    await screenshot(page, 'embedded-02-dashboard')
  })

  it('had no console errors or failed requests anywhere', () => {
    expect(tab.problems).toEqual([])
  })
})
