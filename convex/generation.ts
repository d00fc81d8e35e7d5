import { v } from 'convex/values'
import { action, internalMutation, internalQuery } from './_generated/server'
import { internal } from './_generated/api'
import { pageType, storeConfig, versionSource } from './schema'
import {
  chargeForWork,
  checkProductImages,
  errorMessage,
  GENERATION_FAILED,
  type GenerationResponse,
} from './model/generation'
import { refundDebit } from './model/credits'
import { getOwnedPageOrThrow } from './model/pages'
import { currentTheme as currentThemeOf, saveVersion, toFileMap, toFileList } from './model/themes'
import { getCurrentUserOrThrow } from './model/users'
import { composeInputSchema, templateForPageType, type Theme } from '../src/engine/theme'
import {
  generateTheme,
  mergeRefinement,
  openAIConfigFromEnv,
  refineTheme,
  CUSTOM_REFINE_ERROR,
  REFINE_ERROR,
  QUICK_REFINEMENTS,
} from '../src/engine/ai'
import { validateTheme } from '../src/engine/validate'
import { renderTheme } from '../src/engine/preview'
import { MAX_THEME_BYTES } from './model/constants'

const productDetails = v.object({
  title: v.optional(v.string()),
  price: v.optional(v.string()),
  description: v.optional(v.string()),
  features: v.optional(v.array(v.string())),
  images: v.optional(v.array(v.string())),
})

const refinement = v.union(
  v.object({ kind: v.union(...QUICK_REFINEMENTS.map((kind) => v.literal(kind))) }),
  v.object({ custom: v.string() }),
)

/** Keeps the page's preview HTML within what a Convex document can hold. */
const MAX_PREVIEW_HTML = 700_000

async function themeCheckErrors(files: Record<string, string>): Promise<number> {
  const offenses = await validateTheme(files)
  return offenses.filter((offense) => offense.severity === 'error').length
}

async function previewHtml(files: Record<string, string>, template: string): Promise<string | undefined> {
  const { html } = await renderTheme(files, { template })
  return html.length <= MAX_PREVIEW_HTML ? html : undefined
}

/**
 * SPEC's generate-shopify-theme: checks the prompt, takes 1 credit, generates (OpenAI when
 * configured, the composer otherwise), checks the theme with Theme Check and stores it as a new
 * version. Any failure after the debit refunds it.
 */
export const generate = action({
  args: {
    prompt: v.string(),
    pageType: v.optional(pageType),
    pageId: v.optional(v.id('pages')),
    product: v.optional(productDetails),
  },
  handler: async (ctx, args): Promise<GenerationResponse> => {
    const input = composeInputSchema.safeParse({
      prompt: args.prompt,
      pageType: args.pageType,
      product: args.product,
    })
    if (!input.success) return { success: false, error: input.error.issues[0]?.message ?? GENERATION_FAILED }
    try {
      checkProductImages(args.product?.images)
    } catch (error) {
      return { success: false, error: errorMessage(error, GENERATION_FAILED) }
    }
    const charge = await ctx.runMutation(internal.generation.charge, {
      kind: 'generation',
      pageId: args.pageId,
    })
    if (!charge.ok) return { success: false, error: charge.error }
    try {
      const result = await generateTheme(input.data, { openai: openAIConfigFromEnv(process.env) })
      if (!result.success || !result.generated || !result.storeConfig) throw new Error(result.error)
      const { files, explanation } = result.generated
      if ((await themeCheckErrors(files)) > 0) throw new Error('Theme Check found errors')
      const saved = await ctx.runMutation(internal.generation.save, {
        pageId: args.pageId,
        source: 'generation',
        files: toFileList(files),
        explanation,
        storeConfig: result.storeConfig,
        prompt: input.data.prompt,
        generatedHtml: await previewHtml(files, templateForPageType(input.data.pageType)),
      })
      return {
        success: true,
        generated: { files, explanation },
        storeConfig: result.storeConfig,
        versionNumber: saved.number,
        source: result.source,
      }
    } catch (error) {
      await ctx.runMutation(internal.generation.refund, { debitId: charge.debitId })
      return { success: false, error: errorMessage(error, GENERATION_FAILED) }
    }
  },
})

