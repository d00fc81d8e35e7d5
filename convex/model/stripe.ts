// Stripe billing: the client, the shapes Vitrine keeps of Stripe's objects, and the one place that
// applies them to the books. The webhook and process-payment-success both end in applyBillingEvent,
// and every grant in it is keyed by a Stripe id in the ledger, so no payment is granted twice
// whichever of the two arrives first, and no event id is applied twice. An applied Checkout session
// is recorded with its grant (stripeCheckouts), which is what the success screen reads.
import Stripe from 'stripe'
import { v, type Infer } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import { recordCheckout } from './billing'
import { appUrl, stripeApiBase, stripeSecretKey, stripeWebhookSecret } from './config'
import { PRO_DESIGNER_MONTHLY_CREDITS, TOPUP_CREDITS } from './constants'
import { debitCredits, findLedgerEntry, grantCredits } from './credits'

export const PRO_DESIGNER_TIER = 'Pro Designer'

/** The client. STRIPE_API_BASE (tests only) points it at a loopback fake instead of api.stripe.com. */
export function stripeClient(): Stripe {
  const key = stripeSecretKey()
  if (!key) throw new Error('STRIPE_SECRET_KEY is not set')
  const config: ConstructorParameters<typeof Stripe>[1] = {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 20_000,
  }
  const base = stripeApiBase()
  if (base) {
    const url = new URL(base)
    config.host = url.hostname
    config.port = url.port || (url.protocol === 'https:' ? '443' : '80')
    config.protocol = url.protocol === 'https:' ? 'https' : 'http'
  }
  return new Stripe(key, config)
}

/** Verifies a webhook's signature; throws on a bad one. Needs only STRIPE_WEBHOOK_SECRET. */
export async function verifyWebhook(payload: string, signature: string): Promise<Stripe.Event> {
  const secret = stripeWebhookSecret()
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set')
  return await Stripe.webhooks.constructEventAsync(
    payload,
    signature,
    secret,
    undefined,
    Stripe.createSubtleCryptoProvider(),
  )
}

export function checkoutUrls(type: 'credits' | 'subscription') {
  return {
    success_url: `${appUrl()}/success?session_id={CHECKOUT_SESSION_ID}&type=${type}`,
    cancel_url: `${appUrl()}/cancel`,
  }
}

// ---- What Vitrine keeps of Stripe's objects: plain values, so a mutation can take them. ----

const subscriptionSnapshot = v.object({
  subscriptionId: v.string(),
  status: v.string(),
  currentPeriodEnd: v.optional(v.number()),
})

export const billingEvent = v.union(
  v.object({
    kind: v.literal('checkout_completed'),
    sessionId: v.string(),
    mode: v.string(),
    paid: v.boolean(),
    userId: v.optional(v.string()),
    customerId: v.optional(v.string()),
    paymentIntentId: v.optional(v.string()),
    invoiceId: v.optional(v.string()),
    subscription: v.optional(subscriptionSnapshot),
  }),
  v.object({
    kind: v.literal('invoice_paid'),
    invoiceId: v.string(),
    customerId: v.optional(v.string()),
    subscriptionId: v.optional(v.string()),
    userId: v.optional(v.string()),
  }),
  v.object({
    kind: v.literal('subscription_changed'),
    customerId: v.optional(v.string()),
    userId: v.optional(v.string()),
    subscription: subscriptionSnapshot,
  }),
  v.object({
    kind: v.literal('charge_refunded'),
    paymentIntentId: v.optional(v.string()),
    amount: v.number(),
    amountRefunded: v.number(),
  }),
  v.object({ kind: v.literal('ignored') }),
)
export type BillingEvent = Infer<typeof billingEvent>

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined
  return typeof value === 'string' ? value : value.id
}

function snapshotOf(subscription: Stripe.Subscription) {
  // Since API 2025-03-31 the period lives on the items; all of ours share one period.
  const periodEnds = subscription.items.data.map((item) => item.current_period_end).filter(Boolean)
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    currentPeriodEnd: periodEnds.length > 0 ? Math.max(...periodEnds) * 1000 : undefined,
  }
}

