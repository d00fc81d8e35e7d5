// Apply Changes on the element selected in the preview: the theme's settings change (the one
// place that turns the form's changes into the engine's edits is visual-edit.ts), and the new
// version is saved.
import { startTransition } from 'react'
import { VisualEditError } from '../../../engine/edit'
import { toastError } from '../../../lib/toast'
import { APPLY_LABEL } from '../EditTab'
import { CHANGES_APPLIED } from '../outcomes'
import { applyElementChanges as applyChanges, type ApplyResult, type ElementChanges } from '../visual-edit'
import { saveFiles } from './save-files'
import { showToast } from './toast'
import type { Command } from './types'

export const applyElementChanges: Command<ElementChanges, Promise<ApplyResult>> = {
  id: 'applyElementChanges',
  label: APPLY_LABEL,
  enabled: (ctx) => ctx.state.selection !== null && !ctx.busy && !ctx.readOnly,
  async perform(ctx, changes) {
    const selection = ctx.state.selection
    if (!selection || ctx.busy) return { ok: false, error: 'Select an element in the preview first.' }
    let applied: ReturnType<typeof applyChanges>
    try {
      applied = applyChanges({ ...ctx.theme, files: ctx.previewFiles }, ctx.template, selection, changes)
    } catch (error) {
      if (error instanceof VisualEditError) return { ok: false, error: error.message }
      return { ok: false, error: 'This change could not be applied to the theme.' }
    }
    // SPEC: Apply Changes clears the selection; the preview shows the change right away.
    startTransition(() => ctx.dispatch({ type: 'clearSelection' }))
    const result = await saveFiles(ctx, applied.theme.files, 'visual_edit', 'visual edit', {
      atOnce: applied.atOnce,
    })
    if (result.ok) showToast(CHANGES_APPLIED)
    else toastError('Changes not saved', result.error)
    return result
  },
}
