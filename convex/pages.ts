import { v } from 'convex/values'
import { internalMutation, mutation, query } from './_generated/server'
import { internal } from './_generated/api'
import { pageStatus, pageType } from './schema'
import {
  createPage,
  deletePage,
  getOwnedPage,
  listPages,
  pagePreviewHtml,
  removePage,
  toPageSummary,
  updatePage,
} from './model/pages'
import { getCurrentUserOrThrow } from './model/users'

export const list = query({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await listPages(ctx, user._id, projectId)
  },
})

export const get = query({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    const page = await getOwnedPage(ctx, user._id, pageId)
    return page === null ? null : toPageSummary(page)
  },
})

/** The rendered preview of a page's theme, for the Preview button. */
export const generatedHtml = query({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    const page = await getOwnedPage(ctx, user._id, pageId)
    return page === null ? null : await pagePreviewHtml(ctx, pageId)
  },
})

export const create = mutation({
  args: { projectId: v.id('projects'), pageType, title: v.string(), userPrompt: v.string() },
  handler: async (ctx, args) => {
    const user = await getCurrentUserOrThrow(ctx)
    return await createPage(ctx, user._id, args)
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

/** The pages of a deleted store, a batch at a time, until none remain. */
export const purgeProject = internalMutation({
  args: { projectId: v.id('projects') },
  handler: async (ctx, { projectId }) => {
    const pages = await ctx.db
      .query('pages')
      .withIndex('by_project_updated', (q) => q.eq('projectId', projectId))
      .take(50)
    for (const page of pages) await removePage(ctx, page._id)
    if (pages.length === 50) await ctx.scheduler.runAfter(0, internal.pages.purgeProject, { projectId })
  },
})