export function fromCheckoutSession(session: Stripe.Checkout.Session): BillingEvent {
  const subscription =
    session.subscription !== null && typeof session.subscription === 'object' ? session.subscription : null
  const paid =
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  const subscriptionId = idOf(session.subscription)
  const invoiceId =
    idOf(session.invoice) ?? (subscription ? idOf(subscription.latest_invoice) : undefined) ?? undefined
  return {
    kind: 'checkout_completed',
    sessionId: session.id,
    mode: session.mode,
    paid,
    userId: session.metadata?.userId ?? session.client_reference_id ?? undefined,
    customerId: idOf(session.customer),
    paymentIntentId: idOf(session.payment_intent),
    invoiceId,
    // A webhook's session names its subscription without its state; paid means active until the
    // subscription's own events say more.
    subscription: subscription
      ? snapshotOf(subscription)
      : subscriptionId && paid
        ? { subscriptionId, status: 'active' }
        : undefined,
  }
}

/** The parts of a verified webhook event Vitrine acts on; other types are recorded and ignored. */
export function fromStripeEvent(event: Stripe.Event): BillingEvent {
  switch (event.type) {
    case 'checkout.session.completed':
      return fromCheckoutSession(event.data.object)
    case 'invoice.paid': {
      const invoice = event.data.object
      const details = invoice.parent?.subscription_details
      return {
        kind: 'invoice_paid',
        invoiceId: invoice.id,
        customerId: idOf(invoice.customer),
        subscriptionId: idOf(details?.subscription),
        userId: details?.metadata?.userId,
      }
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object
      const snapshot = snapshotOf(subscription)
      return {
        kind: 'subscription_changed',
        customerId: idOf(subscription.customer),
        userId: subscription.metadata?.userId,
        subscription:
          event.type === 'customer.subscription.deleted' ? { ...snapshot, status: 'canceled' } : snapshot,
      }
    }
    case 'charge.refunded': {
      const charge = event.data.object
      return {
        kind: 'charge_refunded',
        paymentIntentId: idOf(charge.payment_intent),
        amount: charge.amount,
        amountRefunded: charge.amount_refunded,
      }
    }
    default:
      return { kind: 'ignored' }
  }
}

// ---- The books ----

export async function subscriptionRow(
  ctx: QueryCtx,
  userId: Id<'users'>,
): Promise<Doc<'subscriptions'> | null> {
  return await ctx.db
    .query('subscriptions')
    .withIndex('by_user', (q) => q.eq('userId', userId))
    .first()
}

/** The customer id stored for this user, or the one given now when there is none yet. */
export async function saveCustomerId(
  ctx: MutationCtx,
  userId: Id<'users'>,
  customerId: string,
): Promise<string> {
  const row = await subscriptionRow(ctx, userId)
  if (row === null) {
    await ctx.db.insert('subscriptions', {
      userId,
      stripeCustomerId: customerId,
      status: 'none',
      updatedAt: Date.now(),
    })
    return customerId
  }
  if (row.stripeCustomerId) return row.stripeCustomerId
  await ctx.db.patch(row._id, { stripeCustomerId: customerId, updatedAt: Date.now() })
  return customerId
}

/** Whose is it: the Convex user id in the metadata, else the user this Stripe customer belongs to. */
async function resolveUser(
  ctx: QueryCtx,
  ids: { userId?: string; customerId?: string },
): Promise<Id<'users'> | null> {
  if (ids.userId) {
    const userId = ctx.db.normalizeId('users', ids.userId)
    if (userId !== null && (await ctx.db.get(userId)) !== null) return userId
  }
  if (ids.customerId) {
    const row = await ctx.db
      .query('subscriptions')
      .withIndex('by_customer', (q) => q.eq('stripeCustomerId', ids.customerId))
      .first()
    if (row !== null) return row.userId
  }
  return null
}

