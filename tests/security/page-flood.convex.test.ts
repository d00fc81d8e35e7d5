// Found while attacking issue 25's holes again, of their kind (a flood that crowds other people's
// data out): a store's pages had no limit, and My Stores read every page of every store shared
// with a member to count them. An owner who shares a store with someone, then fills it with
// pages, broke that person's whole store list (Convex refuses a query that scans more than
// 32,000 documents), not only the shared store. Held: a store holds at most MAX_PAGES_PER_STORE
// pages (the next is refused, with why), the count is kept on the store, and a store from
// before the count (which may hold more) is counted reading at most one page past the limit.
import { describe, expect, it } from 'vitest'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { MAX_PAGES_PER_STORE, TOO_MANY_PAGES } from '../../convex/model/constants'
import { newBackend, signedIn, type Backend } from '../convex/helpers'

type User = Awaited<ReturnType<typeof signedIn>>

/** Mal's store, shared with Vic (who also owns a store of their own). */
async function sharedStore(t: Backend) {
  const mal = await signedIn(t, 'mal')
  const vic = await signedIn(t, 'vic')
  const own = (await vic.mutation(api.projects.create, { shop: 'vic-own', storeName: 'Vic’s own' }))!
  const trap = (await mal.mutation(api.projects.create, { shop: 'trap', storeName: 'Trap' }))!
  const { token } = await mal.mutation(api.members.invite, {
    projectId: trap,
    email: 'vic@example.com',
    role: 'viewer',
  })
  await vic.mutation(api.members.accept, { token })
  return { mal, vic, own, trap }
}

const newPage = (user: User, projectId: Id<'projects'>, n: number) =>
  user.mutation(api.pages.create, {
    projectId,
    pageType: 'homepage',
    title: `Page ${n}`,
    userPrompt: 'A store',
  })

describe('a store filled with pages', () => {
  it(`holds at most ${MAX_PAGES_PER_STORE} pages: the next is refused, and deleting one makes room`, async () => {
    const t = newBackend()
    const { mal, vic, trap } = await sharedStore(t)
    const made: Id<'pages'>[] = []
    for (let n = 0; n < MAX_PAGES_PER_STORE; n++) made.push(await newPage(mal, trap, n))
    await expect(newPage(mal, trap, MAX_PAGES_PER_STORE)).rejects.toThrow(TOO_MANY_PAGES)
    const pages = await t.run((ctx) =>
      ctx.db
        .query('pages')
        .withIndex('by_project_updated', (q) => q.eq('projectId', trap))
        .collect(),
    )
    expect(pages).toHaveLength(MAX_PAGES_PER_STORE)
    // The member's list shows the store with its count.
    const stores = await vic.query(api.projects.list, {})
    expect(stores.find((store) => store._id === trap)?.pageCount).toBe(MAX_PAGES_PER_STORE)
    await mal.mutation(api.pages.remove, { pageId: made[0]! })
    await newPage(mal, trap, MAX_PAGES_PER_STORE + 1)
    expect((await vic.query(api.projects.list, {})).find((store) => store._id === trap)?.pageCount).toBe(
      MAX_PAGES_PER_STORE,
    )
  })

  it('cannot crowd a member’s store list out, even with 33,000 pages made before the limit', async () => {
    const t = newBackend()
    const { vic, own, trap } = await sharedStore(t)
    const owner = await t.run(async (ctx) => (await ctx.db.get(trap))!.userId)
    // Written as the rows were before the limit (no count kept on the store), in batches that
    // fit a transaction's writes.
    for (let batch = 0; batch < 5; batch++) {
      await t.run(async (ctx) => {
        for (let i = 0; i < 6_600; i++)
          await ctx.db.insert('pages', {
            projectId: trap,
            userId: owner,
            title: `Filler ${batch}-${i}`,
            pageType: 'homepage',
            userPrompt: 'x',
            status: 'draft',
            updatedAt: batch * 10_000 + i,
          })
      })
    }
    const stores = await vic.query(api.projects.list, {})
    expect(stores.map((store) => store._id).sort()).toEqual([own, trap].sort())
    expect(stores.find((store) => store._id === own)?.pageCount).toBe(0)
    // Counted as far as a store may hold, plus one: more than the limit.
    expect(stores.find((store) => store._id === trap)?.pageCount).toBe(MAX_PAGES_PER_STORE + 1)
    // The store's own page list reads as many as a store may hold.
    expect(await vic.query(api.pages.list, { projectId: trap })).toHaveLength(MAX_PAGES_PER_STORE)
  })
})
