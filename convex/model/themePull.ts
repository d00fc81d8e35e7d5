// Reading a store's live theme through the Admin GraphQL API (read_themes): the theme whose role
// is MAIN, then every one of its files, a page at a time. Files arrive as Vitrine holds them:
// text as it is, binary assets as base64 data URLs under their path (as a ZIP import keeps them,
// engine/archive). Only the pull action (convex/shopifyPull.ts, Node runtime) imports this: a
// theme of up to MAX_THEME_BYTES is held whole before it is saved, which the default runtime's
// 64 MiB heap does not hold safely beside the pages of JSON it comes in.
import { binaryAssetDataUrl, binaryAssetType } from '../../src/engine/archive'
import { isThemePath } from '../../src/engine/model'
import { MAX_THEME_BYTES, MAX_THEME_FILES, NO_LIVE_THEME_ERROR } from './constants'
import { formatBytes, utf8Bytes } from './limits'
import { isTransient } from './shopify'
import { adminGraphql, ShopifyRequestError, trimSlash } from './shopifySdk'
import { shopifyAdminBase } from './config'

/** Files asked for per request. Shopify answers fewer when a page's payload would grow too large. */
export const PULL_PAGE_SIZE = 250
const FILE_URL_TIMEOUT_MS = 30_000
const PULL_PAGING_ERROR = 'Shopify stopped listing the live theme part-way. Please try again.'

const LIVE_THEME = `query liveTheme($roles: [ThemeRole!]) {
  themes(first: 1, roles: $roles) {
    nodes { id name role }
  }
}`

const THEME_FILES = `query themeFiles($id: ID!, $first: Int!, $after: String) {
  theme(id: $id) {
    id
    files(first: $first, after: $after) {
      nodes {
        filename
        body {
          __typename
          ... on OnlineStoreThemeFileBodyText { content }
          ... on OnlineStoreThemeFileBodyBase64 { contentBase64 }
          ... on OnlineStoreThemeFileBodyUrl { url }
        }
      }
      userErrors { code filename }
      pageInfo { hasNextPage endCursor }
    }
  }
}`

type FileBody =
  | { __typename: 'OnlineStoreThemeFileBodyText'; content: string }
  | { __typename: 'OnlineStoreThemeFileBodyBase64'; contentBase64: string }
  | { __typename: 'OnlineStoreThemeFileBodyUrl'; url: string }

interface FilesPage {
  theme?: {
    files?: {
      nodes: { filename: string; body: FileBody }[]
      userErrors?: { code: string; filename: string }[]
      pageInfo: { hasNextPage: boolean; endCursor: string | null }
    } | null
  } | null
}

/** A pull that cannot go on, with the message the merchant reads. */
export class PullError extends Error {}

export interface LiveTheme {
  name: string
  files: { path: string; source: string }[]
  /** Files of the theme Vitrine cannot hold (a path Shopify's own themes may have but Vitrine refuses, bytes that are no text). */
  skipped: string[]
}

/** Transient failures (unreachable, throttled, 5xx) are tried again, twice at most. */
async function withRetry<T>(read: () => Promise<T>, delayMs = 1000): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read()
    } catch (error) {
      if (attempt >= 2 || !isTransient(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, delayMs * (attempt + 1)))
    }
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** Bytes as text when they are UTF-8, else null. */
function asText(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes)
  } catch {
    return null
  }
}

/**
 * Where a body Shopify hands out by URL may be fetched from: Shopify's https addresses, or (tests
 * only) the loopback fake that SHOPIFY_ADMIN_BASE names.
 */
function allowedBodyUrl(url: string): boolean {
  const base = shopifyAdminBase()
  if (base && url.startsWith(`${trimSlash(base)}/`)) return true
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}

async function fetchBody(url: string): Promise<Uint8Array> {
  if (!allowedBodyUrl(url)) throw new ShopifyRequestError('Shopify sent an unexpected file address', 200)
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(FILE_URL_TIMEOUT_MS) })
  } catch {
    throw new ShopifyRequestError('Shopify could not be reached', 0)
  }
  if (!response.ok) throw new ShopifyRequestError(`Shopify answered ${response.status}`, response.status)
  return new Uint8Array(await response.arrayBuffer())
}

