// The browser suite's money and store walks: a newcomer pays for Pro Designer and a credit pack on
// (loopback fake) Stripe Checkout, then connects a store through (loopback fake) Shopify's install
// screen and the app's OAuth callback. The app's server reaches both fakes through STRIPE_API_BASE
// and SHOPIFY_ADMIN_BASE; the browser visits their hosted pages like a person would. The walk
// fails on any console error or failed request of the app.
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeShopify, type FakeShopify } from '../support/fake-shopify'
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe'
import {
  SCREENSHOTS,
  openSession,
  screenshot,
  watch,
  type RunningApp,
  type Session,
  type WatchedPage,
} from './support/app'

const EMAIL = 'buyer@example.com'
const PASSWORD = 'open-sesame'
const SHOPIFY_API_KEY = 'fake-shopify-key'
const SHOPIFY_API_SECRET = 'fake-shopify-secret'
const SHOP = 'stride.myshopify.com'
const STORE_NAME = 'Stride Shoes'

let stripe: FakeStripe
let shopify: FakeShopify
let session: Session
let app: RunningApp
let context: BrowserContext
let tab: WatchedPage
let page: Page
/** The tabs the app opened (Stripe Checkout), watched like the main one. */
const opened: WatchedPage[] = []
const appBridgeLoads: string[] = []

