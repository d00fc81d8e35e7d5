import { describe, expect, it, vi } from 'vitest'
import { api, internal } from '../../convex/_generated/api'
import { EDITOR_DESIGN_BUSY, NO_EDITOR_DESIGN } from '../../convex/model/constants'
import { composeTheme } from '../../src/engine/compose'
import { currentFiles, newBackend, saveTheme, signedIn } from './helpers'

async function withProject(name = 'ana') {
  const t = newBackend()
  const user = await signedIn(t, name)
  const projectId = (await user.mutation(api.projects.create, { shop: 'stride' }))!
  return { t, user, projectId }
}

describe('pages', () => {
  it('creates pages as drafts and lists them newest first', async () => {
    const { user, projectId } = await withProject()
    const home = await user.mutation(api.pages.create, {
      projectId,
      pageType: 'homepage',
      title: ' Home ',
      userPrompt: 'A bold sneaker store',
    })
    const about = await user.mutation(api.pages.create, {
      projectId,
      pageType: 'about',
      title: 'About us',
      userPrompt: 'Our story',
    })
    const pages = await user.query(api.pages.list, { projectId })
    expect(pages.map((p) => p._id)).toEqual([about, home])
    expect(pages[1]).toMatchObject({
      title: 'Home',
      status: 'draft',
      pageType: 'homepage',
      hasGeneratedHtml: false,
    })
    expect((await user.query(api.projects.get, { projectId }))?.pageCount).toBe(2)
  })

  it('requires page type, title and prompt', async () => {
    const { user, projectId } = await withProject()
    await expect(
      user.mutation(api.pages.create, { projectId, pageType: 'homepage', title: '  ', userPrompt: 'x' }),
    ).rejects.toThrow('Page title is required')
    await expect(
      user.mutation(api.pages.create, { projectId, pageType: 'homepage', title: 'Home', userPrompt: '' }),
    ).rejects.toThrow('AI prompt is required')
    await expect(
      user.mutation(api.pages.create, {
        projectId,
        pageType: 'gallery' as 'homepage',
        title: 'H',
        userPrompt: 'x',
      }),
    ).rejects.toThrow(/Validator/)
    await expect(
      user.mutation(api.pages.create, {
        projectId,
        pageType: 'homepage',
        title: 'H',
        userPrompt: 'x'.repeat(5000),
      }),
    ).rejects.toThrow('too long')
  })

  it('updates and deletes a page', async () => {
    const { user, projectId } = await withProject()
    const pageId = await user.mutation(api.pages.create, {
      projectId,
      pageType: 'product',
      title: 'Runner',
      userPrompt: 'A product page',
    })
    await user.mutation(api.pages.update, { pageId, title: 'Runner 2', status: 'published' })
    expect(await user.query(api.pages.get, { pageId })).toMatchObject({
      title: 'Runner 2',
      status: 'published',
    })
    await user.mutation(api.pages.remove, { pageId })
    expect(await user.query(api.pages.get, { pageId })).toBeNull()
  })

  it("keeps another user's pages out of reach", async () => {
    const { t, user, projectId } = await withProject()
    const pageId = await user.mutation(api.pages.create, {
      projectId,
      pageType: 'homepage',
      title: 'Home',
      userPrompt: 'x',
    })
    const ben = await signedIn(t, 'ben')
    await expect(ben.query(api.pages.list, { projectId })).rejects.toThrow('Project not found')
    expect(await ben.query(api.pages.get, { pageId })).toBeNull()
    expect(await ben.query(api.pages.generatedHtml, { pageId })).toBeNull()
    await expect(ben.mutation(api.pages.update, { pageId, title: 'Mine' })).rejects.toThrow('Page not found')
    await expect(ben.mutation(api.pages.remove, { pageId })).rejects.toThrow('Page not found')
    await expect(
      ben.mutation(api.pages.create, { projectId, pageType: 'homepage', title: 'H', userPrompt: 'x' }),
    ).rejects.toThrow('Project not found')
    await expect(t.query(api.pages.list, { projectId })).rejects.toThrow('Not signed in')
  })
})

