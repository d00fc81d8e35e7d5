import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import Stripe from 'stripe'
import { api } from '../../convex/_generated/api'
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe'
import { newBackend, setCredits, signedIn, type Backend } from './helpers'

const WEBHOOK_SECRET = 'whsec_test_vitrine'
const ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fake_key',
  STRIPE_PRICE_PRO_DESIGNER: 'price_pro_designer',
  STRIPE_PRICE_TOPUP_20: 'price_topup_20',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  VITRINE_APP_URL: 'https://vitrine.example',
}

let stripe: FakeStripe

beforeAll(async () => {
  stripe = await startFakeStripe()
  Object.assign(process.env, ENV, { STRIPE_API_BASE: stripe.baseURL })
})
afterEach(() => {
  stripe.reset()
  Object.assign(process.env, ENV)
})
afterAll(async () => {
  for (const name of [...Object.keys(ENV), 'STRIPE_API_BASE']) delete process.env[name]
  await stripe.stop()
})

type User = Awaited<ReturnType<typeof signedIn>>

async function credits(user: User) {
  return (await user.query(api.users.me, {}))!.credits
}

async function userId(t: Backend, email: string) {
  return await t.run(
    async (ctx) => (await ctx.db.query('users').collect()).find((u) => u.email === email)!._id,
  )
}

/** A subscriber as the webhook would have left one: an active subscription and a customer id. */
async function makeSubscriber(t: Backend, email: string, customerId = 'cus_existing') {
  const id = await userId(t, email)
  await t.run(async (ctx) => {
    await ctx.db.insert('subscriptions', {
      userId: id,
      stripeCustomerId: customerId,
      stripeSubscriptionId: 'sub_existing',
      status: 'active',
      tier: 'Pro Designer',
      currentPeriodEnd: Date.now() + 30 * 86_400_000,
      lastEventAt: 1,
      updatedAt: Date.now(),
    })
  })
}

function lastSessionId() {
  return [...stripe.sessions.keys()].at(-1)!
}

let eventCounter = 0
function event(type: string, object: object, created = Math.floor(Date.now() / 1000), id?: string) {
  return { id: id ?? `evt_test_${++eventCounter}`, object: 'event', type, created, data: { object } }
}

async function deliver(t: Backend, payload: object, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(payload)
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret })
  return await t.fetch('/stripe/webhook', {
    method: 'POST',
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    body,
  })
}

async function eventsRecorded(t: Backend) {
  return await t.run(async (ctx) => (await ctx.db.query('stripeEvents').collect()).length)
}

async function subscription(t: Backend, email: string) {
  const id = await userId(t, email)
  return await t.run(async (ctx) =>
    ctx.db
      .query('subscriptions')
      .withIndex('by_user', (q) => q.eq('userId', id))
      .first(),
  )
}

