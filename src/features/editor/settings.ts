// Reading what a clicked element's setting holds now, and the colour scheme of its section,
// from the theme files: the template JSON, the section groups, or settings_data.json for static
// sections — the same places applyVisualEdit writes to.
import type { SectionSchema, SettingDef } from '../../engine/model'
import { elementColorId, isElementColor } from '../../engine/compose'
import { readColorSchemes, type ColorSchemeGroup } from '../../engine/model'
import { schemaLabel } from '../../engine/model'
import { blockSettingDefs, findBlock, locateSection, schemaOfFile, type StoredNode } from '../../engine/model'

interface FoundSection {
  type: string
  section: StoredNode
  schema?: SectionSchema
}

/** The clicked element's section, where applyVisualEdit would write it, with its schema. */
export function findSection(
  files: Record<string, string>,
  template: string,
  sectionId: string,
): FoundSection | undefined {
  const place = locateSection(files, template, sectionId)
  if (!place) return undefined
  const schema = schemaOfFile(files, `sections/${place.type}.liquid`)
  return { type: place.type, section: place.section, ...(schema ? { schema } : {}) }
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
    defs = blockSettingDefs(files, found.schema, holder?.type)
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
  return { holder, defs: blockSettingDefs(files, found.schema, holder?.type) }
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
