// A theme's colours as its settings_schema declares them, found by setting type rather than by
// name, so the colours refinement works on themes no one here wrote:
// - colour scheme groups (`color_scheme_group`, Dawn): schemes of background, text, button...
//   whose `role` map says which colour is which;
// - colour palettes (`color_palette`, Horizon): named colours that other colour settings follow
//   through Liquid defaults such as "{{ settings.color_palette.foreground }}";
// - plain `color` settings, each read by its id (page_text_color, colors_on_primary...).
// A new palette core is spread over all of them, keeping each scheme light or dark as it was and
// text readable (WCAG AA, 4.5:1) on the background it sits on.
import { adjust, contrast, ensureContrast, hexToHsl, isDark, mix, readableOn } from '../catalog/palette'
import { settledPalette } from '../compose/palette'
import { toHexColor, type SettingDef } from '../model/schema'

export type ColorRole = 'primary' | 'accent' | 'background' | 'text' | 'surface' | 'onPrimary' | 'onAccent'

export interface PaletteCore {
  primary: string
  accent: string
  background: string
  text: string
}

/** WCAG AA for body text. */
export const READABLE = 4.5

/** What a colour setting is for, from its id (colors_on_primary, button_label, background_1, ...). */
export function colorRole(id: string): ColorRole {
  const name = id.toLowerCase()
  if (/on_primary|button_label|button_text|btn_text/.test(name)) return 'onPrimary'
  if (/on_accent/.test(name)) return 'onAccent'
  if (/surface|card|alternate|secondary_background/.test(name)) return 'surface'
  if (/background|(^|_)bg($|_)/.test(name)) return 'background'
  if (/text|foreground|body|heading|font/.test(name)) return 'text'
  if (/accent|sale|badge|highlight|secondary/.test(name)) return 'accent'
  return 'primary'
}

/**
 * The role of a colour setting whose id names both a thing and a part of it
 * (palette_primary_button_text, badge_sale_background_color, drawer_border_color); colorRole
 * for the others.
 */
export function settingColorRole(id: string): ColorRole {
  const name = id.toLowerCase()
  const part = /(^|_)(text|label|foreground|icons?)(_|$)/.test(name)
    ? 'text'
    : /background|(^|_)bg(_|$)/.test(name)
      ? 'background'
      : /border|outline|shadow/.test(name)
        ? 'border'
        : undefined
  if (part === undefined) return colorRole(id)
  const subject = /secondary/.test(name)
    ? 'plain'
    : /primary|button|btn|cta/.test(name)
      ? 'primary'
      : /sale|badge|accent|highlight/.test(name)
        ? 'accent'
        : 'plain'
  if (subject === 'primary') return part === 'text' ? 'onPrimary' : 'primary'
  if (subject === 'accent') return part === 'text' ? 'onAccent' : 'accent'
  return part === 'background' ? 'background' : 'text'
}

/** The full set of colours a palette core implies, readable in light or dark mode. */
export function expandPalette(core: PaletteCore, dark: boolean): Record<ColorRole, string> {
  const { accent } = core
  let { primary, background, text } = core
  if (dark && !isDark(background)) {
    background = mix(primary, '#0c0c0d', 0.9)
    text = '#f3f1ec'
    // Dark primaries vanish on a dark page: lift them.
    if (isDark(primary)) primary = adjust(primary, { l: Math.max(hexToHsl(primary).l, 62) })
  } else if (!dark && isDark(background)) {
    background = '#ffffff'
    text = '#161616'
  }
  return settledPalette({ primary, accent, background, text })
}

