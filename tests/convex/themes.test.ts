import { describe, expect, it } from 'vitest'
import { api } from '../../convex/_generated/api'
import type { Doc } from '../../convex/_generated/dataModel'
import { saveVersion } from '../../convex/model/themes'
import { currentFiles, newBackend, saveTheme, signedIn, type Backend } from './helpers'

const storeConfig = { name: 'Stride', tagline: '', primaryColor: '#112233', categories: ['Sneakers'] }
const file = (source: string) => ({ 'layout/theme.liquid': source })
const firstPage = { numItems: 20, cursor: null }

async function documents<T extends 'themeContents' | 'themeTrees' | 'themeVersions'>(t: Backend, table: T) {
  return await t.run(async (ctx) => (await ctx.db.query(table).collect()) as Doc<T>[])
}

describe('theme versions', () => {
  it('keeps every version and restores an earlier one as a new version', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    expect(await ana.query(api.themes.current, {})).toBeNull()
    await saveTheme(ana, file('v1'), { explanation: 'one' })
    await saveTheme(ana, file('v2'), { source: 'code_edit', explanation: 'two' })
    expect(await ana.query(api.themes.current, {})).toMatchObject({ number: 2, source: 'code_edit' })
    expect(await currentFiles(ana)).toEqual({ 'layout/theme.liquid': 'v2' })
    const versions = await ana.query(api.themes.versions, { paginationOpts: firstPage })
    expect(versions.page.map((v) => [v.number, v.source, v.current])).toEqual([
      [2, 'code_edit', true],
      [1, 'import', false],
    ])
    await ana.mutation(api.themes.restore, { versionId: versions.page[1]!.versionId })
    expect(await ana.query(api.themes.current, {})).toMatchObject({ number: 3, source: 'restore' })
    expect(await currentFiles(ana)).toEqual({ 'layout/theme.liquid': 'v1' })
  })

  it('keeps a Config tab change as a store settings version, with its settings, in the lineage', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const first = await saveTheme(ana, file('v1'), { source: 'import' })
    const settings = { ...storeConfig, tagline: 'Run far', categories: ['Boots', 'Sandals'] }
    await ana.mutation(api.themes.saveEdit, {
      source: 'config',
      baseVersionId: first.versionId,
      changes: [{ path: 'config/settings_data.json', source: '{"current":{"store_tagline":"Run far"}}' }],
      explanation: '',
      storeConfig: settings,
    })
    expect(await ana.query(api.themes.current, {})).toMatchObject({
      number: 2,
      source: 'config',
      storeConfig: settings,
    })
    const versions = await ana.query(api.themes.versions, { paginationOpts: firstPage })
    expect(versions.page.map((v) => v.source)).toEqual(['config', 'import'])
    // An edit of the theme, like a visual edit: the conversation goes on through it.
    expect((await ana.query(api.themes.lineage, {})).map((v) => v.number)).toEqual([2, 1])
  })

  it('refuses unsafe paths and empty themes', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await expect(saveTheme(ana, { '../etc/passwd': 'x' })).rejects.toThrow(
      'Not a theme file path: ../etc/passwd',
    )
    await expect(saveTheme(ana, {})).rejects.toThrow('at least one file')
  })

  it("never shows, serves or restores another user's theme", async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const ben = await signedIn(t, 'ben')
    const saved = await saveTheme(ana, file('mine'))
    expect(await ben.query(api.themes.current, {})).toBeNull()
    await expect(
      ben.query(api.themes.contents, { themeId: saved.themeId, hashes: [saved.manifest[0]!.hash] }),
    ).rejects.toThrow('Theme not found')
    await expect(ben.mutation(api.themes.restore, { versionId: saved.versionId })).rejects.toThrow(
      'Version not found',
    )
  })
})

