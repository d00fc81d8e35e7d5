import { ConvexError, type Infer } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import type { VersionSource, storeConfig as storeConfigValidator } from '../schema'
import { isThemePath } from '../../src/engine/theme'
import { MAX_THEME_BYTES, MAX_THEME_FILES } from './constants'

type StoreConfig = Infer<typeof storeConfigValidator>
export type FileMap = Record<string, string>

export function toFileList(files: FileMap): { path: string; source: string }[] {
  return Object.keys(files)
    .sort()
    .map((path) => ({ path, source: files[path]! }))
}

export function toFileMap(list: { path: string; source: string }[]): FileMap {
  return Object.fromEntries(list.map(({ path, source }) => [path, source]))
}

/** Refuses what Shopify would refuse or Convex could not hold, with a message saying which. */
export function checkThemeFiles(files: FileMap): void {
  const paths = Object.keys(files)
  if (paths.length === 0) throw new ConvexError('A theme needs at least one file')
  if (paths.length > MAX_THEME_FILES)
    throw new ConvexError(`A theme may have at most ${MAX_THEME_FILES} files`)
  const bad = paths.find((path) => !isThemePath(path))
  if (bad !== undefined) throw new ConvexError(`Not a theme file path: ${bad}`)
  let bytes = 0
  for (const path of paths) bytes += path.length + files[path]!.length
  if (bytes > MAX_THEME_BYTES) throw new ConvexError('The theme is too large to save')
}

export async function findTheme(ctx: QueryCtx, userId: Id<'users'>, pageId?: Id<'pages'>) {
  return await ctx.db
    .query('themes')
    .withIndex('by_user_page', (q) => q.eq('userId', userId).eq('pageId', pageId))
    .first()
}

export interface ThemeVersionView {
  themeId: Id<'themes'>
  versionId: Id<'themeVersions'>
  number: number
  versionCount: number
  /** Whether undo / redo have somewhere to go from here. */
  canUndo: boolean
  canRedo: boolean
  source: VersionSource
  files: FileMap
  explanation: string
  storeConfig: StoreConfig
  prompt?: string
  createdAt: number
}

function toView(theme: Doc<'themes'>, version: Doc<'themeVersions'>, canRedo: boolean): ThemeVersionView {
  return {
    themeId: theme._id,
    versionId: version._id,
    number: version.number,
    versionCount: theme.versionCount,
    canUndo: version.parentNumber !== undefined,
    canRedo,
    source: version.source,
    files: toFileMap(version.files),
    explanation: version.explanation,
    storeConfig: version.storeConfig,
    prompt: version.prompt,
    createdAt: version.createdAt,
  }
}

/** The current version of a page's theme (or the user's scratch theme), or null when none. */
export async function currentTheme(
  ctx: QueryCtx,
  userId: Id<'users'>,
  pageId?: Id<'pages'>,
): Promise<ThemeVersionView | null> {
  const theme = await findTheme(ctx, userId, pageId)
  if (theme === null || theme.currentVersionId === undefined) return null
  const version = await ctx.db.get(theme.currentVersionId)
  if (version === null) return null
  return toView(theme, version, (await latestChild(ctx, theme._id, version.number)) !== null)
}

async function versionByNumber(ctx: QueryCtx, themeId: Id<'themes'>, number: number) {
  return await ctx.db
    .query('themeVersions')
    .withIndex('by_theme_number', (q) => q.eq('themeId', themeId).eq('number', number))
    .unique()
}

/** The newest version made from `number`: where redo leads. */
async function latestChild(ctx: QueryCtx, themeId: Id<'themes'>, number: number) {
  const later = await ctx.db
    .query('themeVersions')
    .withIndex('by_theme_number', (q) => q.eq('themeId', themeId).gt('number', number))
    .order('desc')
    .collect()
  return later.find((version) => version.parentNumber === number) ?? null
}

/**
 * Undo moves back to the version the current one was made from; redo to the newest version
 * made from the current one. Neither creates a version: history only grows through edits.
 */
