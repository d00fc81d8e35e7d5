import { describe, expect, it, vi } from 'vitest'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { connectedProject, newBackend, signedIn } from './helpers'

describe('projects', () => {
  it('lists my stores newest first, without access tokens', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const first = await ana.mutation(api.projects.create, { shop: 'first-store' })
    const second = await ana.mutation(api.projects.create, {
      shop: 'https://second-store.myshopify.com/admin',
    })
    const list = await ana.query(api.projects.list, {})
    expect(list.map((p) => p._id)).toEqual([second, first])
    expect(list[0]).toMatchObject({
      shopDomain: 'second-store.myshopify.com',
      status: 'disconnected',
      pageCount: 0,
    })
    expect(list[0]).not.toHaveProperty('shopAccessToken')
  })

  it('upserts one project per user and shop', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const a = await ana.mutation(api.projects.create, { shop: 'stride.myshopify.com' })
    const b = await ana.mutation(api.projects.create, { shop: 'STRIDE', storeName: 'Stride Shoes' })
    expect(b).toBe(a)
    expect(await ana.query(api.projects.list, {})).toHaveLength(1)
    expect((await ana.query(api.projects.get, { projectId: a! }))?.storeName).toBe('Stride Shoes')
  })

  it('returns null (falsy) for an invalid shop domain', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    expect(await ana.mutation(api.projects.create, { shop: '' })).toBeNull()
    expect(await ana.mutation(api.projects.create, { shop: 'not a shop!' })).toBeNull()
    expect(await ana.mutation(api.projects.create, { shop: 'evil.example.com' })).toBeNull()
  })

  it('holds no token without a connection code, and a code it never issued changes nothing', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const projectId = (await ana.mutation(api.projects.create, { shop: 'stride' }))!
    expect(
      await ana.mutation(api.projects.create, { shop: 'stride', connectionCode: 'f'.repeat(64) }),
    ).toBeNull()
    expect(await ana.query(api.projects.get, { projectId })).toMatchObject({
      status: 'disconnected',
      connected: false,
    })
  })

  it('updates the status and deletes the project with its pages and themes', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const projectId = await connectedProject(t, 'ana@example.com', 'stride.myshopify.com')
    await ana.mutation(api.projects.updateStatus, { projectId, status: 'disconnected' })
    expect(await ana.query(api.projects.get, { projectId })).toMatchObject({
      status: 'disconnected',
      connected: true,
    })
    // It still holds the token its connection gave it: it may be active again.
    await ana.mutation(api.projects.updateStatus, { projectId, status: 'active' })
    expect((await ana.query(api.projects.get, { projectId }))?.status).toBe('active')
    const pageId = await ana.mutation(api.pages.create, {
      projectId,
      pageType: 'homepage',
      title: 'Home',
      userPrompt: 'A shoe store',
    })
    await ana.mutation(api.themes.saveEdit, {
      pageId,
      source: 'code_edit',
      changes: [{ path: 'layout/theme.liquid', source: '{{ content_for_layout }}' }],
      explanation: '',
      storeConfig: { name: 'Stride', tagline: '', primaryColor: '#000000', categories: [] },
    })
    vi.useFakeTimers()
    try {
      await ana.mutation(api.projects.remove, { projectId })
      expect(await ana.query(api.projects.list, {})).toEqual([])
      // The pages and their history go in scheduled batches.
      await t.finishAllScheduledFunctions(vi.runAllTimers)
    } finally {
      vi.useRealTimers()
    }
    const left = await t.run(async (ctx) => ({
      projects: (await ctx.db.query('projects').collect()).length,
      pages: (await ctx.db.query('pages').collect()).length,
      themes: (await ctx.db.query('themes').collect()).length,
      versions: (await ctx.db.query('themeVersions').collect()).length,
      trees: (await ctx.db.query('themeTrees').collect()).length,
      contents: (await ctx.db.query('themeContents').collect()).length,
    }))
    expect(left).toEqual({ projects: 0, pages: 0, themes: 0, versions: 0, trees: 0, contents: 0 })
  })

  it("treats another user's project as not found", async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const ben = await signedIn(t, 'ben')
    const projectId = (await ana.mutation(api.projects.create, { shop: 'stride' }))!
    expect(await ben.query(api.projects.get, { projectId })).toBeNull()
    expect(await ben.query(api.projects.list, {})).toEqual([])
    await expect(ben.mutation(api.projects.remove, { projectId })).rejects.toThrow('Project not found')
    await expect(
      ben.mutation(api.projects.updateStatus, { projectId, status: 'disconnected' }),
    ).rejects.toThrow('Project not found')
    expect((await ana.query(api.projects.get, { projectId }))?.status).toBe('disconnected')
  })

  it('refuses signed-out callers and bad arguments', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const projectId = (await ana.mutation(api.projects.create, { shop: 'stride' }))!
    expect(await t.query(api.projects.list, {})).toEqual([])
    await expect(t.query(api.projects.get, { projectId })).rejects.toThrow('Not signed in')
    await expect(t.mutation(api.projects.create, { shop: 'stride' })).rejects.toThrow('Not signed in')
    await expect(
      ana.mutation(api.projects.updateStatus, { projectId, status: 'paused' as 'active' }),
    ).rejects.toThrow(/Validator/)
    await expect(ana.query(api.projects.get, { projectId: 'nope' as Id<'projects'> })).rejects.toThrow()
  })
})
