import { ConvexError } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import type { PageStatus, PageType } from '../schema'
import { MAX_PROMPT_LENGTH, MAX_TITLE_LENGTH } from './constants'
import { getOwnedProjectOrThrow } from './projects'
import { deleteThemesOfPage } from './themes'

/** A page as lists show it: the rendered HTML stays out of lists, only whether there is one. */
export type PageSummary = Omit<Doc<'pages'>, 'generatedHtml'> & { hasGeneratedHtml: boolean }

export function toPageSummary(page: Doc<'pages'>): PageSummary {
  const { generatedHtml, ...rest } = page
  return { ...rest, hasGeneratedHtml: generatedHtml !== undefined && generatedHtml !== '' }
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
  await deleteThemesOfPage(ctx, pageId)
  await ctx.db.delete(pageId)
}
