'use node'
// The work of generation and refinement jobs, in Convex's Node runtime: the theme engine (the
// composer, OpenAI, Theme Check, Liquid rendering) needs more memory than the default runtime
// gives an action, and Theme Check's JSON language service ships builds the default runtime
// cannot load. Each step is recorded on the job; the job ends in `finish` or `fail`, and a job
// this action never ends (a timeout, a crash) is failed and refunded by the watchdog.
import { v } from 'convex/values'
import { internalAction, type ActionCtx } from './_generated/server'
import { internal } from './_generated/api'
import type { Id } from './_generated/dataModel'
import { pageType } from './schema'
import { errorMessage, GENERATION_FAILED, productDetails, refinement } from './model/generation'
import { toFileList, toFileMap } from './model/themes'
import { openAIEnv } from './model/config'
import { composeInputSchema, templateForPageType, type PageType, type Theme } from '../src/engine/model'
import {
  generateTheme,
  mergeRefinement,
  refineTheme,
  customRefinementHelp,
  CUSTOM_REFINE_ERROR,
  CUSTOM_REFINE_FAILED_TEXT,
  openAIConfigFromEnv,
  REFINE_ERROR,
} from '../src/engine/ai'
import { quickRefinementTitle } from '../src/engine/refine'
import { validateTheme } from '../src/engine/validate'
import { newErrors } from '../src/engine/validate'
import { renderTheme } from '../src/engine/preview'

/**
 * The Theme Check errors `after` adds to the theme it was made from (none for a new theme): a
 * theme imported with errors of its own (Dawn has 2) can still be refined.
 */
async function addedErrors(
  before: Record<string, string> | null,
  after: Record<string, string>,
): Promise<number> {
  const baseline = before === null ? [] : await validateTheme(before)
  return newErrors(baseline, await validateTheme(after)).length
}

/**
 * A stored preview (the page's thumbnail and Live Preview) gets half the editor's page budget:
 * a theme whose sections run to their limits holds this action (and, in local mode, the dev
 * server that runs it) for 4 s at most, however often it is saved.
 */
const STORED_PREVIEW_BUDGET_MS = 4000

async function previewHtml(
  files: Record<string, string>,
  type: PageType | undefined,
): Promise<string | undefined> {
  if (type === undefined) return undefined
  try {
    return (
      await renderTheme(files, { template: templateForPageType(type), budgetMs: STORED_PREVIEW_BUDGET_MS })
    ).html
  } catch {
    // The theme is saved either way; the page simply has no stored preview.
    return undefined
  }
}

async function savePreview(
  ctx: ActionCtx,
  jobId: Id<'jobs'>,
  files: Record<string, string>,
  type: PageType | undefined,
): Promise<void> {
  const html = await previewHtml(files, type)
  if (html !== undefined) await ctx.runMutation(internal.generation.savePreview, { jobId, html })
}

/** A page's stored preview, rendered again for its theme's current version. */
export const renderPagePreview = internalAction({
  args: { pageId: v.id('pages') },
  handler: async (ctx, { pageId }) => {
    await ctx.runMutation(internal.pages.startPreview, { pageId })
    const source = await ctx.runQuery(internal.pages.previewSource, { pageId })
    if (source === null) return
    const html = await previewHtml(toFileMap(source.files), source.pageType)
    await ctx.runMutation(internal.pages.storePreview, {
      pageId,
      versionId: source.versionId,
      html: html ?? '',
    })
  },
})

async function step(
  ctx: ActionCtx,
  jobId: Id<'jobs'>,
  name: 'reading' | 'designing' | 'checking' | 'saving',
  engine?: 'openai' | 'composer',
) {
  // A job the watchdog has ended stops here: its credit is already back.
  if (!(await ctx.runMutation(internal.generation.setStep, { jobId, step: name, engine }))) {
    throw new JobEnded()
  }
}

class JobEnded extends Error {}

