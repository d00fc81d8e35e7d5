// A plan's section choice and order, written into the JSON templates of a composed theme. Every
// section type, setting and block is checked against the schemas the theme declares; the main
// section of a template (main-product, main-collection, ...) always stays.
import { PAGE_TYPES, templateForPageType, type PageType, type ThemeFiles } from '../model/theme'
import { stringifyThemeJson } from '../model/theme'
import {
  isTemplateJson,
  jsonTemplates,
  type SettingValues,
  type TemplateJson,
  type TemplateSection,
} from '../model/templates'
import type { PlanSection, PlanSetting, PlanTemplate } from './plan'
import { coerceSettingValue, sectionSchemas, type SectionSchema, type SettingDef } from '../model/schema'

/** 'homepage' / 'index' / 'templates/index.json' -> 'index'. */
export function normalizeTemplateName(name: string): string {
  const bare = name
    .trim()
    .replace(/^templates\//, '')
    .replace(/\.(json|liquid)$/, '')
  return (PAGE_TYPES as readonly string[]).includes(bare) ? templateForPageType(bare as PageType) : bare
}

function applySettings(
  target: SettingValues,
  defs: SettingDef[],
  values: PlanSetting[],
  dropped: Set<string>,
): void {
  for (const { id, value } of values) {
    const def = defs.find((d) => d.id === id)
    const coerced = def ? coerceSettingValue(def, value) : undefined
    if (coerced === undefined) dropped.add(id)
    else target[id] = coerced
  }
}

function uniqueId(base: string, taken: Set<string>): string {
  const root = base.replace(/[^a-z0-9_]/gi, '_').toLowerCase() || 'section'
  let id = root
  for (let n = 2; taken.has(id); n++) id = `${root}_${n}`
  taken.add(id)
  return id
}

function isGroupOnly(schema: SectionSchema): boolean {
  const enabled = schema.enabledOn as { templates?: unknown; groups?: unknown } | undefined
  return Array.isArray(enabled?.groups) && enabled.groups.length > 0 && !Array.isArray(enabled.templates)
}

function presetBlocks(schema: SectionSchema): { type: string; settings: PlanSetting[] }[] {
  const preset = schema.presets[0] as { blocks?: unknown } | undefined
  if (!Array.isArray(preset?.blocks)) return []
  return preset.blocks
    .filter((b): b is { type: string; settings?: Record<string, unknown> } => typeof b?.type === 'string')
    .map((b) => ({
      type: b.type,
      settings: Object.entries(b.settings ?? {})
        .filter((e): e is [string, string | number | boolean] =>
          ['string', 'number', 'boolean'].includes(typeof e[1]),
        )
        .map(([id, value]) => ({ id, value })),
    }))
}

function buildBlocks(
  schema: SectionSchema,
  planned: PlanSection['blocks'],
  dropped: Set<string>,
): Pick<TemplateSection, 'blocks' | 'block_order'> {
  const blocks: NonNullable<TemplateSection['blocks']> = {}
  const order: string[] = []
  const counts = new Map<string, number>()
  for (const block of planned) {
    const def = schema.blocks.find((b) => b.type === block.type)
    if (!def || block.type.startsWith('@')) {
      dropped.add(`block ${block.type}`)
      continue
    }
    const count = (counts.get(block.type) ?? 0) + 1
    if (
      (def.limit !== undefined && count > def.limit) ||
      (schema.maxBlocks !== undefined && order.length >= schema.maxBlocks)
    )
      continue
    counts.set(block.type, count)
    const settings: SettingValues = {}
    applySettings(settings, def.settings, block.settings, dropped)
    const id = `${block.type.replace(/[^a-z0-9_]/gi, '_')}_${count}`
    blocks[id] = { type: block.type, settings }
    order.push(id)
  }
  return order.length > 0 ? { blocks, block_order: order } : {}
}

export interface LayoutResult {
  /** the template files that changed */
  files: ThemeFiles
  notes: string[]
}

/**
 * Writes the plan's templates over those of `files`. `customTypes` maps the name a plan uses for
 * a custom section to its section type; `skip` names templates to leave as they are.
 */
export function applyPlanTemplates(
  files: ThemeFiles,
  templates: PlanTemplate[],
  customTypes: ReadonlyMap<string, string> = new Map(),
  skip: ReadonlySet<string> = new Set(),
  /** names not to report as unknown (custom sections already reported as dropped) */
  quiet: ReadonlySet<string> = new Set(),
): LayoutResult {
  const notes: string[] = []
  const out: ThemeFiles = {}
  const schemas = sectionSchemas(files)
  const existing = jsonTemplates(files)
  const groupTypes = new Set<string>()
  for (const [path, json] of existing) {
    if (path.startsWith('sections/')) for (const s of Object.values(json.sections)) groupTypes.add(s.type)
  }

  for (const planned of templates) {
    const name = normalizeTemplateName(planned.template)
    if (skip.has(name)) continue
    const path = `templates/${name}.json`
    const base = existing.get(path)
    if (!base || !isTemplateJson(base)) {
      notes.push(`There is no "${planned.template}" template; its sections were not used.`)
      continue
    }
    const mains = base.order.filter((id) => base.sections[id]?.type.startsWith('main-'))
    const used = new Set<string>()
    const taken = new Set<string>()
    const sections: Record<string, TemplateSection> = {}
    const order: string[] = []
    const dropped = new Set<string>()
    const unknown: string[] = []

    for (const section of planned.sections) {
      const type = customTypes.get(section.type) ?? section.type
      const schema = schemas.get(type)
      const baseMain = mains.find((id) => base.sections[id]?.type === type)
      if (
        !schema ||
        isGroupOnly(schema) ||
        groupTypes.has(type) ||
        (type.startsWith('main-') && baseMain === undefined) ||
        (baseMain !== undefined && used.has(baseMain))
      ) {
        if (!quiet.has(section.type)) unknown.push(section.type)
        continue
      }
      // Start from the composer's section of this type, so unset settings keep its choices.
      const reuse = baseMain ?? base.order.find((id) => !used.has(id) && base.sections[id]?.type === type)
      const from = reuse ? base.sections[reuse] : undefined
      if (reuse) used.add(reuse)
      // Template JSON is plain data; a JSON copy works in every runtime the engine runs in.
      const entry = JSON.parse(JSON.stringify(from ?? { type, settings: {} })) as TemplateSection
      entry.settings ??= {}
      applySettings(entry.settings, schema.settings, section.settings, dropped)
      if (section.blocks.length > 0) {
        delete entry.blocks
        delete entry.block_order
        Object.assign(entry, buildBlocks(schema, section.blocks, dropped))
      } else if (!from) {
        Object.assign(entry, buildBlocks(schema, presetBlocks(schema), dropped))
      }
      const id = reuse && !taken.has(reuse) ? (taken.add(reuse), reuse) : uniqueId(type, taken)
      sections[id] = entry
      order.push(id)
    }

    if (unknown.length > 0)
      notes.push(`${name}: unknown or misplaced section types dropped (${[...new Set(unknown)].join(', ')}).`)
    if (dropped.size > 0)
      notes.push(
        `${name}: settings that did not fit their section were left out (${[...dropped].slice(0, 8).join(', ')}).`,
      )
    if (order.length === 0 || order.every((id) => sections[id]?.type.startsWith('main-'))) {
      if (planned.sections.length > 0)
        notes.push(`${name}: no usable sections in the plan; the composer's layout was kept.`)
      continue
    }
    // The template's main section is what the page is for: it goes back at the top if missing.
    const missing = mains.filter((id) => !used.has(id))
    for (const id of [...missing].reverse()) {
      const main = base.sections[id]
      if (!main) continue
      const key = taken.has(id) ? uniqueId(id, taken) : (taken.add(id), id)
      sections[key] = main
      order.unshift(key)
    }
    const template: TemplateJson = { ...base, sections, order }
    out[path] = stringifyThemeJson(template)
  }
  return { files: out, notes }
}
