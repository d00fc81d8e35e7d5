// The editor's copy of theme files, kept by content hash. themes.current carries a manifest
// (path -> hash); this cache holds every content the tab has seen, so after an edit only the
// changed file is fetched (and not even that when this tab made the edit: it is remembered).
import { useEffect, useMemo, useState } from 'react'
import { useConvex } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
// The server's content address, computed the same way here.
import { sha256 } from '../../../convex/model/contents'

export interface ManifestEntry {
  path: string
  hash: string
  size: number
}

/** A batch of contents asks for at most this many bytes (a query returns up to 16 MiB). */
export const BATCH_BYTES = 4_000_000
const BATCH_COUNT = 400
/** A batch that has not answered in this long is asked for again, at most RETRIES times. */
export const BATCH_TIMEOUT_MS = 20_000
const RETRIES = 2

const contents = new Map<string, string>()

/** Keeps texts this tab wrote, so the manifest that names them needs no fetch. */
export async function rememberContents(texts: Iterable<string>): Promise<void> {
  for (const text of texts) contents.set(await sha256(text), text)
}

/** The hashes a manifest needs that the cache lacks, in batches of bounded size. */
export function missingBatches(manifest: readonly ManifestEntry[], have: (hash: string) => boolean) {
  const batches: string[][] = []
  let batch: string[] = []
  let bytes = 0
  const seen = new Set<string>()
  for (const entry of manifest) {
    if (have(entry.hash) || seen.has(entry.hash)) continue
    seen.add(entry.hash)
    if (batch.length > 0 && (bytes + entry.size > BATCH_BYTES || batch.length >= BATCH_COUNT)) {
      batches.push(batch)
      batch = []
      bytes = 0
    }
    batch.push(entry.hash)
    bytes += entry.size
  }
  if (batch.length > 0) batches.push(batch)
  return batches
}

const LATE = Symbol('late')

/**
 * Runs `ask` until it answers within BATCH_TIMEOUT_MS, at most 1 + RETRIES times. A reply lost
 * on the way (a dropped connection, a request the server never answered) would otherwise leave
 * the editor on the version before, saying nothing.
 */
export async function patiently<T>(ask: () => Promise<T>, timeoutMs = BATCH_TIMEOUT_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<typeof LATE>((resolve) => {
      timer = setTimeout(() => resolve(LATE), timeoutMs)
    })
    try {
      const answer = await Promise.race([ask(), late])
      if (answer !== LATE) return answer
    } finally {
      clearTimeout(timer)
    }
    if (attempt >= RETRIES)
      throw new Error(
        `The theme's files did not arrive in ${Math.round(timeoutMs / 1000)} s, ${RETRIES + 1} times`,
      )
  }
}

function assemble(manifest: readonly ManifestEntry[]): Record<string, string> | undefined {
  const files: Record<string, string> = {}
  for (const entry of manifest) {
    const text = contents.get(entry.hash)
    if (text === undefined) return undefined
    files[entry.path] = text
  }
  return files
}

export type ThemeFilesState<T> =
  | { status: 'loading' }
  /** `theme` is the version whose files these are: the newest one once its files are here. */
  | { status: 'success'; theme: T; files: Record<string, string> }
  | { status: 'error'; error: Error }

type ThemeWithManifest = { themeId: Id<'themes'>; versionId: string; manifest: readonly ManifestEntry[] }

/**
 * The files of a theme version: from the cache, fetching only the contents it lacks. While a
 * newer version's contents arrive, the version shown before stays (with its own metadata), so
 * nothing flickers.
 */
export function useThemeFiles<T extends ThemeWithManifest>(theme: T | null | undefined): ThemeFilesState<T> {
  const convex = useConvex()
  const [loaded, setLoaded] = useState(0)
  const [failure, setFailure] = useState<{ versionId: string; error: Error } | null>(null)
  const [shown, setShown] = useState<{ theme: T; files: Record<string, string> } | null>(null)
  const themeId = theme?.themeId
  const manifest = theme?.manifest
  const versionId = theme?.versionId

  useEffect(() => {
    if (themeId === undefined || manifest === undefined || versionId === undefined) return
    const batches = missingBatches(manifest, (hash) => contents.has(hash))
    if (batches.length === 0) return
    let cancelled = false
    void (async () => {
      try {
        for (const hashes of batches) {
          const fetched = await patiently(() => convex.query(api.themes.contents, { themeId, hashes }))
          for (const { hash, text } of fetched) contents.set(hash, text)
        }
        if (!cancelled) setLoaded((n) => n + 1)
      } catch (error) {
        if (!cancelled)
          setFailure({ versionId, error: error instanceof Error ? error : new Error(String(error)) })
      }
    })()
    return () => {
      cancelled = true
    }
  }, [convex, themeId, versionId, manifest])

  const files = useMemo(
    () => (manifest === undefined ? undefined : assemble(manifest)),
    // `loaded` counts fetches that filled the cache: the same manifest may assemble now.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [manifest, loaded],
  )
  // Derived state: the newest version whose files are all here becomes the one shown.
  if (theme && files !== undefined && (shown === null || shown.theme !== theme)) setShown({ theme, files })

  if (theme && failure !== null && failure.versionId === theme.versionId)
    return { status: 'error', error: failure.error }
  if (theme && files !== undefined) return { status: 'success', theme, files }
  if (shown !== null) return { status: 'success', ...shown }
  return { status: 'loading' }
}
