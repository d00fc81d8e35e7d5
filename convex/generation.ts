// Generation and refinement as durable jobs (see model/jobs.ts): start and startRefine take the
// credit and schedule the work in convex/engine.ts (the Node runtime); the client watches
// `job` live. Nothing here imports the theme engine: this module stays small in the default
// runtime.
import { v } from 'convex/values'
import { internalMutation, internalQuery } from './_generated/server'
import { maybeUserQuery, pageMutation, publicQuery } from './functions'
import { internal } from './_generated/api'
import { jobStep, pageType, partialRefinement, storeConfig, versionSource } from './schema'
import {
  chargeForWork,
  checkProductImages,
  errorMessage,
  GENERATION_FAILED,
  jobEngine,
  productDetails,
  refinement,
  type StartResponse,
} from './model/generation'
import {
  failJob,
  getOwnedJob,
  liveJob,
  recordJob,
  runningJob,
  runningPageJob,
  setJobStep,
  starterCannotWrite,
  succeedJob,
  toJobView,
  writableJob,
} from './model/jobs'
import { schedulePagePreview, setPagePreview } from './model/pages'
import { findPage, toPerson } from './model/access'
import { currentThemeFiles, findTheme, saveVersion, toFileMap } from './model/themes'
import { JOB_TIMEOUT_MS, MAX_PROMPT_BYTES } from './model/constants'
import { checkBytes } from './model/limits'
import { composeInputSchema } from '../src/engine/model'

/** SPEC.md's wording when a refinement fails (quick, custom). */
const REFINE_FAILED = 'Failed to refine the component'
const CUSTOM_REFINE_FAILED = 'Failed to apply custom refinements'

/**
 * SPEC's generate-shopify-theme, as a job: checks the prompt, takes 1 credit, records the job
 * and schedules the work (the composer, or OpenAI when configured; then Theme Check; then the
 * new version). Answers the job to watch.
 */
export const start = pageMutation({
  args: {
    prompt: v.string(),
    pageType: v.optional(pageType),
    pageId: v.optional(v.id('pages')),
    product: v.optional(productDetails),
  },
  handler: async (ctx, args): Promise<StartResponse> => {
    const input = composeInputSchema.safeParse({
      prompt: args.prompt,
      pageType: args.pageType,
      product: args.product,
    })
    if (!input.success) return { success: false, error: input.error.issues[0]?.message ?? GENERATION_FAILED }
    try {
      checkProductImages(args.product?.images)
      checkBytes(input.data.prompt, MAX_PROMPT_BYTES, 'The prompt')
    } catch (error) {
      return { success: false, error: errorMessage(error, GENERATION_FAILED) }
    }
    const charge = await chargeForWork(ctx, { kind: 'generation', pageId: args.pageId })
    if (!charge.ok) return { success: false, error: charge.error }
    const jobId = await recordJob(ctx, {
      userId: charge.userId,
      pageId: args.pageId,
      kind: 'generation',
      debitId: charge.debitId,
      prompt: input.data.prompt,
      pageType: input.data.pageType,
    })
    await ctx.scheduler.runAfter(0, internal.engine.runGeneration, {
      jobId,
      prompt: input.data.prompt,
      pageType: input.data.pageType,
      product: args.product,
    })
    await ctx.scheduler.runAfter(JOB_TIMEOUT_MS, internal.generation.watchdog, { jobId })
    return { success: true, jobId, engine: jobEngine() }
  },
})

/**
 * The Component Refinement panel, as a job: a quick refinement (hero, products, colors,
 * typography, images) or a custom one over the current theme; 1 credit, back if it fails.
 */
export const startRefine = pageMutation({
  args: { pageId: v.optional(v.id('pages')), refinement },
  handler: async (ctx, args): Promise<StartResponse> => {
    const custom = 'custom' in args.refinement ? args.refinement.custom.trim() : undefined
    if (custom === '') return { success: false, error: 'Please enter a refinement' }
    try {
      if (custom !== undefined) checkBytes(custom, MAX_PROMPT_BYTES, 'The refinement')
    } catch (error) {
      return { success: false, error: errorMessage(error, CUSTOM_REFINE_FAILED) }
    }
    const theme = await findTheme(ctx, ctx.user._id, args.pageId)
    if (theme?.currentVersionId === undefined)
      return { success: false, error: 'Generate a theme before refining it' }
    const charge = await chargeForWork(ctx, { kind: 'refinement', pageId: args.pageId })
    if (!charge.ok) return { success: false, error: charge.error }
    const jobId = await recordJob(ctx, {
      userId: charge.userId,
      pageId: args.pageId,
      kind: 'refinement',
      debitId: charge.debitId,
      ...('kind' in args.refinement ? { refinement: args.refinement.kind } : { prompt: custom }),
    })
    await ctx.scheduler.runAfter(0, internal.engine.runRefinement, {
      jobId,
      refinement: custom !== undefined ? { custom } : args.refinement,
    })
    await ctx.scheduler.runAfter(JOB_TIMEOUT_MS, internal.generation.watchdog, { jobId })
    return { success: true, jobId, engine: jobEngine() }
  },
})

/**
 * Which engine a generation started now would use: the composer (deterministic, offline) or
 * OpenAI. With the composer, the editor composes the same theme at once and shows it while the
 * job checks and saves it.
 */
