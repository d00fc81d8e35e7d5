// The preview: the engine's real Liquid render of one template of the theme, in a worker the
// page can stop (render-client.ts: the tab never freezes on a theme), shown in the sandboxed frame. renderTheme caches its parsed theme per files object, so rendering an edited
// theme only re-renders what changed; the result is delivered straight to the frame:
// - a new render of the same template is not loaded as a new document: it is sent to the
//   frame's bridge, which swaps only the sections that changed (scroll, state and the page's
//   scripts stay); when more than sections changed (the head, the layout, a section with a
//   script) the bridge asks for a reload and the frame loads the document afresh, restoring
//   the scroll position;
// - the frame's document is held in a small store of its own (FrameStore), not in the editor's
//   state: a new document re-renders the frame element alone, not the whole editor;
// - an edit can `prime` the preview with its files before React has re-rendered the editor
//   (React's work is then a transition), so the frame shows the edit first;
// - the faces of the theme's fonts are loaded first (preview-fonts.ts), so it shows its real type;
//   when they take longer than FONT_WAIT_MS (a new theme's faces, a busy server), the page shows
//   at once on the faces already here and their fallbacks, and its type follows as a patch.
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react'
import type { FontFiles, PreviewError, RenderResult } from '../../engine/preview'
import { injectPreviewBridge } from './preview-bridge'
import { previewFonts } from './preview-fonts'
import { renderInWorker } from './render-client'
import { EDITOR_SOURCE, type PreviewMessage } from './preview-messages'
import { recordEditShown, recordPreviewRender, recordPreviewShown } from './timing'

export interface PreviewDocument {
  /** the rendered document, without the bridge */
  html: string
  errors: PreviewError[]
  renderMs: number
}

/** What the frame element is given: a new key means a new document. */
export interface PreviewFrame {
  key: number
  srcDoc: string
}

/** The frame's current document, outside React state: subscribe with useSyncExternalStore. */
export interface FrameStore {
  get(): PreviewFrame | null
  subscribe(listener: () => void): () => void
}

function createFrameStore(): FrameStore & { set(frame: PreviewFrame): void } {
  let frame: PreviewFrame | null = null
  const listeners = new Set<() => void>()
  return {
    get: () => frame,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(next) {
      frame = next
      for (const listener of listeners) listener()
    },
  }
}

/** How long a render waits for the faces of its fonts before it shows without them. */
export const FONT_WAIT_MS = 60
/** How long an edit waits for the frame to show it on the element before rendering the page. */
export const SHOW_EDIT_WAIT_MS = 100

const delay = (ms: number) => new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))

export type PreviewStatus = 'rendering' | 'ready' | 'error'

export interface Preview {
  status: PreviewStatus
  /** the latest rendered document (the previous one while a new one renders) */
  document: PreviewDocument | null
  /** the document in the frame, which changes without re-rendering the editor */
  frames: FrameStore
  error?: string
  /** ready / patched / reload messages from the frame's bridge */
  onFrameMessage(message: PreviewMessage): void
  /** render these files now (the current template and mode), ahead of React */
  /**
   * Render these files now (the current template and mode), ahead of React. `newTheme`: another
   * theme altogether, loaded as a new document rather than offered to the frame as a patch.
   */
  prime(files: Record<string, string>, options?: { newTheme?: boolean }): void
  /**
   * Shows an edit of the element selected in the frame at once (its new text, its own colour),
   * before the page's new render arrives and replaces its section.
   */
  showEdit(change: { text?: string; color?: string }): Promise<void>
  /** Renders the page again after its render failed (the page the frame shows stays meanwhile). */
  retry(): void
}

interface Request {
  files: Record<string, string>
  template: string
  editable: boolean
}

interface Rendered extends Request {
  document?: PreviewDocument
  error?: string
}

interface Shown {
  template: string
  editable: boolean
  ready: boolean
  /** sectionIds of the document the frame has (with its patches) */
  sections: string
}

