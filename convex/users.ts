import { maybeUserQuery, publicMutation } from './functions'
import { isLowOnCredits } from './model/constants'
import { ensureCurrentUser } from './model/users'

/** Creates the signed-in user's profile on first sight (with the sign-up bonus); returns it. */
export const ensure = publicMutation({
  args: {},
  handler: async (ctx) => {
    const user = await ensureCurrentUser(ctx)
    return { email: user.email ?? null, createdAt: user.createdAt, credits: user.credits }
  },
})

/** The signed-in user's profile, or null when signed out or not yet created. */
export const me = maybeUserQuery({
  args: {},
  handler: async (ctx) => {
    if (ctx.user === null) return null
    return {
      userId: ctx.user._id,
      email: ctx.user.email ?? null,
      createdAt: ctx.user.createdAt,
      credits: ctx.user.credits,
      lowCredits: isLowOnCredits(ctx.user.credits),
    }
  },
})
