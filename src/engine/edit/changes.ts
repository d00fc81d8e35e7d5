// Setting changes on a theme, checked against what the theme declares: theme settings against
// config/settings_schema.json, section and block settings against the section's {% schema %}.
// Refinements, AI or deterministic, all go through here, so nothing is written blindly.
import { readThemeJson, stringifyThemeJson, type ThemeFiles } from '../model/theme'
import {
  coerceSettingValue,
  readSectionSchema,
  themeSettingDefs,
  toHexColor,
  type SectionSchema,
  type SettingDef,
} from '../model/schema'
import { liveSettings } from '../model/settings-data'
import { jsonTemplates, templateName, templatePath, type TemplateJson } from '../model/templates'
import { humanizeId, schemaLabels } from '../model/labels'

export type SettingValue = string | number | boolean

export interface SettingChange {
  id: string
  value: unknown
}

export interface SectionChange {
  /** 'index', 'product', 'page.about', or a section group such as 'header-group' */
  template: string
  section: string
  settings: SettingChange[]
  blocks: { block: string; settings: SettingChange[] }[]
}

export interface ChangeSet {
  themeSettings: SettingChange[]
  sections: SectionChange[]
}

export interface AppliedChanges {
  /** only the files that changed, with their new text */
  files: ThemeFiles
  /** human-readable lines: what was set, settings named by their labels */
  applied: string[]
  /** what was asked for but could not be applied, and why */
  skipped: string[]
}

type Labels = ReturnType<typeof schemaLabels>

function applySettings(
  target: Record<string, unknown>,
  defs: SettingDef[],
  changes: SettingChange[],
  where: string,
  result: AppliedChanges,
  label: Labels,
): boolean {
  let changed = false
  for (const change of changes) {
    const def = defs.find((d) => d.id === change.id)
    if (!def) {
      result.skipped.push(`${where}: no setting "${change.id}"`)
      continue
    }
    const value =
      coerceColorGroup(def, target[change.id] ?? def.default, change.value) ??
      paletteColor(def, defs, change.value) ??
      coerceSettingValue(def, change.value)
    const name = label(def.label, humanizeId(def.id))
    if (value === undefined) {
      result.skipped.push(`${where}: ${name} cannot be ${JSON.stringify(change.value)}`)
      continue
    }
    // An absent setting shows its default: setting it to that changes nothing either.
    if (JSON.stringify(target[change.id] ?? def.default) === JSON.stringify(value)) continue
    target[change.id] = value
    changed = true
    const shown = typeof value === 'object' ? JSON.stringify(value) : String(value)
    result.applied.push(`${where}: ${name} = ${shown.slice(0, 60)}`)
  }
  return changed
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A colour palette or colour scheme group with the colours of `value` merged over `current`;
 * undefined for other settings, and when `value` holds no colour the setting can take. A
 * palette's colours are hex values by name; a scheme's are the `color` settings of the group's
 * definition, so only colours the schema declares are written, and in hex.
 */
function coerceColorGroup(
  def: SettingDef,
  current: unknown,
  value: unknown,
): Record<string, unknown> | undefined {
  if (!isRecord(value)) return undefined
  const base = isRecord(current) ? current : {}
  if (def.type === 'color_palette') {
    const colors = Object.entries(value).flatMap(([name, v]) => {
      const hex = toHexColor(v)
      return /^[\w-]+$/.test(name) && hex ? [[name, hex] as const] : []
    })
    return colors.length > 0 ? { ...base, ...Object.fromEntries(colors) } : undefined
  }
  if (def.type !== 'color_scheme_group') return undefined
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
function paletteColor(def: SettingDef, defs: SettingDef[], value: unknown): string | undefined {
  if (def.type !== 'color' || typeof value !== 'string') return undefined
  const palette = /^\{\{ settings\.([\w-]+)\.[\w-]+ \}\}$/.exec(value)?.[1]
  return defs.some((d) => d.id === palette && d.type === 'color_palette') ? value : undefined
}

/** Applies the change set; the theme's files are not modified, changed copies are returned. */
export function applyChanges(files: ThemeFiles, changes: ChangeSet): AppliedChanges {
  const result: AppliedChanges = { files: {}, applied: [], skipped: [] }
  const label = schemaLabels(files)

  if (changes.themeSettings.length > 0) {
    try {
      const data = readThemeJson(files, 'config/settings_data.json')
      const settings = liveSettings(data) ?? undefined
      if (!data || !settings)
        result.skipped.push('theme settings: config/settings_data.json has no current settings')
      else if (
        applySettings(
          settings,
          themeSettingDefs(files),
          changes.themeSettings,
          'theme settings',
          result,
          label,
        )
      )
        result.files['config/settings_data.json'] = stringifyThemeJson(data)
    } catch {
      result.skipped.push('theme settings: config/settings_data.json is not valid JSON')
    }
  }

  const schemas = new Map<string, SectionSchema | undefined>()
  const schemaOf = (type: string) => {
    if (!schemas.has(type)) {
      const source = files[`sections/${type}.liquid`]
      schemas.set(type, source === undefined ? undefined : readSectionSchema(source))
    }
    return schemas.get(type)
  }
  const templates = new Map<string, TemplateJson>()
  for (const change of changes.sections) {
    const path = templatePath(files, change.template)
    if (!path) {
      result.skipped.push(`${change.template}: no such template`)
      continue
    }
    let template = templates.get(path)
    if (!template) {
      const json = jsonTemplates({ [path]: files[path] ?? '' }).get(path)
      if (!json) {
        result.skipped.push(`${change.template}: not a JSON template`)
        continue
      }
      template = json
      templates.set(path, template)
    }
    const section = template.sections[change.section]
    const schema = section ? schemaOf(section.type) : undefined
    if (!section || !schema) {
      result.skipped.push(`${change.template}: no section "${change.section}"`)
      continue
    }
    const where = `${templateName(path)} › ${label(schema.name, humanizeId(section.type))}`
    section.settings ??= {}
    let changed = applySettings(section.settings, schema.settings, change.settings, where, result, label)
    for (const blockChange of change.blocks) {
      const block = section.blocks?.[blockChange.block]
      const blockDef = block ? schema.blocks.find((b) => b.type === block.type) : undefined
      if (!block || !blockDef) {
        result.skipped.push(`${where}: no block "${blockChange.block}"`)
        continue
      }
      block.settings ??= {}
      changed =
        applySettings(
          block.settings,
          blockDef.settings,
          blockChange.settings,
          `${where} › ${label(blockDef.name, humanizeId(block.type))}`,
          result,
          label,
        ) || changed
    }
    if (changed) result.files[path] = stringifyThemeJson(template)
  }
  return result
}
