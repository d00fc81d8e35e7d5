// Visual edits: a value typed in the editor goes into the setting the clicked element came from
// (a section or block setting in a JSON template, a section group, or settings_data.json for static
// sections), through the one settings writer (./changes.ts) as a typed value (./value.ts says what
// that asks of it). Liquid is never touched.
import { mergeFiles, storeConfigFromFiles, type Theme, type ThemeFiles } from '../model/theme'
import { ColorSchemeError, writeSchemeColors } from '../model/color-schemes'
import { applyChanges, type Refusal, type SectionChange } from './changes'

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

/** Why the writer refused a visual edit, as the merchant reads it. */
function refusalMessage(edit: VisualEdit, refusal: Refusal): string {
  const where = edit.blockId
    ? `Block "${edit.blockId}" of section "${edit.sectionId}"`
    : `Section "${edit.sectionId}"`
  switch (refusal.what) {
    case 'schema':
      return `Section "${edit.sectionId}" (${refusal.sectionType}) has no schema`
    case 'block':
      return `No block "${edit.blockId}" in section "${edit.sectionId}"`
    case 'setting':
      return `${where} has no setting "${edit.settingId}"`
    case 'value':
      return `${where}, setting "${edit.settingId}": ${refusal.why}`
    default: {
      const [broken] = refusal.unreadable
      return broken
        ? `${broken} is not valid JSON`
        : `No section "${edit.sectionId}" in template "${edit.template}" or the theme's section groups`
    }
  }
}

/**
 * Applies a visual edit to the theme, returning a new theme (the input is not changed). Throws
 * VisualEditError with a readable message for an unknown section, block or setting, or a value
 * the setting cannot take.
 */
export function applyVisualEdit(theme: Theme, edit: VisualEdit): Theme {
  const setting = [{ id: edit.settingId, value: edit.value }]
  const change: SectionChange = edit.blockId
    ? {
        template: edit.template,
        section: edit.sectionId,
        settings: [],
        blocks: [{ block: edit.blockId, settings: setting }],
      }
    : { template: edit.template, section: edit.sectionId, settings: setting, blocks: [] }
  const written = applyChanges(theme.files, { themeSettings: [], sections: [change] }, { source: 'typed' })
  const [refusal] = written.refused
  if (refusal) throw new VisualEditError(refusalMessage(edit, refusal))
  return { ...theme, files: { ...theme.files, ...written.files } }
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
