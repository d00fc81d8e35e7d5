// Visual edits: a value typed in the editor goes into the setting the clicked element came from
// (a section or block setting in a JSON template, a section group, or settings_data.json for static
// sections), checked against the setting's declared type. Liquid is never touched.
//
// Images: Shopify's image_picker only holds images from the store's files (shopify://shop_images/…).
// A link or an uploaded image (data: URL) therefore goes into a companion setting named
// `{id}_url` (type text, or url for https links) beside the image_picker, which the section shows
// in preference to the picked image; shopify:// references go into the image_picker itself.
import { coerceSettingValue, isImageUrlSetting, toHexColor, type SettingDef } from '../model/schema'
import {
  mergeFiles,
  readThemeJson,
  stringifyThemeJson,
  storeConfigFromFiles,
  type Theme,
  type ThemeFiles,
} from '../model/theme'
import {
  blockSettingDefs,
  findBlock,
  locateSection,
  schemaOfFile,
  type SectionPlace,
} from '../model/sections'
import { ColorSchemeError, isColorSchemeId, writeSchemeColors } from '../model/color-schemes'

export interface VisualEdit {
  /** the template being previewed: 'index', 'product', 'page.about', ... */
  template: string
  sectionId: string
  blockId?: string
  settingId: string
  value: string
}

export type EditKind = 'text' | 'image' | 'color'

/** What an element of an editable preview points at, read from its data-vitrine-* attributes. */
export interface EditTarget {
  sectionId: string
  blockId?: string
  settingId: string
  kind: EditKind
}

export class VisualEditError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'VisualEditError'
  }
}

/**
 * The edit target of a clicked element, from its attributes (data-vitrine-section, -block,
 * -setting, -kind, without the prefix). undefined when the element maps to no setting.
 */
export function editTargetFromAttributes(attrs: {
  section?: string | null
  block?: string | null
  setting?: string | null
  kind?: string | null
}): EditTarget | undefined {
  const { section, block, setting, kind } = attrs
  if (!section || !setting) return undefined
  if (kind !== 'text' && kind !== 'image' && kind !== 'color') return undefined
  return { sectionId: section, ...(block ? { blockId: block } : {}), settingId: setting, kind }
}

const JSON_BANNER = /^\s*\/\*[\s\S]*?\*\/\s*/

function readJson(files: ThemeFiles, path: string): unknown {
  try {
    return readThemeJson(files, path)
  } catch {
    throw new VisualEditError(`${path} is not valid JSON`)
  }
}

/** The section in the previewed template, else in a section group, else a static section. */
function placeOf(files: ThemeFiles, template: string, sectionId: string): SectionPlace {
  const place = locateSection(files, template, sectionId, { readJson, create: true })
  if (!place)
    throw new VisualEditError(
      `No section "${sectionId}" in template "${template}" or the theme's section groups`,
    )
  return place
}

const UNSAFE_MARKUP = /<\s*(script|iframe|object|embed|style)\b|\son\w+\s*=|javascript:/i
const BLOCK_MARKUP = /<\s*\/?\s*(p|div|h[1-6]|ul|ol|li|table|section|article|blockquote)\b/i
const MAX_TEXT = 5000
const MAX_IMAGE = 2_000_000

