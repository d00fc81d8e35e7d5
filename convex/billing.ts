import { v } from 'convex/values'
import { maybeUserQuery } from './functions'
import {
  checkoutResult,
  stripeConfigured,
  subscriptionState,
  shopifyConfigured,
  type CheckoutResult,
} from './model/billing'
import { isCheckoutSessionId } from './model/constants'

/** SPEC's check-subscription, as a live query; signed out reads as unsubscribed. */
export const status = maybeUserQuery({
  args: {},
  handler: async (ctx) => {
    const state =
      ctx.user === null
        ? { subscribed: false, subscriptionTier: null, subscriptionEnd: null }
        : await subscriptionState(ctx, ctx.user._id)
    return { ...state, stripeConfigured: stripeConfigured(), shopifyConfigured: shopifyConfigured() }
  },
})

/**
 * /success: whether the caller's Checkout session has reached their books (webhook or
 * process-payment-success), and what it added. Live, so the screen changes when it lands; a
 * session of someone else, an unknown or a malformed one all read as not applied.
 */
export const checkout = maybeUserQuery({
  args: { sessionId: v.string() },
  handler: async (ctx, { sessionId }): Promise<CheckoutResult> => {
    if (!isCheckoutSessionId(sessionId)) return { applied: false }
    if (ctx.user === null) return { applied: false }
    return await checkoutResult(ctx, ctx.user._id, sessionId)
  },
})
