// The app's own bundle of @fontsource files, fetched on demand and handed to a preview as data
// URLs: a preview is a sandboxed srcdoc frame with an opaque origin, where a font file from the
// app's origin would need CORS, and its seal (engine/preview/seal.ts) lets fonts in from data:
// and blob: URLs only. A preview stored on the server names its fonts (`src: local(...)`, all a
// render without the files can say); the thumbnails and the Preview dialog give those faces their
// bundled files here, as the editor's preview gets them (features/editor/preview-fonts.ts), from
// the same store: each file is fetched once per page. Files are named by their path (fontPath).
import { useEffect, useMemo, useState } from 'react'
import type { FontStyle } from '../engine/model'
import { fontPath } from '../lib/font-path'

/** Bundled font files by their path under the app's root, as Vite emits them. */
export type FontFileUrls = Record<string, string>

const BUNDLED_FONT_FILES: FontFileUrls = import.meta.glob<string>(
  '/node_modules/@fontsource/*/files/*-latin-[0-9]*-*.woff2',
  { query: '?url', import: 'default', eager: true },
)

function dataUrl(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes)
  let binary = ''
  // String.fromCharCode takes its bytes as arguments: in slices, to stay under the argument limit.
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000))
  return `data:font/woff2;base64,${btoa(binary)}`
}

/** The bundled font files a page has loaded, as data URLs by their path (fontPath). */
export interface FontFileStore {
  /** Whether the bundle has the file. */
  has(path: string): boolean
  /** Loads a file (once; a second call waits for the first); a file that fails is left out. */
  load(path: string): Promise<void>
  /** Whether a file has been loaded or has failed. */
  settled(path: string): boolean
  /** The files loaded so far. */
  readonly loaded: ReadonlyMap<string, string>
}

/** A store over bundled files; `fetchFile` is the network (a fake in tests). */
export function createFontFileStore(
  urls: FontFileUrls = BUNDLED_FONT_FILES,
  fetchFile: (url: string) => Promise<ArrayBuffer> = async (url) => {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    return response.arrayBuffer()
  },
): FontFileStore {
  const loaded = new Map<string, string>()
  const loading = new Map<string, Promise<void>>()
  const settled = new Set<string>()
  return {
    has: (path) => urls[path] !== undefined,
    load(path) {
      let pending = loading.get(path)
      if (!pending) {
        pending = fetchFile(urls[path] ?? path)
          .then(
            (bytes) => void loaded.set(path, dataUrl(bytes)),
            // A face that does not load leaves the preview on the font's fallback families.
            () => undefined,
          )
          .finally(() => settled.add(path))
        loading.set(path, pending)
      }
      return pending
    },
    settled: (path) => settled.has(path),
    loaded,
  }
}

/** The page's font files: one store, so each file is fetched once. */
export const bundledFontFiles = createFontFileStore()

const FONT_FACE = /@font-face\s*\{([^{}]*)\}/gi

/** A descriptor's value in a @font-face block's body, without a trailing `!important`. */
function descriptor(body: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|[;{\\s])${name}\\s*:\\s*([^;]*)`, 'i').exec(body)
  return m?.[1]?.trim()
}

const unquote = (value: string) =>
  value
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .trim()

/**
 * The bundled file of a face a document declares with a local() source only (what a render
 * without font files writes, `src: local("Playfair Display")`), or undefined.
 */
function localFacePath(body: string, has: (path: string) => boolean): string | undefined {
  const src = descriptor(body, 'src')
  const local = src ? /^local\(\s*(["']?)([^"')]+)\1\s*\)$/i.exec(src) : null
  const family = descriptor(body, 'font-family')
  if (!local || family === undefined || unquote(family).toLowerCase() !== local[2]!.trim().toLowerCase()) {
    return undefined
  }
  const weightText = (descriptor(body, 'font-weight') ?? '400').toLowerCase()
  const weight = weightText === 'normal' ? 400 : weightText === 'bold' ? 700 : Number(weightText)
  if (!Number.isInteger(weight)) return undefined
  const styleText = (descriptor(body, 'font-style') ?? 'normal').toLowerCase()
  const style: FontStyle = /^(italic|oblique)/.test(styleText) ? 'italic' : 'normal'
  const path = fontPath(unquote(family), weight, style)
  return has(path) ? path : undefined
}

/** The bundled files of the faces a document declares with a local() source only. */
export function localFacePaths(html: string, has: (path: string) => boolean): string[] {
  const paths = new Set<string>()
  for (const [, body] of html.matchAll(FONT_FACE)) {
    const path = localFacePath(body!, has)
    if (path) paths.add(path)
  }
  return [...paths]
}

/**
 * The document with each face it declares with a local() source only given its bundled file
 * instead, where `file` has it (a data URL): a document rendered on the server names its fonts,
 * which a browser without them installed would draw in their fallbacks.
 */
export function withFontFiles(html: string, file: (path: string) => string | undefined): string {
  return html.replace(FONT_FACE, (block: string, body: string) => {
    const path = localFacePath(body, (p) => file(p) !== undefined)
    if (!path) return block
    return block.replace(
      /(^|[;{\s])src\s*:\s*[^;}]*/i,
      (_, before: string) => `${before}src: url("${file(path)}") format("woff2")`,
    )
  })
}

/**
 * A stored preview with its fonts from the bundle: undefined while the faces it declares load
 * (a moment; a face that fails is left on its fallbacks), then the document with their files.
 * null and undefined pass through.
 */
export function usePreviewWithFonts(
  html: string | null | undefined,
  store: FontFileStore = bundledFontFiles,
): string | null | undefined {
  const paths = useMemo(
    () => (typeof html === 'string' ? localFacePaths(html, (path) => store.has(path)) : []),
    [html, store],
  )
  const ready = paths.every((path) => store.settled(path))
  const [, loadedMore] = useState(0)
  useEffect(() => {
    if (ready) return
    let live = true
    void Promise.all(paths.map((path) => store.load(path))).then(() => live && loadedMore((n) => n + 1))
    return () => {
      live = false
    }
  }, [paths, ready, store])
  const shown = useMemo(
    () =>
      typeof html === 'string' && ready ? withFontFiles(html, (path) => store.loaded.get(path)) : undefined,
    [html, ready, store],
  )
  return typeof html === 'string' ? shown : html
}