/**
 * Writes a subscription's state unless what is stored is newer: events can arrive out of order,
 * so each write carries the time Stripe made it (seconds) and an older one never overwrites a newer
 * one; at the same second a cancellation wins, as nothing follows it.
 */
async function applySubscription(
  ctx: MutationCtx,
  userId: Id<'users'>,
  customerId: string | undefined,
  snapshot: Infer<typeof subscriptionSnapshot>,
  asOf: number,
): Promise<boolean> {
  const row = await subscriptionRow(ctx, userId)
  const fields = {
    stripeSubscriptionId: snapshot.subscriptionId,
    status: snapshot.status,
    tier: PRO_DESIGNER_TIER,
    currentPeriodEnd:
      snapshot.currentPeriodEnd ??
      (row?.stripeSubscriptionId === snapshot.subscriptionId ? row.currentPeriodEnd : undefined),
    lastEventAt: asOf,
    updatedAt: Date.now(),
  }
  if (row === null) {
    await ctx.db.insert('subscriptions', { userId, stripeCustomerId: customerId, ...fields })
    return true
  }
  const last = row.lastEventAt
  if (last !== undefined) {
    if (asOf < last) return false
    if (asOf === last && row.status === 'canceled' && snapshot.status !== 'canceled') return false
  }
  await ctx.db.patch(row._id, { ...fields, stripeCustomerId: row.stripeCustomerId ?? customerId })
  return true
}

/** 40 credits for one paid subscription invoice, at most once per invoice id. */
async function grantForInvoice(ctx: MutationCtx, userId: Id<'users'>, invoiceId: string): Promise<boolean> {
  if ((await findLedgerEntry(ctx, 'subscription_renewal', invoiceId)) !== null) return false
  await grantCredits(ctx, {
    userId,
    amount: PRO_DESIGNER_MONTHLY_CREDITS,
    reason: 'subscription_renewal',
    reference: invoiceId,
  })
  return true
}

/** Keeps the largest refunded amount Stripe reported for a payment intent. */
async function recordRefund(
  ctx: MutationCtx,
  paymentIntentId: string,
  amount: number,
  amountRefunded: number,
): Promise<void> {
  const row = await ctx.db
    .query('stripeRefunds')
    .withIndex('by_payment_intent', (q) => q.eq('paymentIntentId', paymentIntentId))
    .unique()
  const refunded = Math.min(Math.max(amountRefunded, 0), amount)
  if (row === null) {
    await ctx.db.insert('stripeRefunds', {
      paymentIntentId,
      amount,
      amountRefunded: refunded,
      updatedAt: Date.now(),
    })
  } else if (refunded > row.amountRefunded) {
    await ctx.db.patch(row._id, { amountRefunded: refunded, updatedAt: Date.now() })
  }
}

/**
 * Takes back a refunded top-up's credits in proportion to the amount refunded, less what was
 * taken before, and only what is unspent. False when there is no refund or no granted top-up.
 */
async function settleRefund(ctx: MutationCtx, paymentIntentId: string): Promise<boolean> {
  const refund = await ctx.db
    .query('stripeRefunds')
    .withIndex('by_payment_intent', (q) => q.eq('paymentIntentId', paymentIntentId))
    .unique()
  const topup = await findLedgerEntry(ctx, 'topup_purchase', paymentIntentId)
  if (refund === null || topup === null) return false
  const owed = Math.floor((TOPUP_CREDITS * refund.amountRefunded) / refund.amount)
  const taken = (
    await ctx.db
      .query('creditLedger')
      .withIndex('by_reason_reference', (q) => q.eq('reason', 'refund').eq('reference', paymentIntentId))
      .collect()
  ).reduce((sum, row) => sum - row.amount, 0)
  const user = await ctx.db.get(topup.userId)
  const take = Math.min(owed - taken, user?.credits ?? 0)
  if (take > 0) {
    await debitCredits(ctx, {
      userId: topup.userId,
      amount: take,
      reason: 'refund',
      reference: paymentIntentId,
    })
  }
  return true
}