export const runGeneration = internalAction({
  args: {
    jobId: v.id('jobs'),
    prompt: v.string(),
    pageType: v.optional(pageType),
    product: v.optional(productDetails),
  },
  handler: async (ctx, { jobId, ...args }) => {
    try {
      await step(ctx, jobId, 'reading')
      const input = composeInputSchema.parse(args)
      const openai = openAIConfigFromEnv(openAIEnv())
      await step(ctx, jobId, 'designing', openai ? 'openai' : 'composer')
      const result = await generateTheme(input, { openai })
      if (!result.success || !result.generated || !result.storeConfig) throw new Error(result.error)
      const { files, explanation } = result.generated
      await step(ctx, jobId, 'checking', result.source)
      if ((await addedErrors(null, files)) > 0) throw new Error('Theme Check found errors')
      await step(ctx, jobId, 'saving', result.source)
      const saved = await ctx.runMutation(internal.generation.finish, {
        jobId,
        source: 'generation',
        files: toFileList(files),
        explanation,
        storeConfig: result.storeConfig,
        prompt: input.prompt,
        engine: result.source,
      })
      // The page's stored preview (the project screen's Preview) follows: the editor needs none.
      if (saved) await savePreview(ctx, jobId, files, input.pageType)
    } catch (error) {
      if (error instanceof JobEnded) return
      await ctx.runMutation(internal.generation.fail, {
        jobId,
        error: errorMessage(error, GENERATION_FAILED),
      })
    }
  },
})

/**
 * A refinement that would leave the theme as it is: it fails, so its credit comes back, and a
 * custom one says what would work (`help`).
 */
class ChangedNothing extends Error {
  constructor(readonly help?: string) {
    super('The refinement changed nothing')
  }
}

/** Whether the refined files are the theme's own, path for path. */
function sameFiles(before: Record<string, string>, after: Record<string, string>): boolean {
  const paths = Object.keys(after)
  return paths.length === Object.keys(before).length && paths.every((path) => before[path] === after[path])
}

/** What a failed refinement job says: SPEC's text, and for a custom one that changed nothing, what would work. */
function refinementError(isCustom: boolean, error: unknown): string {
  if (!isCustom) return REFINE_ERROR
  if (error instanceof ChangedNothing && error.help)
    return `${CUSTOM_REFINE_FAILED_TEXT} ${error.help} No credit was used.`
  return CUSTOM_REFINE_ERROR
}

export const runRefinement = internalAction({
  args: { jobId: v.id('jobs'), refinement },
  handler: async (ctx, { jobId, refinement: request }) => {
    const isCustom = 'custom' in request
    try {
      await step(ctx, jobId, 'reading')
      const input = await ctx.runQuery(internal.generation.jobInput, { jobId })
      if (input === null) return
      if (input.theme === null) throw new Error('No theme to refine')
      const theme: Theme = input.theme
      const openai = openAIConfigFromEnv(openAIEnv())
      await step(ctx, jobId, 'designing', openai ? 'openai' : 'composer')
      const result = await refineTheme(theme, request, { openai })
      if (!result.success || !result.generated) {
        if (result.help !== undefined) throw new ChangedNothing(result.help)
        throw new Error(result.error)
      }
      const merged = mergeRefinement(
        theme,
        result.generated.files,
        result.generated.explanation,
        isCustom ? 'custom' : 'quick',
      )
      // Never a paid version identical to the current one.
      if (sameFiles(theme.files, merged.files))
        throw new ChangedNothing(
          isCustom
            ? customRefinementHelp(theme.files, { openai: openai !== undefined, alreadySo: true })
            : undefined,
        )
      await step(ctx, jobId, 'checking', result.source)
      if ((await addedErrors(theme.files, merged.files)) > 0) throw new Error('Theme Check found errors')
      await step(ctx, jobId, 'saving', result.source)
      const saved = await ctx.runMutation(internal.generation.finish, {
        jobId,
        source: 'refinement',
        files: toFileList(merged.files),
        explanation: merged.explanation,
        storeConfig: merged.storeConfig,
        // What was asked: the merchant's words, or the quick refinement's button.
        prompt: isCustom ? request.custom : quickRefinementTitle(request.kind),
        engine: result.source,
        ...(result.partial ? { partial: result.partial } : {}),
      })
      if (saved) await savePreview(ctx, jobId, merged.files, input.pageType)
    } catch (error) {
      if (error instanceof JobEnded) return
      // The job fails and its credit comes back (failJob refunds the debit, once).
      await ctx.runMutation(internal.generation.fail, { jobId, error: refinementError(isCustom, error) })
    }
  },
})
