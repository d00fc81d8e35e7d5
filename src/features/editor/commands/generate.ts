// Generate Shopify Theme: the prompt (or the landing page's design) becomes a job on the server.
// With the composer, the theme the job will save is known at once (composedDraft) and shows
// while the job checks and saves it.
import { startTransition } from 'react'
import { templateForPageType } from '../../../engine/model'
import { GENERATE_LABEL } from '../ChatTab'
import { composedDraft, generationInput } from '../compose-draft'
import type { DesignRequest } from '../design-request'
import { creditCheck, generationOutcome } from '../outcomes'
import { rememberContents } from '../theme-files'
import { markEdit } from '../timing'
import { showToast } from './toast'
import type { Command } from './types'

export const generate: Command<DesignRequest | undefined, Promise<void>> = {
  id: 'generate',
  label: GENERATE_LABEL,
  shortcuts: [{ key: 'Enter', mod: true }],
  whileTyping: true,
  enabled: (ctx) => !ctx.busy && !ctx.readOnly && ctx.prompt.trim() !== '',
  /** The prompt box's text, unless a request is given (the landing page's design, a page's prompt). */
  async perform(ctx, request = { prompt: ctx.prompt }) {
    const { dispatch, engine, scope, ui } = ctx
    const text = request.prompt.trim()
    // `busy` shows once the transition below has rendered; a second click before then finds this.
    if (text === '' || ctx.busy || ctx.readOnly || ui.generating.current) return
    const blocked = creditCheck(ctx.credits)
    if (blocked) {
      showToast(blocked)
      return
    }
    ui.generating.current = true
    const input = generationInput(request, ctx.page)
    const versionId = ctx.saved?.versionId ?? null
    // The frame's work comes first: the editor's own re-render is a transition.
    startTransition(() => {
      dispatch({ type: 'startBusy', task: 'generate' })
      // On a phone, the new theme takes the screen.
      dispatch({ type: 'showPreview' })
      ui.setPendingPrompt(text)
    })
    try {
      const starting = ctx.backend.startGeneration({ ...scope, ...input })
      // With the composer, the theme this job will save is known now (composedDraft): it shows
      // at once, while the job checks and saves it, and goes if the job does not start.
      if (engine === 'composer') markEdit('prompt')
      const composed = engine === 'composer' ? composedDraft(input) : undefined
      if (composed) {
        // The frame gets it first; the editor's own re-render follows.
        ctx.preview.prime(composed.files, { newTheme: true })
        startTransition(() =>
          ui.setDraft({ files: composed.files, name: composed.storeConfig.name, over: versionId }),
        )
      }
      const started = await starting
      if (!started.success) {
        ui.setDraft(null)
        showToast(generationOutcome(started))
        return
      }
      if (started.engine !== 'composer') ui.setDraft(null)
      else if (composed) void rememberContents(Object.values(composed.files))
      const result = await ctx.backend.jobEnd(started.jobId)
      if (!result.success) ui.setDraft(null)
      showToast(generationOutcome(result))
      if (result.success) {
        // The box empties, unless the merchant has started on their next description.
        ctx.setPrompt((current) => (current === request.prompt ? '' : current))
        if (request.pageType && !scope.pageId)
          dispatch({ type: 'setTemplate', template: templateForPageType(request.pageType) })
      }
    } catch (error) {
      showToast(generationOutcome({ thrown: error }))
    } finally {
      ui.generating.current = false
      ui.setPendingPrompt(null)
      dispatch({ type: 'endBusy' })
    }
  },
}