describe('checkout, top-up and portal', () => {
  it('refuses signed-out callers with an error and calls Stripe for nothing', async () => {
    const t = newBackend()
    expect(await t.action(api.stripe.createCheckout, {})).toEqual({ error: expect.any(String) })
    expect(await t.action(api.stripe.createPayment, {})).toEqual({ error: expect.any(String) })
    expect(await t.action(api.stripe.customerPortal, {})).toEqual({ error: expect.any(String) })
    expect(await t.action(api.stripe.processPaymentSuccess, { sessionId: 'cs_test_x' })).toMatchObject({
      success: false,
    })
    expect(stripe.requests).toEqual([])
  })

  it('says Stripe is not configured instead of failing', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await makeSubscriber(t, 'ana@example.com')
    delete process.env.STRIPE_SECRET_KEY
    expect(await ana.action(api.stripe.createCheckout, {})).toEqual({ error: expect.any(String) })
    expect(await ana.action(api.stripe.createPayment, {})).toEqual({ error: expect.any(String) })
    expect(await ana.action(api.stripe.customerPortal, {})).toEqual({ error: expect.any(String) })
    expect((await ana.query(api.billing.status, {})).stripeConfigured).toBe(false)
    expect(stripe.requests).toEqual([])
  })

  it('opens a Pro Designer checkout for a Stripe customer kept server-side', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const first = await ana.action(api.stripe.createCheckout, {})
    expect(first.url).toBe(`${stripe.baseURL}/pay/${lastSessionId()}`)
    const created = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!
    const id = await userId(t, 'ana@example.com')
    expect(created.headers.authorization).toBe(`Bearer ${ENV.STRIPE_SECRET_KEY}`)
    expect(created.body).toMatchObject({
      mode: 'subscription',
      customer: 'cus_fake1',
      client_reference_id: id,
      line_items: [{ price: 'price_pro_designer', quantity: '1' }],
      metadata: { userId: id, type: 'subscription' },
      subscription_data: { metadata: { userId: id } },
      success_url: 'https://vitrine.example/success?session_id={CHECKOUT_SESSION_ID}&type=subscription',
      cancel_url: 'https://vitrine.example/cancel',
    })
    expect((await subscription(t, 'ana@example.com'))?.stripeCustomerId).toBe('cus_fake1')

    await ana.action(api.stripe.createCheckout, {})
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1)
    // Opening checkout subscribes nobody.
    expect((await ana.query(api.billing.status, {})).subscribed).toBe(false)
  })

  it('makes one Stripe customer for two first checkouts opened at the same instant', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const ben = await signedIn(t, 'ben')
    await Promise.all([
      ana.action(api.stripe.createCheckout, {}),
      ana.action(api.stripe.createCheckout, {}),
      ben.action(api.stripe.createCheckout, {}),
    ])
    const customerCalls = stripe.requests.filter((r) => r.path === '/v1/customers')
    expect(customerCalls.length).toBeGreaterThanOrEqual(2)
    expect(stripe.customers).toHaveLength(2)
    const anaCustomer = (await subscription(t, 'ana@example.com'))?.stripeCustomerId
    const benCustomer = (await subscription(t, 'ben@example.com'))?.stripeCustomerId
    expect(anaCustomer).not.toBe(benCustomer)
    const sessionsFor = (customer: unknown) =>
      stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.body.customer === customer)
    expect(sessionsFor(anaCustomer)).toHaveLength(2)
    expect(sessionsFor(benCustomer)).toHaveLength(1)
  })

  it('sells top-ups to subscribers only', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    expect(await ana.action(api.stripe.createPayment, {})).toEqual({
      error: 'Credit top-ups are for Pro Designer subscribers',
    })
    expect(stripe.requests).toEqual([])

    await makeSubscriber(t, 'ana@example.com')
    const result = await ana.action(api.stripe.createPayment, {})
    expect(result.url).toContain('/pay/cs_test_')
    const created = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!
    expect(created.body).toMatchObject({
      mode: 'payment',
      customer: 'cus_existing',
      line_items: [{ price: 'price_topup_20', quantity: '1' }],
      success_url: 'https://vitrine.example/success?session_id={CHECKOUT_SESSION_ID}&type=credits',
    })
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(0)
  })

  it('opens the billing portal for subscribers and refuses others', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    expect(await ana.action(api.stripe.customerPortal, {})).toEqual({ error: expect.any(String) })
    await makeSubscriber(t, 'ana@example.com')
    const result = await ana.action(api.stripe.customerPortal, {})
    expect(result.url).toContain(`${stripe.baseURL}/portal/bps_`)
    expect(stripe.requests.at(-1)!.body).toEqual({
      customer: 'cus_existing',
      return_url: 'https://vitrine.example/dashboard/billing',
    })
  })

  it("passes Stripe's refusal back as { error }", async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await makeSubscriber(t, 'ana@example.com')
    stripe.failNext(400, 'No such price: price_topup_20')
    expect(await ana.action(api.stripe.createPayment, {})).toEqual({ error: 'No such price: price_topup_20' })
  })
})

