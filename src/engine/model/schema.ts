// Reads the `{% schema %}` of sections so the AI layer works from what a theme actually declares
// (our composer's or anyone's), and checks setting values against their declared types before
// they are written into JSON templates.
import { firstRawBlock } from './raw-blocks'
import { readThemeJson, type ThemeFiles } from './theme'
import { escapeAttribute } from './text'

export interface SettingDef {
  id: string
  type: string
  label?: string
  default?: unknown
  options?: { value: string; label?: string }[]
  min?: number
  max?: number
  step?: number
}

export interface BlockDef {
  type: string
  name?: string
  /** how many of this block a section may hold */
  limit?: number
  settings: SettingDef[]
}

export interface SectionSchema {
  name?: string
  settings: SettingDef[]
  blocks: BlockDef[]
  maxBlocks?: number
  /** set when the section may only live in these section groups (header, footer, ...) */
  enabledOn?: unknown
  disabledOn?: unknown
  presets: unknown[]
}

function asSettings(value: unknown): SettingDef[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (s): s is SettingDef =>
      typeof s === 'object' && s !== null && typeof s.id === 'string' && typeof s.type === 'string',
  )
}

/** undefined when the source has no schema or it is not a JSON object. */
export function readSectionSchema(source: string): SectionSchema | undefined {
  const block = firstRawBlock(source, 'schema')
  if (!block) return undefined
  let json: unknown
  try {
    json = JSON.parse(block.body)
  } catch {
    return undefined
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  const raw = json as Record<string, unknown>
  const blocks = Array.isArray(raw.blocks)
    ? raw.blocks
        .filter(
          (b): b is Record<string, unknown> =>
            typeof b === 'object' && b !== null && typeof b.type === 'string',
        )
        .map((b) => ({
          type: b.type as string,
          name: typeof b.name === 'string' ? b.name : undefined,
          limit: typeof b.limit === 'number' ? b.limit : undefined,
          settings: asSettings(b.settings),
        }))
    : []
  return {
    name: typeof raw.name === 'string' ? raw.name : undefined,
    settings: asSettings(raw.settings),
    blocks,
    maxBlocks: typeof raw.max_blocks === 'number' ? raw.max_blocks : undefined,
    enabledOn: raw.enabled_on,
    disabledOn: raw.disabled_on,
    presets: Array.isArray(raw.presets) ? raw.presets : [],
  }
}

/** section type (file name without .liquid) -> schema, for every sections/*.liquid with one */
export function sectionSchemas(files: Record<string, string>): Map<string, SectionSchema> {
  const schemas = new Map<string, SectionSchema>()
  for (const [path, source] of Object.entries(files)) {
    const match = /^sections\/([^/]+)\.liquid$/.exec(path)
    if (!match?.[1]) continue
    const schema = readSectionSchema(source)
    if (schema) schemas.set(match[1], schema)
  }
  return schemas
}

/** The theme settings config/settings_schema.json declares, every group's in one list. */
export function themeSettingDefs(files: ThemeFiles): SettingDef[] {
  let schema: unknown
  try {
    schema = readThemeJson(files, 'config/settings_schema.json')
  } catch {
    return []
  }
  if (!Array.isArray(schema)) return []
  return schema.flatMap((group: unknown) => asSettings((group as { settings?: unknown })?.settings))
}

/** An image URL setting (a url/text setting that carries an image: `image_url`, `hero_image_url`). */
export function isImageUrlSetting(def: SettingDef, all: readonly SettingDef[]): boolean {
  if (def.type !== 'url' && def.type !== 'text') return false
  if (/(^|_)image_url$|^image$/.test(def.id)) return true
  const base = def.id.replace(/_url$/, '')
  return base !== def.id && all.some((s) => s.id === base && s.type === 'image_picker')
}

const HEX6 = /^#[0-9a-f]{6}$/i
const HEX3 = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i

/** '#abc' / 'ABCDEF' / '#AbCdEf' -> '#aabbcc'; undefined when it is no hex colour. */
export function toHexColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  let text = value.trim()
  if (/^[0-9a-f]{6}$/i.test(text) || /^[0-9a-f]{3}$/i.test(text)) text = `#${text}`
  const short = HEX3.exec(text)
  if (short) text = `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`
  return HEX6.test(text) ? text.toLowerCase() : undefined
}

const MAX_TEXT = 2000
const LIQUID = /\{[{%]/
const UNSAFE_MARKUP = /<\s*(script|iframe|object|embed|style)\b|\son\w+\s*=|javascript:/i

/**
 * The value coerced to what a setting of this type accepts, or undefined when it cannot be: e.g.
 * a colour not in hex, a select value not among the options, a range out of bounds (clamped and
 * snapped to the step). Resource pickers (image, product, collection, ...), html and liquid
 * settings are never taken from a model: it cannot know the store's resources, and code belongs
 * in sections where Theme Check sees it.
 */
export function coerceSettingValue(def: SettingDef, value: unknown): string | number | boolean | undefined {
  switch (def.type) {
    case 'text':
    case 'textarea':
    case 'inline_richtext': {
      if (typeof value !== 'string' && typeof value !== 'number') return undefined
      const text = String(value).slice(0, MAX_TEXT)
      // Liquid inside a text setting would be shown raw at best; keep settings plain.
      return LIQUID.test(text) || UNSAFE_MARKUP.test(text) ? undefined : text
    }
    case 'richtext': {
      if (typeof value !== 'string' || LIQUID.test(value) || UNSAFE_MARKUP.test(value)) return undefined
      const text = value.trim().slice(0, MAX_TEXT)
      if (text === '') return undefined
      return /^<(p|ul|ol|h[1-6])[\s>]/i.test(text) ? text : `<p>${escapeAttribute(text)}</p>`
    }
    case 'color':
      return toHexColor(value)
    case 'checkbox':
      if (typeof value === 'boolean') return value
      if (value === 'true' || value === 'false') return value === 'true'
      return undefined
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value)
      return Number.isFinite(n) ? n : undefined
    }
    case 'range': {
      const n = typeof value === 'number' ? value : Number(value)
      if (!Number.isFinite(n) || def.min === undefined || def.max === undefined) return undefined
      const step = def.step && def.step > 0 ? def.step : 1
      const clamped = Math.min(def.max, Math.max(def.min, n))
      const snapped = def.min + Math.round((clamped - def.min) / step) * step
      return Number(Math.min(def.max, snapped).toFixed(4))
    }
    case 'select':
    case 'radio': {
      if (typeof value !== 'string' && typeof value !== 'number') return undefined
      const text = String(value)
      const option = def.options?.find(
        (o) => o.value === text || o.label?.toLowerCase() === text.toLowerCase(),
      )
      return option?.value
    }
    case 'font_picker': {
      // Shopify font library handles look like assistant_n4 or playfair_display_i7.
      const handle = typeof value === 'string' ? value.trim() : ''
      return /^[a-z0-9_]+_[nio][1-9]$/.test(handle) ? handle : undefined
    }
    case 'url': {
      if (typeof value !== 'string') return undefined
      const url = value.trim()
      return /^(\/[\w\-/]*|https:\/\/[^\s"'<>]+|shopify:\/\/[\w\-/]+)$/.test(url) ? url : undefined
    }
    default:
      return undefined
  }
}
