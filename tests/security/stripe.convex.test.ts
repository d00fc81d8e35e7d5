// Attacks on Stripe billing, made through the public surface: the webhook route (POST
// /stripe/webhook) and the functions the browser may call. Each test makes one attack and checks
// that the books (balances, ledger, subscriptions, applied events and checkouts) are what they
// should be afterwards: unchanged, or changed exactly once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import Stripe from 'stripe'
import { api } from '../../convex/_generated/api'
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe'
import { newBackend, signedIn, type Backend } from '../convex/helpers'

const WEBHOOK_SECRET = 'whsec_security_vitrine'
const ENV = {
  STRIPE_SECRET_KEY: 'sk_test_security',
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
afterEach(() => stripe.reset())
afterAll(async () => {
  for (const name of [...Object.keys(ENV), 'STRIPE_API_BASE']) delete process.env[name]
  await stripe.stop()
})

type User = Awaited<ReturnType<typeof signedIn>>

async function userId(t: Backend, email: string) {
  return await t.run(
    async (ctx) => (await ctx.db.query('users').collect()).find((u) => u.email === email)!._id,
  )
}

async function credits(user: User) {
  return (await user.query(api.users.me, {}))!.credits
}

/** Everything billing can change, to compare before and after an attack. */
async function books(t: Backend) {
  return await t.run(async (ctx) => {
    const strip = <T extends { _creationTime: number }>(rows: T[]) =>
      rows.map(({ _creationTime: _, ...row }) => row)
    return {
      users: (await ctx.db.query('users').collect()).map((u) => ({ email: u.email, credits: u.credits })),
      ledger: strip(await ctx.db.query('creditLedger').collect()),
      subscriptions: strip(await ctx.db.query('subscriptions').collect()),
      events: (await ctx.db.query('stripeEvents').collect()).map((e) => e.eventId),
      checkouts: strip(await ctx.db.query('stripeCheckouts').collect()),
    }
  })
}

let eventCounter = 0
function event(type: string, object: object, created = Math.floor(Date.now() / 1000), id?: string) {
  return { id: id ?? `evt_security_${++eventCounter}`, object: 'event', type, created, data: { object } }
}

async function post(t: Backend, body: string, headers: Record<string, string>) {
  return await t.fetch('/stripe/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
}

/** Delivers an event as Stripe does: the raw body, signed with `secret` at `timestamp`. */
async function deliver(t: Backend, payload: object, options: { secret?: string; timestamp?: number } = {}) {
  const body = JSON.stringify(payload)
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  })
  return await post(t, body, { 'stripe-signature': signature })
}

/** Ana, a Pro Designer subscriber with 5 credits, and the paid top-up Checkout session she owns. */
async function anaWithPaidTopUp() {
  const t = newBackend()
  const ana = await signedIn(t, 'ana')
  const anaId = await userId(t, 'ana@example.com')
  await t.run(async (ctx) => {
    await ctx.db.insert('subscriptions', {
      userId: anaId,
      stripeCustomerId: 'cus_ana',
      stripeSubscriptionId: 'sub_ana',
      status: 'active',
      tier: 'Pro Designer',
      currentPeriodEnd: Date.now() + 30 * 86_400_000,
      lastEventAt: 1,
      updatedAt: Date.now(),
    })
  })
  const session = {
    id: 'cs_test_ana_topup',
    object: 'checkout.session',
    mode: 'payment',
    status: 'complete',
    payment_status: 'paid',
    customer: 'cus_ana',
    client_reference_id: anaId,
    metadata: { userId: anaId, type: 'credits' },
    payment_intent: 'pi_ana_topup',
    subscription: null,
    invoice: null,
  }
  return { t, ana, anaId, session }
}

describe('Stripe webhook signatures', () => {
  it('refuses an event signed with another secret: 400, nothing granted', async () => {
    const { t, ana, session } = await anaWithPaidTopUp()
    const before = await books(t)
    const response = await deliver(t, event('checkout.session.completed', session), {
      secret: 'whsec_the_attackers_own',
    })
    expect(response.status).toBe(400)
    expect(await books(t)).toEqual(before)
    expect(await credits(ana)).toBe(5)
  })

  it('refuses an event without a signature, or with a garbled one: 400, nothing granted', async () => {
    const { t, ana, session } = await anaWithPaidTopUp()
    const before = await books(t)
    const body = JSON.stringify(event('checkout.session.completed', session))
    expect((await post(t, body, {})).status).toBe(400)
    expect((await post(t, body, { 'stripe-signature': '' })).status).toBe(400)
    expect((await post(t, body, { 'stripe-signature': 't=1,v1=00' })).status).toBe(400)
    expect(await books(t)).toEqual(before)
    expect(await credits(ana)).toBe(5)
  })

  it('refuses a genuinely signed event whose body was altered (credits redirected to the attacker): 400', async () => {
    const { t, ana, session } = await anaWithPaidTopUp()
    const bob = await signedIn(t, 'bob')
    const bobId = await userId(t, 'bob@example.com')
    const before = await books(t)
    const genuine = JSON.stringify(event('checkout.session.completed', session))
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: genuine, secret: WEBHOOK_SECRET })
    const altered = genuine.replaceAll(String(session.metadata.userId), bobId)
    expect(altered).not.toBe(genuine)
    expect((await post(t, altered, { 'stripe-signature': signature })).status).toBe(400)
    expect(await books(t)).toEqual(before)
    expect(await credits(bob)).toBe(5)
    expect(await credits(ana)).toBe(5)
  })

  it('refuses a captured request replayed after the signature tolerance (5 minutes): 400', async () => {
    const { t, ana, session } = await anaWithPaidTopUp()
    const before = await books(t)
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600
    const response = await deliver(t, event('checkout.session.completed', session, anHourAgo), {
      timestamp: anHourAgo,
    })
    expect(response.status).toBe(400)
    expect(await books(t)).toEqual(before)
    expect(await credits(ana)).toBe(5)
  })
})