beforeAll(async () => {
  stripe = await startFakeStripe()
  shopify = await startFakeShopify({ apiKey: SHOPIFY_API_KEY, apiSecret: SHOPIFY_API_SECRET })
  shopify.setShopName(SHOP, STORE_NAME)
  session = await openSession(
    { width: 1280, height: 800 },
    {
      env: (url) => ({
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_API_BASE: stripe.baseURL,
        STRIPE_WEBHOOK_SECRET: 'whsec_fake',
        STRIPE_PRICE_PRO_DESIGNER: 'price_fake_pro_designer',
        STRIPE_PRICE_TOPUP_20: 'price_fake_topup_20',
        VITRINE_APP_URL: url,
        SHOPIFY_API_KEY,
        SHOPIFY_API_SECRET,
        SHOPIFY_APP_URL: `${url}/api/local/http`,
        SHOPIFY_ADMIN_BASE: shopify.baseURL,
      }),
    },
  )
  ;({ app, context, tab } = session)
  page = tab.page
  // App Bridge belongs to the admin's frame only: the top-level return from authorization (shop
  // and host in its address) must not load it, or it would move the tab into the admin.
  await context.route('https://cdn.shopify.com/**', (route) => {
    appBridgeLoads.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
}, 120_000)

afterAll(async () => {
  await session?.close()
  await stripe?.stop()
  await shopify?.stop()
})

async function go(path: string) {
  await page.goto(`${app.url}${path}`)
}

/** The header's balance, as the dashboard shows it. */
async function seeCredits(on: Page, credits: number) {
  await on.locator(`[data-testid="credit-balance"][aria-label^="${credits} credits"]`).waitFor()
}

/** Presses a billing button and returns the Stripe Checkout tab it opened, watched. */
async function openCheckout(button: string): Promise<Page> {
  const popup = context.waitForEvent('page')
  await page.getByRole('button', { name: button }).click()
  const checkout = await popup
  opened.push(watch(checkout, app.url))
  await checkout.getByRole('heading', { name: 'Fake Stripe Checkout' }).waitFor()
  expect(checkout.url()).toMatch(new RegExp(`^${stripe.baseURL}/pay/cs_test_`))
  return checkout
}

describe('a newcomer pays on Stripe Checkout', () => {
  it('signs up with 5 credits and is offered Pro Designer on Billing', async () => {
    await go('/auth')
    await page.getByLabel('Email').fill(EMAIL)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
    await page.waitForURL(/\/shopify-connect/)
    await go('/dashboard/billing')
    await seeCredits(page, 5)
    await page.getByTestId('current-plan').getByRole('heading', { name: 'Free' }).waitFor()
    await page.getByTestId('pro-designer-offer').getByRole('button', { name: 'Subscribe' }).waitFor()
    expect(await page.getByTestId('stripe-not-configured').count()).toBe(0)
  })

  it('leaves Checkout by its Cancel link and lands on the cancelled payment screen, nothing charged', async () => {
    const checkout = await openCheckout('Subscribe')
    await checkout.getByRole('link', { name: 'Cancel' }).click()
    await checkout.waitForURL(`${app.url}/cancel`)
    await checkout.getByRole('heading', { name: 'Payment cancelled' }).waitFor()
    await checkout.getByText('No payment was taken').waitFor()
    await screenshot(checkout, 'billing-01-cancel')
    await checkout.close()
    await seeCredits(page, 5)
    await page.getByTestId('current-plan').getByRole('heading', { name: 'Free' }).waitFor()
  })

  it('subscribes to Pro Designer: pays, sees the success screen, and has 45 credits and an active plan', async () => {
    const checkout = await openCheckout('Subscribe')
    await checkout.getByText('Pro Designer').waitFor()
    await screenshot(checkout, 'billing-02-stripe-checkout')
    const sessionId = new URL(checkout.url()).pathname.split('/').pop()!
    expect(stripe.sessions.get(sessionId)).toMatchObject({
      mode: 'subscription',
      success_url: `${app.url}/success?session_id={CHECKOUT_SESSION_ID}&type=subscription`,
      cancel_url: `${app.url}/cancel`,
    })

    await checkout.getByRole('button', { name: 'Pay' }).click()
    await checkout.waitForURL(`${app.url}/success?session_id=${sessionId}&type=subscription`)
    await checkout.getByText('Payment successful').waitFor()
    await checkout.getByRole('heading', { name: 'Welcome to Pro Designer!' }).waitFor()
    await checkout.getByText(/40 credits have been added/).waitFor()
    await screenshot(checkout, 'billing-03-success-subscription')

    // The success screen confirmed the session with Stripe; the Billing tab updates on its own.
    await seeCredits(page, 45)
    expect(
      stripe.requests.some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`),
    ).toBe(true)
    const plan = page.getByTestId('current-plan')
    await plan.getByRole('heading', { name: 'Pro Designer' }).waitFor()
    await plan.getByText('Active').waitFor()
    await plan.getByText(/Renews on/).waitFor()
    expect(await page.getByTestId('pro-designer-offer').count()).toBe(0)
    await checkout.close()
  })

  it('buys the 20-credit pack as a subscriber and has 65 credits', async () => {
    const checkout = await openCheckout('Buy 20 credits for $14.99')
    await checkout.getByText('20 credits').waitFor()
    const sessionId = new URL(checkout.url()).pathname.split('/').pop()!
    expect(stripe.sessions.get(sessionId)).toMatchObject({ mode: 'payment' })

    await checkout.getByRole('button', { name: 'Pay' }).click()
    await checkout.waitForURL(`${app.url}/success?session_id=${sessionId}&type=credits`)
    await checkout.getByRole('heading', { name: 'Credits added!' }).waitFor()
    await checkout.getByText(/20 credits have been added/).waitFor()
    await screenshot(checkout, 'billing-04-success-credits')

    await seeCredits(page, 65)
    await page.getByRole('cell', { name: 'Credit pack purchase' }).waitFor()
    await page.getByTestId('current-plan').getByText('Active').waitFor()
    await screenshot(page, 'billing-05-billing-after')
    await checkout.close()
  })

  it('claims nothing on /success for a session id that names no payment of theirs', async () => {
    // Malformed: said at once, and Stripe is not asked.
    const asked = stripe.requests.length
    await go('/success?session_id=anything&type=credits')
    await page.getByRole('heading', { name: 'No payment found' }).waitFor()
    expect(stripe.requests.length).toBe(asked)

    // Well-formed but unknown to Stripe: confirming while it waits for a webhook, then no payment.
    const problemsBefore = tab.problems.length
    await go('/success?session_id=cs_test_made_up&type=credits')
    await page.getByRole('heading', { name: 'Confirming your payment…' }).waitFor()
    expect(await page.getByText('Payment successful').count()).toBe(0)
    await page.getByRole('heading', { name: 'No payment found' }).waitFor({ timeout: 20_000 })
    await page.getByText(/so no credits have been added/).waitFor()
    expect(await page.getByText(/credits have been added to your account/).count()).toBe(0)
    await screenshot(page, 'billing-05b-success-no-payment')
    // SPEC.md section 8: a payment processing error is only logged; that log is expected here.
    const logged = tab.problems.splice(problemsBefore)
    expect(logged).toEqual([expect.stringContaining('Payment processing error: Unknown payment session')])

    await page.getByRole('link', { name: 'Billing & Credits' }).click()
    await page.waitForURL(`${app.url}/dashboard/billing`)
    await seeCredits(page, 65)
  })
})

describe('a merchant connects a store through Shopify', () => {
  /** From the connect screen to the fake Shopify install screen for `stride`. */
  async function startConnect() {
    await go('/shopify-connect')
    await page.getByLabel('Store domain').fill('stride')
    await page.getByRole('button', { name: 'Connect Shopify Store' }).click()
    await page.waitForURL((url) => url.href.startsWith(`${shopify.baseURL}/${SHOP}/admin/oauth/authorize?`))
    await page.getByRole('heading', { name: 'Install Vitrine' }).waitFor()
  }

  it('is sent to Shopify to install Vitrine with theme permissions, and can cancel back', async () => {
    await startConnect()
    const authorize = new URL(page.url())
    expect(authorize.searchParams.get('client_id')).toBe(SHOPIFY_API_KEY)
    expect(authorize.searchParams.get('scope')).toBe('read_themes,write_themes')
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.url}/api/local/http/shopify/callback`)
    expect(authorize.searchParams.get('state')).toMatch(/^[0-9a-f]{64}$/)
    // On the way, /shopify/install (through the local backend's proxy) gave this browser the
    // cookie the callback will ask for.
    const cookies = await context.cookies(`${app.url}/api/local/http/shopify/callback`)
    expect(cookies.filter((c) => c.name === 'vitrine_shopify_oauth')).toEqual([
      expect.objectContaining({
        value: expect.stringMatching(/^[0-9a-f]{64}$/),
        path: '/api/local/http/shopify/callback',
        httpOnly: true,
        sameSite: 'Lax',
      }),
    ])
    await page.getByText('read_themes').waitFor()
    await page.getByText('write_themes').waitFor()
    await screenshot(page, 'billing-06-shopify-authorize')

    await page.getByRole('link', { name: 'Cancel' }).click()
    await page.waitForURL(`${app.url}/shopify-connect`)
    await page.getByRole('heading', { name: 'Connect your Shopify store' }).waitFor()
  })

  it('connects nothing when the return from Shopify is forged (hmac altered)', async () => {
    await startConnect()
    // What Install would send back, with one hex digit of the signature changed.
    const install = await fetch(page.url(), { method: 'POST', redirect: 'manual' })
    expect(install.status).toBe(303)
    const callback = new URL(install.headers.get('location')!)
    const hmac = callback.searchParams.get('hmac')!
    callback.searchParams.set('hmac', `${hmac.slice(0, -1)}${hmac.endsWith('0') ? '1' : '0'}`)
    await page.goto(callback.toString())
    await page.waitForURL(`${app.url}/shopify-connect?error=invalid_hmac`)
    await page.getByRole('heading', { name: 'Connect your Shopify store' }).waitFor()
    await page
      .getByRole('alert')
      .getByText(/could not be verified/)
      .waitFor()
    await screenshot(page, 'billing-06b-connect-refused')
    expect(shopify.requests.filter((r) => r.path === '/admin/oauth/access_token')).toEqual([])
    await go('/dashboard')
    await page.getByText('No stores connected').waitFor()
    await seeCredits(page, 65)
  })

  it('installs the app, comes back through the OAuth callback, and sees the store connected with +5 credits', async () => {
    await startConnect()
    const success = page.waitForRequest((request) => request.url().startsWith(`${app.url}/shopify-success?`))
    await page.getByRole('button', { name: 'Install app' }).click()
    const landed = new URL((await success).url())
    const { connection, ...shown } = Object.fromEntries(landed.searchParams)
    expect(shown).toEqual({
      shop: SHOP,
      store_name: STORE_NAME,
      host: Buffer.from('admin.shopify.com/store/stride').toString('base64'),
    })
    // The one-time code that claims the token for this user, never the token itself.
    expect(connection).toMatch(/^[0-9a-f]{64}$/)
    expect(landed.toString()).not.toContain(shopify.tokenFor(SHOP))
    // The callback cleared the browser's cookie.
    const left = await context.cookies(`${app.url}/api/local/http/shopify/callback`)
    expect(left.map((c) => c.name)).not.toContain('vitrine_shopify_oauth')
    // The callback exchanged the code for a token with the app's credentials.
    const exchange = shopify.requests.find((r) => r.path === '/admin/oauth/access_token')
    expect(exchange?.shop).toBe(SHOP)
    expect(exchange?.body).toMatchObject({ client_id: SHOPIFY_API_KEY, client_secret: SHOPIFY_API_SECRET })
    expect(String(exchange?.body?.code)).toMatch(/^code_fake_/)

    await page.getByRole('heading', { name: 'Store Connected!' }).waitFor()
    const shownAt = Date.now()
    await page.getByText(STORE_NAME, { exact: true }).waitFor()
    await page.getByText('+5 Free Credits Awarded!').waitFor()
    await page.getByText('Redirecting to your dashboard...').waitFor()
    // Desktop only: the screen leaves for the dashboard 2 s after it appears.
    await page.screenshot({ path: join(SCREENSHOTS, 'billing-07-shopify-success-desktop.png') })

    await page.waitForURL(`${app.url}/dashboard`, { timeout: 10_000 })
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1000)
    expect(appBridgeLoads).toEqual([])
    await page.getByRole('heading', { name: 'My Stores' }).waitFor()
    const card = page.getByTestId('store-card').filter({ hasText: SHOP })
    await card.getByText(STORE_NAME).waitFor()
    await card.locator('[data-status="active"]').waitFor()
    expect(await page.getByTestId('store-card').count()).toBe(1)
    await seeCredits(page, 70)
    await screenshot(page, 'billing-08-dashboard-connected')
  })

  it('had no console errors or failed requests anywhere', () => {
    expect([...tab.problems, ...opened.flatMap((t) => t.problems)]).toEqual([])
  })
})
