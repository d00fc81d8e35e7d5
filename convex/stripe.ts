// SPEC's create-checkout, create-payment, customer-portal and process-payment-success. Each public
// action answers { url } or { error } (the UI shows SPEC's toasts); the books change only in the
// internal mutations below, which the webhook (convex/http.ts) uses too.
import { v } from 'convex/values'
import { internal } from './_generated/api'
import type { Id } from './_generated/dataModel'
import { internalMutation, internalQuery, type ActionCtx } from './_generated/server'
import { publicAction } from './functions'
import { stripeConfigured, subscriptionState } from './model/billing'
import { appUrl, stripePriceProDesigner, stripePriceTopup } from './model/config'
import { isCheckoutSessionId, PAYMENT_NOT_COMPLETE_ERROR } from './model/constants'
import {
  applyBillingEvent,
  billingEvent,
  checkoutUrls,
  fromCheckoutSession,
  saveCustomerId,
  stripeClient,
  subscriptionRow,
} from './model/stripe'
import { getCurrentUser } from './model/users'

type UrlResult = { url: string; error?: undefined } | { url?: undefined; error: string }

const NOT_SIGNED_IN = 'Please sign in first'
const NOT_CONFIGURED = 'Payments need Stripe to be configured'

function failure(error: unknown): UrlResult {
  console.error('Stripe call failed:', error instanceof Error ? error.message : error)
  return { error: error instanceof Error ? error.message : 'Stripe could not be reached' }
}

/** The signed-in user's billing facts, for the actions (which cannot read the database). */
export const viewer = internalQuery({
  args: {},
  handler: async (ctx) => {
    const user = await getCurrentUser(ctx)
    if (user === null) return null
    const row = await subscriptionRow(ctx, user._id)
    const state = await subscriptionState(ctx, user._id)
    return {
      userId: user._id,
      email: user.email,
      customerId: row?.stripeCustomerId ?? null,
      subscribed: state.subscribed,
    }
  },
})

export const saveCustomer = internalMutation({
  args: { userId: v.id('users'), customerId: v.string() },
  handler: async (ctx, { userId, customerId }) => await saveCustomerId(ctx, userId, customerId),
})

/** The one way a Stripe payment reaches the books (webhook and success screen alike). */
export const applyEvent = internalMutation({
  args: {
    event: billingEvent,
    asOf: v.number(),
    eventId: v.optional(v.string()),
    eventType: v.optional(v.string()),
    callerId: v.optional(v.id('users')),
  },
  handler: async (ctx, args) => await applyBillingEvent(ctx, args),
})

/** The user's Stripe customer, created on first need and kept server-side. */
async function customerFor(
  ctx: ActionCtx,
  viewer: { userId: Id<'users'>; email?: string; customerId: string | null },
): Promise<string> {
  if (viewer.customerId) return viewer.customerId
  // One customer per user, even for two first purchases at the same instant: Stripe answers
  // a repeated idempotency key (kept for 24 hours) with the customer it created the first time.
  const customer = await stripeClient().customers.create(
    { email: viewer.email, metadata: { userId: viewer.userId } },
    { idempotencyKey: `vitrine-customer-${viewer.userId}` },
  )
  // Should two customers exist all the same, whichever was stored first is kept.
  return await ctx.runMutation(internal.stripe.saveCustomer, {
    userId: viewer.userId,
    customerId: customer.id,
  })
}

/** Pro Designer: $29.99/month, 40 credits a month. */
export const createCheckout = publicAction({
  args: {},
  handler: async (ctx): Promise<UrlResult> => {
    const viewer = await ctx.runQuery(internal.stripe.viewer, {})
    if (viewer === null) return { error: NOT_SIGNED_IN }
    if (!stripeConfigured()) return { error: NOT_CONFIGURED }
    if (viewer.subscribed) return { error: 'You already have an active Pro Designer subscription' }
    try {
      const customer = await customerFor(ctx, viewer)
      const session = await stripeClient().checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: viewer.userId,
        line_items: [{ price: stripePriceProDesigner()!, quantity: 1 }],
        metadata: { userId: viewer.userId, type: 'subscription' },
        subscription_data: { metadata: { userId: viewer.userId } },
        ...checkoutUrls('subscription'),
      })
      return session.url ? { url: session.url } : { error: 'Stripe returned no checkout address' }
    } catch (error) {
      return failure(error)
    }
  },
})

/** 20 credits for $14.99, for subscribers only. */
export const createPayment = publicAction({
  args: {},
  handler: async (ctx): Promise<UrlResult> => {
    const viewer = await ctx.runQuery(internal.stripe.viewer, {})
    if (viewer === null) return { error: NOT_SIGNED_IN }
    const topup = stripePriceTopup()
    if (!stripeConfigured() || !topup) return { error: NOT_CONFIGURED }
    if (!viewer.subscribed) return { error: 'Credit top-ups are for Pro Designer subscribers' }
    try {
      const customer = await customerFor(ctx, viewer)
      const session = await stripeClient().checkout.sessions.create({
        mode: 'payment',
        customer,
        client_reference_id: viewer.userId,
        line_items: [{ price: topup, quantity: 1 }],
        metadata: { userId: viewer.userId, type: 'credits' },
        payment_intent_data: { metadata: { userId: viewer.userId } },
        ...checkoutUrls('credits'),
      })
      return session.url ? { url: session.url } : { error: 'Stripe returned no checkout address' }
    } catch (error) {
      return failure(error)
    }
  },
})

/** Stripe's billing portal, for subscribers with a Stripe customer. */
export const customerPortal = publicAction({
  args: {},
  handler: async (ctx): Promise<UrlResult> => {
    const viewer = await ctx.runQuery(internal.stripe.viewer, {})
    if (viewer === null) return { error: NOT_SIGNED_IN }
    if (!stripeConfigured()) return { error: NOT_CONFIGURED }
    if (!viewer.subscribed || !viewer.customerId) return { error: 'No subscription to manage yet' }
    try {
      const session = await stripeClient().billingPortal.sessions.create({
        customer: viewer.customerId,
        return_url: `${appUrl()}/dashboard/billing`,
      })
      return { url: session.url }
    } catch (error) {
      return failure(error)
    }
  },
})

/**
 * SPEC's process-payment-success: confirms the caller's Checkout session with Stripe and applies
 * it, unless the webhook already has (the grants are keyed by Stripe ids, not by who came first).
 */
export const processPaymentSuccess = publicAction({
  args: { sessionId: v.string(), type: v.optional(v.string()) },
  handler: async (ctx, { sessionId }): Promise<{ success: boolean; error?: string }> => {
    const viewer = await ctx.runQuery(internal.stripe.viewer, {})
    if (viewer === null) return { success: false, error: NOT_SIGNED_IN }
    if (!stripeConfigured()) return { success: false, error: NOT_CONFIGURED }
    if (!isCheckoutSessionId(sessionId)) return { success: false, error: 'Unknown payment session' }
    try {
      const session = await stripeClient().checkout.sessions.retrieve(sessionId, {
        expand: ['subscription'],
      })
      const outcome = await ctx.runMutation(internal.stripe.applyEvent, {
        event: fromCheckoutSession(session),
        asOf: Math.floor(Date.now() / 1000),
        callerId: viewer.userId,
      })
      if (outcome === 'applied') return { success: true }
      if (outcome === 'not_paid') return { success: false, error: PAYMENT_NOT_COMPLETE_ERROR }
      return { success: false, error: 'Unknown payment session' }
    } catch (error) {
      console.error('Payment processing error:', error instanceof Error ? error.message : error)
      return { success: false, error: 'Unknown payment session' }
    }
  },
})
