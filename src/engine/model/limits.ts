// How large a theme file may be before the engine refuses to read it. Parsing a Liquid file costs
// time and memory out of proportion to its size (liquidjs and Theme Check's parser alike), so a
// file over these limits is refused before anything parses it: the preview shows a note in its
// place and Theme Check reports it, without reading it.
//
// Shopify's own per-file limits, as Theme Check 3.29's MaxFileSize check holds them ("Shopify core
// parity"; shopify.dev/docs/storefronts/themes/tools/theme-check/checks/max-file-size and
// shopify.dev/docs/storefronts/themes/architecture/limits): 256 KB for a section, block, snippet,
// layout or Liquid template, 512 KB for a JSON template, a section group or settings_schema.json,
// 1.5 MB for settings_data.json and a locale, 20 MB for an asset. Outside assets the bytes of
// {% schema %} tags do not count, as in Theme Check.
//
// Two more, where Shopify's leave parsing unbounded, both at Shopify's 256 KB for Liquid:
// - a file's {% schema %} tags, which Shopify does not count. Theme Check validates a schema
//   against Shopify's JSON schemas in time that grows with it (some 3 s for 256 KB here; a 1.1 MB
//   schema took 23 s and 800 MB); real ones are far smaller (Dawn's main-product.liquid, the
//   largest section of Shopify's reference theme, is 93 KB in all).
// - a Liquid or JSON asset (assets/*.css.liquid, assets/*.json), which Shopify holds to 20 MB
//   like any asset but which the preview renders and Theme Check parses.
import { rawBlocks } from './raw-blocks'

const KB = 1024
const MB = 1024 * KB

export interface FileSizeLimit {
  /** the folder or pattern the limit is for, as Theme Check names it (e.g. `sections`) */
  scope: string
  bytes: number
  /** whether {% schema %} tags are left out of the measure */
  schemaless: boolean
}

/* prettier-ignore */
const LIMITS: FileSizeLimit[] = [
  { scope: 'assets', bytes: 20 * MB, schemaless: false },
  { scope: 'locales', bytes: 1.5 * MB, schemaless: true },
  { scope: 'config/settings_data.json', bytes: 1.5 * MB, schemaless: true },
  { scope: 'config/settings_schema.json', bytes: 512 * KB, schemaless: true },
  { scope: 'templates/*.json', bytes: 512 * KB, schemaless: true },
  { scope: 'sections/*.json', bytes: 512 * KB, schemaless: true },
  { scope: 'blocks', bytes: 256 * KB, schemaless: true },
  { scope: 'config', bytes: 256 * KB, schemaless: true },
  { scope: 'layout', bytes: 256 * KB, schemaless: true },
  { scope: 'snippets', bytes: 256 * KB, schemaless: true },
  { scope: 'templates', bytes: 256 * KB, schemaless: true },
  { scope: 'sections', bytes: 256 * KB, schemaless: true },
]

/** The most of a file's {% schema %} tags, and of a Liquid or JSON asset, the engine reads. */
export const MAX_SCHEMA_BYTES = 256 * KB
export const MAX_PARSED_ASSET_BYTES = 256 * KB

/** Shopify's limit for a theme path (as Theme Check's MaxFileSize finds it), if any. */
export function fileSizeLimit(path: string): FileSizeLimit | undefined {
  return LIMITS.find(({ scope }) => {
    if (scope.endsWith('*.json')) {
      const folder = scope.slice(0, -'*.json'.length)
      return path.startsWith(folder) && path.toLowerCase().endsWith('.json')
    }
    return path === scope || path.startsWith(`${scope}/`)
  })
}

/** The UTF-8 length of a string, without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4
        i++
      } else bytes += 3
    } else bytes += 3
  }
  return bytes
}

const BASE64_DATA_URL = /^data:[^,]*;base64,/

/** The bytes of a file as stored: binary assets are held as base64 data URLs (see archive.ts). */
export function fileBytes(path: string, source: string): number {
  const dataUrl = BASE64_DATA_URL.exec(source.slice(0, 200))
  if (dataUrl && !/\.(liquid|json|css|js|svg|txt)$/.test(path)) {
    let end = source.length
    while (end > dataUrl[0].length && source[end - 1] === '=') end--
    return Math.floor(((end - dataUrl[0].length) * 3) / 4)
  }
  return utf8Length(source)
}

