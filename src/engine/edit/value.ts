// The one check of a value against the setting it is for, whoever gives it: a person typing in
// the editor's preview (a visual edit, 'typed') or Vitrine's refinement rules and the AI
// proposing a change ('proposed'). Both go through the same switch on the setting's type; where
// the two differ, the case says so, and it comes to this:
// - a typed value that does not fit is refused with a reason the person reads; a proposed one is
//   fitted where it can be (a range clamped to its bounds and snapped to its step, text cut to
//   length), as model/schema's coerceSettingValue does;
// - typed text is held to what the editor's field means: single-line settings on one line, no
//   block markup in inline rich text, an emptied rich text kept empty; a typed value is trimmed;
// - each side sets the types it offers: the editor colour backgrounds, images (a link goes into
//   the `{id}_url` companion beside an image_picker) and colour schemes; a proposal fonts, colour
//   palettes and colour scheme groups (a rule's or model's new palette).
//
// Images: Shopify's image_picker only holds images from the store's files (shopify://shop_images/…).
// A link or an uploaded image (data: URL) therefore goes into a companion setting named
// `{id}_url` (type text, or url for https links) beside the image_picker, which the section shows
// in preference to the picked image; shopify:// references go into the image_picker itself.
import { isColorSchemeId } from '../model/color-schemes'
import { coerceSettingValue, isImageUrlSetting, toHexColor, type SettingDef } from '../model/schema'
import type { ThemeFiles } from '../model/theme'

/** Who gives a value: a person in the editor, or a refinement rule or the AI. */
export type ValueSource = 'typed' | 'proposed'

export interface ValueContext {
  source: ValueSource
  files: ThemeFiles
  /** every setting beside this one (of its section, block or the theme): companions, palettes */
  defs: readonly SettingDef[]
  /** what the setting shows now (stored, else its default): a colour group merges over it */
  current: unknown
}

/** The setting to write (an image link goes into its companion) and its value; or why not. */
export type CheckedValue = { ok: true; id: string; value: unknown } | { ok: false; why: string }

const TYPED_ONLY = new Set(['color_background', 'image_picker', 'color_scheme'])
const PROPOSED_ONLY = new Set(['font_picker', 'color_palette', 'color_scheme_group'])

const UNSAFE_MARKUP = /<\s*(script|iframe|object|embed|style)\b|\son\w+\s*=|javascript:/i
const BLOCK_MARKUP = /<\s*\/?\s*(p|div|h[1-6]|ul|ol|li|table|section|article|blockquote)\b/i
const MAX_TYPED_TEXT = 5000
const MAX_IMAGE = 2_000_000

