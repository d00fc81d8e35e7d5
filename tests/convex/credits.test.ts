import { describe, expect, it } from 'vitest'
import { api } from '../../convex/_generated/api'
import { connectedProject, newBackend, setCredits, signedIn } from './helpers'

describe('profile and sign-up bonus', () => {
  it('creates the profile on first sight with 5 free credits, once', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await ana.mutation(api.users.ensure, {})
    await ana.mutation(api.users.ensure, {})
    const me = await ana.query(api.users.me, {})
    expect(me).toMatchObject({ email: 'ana@example.com', credits: 5, lowCredits: false })
    const history = await ana.query(api.credits.history, {})
    expect(history.map((row) => [row.reason, row.amount])).toEqual([['signup_bonus', 5]])
  })

  it('flags low credits below 5', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await ana.mutation(api.credits.use, {})
    expect(await ana.query(api.users.me, {})).toMatchObject({ credits: 4, lowCredits: true })
  })

  it('returns null for a signed-out visitor and refuses them credits', async () => {
    const t = newBackend()
    expect(await t.query(api.users.me, {})).toBeNull()
    await expect(t.mutation(api.users.ensure, {})).rejects.toThrow('Not signed in')
    await expect(t.mutation(api.credits.use, {})).rejects.toThrow('Not signed in')
  })
})

describe('using credits', () => {
  it('takes 1 credit and refuses cleanly when the balance is short', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await setCredits(t, 'ana@example.com', 1)
    expect(await ana.mutation(api.credits.use, {})).toBe(true)
    expect(await ana.mutation(api.credits.use, {})).toBe(false)
    expect((await ana.query(api.users.me, {}))?.credits).toBe(0)
  })

  it('never overdraws under concurrent debits', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await setCredits(t, 'ana@example.com', 3)
    const results = await Promise.all(Array.from({ length: 8 }, () => ana.mutation(api.credits.use, {})))
    expect(results.filter(Boolean)).toHaveLength(3)
    expect((await ana.query(api.users.me, {}))?.credits).toBe(0)
    const history = await ana.query(api.credits.history, {})
    expect(history.reduce((sum, row) => sum + row.amount, 0)).toBe(0)
    expect(history.every((row) => row.balanceAfter >= 0)).toBe(true)
  })
})

describe('store connect bonus', () => {
  it('grants 5 credits for an authorised shop, once per shop, whoever connects it', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const ben = await signedIn(t, 'ben')
    const anaProject = await connectedProject(t, 'ana@example.com', 'stride.myshopify.com')
    expect(await ana.mutation(api.credits.add, { projectId: anaProject })).toBe(true)
    expect(await ana.mutation(api.credits.add, { projectId: anaProject })).toBe(false)
    const benProject = await connectedProject(t, 'ben@example.com', 'stride.myshopify.com')
    expect(await ben.mutation(api.credits.add, { projectId: benProject })).toBe(false)
    expect((await ana.query(api.users.me, {}))?.credits).toBe(10)
    expect((await ben.query(api.users.me, {}))?.credits).toBe(5)
  })

  it('grants nothing for a shop that never authorised Vitrine', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const projectId = await ana.mutation(api.projects.create, { shop: 'stride' })
    expect(projectId).not.toBeNull()
    expect(await ana.mutation(api.credits.add, { projectId: projectId! })).toBe(false)
    expect((await ana.query(api.users.me, {}))?.credits).toBe(5)
  })

  it("refuses a bonus for another user's project", async () => {
    const t = newBackend()
    await signedIn(t, 'ana')
    const ben = await signedIn(t, 'ben')
    const anaProject = await connectedProject(t, 'ana@example.com', 'stride.myshopify.com')
    await expect(ben.mutation(api.credits.add, { projectId: anaProject })).rejects.toThrow(
      'Project not found',
    )
  })
})

describe('subscription state', () => {
  it('reads as unsubscribed without a subscription, and subscribed while one is active', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    expect(await ana.query(api.billing.status, {})).toMatchObject({
      subscribed: false,
      subscriptionTier: null,
    })
    const end = Date.now() + 30 * 24 * 3600 * 1000
    await t.run(async (ctx) => {
      const user = (await ctx.db.query('users').first())!
      await ctx.db.insert('subscriptions', {
        userId: user._id,
        status: 'active',
        tier: 'Pro Designer',
        currentPeriodEnd: end,
        updatedAt: Date.now(),
      })
    })
    expect(await ana.query(api.billing.status, {})).toMatchObject({
      subscribed: true,
      subscriptionTier: 'Pro Designer',
      subscriptionEnd: end,
      stripeConfigured: false,
    })
    expect(await t.query(api.billing.status, {})).toMatchObject({ subscribed: false })
  })
})
