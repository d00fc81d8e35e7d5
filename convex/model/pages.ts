import { ConvexError } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import type { PageStatus, PageType } from '../schema'
import { internal } from '../_generated/api'
import {
  EDITOR_DESIGN_BUSY,
  MAX_PAGES_PER_STORE,
  MAX_PREVIEW_BYTES,
  MAX_PROMPT_LENGTH,
  MAX_TITLE_LENGTH,
  NO_EDITOR_DESIGN,
  PAGE_PREVIEW_DELAY_MS,
  TOO_MANY_PAGES,
} from './constants'
import { runningJob } from './jobs'
import { utf8Bytes } from './limits'
import { pageAccess, projectAccess, type Role } from './access'
import { currentThemeFiles, detachThemesOfPage, findTheme, toFileList, versionLineage } from './themes'

/** A page as lists show it: whether it has a rendered preview, never the HTML (pagePreviews). */
export type PageSummary = Omit<Doc<'pages'>, 'hasPreview' | 'previewVersionId' | 'previewDue'> & {
  hasGeneratedHtml: boolean
}

export function toPageSummary(page: Doc<'pages'>): PageSummary {
  const { hasPreview, previewVersionId: _shown, previewDue: _due, ...rest } = page
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

/**
 * Keeps a page's rendered preview (when it fits a document; otherwise the page has none), and
 * the theme version it shows when the caller knows it.
 */
export async function setPagePreview(
  ctx: MutationCtx,
  pageId: Id<'pages'>,
  html: string | undefined,
  versionId?: Id<'themeVersions'>,
) {
  const existing = await previewOf(ctx, pageId)
  const fits = html !== undefined && html !== '' && utf8Bytes(html) <= MAX_PREVIEW_BYTES
  const now = Date.now()
  if (!fits) {
    if (existing !== null) await ctx.db.delete(existing._id)
  } else if (existing === null) await ctx.db.insert('pagePreviews', { pageId, html, updatedAt: now })
  else await ctx.db.patch(existing._id, { html, updatedAt: now })
  await ctx.db.patch(pageId, { hasPreview: fits, previewVersionId: versionId })
}

/**
 * The page's preview follows its theme: after an edit, an undo or a restore, it is rendered
 * again a moment later (in the Node runtime, engine.renderPagePreview). One render is scheduled
 * at a time: the edits of a burst until it starts are all in it.
 */
export async function schedulePagePreview(
  ctx: MutationCtx,
  pageId: Id<'pages'>,
  delayMs = PAGE_PREVIEW_DELAY_MS,
) {
  const page = await ctx.db.get(pageId)
  if (page === null || page.previewDue === true) return
  await ctx.db.patch(pageId, { previewDue: true })
  await ctx.scheduler.runAfter(delayMs, internal.engine.renderPagePreview, { pageId })
}

/** The scheduled render has started: an edit from now on schedules the next one. */
export async function startPagePreview(ctx: MutationCtx, pageId: Id<'pages'>) {
  if ((await ctx.db.get(pageId)) !== null) await ctx.db.patch(pageId, { previewDue: false })
}

/** What renderPagePreview needs: the current version's files, or null when the preview shows it. */
export async function pagePreviewSource(ctx: QueryCtx, pageId: Id<'pages'>) {
  const page = await ctx.db.get(pageId)
  if (page === null) return null
  const theme = await findTheme(ctx, page.userId, pageId)
  if (theme === null || theme.currentVersionId === undefined) return null
  if (page.previewVersionId === theme.currentVersionId) return null
  const current = await currentThemeFiles(ctx, page.userId, pageId)
  if (current === null) return null
  return { versionId: current.versionId, pageType: page.pageType, files: toFileList(current.files) }
}

/** Stores a rendered preview, unless the page's theme has moved on (a newer render follows). */
export async function storePagePreview(
  ctx: MutationCtx,
  args: { pageId: Id<'pages'>; versionId: Id<'themeVersions'>; html: string },
) {
  const page = await ctx.db.get(args.pageId)
  if (page === null) return
  const theme = await findTheme(ctx, page.userId, args.pageId)
  if (theme?.currentVersionId !== args.versionId) return
  await setPagePreview(ctx, args.pageId, args.html, args.versionId)
}

/** The shared stores whose pages "Your pages" looks through, at most. */
const MAX_SHARED_STORES_RECENT = 20

/**
 * A merchant's pages across their stores and the stores shared with them, newest first, with
 * the store each is in. Reads `limit` pages of their own and of each of their newest shares.
 */
export async function recentPages(ctx: QueryCtx, userId: Id<'users'>, limit: number) {
  const own = await ctx.db
    .query('pages')
    .withIndex('by_user_updated', (q) => q.eq('userId', userId))
    .order('desc')
    .take(limit)
  const memberships = await ctx.db
    .query('members')
    .withIndex('by_user', (q) => q.eq('userId', userId))
    .order('desc')
    .take(MAX_SHARED_STORES_RECENT)
  const shared = await Promise.all(
    memberships.map(async (member) =>
      (
        await ctx.db
          .query('pages')
          .withIndex('by_project_updated', (q) => q.eq('projectId', member.projectId))
          .order('desc')
          .take(limit)
      ).map((page) => ({ page, role: member.role as Role })),
    ),
  )
  const pages = [...own.map((page) => ({ page, role: 'owner' as Role })), ...shared.flat()]
    .sort((a, b) => b.page.updatedAt - a.page.updatedAt)
    .slice(0, limit)
  return await Promise.all(
    pages.map(async ({ page, role }) => {
      const project = await ctx.db.get(page.projectId)
      const theme = await findTheme(ctx, userId, page._id)
      return {
        ...toPageSummary(page),
        storeName: project?.storeName?.trim() || project?.shopDomain || '',
        versionCount: theme?.versionCount ?? 0,
        role,
      }
    }),
  )
}

export async function listPages(ctx: QueryCtx, userId: Id<'users'>, projectId: Id<'projects'>) {
  await projectAccess(ctx, userId, projectId, 'view')
  const pages = await ctx.db
    .query('pages')
    .withIndex('by_project_updated', (q) => q.eq('projectId', projectId))
    .order('desc')
    .take(MAX_PAGES_PER_STORE)
  return pages.map(toPageSummary)
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
  const { project } = await projectAccess(ctx, userId, args.projectId, 'edit')
  const pageCount = await roomForPage(ctx, project)
  const now = Date.now()
  // A page belongs to its store's owner, whoever of the store's editors made it.
  const pageId = await ctx.db.insert('pages', {
    projectId: args.projectId,
    userId: project.userId,
    pageType: args.pageType,
    title: cleanText(args.title, MAX_TITLE_LENGTH, 'Page title'),
    userPrompt: cleanText(args.userPrompt, MAX_PROMPT_LENGTH, 'AI prompt'),
    status: 'draft',
    updatedAt: now,
  })
  await ctx.db.patch(args.projectId, { updatedAt: now, pageCount: pageCount + 1 })
  return pageId
}

/**
 * Saves the design in my editor (the scratch theme, with its whole history) as a new page of
 * one of my stores: the theme moves to the page, and the editor starts afresh. The page's prompt
 * is the newest prompt in the design's lineage.
 */
export async function createPageFromEditor(
  ctx: MutationCtx,
  userId: Id<'users'>,
  args: { projectId: Id<'projects'>; pageType: PageType; title: string },
): Promise<Id<'pages'>> {
  const { project } = await projectAccess(ctx, userId, args.projectId, 'edit')
  const pageCount = await roomForPage(ctx, project)
  const theme = await findTheme(ctx, userId, undefined)
  if (theme === null || theme.currentVersionId === undefined) throw new ConvexError(NO_EDITOR_DESIGN)
  if ((await runningJob(ctx, userId, undefined)) !== null) throw new ConvexError(EDITOR_DESIGN_BUSY)
  const title = cleanText(args.title, MAX_TITLE_LENGTH, 'Page title')
  const lineage = await versionLineage(ctx, userId, undefined, 50)
  const prompt = lineage.find((version) => version.prompt?.trim())?.prompt?.trim()
  const now = Date.now()
  const pageId = await ctx.db.insert('pages', {
    projectId: args.projectId,
    userId: project.userId,
    pageType: args.pageType,
    title,
    userPrompt: (prompt || `${title}, designed in the AI Theme Builder`).slice(0, MAX_PROMPT_LENGTH),
    status: 'draft',
    updatedAt: now,
  })
  await ctx.db.patch(theme._id, { pageId, userId: project.userId, updatedAt: now })
  await ctx.db.patch(args.projectId, { updatedAt: now, pageCount: pageCount + 1 })
  await schedulePagePreview(ctx, pageId, 0)
  return pageId
}

export async function updatePage(
  ctx: MutationCtx,
  userId: Id<'users'>,
  pageId: Id<'pages'>,
  changes: { title?: string; userPrompt?: string; pageType?: PageType; status?: PageStatus },
): Promise<void> {
  await pageAccess(ctx, userId, pageId, 'edit')
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
  await pageAccess(ctx, userId, pageId, 'own')
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
  const page = await ctx.db.get(pageId)
  await ctx.db.delete(pageId)
  const project = page === null ? null : await ctx.db.get(page.projectId)
  if (project !== null && project.pageCount !== undefined)
    await ctx.db.patch(project._id, { pageCount: Math.max(0, project.pageCount - 1) })
}

/**
 * How many pages a store has: the count kept on the store, or (a store from before it was kept)
 * counted, reading at most one more page than a store may hold.
 */
export async function pageCountOf(ctx: QueryCtx, project: Doc<'projects'>): Promise<number> {
  if (project.pageCount !== undefined) return project.pageCount
  const pages = await ctx.db
    .query('pages')
    .withIndex('by_project_updated', (q) => q.eq('projectId', project._id))
    .take(MAX_PAGES_PER_STORE + 1)
  return pages.length
}

/** The store's page count, when it has room for one more page; refuses otherwise. */
async function roomForPage(ctx: MutationCtx, project: Doc<'projects'>): Promise<number> {
  const count = await pageCountOf(ctx, project)
  if (count >= MAX_PAGES_PER_STORE) throw new ConvexError(TOO_MANY_PAGES)
  return count
}
