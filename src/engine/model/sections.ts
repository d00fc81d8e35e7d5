// Where a section and its blocks live in a theme, and what their schemas declare: a section of
// the previewed JSON template, else of a section group (header, footer), else a static section
// whose settings sit in settings_data's live settings; a block anywhere in its section's tree; a
// block's settings declared by its section or, for a theme block, by its own file in blocks/.
// The one settings writer (edit/: visual edits, refinement rules, the AI's changes) writes through
// this lookup and the editor reads through it, so what the panel shows is what an edit changes.
import { readSectionSchema, type BlockDef, type SectionSchema, type SettingDef } from './schema'
import { readThemeJson, type ThemeFiles } from './theme'
import { liveSettings, SETTINGS_DATA } from './settings-data'
import type { TemplateBlock } from './templates'

/**
 * A section or block as a template, section group or settings_data stores it: the template shape,
 * every field optional, since the theme's JSON is read unchecked (a static section's entry in
 * settings_data may have no type) and readers check what they use.
 */
export type StoredNode = Partial<TemplateBlock>

export interface SectionPlace {
  /** the file that holds the section: templates/x.json, sections/group.json or settings_data */
  path: string
  /** that file's parsed JSON; `section` is inside it, so a writer changes it through `section` */
  root: unknown
  section: StoredNode
  type: string
}

export interface PlaceOptions {
  /** reads a theme JSON file; the default answers undefined for a file that is not valid JSON */
  readJson?: (files: ThemeFiles, path: string) => unknown
  /** give a static section with no settings yet an entry in settings_data (for a writer) */
  create?: boolean
}

function quietJson(files: ThemeFiles, path: string): unknown {
  try {
    return readThemeJson(files, path)
  } catch {
    return undefined
  }
}

function sectionsOf(json: unknown): Record<string, StoredNode> | undefined {
  const sections = (json as { sections?: unknown } | null | undefined)?.sections
  return typeof sections === 'object' && sections !== null && !Array.isArray(sections)
    ? (sections as Record<string, StoredNode>)
    : undefined
}

/** The section an id names on a template's page; undefined when the theme has no such section. */
export function locateSection(
  files: ThemeFiles,
  template: string,
  sectionId: string,
  options: PlaceOptions = {},
): SectionPlace | undefined {
  const read = options.readJson ?? quietJson
  // A change may name the section group itself ('header-group'): that group is looked in first.
  const groups = Object.keys(files)
    .filter((p) => /^sections\/[^/]+\.json$/.test(p))
    .sort()
  const named = `sections/${template}.json`
  const candidates = [
    `templates/${template}.json`,
    ...groups.filter((p) => p === named),
    ...groups.filter((p) => p !== named),
  ]
  for (const path of candidates) {
    if (files[path] === undefined) continue
    const root = read(files, path)
    const section = sectionsOf(root)?.[sectionId]
    if (section && typeof section === 'object' && typeof section.type === 'string')
      return { path, root, section, type: section.type }
  }
  if (files[`sections/${sectionId}.liquid`] === undefined) return undefined
  // A static section ({% section 'x' %}): its settings are settings_data's, by its file name.
  const root = files[SETTINGS_DATA] === undefined ? undefined : read(files, SETTINGS_DATA)
  const live = liveSettings(root)
  const stored = sectionsOf(live)?.[sectionId]
  if (stored && typeof stored === 'object')
    return { path: SETTINGS_DATA, root, section: stored, type: sectionId }
  if (!options.create) return { path: SETTINGS_DATA, root, section: {}, type: sectionId }
  if (live === null) return undefined
  const holder = live as { sections?: Record<string, StoredNode> }
  holder.sections ??= {}
  const section: StoredNode = { type: sectionId, settings: {} }
  holder.sections[sectionId] = section
  return { path: SETTINGS_DATA, root, section, type: sectionId }
}

/** A block by id anywhere in a section's block tree (theme blocks nest). */
export function findBlock(
  blocks: Record<string, StoredNode> | undefined,
  id: string,
): StoredNode | undefined {
  if (!blocks || typeof blocks !== 'object') return undefined
  const direct = blocks[id]
  if (direct) return direct
  for (const block of Object.values(blocks)) {
    const nested = findBlock(block?.blocks, id)
    if (nested) return nested
  }
  return undefined
}

/** The schema of a section file, or of a theme block file (`blocks/x.liquid`). */
export function schemaOfFile(files: ThemeFiles, path: string): SectionSchema | undefined {
  const source = files[path]
  return source === undefined ? undefined : readSectionSchema(source)
}

/**
 * How a block of `type` is declared, its name and settings: by its section's schema, else (a
 * theme block) by its own file; undefined when neither says.
 */
export function blockDeclaration(
  files: ThemeFiles,
  section: SectionSchema | undefined,
  type: unknown,
): Pick<BlockDef, 'name' | 'settings'> | undefined {
  if (typeof type !== 'string') return undefined
  return section?.blocks.find((b) => b.type === type) ?? schemaOfFile(files, `blocks/${type}.liquid`)
}

/** The settings a block of `type` declares (see blockDeclaration); none when nothing declares it. */
export function blockSettingDefs(
  files: ThemeFiles,
  section: SectionSchema | undefined,
  type: unknown,
): SettingDef[] {
  return blockDeclaration(files, section, type)?.settings ?? []
}
