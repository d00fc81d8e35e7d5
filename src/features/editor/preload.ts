// While a newcomer signs up (the sign-up page, then step 2), the editor gets ready for the design
// that waits for it: its code is loaded, the composer makes the draft, the preview's worker starts
// and renders it with its fonts, and the process the preview's sandboxed frame runs in is started.
// "Continue to your design" then opens an editor whose first preview is that draft, in well under
// a second, even on a dev server that has just started.
import { useEffect, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useConvex } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import { useLiveQuery } from '../../components/useLiveQuery'
import { browserStorage } from '../../lib/browser-storage'
import { peekDesignRequest } from './design-request'
import { rememberEngine } from './engine-hint'

let started = false
let warming: Promise<EditorCode> | null = null

interface EditorCode {
  client: typeof import('./render-client')
  drafts: typeof import('./compose-draft')
  fonts: typeof import('./preview-fonts')
  theme: typeof import('../../engine/model')
}

/**
 * Loads the editor's code and starts the preview's worker, once per page: from the moment a
 * visitor starts describing their store (the landing page's prompt box), so that by the time they
 * have signed up, the editor has nothing left to fetch. No design is needed for this, and nothing
 * is rendered.
 */
export function warmEditorCode(): Promise<EditorCode> {
  warming ??= (async () => {
    // The worker first: it loads the engine on its own thread while the page loads the rest.
    const client = await import('./render-client')
    client.warmUpRenderWorker()
    // The editor's own code loads alongside; the draft's render does not wait for it.
    void import('./EditorScreen').catch(() => undefined)
    const [drafts, fonts, theme] = await Promise.all([
      import('./compose-draft'),
      import('./preview-fonts'),
      import('../../engine/model'),
    ])
    return { client, drafts, fonts, theme }
  })()
  // A failed load is tried again by the next caller (the editor loads its own code anyway).
  warming.catch(() => (warming = null))
  return warming
}

/** How long the warm frame stays: well past the editor's first preview. */
export const WARM_FRAME_MS = 30_000

/**
 * An invisible frame sandboxed as the preview's is. Chromium gives sandboxed frames a process of
 * their own, started when the first one opens (a few hundred milliseconds on a busy machine): this
 * one starts it while the newcomer signs up, and keeps it until the editor's preview has long
 * loaded in it.
 */
export function warmPreviewProcess(doc: Document = document): HTMLIFrameElement {
  const frame = doc.createElement('iframe')
  frame.setAttribute('sandbox', 'allow-scripts')
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
  frame.title = 'Preview warm-up'
  frame.srcdoc = '<!doctype html><title>.</title>'
  frame.dataset.vitrineWarmFrame = ''
  frame.style.cssText =
    'position:fixed;left:-10px;top:-10px;width:1px;height:1px;border:0;opacity:0;pointer-events:none'
  doc.body.appendChild(frame)
  setTimeout(() => frame.remove(), WARM_FRAME_MS)
  return frame
}

/** Gets the editor ready for the waiting design, when there is one; once per page. */
export function preloadEditor(): void {
  if (started || typeof window === 'undefined') return
  const request = peekDesignRequest(browserStorage())
  if (!request) return
  started = true
  warmPreviewProcess()
  // At once, not when the page is idle: a newcomer's page is rarely idle while it starts.
  setTimeout(() => {
    void (async () => {
      const { client, drafts, fonts, theme } = await warmEditorCode()
      const input = drafts.generationInput(request, null)
      await drafts.loadDraftLanguage(input)
      const draft = drafts.composedDraft(input)
      if (draft) {
        const faces = await fonts.previewFonts.load(draft.files)
        // The editor's first render of it is this one (render-client keeps the last).
        await client.renderInWorker(draft.files, {
          template: request.pageType ? theme.templateForPageType(request.pageType) : 'index',
          editable: false,
          fonts: faces,
        })
      }
    })().catch(() => undefined)
  }, 0)
}

/**
 * On the steps before the editor: when a design waits, gets the editor ready for it, and asks
 * which engine the server's jobs use, so the editor knows at once whether to show the draft.
 */
export function usePreloadEditor(): void {
  const [waiting] = useState(
    () => typeof window !== 'undefined' && peekDesignRequest(browserStorage()) !== null,
  )
  useEffect(preloadEditor, [])
  const engine = useLiveQuery(api.generation.engine, waiting ? {} : 'skip')
  const answer = engine.status === 'success' ? engine.data : null
  useEffect(() => {
    if (answer) rememberEngine(answer)
  }, [answer])
}

/** How long the editor's opening queries stay watched after step 2 has gone. */
export const HOLD_EDITOR_QUERIES_MS = 20_000

/**
 * Step 2, signed in, with a design waiting: loads the editor's route and watches the queries the
 * editor opens with, and keeps watching them a while after this step has gone, so the editor has
 * their answers on its first render instead of waiting a round trip for each.
 */
export function useHoldEditorQueries(): void {
  const [waiting] = useState(
    () => typeof window !== 'undefined' && peekDesignRequest(browserStorage()) !== null,
  )
  const convex = useConvex()
  const router = useRouter()
  useEffect(() => {
    if (!waiting) return
    router.preloadRoute({ to: '/editor' }).catch(() => undefined)
    const stops = [
      convex.watchQuery(api.themes.current, {}).onUpdate(() => undefined),
      convex.watchQuery(api.themes.lineage, {}).onUpdate(() => undefined),
      convex.watchQuery(api.users.me, {}).onUpdate(() => undefined),
    ]
    return () => {
      setTimeout(() => stops.forEach((stop) => stop()), HOLD_EDITOR_QUERIES_MS)
    }
  }, [waiting, convex, router])
}
