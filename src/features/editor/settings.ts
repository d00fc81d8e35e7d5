// Reading what a clicked element's setting holds now, and the colour scheme of its section,
// from the theme files: the template JSON, the section groups, or settings_data.json for static
// sections — the same places applyVisualEdit writes to.
import { readSectionSchema, type SectionSchema, type SettingDef } from '../../engine/ai/schema'
import { elementColorId, isElementColor } from '../../engine/compose/element-colors'
import { readColorSchemes, schemaLabel, type ColorSchemeGroup } from '../../engine/model/color-schemes'
import { liveSettings } from '../../engine/model/settings-data'
import { readThemeJson } from '../../engine/theme'

interface StoredNode {
  type?: unknown
  settings?: Record<string, unknown>
  blocks?: Record<string, StoredNode>
}

interface FoundSection {
  type: string
  section: StoredNode
  schema?: SectionSchema
}

function safeJson(files: Record<string, string>, path: string): unknown {
  try {
    return readThemeJson(files, path)
  } catch {
    return undefined
  }
}

function sectionsOf(json: unknown): Record<string, StoredNode> | undefined {
  const sections = (json as { sections?: unknown } | undefined)?.sections
  return typeof sections === 'object' && sections !== null
    ? (sections as Record<string, StoredNode>)
    : undefined
}

export function findSection(
  files: Record<string, string>,
  template: string,
  sectionId: string,
): FoundSection | undefined {
  const candidates = [
    `templates/${template}.json`,
    ...Object.keys(files)
      .filter((p) => /^sections\/[^/]+\.json$/.test(p))
      .sort(),
  ]
  let found: { type: string; section: StoredNode } | undefined
  for (const path of candidates) {
    if (files[path] === undefined) continue
    const section = sectionsOf(safeJson(files, path))?.[sectionId]
    if (section && typeof section.type === 'string') {
      found = { type: section.type, section }
      break
    }
  }
  if (!found && files[`sections/${sectionId}.liquid`] !== undefined) {
    const section = sectionsOf(liveSettings(safeJson(files, 'config/settings_data.json')))?.[sectionId]
    found = { type: sectionId, section: section ?? {} }
  }
  if (!found) return undefined
  const source = files[`sections/${found.type}.liquid`]
  const schema = source === undefined ? undefined : readSectionSchema(source)
  return { ...found, ...(schema ? { schema } : {}) }
}

function findBlock(blocks: Record<string, StoredNode> | undefined, id: string): StoredNode | undefined {
  if (!blocks) return undefined
  if (blocks[id]) return blocks[id]
  for (const block of Object.values(blocks)) {
    const nested = findBlock(block.blocks, id)
    if (nested) return nested
  }
  return undefined
}

/**
 * The text a setting holds now (or its declared default), for the edit panel to start from;
 * undefined when the theme does not say (the panel then starts from what the element shows).
 */
export function readSettingValue(
  files: Record<string, string>,
  template: string,
  target: { sectionId: string; blockId?: string; settingId: string },
): string | undefined {
  const found = findSection(files, template, target.sectionId)
  if (!found) return undefined
  let holder: StoredNode | undefined = found.section
  let defs = found.schema?.settings ?? []
  if (target.blockId) {
    holder = findBlock(found.section.blocks, target.blockId)
    const type = holder?.type
    defs = found.schema?.blocks.find((b) => b.type === type)?.settings ?? []
  }
  const value = holder?.settings?.[target.settingId]
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  const fallback = defs.find((d) => d.id === target.settingId)?.default
  return typeof fallback === 'string' ? fallback : undefined
}

/** The settings of the section, or of the block, that holds a clicked element's setting. */
function holderOf(
  files: Record<string, string>,
  template: string,
  target: { sectionId: string; blockId?: string },
): { holder?: StoredNode; defs: SettingDef[] } | undefined {
  const found = findSection(files, template, target.sectionId)
  if (!found) return undefined
  if (!target.blockId) return { holder: found.section, defs: found.schema?.settings ?? [] }
  const holder = findBlock(found.section.blocks, target.blockId)
  const type = holder?.type
  return { holder, defs: found.schema?.blocks.find((b) => b.type === type)?.settings ?? [] }
}

