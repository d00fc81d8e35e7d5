import { v } from 'convex/values'
import { mutation, query } from './_generated/server'
import { pageStatus, pageType } from './schema'
import { createPage, deletePage, getOwnedPage, listPages, toPageSummary, updatePage } from './model/pages'
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
    return page?.generatedHtml ?? null
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
