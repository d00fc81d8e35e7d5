// Theme versions. A version is a manifest (its folders' trees, see contents.ts) plus a little
// metadata; queries hand out manifests, and the client fetches only the contents it lacks.
// Undo, redo and current each read a few documents through indexes, never a scan of history.
import { ConvexError, type Infer } from 'convex/values'
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import type { VersionSource, storeConfig as storeConfigValidator } from '../schema'
import { isThemePath } from '../../src/engine/model'
import {
  MAX_EXPLANATION_BYTES,
  MAX_PROMPT_BYTES,
  MAX_STORE_CONFIG_BYTES,
  MAX_THEME_BYTES,
  MAX_THEME_FILES,
} from './constants'
import {
  readContent,
  readFiles,
  readManifest,
  storeContents,
  storeTrees,
  type ManifestEntry,
} from './contents'
import { checkBytes, formatBytes, utf8Bytes } from './limits'
import { themeAccess, toPerson, type Person } from './access'

type StoreConfig = Infer<typeof storeConfigValidator>
export type FileMap = Record<string, string>
export type { ManifestEntry }

export function toFileList(files: FileMap): { path: string; source: string }[] {
  return Object.keys(files)
    .sort()
    .map((path) => ({ path, source: files[path]! }))
}

export function toFileMap(list: { path: string; source: string }[]): FileMap {
  return Object.fromEntries(list.map(({ path, source }) => [path, source]))
}

/** Refuses paths Shopify would refuse; counts files and bytes against what Convex can hold. */
function checkManifest(entries: ManifestEntry[]): void {
  if (entries.length === 0) throw new ConvexError('A theme needs at least one file')
  if (entries.length > MAX_THEME_FILES)
    throw new ConvexError(`A theme may have at most ${MAX_THEME_FILES} files`)
  const bad = entries.find((entry) => !isThemePath(entry.path))
  if (bad !== undefined) throw new ConvexError(`Not a theme file path: ${bad.path}`)
  const bytes = entries.reduce((sum, entry) => sum + entry.size, 0)
  if (bytes > MAX_THEME_BYTES)
    throw new ConvexError(
      `The theme is too large to save: ${formatBytes(bytes)} (at most ${formatBytes(MAX_THEME_BYTES)})`,
    )
}

/** The text limits of what a version keeps beside its files. */
export function checkVersionText(args: { explanation: string; storeConfig: StoreConfig; prompt?: string }) {
  checkBytes(args.explanation, MAX_EXPLANATION_BYTES, 'The explanation')
  if (args.prompt !== undefined) checkBytes(args.prompt, MAX_PROMPT_BYTES, 'The prompt')
  checkBytes(JSON.stringify(args.storeConfig), MAX_STORE_CONFIG_BYTES, 'The store settings')
}

/**
 * A page's theme (whoever of its store's people made it), or, without a page, the user's own
 * scratch theme. Callers check the user's access to the page first (model/access.ts).
 */
export async function findTheme(ctx: QueryCtx, userId: Id<'users'>, pageId?: Id<'pages'>) {
  if (pageId !== undefined) {
    return await ctx.db
      .query('themes')
      .withIndex('by_page', (q) => q.eq('pageId', pageId))
      .first()
  }
  return await ctx.db
    .query('themes')
    .withIndex('by_user_page', (q) => q.eq('userId', userId).eq('pageId', undefined))
    .first()
}

/** Who made a version, as the others on the store see them. */
export async function versionAuthor(ctx: QueryCtx, authorId: Id<'users'>): Promise<Person | null> {
  const author = await ctx.db.get(authorId)
  return author === null ? null : toPerson(author)
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
  /**
   * The version whose Theme Check offenses are the theme's own (baselineNumber): this one's
   * number for an untouched import or generation, null when there is none.
   */
  baseNumber: number | null
  /** Every file: path, content hash and UTF-8 size. Contents come from themes.contents. */
  manifest: ManifestEntry[]
  bytes: number
  explanation: string
  storeConfig: StoreConfig
  prompt?: string
  createdAt: number
  /** Who made it: a collaborator's version says so. */
  author: Person | null
}

