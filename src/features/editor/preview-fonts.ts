// The faces of a theme's fonts for the editor's preview, from the app's own bundle of
// @fontsource files (components/bundled-fonts.ts): fetched when a theme's settings name their
// family, and handed to the preview as data URLs — the preview is a sandboxed srcdoc frame with an
// opaque origin, where a font file from another origin needs CORS. The files are kept in the
// page's one store, which the dashboard's thumbnails and the Preview dialog share.
import { bundledFontFiles, type FontFileStore } from '../../components/bundled-fonts'
import { themeSettingDefs } from '../../engine/model'
import { currentThemeSettings } from '../../engine/model'
import type { FontStyle } from '../../engine/model'
import type { FontFiles } from '../../engine/preview'
import { type FontDrop, fontDrop } from '../../engine/preview'
import type { ThemeFiles } from '../../engine/model'
import { fontPath } from './render-protocol'

export interface Face {
  family: string
  weight: number
  style: FontStyle
}

function face(font: FontDrop | undefined): Face | undefined {
  if (!font) return undefined
  return { family: font.family, weight: font.weight, style: font.style === 'italic' ? 'italic' : 'normal' }
}

/** Which text a setting is about, by its id: `type_heading_weight` and `type_heading_font`. */
function role(id: string): string | undefined {
  return /head|title|display/i.exec(id)
    ? 'heading'
    : /body|base|text|paragraph/i.exec(id)
      ? 'body'
      : undefined
}

/**
 * The faces a theme's layout can ask for: each font_picker setting's own face, its bold, italic
 * and bold italic (what Dawn-like layouts derive with font_modify), and its face at the weight a
 * "weight" setting of the same text names (Vitrine's heading weight). Variants the family lacks
 * are left out.
 */
export function themeFaces(files: ThemeFiles): Face[] {
  const defs = themeSettingDefs(files)
  const current = currentThemeSettings(files)
  const weights = defs
    .filter((def) => /weight/i.test(def.id))
    .map((def) => ({ role: role(def.id), weight: Number(current[def.id] ?? def.default) }))
    .filter(({ weight }) => Number.isInteger(weight) && weight >= 100 && weight <= 900)
  const faces = new Map<string, Face>()
  for (const def of defs) {
    if (def.type !== 'font_picker') continue
    const font = fontDrop(current[def.id] ?? def.default)
    if (!font) continue
    const bold = font.modify('weight', 'bold')
    const variants = [
      font,
      bold,
      font.modify('style', 'italic'),
      bold?.modify('style', 'italic'),
      ...weights
        .filter((w) => w.role === undefined || w.role === role(def.id))
        .map((w) => font.modify('weight', String(w.weight))),
    ]
    for (const variant of variants) {
      const found = face(variant)
      if (found) faces.set(`${found.family}:${found.weight}:${found.style}`, found)
    }
  }
  return [...faces.values()]
}

/** A lookup that also holds the faces it answers from (by fontPath), for the render worker. */
export type FaceLookup = FontFiles & { readonly faces: ReadonlyMap<string, string> }

export interface PreviewFonts {
  /** The lookup for renderTheme when every face the theme uses has been loaded (or has failed). */
  ready(files: ThemeFiles): FaceLookup | undefined
  /** Loads the faces a theme uses (each file once); resolves with the lookup for renderTheme. */
  load(files: ThemeFiles): Promise<FaceLookup>
  /** The lookup of the faces loaded so far, whichever theme asked for them. */
  loaded(): FaceLookup
}

/** A font source over a store of bundled files (the page's own, or a fake's in tests). */
export function createPreviewFonts(store: FontFileStore = bundledFontFiles): PreviewFonts {
  const loaded = store.loaded
  const pathsOf = new WeakMap<ThemeFiles, string[]>()
  const pathOf = fontPath
  const themePaths = (files: ThemeFiles): string[] => {
    let paths = pathsOf.get(files)
    if (!paths) {
      paths = themeFaces(files)
        .map((f) => pathOf(f.family, f.weight, f.style))
        .filter((path) => store.has(path))
      pathsOf.set(files, paths)
    }
    return paths
  }
  const newLookup = (): FaceLookup =>
    Object.assign(
      (family: string, weight: number, style: FontStyle) => loaded.get(pathOf(family, weight, style)),
      {
        faces: loaded,
      },
    )
  // A new lookup whenever files were added, so the preview knows its cached assets are stale.
  let lookup = newLookup()
  let lookupSize = 0
  const currentLookup = (): FaceLookup => {
    if (loaded.size !== lookupSize) {
      lookup = newLookup()
      lookupSize = loaded.size
    }
    return lookup
  }

  return {
    ready(files) {
      return themePaths(files).every((path) => store.settled(path)) ? currentLookup() : undefined
    },
    async load(files) {
      await Promise.all(themePaths(files).map((path) => store.load(path)))
      return currentLookup()
    },
    loaded: currentLookup,
  }
}

/** The editor's font source, over the page's store of font files. */
export const previewFonts = createPreviewFonts()
