import { ConvexError } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import type { CreditReason } from '../schema'
import { GENERATION_RATE_LIMIT_PER_MINUTE } from './constants'

// The balance on the user row and the ledger row are written in the same transaction, so the
// balance is always the ledger's sum; Convex serialises conflicting transactions, so two debits
// racing for the last credit cannot both pass.

export async function grantCredits(
  ctx: MutationCtx,
  args: { userId: Id<'users'>; amount: number; reason: CreditReason; reference?: string },
): Promise<Id<'creditLedger'>> {
  if (!Number.isInteger(args.amount) || args.amount <= 0)
    throw new Error('A grant must be a positive whole number')
  const user = await ctx.db.get(args.userId)
  if (user === null) throw new ConvexError('User not found')
  const balanceAfter = user.credits + args.amount
  await ctx.db.patch(user._id, { credits: balanceAfter })
  return await ctx.db.insert('creditLedger', { ...args, balanceAfter, createdAt: Date.now() })
}

/** Takes `amount` credits, or nothing and null when the balance is short. */
export async function debitCredits(
  ctx: MutationCtx,
  args: { userId: Id<'users'>; amount: number; reason: CreditReason; reference?: string },
): Promise<Id<'creditLedger'> | null> {
  if (!Number.isInteger(args.amount) || args.amount <= 0)
    throw new Error('A debit must be a positive whole number')
  const user = await ctx.db.get(args.userId)
  if (user === null) throw new ConvexError('User not found')
  if (user.credits < args.amount) return null
  const balanceAfter = user.credits - args.amount
  await ctx.db.patch(user._id, { credits: balanceAfter })
  return await ctx.db.insert('creditLedger', {
    userId: args.userId,
    amount: -args.amount,
    reason: args.reason,
    reference: args.reference,
    balanceAfter,
    createdAt: Date.now(),
  })
}

/** Gives back a debit exactly once; refunding an already refunded debit does nothing. */
export async function refundDebit(ctx: MutationCtx, debitId: Id<'creditLedger'>): Promise<boolean> {
  const debit = await ctx.db.get(debitId)
  if (debit === null || debit.amount >= 0) throw new Error('Only a debit can be refunded')
  const already = await findLedgerEntry(ctx, 'refund', debitId)
  if (already !== null) return false
  await grantCredits(ctx, {
    userId: debit.userId,
    amount: -debit.amount,
    reason: 'refund',
    reference: debitId,
  })
  return true
}

export async function findLedgerEntry(
  ctx: QueryCtx,
  reason: CreditReason,
  reference: string,
): Promise<Doc<'creditLedger'> | null> {
  return await ctx.db
    .query('creditLedger')
    .withIndex('by_reason_reference', (q) => q.eq('reason', reason).eq('reference', reference))
    .first()
}

/** Generations and refinements charged to this user in the last minute. */
export async function recentPaidWork(ctx: QueryCtx, userId: Id<'users'>, now: number): Promise<number> {
  const rows = await ctx.db
    .query('creditLedger')
    .withIndex('by_user', (q) => q.eq('userId', userId).gte('createdAt', now - 60_000))
    .collect()
  return rows.filter((row) => row.reason === 'generation' || row.reason === 'refinement').length
}

export async function isRateLimited(ctx: QueryCtx, userId: Id<'users'>): Promise<boolean> {
  return (await recentPaidWork(ctx, userId, Date.now())) >= GENERATION_RATE_LIMIT_PER_MINUTE
}
