import { convexTest } from 'convex-test'
import { describe, expect, it } from 'vitest'
import schema from '../../convex/schema'
import { modules } from './setup'

describe('convex schema', () => {
  it('stores a project with a valid status and finds it by user', async () => {
    const t = convexTest(schema, modules)
    const found = await t.run(async (ctx) => {
      await ctx.db.insert('projects', {
        userId: 'user_1',
        shopDomain: 'stride.myshopify.com',
        shopAccessToken: 'shpat_test',
        status: 'active',
        updatedAt: 1,
      })
      return ctx.db
        .query('projects')
        .withIndex('by_user_updated', (q) => q.eq('userId', 'user_1'))
        .collect()
    })
    expect(found.map((p) => p.shopDomain)).toEqual(['stride.myshopify.com'])
  })

  it('rejects a project status outside active, disconnected and revoked', async () => {
    const t = convexTest(schema, modules)
    await expect(
      t.run((ctx) =>
        ctx.db.insert('projects', {
          userId: 'user_1',
          shopDomain: 'stride.myshopify.com',
          shopAccessToken: 'shpat_test',
          status: 'paused' as 'active',
          updatedAt: 1,
        }),
      ),
    ).rejects.toThrow(/Validator error.*paused/s)
  })
})
