// ZIP export and import of themes (jszip). Export is deterministic: the same files give the same
// bytes. Import accepts what Shopify and GitHub hand out (one wrapper folder, macOS junk, a README)
// but only ever yields safe theme paths.
//
// ThemeFiles holds text, so binary assets (images, fonts, video) live in it as base64 data URLs,
// `data:<mime>;base64,<bytes>`, under their usual path (e.g. assets/logo.png). Export writes them
// back as bytes; the preview can use them as URLs as they are. Text files round-trip byte for byte.
import JSZip from 'jszip'
import { handleize } from '../model/handles'
import { isThemePath, THEME_FOLDERS, type ThemeFiles } from '../model/theme'

export const MAX_ARCHIVE_FILES = 2000
export const MAX_ARCHIVE_BYTES = 50 * 1024 * 1024
/**
 * Entries of any kind (folders, junk, files outside the theme) a ZIP may list: ten times the theme
 * files allowed, room for a repository's README, docs and macOS junk. Counted from the ZIP's last
 * record before jszip reads the entries (a 48 MB ZIP of 400,000 empty entries took 14 s to read).
 */
export const MAX_ARCHIVE_ENTRIES = 10 * MAX_ARCHIVE_FILES
export const DEFAULT_ARCHIVE_NAME = 'shopify-theme'

const BINARY_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  pdf: 'application/pdf',
  glb: 'model/gltf-binary',
  usdz: 'model/vnd.usdz+zip',
}

/** The MIME type of a binary asset (kept as a data URL), or undefined for a text file. */
export function binaryAssetType(path: string): string | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase()
  return extension === undefined ? undefined : BINARY_TYPES[extension]
}

const BASE64_DATA_URL = /^data:[^,;]*(?:;[^,;]*)*;base64,/

/** The base64 payload of a binary asset's data URL; undefined when the file is plain text. */
export function binaryAssetBase64(path: string, source: string): string | undefined {
  if (binaryAssetType(path) === undefined) return undefined
  const prefix = BASE64_DATA_URL.exec(source)
  return prefix ? source.slice(prefix[0].length) : undefined
}

export function binaryAssetDataUrl(path: string, base64: string): string {
  return `data:${binaryAssetType(path) ?? 'application/octet-stream'};base64,${base64}`
}

export function archiveFileName(storeName?: string): string {
  return `${handleize(storeName ?? '') || DEFAULT_ARCHIVE_NAME}.zip`
}

// DOS dates start in 1980; any fixed date keeps the bytes stable.
const FIXED_DATE = new Date(Date.UTC(2000, 0, 1))

export async function exportZip(
  files: ThemeFiles,
  storeName?: string,
): Promise<{ fileName: string; data: Uint8Array }> {
  const zip = new JSZip()
  for (const path of Object.keys(files).sort()) {
    const source = files[path] ?? ''
    const base64 = binaryAssetBase64(path, source)
    // Folder entries jszip would add by itself carry the current time.
    const options = { date: FIXED_DATE, createFolders: false }
    if (base64 === undefined) zip.file(path, source, options)
    else zip.file(path, base64, { ...options, base64: true })
  }
  const data = await zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 6 },
  })
  return { fileName: archiveFileName(storeName), data }
}

export class ArchiveError extends Error {
  override name = 'ArchiveError'
}

function isJunk(segments: string[]): boolean {
  return segments[0] === '__MACOSX' || segments.some((segment) => segment.startsWith('.'))
}

function escapes(name: string): boolean {
  return (
    name.startsWith('/') ||
    name.startsWith('\\') ||
    /^[A-Za-z]:/.test(name) ||
    name.split(/[/\\]/).some((segment) => segment === '..')
  )
}

const isThemeFolder = (name: string | undefined) => (THEME_FOLDERS as readonly string[]).includes(name ?? '')

interface Entry {
  path: string
  file: JSZip.JSZipObject
}

/**
 * Reads a theme ZIP. Tolerates one wrapper folder (dawn-main/layout/...), ignores junk
 * (__MACOSX, dotfiles) and files outside the theme folders (README, LICENSE); rejects paths that
 * escape and theme-folder paths Shopify would not accept, naming the path.
 */
