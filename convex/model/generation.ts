import { ConvexError, v } from 'convex/values'
// Leaves of the engine's refine and ai folders, not their indexes: this module runs in Convex's
// default runtime, where ai's index would load Theme Check, whose dynamic require fails to
// evaluate there (npm run check:deploy), and refine's the rules and the composer they read with.
import { QUICK_REFINEMENTS } from '../../src/engine/refine/quick'
import type { Id } from '../_generated/dataModel'
import type { MutationCtx } from '../_generated/server'
import {
  GENERATION_COST,
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  MAX_IMAGES_TOTAL_BYTES,
  REFINEMENT_COST,
} from './constants'
import { debitCredits, isRateLimited } from './credits'
import { checkScope } from './access'
import { getCurrentUserOrThrow } from './users'
import { openAIConfigFromEnv } from '../../src/engine/ai/config'
import { openAIEnv } from './config'

// SPEC.md section 8, word for word.
export const NO_CREDITS = 'No credits remaining'
export const GENERATION_FAILED = 'Failed to generate theme'
export const RATE_LIMITED = 'Too many generations in a minute. Please wait a moment and try again.'

export type Charge =
  { ok: true; debitId: Id<'creditLedger'>; userId: Id<'users'> } | { ok: false; error: string }

/**
 * Takes the credit a generation or refinement costs, before the work starts: no work runs
 * unpaid. The credit is the person's who asks, on a shared store too (an editor pays their
 * own). The caller refunds the debit if the work fails.
 */
export async function chargeForWork(
  ctx: MutationCtx,
  args: { kind: 'generation' | 'refinement'; pageId?: Id<'pages'> },
): Promise<Charge> {
  const user = await getCurrentUserOrThrow(ctx)
  await checkScope(ctx, user._id, args.pageId, 'edit')
  if (await isRateLimited(ctx, user._id)) return { ok: false, error: RATE_LIMITED }
  const debitId = await debitCredits(ctx, {
    userId: user._id,
    amount: args.kind === 'generation' ? GENERATION_COST : REFINEMENT_COST,
    reason: args.kind,
    reference: args.pageId,
  })
  return debitId === null ? { ok: false, error: NO_CREDITS } : { ok: true, debitId, userId: user._id }
}

const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=]+)$/

/** Product images arrive as data URLs: images only, a few, none too large. */
export function checkProductImages(images: string[] | undefined): void {
  if (images === undefined) return
  if (images.length > MAX_IMAGES) throw new ConvexError(`At most ${MAX_IMAGES} images`)
  if (images.reduce((sum, image) => sum + image.length, 0) > MAX_IMAGES_TOTAL_BYTES)
    throw new ConvexError('The images add up to more than 4 MB')
  for (const image of images) {
    const match = DATA_IMAGE.exec(image)
    if (match === null) throw new ConvexError('Images must be image files (image/*)')
    if ((match[1]!.length * 3) / 4 > MAX_IMAGE_BYTES) throw new ConvexError('An image is larger than 2 MB')
  }
}

/** What starting a generation or refinement answers: the job to watch, or why none started. */
/**
 * A started job, and who will design it: with the composer (no OpenAI configured) the theme is
 * the composer's for the prompt, which the editor composes too and shows while the job checks
 * and saves it.
 */
export type StartResponse =
  { success: true; jobId: Id<'jobs'>; engine: 'openai' | 'composer' } | { success: false; error: string }

/** Who designs a job started now: the same reading of the environment as the job's (engine.ts). */
export function jobEngine(): 'openai' | 'composer' {
  return openAIConfigFromEnv(openAIEnv()) ? 'openai' : 'composer'
}

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ConvexError) return typeof error.data === 'string' ? error.data : fallback
  return fallback
}

/** The product page form's fields (SPEC.md: title, price, description, features, images). */
export const productDetails = v.object({
  title: v.optional(v.string()),
  price: v.optional(v.string()),
  description: v.optional(v.string()),
  features: v.optional(v.array(v.string())),
  images: v.optional(v.array(v.string())),
})

/** A quick refinement by name, or a custom one in the merchant's words. */
export const refinement = v.union(
  v.object({ kind: v.union(...QUICK_REFINEMENTS.map((kind) => v.literal(kind))) }),
  v.object({ custom: v.string() }),
)