/** `color` readable on `background`: itself when it already is, else moved or swapped until so. */
export function readableColor(color: string, background: string, min = READABLE): string {
  const moved = ensureContrast(color, background, min)
  if (contrast(moved, background) >= min) return moved
  const plain = readableOn(background)
  return contrast(plain, background) >= min ? plain : isDark(background) ? '#ffffff' : '#000000'
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// ---- colour scheme groups ----

/** A colour of a scheme: what the schema's role map (or the id) says it is. */
type SchemeRole = 'background' | 'text' | 'primary' | 'onPrimary' | 'link' | 'other'

const SCHEME_ROLES: Record<string, SchemeRole> = {
  background: 'background',
  secondary_button: 'background',
  text: 'text',
  icons: 'text',
  primary_button: 'primary',
  primary_button_border: 'primary',
  on_primary_button: 'onPrimary',
  links: 'link',
  on_secondary_button: 'link',
  secondary_button_border: 'link',
}

/** Roles whose colour must read on another role's colour of the same scheme. */
const SCHEME_PAIRS: [SchemeRole, SchemeRole][] = [
  ['text', 'background'],
  ['link', 'background'],
  ['onPrimary', 'primary'],
]

/** The colour settings of a scheme group's definition, each with its role. */
function schemeColorRoles(def: SettingDef): Map<string, SchemeRole> {
  const definition = (def as { definition?: unknown }).definition
  const ids = Array.isArray(definition)
    ? definition.filter((d): d is SettingDef => isObject(d) && d.type === 'color' && typeof d.id === 'string')
    : []
  const roles = new Map<string, SchemeRole>()
  const roleMap = (def as { role?: unknown }).role
  if (isObject(roleMap)) {
    for (const [name, target] of Object.entries(roleMap)) {
      const id = typeof target === 'string' ? target : isObject(target) ? target.solid : undefined
      const role = SCHEME_ROLES[name]
      // The first role named for an id wins: background over secondary_button, text over icons.
      if (typeof id === 'string' && role && ids.some((d) => d.id === id) && !roles.has(id))
        roles.set(id, role)
    }
  }
  for (const d of ids) {
    if (roles.has(d.id)) continue
    if (isObject(roleMap)) {
      roles.set(d.id, 'other')
      continue
    }
    const role = settingColorRole(d.id)
    roles.set(
      d.id,
      role === 'background' || role === 'text' || role === 'primary' || role === 'onPrimary' ? role : 'other',
    )
  }
  return roles
}

type SchemeKind = 'light' | 'dark' | 'colour'

function schemeKind(background: string): SchemeKind {
  const { s, l } = hexToHsl(background)
  if (s >= 35 && l > 18 && l < 82) return 'colour'
  return isDark(background) ? 'dark' : 'light'
}

/**
 * The scheme group's schemes recoloured from the palette: each light scheme stays light, each
 * dark one dark, each coloured one takes the primary or the accent. Light schemes after the
 * first become surfaces, coloured ones alternate primary and accent; every text, link and button
 * label reads on what it sits on. Colours the role map does not name (Dawn's shadow) follow the
 * role whose colour they had, or stay as they are.
 */
export function recolorSchemes(
  def: SettingDef,
  schemes: Record<string, unknown>,
  core: PaletteCore,
): Record<string, unknown> | undefined {
  const roles = schemeColorRoles(def)
  const byRole = (role: SchemeRole) => [...roles].filter(([, r]) => r === role).map(([id]) => id)
  const backgroundId = byRole('background')[0]
  if (backgroundId === undefined) return undefined
  const light = expandPalette(core, false)
  const dark = expandPalette(core, true)
  const seen: Record<SchemeKind, number> = { light: 0, dark: 0, colour: 0 }
  const out: Record<string, unknown> = {}
  for (const [name, scheme] of Object.entries(schemes)) {
    const settings = isObject(scheme) && isObject(scheme.settings) ? scheme.settings : undefined
    const background = settings ? toHexColor(settings[backgroundId]) : undefined
    if (!settings || !background) {
      out[name] = scheme
      continue
    }
    const kind = schemeKind(background)
    const nth = seen[kind]++
    let colors: Record<Exclude<SchemeRole, 'other'>, string>
    if (kind === 'light') {
      const bg =
        nth === 0 ? light.background : mix(light.background, light.primary, Math.min(0.06 * nth, 0.2))
      colors = {
        background: bg,
        text: light.text,
        primary: light.primary,
        onPrimary: light.onPrimary,
        link: light.primary,
      }
    } else if (kind === 'dark') {
      const bg = nth % 2 === 0 ? mix(core.primary, '#0c0c0d', 0.72) : mix(light.text, '#000000', 0.4)
      const button = contrast(core.accent, bg) >= 3 ? core.accent : dark.text
      colors = { background: bg, text: dark.text, primary: button, onPrimary: bg, link: dark.text }
    } else {
      const bg = nth % 2 === 0 ? light.primary : core.accent
      const text = readableOn(bg)
      colors = { background: bg, text, primary: text, onPrimary: bg, link: text }
    }
    colors.text = readableColor(colors.text, colors.background)
    colors.link = readableColor(colors.link, colors.background)
    colors.onPrimary = readableColor(colors.onPrimary, colors.primary)
    const old = new Map([...roles].map(([id, role]) => [role, toHexColor(settings[id])]))
    const next: Record<string, unknown> = { ...settings }
    for (const [id, role] of roles) {
      if (role !== 'other') next[id] = colors[role]
      else {
        // A colour the roles do not name follows the role it matched, if any.
        const was = toHexColor(settings[id])
        const twin = (['text', 'background', 'primary'] as const).find((r) => was && old.get(r) === was)
        if (twin) next[id] = colors[twin]
      }
    }
    out[name] = { ...(scheme as Record<string, unknown>), settings: next }
  }
  return out
}

/** Every readable pair of a scheme group (text on background, label on button...), for checks. */
export function schemePairs(def: SettingDef, schemes: Record<string, unknown>): [string, string, string][] {
  const roles = schemeColorRoles(def)
  const pairs: [string, string, string][] = []
  for (const [name, scheme] of Object.entries(schemes)) {
    const settings = isObject(scheme) && isObject(scheme.settings) ? scheme.settings : {}
    for (const [fg, bg] of SCHEME_PAIRS) {
      for (const [fgId, fgRole] of roles) {
        const bgId = [...roles].find(([, r]) => r === bg)?.[0]
        const fgColor = toHexColor(settings[fgId])
        const bgColor = bgId ? toHexColor(settings[bgId]) : undefined
        if (fgRole === fg && fgColor && bgColor) pairs.push([`${name} ${fgId}`, fgColor, bgColor])
      }
    }
  }
  return pairs
}

// ---- colour palettes ----

const REFERENCE = /^\s*\{\{\s*settings\.([\w-]+)\.([\w-]+)\s*\}\}\s*$/

/** The palette and colour a Liquid colour value names ("{{ settings.color_palette.foreground }}"). */
export function paletteReference(value: unknown): { palette: string; name: string } | undefined {
  const match = typeof value === 'string' ? REFERENCE.exec(value) : null
  return match ? { palette: match[1]!, name: match[2]! } : undefined
}

/** The role a palette colour's name gives it, if it names one (color1, color2 name none). */
function paletteNameRole(name: string): ColorRole | undefined {
  const n = name.toLowerCase()
  if (/background|(^|_)bg$/.test(n)) return 'background'
  if (/foreground|text/.test(n)) return 'text'
  if (/surface|card/.test(n)) return 'surface'
  if (/primary|brand|button/.test(n)) return 'primary'
  if (/accent|secondary|highlight/.test(n)) return 'accent'
  return undefined
}

/**
 * A palette's colours recoloured: named ones by their role; the others (color1, color2...) by
 * where they sat between the old background and foreground. Those near the foreground become the
 * primary and darker mixes of it, readable on the background; those near the background become
 * tints of the accent on which the foreground stays readable. `primary` names the colour that
 * holds the primary, for the buttons to follow.
 */
export function recolorPalette(
  palette: Record<string, unknown>,
  core: PaletteCore,
  dark: boolean,
): { colors: Record<string, string>; primary?: string } {
  const colors = expandPalette(core, dark)
  const old = Object.fromEntries(
    Object.entries(palette).flatMap(([name, value]) => {
      const hex = toHexColor(value)
      return hex ? [[name, hex]] : []
    }),
  )
  const roleOf = (role: ColorRole) => Object.keys(old).find((name) => paletteNameRole(name) === role)
  const oldBackground = old[roleOf('background') ?? ''] ?? (dark ? '#000000' : '#ffffff')
  const oldText = old[roleOf('text') ?? ''] ?? (dark ? '#ffffff' : '#000000')
  const out: Record<string, string> = {}
  let deep = 0
  let tint = 0
  let primary: string | undefined
  for (const [name, hex] of Object.entries(old)) {
    const role = paletteNameRole(name)
    if (role) {
      out[name] = colors[role]
      continue
    }
    const toBackground = contrast(hex, oldBackground)
    const toText = contrast(hex, oldText)
    if (toText < toBackground) {
      const color = deep === 0 ? colors.primary : mix(colors.primary, colors.text, Math.min(0.3 * deep, 0.9))
      out[name] = readableColor(color, colors.background)
      if (deep === 0) primary = name
      deep++
    } else {
      const color = mix(colors.background, tint % 2 === 0 ? core.accent : colors.primary, 0.12 + 0.08 * tint)
      out[name] = readableBehind(color, colors.text)
      tint++
    }
  }
  primary ??= Object.keys(out).find((name) => paletteNameRole(name) === 'primary')
  return { colors: out, ...(primary ? { primary } : {}) }
}

/** A background moved lighter or darker until `text` reads on it. */
export function readableBehind(background: string, text: string): string {
  if (contrast(text, background) >= READABLE) return background
  const hsl = hexToHsl(background)
  const step = isDark(text) ? 3 : -3
  for (let l = hsl.l; l >= 0 && l <= 100; l += step) {
    const candidate = adjust(background, { l })
    if (contrast(text, candidate) >= READABLE) return candidate
  }
  return readableOn(text)
}
