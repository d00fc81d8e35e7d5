// Issue #25, item 7: `saveEdit` (visual edits, code edits, imports) accepted one path several
// times in one call, and the version's manifest then held that file twice. A path given twice is
// refused with a clear error before anything is written. Each attack is made through the public
// surface, by an editor of the owner's store, and must leave the page and everyone's credits as
// they were.
import { describe, expect, it } from 'vitest'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import {
  anasHomePage,
  joined,
  currentFiles,
  newBackend,
  saveTheme,
  signedIn,
  type Backend,
} from '../convex/helpers'

type User = Awaited<ReturnType<typeof signedIn>>

const LAYOUT = 'layout/theme.liquid'
const config = { name: 'Stride', tagline: '', primaryColor: '#112233', categories: [] }

/** Ana's store with a home page whose theme has one version, and Bo, an editor of it. */
async function storeWithEditor(t: Backend) {
  const { ana, projectId, pageId } = await anasHomePage(t)
  const first = await saveTheme(
    ana,
    { [LAYOUT]: '<h1>Stride</h1>{{ content_for_layout }}', 'sections/hero.liquid': '<h2>Hero</h2>' },
    { pageId },
  )
  const bo = await joined(t, ana, projectId, 'bo', 'editor')
  return { ana, bo, pageId, first }
}

async function pageState(t: Backend, ana: User, pageId: Id<'pages'>) {
  return {
    current: await ana.query(api.themes.current, { pageId }),
    versions: (
      await ana.query(api.themes.versions, { pageId, paginationOpts: { numItems: 50, cursor: null } })
    ).page.map((version) => version.versionId),
    files: await currentFiles(ana, pageId),
    // Nothing half-written either: no content or tree stored for a refused edit.
    stored: await t.run(async (ctx) => ({
      contents: (await ctx.db.query('themeContents').collect()).length,
      trees: (await ctx.db.query('themeTrees').collect()).length,
    })),
  }
}

async function credits(user: User) {
  return (await user.query(api.users.me, {}))!.credits
}

describe('saveEdit with one path given twice', () => {
  const attacks: {
    name: string
    source: 'visual_edit' | 'code_edit' | 'import'
    onBase: boolean
    changes: { path: string; source: string | null }[]
  }[] = [
    {
      name: 'a code edit writing the layout twice',
      source: 'code_edit',
      onBase: true,
      changes: [
        { path: LAYOUT, source: '<h1>One</h1>{{ content_for_layout }}' },
        { path: LAYOUT, source: '<h1>Two</h1>{{ content_for_layout }}' },
      ],
    },
    {
      name: 'a visual edit deleting and writing the same file',
      source: 'visual_edit',
      onBase: true,
      changes: [
        { path: 'sections/hero.liquid', source: null },
        { path: 'sections/hero.liquid', source: '<h2>Again</h2>' },
      ],
    },
    {
      name: 'an import naming a file twice among others',
      source: 'import',
      onBase: false,
      changes: [
        { path: LAYOUT, source: '<h1>Imported</h1>{{ content_for_layout }}' },
        { path: 'sections/hero.liquid', source: 'a' },
        { path: 'sections/hero.liquid', source: 'a' },
      ],
    },
  ]

  for (const attack of attacks) {
    it(`refuses ${attack.name}, and the page and credits stay as they were`, async () => {
      const t = newBackend()
      const { ana, bo, pageId, first } = await storeWithEditor(t)
      const before = await pageState(t, ana, pageId)
      const credit = { ana: await credits(ana), bo: await credits(bo) }
      const twice = attack.changes.find((change, i) =>
        attack.changes.some((other, j) => j < i && other.path === change.path),
      )!.path

      await expect(
        bo.mutation(api.themes.saveEdit, {
          pageId,
          source: attack.source,
          ...(attack.onBase ? { baseVersionId: first.versionId } : {}),
          changes: attack.changes,
          explanation: '',
          storeConfig: config,
        }),
      ).rejects.toThrow(`The file ${twice} is given twice`)

      expect(await pageState(t, ana, pageId)).toEqual(before)
      // Every path in the manifest is there once.
      const manifest = (await ana.query(api.themes.current, { pageId }))!.manifest.map((entry) => entry.path)
      expect(new Set(manifest).size).toBe(manifest.length)
      expect(await credits(ana)).toBe(credit.ana)
      expect(await credits(bo)).toBe(credit.bo)
    })
  }

  it('refuses a path given twice on a scratch theme too, and the same edit with each path once is saved', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    await expect(
      ana.mutation(api.themes.saveEdit, {
        source: 'import',
        changes: [
          { path: LAYOUT, source: 'a' },
          { path: LAYOUT, source: 'b' },
        ],
        explanation: '',
        storeConfig: config,
      }),
    ).rejects.toThrow(`The file ${LAYOUT} is given twice`)
    expect(await ana.query(api.themes.current, {})).toBeNull()

    const saved = await ana.mutation(api.themes.saveEdit, {
      source: 'import',
      changes: [{ path: LAYOUT, source: 'b' }],
      explanation: '',
      storeConfig: config,
    })
    expect(saved.manifest.map((entry) => entry.path)).toEqual([LAYOUT])
  })
})
