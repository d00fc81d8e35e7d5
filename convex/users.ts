import { mutation, query } from './_generated/server'
import { isLowOnCredits } from './model/constants'
import { ensureCurrentUser, getCurrentUser } from './model/users'

/** Creates the signed-in user's profile on first sight (with the sign-up bonus); returns it. */
export const ensure = mutation({
  args: {},
  handler: async (ctx) => {
    const user = await ensureCurrentUser(ctx)
    return { email: user.email ?? null, createdAt: user.createdAt, credits: user.credits }
  },
})

/** The signed-in user's profile, or null when signed out or not yet created. */
export const me = query({
  args: {},
  handler: async (ctx) => {
    const user = await getCurrentUser(ctx)
    if (user === null) return null
    return {
      userId: user._id,
      email: user.email ?? null,
      createdAt: user.createdAt,
      credits: user.credits,
      lowCredits: isLowOnCredits(user.credits),
    }
  },
})
