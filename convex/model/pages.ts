import { ConvexError } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import type { PageStatus, PageType } from '../schema'
import { internal } from '../_generated/api'
import { MAX_PREVIEW_BYTES, MAX_PROMPT_LENGTH, MAX_TITLE_LENGTH } from './constants'
import { utf8Bytes } from './limits'
import { getOwnedProjectOrThrow } from './projects'
import { detachThemesOfPage } from './themes'

/** A page as lists show it: whether it has a rendered preview, never the HTML (pagePreviews). */
export type PageSummary = Omit<Doc<'pages'>, 'hasPreview'> & { hasGeneratedHtml: boolean }

export function toPageSummary(page: Doc<'pages'>): PageSummary {
  const { hasPreview, ...rest } = page
  return { ...rest, hasGeneratedHtml: hasPreview === true }
}

async function previewOf(ctx: QueryCtx, pageId: Id<'pages'>) {
  return await ctx.db
    .query('pagePreviews')
    .withIndex('by_page', (q) => q.eq('pageId', pageId))
    .unique()
}

/** The page's rendered preview HTML, or null when there is none. */
export async function pagePreviewHtml(ctx: QueryCtx, pageId: Id<'pages'>): Promise<string | null> {
  return (await previewOf(ctx, pageId))?.html ?? null
}

/** Keeps a page's rendered preview (when it fits a document; otherwise the page has none). */
export async function setPagePreview(ctx: MutationCtx, pageId: Id<'pages'>, html: string | undefined) {
  const existing = await previewOf(ctx, pageId)
  const fits = html !== undefined && html !== '' && utf8Bytes(html) <= MAX_PREVIEW_BYTES
  const now = Date.now()
  if (!fits) {
    if (existing !== null) await ctx.db.delete(existing._id)
  } else if (existing === null) await ctx.db.insert('pagePreviews', { pageId, html, updatedAt: now })
  else await ctx.db.patch(existing._id, { html, updatedAt: now })
  await ctx.db.patch(pageId, { hasPreview: fits })
}

export async function listPages(ctx: QueryCtx, userId: Id<'users'>, projectId: Id<'projects'>) {
  await getOwnedProjectOrThrow(ctx, userId, projectId)
  const pages = await ctx.db
    .query('pages')
    .withIndex('by_project_updated', (q) => q.eq('projectId', projectId))
    .order('desc')
    .collect()
  return pages.map(toPageSummary)
}

export async function getOwnedPage(ctx: QueryCtx, userId: Id<'users'>, pageId: Id<'pages'>) {
  const page = await ctx.db.get(pageId)
  return page !== null && page.userId === userId ? page : null
}

export async function getOwnedPageOrThrow(ctx: QueryCtx, userId: Id<'users'>, pageId: Id<'pages'>) {
  const page = await getOwnedPage(ctx, userId, pageId)
  if (page === null) throw new ConvexError('Page not found')
  return page
}

function cleanText(value: string, max: number, field: string): string {
  const text = value.trim()
  if (text === '') throw new ConvexError(`${field} is required`)
  if (text.length > max) throw new ConvexError(`${field} is too long (at most ${max} characters)`)
  return text
}

export async function createPage(
  ctx: MutationCtx,
  userId: Id<'users'>,
  args: { projectId: Id<'projects'>; pageType: PageType; title: string; userPrompt: string },
): Promise<Id<'pages'>> {
  await getOwnedProjectOrThrow(ctx, userId, args.projectId)
  const now = Date.now()
  const pageId = await ctx.db.insert('pages', {
    projectId: args.projectId,
    userId,
    pageType: args.pageType,
    title: cleanText(args.title, MAX_TITLE_LENGTH, 'Page title'),
    userPrompt: cleanText(args.userPrompt, MAX_PROMPT_LENGTH, 'AI prompt'),
    status: 'draft',
    updatedAt: now,
  })
  await ctx.db.patch(args.projectId, { updatedAt: now })
  return pageId
}

export async function updatePage(
  ctx: MutationCtx,
  userId: Id<'users'>,
  pageId: Id<'pages'>,
  changes: { title?: string; userPrompt?: string; pageType?: PageType; status?: PageStatus },
): Promise<void> {
  await getOwnedPageOrThrow(ctx, userId, pageId)
  await ctx.db.patch(pageId, {
    ...(changes.title !== undefined
      ? { title: cleanText(changes.title, MAX_TITLE_LENGTH, 'Page title') }
      : {}),
    ...(changes.userPrompt !== undefined
      ? { userPrompt: cleanText(changes.userPrompt, MAX_PROMPT_LENGTH, 'AI prompt') }
      : {}),
    ...(changes.pageType !== undefined ? { pageType: changes.pageType } : {}),
    ...(changes.status !== undefined ? { status: changes.status } : {}),
    updatedAt: Date.now(),
  })
}

export async function deletePage(ctx: MutationCtx, userId: Id<'users'>, pageId: Id<'pages'>): Promise<void> {
  await getOwnedPageOrThrow(ctx, userId, pageId)
  await removePage(ctx, pageId)
}

/**
 * Deletes a page and its preview now; its themes vanish at once and their history is purged in
 * scheduled batches, so a page with thousands of versions is deleted like any other.
 */
export async function removePage(ctx: MutationCtx, pageId: Id<'pages'>): Promise<void> {
  for (const themeId of await detachThemesOfPage(ctx, pageId)) {
    await ctx.scheduler.runAfter(0, internal.themes.purge, { themeId })
  }
  const preview = await previewOf(ctx, pageId)
  if (preview !== null) await ctx.db.delete(preview._id)
  await ctx.db.delete(pageId)
}