describe("the editor's design in a store", () => {
  const design = () => composeTheme({ prompt: 'A bright surf shop called Swell, boards and wetsuits' })

  it('moves the design, with its history, into a new page of my store; the editor starts afresh', async () => {
    vi.useFakeTimers()
    try {
      const { t, user, projectId } = await withProject()
      const theme = design()
      const first = await saveTheme(user, theme.files, { explanation: theme.explanation })
      const second = await saveTheme(
        user,
        { ...theme.files, 'assets/extra.css': 'a{}' },
        {
          source: 'code_edit',
          baseVersionId: first.versionId,
        },
      )

      const pageId = await user.mutation(api.pages.createFromEditor, {
        projectId,
        pageType: 'homepage',
        title: ' Swell home ',
      })

      expect(await user.query(api.themes.current, {})).toBeNull()
      const moved = await user.query(api.themes.current, { pageId })
      expect(moved).toMatchObject({ versionId: second.versionId, versionCount: 2 })
      expect(await currentFiles(user, pageId)).toMatchObject({ 'assets/extra.css': 'a{}' })
      expect(await user.query(api.pages.get, { pageId })).toMatchObject({
        title: 'Swell home',
        pageType: 'homepage',
        status: 'draft',
      })
      expect((await user.query(api.projects.get, { projectId }))?.pageCount).toBe(1)

      // Its stored preview (the Preview button, the dashboard's thumbnail) is rendered next.
      await t.finishAllScheduledFunctions(vi.runAllTimers)
      expect(await user.query(api.pages.get, { pageId })).toMatchObject({ hasGeneratedHtml: true })
      expect(await user.query(api.pages.generatedHtml, { pageId })).toContain('Swell')
    } finally {
      vi.useRealTimers()
    }
  })

  it("takes the newest prompt of the design's lineage as the page's prompt", async () => {
    const { t, user, projectId } = await withProject()
    const theme = design()
    await t.run(async (ctx) => {
      const owner = (await ctx.db.query('users').first())!
      const { saveVersion } = await import('../../convex/model/themes')
      await saveVersion(ctx, {
        userId: owner._id,
        files: theme.files,
        source: 'generation',
        explanation: theme.explanation,
        storeConfig: theme.storeConfig,
        prompt: 'A bright surf shop called Swell',
      })
    })
    const current = (await user.query(api.themes.current, {}))!
    await saveTheme(
      user,
      { 'assets/extra.css': 'a{}' },
      { source: 'visual_edit', baseVersionId: current.versionId },
    )
    const pageId = await user.mutation(api.pages.createFromEditor, {
      projectId,
      pageType: 'homepage',
      title: 'Home',
    })
    expect((await user.query(api.pages.get, { pageId }))?.userPrompt).toBe('A bright surf shop called Swell')
  })

  it('refuses without a design, into a store that is not mine, or while the design is being built', async () => {
    const { t, user, projectId } = await withProject()
    await expect(
      user.mutation(api.pages.createFromEditor, { projectId, pageType: 'homepage', title: 'Home' }),
    ).rejects.toThrow(NO_EDITOR_DESIGN)

    await saveTheme(user, design().files)
    const ben = await signedIn(t, 'ben')
    await saveTheme(ben, design().files)
    await expect(
      ben.mutation(api.pages.createFromEditor, { projectId, pageType: 'homepage', title: 'Home' }),
    ).rejects.toThrow('Project not found')
    await expect(
      user.mutation(api.pages.createFromEditor, { projectId, pageType: 'homepage', title: ' ' }),
    ).rejects.toThrow('Page title is required')

    await user.mutation(api.generation.start, { prompt: 'A calm tea shop' })
    await expect(
      user.mutation(api.pages.createFromEditor, { projectId, pageType: 'homepage', title: 'Home' }),
    ).rejects.toThrow(EDITOR_DESIGN_BUSY)
    // Nothing moved: the design is still the editor's, and the store has no page.
    expect(await user.query(api.themes.current, {})).not.toBeNull()
    expect((await user.query(api.projects.get, { projectId }))?.pageCount).toBe(0)
  })

  it("renders a page's stored preview again after an edit, and keeps no render of an older version", async () => {
    vi.useFakeTimers()
    try {
      const { t, user, projectId } = await withProject()
      const pageId = await user.mutation(api.pages.create, {
        projectId,
        pageType: 'homepage',
        title: 'Home',
        userPrompt: 'A surf shop',
      })
      const theme = design()
      const first = await saveTheme(user, theme.files, { pageId })
      await t.finishAllScheduledFunctions(vi.runAllTimers)
      expect(await user.query(api.pages.generatedHtml, { pageId })).toContain('Swell')

      const renamed = theme.files['config/settings_data.json']!
      await saveTheme(
        user,
        { 'config/settings_data.json': renamed.replaceAll('Swell', 'Tidewater') },
        { pageId, source: 'visual_edit', baseVersionId: first.versionId },
      )
      // A burst of edits is rendered once, after the last.
      let base = (await user.query(api.themes.current, { pageId }))!.versionId
      for (const name of ['Tide', 'Tidal', 'Tidewater']) {
        const saved = await saveTheme(
          user,
          { 'config/settings_data.json': renamed.replaceAll('Swell', name) },
          { pageId, source: 'visual_edit', baseVersionId: base },
        )
        base = saved.versionId
      }
      const renders = await t.run(async (ctx) =>
        (await ctx.db.system.query('_scheduled_functions').collect()).filter(
          (job) => job.name.includes('renderPagePreview') && job.state.kind === 'pending',
        ),
      )
      expect(renders).toHaveLength(1)
      await t.finishAllScheduledFunctions(vi.runAllTimers)
      const html = await user.query(api.pages.generatedHtml, { pageId })
      expect(html).toContain('Tidewater')
      expect(html).not.toContain('>Swell<')
      // A render that finishes after the theme moved on is dropped.
      await t.mutation(internal.pages.storePreview, {
        pageId,
        versionId: first.versionId,
        html: '<p>old</p>',
      })
      expect(await user.query(api.pages.generatedHtml, { pageId })).toBe(html)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("the dashboard's pages", () => {
  it('lists my pages across my stores, newest first, with their store and version count; never theirs', async () => {
    const { t, user, projectId } = await withProject()
    const other = (await user.mutation(api.projects.create, { shop: 'swell', storeName: 'Swell Surf' }))!
    const home = await user.mutation(api.pages.create, {
      projectId,
      pageType: 'homepage',
      title: 'Home',
      userPrompt: 'Sneakers',
    })
    await saveTheme(
      user,
      { 'layout/theme.liquid': '<html>{{ content_for_layout }}</html>' },
      { pageId: home },
    )
    const about = await user.mutation(api.pages.create, {
      projectId: other,
      pageType: 'about',
      title: 'About',
      userPrompt: 'Our story',
    })
    const ben = await signedIn(t, 'ben')
    const bens = (await ben.mutation(api.projects.create, { shop: 'bens' }))!
    await ben.mutation(api.pages.create, {
      projectId: bens,
      pageType: 'about',
      title: 'Ben',
      userPrompt: 'x',
    })

    const recent = await user.query(api.pages.recent, {})
    expect(recent.map((page) => [page._id, page.storeName, page.versionCount])).toEqual([
      [about, 'Swell Surf', 0],
      [home, 'stride.myshopify.com', 1],
    ])
    expect((await ben.query(api.pages.recent, {})).map((page) => page.title)).toEqual(['Ben'])
  })
})
