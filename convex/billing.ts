import { query } from './_generated/server'
import { stripeConfigured, subscriptionState, shopifyConfigured } from './model/billing'
import { getCurrentUser } from './model/users'

/** SPEC's check-subscription, as a live query; signed out reads as unsubscribed. */
export const status = query({
  args: {},
  handler: async (ctx) => {
    const user = await getCurrentUser(ctx)
    const state =
      user === null
        ? { subscribed: false, subscriptionTier: null, subscriptionEnd: null }
        : await subscriptionState(ctx, user._id)
    return { ...state, stripeConfigured: stripeConfigured(), shopifyConfigured: shopifyConfigured() }
  },
})