export const engine = publicQuery({
  args: {},
  handler: async () => jobEngine(),
})

/** A job of mine, live: its step while it runs, then how it ended. */
export const job = maybeUserQuery({
  args: { jobId: v.id('jobs') },
  handler: async (ctx, { jobId }) => {
    if (ctx.user === null) return null
    const found = await getOwnedJob(ctx, ctx.user._id, jobId)
    return found === null ? null : toJobView(found)
  },
})

/**
 * The job still running on this page, whoever of the store's people started it (or my scratch
 * theme's): a second tab, and a collaborator, see its progress too, with who started it.
 */
export const running = maybeUserQuery({
  args: { pageId: v.optional(v.id('pages')) },
  handler: async (ctx, { pageId }) => {
    if (ctx.user === null) return null
    if (pageId === undefined) {
      const mine = await runningJob(ctx, ctx.user._id, undefined)
      return mine === null ? null : { ...toJobView(mine), startedBy: null, mine: true }
    }
    if ((await findPage(ctx, ctx.user._id, pageId)) === null) return null
    const found = await runningPageJob(ctx, pageId)
    if (found === null) return null
    const mine = found.userId === ctx.user._id
    const starter = mine ? null : await ctx.db.get(found.userId)
    return { ...toJobView(found), startedBy: starter === null ? null : toPerson(starter), mine }
  },
})

// ---------------------------------------------------------------- the work's side (internal)

/** What the work needs of its job; null once the job has ended (it then stops). */
export const jobInput = internalQuery({
  args: { jobId: v.id('jobs') },
  handler: async (ctx, { jobId }) => {
    const found = await liveJob(ctx, jobId)
    if (found === null) return null
    if (found.kind === 'generation') return { kind: found.kind, theme: null, pageType: found.pageType }
    const page = found.pageId === undefined ? null : await ctx.db.get(found.pageId)
    const theme = await currentThemeFiles(ctx, found.userId, found.pageId)
    return {
      kind: found.kind,
      theme:
        theme === null
          ? null
          : { files: theme.files, explanation: theme.explanation, storeConfig: theme.storeConfig },
      pageType: page?.pageType,
    }
  },
})

export const setStep = internalMutation({
  args: {
    jobId: v.id('jobs'),
    step: jobStep,
    engine: v.optional(v.union(v.literal('openai'), v.literal('composer'))),
  },
  handler: async (ctx, { jobId, step, engine }) => await setJobStep(ctx, jobId, step, engine),
})

/**
 * Saves the work's theme as a new version and ends the job, in one transaction: a job the
 * watchdog already ended (and refunded) saves nothing, nor does one whose starter may no longer
 * edit the page.
 */
export const finish = internalMutation({
  args: {
    jobId: v.id('jobs'),
    source: versionSource,
    files: v.array(v.object({ path: v.string(), source: v.string() })),
    explanation: v.string(),
    storeConfig,
    prompt: v.optional(v.string()),
    engine: v.union(v.literal('openai'), v.literal('composer')),
    partial: v.optional(partialRefinement),
  },
  handler: async (ctx, { jobId, files, engine, partial, ...args }) => {
    // Ended already, or its starter was removed or made a viewer since it started: it fails
    // (refunded) and saves nothing.
    const found = await writableJob(ctx, jobId)
    if (found === null) return false
    const saved = await saveVersion(ctx, {
      ...args,
      userId: found.userId,
      pageId: found.pageId,
      files: toFileMap(files),
    })
    await succeedJob(ctx, jobId, saved.number, engine, partial)
    return true
  },
})

/** The rendered page of a job's new version, for the project screen's Preview button. */
export const savePreview = internalMutation({
  args: { jobId: v.id('jobs'), html: v.string() },
  handler: async (ctx, { jobId, html }) => {
    const found = await ctx.db.get(jobId)
    if (found?.pageId === undefined || found.status !== 'succeeded') return
    // Its starter lost the right to edit the page since the version was saved: the job writes no
    // more to it, and the page renders its current version itself, as after any edit.
    if ((await starterCannotWrite(ctx, found)) !== null) return await schedulePagePreview(ctx, found.pageId)
    // A later version of the page (anyone's) has its own preview coming: keep only the newest job's.
    const newer = await ctx.db
      .query('jobs')
      .withIndex('by_page_created', (q) => q.eq('pageId', found.pageId).gt('createdAt', found.createdAt))
      .first()
    if (newer === null) await setPagePreview(ctx, found.pageId, html)
  },
})

/** Ends a job as failed and refunds it (once). */
export const fail = internalMutation({
  args: { jobId: v.id('jobs'), error: v.string() },
  handler: async (ctx, { jobId, error }) => await failJob(ctx, jobId, error),
})

/**
 * Runs at the job's deadline: a job still running then was killed (timeout, out of memory, a
 * crash): it fails, and its credit comes back.
 */
export const watchdog = internalMutation({
  args: { jobId: v.id('jobs') },
  handler: async (ctx, { jobId }) => {
    const found = await liveJob(ctx, jobId)
    if (found === null) return false
    return await failJob(ctx, jobId, found.kind === 'generation' ? GENERATION_FAILED : refineFailure(found))
  },
})

function refineFailure(found: { prompt?: string; refinement?: string }): string {
  return found.refinement === undefined ? CUSTOM_REFINE_FAILED : REFINE_FAILED
}
