// The CLI's font source for the preview: faces read from the installed @fontsource packages (latin
// subset, woff2) and embedded as data URLs, so a rendered page shows the theme's real fonts offline.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fontsourceFile } from '../engine/model'
import type { FontFiles } from '../engine/preview'

const require = createRequire(import.meta.url)

function readDataUrl(specifier: string): string | undefined {
  try {
    return `data:font/woff2;base64,${readFileSync(require.resolve(specifier)).toString('base64')}`
  } catch {
    // not installed, or no such weight: the page falls back to the font's fallback families
    return undefined
  }
}

/** A font source over node_modules/@fontsource; each file is read at most once per source. */
export function fontsourceFiles(): FontFiles {
  const read = new Map<string, string | undefined>()
  return (family, weight, style) => {
    const specifier = `@fontsource/${fontsourceFile(family, weight, style)}`
    if (!read.has(specifier)) read.set(specifier, readDataUrl(specifier))
    return read.get(specifier)
  }
}