/**
 * The Component Refinement panel: a quick refinement (hero, products, colors, typography,
 * images) or a custom one, over the current theme; 1 credit, refunded on failure. The changed
 * files are merged over the current ones and the explanation gains "Refinement:" or
 * "Custom refinement:".
 */
export const refine = action({
  args: { pageId: v.optional(v.id('pages')), refinement },
  handler: async (ctx, args): Promise<GenerationResponse> => {
    const isCustom = 'custom' in args.refinement
    const failure = isCustom ? CUSTOM_REFINE_ERROR : REFINE_ERROR
    if ('custom' in args.refinement && args.refinement.custom.trim() === '') {
      return { success: false, error: 'Please enter a refinement' }
    }
    const current = await ctx.runQuery(internal.generation.currentTheme, { pageId: args.pageId })
    if (current === null) return { success: false, error: 'Generate a theme before refining it' }
    const charge = await ctx.runMutation(internal.generation.charge, {
      kind: 'refinement',
      pageId: args.pageId,
    })
    if (!charge.ok) return { success: false, error: charge.error }
    try {
      const theme: Theme = {
        files: current.files,
        explanation: current.explanation,
        storeConfig: current.storeConfig,
      }
      const result = await refineTheme(theme, args.refinement, { openai: openAIConfigFromEnv(process.env) })
      if (!result.success || !result.generated) throw new Error(result.error)
      const merged = mergeRefinement(
        theme,
        result.generated.files,
        result.generated.explanation,
        isCustom ? 'custom' : 'quick',
      )
      if ((await themeCheckErrors(merged.files)) > 0) throw new Error('Theme Check found errors')
      const saved = await ctx.runMutation(internal.generation.save, {
        pageId: args.pageId,
        source: 'refinement',
        files: toFileList(merged.files),
        explanation: merged.explanation,
        storeConfig: merged.storeConfig,
        prompt: 'custom' in args.refinement ? args.refinement.custom.trim() : undefined,
        generatedHtml: current.pageType
          ? await previewHtml(merged.files, templateForPageType(current.pageType))
          : undefined,
      })
      return {
        success: true,
        generated: { files: result.generated.files, explanation: merged.explanation },
        storeConfig: merged.storeConfig,
        versionNumber: saved.number,
        source: result.source,
      }
    } catch {
      await ctx.runMutation(internal.generation.refund, { debitId: charge.debitId })
      return { success: false, error: failure }
    }
  },
})

export const charge = internalMutation({
  args: {
    kind: v.union(v.literal('generation'), v.literal('refinement')),
    pageId: v.optional(v.id('pages')),
  },
  handler: async (ctx, args) => await chargeForWork(ctx, args),
})

export const refund = internalMutation({
  args: { debitId: v.id('creditLedger') },
  handler: async (ctx, { debitId }) => await refundDebit(ctx, debitId),
})

export const currentTheme = internalQuery({
  args: { pageId: v.optional(v.id('pages')) },
  handler: async (ctx, { pageId }) => {
    const user = await getCurrentUserOrThrow(ctx)
    const page = pageId === undefined ? null : await getOwnedPageOrThrow(ctx, user._id, pageId)
    const theme = await currentThemeOf(ctx, user._id, pageId)
    return theme === null ? null : { ...theme, pageType: page?.pageType }
  },
})

export const save = internalMutation({
  args: {
    pageId: v.optional(v.id('pages')),
    source: versionSource,
    files: v.array(v.object({ path: v.string(), source: v.string() })),
    explanation: v.string(),
    storeConfig,
    prompt: v.optional(v.string()),
    generatedHtml: v.optional(v.string()),
  },
  handler: async (ctx, { generatedHtml, files, ...args }) => {
    const user = await getCurrentUserOrThrow(ctx)
    if (args.pageId !== undefined) {
      await getOwnedPageOrThrow(ctx, user._id, args.pageId)
      if (generatedHtml !== undefined && generatedHtml.length < MAX_THEME_BYTES) {
        await ctx.db.patch(args.pageId, { generatedHtml })
      }
    }
    return await saveVersion(ctx, { ...args, userId: user._id, files: toFileMap(files) })
  },
})