/**
 * The ids of a rendered page's sections, in order. When they differ (another theme, sections
 * added or moved) the frame's bridge would only ask for a reload: the document is loaded at once.
 */
export function sectionIds(html: string): string {
  return Array.from(html.matchAll(/\sid="shopify-section-([^"]*)"/g), (match) => match[1]).join(' ')
}

/** What a page being rendered again is rendered from until its render is done: no files at all. */
const RETRYING: Record<string, string> = {}

const same = (a: Request | null, b: Request) =>
  a !== null && a.files === b.files && a.template === b.template && a.editable === b.editable

export function usePreview(
  /** null: nothing to show yet (the frame stays empty) */
  files: Record<string, string> | null,
  template: string,
  editable: boolean,
  frameRef: RefObject<HTMLIFrameElement | null>,
  scrollY: (template: string) => number,
): Preview {
  const [rendered, setRendered] = useState<Rendered | null>(null)
  /** bumped by retry: the request is delivered again */
  const [attempt, setAttempt] = useState(0)
  const [frames] = useState(createFrameStore)
  const shown = useRef<Shown | null>(null)
  const keys = useRef(0)
  // The newest document sent as a patch: what a reload loads (never an older one).
  const latestPatch = useRef<{
    seq: number
    srcDoc: string
    template: string
    editable: boolean
    sections: string
  } | null>(null)
  const seqs = useRef(0)
  // A render of the page the frame is still loading: sent as a patch once that document is ready.
  const queued = useRef<{ request: Request; result: RenderResult } | null>(null)
  // Files primed as a new theme, until their first document is loaded.
  const newThemes = useRef(new WeakSet<Record<string, string>>())
  /** the request whose render was delivered (or is being rendered) last */
  const delivered = useRef<Request | null>(null)
  const settings = useRef({ template, editable, scrollY })
  useEffect(() => {
    settings.current = { template, editable, scrollY }
  })

  const load = useCallback(
    (srcDoc: string, template: string, editable: boolean, sections: string) => {
      keys.current += 1
      shown.current = { template, editable, ready: false, sections }
      latestPatch.current = null
      queued.current = null
      frames.set({ key: keys.current, srcDoc })
    },
    [frames],
  )

  const present = useCallback(
    (request: Request, result: RenderResult) => {
      const { template, editable } = request
      const sections = sectionIds(result.html)
      const srcDoc = () =>
        injectPreviewBridge(result.html, { editable, scrollY: settings.current.scrollY(template) })
      const current = shown.current
      const samePage =
        !newThemes.current.has(request.files) &&
        current !== null &&
        current.template === template &&
        current.editable === editable &&
        current.sections === sections
      const target = frameRef.current?.contentWindow
      if (samePage && !current.ready) {
        queued.current = { request, result }
      } else if (samePage && target) {
        const seq = ++seqs.current
        latestPatch.current = { seq, srcDoc: srcDoc(), template, editable, sections }
        target.postMessage({ source: EDITOR_SOURCE, type: 'patch', seq, html: result.html }, '*')
      } else {
        newThemes.current.delete(request.files)
        load(srcDoc(), template, editable, sections)
      }
    },
    [frameRef, load],
  )

  const deliver = useCallback(
    (request: Request): (() => void) => {
      if (same(delivered.current, request)) return () => undefined
      delivered.current = request
      let cancelled = false
      const live = () => !cancelled && delivered.current === request
      /** Renders with these faces and shows the result; `final` once every face is in. */
      const show = async (fonts: FontFiles, final: boolean) => {
        const started = performance.now()
        const result = await renderInWorker(request.files, {
          template: request.template,
          editable: request.editable,
          fonts,
        })
        if (!live()) return
        const renderMs = performance.now() - started
        recordPreviewRender(renderMs)
        present(request, result)
        // Not urgent: the frame already has the document.
        if (final)
          startTransition(() =>
            setRendered({ ...request, document: { html: result.html, errors: result.errors, renderMs } }),
          )
      }
      const run = async () => {
        const ready = previewFonts.ready(request.files)
        if (ready) return show(ready, true)
        const loading = previewFonts.load(request.files)
        const inTime = await Promise.race([loading, delay(FONT_WAIT_MS)])
        if (inTime) return show(inTime, true)
        if (!live()) return
        await show(previewFonts.loaded(), false)
        if (live()) await show(await loading, true)
      }
      run().catch((error: unknown) => {
        if (!live()) return
        const message = error instanceof Error ? error.message : 'The preview could not be rendered'
        setRendered((previous) => ({
          ...request,
          ...(previous?.document ? { document: previous.document } : {}),
          error: message,
        }))
      })
      return () => {
        cancelled = true
        if (delivered.current === request) delivered.current = null
      }
    },
    [present],
  )

  useEffect(() => {
    if (!files) return
    const request = { files, template, editable }
    if (same(delivered.current, request)) return
    return deliver(request)
  }, [files, template, editable, deliver, attempt])

  const retry = useCallback(() => {
    delivered.current = null
    // Rendering again, with the page the frame shows kept as the latest document.
    setRendered((previous) =>
      previous?.document
        ? { files: RETRYING, template: '', editable: false, document: previous.document }
        : null,
    )
    setAttempt((count) => count + 1)
  }, [])

  const prime = useCallback(
    (files: Record<string, string>, options?: { newTheme?: boolean }) => {
      if (options?.newTheme) newThemes.current.add(files)
      const { template, editable } = settings.current
      deliver({ files, template, editable })
    },
    [deliver],
  )

  const shownSeq = useRef<{ seq: number; done(): void } | null>(null)
  /** Resolves once the frame shows it and has had a frame to paint it (or after SHOW_EDIT_WAIT_MS). */
  const showEdit = useCallback(
    (change: { text?: string; color?: string }) => {
      const target = frameRef.current?.contentWindow
      if (!target || !shown.current?.ready) return Promise.resolve()
      const seq = ++seqs.current
      return new Promise<void>((resolve) => {
        const done = () => {
          if (shownSeq.current?.seq === seq) shownSeq.current = null
          // The page's render that follows holds the main thread: let the change paint first.
          requestAnimationFrame(() => setTimeout(resolve, 0))
        }
        shownSeq.current = { seq, done }
        setTimeout(() => shownSeq.current?.seq === seq && done(), SHOW_EDIT_WAIT_MS)
        target.postMessage({ source: EDITOR_SOURCE, type: 'show-edit', seq, ...change }, '*')
      })
    },
    [frameRef],
  )

  const onFrameMessage = useCallback(
    (message: PreviewMessage) => {
      if (message.type === 'shown') {
        const pending = shownSeq.current
        if (pending?.seq !== message.seq) return
        recordEditShown()
        pending.done()
      } else if (message.type === 'ready') {
        if (shown.current) shown.current.ready = true
        recordPreviewShown()
        const next = queued.current
        queued.current = null
        if (next) present(next.request, next.result)
      } else if (message.type === 'patched') {
        if (message.seq === latestPatch.current?.seq) recordPreviewShown()
      } else if (message.type === 'reload') {
        const reload = latestPatch.current
        if (reload) load(reload.srcDoc, reload.template, reload.editable, reload.sections)
      }
    },
    [load, present],
  )

  const document = rendered?.document ?? null
  const status: PreviewStatus =
    !rendered || !files || !same(rendered, { files, template, editable })
      ? 'rendering'
      : rendered.error !== undefined
        ? 'error'
        : 'ready'
  const error = status === 'error' ? rendered?.error : undefined
  // One object while nothing in it changes, so the panes that take it can skip re-rendering.
  return useMemo(
    () => ({
      status,
      document,
      frames,
      onFrameMessage,
      prime,
      showEdit,
      retry,
      ...(error !== undefined ? { error } : {}),
    }),
    [status, document, frames, onFrameMessage, prime, showEdit, retry, error],
  )
}
