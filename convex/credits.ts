import { v } from 'convex/values'
import { mutation, query } from './_generated/server'
import { GENERATION_COST } from './model/constants'
import { debitCredits } from './model/credits'
import { grantStoreConnectBonus } from './model/projects'
import { getCurrentUserOrThrow } from './model/users'

/** SPEC's use-credits: takes 1 credit; false (and nothing taken) when the balance is short. */
export const use = mutation({
  args: {},
  handler: async (ctx) => {
    const user = await getCurrentUserOrThrow(ctx)
    const debit = await debitCredits(ctx, { userId: user._id, amount: GENERATION_COST, reason: 'generation' })
    return debit !== null
  },
})

/** SPEC's add-credits: the 5 store-connect credits, once per authorised shop. */
export const add = mutation({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await grantStoreConnectBonus(ctx, user._id, projectId)
  },
})

/** The signed-in user's ledger, newest first. */
export const history = query({
  args: {},
  handler: async (ctx) => {
    const user = await getCurrentUserOrThrow(ctx)
    const rows = await ctx.db
      .query('creditLedger')
      .withIndex('by_user', (q) => q.eq('userId', user._id))
      .order('desc')
      .take(100)
    return rows.map(({ amount, reason, balanceAfter, createdAt }) => ({
      amount,
      reason,
      balanceAfter,
      createdAt,
    }))
  },
})