async function versionByNumber(ctx: QueryCtx, themeId: Id<'themes'>, number: number) {
  return await ctx.db
    .query('themeVersions')
    .withIndex('by_theme_number', (q) => q.eq('themeId', themeId).eq('number', number))
    .unique()
}

/** The newest version made from `number`: where redo leads. One index read. */
async function latestChild(ctx: QueryCtx, themeId: Id<'themes'>, number: number) {
  return await ctx.db
    .query('themeVersions')
    .withIndex('by_theme_parent', (q) => q.eq('themeId', themeId).eq('parentNumber', number))
    .order('desc')
    .first()
}

async function toView(
  ctx: QueryCtx,
  theme: Doc<'themes'>,
  version: Doc<'themeVersions'>,
): Promise<ThemeVersionView> {
  return {
    themeId: theme._id,
    versionId: version._id,
    number: version.number,
    versionCount: theme.versionCount,
    canUndo: version.parentNumber !== undefined,
    canRedo: (await latestChild(ctx, theme._id, version.number)) !== null,
    source: version.source,
    baseNumber: await baselineNumber(ctx, version),
    manifest: await readManifest(ctx, version),
    bytes: version.bytes,
    explanation: await versionExplanation(ctx, version),
    storeConfig: version.storeConfig,
    prompt: version.prompt,
    createdAt: version.createdAt,
    author: await versionAuthor(ctx, version.authorId),
  }
}

async function versionExplanation(ctx: QueryCtx, version: Doc<'themeVersions'>): Promise<string> {
  return (await readContent(ctx, version.themeId, version.explanationHash)) ?? ''
}

// ---------------------------------------------------------------- Theme Check baseline

/** Sources whose files are a theme as it came to Vitrine: imported (or pulled), or generated. */
const BASELINE_SOURCES: ReadonlySet<VersionSource> = new Set(['import', 'generation'])
/** Parents read to find the baseline of a version saved before baseNumber was recorded. */
const LEGACY_BASELINE_READS = 50

/**
 * The number of the version whose Theme Check offenses are the theme's own, not its editors':
 * the import (or pull) or generation `version` descends from. An edit or a refinement keeps its
 * parent's, a restore the restored version's. Null when there is none (a theme made from the
 * starter, which has no offenses), or when a version saved before this was recorded leads to
 * a restore, which does not say what it restored.
 */
export async function baselineNumber(ctx: QueryCtx, version: Doc<'themeVersions'>): Promise<number | null> {
  let current: Doc<'themeVersions'> | null = version
  for (let reads = 0; current !== null && reads < LEGACY_BASELINE_READS; reads++) {
    if (current.baseNumber !== undefined) return current.baseNumber
    if (BASELINE_SOURCES.has(current.source)) return current.number
    if (current.source === 'restore' || current.parentNumber === undefined) return null
    current = await versionByNumber(ctx, current.themeId, current.parentNumber)
  }
  return null
}

