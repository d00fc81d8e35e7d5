// Refinements (SPEC: five quick ones and custom text). The result holds only the files that
// changed, to be merged over the current ones (mergeRefinement in ../edit), and an explanation
// the merge appends after "Refinement:" or "Custom refinement:".
//
// With OpenAI the model answers with setting changes (checked against the theme's schemas) and
// optional new sections (checked like generated ones). Without a key, or when the call fails,
// Vitrine's own deterministic rules (../refine) refine instead, unless `fallback: false` asks for the
// error. Every result keeps the theme free of new Theme Check errors.
import { z } from 'zod'
import { currentThemeSettings, stringifyThemeJson, type Theme, type ThemeFiles } from '../model/theme'
import { jsonTemplates, templateName, templatePath } from '../model/templates'
import { applyChanges, type ChangeSet } from '../edit'
import { loadLanguage, translateThemeFiles } from '../compose'
import { themeLanguage } from '../model/language'
import { callStructured, describeFailure, redactGenerated } from './client'
import { describeDropped, prepareCustomSections, settleWithThemeCheck, type PreparedSection } from './custom'
import type { AIOptions } from './generate'
import { customSectionSchema, repairCustomSections, repairSettings, settingValueSchema } from './plan'
import { customRefinementPrompt, quickRefinementPrompt, refinementSystemPrompt } from './prompts'
import {
  customRule,
  customRulesHelp,
  keepOwnColors,
  QUICK_REFINEMENT_LABELS,
  QUICK_REFINEMENTS,
  quickRule,
  unreadParts,
  type QuickRefinement,
  type RuleResult,
} from '../refine'
import { sectionSchemas, type SectionSchema } from '../model/schema'

export type Refinement = { kind: QuickRefinement } | { custom: string }

export interface RefineResult {
  success: boolean
  /** files: only those that changed */
  generated?: { files: ThemeFiles; explanation: string }
  error?: string
  /** 'composer': Vitrine's own rules refined, without a model */
  source: 'openai' | 'composer'
  /** set when OpenAI was configured but its answer could not be used */
  aiFailure?: string
  /** a custom refinement that changed nothing: what would work instead (customRefinementHelp) */
  help?: string
  /** a refinement that changed the theme but left some of what was asked undone: both, in words */
  partial?: PartialRefinement
}

export interface PartialRefinement {
  /** what changed, one line each */
  applied: string[]
  /** what was asked for (or proposed) and not applied, one line each */
  notApplied: string[]
}

export const REFINE_ERROR = 'Failed to refine the component'
export const CUSTOM_REFINE_ERROR = 'Failed to apply custom refinements'
export const EMPTY_REFINEMENT_ERROR = 'Please enter a refinement'

/** SPEC's toast text for a failed custom refinement; the help of a job that changed nothing follows. */
export const CUSTOM_REFINE_FAILED_TEXT = `${CUSTOM_REFINE_ERROR}. Please try again.`

/** The OpenAI path's reason when the model's answer changes nothing in the theme. */
const NO_APPLICABLE_CHANGE = 'the model suggested no applicable change'
const UNUSABLE_ANSWER = 'the model answer was not a refinement'

/** The model answered, but with nothing that changes the theme: the request may be rephrased. */
function modelMisread(reason: string): boolean {
  return reason === NO_APPLICABLE_CHANGE || reason === UNUSABLE_ANSWER
}

/** How to phrase a custom refinement the AI designer can apply. */
export const AI_PHRASING_HINT =
  'Describe one visible change and where it goes, for example “make the hero heading larger” or “a cream background for the product grid”.'

/**
 * What would work instead of a custom refinement that changed nothing: with the AI designer, a
 * hint on phrasing; without it (or while it is not available), the requests Vitrine's own rules
 * understand and that would change this theme (derived from the rules, see customRulesHelp).
 */
export function customRefinementHelp(
  files: ThemeFiles,
  engine: { openai: boolean; aiFailure?: string; alreadySo?: boolean },
): string {
  const lead = engine.alreadySo ? 'The theme already looks like that, so nothing changed. ' : ''
  if (!engine.openai) return `${lead}${customRulesHelp(files)}`
  if (engine.aiFailure === undefined || modelMisread(engine.aiFailure)) return `${lead}${AI_PHRASING_HINT}`
  return `${lead}The AI designer is not available right now. ${customRulesHelp(files)}`
}