describe('content-addressed storage', () => {
  const theme = {
    'layout/theme.liquid': '<html>{{ content_for_layout }}</html>',
    'sections/hero.liquid': '<h1>Hi</h1>',
    'sections/footer.liquid': '<footer></footer>',
    'templates/index.json': '{"sections":{}}',
  }

  it('a visual edit stores the changed file and its folder, not a copy of the theme', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const first = await saveTheme(ana, theme)
    // The four files, and the (empty) explanation, which versions share the same way.
    expect((await documents(t, 'themeContents')).length).toBe(5)
    expect((await documents(t, 'themeTrees')).length).toBe(3)
    const edited = await saveTheme(
      ana,
      { 'templates/index.json': '{"sections":{"a":{}}}' },
      { source: 'visual_edit', baseVersionId: first.versionId },
    )
    expect((await documents(t, 'themeContents')).length).toBe(6)
    // Only the templates folder is new; layout and sections are shared with version 1.
    expect((await documents(t, 'themeTrees')).length).toBe(4)
    expect(edited.manifest.map((entry) => entry.path)).toEqual(Object.keys(theme).sort())
    expect(await currentFiles(ana)).toEqual({ ...theme, 'templates/index.json': '{"sections":{"a":{}}}' })
  })

  it('a file deleted by an edit leaves the version; a restore writes no file at all', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const first = await saveTheme(ana, theme)
    const second = await ana.mutation(api.themes.saveEdit, {
      source: 'code_edit',
      baseVersionId: first.versionId,
      changes: [{ path: 'sections/footer.liquid', source: null }],
      explanation: '',
      storeConfig,
    })
    expect(second.manifest.map((entry) => entry.path)).not.toContain('sections/footer.liquid')
    const before = (await documents(t, 'themeContents')).length
    await ana.mutation(api.themes.restore, { versionId: first.versionId })
    expect((await documents(t, 'themeContents')).length).toBe(before)
    expect(await currentFiles(ana)).toEqual(theme)
  })

  it('the same content at two paths or in two versions is stored once', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await saveTheme(ana, { 'snippets/a.liquid': 'same', 'snippets/b.liquid': 'same' })
    await saveTheme(ana, {
      'snippets/a.liquid': 'same',
      'snippets/b.liquid': 'same',
      'snippets/c.liquid': 'x',
    })
    expect((await documents(t, 'themeContents')).map((doc) => doc.text).sort()).toEqual(['', 'same', 'x'])
  })

  it('a file larger than a document spans several, and reads back whole', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    // 1.5 MB of three-byte characters: more than a Convex document holds.
    const big = '日本語のテキスト'.repeat(62_500)
    await saveTheme(ana, { 'locales/ja.json': big, 'layout/theme.liquid': 'x' })
    const chunks = (await documents(t, 'themeContents')).filter((doc) => doc.chunks > 1)
    expect(chunks.length).toBe(3)
    expect((await currentFiles(ana))!['locales/ja.json']).toBe(big)
  })
})

describe('limits counted in UTF-8 bytes', () => {
  it('refuses an explanation over 64 KB of multibyte text with a clear message, and accepts one at the limit', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    // 21,333 three-byte characters: 63,999 bytes but only 21,333 characters.
    const atLimit = 'あ'.repeat(21_333)
    await expect(saveTheme(ana, file('x'), { explanation: atLimit })).resolves.toMatchObject({ number: 1 })
    await expect(saveTheme(ana, file('x'), { explanation: `${atLimit}ああ` })).rejects.toThrow(
      'The explanation is too long (at most 64 KB)',
    )
  })

  it('refuses a theme over 10 MB, counted in bytes, before writing anything', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    // 5.2 million characters: under 10 million, but 10.4 MB.
    const files = {
      'assets/a.js': 'é'.repeat(1_700_000),
      'assets/b.js': 'é'.repeat(1_700_000),
      'assets/c.js': 'é'.repeat(1_800_000),
    }
    await expect(saveTheme(ana, files)).rejects.toThrow(
      'The theme is too large to save: 10.4 MB (at most 10 MB)',
    )
    expect(await documents(t, 'themeContents')).toEqual([])
  })
})

