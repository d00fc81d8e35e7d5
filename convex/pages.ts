import { v } from 'convex/values'
import { internalMutation, internalQuery, mutation, query } from './_generated/server'
import { internal } from './_generated/api'
import { pageStatus, pageType } from './schema'
import { RECENT_PAGES } from './model/constants'
import {
  createPage,
  createPageFromEditor,
  deletePage,
  listPages,
  pagePreviewHtml,
  pagePreviewSource,
  recentPages,
  removePage,
  startPagePreview,
  storePagePreview,
  toPageSummary,
  updatePage,
} from './model/pages'
import { getCurrentUser, getCurrentUserOrThrow } from './model/users'
import { findPage, pageStanding } from './model/access'
import { purgeSharing } from './model/members'

export const list = query({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await listPages(ctx, user._id, projectId)
  },
})

/** My pages across my stores and those shared with me, newest first: the dashboard's "Your pages". */
export const recent = query({
  args: {},
  handler: async (ctx) => {
    const user = await getCurrentUser(ctx)
    return user === null ? [] : await recentPages(ctx, user._id, RECENT_PAGES)
  },
})

export const get = query({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    const found = await findPage(ctx, user._id, pageId)
    return found === null ? null : { ...toPageSummary(found.page), role: found.role }
  },
})

/**
 * Whether the page at this address is mine to open, there but not mine (I was removed from its
 * store, or it was never shared with me), or not there: the editor says which, and no more.
 */
export const access = query({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await pageStanding(ctx, user._id, pageId)
  },
})

/** The rendered preview of a page's theme, for the Preview button. */
export const generatedHtml = query({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    const found = await findPage(ctx, user._id, pageId)
    return found === null ? null : await pagePreviewHtml(ctx, pageId)
  },
})

export const create = mutation({
  args: { projectId: v.id('projects'), pageType, title: v.string(), userPrompt: v.string() },
  handler: async (ctx, args) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await createPage(ctx, user._id, args)
  },
})

/** The editor's design (with its history) becomes a new page of one of my stores. */
export const createFromEditor = mutation({
  args: { projectId: v.id('projects'), pageType, title: v.string() },
  handler: async (ctx, args) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await createPageFromEditor(ctx, user._id, args)
  },
})

export const update = mutation({
  args: {
    pageId: v.id('pages'),
    title: v.optional(v.string()),
    userPrompt: v.optional(v.string()),
    pageType: v.optional(pageType),
    status: v.optional(pageStatus),
  },
  handler: async (ctx, { pageId, ...changes }) => {
    const user = await getCurrentUserOrThrow(ctx)
    await updatePage(ctx, user._id, pageId, changes)
  },
})

export const remove = mutation({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    await deletePage(ctx, user._id, pageId)
  },
})

/** The pages, members and invitations of a deleted store, a batch at a time, until none remain. */
export const purgeProject = internalMutation({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const pages = await ctx.db
      .query('pages')
      .withIndex('by_project_updated', (q) => q.eq('projectId', projectId))
      .take(50)
    for (const page of pages) await removePage(ctx, page._id)
    const more = pages.length === 50 || (await purgeSharing(ctx, projectId, 100))
    if (more) await ctx.scheduler.runAfter(0, internal.pages.purgeProject, { projectId })
  },
})

/** The page's current theme files for engine.renderPagePreview; null when nothing is to do. */
export const previewSource = internalQuery({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => await pagePreviewSource(ctx, pageId),
})

export const startPreview = internalMutation({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => await startPagePreview(ctx, pageId),
})

export const storePreview = internalMutation({
  args: { pageId: v.id('pages'), versionId: v.id('themeVersions'), html: v.string() },
  handler: async (ctx, args) => await storePagePreview(ctx, args),
})