/** The baseline version of the current one (baselineNumber) with its manifest; null for none. */
export async function baselineTheme(ctx: QueryCtx, userId: Id<'users'>, pageId?: Id<'pages'>) {
  const theme = await findTheme(ctx, userId, pageId)
  if (theme === null || theme.currentVersionId === undefined) return null
  const current = await ctx.db.get(theme.currentVersionId)
  const number = current === null ? null : await baselineNumber(ctx, current)
  const version = number === null ? null : await versionByNumber(ctx, theme._id, number)
  if (version === null) return null
  return {
    themeId: theme._id,
    versionId: version._id,
    number: version.number,
    source: version.source,
    manifest: await readManifest(ctx, version),
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
  return await toView(ctx, theme, version)
}

/** The current version with its files, for the server's own work (refine, push). */
export async function currentThemeFiles(ctx: QueryCtx, userId: Id<'users'>, pageId?: Id<'pages'>) {
  const view = await currentTheme(ctx, userId, pageId)
  if (view === null) return null
  return { ...view, files: await readFiles(ctx, view.themeId, view.manifest) }
}

/**
 * The texts of the given contents of a theme the user owns, in the order asked. The client
 * asks for those its manifest names and it does not hold yet, in batches it sizes itself.
 */
export async function themeContents(
  ctx: QueryCtx,
  userId: Id<'users'>,
  themeId: Id<'themes'>,
  hashes: string[],
): Promise<{ hash: string; text: string }[]> {
  if (!(await themeAccess(ctx, userId, await ctx.db.get(themeId), 'view')))
    throw new ConvexError('Theme not found')
  const out: { hash: string; text: string }[] = []
  for (const hash of hashes) {
    const text = await readContent(ctx, themeId, hash)
    if (text === null) throw new ConvexError('Theme file not found')
    out.push({ hash, text })
  }
  return out
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

interface VersionText {
  source: VersionSource
  explanation: string
  storeConfig: StoreConfig
  prompt?: string
}

/** Writing a version: the version a restore restores, whose Theme Check baseline it keeps. */
interface VersionOrigin {
  restored?: Doc<'themeVersions'>
}

async function themeFor(ctx: MutationCtx, userId: Id<'users'>, pageId?: Id<'pages'>) {
  const theme = await findTheme(ctx, userId, pageId)
  if (theme !== null) return theme
  // A page's theme is its owner's, like the page, whichever editor saved its first version.
  const owner = pageId === undefined ? userId : ((await ctx.db.get(pageId))?.userId ?? userId)
  const themeId = await ctx.db.insert('themes', {
    userId: owner,
    pageId,
    versionCount: 0,
    updatedAt: Date.now(),
  })
  return (await ctx.db.get(themeId))!
}

/** Writes a version whose manifest is `manifest`, made from the theme's current version. */
async function writeVersion(
  ctx: MutationCtx,
  theme: Doc<'themes'>,
  userId: Id<'users'>,
  manifest: ManifestEntry[],
  text: VersionText,
  origin: VersionOrigin = {},
): Promise<Id<'themeVersions'>> {
  checkManifest(manifest)
  checkVersionText(text)
  const now = Date.now()
  const number = theme.versionCount + 1
  const parent = theme.currentVersionId === undefined ? null : await ctx.db.get(theme.currentVersionId)
  const madeFrom = origin.restored ?? parent
  const baseNumber = BASELINE_SOURCES.has(text.source)
    ? number
    : madeFrom === null
      ? null
      : await baselineNumber(ctx, madeFrom)
  const explanation = await storeContents(ctx, theme._id, [{ path: '', text: text.explanation }])
  const versionId = await ctx.db.insert('themeVersions', {
    themeId: theme._id,
    number,
    parentNumber: parent?.number,
    source: text.source,
    baseNumber,
    authorId: userId,
    trees: await storeTrees(ctx, theme._id, manifest),
    fileCount: manifest.length,
    bytes: manifest.reduce((sum, entry) => sum + entry.size, 0),
    explanationHash: explanation.entries[0]!.hash,
    storeConfig: text.storeConfig,
    prompt: text.prompt,
    createdAt: now,
  })
  await ctx.db.patch(theme._id, { currentVersionId: versionId, versionCount: number, updatedAt: now })
  if (theme.pageId !== undefined) await ctx.db.patch(theme.pageId, { updatedAt: now })
  return versionId
}

/** Checks every path and the total before anything is written. */
function checkFiles(files: { path: string; text: string }[]): void {
  let bytes = 0
  for (const file of files) {
    if (!isThemePath(file.path)) throw new ConvexError(`Not a theme file path: ${file.path}`)
    bytes += utf8Bytes(file.text)
  }
  if (files.length > MAX_THEME_FILES)
    throw new ConvexError(`A theme may have at most ${MAX_THEME_FILES} files`)
  if (bytes > MAX_THEME_BYTES)
    throw new ConvexError(
      `The theme is too large to save: ${formatBytes(bytes)} (at most ${formatBytes(MAX_THEME_BYTES)})`,
    )
}

/** Refuses a list of files that names one path more than once: a manifest holds each path once. */
export function checkUniquePaths(files: { path: string }[]): void {
  const seen = new Set<string>()
  for (const { path } of files) {
    if (seen.has(path)) throw new ConvexError(`The file ${path} is given twice`)
    seen.add(path)
  }
}

/** Saves a whole theme (a generation, a refinement, an import) as a new version. */
export async function saveVersion(
  ctx: MutationCtx,
  args: VersionText & { userId: Id<'users'>; pageId?: Id<'pages'>; files: FileMap },
): Promise<ThemeVersionView> {
  const list = Object.keys(args.files)
    .sort()
    .map((path) => ({ path, text: args.files[path]! }))
  if (list.length === 0) throw new ConvexError('A theme needs at least one file')
  checkFiles(list)
  checkVersionText(args)
  const theme = await themeFor(ctx, args.userId, args.pageId)
  const { entries } = await storeContents(ctx, theme._id, list)
  await writeVersion(ctx, theme, args.userId, entries, args)
  return (await currentTheme(ctx, args.userId, args.pageId))!
}

/**
 * Saves an edit as a new version: the files of `baseVersionId` (the version the edit was made
 * on, or the current one when another has been made since) with `changes` applied, a null
 * source deleting the file; each path at most once. Only changed contents are sent and stored: a
 * visual edit costs one file, one tree and one small version document.
 */
export async function saveChanges(
  ctx: MutationCtx,
  args: VersionText & {
    userId: Id<'users'>
    pageId?: Id<'pages'>
    baseVersionId?: Id<'themeVersions'>
    changes: { path: string; source: string | null }[]
  },
): Promise<ThemeVersionView & { merged: MergedEdit | null }> {
  // Before anything is written (themeFor may create the theme).
  checkUniquePaths(args.changes)
  const theme = await themeFor(ctx, args.userId, args.pageId)
  let base: ManifestEntry[] = []
  let merged: MergedEdit | null = null
  if (args.baseVersionId !== undefined) {
    const version = await ctx.db.get(args.baseVersionId)
    if (version === null || version.themeId !== theme._id) throw new ConvexError('Version not found')
    base = await readManifest(ctx, version)
    // Someone (a collaborator, another tab, an undo) made another version current since: the edit
    // goes on top of it, so their changes to other files stay; where both changed a file, the
    // edit's text wins and the answer names the file (theirs stays in the history).
    const current = theme.currentVersionId === undefined ? null : await ctx.db.get(theme.currentVersionId)
    if (current !== null && current._id !== version._id) {
      const now = await readManifest(ctx, current)
      const before = new Map(base.map((entry) => [entry.path, entry.hash]))
      const after = new Map(now.map((entry) => [entry.path, entry.hash]))
      const moved = (path: string) => before.get(path) !== after.get(path)
      merged = {
        over: current.number,
        author: await versionAuthor(ctx, current.authorId),
        replaced: args.changes.map((change) => change.path).filter(moved),
      }
      base = now
    }
  }
  const written = args.changes.filter((change) => change.source !== null) as {
    path: string
    source: string
  }[]
  checkFiles(written.map(({ path, source }) => ({ path, text: source })))
  checkVersionText(args)
  const changed = new Set(args.changes.map((change) => change.path))
  const { entries } = await storeContents(
    ctx,
    theme._id,
    written.map(({ path, source }) => ({ path, text: source })),
  )
  const manifest = [...base.filter((entry) => !changed.has(entry.path)), ...entries].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  )
  await writeVersion(ctx, theme, args.userId, manifest, args)
  return { ...(await currentTheme(ctx, args.userId, args.pageId))!, merged }
}

/** An edit saved on top of a version made since the one it was made on. */
export interface MergedEdit {
  /** The version it went on top of, and who made that. */
  over: number
  author: Person | null
  /** The files both changed: the edit's text is kept. */
  replaced: string[]
}

export interface VersionSummary {
  versionId: Id<'themeVersions'>
  number: number
  source: VersionSource
  prompt?: string
  createdAt: number
  parentNumber?: number
  fileCount: number
  bytes: number
  current: boolean
  /** Who made it; the history shows a collaborator's name. */
  author?: Person | null
}

export function toVersionSummary(version: Doc<'themeVersions'>, theme: Doc<'themes'>): VersionSummary {
  return {
    versionId: version._id,
    number: version.number,
    source: version.source,
    prompt: version.prompt,
    createdAt: version.createdAt,
    parentNumber: version.parentNumber,
    fileCount: version.fileCount,
    bytes: version.bytes,
    current: version._id === theme.currentVersionId,
  }
}

/** Names the author of each version, reading each person once. */
export async function withAuthors(
  ctx: QueryCtx,
  versions: Doc<'themeVersions'>[],
  theme: Doc<'themes'>,
): Promise<VersionSummary[]> {
  const people = new Map<Id<'users'>, Promise<Person | null>>()
  return await Promise.all(
    versions.map(async (version) => {
      if (!people.has(version.authorId)) people.set(version.authorId, versionAuthor(ctx, version.authorId))
      return { ...toVersionSummary(version, theme), author: await people.get(version.authorId)! }
    }),
  )
}

/**
 * The versions the current one was made from, newest first, following parents through the
 * index: at most `limit` reads however long the history.
 */
export async function versionLineage(
  ctx: QueryCtx,
  userId: Id<'users'>,
  pageId: Id<'pages'> | undefined,
  limit: number,
): Promise<VersionSummary[]> {
  const theme = await findTheme(ctx, userId, pageId)
  if (theme === null || theme.currentVersionId === undefined) return []
  const chain: VersionSummary[] = []
  let version = await ctx.db.get(theme.currentVersionId)
  while (version !== null && chain.length < limit) {
    chain.push(toVersionSummary(version, theme))
    if (version.source === 'restore' || version.source === 'import' || version.parentNumber === undefined)
      break
    version = await versionByNumber(ctx, theme._id, version.parentNumber)
  }
  return chain
}

/** Makes an earlier version current again, as a new version: history only grows. */
export async function restoreVersion(
  ctx: MutationCtx,
  userId: Id<'users'>,
  versionId: Id<'themeVersions'>,
): Promise<ThemeVersionView> {
  const version = await ctx.db.get(versionId)
  const theme = version === null ? null : await ctx.db.get(version.themeId)
  if (version === null || theme === null || !(await themeAccess(ctx, userId, theme, 'edit')))
    throw new ConvexError('Version not found')
  // The same trees: a restore writes one small document and no file.
  await writeVersion(
    ctx,
    theme,
    userId,
    await readManifest(ctx, version),
    {
      source: 'restore',
      explanation: await versionExplanation(ctx, version),
      storeConfig: version.storeConfig,
      prompt: version.prompt,
    },
    { restored: version },
  )
  return (await currentTheme(ctx, userId, theme.pageId))!
}

// ---------------------------------------------------------------- deleting

/** Documents one purge batch deletes of each kind; contents are also bounded by bytes. */
export const PURGE_BATCH = 200
const PURGE_BYTES = 4_000_000

/**
 * Deletes the themes of a page at once (they vanish from every query) and answers their ids:
 * their versions, trees and contents go in scheduled batches (purgeThemeBatch).
 */
export async function detachThemesOfPage(ctx: MutationCtx, pageId: Id<'pages'>): Promise<Id<'themes'>[]> {
  const themes = await ctx.db
    .query('themes')
    .withIndex('by_page', (q) => q.eq('pageId', pageId))
    .collect()
  for (const theme of themes) await ctx.db.delete(theme._id)
  return themes.map((theme) => theme._id)
}

/**
 * One bounded batch of a deleted theme's documents; answers whether any remain. Each batch
 * stays far below Convex's per-transaction limits whatever the history's size.
 */
export async function purgeThemeBatch(ctx: MutationCtx, themeId: Id<'themes'>): Promise<boolean> {
  const versions = await ctx.db
    .query('themeVersions')
    .withIndex('by_theme_number', (q) => q.eq('themeId', themeId))
    .take(PURGE_BATCH)
  for (const version of versions) await ctx.db.delete(version._id)
  if (versions.length === PURGE_BATCH) return true
  const trees = await ctx.db
    .query('themeTrees')
    .withIndex('by_theme_hash', (q) => q.eq('themeId', themeId))
    .take(PURGE_BATCH)
  for (const tree of trees) await ctx.db.delete(tree._id)
  if (trees.length === PURGE_BATCH) return true
  let bytes = 0
  let count = 0
  for await (const content of ctx.db
    .query('themeContents')
    .withIndex('by_theme_hash', (q) => q.eq('themeId', themeId))) {
    await ctx.db.delete(content._id)
    bytes += utf8Bytes(content.text)
    count += 1
    if (bytes >= PURGE_BYTES || count >= PURGE_BATCH) return true
  }
  return false
}