export const refinementPlanSchema = z.object({
  themeSettings: z.array(settingValueSchema),
  sections: z.array(
    z.object({
      template: z.string(),
      section: z.string(),
      settings: z.array(settingValueSchema),
      blocks: z.array(z.object({ block: z.string(), settings: z.array(settingValueSchema) })),
    }),
  ),
  customSections: z.array(
    customSectionSchema.extend({
      template: z.string(),
      after: z.string().describe('id of the section it goes after, "" for the top'),
    }),
  ),
  explanation: z.string(),
})

interface Placement {
  template: string
  after: string
}

interface RefinementAnswer {
  changes: ChangeSet
  custom: { name: string; liquid: string; placement: Placement }[]
  explanation?: string
  notes: string[]
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

export function repairRefinement(raw: unknown): RefinementAnswer | undefined {
  const root = record(raw)
  if (!root) return undefined
  const notes: string[] = []
  const list = (v: unknown) => (Array.isArray(v) ? v : [])
  const sections = list(root.sections)
    .map(record)
    .filter(
      (s): s is Record<string, unknown> => typeof s?.template === 'string' && typeof s.section === 'string',
    )
    .map((s) => ({
      template: s.template as string,
      section: s.section as string,
      settings: repairSettings(s.settings),
      blocks: list(s.blocks)
        .map(record)
        .filter((b): b is Record<string, unknown> => typeof b?.block === 'string')
        .map((b) => ({ block: b.block as string, settings: repairSettings(b.settings) })),
    }))
  const customRaw = list(root.customSections)
  const custom = repairCustomSections(customRaw, notes).map((section) => {
    const source = record(customRaw.find((c) => record(c)?.name === section.name))
    return {
      ...section,
      placement: {
        template: typeof source?.template === 'string' ? source.template : 'index',
        after: typeof source?.after === 'string' ? source.after : '',
      },
    }
  })
  const explanation =
    typeof root.explanation === 'string' ? root.explanation.trim().slice(0, 1200) : undefined
  return {
    changes: { themeSettings: repairSettings(root.themeSettings), sections },
    custom,
    explanation: explanation || undefined,
    notes,
  }
}

// ---- what the model is shown ----

const CONTEXT_TEMPLATES: Record<QuickRefinement | 'custom', string[]> = {
  hero: ['index'],
  products: ['index', 'collection', 'product'],
  colors: ['index', 'header-group', 'footer-group'],
  typography: ['index'],
  images: ['index', 'collection', 'product'],
  custom: [
    'index',
    'product',
    'collection',
    'page.about',
    'page.contact',
    'page.landing',
    'header-group',
    'footer-group',
  ],
}
const MAX_CONTEXT = 24_000

function compactSettings(settings: Record<string, unknown> | undefined): string {
  const entries = Object.entries(settings ?? {}).filter(([, v]) => typeof v !== 'string' || v.length < 300)
  return JSON.stringify(Object.fromEntries(entries))
}

function describeLayout(files: ThemeFiles, names: string[]): { text: string; types: Set<string> } {
  const templates = jsonTemplates(files)
  const lines: string[] = []
  const types = new Set<string>()
  for (const name of names) {
    const path = templatePath(files, name)
    const json = path ? templates.get(path) : undefined
    if (!path || !json) continue
    lines.push(`${templateName(path)}:`)
    for (const id of json.order) {
      const section = json.sections[id]
      if (!section) continue
      types.add(section.type)
      lines.push(`  ${id} = ${section.type} ${compactSettings(section.settings)}`)
      for (const blockId of section.block_order ?? []) {
        const block = section.blocks?.[blockId]
        if (block) lines.push(`    block ${blockId} = ${block.type} ${compactSettings(block.settings)}`)
      }
    }
    if (lines.join('\n').length > MAX_CONTEXT) break
  }
  return { text: lines.join('\n').slice(0, MAX_CONTEXT), types }
}

// ---- applying ----

function insertCustomSections(
  files: ThemeFiles,
  placed: { section: PreparedSection; placement: Placement }[],
  skip: ReadonlySet<string>,
): ThemeFiles {
  const out: ThemeFiles = {}
  const templates = jsonTemplates(files)
  for (const { section, placement } of placed) {
    const path = templatePath(files, placement.template)
    if (!path || !path.startsWith('templates/') || skip.has(templateName(path))) continue
    const json = templates.get(path)
    if (!json) continue
    let id = section.type.replace(/-/g, '_')
    for (let n = 2; json.sections[id]; n++) id = `${section.type.replace(/-/g, '_')}_${n}`
    json.sections[id] = { type: section.type, settings: {} }
    const after = json.order.indexOf(placement.after)
    // An unknown "after" puts the section last rather than losing it.
    const at = placement.after === '' ? 0 : after === -1 ? json.order.length : after + 1
    json.order.splice(at, 0, id)
    out[path] = stringifyThemeJson(json)
  }
  return out
}

function changedOnly(before: ThemeFiles, after: ThemeFiles): ThemeFiles {
  return Object.fromEntries(Object.entries(after).filter(([path, source]) => before[path] !== source))
}

async function refineWithOpenAI(
  theme: Theme,
  refinement: Refinement,
  options: AIOptions & { openai: NonNullable<AIOptions['openai']> },
): Promise<{ ok: true; result: RefineResult } | { ok: false; reason: string }> {
  const kind = 'kind' in refinement ? refinement.kind : 'custom'
  const layout = describeLayout(theme.files, CONTEXT_TEMPLATES[kind])
  const schemas = sectionSchemas(theme.files)
  const library = new Map<string, SectionSchema>([...schemas].filter(([type]) => layout.types.has(type)))
  const settings = JSON.stringify(
    Object.fromEntries(Object.entries(currentThemeSettings(theme.files)).filter(([id]) => id !== 'sections')),
  ).slice(0, 6000)
  const user =
    'kind' in refinement
      ? quickRefinementPrompt(refinement.kind, theme.storeConfig)
      : customRefinementPrompt(refinement.custom, theme.storeConfig)
  const call = await callStructured({
    config: options.openai,
    fetch: options.fetch,
    system: refinementSystemPrompt(library, settings, layout.text),
    user,
    schema: refinementPlanSchema,
    schemaName: 'theme_refinement',
  })
  if (!call.ok) return { ok: false, reason: describeFailure(call) }
  const answer = repairRefinement(call.value)
  if (!answer) return { ok: false, reason: UNUSABLE_ANSWER }
  if (kind === 'colors') {
    // A new palette keeps the colours the merchant set on sections and texts, as the rules' does.
    const own = keepOwnColors(theme.files, answer.changes)
    answer.changes = own.changes
    answer.notes.push(...own.kept)
  }

  const applied = applyChanges(theme.files, answer.changes)
  const prepared = prepareCustomSections(answer.custom, theme.files)
  const placements = new Map(answer.custom.map((c) => [c.name.slice(0, 60), c.placement]))
  const build = (sections: PreparedSection[], revert: ReadonlySet<string>): ThemeFiles => {
    const files: ThemeFiles = { ...theme.files }
    for (const [path, source] of Object.entries(applied.files)) {
      if (!revert.has(templateName(path)) || !path.startsWith('templates/')) files[path] = source
    }
    for (const s of sections) files[`sections/${s.type}.liquid`] = s.source
    const placed = sections.map((section) => ({
      section,
      placement: placements.get(section.name) ?? { template: 'index', after: '' },
    }))
    return { ...files, ...insertCustomSections(files, placed, revert) }
  }
  const settled = await settleWithThemeCheck(prepared.accepted, build, theme.files)
  if (!settled) return { ok: false, reason: 'the refined theme did not pass Theme Check' }
  const files = changedOnly(theme.files, settled.files)
  if (Object.keys(files).length === 0) return { ok: false, reason: NO_APPLICABLE_CHANGE }

  const dropped = describeDropped([...prepared.dropped, ...settled.dropped])
  const reverted = settled.reverted.map((t) => `Changes to ${t} failed Theme Check and were not applied.`)
  const notes = [
    ...answer.notes,
    ...dropped,
    ...reverted,
    ...(applied.skipped.length > 0 ? [`Not applied: ${applied.skipped.slice(0, 6).join('; ')}.`] : []),
  ]
  const summary = answer.explanation ?? `Changed ${applied.applied.slice(0, 6).join('; ')}.`
  const notApplied = [...applied.skipped, ...dropped, ...reverted]
  const added = settled.sections.map((s) => `Added the section "${s.name}".`)
  return {
    ok: true,
    result: {
      success: true,
      generated: { files, explanation: [summary, ...notes].join(' ') },
      source: 'openai',
      ...(notApplied.length > 0 ? { partial: { applied: [...applied.applied, ...added], notApplied } } : {}),
    },
  }
}

async function refineWithRules(
  theme: Theme,
  refinement: Refinement,
  options: { openai: boolean; aiFailure?: string },
): Promise<RefineResult> {
  const { aiFailure } = options
  const base = { source: 'composer' as const, ...(aiFailure ? { aiFailure } : {}) }
  if ('custom' in refinement) {
    const rule = customRule(refinement.custom, theme.files)
    const applied = applyChanges(theme.files, rule.changes)
    if (rule.summary.length === 0 || Object.keys(applied.files).length === 0) {
      const help = customRefinementHelp(theme.files, { ...options, alreadySo: rule.understood })
      return { ...base, success: false, error: `${CUSTOM_REFINE_FAILED_TEXT} ${help}`, help }
    }
    return settleRules(theme, rule, applied.files, base, unreadParts(refinement.custom, theme.files))
  }
  const rule = quickRule(refinement.kind, theme.files, theme.storeConfig)
  const applied = applyChanges(theme.files, rule.changes)
  if (rule.summary.length === 0 || Object.keys(applied.files).length === 0) {
    const why = `this theme has no ${QUICK_REFINEMENT_LABELS[refinement.kind]} settings Vitrine can change`
    return { ...base, success: false, error: `${REFINE_ERROR}: ${why}.` }
  }
  return settleRules(theme, rule, applied.files, base)
}

/**
 * Rules' changes that pass Theme Check (errors the theme already had aside) become the result. A
 * custom request comes with the parts of it no rule read (`unread`), which the result names.
 */
async function settleRules(
  theme: Theme,
  rule: RuleResult,
  changed: ThemeFiles,
  base: { source: 'composer'; aiFailure?: string },
  unread?: string[],
): Promise<RefineResult> {
  const kind = unread === undefined ? 'quick' : 'custom'
  // The rules write English; a store in French gets their words in French where it has them.
  const language = themeLanguage(theme.files)
  if (language !== 'en') await loadLanguage(language)
  const written = translateThemeFiles(changed, language)
  const settled = await settleWithThemeCheck([], () => ({ ...theme.files, ...written }), theme.files)
  if (!settled)
    return { ...base, success: false, error: kind === 'custom' ? CUSTOM_REFINE_ERROR : REFINE_ERROR }
  const lead = base.aiFailure
    ? `The AI designer was not available (${base.aiFailure}); Vitrine's own rules applied this. `
    : ''
  const left =
    unread && unread.length > 0
      ? `Not applied: ${unread.join('; ')}.`
      : 'Anything else in the request was not applied.'
  const explanation =
    kind === 'custom'
      ? `${lead}Applied what could be read without an AI model: ${rule.summary.join(' ')} ${left}`
      : `${lead}${rule.summary.join(' ')}`
  return {
    ...base,
    success: true,
    generated: { files: written, explanation },
    ...(unread && unread.length > 0 ? { partial: { applied: rule.summary, notApplied: unread } } : {}),
  }
}

/**
 * Refines a theme (SPEC: quick refinements hero, products, colors, typography, images; or custom
 * text). Returns the changed files only; merge them with mergeRefinement from ../edit.
 */
export async function refineTheme(
  theme: Theme,
  refinement: Refinement,
  options: AIOptions = {},
): Promise<RefineResult> {
  if ('custom' in refinement) {
    if (refinement.custom.trim() === '')
      return { success: false, error: EMPTY_REFINEMENT_ERROR, source: 'composer' }
  } else if (!(QUICK_REFINEMENTS as readonly string[]).includes(refinement.kind)) {
    return { success: false, error: REFINE_ERROR, source: 'composer' }
  }
  const { openai } = options
  if (!openai) return refineWithRules(theme, refinement, { openai: false })
  let reason: string
  try {
    const outcome = await refineWithOpenAI(theme, refinement, { ...options, openai })
    if (outcome.ok) {
      redactGenerated(outcome.result.generated, openai.apiKey)
      return outcome.result
    }
    reason = outcome.reason
  } catch {
    reason = 'the AI answer could not be applied'
  }
  if (options.fallback === false) {
    // Without the rules, only a model that understood nothing is helped: by a hint on phrasing.
    const phrasing = 'custom' in refinement && modelMisread(reason)
    return {
      success: false,
      error: 'custom' in refinement ? CUSTOM_REFINE_ERROR : REFINE_ERROR,
      source: 'openai',
      aiFailure: reason,
      ...(phrasing
        ? { error: `${CUSTOM_REFINE_FAILED_TEXT} ${AI_PHRASING_HINT}`, help: AI_PHRASING_HINT }
        : {}),
    }
  }
  return refineWithRules(theme, refinement, { openai: true, aiFailure: reason })
}