export async function importZip(data: Uint8Array | ArrayBuffer): Promise<ThemeFiles> {
  const listed = zipEntryCount(data instanceof Uint8Array ? data : new Uint8Array(data))
  if (listed !== undefined && listed > MAX_ARCHIVE_ENTRIES) {
    throw new ArchiveError(
      `Too many entries in the ZIP: more than ${MAX_ARCHIVE_ENTRIES} (a theme has at most ${MAX_ARCHIVE_FILES} files)`,
    )
  }
  let zip: JSZip
  try {
    zip = await JSZip.loadAsync(data)
  } catch {
    throw new ArchiveError('Not a valid ZIP file')
  }

  const entries: Entry[] = []
  for (const file of Object.values(zip.files)) {
    if (file.dir) continue
    const original = file.unsafeOriginalName ?? file.name
    if (escapes(original)) throw new ArchiveError(`Unsafe path in the ZIP: ${original}`)
    if (isJunk(original.split(/[/\\]/))) continue
    // Some Windows tools write backslashes between folders.
    entries.push({ path: original.replace(/\\/g, '/'), file })
  }
  const topFolder = (path: string) => path.split('/')[0]
  const inThemeFolder = (path: string) => isThemeFolder(topFolder(path)) && path.includes('/')
  if (!entries.some((entry) => inThemeFolder(entry.path))) {
    const wrappers = new Set(
      entries
        .filter((entry) => inThemeFolder(entry.path.slice(entry.path.indexOf('/') + 1)))
        .map((e) => topFolder(e.path)),
    )
    const [wrapper] = wrappers
    if (wrappers.size === 1 && wrapper !== undefined) {
      for (const entry of entries) {
        if (entry.path.startsWith(`${wrapper}/`)) entry.path = entry.path.slice(wrapper.length + 1)
      }
    }
  }

  const themeEntries = entries.filter((entry) => inThemeFolder(entry.path))
  if (themeEntries.length === 0) {
    throw new ArchiveError(
      'No theme files in the ZIP (expected folders such as layout/, sections/ and templates/)',
    )
  }
  if (themeEntries.length > MAX_ARCHIVE_FILES) {
    throw new ArchiveError(`Too many files in the ZIP: ${themeEntries.length} (at most ${MAX_ARCHIVE_FILES})`)
  }
  for (const entry of themeEntries) {
    if (!isThemePath(entry.path))
      throw new ArchiveError(`Not a valid theme file path in the ZIP: ${entry.path}`)
  }

  // Sizes as the ZIP declares them: an honest archive that is too large is refused before anything
  // is inflated. A dishonest one is caught while inflating (see inflate).
  const declared = themeEntries.reduce((sum, entry) => sum + declaredSize(entry.file), 0)
  if (declared > MAX_ARCHIVE_BYTES) throw tooLarge()

  const files: ThemeFiles = {}
  let total = 0
  for (const { path, file } of themeEntries.sort((a, b) => (a.path < b.path ? -1 : 1))) {
    const bytes = await inflate(path, file, MAX_ARCHIVE_BYTES - total)
    total += bytes.length
    files[path] =
      binaryAssetType(path) === undefined ? utf8.decode(bytes) : binaryAssetDataUrl(path, base64(bytes))
  }
  return files
}

/**
 * The entries of the ZIP's central directory, counted by walking their headers (not taken from the
 * end record, whose 16-bit count wraps and can say anything), stopping past `most`. Undefined when
 * the directory cannot be found: jszip then reads the file, or refuses it.
 */
export function zipEntryCount(bytes: Uint8Array, most = MAX_ARCHIVE_ENTRIES): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  let end = bytes.length - 22
  while (end >= lowest && view.getUint32(end, true) !== 0x06054b50) end--
  if (end < lowest) return undefined
  let at = view.getUint32(end + 16, true)
  // ZIP64: a locator before the end record points at the ZIP64 record and its 8-byte offset.
  if (at === 0xffffffff && end >= 20 && view.getUint32(end - 20, true) === 0x07064b50) {
    const record = Number(view.getBigUint64(end - 12, true))
    if (record + 56 > bytes.length || view.getUint32(record, true) !== 0x06064b50) return undefined
    at = Number(view.getBigUint64(record + 48, true))
  }
  let count = 0
  while (at + 46 <= bytes.length && view.getUint32(at, true) === 0x02014b50 && count <= most) {
    count++
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return count === 0 ? undefined : count
}

/** jszip's stream of one entry's inflated bytes (public in jszip, missing from its types). */
interface EntryStream {
  on(event: 'data', listener: (chunk: Uint8Array) => void): EntryStream
  on(event: 'end', listener: () => void): EntryStream
  on(event: 'error', listener: (error: Error) => void): EntryStream
  resume(): EntryStream
  pause(): EntryStream
}

/**
 * An entry's bytes, counted as they are inflated: past the size its header declares, or past
 * `room` (what is left of MAX_ARCHIVE_BYTES), inflating stops at once with an ArchiveError. jszip
 * itself compares the sizes only once the whole entry is inflated: a 1 MB ZIP whose entry claims
 * 1,000 bytes took 1.2 GB of memory before it was refused.
 */
function inflate(path: string, file: JSZip.JSZipObject, room: number): Promise<Uint8Array> {
  const declared = declaredSize(file)
  const limit = Math.min(declared, room)
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = []
    let size = 0
    let settled = false
    const settle = (error: Error | undefined) => {
      if (settled) return
      settled = true
      if (error) {
        stream.pause()
        chunks.length = 0
        reject(error)
      } else resolve(concat(chunks, size))
    }
    const stream = (file as unknown as { internalStream(type: 'uint8array'): EntryStream }).internalStream(
      'uint8array',
    )
    stream
      .on('data', (chunk) => {
        if (settled) return
        size += chunk.length
        if (size <= limit) chunks.push(chunk)
        else if (size > declared)
          settle(
            new ArchiveError(
              `The ZIP is not valid: ${path} unpacks to more than the ${declared} bytes its header declares`,
            ),
          )
        else settle(tooLarge())
      })
      .on('error', () =>
        settle(new ArchiveError(`Could not read ${path} from the ZIP: the archive is corrupt`)),
      )
      .on('end', () => settle(undefined))
      .resume()
  })
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  return bytes
}

/** Base64 of bytes, in slices that String.fromCharCode takes as arguments. */
function base64(bytes: Uint8Array): string {
  const SLICE = 0x2000 * 3
  let out = ''
  for (let start = 0; start < bytes.length; start += SLICE) {
    out += btoa(String.fromCharCode(...bytes.subarray(start, start + SLICE)))
  }
  return out
}

// ignoreBOM keeps a byte-order mark in the text, so the file round-trips unchanged.
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true })

function tooLarge(): ArchiveError {
  return new ArchiveError(`The ZIP is too large: more than ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB unpacked`)
}

/** The inflated size the ZIP's central directory gives for an entry. */
function declaredSize(file: JSZip.JSZipObject): number {
  const size = (file as unknown as { _data?: { uncompressedSize?: unknown } })._data?.uncompressedSize
  return typeof size === 'number' ? size : 0
}
