// The data model at the sizes real merchants reach, with Convex's per-transaction limits on
// (helpers.newBackend): a long history of a large theme, a real-sized theme, a store with
// hundreds of pages. Each of these failed with "Read too much data" or similar before themes
// were stored by content.
import { describe, expect, it, vi } from 'vitest'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { currentFiles, newBackend, saveTheme, signedIn, userWithPage, type Backend } from './helpers'

/** A theme of `files` files of about `bytes` UTF-8 bytes in all, spread over the theme's folders. */
function bigTheme(files: number, bytes: number): Record<string, string> {
  const folders = ['sections', 'snippets', 'assets', 'blocks', 'locales', 'templates']
  const each = Math.floor(bytes / files)
  const theme: Record<string, string> = { 'layout/theme.liquid': '<html>{{ content_for_layout }}</html>' }
  for (let i = 0; i < files - 1; i++) {
    const folder = folders[i % folders.length]!
    const extension =
      folder === 'locales' || folder === 'templates' ? 'json' : folder === 'assets' ? 'css' : 'liquid'
    const name = folder === 'locales' ? `l${i}.json` : `f${i}.${extension}`
    theme[`${folder}/${name}`] = `/* ${folder} ${i} */ ${'x'.repeat(each)}`
  }
  return theme
}

/** UTF-8 bytes of every document of the theme tables (what the deployment stores). */
async function storedBytes(t: Backend) {
  return await t.run(async (ctx) => {
    let bytes = 0
    for (const table of ['themeVersions', 'themeTrees', 'themeContents'] as const) {
      for (const doc of await ctx.db.query(table).collect())
        bytes += new TextEncoder().encode(JSON.stringify(doc)).length
    }
    return bytes
  })
}

async function count(
  t: Backend,
  table: 'themeVersions' | 'themeTrees' | 'themeContents' | 'pages' | 'themes',
) {
  return await t.run(async (ctx) => (await ctx.db.query(table).collect()).length)
}

describe('a long history of a 500 KB theme', () => {
  it('1,000 versions: current, a history page, undo, redo, restore and delete all stay within the limits', async () => {
    const { t, ana, pageId } = await userWithPage('Shoes')
    const theme = bigTheme(60, 500_000)
    let current = await saveTheme(ana, theme, { pageId })
    const template = (n: number) =>
      JSON.stringify({ sections: { hero: { type: 'hero', settings: { n } } }, order: ['hero'] }).padEnd(8_000)
    for (let n = 2; n <= 1000; n++) {
      current = await saveTheme(
        ana,
        { 'templates/index.json': template(n) },
        { pageId, source: 'visual_edit', baseVersionId: current.versionId },
      )
    }
    expect(current).toMatchObject({ number: 1000, versionCount: 1000, canUndo: true, canRedo: false })
    expect(current.manifest.length).toBe(61)

    // A visual edit stores less than twice the file it changed.
    const before = await storedBytes(t)
    current = await saveTheme(
      ana,
      { 'templates/index.json': template(1001) },
      { pageId, source: 'visual_edit', baseVersionId: current.versionId },
    )
    expect((await storedBytes(t)) - before).toBeLessThan(2 * 8_000)

    const firstPage = await ana.query(api.themes.versions, {
      pageId,
      paginationOpts: { numItems: 25, cursor: null },
    })
    expect(firstPage.page.map((v) => v.number).slice(0, 3)).toEqual([1001, 1000, 999])
    expect(firstPage.isDone).toBe(false)
    const nextPage = await ana.query(api.themes.versions, {
      pageId,
      paginationOpts: { numItems: 25, cursor: firstPage.continueCursor },
    })
    expect(nextPage.page[0]!.number).toBe(976)
    expect((await ana.query(api.themes.lineage, { pageId })).length).toBe(100)

    for (let i = 0; i < 40; i++) await ana.mutation(api.themes.undo, { pageId })
    expect(await ana.query(api.themes.current, { pageId })).toMatchObject({ number: 961, canRedo: true })
    expect(
      JSON.parse((await currentFiles(ana, pageId))!['templates/index.json']!).sections.hero.settings.n,
    ).toBe(961)
    for (let i = 0; i < 10; i++) await ana.mutation(api.themes.redo, { pageId })
    expect(await ana.query(api.themes.current, { pageId })).toMatchObject({ number: 971 })

    const oldest = await t.run(
      async (ctx) => (await ctx.db.query('themeVersions').withIndex('by_theme_number').first())!,
    )
    const restored = await ana.mutation(api.themes.restore, { versionId: oldest._id })
    expect(restored).toMatchObject({ number: 1002, source: 'restore' })
    expect(await currentFiles(ana, pageId)).toEqual(theme)

    vi.useFakeTimers()
    try {
      await ana.mutation(api.pages.remove, { pageId })
      await t.finishAllScheduledFunctions(vi.runAllTimers)
    } finally {
      vi.useRealTimers()
    }
    expect({
      versions: await count(t, 'themeVersions'),
      trees: await count(t, 'themeTrees'),
      contents: await count(t, 'themeContents'),
      themes: await count(t, 'themes'),
    }).toEqual({ versions: 0, trees: 0, contents: 0, themes: 0 })
  }, 300_000)
})

describe('real-sized themes', () => {
  it('a 2 MB theme with a 1.2 MB locale file of multibyte text is saved and read back whole', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const theme = bigTheme(250, 800_000)
    theme['locales/ja.json'] = JSON.stringify({ greeting: 'いらっしゃいませ'.repeat(50_000) })
    await saveTheme(ana, theme)
    const current = (await ana.query(api.themes.current, {}))!
    expect(current.bytes).toBeGreaterThan(2_000_000)
    expect(current.manifest.length).toBe(251)
    expect(await currentFiles(ana)).toEqual(theme)
  })
})

describe('a store with many pages', () => {
  it('lists 300 pages whose previews add up to 150 MB without reading them', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const projectId = (await ana.mutation(api.projects.create, { shop: 'stride' }))! as Id<'projects'>
    const html = `<html>${'p'.repeat(500_000)}</html>`
    for (let batch = 0; batch < 10; batch++) {
      await t.run(async (ctx) => {
        const user = (await ctx.db.query('users').first())!
        for (let i = 0; i < 30; i++) {
          const pageId = await ctx.db.insert('pages', {
            projectId,
            userId: user._id,
            title: `Page ${batch * 30 + i}`,
            pageType: 'landing',
            userPrompt: 'A landing page for the summer sale',
            status: 'draft',
            hasPreview: true,
            updatedAt: Date.now(),
          })
          await ctx.db.insert('pagePreviews', { pageId, html, updatedAt: Date.now() })
        }
      })
    }
    const pages = await ana.query(api.pages.list, { projectId })
    expect(pages.length).toBe(300)
    expect(pages.every((page) => page.hasGeneratedHtml)).toBe(true)
    expect(await ana.query(api.projects.list, {})).toMatchObject([{ pageCount: 300 }])
    expect((await ana.query(api.pages.generatedHtml, { pageId: pages[0]!._id }))!.length).toBe(html.length)
  })
})
