// Prompt -> theme through OpenAI: the model answers with a theme plan (store brief, sections per
// template, optional custom sections); the plan is repaired, fed into the composer and checked
// with Theme Check. The composer is also the fallback.
//
// Fallback policy:
// - no OpenAI configuration: the composer generates; success, source 'composer', no aiFailure.
// - OpenAI configured but the call fails (HTTP error, timeout, refusal, unreadable or unusable
//   answer): the composer generates and the explanation says why; success, source 'composer',
//   aiFailure set, so a caller that charged for an AI generation can refund. With
//   `fallback: false` the result is instead { success: false, error: 'Failed to generate theme' }.
// - an answer that is usable in part is repaired (bad colours, unknown sections, failing custom
//   sections dropped, missing fields from the composer's brief); source 'openai', notes listed.
import {
  buildBrief,
  composeTheme,
  loadComposeArt,
  loadLanguage,
  promptLanguage,
  sharedThemeFiles,
  type StoreBrief,
} from '../compose'
import { explain } from '../compose/explain'
import {
  composeInputSchema,
  storeConfigFromFiles,
  type ComposeInput,
  type StoreConfig,
  type Theme,
  type ThemeFiles,
} from '../model/theme'
import { jsonTemplates, templateName, type TemplateJson } from '../model/templates'
import { splitPrompt } from '../model/prompt'
import { callStructured, describeFailure, redactGenerated, type StructuredCall } from './client'
import type { OpenAIConfig } from './config'
import { describeDropped, prepareCustomSections, settleWithThemeCheck, type PreparedSection } from './custom'
import { applyPlanTemplates, normalizeTemplateName } from './layout'
import { restoreNamed } from './fidelity'
import { briefFromPlan, repairPlan, themePlanSchema, type RepairedPlan } from './plan'
import { generationSystemPrompt, generationUserPrompt } from './prompts'
import { sectionSchemas, type SectionSchema } from '../model/schema'

export const GENERATE_ERROR = 'Failed to generate theme'

export interface AIOptions {
  /** without it, the composer generates (or refines) on its own */
  openai?: OpenAIConfig
  fetch?: StructuredCall['fetch']
  /** false: an AI failure is an error instead of a composer fallback (default true) */
  fallback?: boolean
}

export interface GenerateResult {
  success: boolean
  generated?: { files: ThemeFiles; explanation: string }
  error?: string
  /** who made the theme */
  source: 'openai' | 'composer'
  storeConfig?: StoreConfig
  /** set when OpenAI was configured but its answer could not be used */
  aiFailure?: string
}

function composerResult(theme: Theme, aiFailure?: string): GenerateResult {
  const explanation = aiFailure
    ? `The AI designer was not available (${aiFailure}), so Vitrine's built-in composer made this theme.\n\n${theme.explanation}`
    : theme.explanation
  return {
    success: true,
    generated: { files: theme.files, explanation },
    source: 'composer',
    storeConfig: theme.storeConfig,
    ...(aiFailure ? { aiFailure } : {}),
  }
}

/** The sections a plan may use: content sections of the composed theme, not groups or mains. */
function planLibrary(files: ThemeFiles): Map<string, SectionSchema> {
  const library = new Map<string, SectionSchema>()
  for (const [type, schema] of sectionSchemas(files)) {
    const enabled = schema.enabledOn as { groups?: unknown } | undefined
    if (type.startsWith('main-') || Array.isArray(enabled?.groups)) continue
    library.set(type, schema)
  }
  return library
}

const PLAN_TEMPLATES = [
  'index',
  'product',
  'collection',
  'page.about',
  'page.contact',
  'page.landing',
  'blog',
  'cart',
]

/** The composer's account of the final files (so it names the AI's sections), after the AI's own words. */
function explainPlan(brief: StoreBrief, plan: RepairedPlan, files: ThemeFiles, notes: string[]): string {
  const templates: Record<string, TemplateJson> = {}
  for (const [path, json] of jsonTemplates(files)) {
    if (path.startsWith('templates/')) templates[templateName(path)] = json
  }
  // explain() reads only sections and order of a group: a group that is missing has none.
  const group = (path: string) =>
    jsonTemplates({ [path]: files[path] ?? '' }).get(path) ?? { sections: {}, order: [] }
  const grid = templates.index?.sections.product_grid?.settings
  const described: StoreBrief = {
    ...brief,
    productGrid: {
      ...brief.productGrid,
      ...(typeof grid?.columns_desktop === 'number' ? { columns_desktop: grid.columns_desktop } : {}),
      ...(grid?.columns_mobile === '1' || grid?.columns_mobile === '2'
        ? { columns_mobile: grid.columns_mobile }
        : {}),
    },
  }
  const lines = [
    plan.explanation ?? `Designed "${brief.name}" with OpenAI.`,
    '',
    explain(described, templates, group('sections/header-group.json'), group('sections/footer-group.json')),
  ]
  if (notes.length > 0) lines.push('', 'Adjusted from the AI plan:', ...notes.map((n) => `- ${n}`))
  return lines.join('\n')
}