export type ApplyOutcome = 'applied' | 'duplicate' | 'ignored' | 'not_paid' | 'not_yours'

/**
 * Applies one billing event. `eventId` (webhooks) is recorded so a replay does nothing;
 * `asOf` is when Stripe made the object (seconds); `callerId`, when set, must own a checkout.
 *
 * Keys: a top-up is granted once per payment intent (or session when there is none), a
 * subscription's credits once per invoice, whichever of the webhook or the success screen gets
 * there first.
 *
 * Refunds: a refunded top-up takes back its credits in proportion to the amount refunded, but
 * only what is unspent: the balance never goes below zero and what was spent stays spent. A
 * refunded subscription charge changes no credits; the subscription's own events carry the state.
 */
export async function applyBillingEvent(
  ctx: MutationCtx,
  args: { event: BillingEvent; asOf: number; eventId?: string; eventType?: string; callerId?: Id<'users'> },
): Promise<ApplyOutcome> {
  if (args.eventId !== undefined) {
    const seen = await ctx.db
      .query('stripeEvents')
      .withIndex('by_event', (q) => q.eq('eventId', args.eventId!))
      .first()
    if (seen !== null) return 'duplicate'
    await ctx.db.insert('stripeEvents', {
      eventId: args.eventId,
      type: args.eventType ?? args.event.kind,
      processedAt: Date.now(),
    })
  }
  const event = args.event
  switch (event.kind) {
    case 'checkout_completed': {
      const userId = await resolveUser(ctx, { userId: event.userId, customerId: event.customerId })
      if (userId === null) return 'ignored'
      if (args.callerId !== undefined && userId !== args.callerId) return 'not_yours'
      if (!event.paid) return 'not_paid'
      if (event.customerId) await saveCustomerId(ctx, userId, event.customerId)
      if (event.mode === 'payment') {
        const reference = event.paymentIntentId ?? event.sessionId
        let grant = await findLedgerEntry(ctx, 'topup_purchase', reference)
        if (grant === null) {
          const grantId = await grantCredits(ctx, {
            userId,
            amount: TOPUP_CREDITS,
            reason: 'topup_purchase',
            reference,
          })
          await settleRefund(ctx, reference)
          grant = await ctx.db.get(grantId)
        }
        await recordCheckout(ctx, { sessionId: event.sessionId, userId, mode: 'payment', grant })
        return 'applied'
      }
      if (event.mode === 'subscription') {
        if (event.subscription) {
          await applySubscription(ctx, userId, event.customerId, event.subscription, args.asOf)
        }
        if (event.invoiceId) await grantForInvoice(ctx, userId, event.invoiceId)
        const grant = event.invoiceId
          ? await findLedgerEntry(ctx, 'subscription_renewal', event.invoiceId)
          : null
        await recordCheckout(ctx, { sessionId: event.sessionId, userId, mode: 'subscription', grant })
        return 'applied'
      }
      return 'ignored'
    }
    case 'invoice_paid': {
      if (!event.subscriptionId) return 'ignored'
      const userId = await resolveUser(ctx, event)
      if (userId === null) return 'ignored'
      await grantForInvoice(ctx, userId, event.invoiceId)
      return 'applied'
    }
    case 'subscription_changed': {
      const userId = await resolveUser(ctx, event)
      if (userId === null) return 'ignored'
      await applySubscription(ctx, userId, event.customerId, event.subscription, args.asOf)
      return 'applied'
    }
    case 'charge_refunded': {
      if (!event.paymentIntentId || event.amount <= 0) return 'ignored'
      await recordRefund(ctx, event.paymentIntentId, event.amount, event.amountRefunded)
      // Before its top-up was granted, the refund waits: the grant settles it.
      return (await settleRefund(ctx, event.paymentIntentId)) ? 'applied' : 'ignored'
    }
    case 'ignored':
      return 'ignored'
  }
}