describe('undo and redo', () => {
  it('steps back and forth along the versions without creating new ones', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await saveTheme(ana, file('v1'))
    await saveTheme(ana, file('v2'))
    await saveTheme(ana, file('v3'))
    expect(await ana.mutation(api.themes.undo, {})).toMatchObject({ number: 2, canUndo: true, canRedo: true })
    expect(await currentFiles(ana)).toEqual(file('v2'))
    await ana.mutation(api.themes.undo, {})
    expect(await ana.mutation(api.themes.undo, {})).toBeNull()
    expect(await ana.query(api.themes.current, {})).toMatchObject({
      number: 1,
      canUndo: false,
      canRedo: true,
    })
    expect(await ana.mutation(api.themes.redo, {})).toMatchObject({ number: 2 })
    expect(await ana.mutation(api.themes.redo, {})).toMatchObject({ number: 3, canRedo: false })
    expect(await ana.mutation(api.themes.redo, {})).toBeNull()
    expect((await ana.query(api.themes.versions, { paginationOpts: firstPage })).page.length).toBe(3)
  })

  it('after an undo, a new edit branches: undo returns to its base, redo follows the new branch', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await saveTheme(ana, file('v1'))
    await saveTheme(ana, file('v2'))
    await ana.mutation(api.themes.undo, {})
    await saveTheme(ana, file('v3 from v1'))
    expect(await ana.mutation(api.themes.undo, {})).toMatchObject({ number: 1 })
    expect(await ana.mutation(api.themes.redo, {})).toMatchObject({ number: 3 })
  })

  it('the lineage follows parents back to the first version, newest first', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await saveTheme(ana, file('v1'))
    await saveTheme(ana, file('v2'))
    await ana.mutation(api.themes.undo, {})
    await saveTheme(ana, file('v3'), { source: 'code_edit' })
    expect((await ana.query(api.themes.lineage, {})).map((v) => v.number)).toEqual([3, 1])
  })

  it("cannot step another user's page", async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const ben = await signedIn(t, 'ben')
    const projectId = (await ana.mutation(api.projects.create, { shop: 'stride' }))!
    const pageId = await ana.mutation(api.pages.create, {
      projectId,
      pageType: 'homepage',
      title: 'H',
      userPrompt: 'x',
    })
    await expect(ben.mutation(api.themes.undo, { pageId })).rejects.toThrow('Page not found')
  })
})

describe('Theme Check baseline', () => {
  it('is the import a version descends from: edits keep it, a restore takes the restored version’s', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const imported = await saveTheme(ana, file('v1'))
    expect(imported.baseNumber).toBe(1)
    const edited = await saveTheme(ana, file('v2'), {
      source: 'code_edit',
      baseVersionId: imported.versionId,
    })
    expect(edited.baseNumber).toBe(1)
    const baseline = await ana.query(api.themes.baseline, {})
    expect(baseline).toMatchObject({ versionId: imported.versionId, number: 1, source: 'import' })
    expect(baseline!.manifest).toEqual(imported.manifest)

    const again = await saveTheme(ana, file('v3'))
    expect(again.baseNumber).toBe(3)
    const visual = await saveTheme(ana, file('v4'), { source: 'visual_edit', baseVersionId: again.versionId })
    expect(visual.baseNumber).toBe(3)
    // Version 2 was made from the first import: restored, it is judged against that one.
    const restored = await ana.mutation(api.themes.restore, { versionId: edited.versionId })
    expect(restored).toMatchObject({ number: 5, baseNumber: 1 })
    expect((await ana.query(api.themes.baseline, {}))!.versionId).toBe(imported.versionId)
    // Undo makes version 4 current again, with its own baseline.
    expect(await ana.mutation(api.themes.undo, {})).toMatchObject({ number: 4, baseNumber: 3 })
    expect((await ana.query(api.themes.baseline, {}))!.versionId).toBe(again.versionId)
  })

  it('is the generated theme for its refinements', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const userId = await t.run(async (ctx) => (await ctx.db.query('users').first())!._id)
    const version = (source: 'generation' | 'refinement', text: string) =>
      t.run((ctx) => saveVersion(ctx, { userId, files: file(text), source, explanation: text, storeConfig }))
    expect((await version('generation', 'g')).baseNumber).toBe(1)
    expect((await version('refinement', 'r')).baseNumber).toBe(1)
    expect(await ana.query(api.themes.baseline, {})).toMatchObject({ number: 1, source: 'generation' })
  })

  it('is none for a theme made from the starter, with nothing imported or generated behind it', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const first = await saveTheme(ana, file('edited starter'), { source: 'visual_edit' })
    expect(first.baseNumber).toBeNull()
    expect(await ana.query(api.themes.baseline, {})).toBeNull()
    expect((await saveTheme(ana, file('again'), { source: 'code_edit' })).baseNumber).toBeNull()
  })

  it('is found along the parents for versions saved before it was recorded', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const imported = await saveTheme(ana, file('v1'))
    await saveTheme(ana, file('v2'), { source: 'code_edit', baseVersionId: imported.versionId })
    await t.run(async (ctx) => {
      for (const version of await ctx.db.query('themeVersions').collect())
        await ctx.db.patch(version._id, { baseNumber: undefined })
    })
    expect(await ana.query(api.themes.current, {})).toMatchObject({ number: 2, baseNumber: 1 })
    const next = await saveTheme(ana, file('v3'), { source: 'code_edit' })
    expect(next.baseNumber).toBe(1)
    expect((await ana.query(api.themes.baseline, {}))!.versionId).toBe(imported.versionId)
  })
})
