import { v } from 'convex/values'
import { userMutation, userQuery } from './functions'
import { GENERATION_COST } from './model/constants'
import { debitCredits } from './model/credits'
import { grantStoreConnectBonus } from './model/projects'

/** SPEC's use-credits: takes 1 credit; false (and nothing taken) when the balance is short. */
export const use = userMutation({
  args: {},
  handler: async (ctx) => {
    const debit = await debitCredits(ctx, {
      userId: ctx.user._id,
      amount: GENERATION_COST,
      reason: 'generation',
    })
    return debit !== null
  },
})

/** SPEC's add-credits: the 5 store-connect credits, once per authorised shop. */
export const add = userMutation({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    return await grantStoreConnectBonus(ctx, ctx.user._id, projectId)
  },
})

/** The signed-in user's ledger, newest first. */
export const history = userQuery({
  args: {},
  handler: async (ctx) => {
    const rows = await ctx.db
      .query('creditLedger')
      .withIndex('by_user', (q) => q.eq('userId', ctx.user._id))
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
