import type { Theme, ThemeFiles } from '../src/engine/model'

export function liquidBytes(files: ThemeFiles): number {
  return Object.entries(files)
    .filter(([path]) => path.endsWith('.liquid'))
    .reduce((sum, [, source]) => sum + new TextEncoder().encode(source).length, 0)
}

/**
 * No third-party theme may be committed, so without BENCH_THEME_DIR a theme of Dawn's size is made
 * from a composed one: its sections and snippets copied under new names, their markup repeated, up
 * to ~100 sections+snippets and ~1.5 MB of Liquid. The JSON templates and section groups use the
 * enlarged copies of their sections, so rendering works on the big files too.
 */
export function syntheticDawn(base: Theme, parts = 100, bytes = 1.5 * 1024 * 1024): ThemeFiles {
  const files: ThemeFiles = { ...base.files }
  const sources = Object.keys(base.files).filter((p) => /^(sections|snippets)\/.*\.liquid$/.test(p))
  const split = (source: string) => {
    const schemaAt = source.indexOf('{% schema %}')
    return schemaAt >= 0 ? [source.slice(0, schemaAt), source.slice(schemaAt)] : [source, '']
  }
  const markupBytes =
    sources.reduce((sum, p) => sum + split(base.files[p] ?? '')[0]!.length, 0) / sources.length
  const copies = Math.max(sources.length, parts - sources.length)
  const repeat = Math.max(
    1,
    Math.round((bytes - liquidBytes(base.files)) / copies / Math.max(1, markupBytes)),
  )
  for (let i = 0; i < copies; i++) {
    const path = sources[i % sources.length]!
    const [markup, schema] = split(base.files[path] ?? '')
    files[path.replace(/\.liquid$/, `-copy-${Math.floor(i / sources.length) + 1}.liquid`)] =
      markup!.repeat(repeat) + schema
  }
  for (const path of Object.keys(files).filter((p) => /^(templates|sections)\/[^/]+\.json$/.test(p))) {
    files[path] = (files[path] ?? '').replace(/"type":\s*"([\w-]+)"/g, (whole, type: string) =>
      files[`sections/${type}-copy-1.liquid`] === undefined ? whole : `"type": "${type}-copy-1"`,
    )
  }
  return files
}
