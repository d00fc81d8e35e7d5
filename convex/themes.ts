import { v } from 'convex/values'
import { paginationOptsValidator } from 'convex/server'
import { internalMutation } from './_generated/server'
import { maybeUserPageQuery, pageMutation, pageQuery, userMutation, userQuery } from './functions'
import { internal } from './_generated/api'
import { fileChanges, storeConfig } from './schema'
import { schedulePagePreview } from './model/pages'
import {
  baselineTheme,
  currentTheme,
  findTheme,
  purgeThemeBatch,
  restoreVersion,
  saveChanges,
  stepVersion,
  themeContents,
  versionLineage,
  withAuthors,
} from './model/themes'

/**
 * The current version of a page's theme (or of my editor scratch session when pageId is
 * absent): its manifest and metadata, never the files themselves.
 */
export const current = maybeUserPageQuery({
  args: { pageId: v.optional(v.id('pages')) },
  handler: async (ctx, { pageId }) => {
    if (ctx.user === null) return null
    return await currentTheme(ctx, ctx.user._id, pageId)
  },
})

/**
 * The version whose Theme Check offenses are the theme's own (the import or generation the
 * current one descends from) with its manifest: what the editor tells the offenses its
 * people's edits added from. Null when there is none.
 */
export const baseline = maybeUserPageQuery({
  args: { pageId: v.optional(v.id('pages')) },
  handler: async (ctx, { pageId }) => {
    if (ctx.user === null) return null
    return await baselineTheme(ctx, ctx.user._id, pageId)
  },
})

/** File contents by hash, for a client that holds the others already. */
export const contents = userQuery({
  args: { themeId: v.id('themes'), hashes: v.array(v.string()) },
  handler: async (ctx, { themeId, hashes }) => await themeContents(ctx, ctx.user._id, themeId, hashes),
})

/** The history, newest first, a page at a time. */
export const versions = pageQuery({
  args: { pageId: v.optional(v.id('pages')), paginationOpts: paginationOptsValidator },
  handler: async (ctx, { pageId, paginationOpts }) => {
    const theme = await findTheme(ctx, ctx.user._id, pageId)
    if (theme === null) return { page: [], isDone: true, continueCursor: '' }
    const result = await ctx.db
      .query('themeVersions')
      .withIndex('by_theme_number', (q) => q.eq('themeId', theme._id))
      .order('desc')
      .paginate(paginationOpts)
    return { ...result, page: await withAuthors(ctx, result.page, theme) }
  },
})

/** The versions the current one was made from (the Chat tab's conversation), newest first. */
export const lineage = pageQuery({
  args: { pageId: v.optional(v.id('pages')) },
  handler: async (ctx, { pageId }) => await versionLineage(ctx, ctx.user._id, pageId, 100),
})

/**
 * Saves a visual edit, a code edit, a Config tab change or an imported theme as a new version:
 * the files of `baseVersionId` with `changes` applied (a null source deletes the file). Free of
 * charge.
 */
export const saveEdit = pageMutation({
  args: {
    pageId: v.optional(v.id('pages')),
    source: v.union(
      v.literal('visual_edit'),
      v.literal('code_edit'),
      v.literal('config'),
      v.literal('import'),
    ),
    baseVersionId: v.optional(v.id('themeVersions')),
    changes: fileChanges,
    explanation: v.string(),
    storeConfig,
  },
  handler: async (ctx, args) => {
    const saved = await saveChanges(ctx, { ...args, userId: ctx.user._id })
    if (args.pageId !== undefined) await schedulePagePreview(ctx, args.pageId)
    return saved
  },
})

export const restore = userMutation({
  args: { versionId: v.id('themeVersions') },
  handler: async (ctx, { versionId }) => {
    const restored = await restoreVersion(ctx, ctx.user._id, versionId)
    const pageId = (await ctx.db.get(restored.themeId))?.pageId
    if (pageId !== undefined) await schedulePagePreview(ctx, pageId)
    return restored
  },
})

/** Ctrl/Cmd+Z: back to the version the current one came from; null when there is none. */
export const undo = pageMutation({
  args: { pageId: v.optional(v.id('pages')) },
  handler: async (ctx, { pageId }) => {
    const stepped = await stepVersion(ctx, ctx.user._id, pageId, 'undo')
    if (stepped !== null && pageId !== undefined) await schedulePagePreview(ctx, pageId)
    return stepped
  },
})

/** Shift+Ctrl/Cmd+Z: forward again along the newest branch; null when there is none. */
export const redo = pageMutation({
  args: { pageId: v.optional(v.id('pages')) },
  handler: async (ctx, { pageId }) => {
    const stepped = await stepVersion(ctx, ctx.user._id, pageId, 'redo')
    if (stepped !== null && pageId !== undefined) await schedulePagePreview(ctx, pageId)
    return stepped
  },
})

/** Deletes a deleted theme's documents a batch at a time, scheduling itself until none remain. */
export const purge = internalMutation({
  args: { themeId: v.id('themes') },
  handler: async (ctx, { themeId }) => {
    if (await purgeThemeBatch(ctx, themeId)) {
      await ctx.scheduler.runAfter(0, internal.themes.purge, { themeId })
    }
  },
})
