import { v } from 'convex/values'
import { internalMutation, internalQuery } from './_generated/server'
import { maybeUserQuery, userMutation, userQuery } from './functions'
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
import { findPage, pageStanding } from './model/access'
import { purgeSharing } from './model/members'

export const list = userQuery({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    return await listPages(ctx, ctx.user._id, projectId)
  },
})

/** My pages across my stores and those shared with me, newest first: the dashboard's "Your pages". */
export const recent = maybeUserQuery({
  args: {},
  handler: async (ctx) => {
    return ctx.user === null ? [] : await recentPages(ctx, ctx.user._id, RECENT_PAGES)
  },
})

export const get = userQuery({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => {
    const found = await findPage(ctx, ctx.user._id, pageId)
    return found === null ? null : { ...toPageSummary(found.page), role: found.role }
  },
})

/**
 * Whether the page at this address is mine to open, there but not mine (I was removed from its
 * store, or it was never shared with me), or not there: the editor says which, and no more.
 */
export const access = userQuery({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => {
    return await pageStanding(ctx, ctx.user._id, pageId)
  },
})

/** The rendered preview of a page's theme, for the Preview button. */
export const generatedHtml = userQuery({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => {
    const found = await findPage(ctx, ctx.user._id, pageId)
    return found === null ? null : await pagePreviewHtml(ctx, pageId)
  },
})

export const create = userMutation({
  args: { projectId: v.id('projects'), pageType, title: v.string(), userPrompt: v.string() },
  handler: async (ctx, args) => {
    return await createPage(ctx, ctx.user._id, args)
  },
})

/** The editor's design (with its history) becomes a new page of one of my stores. */
export const createFromEditor = userMutation({
  args: { projectId: v.id('projects'), pageType, title: v.string() },
  handler: async (ctx, args) => {
    return await createPageFromEditor(ctx, ctx.user._id, args)
  },
})

export const update = userMutation({
  args: {
    pageId: v.id('pages'),
    title: v.optional(v.string()),
    userPrompt: v.optional(v.string()),
    pageType: v.optional(pageType),
    status: v.optional(pageStatus),
  },
  handler: async (ctx, { pageId, ...changes }) => {
    await updatePage(ctx, ctx.user._id, pageId, changes)
  },
})

export const remove = userMutation({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => {
    await deletePage(ctx, ctx.user._id, pageId)
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
