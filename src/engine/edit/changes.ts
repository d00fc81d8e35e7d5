// The one settings writer. A ChangeSet (a visual edit, Vitrine's refinement rules, the AI's
// answer) names settings by template, section, block and id; each is found where the theme keeps
// it, by model/sections' locator (the template, else a section group, else a static section's
// entry in settings_data; a block anywhere in its section's tree, declared by the section or by its
// own file in blocks/), checked against what the theme declares (./value.ts) and written into the
// theme's JSON, never as a blind string edit. Theme settings go to settings_data's live settings,
// checked against config/settings_schema.json.
import { humanizeId, schemaLabels } from '../model/labels'
import { themeSettingDefs, type SettingDef } from '../model/schema'
import { blockDeclaration, findBlock, locateSection, schemaOfFile } from '../model/sections'
import { liveSettings, SETTINGS_DATA } from '../model/settings-data'
import { templateName, templatePath } from '../model/templates'
import { readThemeJson, stringifyThemeJson, type ThemeFiles } from '../model/theme'
import { checkSettingValue, type ValueSource } from './value'

export interface SettingChange {
  id: string
  value: unknown
}

export interface SectionChange {
  /** the page the section is on ('index', 'product', 'page.about'), or a section group ('header-group') */
  template: string
  section: string
  settings: SettingChange[]
  /** blocks by id, at any depth of the section's block tree */
  blocks: { block: string; settings: SettingChange[] }[]
}

export interface ChangeSet {
  themeSettings: SettingChange[]
  sections: SectionChange[]
}

/** A change not made: what was not found or not taken, for its caller to word. */
export interface Refusal {
  what: 'theme settings' | 'section' | 'schema' | 'block' | 'setting' | 'value'
  /** the change's template, section, block and setting, as it named them */
  template?: string
  sectionId?: string
  /** the located section's type */
  sectionType?: string
  blockId?: string
  settingId?: string
  /** why the value was not taken, in words a person reads (./value.ts) */
  why?: string
  /** theme JSON files met on the way that are not valid JSON */
  unreadable: string[]
}

export interface AppliedChanges {
  /** only the files that changed, with their new text */
  files: ThemeFiles
  /** human-readable lines: what was set, settings named by their labels */
  applied: string[]
  /** what was asked for but could not be applied, and why: one line per refusal */
  skipped: string[]
  refused: Refusal[]
}

export interface ApplyOptions {
  /** who gives the values (see ./value.ts); a proposal, from a rule or the AI, unless said */
  source?: ValueSource
}

const JSON_BANNER = /^\s*\/\*[\s\S]*?\*\/\s*/

/** A theme JSON file's new text, keeping the comment Shopify puts before it. */
function writeJson(original: string, value: unknown): string {
  const banner = JSON_BANNER.exec(original)?.[0] ?? ''
  return `${banner}${stringifyThemeJson(value)}`
}

