// Local data files from before themes were stored by content: a version held the whole theme
// (`files`) and a page its preview HTML (`generatedHtml`). On load, each is rewritten in the
// current shape through the same model code the functions use, one transaction per document,
// so even a long history migrates within Convex's limits.
import type { convexTest } from 'convex-test'
import type { Id } from '../../convex/_generated/dataModel'
import type { MutationCtx } from '../../convex/_generated/server'
import { storeContents, storeTrees } from '../../convex/model/contents.ts'
import type { DatabaseState } from './state.ts'

type TestInstance = ReturnType<typeof convexTest>

interface LegacyVersion {
  _id: Id<'themeVersions'>
  _creationTime: number
  themeId: Id<'themes'>
  /** Before contents: the whole theme. */
  files?: { path: string; source: string }[]
  /** Before explanations were contents too. */
  explanation?: string
}

interface LegacyPage {
  _id: Id<'pages'>
  _creationTime: number
  generatedHtml?: string
}

function legacyIds(state: DatabaseState, table: string, isLegacy: (doc: Record<string, unknown>) => boolean) {
  return Object.entries(state.documents)
    .filter(([id, doc]) => id.endsWith(table) && isLegacy(doc as Record<string, unknown>))
    .map(([id]) => id)
}

/** Runs `fn` in one transaction with the app's typed context. */
async function inTransaction(t: TestInstance, fn: (ctx: MutationCtx) => Promise<void>): Promise<void> {
  await t.run(async (ctx) => await fn(ctx as unknown as MutationCtx))
}

/** Rewrites legacy documents in place; answers how many it rewrote. */
export async function migrateLegacyData(t: TestInstance, state: DatabaseState): Promise<number> {
  const versions = legacyIds(
    state,
    'themeVersions',
    (doc) => Array.isArray(doc.files) || 'explanation' in doc,
  )
  const pages = legacyIds(state, 'pages', (doc) => 'generatedHtml' in doc)
  for (const id of versions) {
    await inTransaction(t, async (ctx) => {
      const legacy = (await ctx.db.get(id as Id<'themeVersions'>)) as unknown as LegacyVersion
      const { _id, _creationTime, files, explanation, ...rest } = legacy
      const text = await storeContents(ctx, legacy.themeId, [{ path: '', text: explanation ?? '' }])
      let manifest = {}
      if (files !== undefined) {
        const list = files.map(({ path, source }) => ({ path, text: source }))
        const { entries } = await storeContents(ctx, legacy.themeId, list)
        manifest = {
          trees: await storeTrees(ctx, legacy.themeId, entries),
          fileCount: entries.length,
          bytes: entries.reduce((sum, entry) => sum + entry.size, 0),
        }
      }
      await ctx.db.replace(_id, { ...rest, ...manifest, explanationHash: text.entries[0]!.hash } as never)
      void _creationTime
    })
  }
  for (const id of pages) {
    await inTransaction(t, async (ctx) => {
      const legacy = (await ctx.db.get(id as Id<'pages'>)) as unknown as LegacyPage
      const { _id, _creationTime, generatedHtml, ...rest } = legacy
      const hasPreview = generatedHtml !== undefined && generatedHtml !== ''
      if (hasPreview)
        await ctx.db.insert('pagePreviews', { pageId: _id, html: generatedHtml, updatedAt: Date.now() })
      await ctx.db.replace(_id, { ...rest, hasPreview } as never)
      void _creationTime
    })
  }
  return versions.length + pages.length
}
