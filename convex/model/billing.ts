import type { Id } from '../_generated/dataModel'
import type { QueryCtx } from '../_generated/server'

/** SPEC.md's subscription state: subscribed, subscription_tier, subscription_end. */
export interface SubscriptionState {
  subscribed: boolean
  subscriptionTier: string | null
  subscriptionEnd: number | null
}

const ACTIVE = new Set(['active', 'trialing'])

export async function subscriptionState(ctx: QueryCtx, userId: Id<'users'>): Promise<SubscriptionState> {
  const subscription = await ctx.db
    .query('subscriptions')
    .withIndex('by_user', (q) => q.eq('userId', userId))
    .first()
  const subscribed =
    subscription !== null &&
    ACTIVE.has(subscription.status) &&
    (subscription.currentPeriodEnd === undefined || subscription.currentPeriodEnd > Date.now())
  return {
    subscribed,
    subscriptionTier: subscribed ? (subscription.tier ?? 'Pro Designer') : null,
    subscriptionEnd: subscription?.currentPeriodEnd ?? null,
  }
}

/** Whether the server has what checkout, top-ups and the portal need. */
export function stripeConfigured(): boolean {
  return Boolean(process.env.STRIPE_SECRET_KEY && process.env.STRIPE_PRICE_PRO_DESIGNER)
}

/** Whether the server can start Shopify's OAuth flow. */
export function shopifyConfigured(): boolean {
  return Boolean(process.env.SHOPIFY_API_KEY && process.env.SHOPIFY_API_SECRET)
}