export interface ElementColorChoice {
  /** the colour setting of this one text (`color_heading`), beside the text's own setting */
  settingId: string
  /** the stored #rrggbb, '' while unset (the text follows its section's colours) */
  stored: string
}

/**
 * The colour setting of a clicked text of its own, where its section declares one (composed
 * themes do, for every text the editor can click): setting it colours that text alone.
 */
export function elementColorChoice(
  files: Record<string, string>,
  template: string,
  target: { sectionId: string; blockId?: string; settingId: string; kind: string },
): ElementColorChoice | undefined {
  if (target.kind !== 'text') return undefined
  const found = holderOf(files, template, target)
  const settingId = elementColorId(target.settingId)
  if (!found || !isElementColor(found.defs, settingId)) return undefined
  const value = found.holder?.settings?.[settingId]
  return { settingId, stored: typeof value === 'string' ? value : '' }
}

export interface SchemeOption {
  value: string
  label: string
  /** a scheme of the theme's colour scheme group: its background and text, to show beside its name */
  swatch?: { background: string; text: string }
}

export interface SchemeChoice {
  settingId: string
  label: string
  value: string
  options: SchemeOption[]
  /**
   * The theme's colour schemes, when the setting picks one of them (`color_scheme`, Dawn and
   * most Theme Store themes): each scheme's own colours can be edited too.
   */
  group?: ColorSchemeGroup
}

/**
 * The section's colour scheme setting, where the section has one: a `color_scheme` setting
 * choosing among the theme's colour schemes, or a `select` of schemes (Vitrine's own themes).
 */
export function sectionSchemeChoice(
  files: Record<string, string>,
  template: string,
  sectionId: string,
): SchemeChoice | undefined {
  const found = findSection(files, template, sectionId)
  if (!found) return undefined
  const defs = found.schema?.settings ?? []
  const stored = found.section.settings
  const schemes = defs.some((d) => d.type === 'color_scheme') ? readColorSchemes(files) : undefined
  const picker = schemes && defs.find((d) => d.type === 'color_scheme')
  if (schemes && picker) {
    const ids = schemes.schemes.map((s) => s.id)
    // A scheme the theme no longer has shows as its first one, as on a store.
    const value = [stored?.[picker.id], picker.default].find(
      (v): v is string => typeof v === 'string' && ids.includes(v),
    )
    return {
      settingId: picker.id,
      label: schemaLabel(files, picker.label, 'Color scheme'),
      value: value ?? ids[0]!,
      options: schemes.schemes.map((s) => ({
        value: s.id,
        label: s.name,
        swatch: {
          background: s.colors[schemes.roles.background ?? ''] ?? '',
          text: s.colors[schemes.roles.text ?? ''] ?? '',
        },
      })),
      group: schemes,
    }
  }
  const def = defs.find(
    (d) => d.type === 'select' && /(^|_)colou?r_scheme$|^scheme$/.test(d.id) && (d.options?.length ?? 0) > 0,
  )
  if (!def) return undefined
  const own = stored?.[def.id]
  const options = (def.options ?? []).map((o) => ({ value: o.value, label: o.label ?? o.value }))
  const value =
    typeof own === 'string' ? own : typeof def.default === 'string' ? def.default : (options[0]?.value ?? '')
  return { settingId: def.id, label: def.label ?? 'Color scheme', value, options }
}

/**
 * A readable name for the section an element sits in: its schema name, else (for names that
 * are translation keys, "t:sections.image-banner.name") its type in words.
 */
export function sectionName(files: Record<string, string>, template: string, sectionId: string): string {
  const found = findSection(files, template, sectionId)
  const name = found?.schema?.name
  if (name && !name.startsWith('t:')) return name
  const words = (found?.type ?? sectionId).replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