describe('Stripe webhook replays', () => {
  it('grants a replayed event once, and a new event for the same purchase nothing more', async () => {
    const { t, ana, session } = await anaWithPaidTopUp()
    const completed = event('checkout.session.completed', session)
    expect((await deliver(t, completed)).status).toBe(200)
    expect(await credits(ana)).toBe(25)
    const once = await books(t)

    for (let i = 0; i < 3; i++) {
      const replay = await deliver(t, completed)
      expect(replay.status).toBe(200)
      expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' })
    }
    expect(await books(t)).toEqual(once)

    // The same Checkout session under another event id, and the success screen after it.
    await deliver(t, event('checkout.session.completed', session))
    stripe.sessions.set(session.id, { ...session })
    expect(
      await ana.action(api.stripe.processPaymentSuccess, { sessionId: session.id, type: 'credits' }),
    ).toEqual({ success: true })
    const after = await books(t)
    expect(after.users).toEqual(once.users)
    expect(after.ledger).toEqual(once.ledger)
    expect(after.checkouts).toEqual(once.checkouts)
    expect(await credits(ana)).toBe(25)
  })
})

describe('Stripe events out of order', () => {
  it('ends on the newest subscription state whatever order the events arrive in, and grants nothing', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const anaId = await userId(t, 'ana@example.com')
    const now = Math.floor(Date.now() / 1000)
    const periodEnd = now + 30 * 86_400
    const sub = (status: string) => ({
      id: 'sub_ana',
      object: 'subscription',
      customer: 'cus_ana',
      status,
      metadata: { userId: anaId },
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
    })
    const before = await books(t)
    // Made in the order created (now), updated (now + 10), deleted (now + 20); delivered backwards.
    await deliver(t, event('customer.subscription.deleted', sub('canceled'), now + 20))
    await deliver(t, event('customer.subscription.updated', sub('active'), now + 10))
    await deliver(t, event('customer.subscription.created', sub('incomplete'), now))
    // A late event from the very second of the cancellation does not revive it either.
    await deliver(t, event('customer.subscription.updated', sub('active'), now + 20))

    expect(await ana.query(api.billing.status, {})).toMatchObject({
      subscribed: false,
      subscriptionTier: null,
    })
    const after = await books(t)
    expect(after.subscriptions).toEqual([
      expect.objectContaining({ userId: anaId, status: 'canceled', lastEventAt: now + 20 }),
    ])
    expect(after.users).toEqual(before.users)
    expect(after.ledger).toEqual(before.ledger)
    expect(await credits(ana)).toBe(5)
  })
})

describe('a forged /success session id', () => {
  it('is applied to nobody: the success screen is told nothing was applied', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const bob = await signedIn(t, 'bob')
    const anaId = await userId(t, 'ana@example.com')
    await t.run(async (ctx) => {
      await ctx.db.insert('subscriptions', {
        userId: anaId,
        stripeCustomerId: 'cus_ana',
        status: 'active',
        tier: 'Pro Designer',
        lastEventAt: 1,
        updatedAt: Date.now(),
      })
    })
    // Ana pays for a top-up; Bob learns its session id and opens /success with it, and with
    // ids he made up.
    await ana.action(api.stripe.createPayment, {})
    const anas = [...stripe.sessions.keys()].at(-1)!
    stripe.complete(anas)
    const before = await books(t)

    for (const sessionId of [anas, 'cs_test_made_up', 'cs_live_made_up', 'not-a-session']) {
      const result = await bob.action(api.stripe.processPaymentSuccess, { sessionId, type: 'credits' })
      expect(result).toEqual({ success: false, error: 'Unknown payment session' })
      expect(await bob.query(api.billing.checkout, { sessionId })).toEqual({ applied: false })
      expect(await t.query(api.billing.checkout, { sessionId })).toEqual({ applied: false })
    }
    expect(await books(t)).toEqual(before)
    expect(await credits(bob)).toBe(5)
    expect(await credits(ana)).toBe(5)
    // Malformed ids never reached Stripe.
    expect(stripe.requests.some((r) => r.path.includes('not-a-session'))).toBe(false)

    // Ana's own screen, by contrast, sees her payment applied, with its 20 credits.
    await ana.action(api.stripe.processPaymentSuccess, { sessionId: anas, type: 'credits' })
    expect(await ana.query(api.billing.checkout, { sessionId: anas })).toEqual({
      applied: true,
      type: 'credits',
      credits: 20,
    })
    expect(await bob.query(api.billing.checkout, { sessionId: anas })).toEqual({ applied: false })
    expect(await credits(bob)).toBe(5)
  })
})