export async function stepVersion(
  ctx: MutationCtx,
  userId: Id<'users'>,
  pageId: Id<'pages'> | undefined,
  direction: 'undo' | 'redo',
): Promise<ThemeVersionView | null> {
  const theme = await findTheme(ctx, userId, pageId)
  if (theme === null || theme.currentVersionId === undefined) return null
  const current = (await ctx.db.get(theme.currentVersionId))!
  const target =
    direction === 'undo'
      ? current.parentNumber === undefined
        ? null
        : await versionByNumber(ctx, theme._id, current.parentNumber)
      : await latestChild(ctx, theme._id, current.number)
  if (target === null) return null
  await ctx.db.patch(theme._id, { currentVersionId: target._id, updatedAt: Date.now() })
  return await currentTheme(ctx, userId, pageId)
}

export async function saveVersion(
  ctx: MutationCtx,
  args: {
    userId: Id<'users'>
    pageId?: Id<'pages'>
    source: VersionSource
    files: FileMap
    explanation: string
    storeConfig: StoreConfig
    prompt?: string
  },
): Promise<ThemeVersionView> {
  checkThemeFiles(args.files)
  const now = Date.now()
  let theme = await findTheme(ctx, args.userId, args.pageId)
  if (theme === null) {
    const themeId = await ctx.db.insert('themes', {
      userId: args.userId,
      pageId: args.pageId,
      versionCount: 0,
      updatedAt: now,
    })
    theme = (await ctx.db.get(themeId))!
  }
  const number = theme.versionCount + 1
  const parent = theme.currentVersionId === undefined ? null : await ctx.db.get(theme.currentVersionId)
  const versionId = await ctx.db.insert('themeVersions', {
    themeId: theme._id,
    number,
    parentNumber: parent?.number,
    source: args.source,
    authorId: args.userId,
    files: toFileList(args.files),
    explanation: args.explanation,
    storeConfig: args.storeConfig,
    prompt: args.prompt,
    createdAt: now,
  })
  await ctx.db.patch(theme._id, { currentVersionId: versionId, versionCount: number, updatedAt: now })
  if (args.pageId !== undefined) await ctx.db.patch(args.pageId, { updatedAt: now })
  return (await currentTheme(ctx, args.userId, args.pageId))!
}

export async function listVersions(ctx: QueryCtx, userId: Id<'users'>, pageId?: Id<'pages'>) {
  const theme = await findTheme(ctx, userId, pageId)
  if (theme === null) return []
  const versions = await ctx.db
    .query('themeVersions')
    .withIndex('by_theme_number', (q) => q.eq('themeId', theme._id))
    .order('desc')
    .collect()
  return versions.map((version) => ({
    versionId: version._id,
    number: version.number,
    source: version.source,
    prompt: version.prompt,
    createdAt: version.createdAt,
    parentNumber: version.parentNumber,
    current: version._id === theme.currentVersionId,
  }))
}

/** Makes an earlier version current again, as a new version: history only grows. */
export async function restoreVersion(
  ctx: MutationCtx,
  userId: Id<'users'>,
  versionId: Id<'themeVersions'>,
): Promise<ThemeVersionView> {
  const version = await ctx.db.get(versionId)
  const theme = version === null ? null : await ctx.db.get(version.themeId)
  if (version === null || theme === null || theme.userId !== userId)
    throw new ConvexError('Version not found')
  return await saveVersion(ctx, {
    userId,
    pageId: theme.pageId,
    source: 'restore',
    files: toFileMap(version.files),
    explanation: version.explanation,
    storeConfig: version.storeConfig,
    prompt: version.prompt,
  })
}

export async function deleteThemesOfPage(ctx: MutationCtx, pageId: Id<'pages'>): Promise<void> {
  const themes = await ctx.db
    .query('themes')
    .withIndex('by_page', (q) => q.eq('pageId', pageId))
    .collect()
  for (const theme of themes) {
    const versions = await ctx.db
      .query('themeVersions')
      .withIndex('by_theme_number', (q) => q.eq('themeId', theme._id))
      .collect()
    for (const version of versions) await ctx.db.delete(version._id)
    await ctx.db.delete(theme._id)
  }
}
