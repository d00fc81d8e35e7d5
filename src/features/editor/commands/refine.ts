// The Component Refinement panel: a quick refinement or one in the merchant's words, as a job.
import type { QuickRefinement } from '../../../engine/refine'
import { creditCheck, refinementOutcome } from '../outcomes'
import { CUSTOM_REFINEMENT_LABEL } from '../RefinementPanel'
import { showToast } from './toast'
import type { Command, EditorContext } from './types'

type Refinement = { kind: QuickRefinement } | { custom: string }

const canRefine = (ctx: EditorContext) => !ctx.busy && !ctx.readOnly && !ctx.isStarter

/** Whether the refinement was made. */
async function refine(ctx: EditorContext, refinement: Refinement): Promise<boolean> {
  if (ctx.busy || ctx.isStarter) return false
  const kind = 'custom' in refinement ? 'custom' : 'quick'
  const blocked = creditCheck(ctx.credits)
  if (blocked) {
    showToast(blocked)
    return false
  }
  ctx.dispatch({ type: 'startBusy', task: 'refine' })
  ctx.ui.setRefining('custom' in refinement ? 'custom' : refinement.kind)
  try {
    const started = await ctx.backend.startRefinement({ ...ctx.scope, refinement })
    if (!started.success) {
      showToast(refinementOutcome(kind, started))
      return false
    }
    const result = await ctx.backend.jobEnd(started.jobId)
    showToast(refinementOutcome(kind, result))
    return result.success
  } catch (error) {
    showToast(refinementOutcome(kind, { thrown: error }))
    return false
  } finally {
    ctx.ui.setRefining(null)
    ctx.dispatch({ type: 'endBusy' })
  }
}

export const quickRefine: Command<QuickRefinement, Promise<boolean>> = {
  id: 'quickRefine',
  label: 'Quick refinement',
  enabled: canRefine,
  perform: (ctx, kind) => refine(ctx, { kind }),
}

export const customRefine: Command<string, Promise<boolean>> = {
  id: 'customRefine',
  label: CUSTOM_REFINEMENT_LABEL,
  enabled: canRefine,
  perform: (ctx, custom) => refine(ctx, { custom }),
}