/** A file's body as Vitrine holds it: text, or a binary asset's data URL; null when it is neither. */
async function toSource(path: string, body: FileBody): Promise<string | null> {
  const binary = binaryAssetType(path) !== undefined
  switch (body.__typename) {
    case 'OnlineStoreThemeFileBodyText':
      return body.content
    case 'OnlineStoreThemeFileBodyBase64':
      if (binary) return binaryAssetDataUrl(path, body.contentBase64)
      return asText(Buffer.from(body.contentBase64, 'base64'))
    case 'OnlineStoreThemeFileBodyUrl': {
      const bytes = await withRetry(() => fetchBody(body.url))
      return binary ? binaryAssetDataUrl(path, Buffer.from(bytes).toString('base64')) : asText(bytes)
    }
    default:
      return null
  }
}

function tooLarge(): PullError {
  return new PullError(
    `The live theme is too large to save: more than ${formatBytes(MAX_THEME_BYTES)} of files (at most ${formatBytes(MAX_THEME_BYTES)}).`,
  )
}

/** The store's published theme: its id and name, or a PullError when it has none. */
export async function findLiveTheme(shop: string, token: string): Promise<{ id: string; name: string }> {
  const data = await withRetry(() =>
    adminGraphql<{ themes?: { nodes?: { id: string; name: string; role: string }[] } }>(
      shop,
      token,
      LIVE_THEME,
      { roles: ['MAIN'] },
    ),
  )
  const live = data.themes?.nodes?.find((theme) => theme.role === 'MAIN')
  if (!live) throw new PullError(NO_LIVE_THEME_ERROR)
  return { id: live.id, name: live.name }
}

/**
 * Every file of the theme, in the order Shopify lists them, following the cursor until the last
 * page. Stops with a PullError as soon as the theme passes Vitrine's limits (files or bytes),
 * before reading further.
 */
export async function readThemeFiles(
  shop: string,
  token: string,
  themeId: string,
  pageSize = PULL_PAGE_SIZE,
): Promise<{ files: { path: string; source: string }[]; skipped: string[] }> {
  const files: { path: string; source: string }[] = []
  const skipped: string[] = []
  let bytes = 0
  let after: string | null = null
  for (;;) {
    const data: FilesPage = await withRetry(() =>
      adminGraphql<FilesPage>(shop, token, THEME_FILES, { id: themeId, first: pageSize, after }),
    )
    const connection = data.theme?.files
    if (!connection) throw new PullError('The live theme is no longer on your store. Please try again.')
    const unread = connection.userErrors ?? []
    if (unread.length > 0) {
      const names = unread.map((error) => error.filename).slice(0, 3)
      throw new PullError(
        `Shopify could not read ${unread.length} ${unread.length === 1 ? 'file' : 'files'} of the live theme (${names.join(', ')}). Please try again.`,
      )
    }
    for (const { filename, body } of connection.nodes) {
      const source = isThemePath(filename) ? await toSource(filename, body) : null
      if (source === null) {
        skipped.push(filename)
        continue
      }
      files.push({ path: filename, source })
      bytes += utf8Bytes(source)
      if (bytes > MAX_THEME_BYTES) throw tooLarge()
      if (files.length > MAX_THEME_FILES) {
        throw new PullError(
          `The live theme has more than ${MAX_THEME_FILES} files (at most ${MAX_THEME_FILES}).`,
        )
      }
    }
    if (!connection.pageInfo.hasNextPage) break
    if (!connection.pageInfo.endCursor || connection.pageInfo.endCursor === after) {
      throw new PullError(PULL_PAGING_ERROR)
    }
    after = connection.pageInfo.endCursor
  }
  if (files.length === 0) throw new PullError(NO_LIVE_THEME_ERROR)
  return { files, skipped }
}

/** The store's published theme with all its files. */
export async function readLiveTheme(shop: string, token: string): Promise<LiveTheme> {
  const theme = await findLiveTheme(shop, token)
  const { files, skipped } = await readThemeFiles(shop, token, theme.id)
  return { name: theme.name, files, skipped }
}

/** What the new version says it is: "Pulled Dawn from Stride.", and which files stayed behind. */
export function pullExplanation(themeName: string, storeName: string, skipped: string[]): string {
  const pulled = `Pulled ${themeName} from ${storeName}.`
  if (skipped.length === 0) return pulled
  const listed = skipped.slice(0, 10).join(', ')
  const more = skipped.length > 10 ? ` and ${skipped.length - 10} more` : ''
  return `${pulled} Left out ${skipped.length} ${skipped.length === 1 ? 'file' : 'files'} Vitrine cannot hold: ${listed}${more}.`
}