function isImageLink(value: string): boolean {
  return /^data:image\/[a-z0-9.+-]+[;,]/i.test(value) || /^https?:\/\/[^\s"'<>]+$/i.test(value)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A colour palette or colour scheme group with the colours of `value` merged over `current`;
 * undefined when `value` holds no colour the setting can take. A palette's colours are hex values
 * by name; a scheme's are the `color` settings of the group's definition, so only colours the
 * schema declares are written, and in hex.
 */
function colorGroup(def: SettingDef, current: unknown, value: unknown): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined
  const base = isRecord(current) ? current : {}
  if (def.type === 'color_palette') {
    const colors = Object.entries(value).flatMap(([name, v]) => {
      const hex = toHexColor(v)
      return /^[\w-]+$/.test(name) && hex ? [[name, hex] as const] : []
    })
    return colors.length > 0 ? { ...base, ...Object.fromEntries(colors) } : undefined
  }
  const definition = (def as { definition?: unknown }).definition
  const colorIds = new Set(
    (Array.isArray(definition) ? definition : [])
      .filter((d): d is SettingDef => isRecord(d) && d.type === 'color' && typeof d.id === 'string')
      .map((d) => d.id),
  )
  const out: Record<string, unknown> = { ...base }
  let any = false
  for (const [name, scheme] of Object.entries(value)) {
    const was = isRecord(base[name]) ? base[name] : undefined
    const settings = isRecord(scheme) && isRecord(scheme.settings) ? scheme.settings : {}
    const colors = Object.entries(settings).flatMap(([id, v]) => {
      const hex = toHexColor(v)
      return colorIds.has(id) && hex ? [[id, hex] as const] : []
    })
    // Only schemes the theme has: a new one would need every setting of the definition.
    if (!was || colors.length === 0) continue
    const before = isRecord(was.settings) ? was.settings : {}
    out[name] = { ...was, settings: { ...before, ...Object.fromEntries(colors) } }
    any = true
  }
  return any ? out : undefined
}

/**
 * A colour that follows a colour palette of the same settings, as the theme's own defaults do
 * ("{{ settings.color_palette.foreground }}"); undefined for anything else.
 */
function paletteReference(defs: readonly SettingDef[], value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const palette = /^\{\{ settings\.([\w-]+)\.[\w-]+ \}\}$/.exec(value)?.[1]
  return defs.some((d) => d.id === palette && d.type === 'color_palette') ? value : undefined
}

/** What is wrong with typed text for a text setting of this type, if anything. */
function typedTextProblem(def: SettingDef, raw: string): string | undefined {
  if (raw.length > MAX_TYPED_TEXT) return `text is longer than ${MAX_TYPED_TEXT} characters`
  if (UNSAFE_MARKUP.test(raw)) return 'text cannot contain scripts, frames or event handlers'
  if (def.type === 'inline_richtext' && BLOCK_MARKUP.test(raw))
    return 'this text takes inline formatting only'
  return undefined
}

/** The value checked against its setting's declaration: what to write where, or why not. */
export function checkSettingValue(def: SettingDef, value: unknown, context: ValueContext): CheckedValue {
  const typed = context.source === 'typed'
  const ok = (checked: unknown, id = def.id): CheckedValue => ({ ok: true, id, value: checked })
  const no = (why: string): CheckedValue => ({ ok: false, why })
  /** coerceSettingValue's answer (it fits what it can), or `why` when it has none */
  const coerced = (given: unknown, why: string): CheckedValue => {
    const fitted = coerceSettingValue(def, given)
    return fitted === undefined ? no(why) : ok(fitted)
  }
  if (typed && typeof value !== 'string') return no('expected text')
  const shown = String(value)
  const given = typed ? shown.trim() : value
  if (typed ? PROPOSED_ONLY.has(def.type) : TYPED_ONLY.has(def.type))
    return no(`settings of type "${def.type}" cannot be ${typed ? 'edited visually' : 'proposed'}`)

  if (typed && isImageUrlSetting(def, context.defs)) {
    const link = shown.trim()
    if (!isImageLink(link)) return no('expected an image URL (https://…) or an uploaded image')
    if (def.type === 'url' && !/^https:\/\//i.test(link))
      return no('this link setting takes https:// images only')
    if (link.length > MAX_IMAGE) return no('the image is too large for a theme setting')
    return ok(link)
  }
  switch (def.type) {
    case 'text':
    case 'textarea':
    case 'inline_richtext':
    case 'richtext': {
      if (!typed) return coerced(value, `${JSON.stringify(value)} is not text this setting takes`)
      const problem = typedTextProblem(def, shown)
      if (problem) return no(problem)
      const oneLine = def.type === 'text' || def.type === 'inline_richtext'
      const text = oneLine ? shown.replace(/\s*\n\s*/g, ' ') : shown
      const fitted = coerceSettingValue(def, text)
      if (fitted !== undefined) return ok(fitted)
      if (def.type === 'richtext' && text.trim() === '') return ok('')
      return no('text cannot contain Liquid ({{ }} or {% %})')
    }
    case 'color': {
      const color = toHexColor(given) ?? paletteReference(context.defs, given)
      return color === undefined ? no(`"${shown}" is not a colour like #1a2b3c`) : ok(color)
    }
    case 'color_background': {
      const hex = toHexColor(given)
      if (hex) return ok(hex)
      if (/^(linear|radial|conic)-gradient\([^;{}<>]*\)$/i.test(shown.trim())) return ok(shown.trim())
      return no(`"${shown}" is not a colour like #1a2b3c or a CSS gradient`)
    }
    case 'range':
    case 'number': {
      if (!typed) return coerced(value, `${JSON.stringify(value)} is not a number`)
      const n = Number(given)
      if (given === '' || !Number.isFinite(n)) return no(`"${shown}" is not a number`)
      if (
        def.type === 'range' &&
        ((def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max))
      )
        return no(`${n} is outside ${def.min}–${def.max}`)
      return ok(coerceSettingValue(def, n) ?? n)
    }
    case 'image_picker': {
      const link = shown.trim()
      if (/^shopify:\/\/shop_images\/[^\s"'<>]+$/.test(link)) return ok(link)
      if (!isImageLink(link))
        return no('expected an image URL (https://…), an uploaded image or a shopify:// image')
      const companion = context.defs.find(
        (d) => d.id === `${def.id}_url` && isImageUrlSetting(d, context.defs),
      )
      if (!companion)
        return no(
          `image settings hold only the store's own images; the section has no "${def.id}_url" setting for a link`,
        )
      return checkSettingValue(companion, value, context)
    }
    case 'color_scheme': {
      // One of the theme's colour schemes (settings_data's color_schemes), by id.
      const scheme = shown.trim()
      return isColorSchemeId(context.files, scheme)
        ? ok(scheme)
        : no(`the theme has no colour scheme "${scheme}"`)
    }
    case 'color_palette':
    case 'color_scheme_group': {
      const group = colorGroup(def, context.current, value)
      return group === undefined ? no('holds no colour this setting takes') : ok(group)
    }
    case 'url': {
      if (typeof given === 'string' && /^data:image\//i.test(given))
        return no('a link setting cannot hold an uploaded image')
      return coerced(given, `"${shown}" is not a link (https://…, /path or shopify://…)`)
    }
    case 'select':
    case 'radio':
    case 'checkbox':
      return coerced(given, `"${shown}" is not one of the allowed values`)
    case 'font_picker':
      return coerced(given, `"${shown}" is not a font of Shopify's library`)
    default:
      return no(`settings of type "${def.type}" cannot be ${typed ? 'edited visually' : 'proposed'}`)
  }
}
