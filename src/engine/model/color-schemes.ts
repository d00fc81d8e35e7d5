// A theme's colour schemes, as Online Store 2.0 themes keep them (Dawn and most Theme Store
// themes): a `color_scheme_group` setting in config/settings_schema.json defines what a scheme
// holds (background, text, button, button label...), the live settings of
// config/settings_data.json hold the schemes by id under the group's id (`color_schemes`), and a
// section picks one through a `color_scheme` setting. Changing a scheme's colours changes every
// section in that scheme, as in Shopify's theme editor.
import { toHexColor } from './schema'
import { readThemeJson, stringifyThemeJson, type ThemeFiles } from './theme'
import { liveSettings, withLiveSettings, SETTINGS_DATA } from './settings-data'
import { humanizeId, schemaLabel } from './labels'

const SETTINGS_SCHEMA = 'config/settings_schema.json'

/** One colour of a scheme, as the group's definition declares it. */
export interface SchemeColorDef {
  id: string
  /** readable: a translation key ("t:settings_schema.colors...") is looked up in the theme's locale */
  label: string
  /** the definition's default, as #rrggbb, when it has one */
  default?: string
}

export interface ColorScheme {
  /** the key in settings_data ("scheme-1"), which sections store */
  id: string
  /** the scheme's own name when it has one, else "Scheme 1", "Scheme 2"... by position */
  name: string
  /** colour id -> #rrggbb, for each colour of the definition ('' when the stored value is no hex colour) */
  colors: Record<string, string>
}

export interface ColorSchemeGroup {
  /** the group setting's id, the key of the schemes in the live settings ("color_schemes") */
  settingId: string
  /** the colours every scheme has (`color` settings of the definition), in the schema's order */
  colors: SchemeColorDef[]
  schemes: ColorScheme[]
  /**
   * Which colours a scheme's background and text are (the definition's `role` map, else the
   * colours named so), to show a scheme as it looks.
   */
  roles: { background?: string; text?: string }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function safeJson(files: ThemeFiles, path: string): unknown {
  try {
    return readThemeJson(files, path)
  } catch {
    return undefined
  }
}

/** The `color_scheme_group` setting of settings_schema.json, when the theme has one. */
function groupDef(files: ThemeFiles): { id: string; definition: unknown[]; role: unknown } | undefined {
  const schema = safeJson(files, SETTINGS_SCHEMA)
  if (!Array.isArray(schema)) return undefined
  for (const group of schema) {
    const settings = isObject(group) && Array.isArray(group.settings) ? group.settings : []
    for (const setting of settings) {
      if (isObject(setting) && setting.type === 'color_scheme_group' && typeof setting.id === 'string')
        return {
          id: setting.id,
          definition: Array.isArray(setting.definition) ? setting.definition : [],
          role: setting.role,
        }
    }
  }
  return undefined
}

/**
 * The theme's colour schemes: the colours the group defines and the schemes the live settings
 * hold, in their stored order. undefined when the theme has no colour scheme group (Vitrine's
 * own themes, Horizon's colour palette) or no schemes stored for it.
 */
export function readColorSchemes(files: ThemeFiles): ColorSchemeGroup | undefined {
  const group = groupDef(files)
  if (!group) return undefined
  const colors: SchemeColorDef[] = group.definition.flatMap((d) => {
    if (!isObject(d) || d.type !== 'color' || typeof d.id !== 'string') return []
    const fallback = toHexColor(d.default)
    return [
      {
        id: d.id,
        label: schemaLabel(files, d.label, humanizeId(d.id)),
        ...(fallback ? { default: fallback } : {}),
      },
    ]
  })
  const stored = liveSettings(safeJson(files, SETTINGS_DATA))?.[group.id]
  if (!isObject(stored)) return undefined
  const schemes = Object.entries(stored).flatMap(([id, scheme], index): ColorScheme[] => {
    if (!isObject(scheme)) return []
    const settings = isObject(scheme.settings) ? scheme.settings : {}
    const name =
      typeof scheme.name === 'string' && scheme.name.trim() !== '' ? scheme.name : `Scheme ${index + 1}`
    return [
      {
        id,
        name,
        colors: Object.fromEntries(
          colors.map((c) => [
            c.id,
            toHexColor(settings[c.id]) ?? (settings[c.id] === undefined ? (c.default ?? '') : ''),
          ]),
        ),
      },
    ]
  })
  if (schemes.length === 0) return undefined
  const role = isObject(group.role) ? group.role : {}
  const solid = isObject(role.background) ? role.background.solid : role.background
  const colorId = (named: unknown, pattern: RegExp) =>
    colors.find((c) => c.id === named)?.id ?? colors.find((c) => pattern.test(c.id))?.id
  const roles = {
    background: colorId(solid, /background|(^|_)bg($|_)/),
    text: colorId(role.text, /text|foreground/),
  }
  return { settingId: group.id, colors, schemes, roles }
}

export class ColorSchemeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ColorSchemeError'
  }
}

/**
 * settings_data.json's text with colours of one scheme changed (colour id -> a colour like
 * #1a2b3c), written into the live settings' scheme, which every section in that scheme reads.
 * Only the `color` settings of the group's definition are taken, stored as #rrggbb; the scheme's
 * other settings and every other scheme are kept. Throws ColorSchemeError for a theme without
 * colour schemes, an unknown scheme or colour, or a value that is no colour.
 */
export function writeSchemeColors(
  files: ThemeFiles,
  schemeId: string,
  colors: Record<string, string>,
): string {
  const group = readColorSchemes(files)
  if (!group) throw new ColorSchemeError('This theme has no colour schemes in its settings')
  const scheme = group.schemes.find((s) => s.id === schemeId)
  if (!scheme) throw new ColorSchemeError(`The theme has no colour scheme "${schemeId}"`)
  const changes: Record<string, string> = {}
  for (const [id, value] of Object.entries(colors)) {
    const def = group.colors.find((c) => c.id === id)
    if (!def) throw new ColorSchemeError(`${scheme.name} has no colour "${id}"`)
    const hex = toHexColor(value)
    if (!hex)
      throw new ColorSchemeError(`${scheme.name}, ${def.label}: "${value}" is not a colour like #1a2b3c`)
    changes[id] = hex
  }
  const source = files[SETTINGS_DATA] ?? ''
  const data = safeJson(files, SETTINGS_DATA)
  const live = liveSettings(data) ?? {}
  const schemes = live[group.settingId] as Record<string, Record<string, unknown>>
  const stored = schemes[schemeId] ?? {}
  const settings = isObject(stored.settings) ? stored.settings : {}
  const next = withLiveSettings(data, {
    ...live,
    [group.settingId]: { ...schemes, [schemeId]: { ...stored, settings: { ...settings, ...changes } } },
  })
  if (!next) throw new ColorSchemeError('config/settings_data.json has no live settings to write to')
  const banner = /^\s*\/\*[\s\S]*?\*\/\s*/.exec(source)?.[0] ?? ''
  return `${banner}${stringifyThemeJson(next)}`
}

/** Whether `value` names a scheme of the theme, for a section's `color_scheme` setting. */
export function isColorSchemeId(files: ThemeFiles, value: string): boolean {
  return readColorSchemes(files)?.schemes.some((s) => s.id === value) ?? false
}