async function themeFromPlan(
  brief: StoreBrief,
  plan: RepairedPlan,
  notes: string[],
): Promise<Theme | undefined> {
  const planned = briefFromPlan(brief, plan, notes)
  const composed = composeTheme({ brief: planned })
  const prepared = prepareCustomSections(plan.customSections, composed.files)
  notes.push(...describeDropped(prepared.dropped))

  // Dropped custom sections are reported once, as dropped, not again as unknown types.
  const customNames = new Set(plan.customSections.map((s) => s.name))
  let layoutNotes: string[] = []
  const build = (sections: PreparedSection[], revert: ReadonlySet<string>): ThemeFiles => {
    const withSections: ThemeFiles = { ...composed.files }
    for (const s of sections) withSections[`sections/${s.type}.liquid`] = s.source
    const layout = applyPlanTemplates(
      withSections,
      plan.templates,
      new Map(sections.map((s) => [s.name, s.type])),
      revert,
      customNames,
    )
    layoutNotes = layout.notes
    return { ...withSections, ...layout.files }
  }
  const settled = await settleWithThemeCheck(prepared.accepted, build)
  if (!settled) return undefined
  notes.push(...layoutNotes, ...describeDropped(settled.dropped))
  for (const template of settled.reverted)
    notes.push(`${template}: the planned layout failed Theme Check, so the composer's layout was kept.`)
  const used = plan.templates.map((t) => normalizeTemplateName(t.template))
  const unplaced = settled.sections.filter(
    (s) => !used.some((t) => settled.files[`templates/${t}.json`]?.includes(`"type": "${s.type}"`)),
  )
  for (const s of unplaced)
    notes.push(`Custom section "${s.name}" is in the theme (sections/${s.type}.liquid) but on no page yet.`)
  const files = restoreNamed(settled.files, composed.files, planned, notes)
  return {
    files,
    explanation: explainPlan(planned, plan, files, notes),
    storeConfig: planned.storeConfig,
  }
}

/**
 * Generates a theme for the input: with OpenAI when `options.openai` is set, else (and as the
 * fallback, see the policy at the top of this file) with the composer. Every theme returned
 * passes Theme Check without errors.
 */
export async function generateTheme(input: ComposeInput, options: AIOptions = {}): Promise<GenerateResult> {
  const parsed = composeInputSchema.safeParse(input)
  if (!parsed.success) {
    return { success: false, error: parsed.error.issues[0]?.message ?? GENERATE_ERROR, source: 'composer' }
  }
  const { openai } = options
  // A prompt in French composes a French store: its words are loaded first.
  await loadLanguage(promptLanguage(splitPrompt(input.prompt).description || input.prompt))
  // And the coloured pictures of what it sells.
  await loadComposeArt(input)
  if (!openai) return composerResult(composeTheme(input))
  // The input as given: a page type written in the prompt counts when none is passed.
  const brief = buildBrief(input)

  // The composer's theme is made only if it is needed: the plan's own theme is composed once.
  const fail = (reason: string): GenerateResult =>
    options.fallback === false
      ? { success: false, error: GENERATE_ERROR, source: 'openai', aiFailure: reason }
      : composerResult(composeTheme({ brief }), reason)

  let result: GenerateResult
  try {
    const library = planLibrary(sharedThemeFiles())
    const call = await callStructured({
      config: openai,
      fetch: options.fetch,
      system: generationSystemPrompt(library, PLAN_TEMPLATES),
      user: generationUserPrompt(parsed.data, brief),
      schema: themePlanSchema,
      schemaName: 'theme_plan',
    })
    if (!call.ok) return fail(describeFailure(call))
    const repair = repairPlan(call.value)
    if (!repair.usable) return fail('the model answer did not contain a usable theme plan')
    const made = await themeFromPlan(brief, repair.plan, repair.notes)
    if (!made) return fail('the AI theme did not pass Theme Check')
    result = {
      success: true,
      generated: { files: made.files, explanation: made.explanation },
      source: 'openai',
      storeConfig: made.storeConfig,
    }
  } catch {
    // Our own bug must not cost the merchant a theme: the composer still works.
    return fail('the AI answer could not be turned into a theme')
  }
  redactGenerated(result.generated, openai.apiKey)
  if (result.generated)
    result.storeConfig = storeConfigFromFiles(result.generated.files) ?? result.storeConfig
  return result
}