describe('process-payment-success', () => {
  it('subscribes and grants 40 credits once for a paid subscription checkout', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await ana.action(api.stripe.createCheckout, {})
    const sessionId = lastSessionId()
    expect(await ana.action(api.stripe.processPaymentSuccess, { sessionId, type: 'subscription' })).toEqual({
      success: false,
      error: 'The payment is not complete yet',
    })
    expect(await credits(ana)).toBe(5)

    stripe.complete(sessionId)
    expect(await ana.action(api.stripe.processPaymentSuccess, { sessionId, type: 'subscription' })).toEqual({
      success: true,
    })
    expect(await ana.action(api.stripe.processPaymentSuccess, { sessionId, type: 'subscription' })).toEqual({
      success: true,
    })
    expect(await credits(ana)).toBe(45)
    const status = await ana.query(api.billing.status, {})
    expect(status).toMatchObject({ subscribed: true, subscriptionTier: 'Pro Designer' })
    expect(status.subscriptionEnd).toBeGreaterThan(Date.now())
  })

  it('walks the hosted checkout page back to /success, then confirms the session', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await makeSubscriber(t, 'ana@example.com')
    const { url } = await ana.action(api.stripe.createPayment, {})
    const page = await fetch(url!)
    expect(await page.text()).toContain('<button type="submit">Pay</button>')
    const paid = await fetch(url!, { method: 'POST', redirect: 'manual' })
    expect(paid.status).toBe(303)
    const back = new URL(paid.headers.get('location')!)
    expect(back.origin + back.pathname).toBe('https://vitrine.example/success')
    expect(back.searchParams.get('type')).toBe('credits')
    const sessionId = back.searchParams.get('session_id')!
    expect(sessionId).toBe(lastSessionId())
    expect(await ana.action(api.stripe.processPaymentSuccess, { sessionId, type: 'credits' })).toEqual({
      success: true,
    })
    expect(await credits(ana)).toBe(25)
  })

  it("refuses another user's session and grants nobody anything", async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const bob = await signedIn(t, 'bob')
    await makeSubscriber(t, 'ana@example.com')
    await ana.action(api.stripe.createPayment, {})
    const sessionId = lastSessionId()
    stripe.complete(sessionId)
    expect(await bob.action(api.stripe.processPaymentSuccess, { sessionId, type: 'credits' })).toEqual({
      success: false,
      error: 'Unknown payment session',
    })
    expect(await credits(bob)).toBe(5)
    expect(await credits(ana)).toBe(5)
  })

  it('tells the success screen what a session really added, and only to its buyer', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const bob = await signedIn(t, 'bob')
    await makeSubscriber(t, 'ana@example.com')
    await ana.action(api.stripe.createPayment, {})
    const sessionId = lastSessionId()
    expect(await ana.query(api.billing.checkout, { sessionId })).toEqual({ applied: false })
    stripe.complete(sessionId)
    // Paid on Stripe, not yet on the books: still not applied.
    expect(await ana.query(api.billing.checkout, { sessionId })).toEqual({ applied: false })
    await ana.action(api.stripe.processPaymentSuccess, { sessionId, type: 'credits' })
    expect(await ana.query(api.billing.checkout, { sessionId })).toEqual({
      applied: true,
      type: 'credits',
      credits: 20,
    })
    expect(await bob.query(api.billing.checkout, { sessionId })).toEqual({ applied: false })
    expect(await t.query(api.billing.checkout, { sessionId })).toEqual({ applied: false })
    expect(await ana.query(api.billing.checkout, { sessionId: 'not a session' })).toEqual({
      applied: false,
    })
  })

  it('answers an unknown session with an error', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    expect(
      await ana.action(api.stripe.processPaymentSuccess, { sessionId: 'cs_test_missing', type: 'credits' }),
    ).toEqual({ success: false, error: 'Unknown payment session' })
  })
})