function isImageLink(value: string): boolean {
  return /^data:image\/[a-z0-9.+-]+[;,]/i.test(value) || /^https?:\/\/[^\s"'<>]+$/i.test(value)
}

/** The (setting id, stored value) a visual edit becomes; throws when the value does not fit. */
function settingValue(
  def: SettingDef,
  defs: readonly SettingDef[],
  raw: string,
  where: string,
): [string, unknown] {
  const value = raw.trim()
  const fail = (why: string): never => {
    throw new VisualEditError(`${where}: ${why}`)
  }
  if (isImageUrlSetting(def, defs)) {
    if (!isImageLink(value)) fail('expected an image URL (https://…) or an uploaded image')
    if (def.type === 'url' && !/^https:\/\//i.test(value))
      fail('this link setting takes https:// images only')
    if (value.length > MAX_IMAGE) fail('the image is too large for a theme setting')
    return [def.id, value]
  }
  switch (def.type) {
    case 'text':
    case 'textarea':
    case 'inline_richtext':
    case 'richtext': {
      if (raw.length > MAX_TEXT) fail(`text is longer than ${MAX_TEXT} characters`)
      if (UNSAFE_MARKUP.test(raw)) fail('text cannot contain scripts, frames or event handlers')
      if (def.type === 'inline_richtext' && BLOCK_MARKUP.test(raw))
        fail('this text takes inline formatting only')
      const text = def.type === 'text' || def.type === 'inline_richtext' ? raw.replace(/\s*\n\s*/g, ' ') : raw
      const coerced = coerceSettingValue(def, text)
      if (coerced === undefined) {
        if (def.type === 'richtext' && text.trim() === '') return [def.id, '']
        fail('text cannot contain Liquid ({{ }} or {% %})')
      }
      return [def.id, coerced]
    }
    case 'color': {
      const hex = toHexColor(value)
      if (!hex) fail(`"${raw}" is not a colour like #1a2b3c`)
      return [def.id, hex]
    }
    case 'color_background': {
      const hex = toHexColor(value)
      if (hex) return [def.id, hex]
      if (/^(linear|radial|conic)-gradient\([^;{}<>]*\)$/i.test(value)) return [def.id, value]
      return fail(`"${raw}" is not a colour like #1a2b3c or a CSS gradient`)
    }
    case 'range':
    case 'number': {
      const n = Number(value)
      if (value === '' || !Number.isFinite(n)) fail(`"${raw}" is not a number`)
      if (
        def.type === 'range' &&
        ((def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max))
      )
        fail(`${n} is outside ${def.min}–${def.max}`)
      return [def.id, coerceSettingValue(def, n) ?? n]
    }
    case 'image_picker': {
      if (/^shopify:\/\/shop_images\/[^\s"'<>]+$/.test(value)) return [def.id, value]
      if (!isImageLink(value))
        fail('expected an image URL (https://…), an uploaded image or a shopify:// image')
      const companion = defs.find((d) => d.id === `${def.id}_url` && isImageUrlSetting(d, defs))
      if (!companion)
        fail(
          `image settings hold only the store's own images; the section has no "${def.id}_url" setting for a link`,
        )
      return settingValue(companion as SettingDef, defs, value, where)
    }
    case 'url': {
      if (/^data:image\//i.test(value)) fail('a link setting cannot hold an uploaded image')
      const url = coerceSettingValue(def, value)
      if (url === undefined) fail(`"${raw}" is not a link (https://…, /path or shopify://…)`)
      return [def.id, url]
    }
    case 'select':
    case 'radio':
    case 'checkbox': {
      const coerced = coerceSettingValue(def, value)
      if (coerced === undefined) fail(`"${raw}" is not one of the allowed values`)
      return [def.id, coerced]
    }
    default:
      return fail(`settings of type "${def.type}" cannot be edited visually`)
  }
}

function writeJson(original: string, value: unknown): string {
  const banner = JSON_BANNER.exec(original)?.[0] ?? ''
  return `${banner}${stringifyThemeJson(value)}`
}

/**
 * Applies a visual edit to the theme, returning a new theme (the input is not changed). Throws
 * VisualEditError with a readable message for an unknown section, block or setting, or a value
 * the setting cannot take.
 */
export function applyVisualEdit(theme: Theme, edit: VisualEdit): Theme {
  const { files } = theme
  const located = placeOf(files, edit.template, edit.sectionId)
  const schema = schemaOfFile(files, `sections/${located.type}.liquid`)
  if (!schema) throw new VisualEditError(`Section "${edit.sectionId}" (${located.type}) has no schema`)
  let target: Record<string, unknown>
  let defs: SettingDef[]
  let where = `Section "${edit.sectionId}"`
  if (edit.blockId) {
    const block = findBlock(located.section.blocks, edit.blockId)
    if (!block || typeof block.type !== 'string')
      throw new VisualEditError(`No block "${edit.blockId}" in section "${edit.sectionId}"`)
    defs = blockSettingDefs(files, schema, block.type)
    block.settings ??= {}
    target = block.settings
    where = `Block "${edit.blockId}" of section "${edit.sectionId}"`
  } else {
    defs = schema.settings
    located.section.settings ??= {}
    target = located.section.settings
  }
  const def = defs.find((d) => d.id === edit.settingId)
  if (!def) throw new VisualEditError(`${where} has no setting "${edit.settingId}"`)
  if (def.type === 'color_scheme') {
    // One of the theme's colour schemes (settings_data's color_schemes), by id.
    const scheme = edit.value.trim()
    if (!isColorSchemeId(files, scheme))
      throw new VisualEditError(
        `${where}, setting "${edit.settingId}": the theme has no colour scheme "${scheme}"`,
      )
    target[def.id] = scheme
  } else {
    const [id, value] = settingValue(def, defs, edit.value, `${where}, setting "${edit.settingId}"`)
    target[id] = value
  }
  const text = writeJson(files[located.path] ?? '', located.root)
  return { ...theme, files: { ...files, [located.path]: text } }
}

/** New colours for one of the theme's colour schemes: colour id ('background', 'text'...) -> #rrggbb. */
export interface SchemeColorsEdit {
  schemeId: string
  colors: Record<string, string>
}

/**
 * Applies new colours to one of the theme's colour schemes (a `color_scheme_group`, Dawn's
 * color_schemes), in settings_data's live settings: every section in that scheme changes. A new
 * theme is returned; throws VisualEditError for an unknown scheme or colour, or a bad value.
 */
export function applySchemeColors(theme: Theme, edit: SchemeColorsEdit): Theme {
  try {
    const text = writeSchemeColors(theme.files, edit.schemeId, edit.colors)
    return { ...theme, files: { ...theme.files, 'config/settings_data.json': text } }
  } catch (error) {
    if (error instanceof ColorSchemeError) throw new VisualEditError(error.message)
    throw error
  }
}

export type RefinementKind = 'quick' | 'custom'

/**
 * A refinement's result merged into the theme (SPEC: the returned files are merged over the
 * current ones and the explanation is appended with "Refinement:" or "Custom refinement:").
 */
export function mergeRefinement(
  theme: Theme,
  files: ThemeFiles,
  explanation: string,
  kind: RefinementKind,
): Theme {
  const merged = mergeFiles(theme.files, files)
  const label = kind === 'quick' ? 'Refinement:' : 'Custom refinement:'
  const note = `${label} ${explanation.trim()}`
  return {
    files: merged,
    explanation: theme.explanation.trim() === '' ? note : `${theme.explanation}\n\n${note}`,
    storeConfig: storeConfigFromFiles(merged) ?? theme.storeConfig,
  }
}
