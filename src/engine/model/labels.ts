// The names a merchant reads for a theme's settings and sections, as Shopify's theme editor shows
// them: a schema label is often a translation key ("t:sections.header.name", as in Dawn and
// Horizon), looked up in the theme's default schema locale; a label that is missing, or a key the
// locale lacks, gives way to the id in words ("bg_color_custom" -> "Bg color custom").
import { readThemeJson, type ThemeFiles } from './theme'

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An id in words: "bg_color_custom" -> "Bg color custom", "promo-banner" -> "Promo banner". */
export function humanizeId(id: string): string {
  const text = id.replace(/[-_]+/g, ' ').trim()
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The theme's default schema locale (locales/en.default.schema.json, else any *.default.schema.json). */
function schemaLocale(files: ThemeFiles): unknown {
  const paths = Object.keys(files).filter((p) => /^locales\/[^/]+\.default\.schema\.json$/.test(p))
  const path = paths.find((p) => p === 'locales/en.default.schema.json') ?? paths.sort()[0]
  if (!path) return undefined
  try {
    return readThemeJson(files, path)
  } catch {
    return undefined
  }
}

/**
 * Reads schema labels as a merchant reads them, the locale parsed once (and only when a label
 * is a translation key): `label`, looked up when it is a key; `fallback` when it is missing or
 * not found.
 */
export function schemaLabels(files: ThemeFiles): (label: unknown, fallback: string) => string {
  let locale: { value: unknown } | undefined
  return (label, fallback) => {
    if (typeof label !== 'string' || label.trim() === '') return fallback
    if (!label.startsWith('t:')) return label
    locale ??= { value: schemaLocale(files) }
    let node = locale.value
    for (const key of label.slice(2).split('.')) node = isObject(node) ? node[key] : undefined
    return typeof node === 'string' && node.trim() !== '' ? node : fallback
  }
}

/** One schema label as a merchant reads it (see schemaLabels). */
export function schemaLabel(files: ThemeFiles, label: unknown, fallback: string): string {
  return schemaLabels(files)(label, fallback)
}
