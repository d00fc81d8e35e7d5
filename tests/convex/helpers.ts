import { convexTest } from 'convex-test'
import schema from '../../convex/schema'
import { api } from '../../convex/_generated/api'
import { modules } from './setup'

export function newBackend() {
  return convexTest(schema, modules)
}
export type Backend = ReturnType<typeof newBackend>

/** A signed-in user whose profile exists (with its sign-up bonus). */
export async function signedIn(t: Backend, name: string) {
  const user = t.withIdentity({ subject: `user_${name}`, email: `${name}@example.com`, name })
  await user.mutation(api.users.ensure, {})
  return user
}

/** Sets a user's balance directly, through a ledger row so the books stay balanced. */
export async function setCredits(t: Backend, email: string, credits: number) {
  await t.run(async (ctx) => {
    const user = (await ctx.db.query('users').collect()).find((u) => u.email === email)
    if (!user) throw new Error(`no user ${email}`)
    const delta = credits - user.credits
    await ctx.db.patch(user._id, { credits })
    if (delta !== 0) {
      await ctx.db.insert('creditLedger', {
        userId: user._id,
        amount: delta,
        reason: delta > 0 ? 'topup_purchase' : 'generation',
        balanceAfter: credits,
        createdAt: Date.now(),
      })
    }
  })
}

/** A project that went through the OAuth callback: it holds an access token server-side. */
export async function connectedProject(
  t: Backend,
  email: string,
  shopDomain: string,
  token = 'shpat_secret_123',
) {
  return await t.run(async (ctx) => {
    const user = (await ctx.db.query('users').collect()).find((u) => u.email === email)
    if (!user) throw new Error(`no user ${email}`)
    return await ctx.db.insert('projects', {
      userId: user._id,
      shopDomain,
      shopAccessToken: token,
      storeName: 'Stride',
      status: 'active',
      updatedAt: Date.now(),
    })
  })
}
