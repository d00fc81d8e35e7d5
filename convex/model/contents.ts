// Theme files stored the way git stores trees: each distinct file content once per theme
// (addressed by its SHA-256), each folder a tree of names -> contents, each version a short list
// of trees. A visual edit writes one content, one tree and one version; a restore writes only a
// version. Contents larger than a chunk span several documents (Convex holds 1 MiB a document).
import type { Doc, Id } from '../_generated/dataModel'
import type { MutationCtx, QueryCtx } from '../_generated/server'
import { splitBytes, utf8Bytes } from './limits'

/** One file of a version: where it goes, and which content it has. */
export interface ManifestEntry {
  path: string
  hash: string
  /** UTF-8 bytes. */
  size: number
}

export interface TreeRef {
  dir: string
  hash: string
}

/** The most UTF-8 bytes of one content document: well under Convex's 1 MiB per document. */
export const CHUNK_BYTES = 512 * 1024

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))

/** Hex SHA-256 of a text's UTF-8 bytes (Web Crypto: in every Convex runtime and browsers). */
export async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  let hex = ''
  for (const byte of digest) hex += HEX[byte]
  return hex
}

function splitPath(path: string): { dir: string; name: string } {
  const slash = path.lastIndexOf('/')
  return { dir: path.slice(0, slash), name: path.slice(slash + 1) }
}

async function hasContent(ctx: QueryCtx, themeId: Id<'themes'>, hash: string): Promise<boolean> {
  const first = await ctx.db
    .query('themeContents')
    .withIndex('by_theme_hash', (q) => q.eq('themeId', themeId).eq('hash', hash).eq('chunk', 0))
    .first()
  return first !== null
}

/**
 * Stores the contents a theme does not hold yet and answers the manifest entries of `files`.
 * `written` counts the UTF-8 bytes of contents newly stored.
 */
export async function storeContents(
  ctx: MutationCtx,
  themeId: Id<'themes'>,
  files: { path: string; text: string }[],
): Promise<{ entries: ManifestEntry[]; written: number }> {
  const entries: ManifestEntry[] = []
  const seen = new Set<string>()
  let written = 0
  for (const { path, text } of files) {
    const hash = await sha256(text)
    const size = utf8Bytes(text)
    entries.push({ path, hash, size })
    if (seen.has(hash)) continue
    seen.add(hash)
    if (await hasContent(ctx, themeId, hash)) continue
    const pieces = splitBytes(text, CHUNK_BYTES)
    for (const [chunk, piece] of pieces.entries()) {
      await ctx.db.insert('themeContents', { themeId, hash, size, chunk, chunks: pieces.length, text: piece })
    }
    written += size
  }
  return { entries, written }
}

/** The trees of a manifest, stored when new; sorted by folder. */
export async function storeTrees(
  ctx: MutationCtx,
  themeId: Id<'themes'>,
  entries: ManifestEntry[],
): Promise<TreeRef[]> {
  const byDir = new Map<string, { name: string; hash: string; size: number }[]>()
  for (const entry of entries) {
    const { dir, name } = splitPath(entry.path)
    const list = byDir.get(dir) ?? []
    list.push({ name, hash: entry.hash, size: entry.size })
    byDir.set(dir, list)
  }
  const trees: TreeRef[] = []
  for (const dir of [...byDir.keys()].sort()) {
    const list = byDir.get(dir)!.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    const hash = await sha256(`${dir}\n${JSON.stringify(list)}`)
    const existing = await ctx.db
      .query('themeTrees')
      .withIndex('by_theme_hash', (q) => q.eq('themeId', themeId).eq('hash', hash))
      .first()
    if (existing === null) await ctx.db.insert('themeTrees', { themeId, hash, dir, entries: list })
    trees.push({ dir, hash })
  }
  return trees
}

/** Every file of a version: path, content hash and size, sorted by path. */
export async function readManifest(
  ctx: QueryCtx,
  version: Pick<Doc<'themeVersions'>, 'themeId' | 'trees'>,
): Promise<ManifestEntry[]> {
  const entries: ManifestEntry[] = []
  for (const ref of version.trees) {
    const tree = await ctx.db
      .query('themeTrees')
      .withIndex('by_theme_hash', (q) => q.eq('themeId', version.themeId).eq('hash', ref.hash))
      .first()
    if (tree === null) throw new Error(`Theme tree ${ref.hash} is missing`)
    for (const entry of tree.entries) entries.push({ path: `${tree.dir}/${entry.name}`, ...entry })
  }
  return entries
    .map(({ path, hash, size }) => ({ path, hash, size }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

/** The text of one content, or null when the theme does not hold it. */
export async function readContent(
  ctx: QueryCtx,
  themeId: Id<'themes'>,
  hash: string,
): Promise<string | null> {
  const chunks = await ctx.db
    .query('themeContents')
    .withIndex('by_theme_hash', (q) => q.eq('themeId', themeId).eq('hash', hash))
    .collect()
  if (chunks.length === 0 || chunks.length !== chunks[0]!.chunks) return null
  return chunks.map((chunk) => chunk.text).join('')
}

/** The files of a manifest as path -> text. */
export async function readFiles(
  ctx: QueryCtx,
  themeId: Id<'themes'>,
  manifest: ManifestEntry[],
): Promise<Record<string, string>> {
  const texts = new Map<string, string>()
  const files: Record<string, string> = {}
  for (const { path, hash } of manifest) {
    let text = texts.get(hash)
    if (text === undefined) {
      const read = await readContent(ctx, themeId, hash)
      if (read === null) throw new Error(`Theme content ${hash} is missing`)
      text = read
      texts.set(hash, text)
    }
    files[path] = text
  }
  return files
}
