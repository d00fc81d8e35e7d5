import { v } from 'convex/values'
import { mutation, query } from './_generated/server'
import { storeConfig, themeFiles } from './schema'
import { getOwnedPageOrThrow } from './model/pages'
import {
  currentTheme,
  listVersions,
  restoreVersion,
  saveVersion,
  stepVersion,
  toFileMap,
} from './model/themes'
import { getCurrentUser, getCurrentUserOrThrow } from './model/users'

/** The current theme of a page, or of my editor scratch session when pageId is absent. */
export const current = query({
  args: { pageId: v.optional(v.id('pages')) },
  handler: async (ctx, { pageId }) => {
    const user = await getCurrentUser(ctx)
    if (user === null) return null
    if (pageId !== undefined) await getOwnedPageOrThrow(ctx, user._id, pageId)
    return await currentTheme(ctx, user._id, pageId)
  },
})

export const versions = query({
  args: { pageId: v.optional(v.id('pages')) },
  handler: async (ctx, { pageId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    if (pageId !== undefined) await getOwnedPageOrThrow(ctx, user._id, pageId)
    return await listVersions(ctx, user._id, pageId)
  },
})

/** Saves a visual edit, a code edit or an imported theme as a new version. Free of charge. */
export const saveEdit = mutation({
  args: {
    pageId: v.optional(v.id('pages')),
    source: v.union(v.literal('visual_edit'), v.literal('code_edit'), v.literal('import')),
    files: themeFiles,
    explanation: v.string(),
    storeConfig,
  },
  handler: async (ctx, { files, ...args }) => {
    const user = await getCurrentUserOrThrow(ctx)
    if (args.pageId !== undefined) await getOwnedPageOrThrow(ctx, user._id, args.pageId)
    return await saveVersion(ctx, { ...args, userId: user._id, files: toFileMap(files) })
  },
})

export const restore = mutation({
  args: { versionId: v.id('themeVersions') },
  handler: async (ctx, { versionId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await restoreVersion(ctx, user._id, versionId)
  },
})

/** Ctrl/Cmd+Z: back to the version the current one came from; null when there is none. */
export const undo = mutation({
  args: { pageId: v.optional(v.id('pages')) },
  handler: async (ctx, { pageId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    if (pageId !== undefined) await getOwnedPageOrThrow(ctx, user._id, pageId)
    return await stepVersion(ctx, user._id, pageId, 'undo')
  },
})

/** Shift+Ctrl/Cmd+Z: forward again along the newest branch; null when there is none. */
export const redo = mutation({
  args: { pageId: v.optional(v.id('pages')) },
  handler: async (ctx, { pageId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    if (pageId !== undefined) await getOwnedPageOrThrow(ctx, user._id, pageId)
    return await stepVersion(ctx, user._id, pageId, 'redo')
  },
})