describe('webhook', () => {
  async function paidTopUp() {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await makeSubscriber(t, 'ana@example.com')
    await ana.action(api.stripe.createPayment, {})
    const session = stripe.complete(lastSessionId())
    return { t, ana, session }
  }

  it('refuses a bad signature with 400 and applies nothing', async () => {
    const { t, ana, session } = await paidTopUp()
    const forged = await deliver(t, event('checkout.session.completed', session), 'whsec_someone_else')
    expect(forged.status).toBe(400)
    const unsigned = await t.fetch('/stripe/webhook', {
      method: 'POST',
      body: JSON.stringify(event('checkout.session.completed', session)),
    })
    expect(unsigned.status).toBe(400)
    expect(await eventsRecorded(t)).toBe(0)
    expect(await credits(ana)).toBe(5)
  })

  it('grants a paid top-up once, however often the event is delivered', async () => {
    const { t, ana, session } = await paidTopUp()
    const completed = event('checkout.session.completed', session)
    const first = await deliver(t, completed)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' })
    const replay = await deliver(t, completed)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' })
    expect(await credits(ana)).toBe(25)
    expect(await eventsRecorded(t)).toBe(1)
  })

  it('grants once when the webhook comes before the success screen', async () => {
    const { t, ana, session } = await paidTopUp()
    await deliver(t, event('checkout.session.completed', session))
    expect(await ana.query(api.billing.checkout, { sessionId: session.id as string })).toEqual({
      applied: true,
      type: 'credits',
      credits: 20,
    })
    const result = await ana.action(api.stripe.processPaymentSuccess, {
      sessionId: session.id as string,
      type: 'credits',
    })
    expect(result).toEqual({ success: true })
    expect(await credits(ana)).toBe(25)
  })

  it('grants once when the success screen comes before the webhook', async () => {
    const { t, ana, session } = await paidTopUp()
    await ana.action(api.stripe.processPaymentSuccess, { sessionId: session.id as string, type: 'credits' })
    expect(await credits(ana)).toBe(25)
    expect((await deliver(t, event('checkout.session.completed', session))).status).toBe(200)
    expect(await credits(ana)).toBe(25)
    expect(await ana.query(api.billing.checkout, { sessionId: session.id as string })).toEqual({
      applied: true,
      type: 'credits',
      credits: 20,
    })
    expect(await t.run(async (ctx) => (await ctx.db.query('stripeCheckouts').collect()).length)).toBe(1)
    const history = await ana.query(api.credits.history, {})
    expect(history.filter((row) => row.reason === 'topup_purchase')).toHaveLength(1)
  })

  it('grants a subscription 40 credits for its first invoice, once, and 40 per renewal invoice', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await ana.action(api.stripe.createCheckout, {})
    const session = stripe.complete(lastSessionId())
    const details = {
      subscription: session.subscription,
      metadata: { userId: await userId(t, 'ana@example.com') },
    }
    const invoice = (id: string) => ({
      id,
      object: 'invoice',
      customer: session.customer,
      parent: { type: 'subscription_details', subscription_details: details },
    })
    // The first invoice's webhook may come before the checkout's: the session still names it.
    await deliver(t, event('invoice.paid', invoice(session.invoice as string)))
    await deliver(t, event('checkout.session.completed', session))
    expect(await ana.query(api.billing.checkout, { sessionId: session.id as string })).toEqual({
      applied: true,
      type: 'subscription',
      credits: 40,
    })
    await ana.action(api.stripe.processPaymentSuccess, {
      sessionId: session.id as string,
      type: 'subscription',
    })
    expect(await credits(ana)).toBe(45)
    expect((await ana.query(api.billing.status, {})).subscribed).toBe(true)

    await deliver(t, event('invoice.paid', invoice('in_renewal_2')))
    await deliver(t, event('invoice.paid', invoice('in_renewal_2')))
    expect(await credits(ana)).toBe(85)
    const renewals = (await ana.query(api.credits.history, {})).filter(
      (r) => r.reason === 'subscription_renewal',
    )
    expect(renewals).toHaveLength(2)
  })

  it('records a subscription checkout that paid no invoice (a trial) as applied with no credits', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const session = {
      id: 'cs_test_trial',
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'no_payment_required',
      customer: 'cus_trial',
      metadata: { userId: await userId(t, 'ana@example.com') },
      subscription: 'sub_trial',
      invoice: null,
    }
    await deliver(t, event('checkout.session.completed', session))
    expect(await ana.query(api.billing.checkout, { sessionId: 'cs_test_trial' })).toEqual({
      applied: true,
      type: 'subscription',
      credits: 0,
    })
    expect(await credits(ana)).toBe(5)
    expect((await ana.query(api.billing.status, {})).subscribed).toBe(true)
  })

  it('ignores an invoice that belongs to no subscription', async () => {
    const { t, ana, session } = await paidTopUp()
    const response = await deliver(
      t,
      event('invoice.paid', {
        id: 'in_one_off',
        object: 'invoice',
        customer: session.customer,
        parent: null,
      }),
    )
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' })
    expect(await credits(ana)).toBe(5)
  })

  it('keeps the newest subscription state when events arrive out of order', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await makeSubscriber(t, 'ana@example.com', 'cus_ana')
    const now = Math.floor(Date.now() / 1000)
    const sub = (status: string, periodEnd: number) => ({
      id: 'sub_existing',
      object: 'subscription',
      customer: 'cus_ana',
      status,
      metadata: {},
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
    })
    const renewedEnd = now + 60 * 86_400
    await deliver(t, event('customer.subscription.updated', sub('active', renewedEnd), now + 20))
    // An older update, delivered late, changes nothing.
    await deliver(t, event('customer.subscription.updated', sub('past_due', now + 30 * 86_400), now + 10))
    expect(await subscription(t, 'ana@example.com')).toMatchObject({
      status: 'active',
      currentPeriodEnd: renewedEnd * 1000,
    })

    await deliver(t, event('customer.subscription.deleted', sub('canceled', renewedEnd), now + 40))
    // An update made before the cancellation, delivered after it, does not bring it back.
    await deliver(t, event('customer.subscription.updated', sub('active', renewedEnd), now + 30))
    // Nor does one from the same second.
    await deliver(t, event('customer.subscription.updated', sub('active', renewedEnd), now + 40))
    expect((await subscription(t, 'ana@example.com'))?.status).toBe('canceled')
    expect(await ana.query(api.billing.status, {})).toMatchObject({
      subscribed: false,
      subscriptionTier: null,
    })
  })

  it('takes back the unspent credits of a refunded top-up, never below zero', async () => {
    const { t, ana, session } = await paidTopUp()
    await deliver(t, event('checkout.session.completed', session))
    expect(await credits(ana)).toBe(25)
    const charge = (refunded: number) => ({
      id: 'ch_1',
      object: 'charge',
      payment_intent: session.payment_intent,
      amount: 1499,
      amount_refunded: refunded,
    })
    // Half refunded: 10 of the 20 credits go back to Stripe's side of the books.
    await deliver(t, event('charge.refunded', charge(750)))
    expect(await credits(ana)).toBe(15)
    await setCredits(t, 'ana@example.com', 4)
    // Fully refunded: 10 more are owed but only 4 are unspent.
    await deliver(t, event('charge.refunded', charge(1499)))
    expect(await credits(ana)).toBe(0)
  })

  it('keeps a refund that arrives before its top-up was granted, and settles it at the grant', async () => {
    const { t, ana, session } = await paidTopUp()
    const charge = {
      id: 'ch_1',
      object: 'charge',
      payment_intent: session.payment_intent,
      amount: 1499,
      amount_refunded: 1499,
    }
    // Out of order: the refund is delivered first; there is nothing to take back yet.
    const early = await deliver(t, event('charge.refunded', charge))
    expect(await early.json()).toEqual({ received: true, outcome: 'ignored' })
    expect(await credits(ana)).toBe(5)
    // The success screen grants the top-up, and the refund recorded before takes it back.
    await ana.action(api.stripe.processPaymentSuccess, { sessionId: session.id as string, type: 'credits' })
    expect(await credits(ana)).toBe(5)
    // The webhook of the same purchase, arriving last, grants nothing more.
    await deliver(t, event('checkout.session.completed', session))
    expect(await credits(ana)).toBe(5)
  })

  it('records event types it does not act on, once', async () => {
    const t = newBackend()
    const response = await deliver(t, event('customer.created', { id: 'cus_1', object: 'customer' }))
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' })
    expect(await eventsRecorded(t)).toBe(1)
  })
})