/** As Theme Check prints a size: in MB or KB when exact, in bytes otherwise. */
function themeCheckSize(bytes: number): string {
  if (bytes % MB === 0) return `${bytes / MB} MB`
  if (bytes % KB === 0) return `${bytes / KB} KB`
  return `${bytes} bytes`
}

/** A size for people: 256 KB, 1.5 MB, 10.5 MB. */
export function humanSize(bytes: number): string {
  const round = (value: number) => String(Number(value.toFixed(1)))
  if (bytes >= MB) return `${round(bytes / MB)} MB`
  if (bytes >= KB) return `${round(bytes / KB)} KB`
  return `${bytes} bytes`
}

export interface OversizedFile {
  path: string
  /** the bytes that were measured against the limit */
  bytes: number
  limit: number
  /** Theme Check's message when Shopify's limit is the one exceeded, for the MaxFileSize offense */
  themeCheckMessage?: string
  /** one sentence that names the file, its size and the limit */
  message: string
}

/**
 * Why the engine will not read this file, or undefined when it is within the limits. Cheap: it
 * measures, it does not parse.
 */
export function oversizedFile(path: string, source: string): OversizedFile | undefined {
  const limit = fileSizeLimit(path)
  const parsedAsset = path.startsWith('assets/') && /\.(liquid|json)$/i.test(path)
  const hasSchema = /\.liquid$/i.test(path) && !path.startsWith('assets/')
  // A UTF-8 byte is at most one UTF-16 unit and a unit at most three bytes: most files are
  // settled without counting.
  const smallest = Math.min(
    limit?.bytes ?? Infinity,
    parsedAsset ? MAX_PARSED_ASSET_BYTES : Infinity,
    hasSchema ? MAX_SCHEMA_BYTES : Infinity,
  )
  if (source.length * 3 <= smallest) return undefined
  const schema = limit?.schemaless ? schemaBytes(source) : 0
  if (limit) {
    const bytes = limit.schemaless ? utf8Length(source) - schema : fileBytes(path, source)
    if (bytes > limit.bytes) {
      const notCounted = limit.schemaless && hasSchema ? ', not counting {% schema %}' : ''
      return {
        path,
        bytes,
        limit: limit.bytes,
        themeCheckMessage: `Theme file is too large. It is ${themeCheckSize(bytes)} but the limit is ${themeCheckSize(limit.bytes)}.`,
        message:
          `${path} is too large: ${humanSize(bytes)}, and Shopify's limit for ${limit.scope} ` +
          `is ${humanSize(limit.bytes)}${notCounted}`,
      }
    }
  }
  if (hasSchema && schema > MAX_SCHEMA_BYTES) {
    return {
      path,
      bytes: schema,
      limit: MAX_SCHEMA_BYTES,
      message:
        `${path} is too large to read: its {% schema %} is ${humanSize(schema)}, and a schema is read ` +
        `up to ${humanSize(MAX_SCHEMA_BYTES)}`,
    }
  }
  if (parsedAsset) {
    const bytes = utf8Length(source)
    if (bytes > MAX_PARSED_ASSET_BYTES) {
      return {
        path,
        bytes,
        limit: MAX_PARSED_ASSET_BYTES,
        message:
          `${path} is too large to read: ${humanSize(bytes)}, and a Liquid or JSON asset is read ` +
          `up to ${humanSize(MAX_PARSED_ASSET_BYTES)}`,
      }
    }
  }
  return undefined
}

/** The UTF-8 bytes of the file's {% schema %} tags, tags included, as MaxFileSize leaves them out. */
export function schemaBytes(source: string): number {
  let bytes = 0
  for (const block of rawBlocks(source, ['schema'])) {
    bytes += utf8Length(block.open) + utf8Length(block.body) + utf8Length(block.close)
  }
  return bytes
}

/** The file's UTF-8 bytes outside {% schema %} tags, as Theme Check's MaxFileSize measures them. */
export function schemalessBytes(source: string): number {
  return utf8Length(source) - schemaBytes(source)
}

/** The files of a theme the engine refuses to read, by path. */
export function oversizedFiles(files: Record<string, string>): Map<string, OversizedFile> {
  const found = new Map<string, OversizedFile>()
  for (const [path, source] of Object.entries(files)) {
    const oversized = oversizedFile(path, source)
    if (oversized) found.set(path, oversized)
  }
  return found
}