/** Applies the change set; the theme's files are not modified, changed copies are returned. */
export function applyChanges(
  files: ThemeFiles,
  changes: ChangeSet,
  options: ApplyOptions = {},
): AppliedChanges {
  const source = options.source ?? 'proposed'
  const result: AppliedChanges = { files: {}, applied: [], skipped: [], refused: [] }
  const label = schemaLabels(files)

  // Each JSON file is read once: every change to it is made on the same parsed value.
  const roots = new Map<string, unknown>()
  const unreadable = new Set<string>()
  const changed = new Set<string>()
  const readJson = (_: ThemeFiles, path: string): unknown => {
    if (!roots.has(path)) {
      try {
        roots.set(path, readThemeJson(files, path))
      } catch {
        unreadable.add(path)
        roots.set(path, undefined)
      }
    }
    return roots.get(path)
  }

  const refuse = (refusal: Omit<Refusal, 'unreadable'>, line: string) => {
    result.refused.push({ ...refusal, unreadable: [...unreadable] })
    result.skipped.push(line)
  }

  /** Writes `changes` into `settings` (made on the first write); true when anything changed. */
  const write = (
    holder: { settings?: Record<string, unknown> },
    defs: SettingDef[],
    settings: SettingChange[],
    where: string,
    ids: Omit<Refusal, 'what' | 'unreadable'>,
  ): boolean => {
    let any = false
    for (const change of settings) {
      const def = defs.find((d) => d.id === change.id)
      if (!def) {
        refuse({ what: 'setting', ...ids, settingId: change.id }, `${where}: no setting "${change.id}"`)
        continue
      }
      const name = label(def.label, humanizeId(def.id))
      const current = holder.settings?.[def.id] ?? def.default
      const checked = checkSettingValue(def, change.value, { source, files, defs, current })
      if (!checked.ok) {
        refuse(
          { what: 'value', ...ids, settingId: change.id, why: checked.why },
          `${where}: ${name} cannot be ${JSON.stringify(change.value)}`,
        )
        continue
      }
      // An absent setting shows its default: setting it to that changes nothing either.
      const shown = holder.settings?.[checked.id] ?? defs.find((d) => d.id === checked.id)?.default
      if (JSON.stringify(shown) === JSON.stringify(checked.value)) continue
      holder.settings ??= {}
      holder.settings[checked.id] = checked.value
      any = true
      const text = typeof checked.value === 'object' ? JSON.stringify(checked.value) : String(checked.value)
      result.applied.push(`${where}: ${name} = ${text.slice(0, 60)}`)
    }
    return any
  }

  if (changes.themeSettings.length > 0) {
    const data = readJson(files, SETTINGS_DATA)
    const live = liveSettings(data)
    const where = 'theme settings'
    if (unreadable.has(SETTINGS_DATA))
      refuse({ what: 'theme settings' }, `${where}: ${SETTINGS_DATA} is not valid JSON`)
    else if (!live) refuse({ what: 'theme settings' }, `${where}: ${SETTINGS_DATA} has no current settings`)
    else if (write({ settings: live }, themeSettingDefs(files), changes.themeSettings, where, {}))
      changed.add(SETTINGS_DATA)
  }

  for (const change of changes.sections) {
    const template = templateName(change.template)
    const ids = { template, sectionId: change.section }
    const place = locateSection(files, template, change.section, { readJson })
    const schema = place && schemaOfFile(files, `sections/${place.type}.liquid`)
    if (!place || !schema) {
      const path = templatePath(files, template)
      const why = !path
        ? 'no such template'
        : unreadable.has(path)
          ? 'not a JSON template'
          : `no section "${change.section}"`
      refuse({ what: place ? 'schema' : 'section', ...ids, sectionType: place?.type }, `${template}: ${why}`)
      continue
    }
    const sectionName = label(schema.name, humanizeId(place.type))
    const where = place.path === SETTINGS_DATA ? sectionName : `${templateName(place.path)} › ${sectionName}`
    const appliedBefore = result.applied.length
    let any = write(place.section, schema.settings, change.settings, where, ids)
    for (const { block: blockId, settings } of change.blocks) {
      const block = findBlock(place.section.blocks, blockId)
      if (!block || typeof block.type !== 'string') {
        refuse({ what: 'block', ...ids, blockId }, `${where}: no block "${blockId}"`)
        continue
      }
      const declared = blockDeclaration(files, schema, block.type)
      const blockWhere = `${where} › ${label(declared?.name, humanizeId(block.type))}`
      any = write(block, declared?.settings ?? [], settings, blockWhere, { ...ids, blockId }) || any
    }
    if (!any) continue
    // A static section with no entry in settings_data yet gets one now that it has settings.
    const home = locateSection(files, template, change.section, { readJson, create: true })
    if (!home) {
      result.applied.length = appliedBefore
      refuse({ what: 'section', ...ids }, `${template}: no section "${change.section}"`)
      continue
    }
    if (home.section !== place.section) home.section.settings = { ...place.section.settings }
    changed.add(place.path)
  }

  for (const path of changed) result.files[path] = writeJson(files[path] ?? '', roots.get(path))
  return result
}
