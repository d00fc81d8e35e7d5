import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import { shopifyApiKey, shopifyApiSecret, stripePriceProDesigner, stripeSecretKey } from './config'

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
  return Boolean(stripeSecretKey() && stripePriceProDesigner())
}

/** Whether the server can start Shopify's OAuth flow. */
export function shopifyConfigured(): boolean {
  return Boolean(shopifyApiKey() && shopifyApiSecret())
}

/** What /success says about a Checkout session: applied to the caller's books, or not (yet). */
export type CheckoutResult =
  { applied: false } | { applied: true; type: 'credits' | 'subscription'; credits: number }

/**
 * Notes that a paid Checkout session reached this user's books, with the grant it paid for.
 * Once per session: the webhook and the success screen may both get here.
 */
export async function recordCheckout(
  ctx: MutationCtx,
  args: {
    sessionId: string
    userId: Id<'users'>
    mode: 'payment' | 'subscription'
    grant: Doc<'creditLedger'> | null
  },
): Promise<void> {
  const row = await ctx.db
    .query('stripeCheckouts')
    .withIndex('by_session', (q) => q.eq('sessionId', args.sessionId))
    .unique()
  const grant = args.grant !== null && args.grant.userId === args.userId ? args.grant : null
  if (row === null) {
    await ctx.db.insert('stripeCheckouts', {
      sessionId: args.sessionId,
      userId: args.userId,
      mode: args.mode,
      ledgerId: grant?._id,
      credits: grant?.amount ?? 0,
      appliedAt: Date.now(),
    })
  } else if (row.userId === args.userId && row.ledgerId === undefined && grant !== null) {
    await ctx.db.patch(row._id, { ledgerId: grant._id, credits: grant.amount })
  }
}

/** Whether this user's books hold the Checkout session, and what it added; others' read as absent. */
export async function checkoutResult(
  ctx: QueryCtx,
  userId: Id<'users'>,
  sessionId: string,
): Promise<CheckoutResult> {
  const row = await ctx.db
    .query('stripeCheckouts')
    .withIndex('by_session', (q) => q.eq('sessionId', sessionId))
    .unique()
  if (row === null || row.userId !== userId) return { applied: false }
  return { applied: true, type: row.mode === 'payment' ? 'credits' : 'subscription', credits: row.credits }
}
