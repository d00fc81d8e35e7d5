import { ConvexError } from 'convex/values'
import type { UserIdentity } from 'convex/server'
import type { Doc } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import { SIGNUP_BONUS_CREDITS } from './constants'
import { grantCredits } from './credits'

export async function getCurrentUser(ctx: QueryCtx): Promise<Doc<'users'> | null> {
  const identity = await ctx.auth.getUserIdentity()
  if (identity === null) return null
  return await ctx.db
    .query('users')
    .withIndex('by_token', (q) => q.eq('tokenIdentifier', identity.tokenIdentifier))
    .unique()
}

export async function getCurrentUserOrThrow(ctx: QueryCtx): Promise<Doc<'users'>> {
  const user = await getCurrentUser(ctx)
  if (user === null) throw new ConvexError('Not signed in')
  return user
}

/** The name the identity provider gives (Clerk's full name), kept short; none without one. */
function identityName(identity: UserIdentity): string | undefined {
  const name = (identity.name ?? [identity.givenName, identity.familyName].filter(Boolean).join(' ')).trim()
  return name === '' ? undefined : name.slice(0, 80)
}

/**
 * The signed-in user's row, created on first sight together with the sign-up bonus (granted
 * once per user: the row and the grant are one transaction).
 */
export async function ensureCurrentUser(ctx: MutationCtx): Promise<Doc<'users'>> {
  const identity = await ctx.auth.getUserIdentity()
  if (identity === null) throw new ConvexError('Not signed in')
  const existing = await getCurrentUser(ctx)
  const name = identityName(identity)
  if (existing !== null) {
    if (identity.email !== undefined && existing.email !== identity.email) {
      await ctx.db.patch(existing._id, { email: identity.email })
    }
    if (name !== undefined && existing.name !== name) await ctx.db.patch(existing._id, { name })
    return (await ctx.db.get(existing._id))!
  }
  const userId = await ctx.db.insert('users', {
    tokenIdentifier: identity.tokenIdentifier,
    subject: identity.subject,
    email: identity.email,
    name,
    createdAt: Date.now(),
    credits: 0,
  })
  await grantCredits(ctx, { userId, amount: SIGNUP_BONUS_CREDITS, reason: 'signup_bonus', reference: userId })
  return (await ctx.db.get(userId))!
}
