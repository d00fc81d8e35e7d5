// What the editor tells the user after each action: SPEC.md section 8's toasts, word for word,
// chosen by pure functions so every path (buttons, auto-submit, shortcuts) says the same.
import { isLowOnCredits as isLowBalance } from '../../../convex/model/constants'
import type { PartialRefinement } from '../../engine/ai'

export interface ToastMessage {
  /** warning: done, but not all of what was asked */
  variant: 'success' | 'warning' | 'error'
  title: string
  description?: string
}

export const NO_CREDITS_TITLE = 'No credits remaining'
export const NO_CREDITS: ToastMessage = {
  variant: 'error',
  title: NO_CREDITS_TITLE,
  description:
    'You need at least 1 credit to generate a theme. Please purchase more credits or connect your Shopify store.',
}

export const THEME_UPDATED: ToastMessage = {
  variant: 'success',
  title: 'Theme updated successfully!',
  description: 'Your Shopify store preview has been updated with the new changes.',
}

export const CHANGES_APPLIED: ToastMessage = {
  variant: 'success',
  title: 'Changes Applied',
  description: 'Your edits have been saved to the theme.',
}

export const DOWNLOAD_FAILED: ToastMessage = {
  variant: 'error',
  title: 'Download Failed',
  description: 'Failed to create theme ZIP file.',
}

export const GENERATION_FAILED_TITLE = 'Generation failed'
export const GENERATION_FAILED_FALLBACK = 'Failed to generate theme. Please try again.'
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.'

export const REFINEMENT_FAILED_TITLE = 'Refinement Failed'
export const QUICK_REFINEMENT_FAILED = 'Failed to refine the component. Please try again.'
export const CUSTOM_REFINEMENT_FAILED = 'Failed to apply custom refinements. Please try again.'

export type GenerationResult =
  { success: true; partial?: PartialRefinement } | { success: false; error?: string }

/** SPEC has no words for a refinement that did part of what was asked; these say so plainly. */
export const PARTLY_UPDATED_TITLE = 'Theme partly updated'
/** Lines of each list a toast quotes; the rest are counted. */
const PARTIAL_SHOWN = 3

/** Whether a generation may start: SPEC.md needs at least 1 credit (unknown: the server decides). */
export function creditCheck(credits: number | undefined): ToastMessage | null {
  return credits !== undefined && credits < 1 ? NO_CREDITS : null
}

export function generationOutcome(result: GenerationResult | { thrown: unknown }): ToastMessage {
  if ('thrown' in result)
    return { variant: 'error', title: GENERATION_FAILED_TITLE, description: UNEXPECTED_ERROR }
  if (result.success) return THEME_UPDATED
  if (result.error === NO_CREDITS_TITLE) return NO_CREDITS
  return {
    variant: 'error',
    title: GENERATION_FAILED_TITLE,
    description: result.error?.trim() ? result.error : GENERATION_FAILED_FALLBACK,
  }
}

/**
 * A refinement's toast. One that changed the theme but left part of the request undone is no
 * full success: it says what was applied and what was not. A custom refinement that changed
 * nothing fails with SPEC's text followed by what would work (the job's error, built by the
 * server from the rules it would apply); that text is shown whole. Any other failure says SPEC's
 * text alone.
 */
export function refinementOutcome(
  kind: 'quick' | 'custom',
  result: GenerationResult | { thrown: unknown },
): ToastMessage {
  if (!('thrown' in result) && result.success)
    return result.partial && result.partial.notApplied.length > 0
      ? partlyUpdated(result.partial)
      : THEME_UPDATED
  if (!('thrown' in result) && result.error === NO_CREDITS_TITLE) return NO_CREDITS
  const error = 'thrown' in result || result.success ? undefined : result.error
  const helped =
    kind === 'custom' && error?.startsWith(`${CUSTOM_REFINEMENT_FAILED} `) ? error.trim() : undefined
  return {
    variant: 'error',
    title: REFINEMENT_FAILED_TITLE,
    description: kind === 'quick' ? QUICK_REFINEMENT_FAILED : (helped ?? CUSTOM_REFINEMENT_FAILED),
  }
}

/** A refinement that changed the theme but left some of the request undone: both, in its words. */
function partlyUpdated({ applied, notApplied }: PartialRefinement): ToastMessage {
  const list = (lines: string[]) => {
    const shown = lines.slice(0, PARTIAL_SHOWN).map((line) => line.trim().replace(/\.+$/, ''))
    const more = lines.length - shown.length
    return `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}.`
  }
  const done = applied.length > 0 ? `Applied: ${list(applied)} ` : ''
  return {
    variant: 'warning',
    title: PARTLY_UPDATED_TITLE,
    description: `${done}Not applied: ${list(notApplied)}`,
  }
}

/** Low on credits (the one rule, convex/model/constants.ts); not while the balance loads. */
export function isLowOnCredits(credits: number | undefined): boolean {
  return credits !== undefined && isLowBalance(credits)
}
