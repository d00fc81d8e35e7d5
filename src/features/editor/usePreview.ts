// The preview: the engine's real Liquid render of one template of the theme, shown in the
// sandboxed frame. renderTheme caches its parsed theme per files object, so rendering an edited
// theme only re-renders what changed; the result is delivered straight to the frame:
// - a new render of the same template is not loaded as a new document: it is sent to the
//   frame's bridge, which swaps only the sections that changed (scroll, state and the page's
//   scripts stay); when more than sections changed (the head, the layout, a section with a
//   script) the bridge asks for a reload and the frame loads the document afresh, restoring
//   the scroll position;
// - an edit can `prime` the preview with its files before React has re-rendered the editor
//   (React's work is then a transition), so the frame shows the edit first;
// - the faces of the theme's fonts are loaded first (preview-fonts.ts), so it shows its real type.
import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { renderTheme, type FontFiles, type PreviewError, type RenderResult } from '../../engine/preview'
import { injectPreviewBridge } from './preview-bridge'
import { previewFonts } from './preview-fonts'
import { EDITOR_SOURCE, type PreviewMessage } from './preview-messages'
import { recordPreviewRender, recordPreviewShown } from './timing'

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

export type PreviewStatus = 'rendering' | 'ready' | 'error'

export interface Preview {
  status: PreviewStatus
  /** the latest rendered document (the previous one while a new one renders) */
  document: PreviewDocument | null
  frame: PreviewFrame | null
  error?: string
  /** ready / patched / reload messages from the frame's bridge */
  onFrameMessage(message: PreviewMessage): void
  /** render these files now (the current template and mode), ahead of React */
  prime(files: Record<string, string>): void
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
}

const same = (a: Request | null, b: Request) =>
  a !== null && a.files === b.files && a.template === b.template && a.editable === b.editable

export function usePreview(
  files: Record<string, string>,
  template: string,
  editable: boolean,
  frameRef: RefObject<HTMLIFrameElement | null>,
  scrollY: (template: string) => number,
): Preview {
  const [rendered, setRendered] = useState<Rendered | null>(null)
  const [frame, setFrame] = useState<PreviewFrame | null>(null)
  const shown = useRef<Shown | null>(null)
  const keys = useRef(0)
  // The newest document sent as a patch: what a reload loads (never an older one).
  const latestPatch = useRef<{ seq: number; srcDoc: string; template: string; editable: boolean } | null>(
    null,
  )
  const seqs = useRef(0)
  /** the request whose render was delivered (or is being rendered) last */
  const delivered = useRef<Request | null>(null)
  const settings = useRef({ template, editable, scrollY })
  useEffect(() => {
    settings.current = { template, editable, scrollY }
  })

  const load = useCallback((srcDoc: string, template: string, editable: boolean) => {
    keys.current += 1
    shown.current = { template, editable, ready: false }
    latestPatch.current = null
    setFrame({ key: keys.current, srcDoc })
  }, [])

  const present = useCallback(
    (request: Request, result: RenderResult) => {
      const { template, editable } = request
      const srcDoc = () =>
        injectPreviewBridge(result.html, { editable, scrollY: settings.current.scrollY(template) })
      const current = shown.current
      const target = frameRef.current?.contentWindow
      if (current?.ready && current.template === template && current.editable === editable && target) {
        const seq = ++seqs.current
        latestPatch.current = { seq, srcDoc: srcDoc(), template, editable }
        target.postMessage({ source: EDITOR_SOURCE, type: 'patch', seq, html: result.html }, '*')
      } else {
        load(srcDoc(), template, editable)
      }
    },
    [frameRef, load],
  )

  const deliver = useCallback(
    (request: Request): (() => void) => {
      if (same(delivered.current, request)) return () => undefined
      delivered.current = request
      let cancelled = false
      let started = performance.now()
      const render = (fonts: FontFiles) => {
        // The render's time, not the fonts' first download.
        started = performance.now()
        return renderTheme(request.files, { template: request.template, editable: request.editable, fonts })
      }
      // Once the theme's faces are in, a render starts at once, as it did before fonts.
      const fonts = previewFonts.ready(request.files)
      ;(fonts ? render(fonts) : previewFonts.load(request.files).then(render))
        .then((result) => {
          if (cancelled || delivered.current !== request) return
          recordPreviewRender(performance.now() - started)
          present(request, result)
          const document: PreviewDocument = {
            html: result.html,
            errors: result.errors,
            renderMs: performance.now() - started,
          }
          // Not urgent: the frame already has the document.
          startTransition(() => setRendered({ ...request, document }))
        })
        .catch((error: unknown) => {
          if (cancelled || delivered.current !== request) return
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
    const request = { files, template, editable }
    if (same(delivered.current, request)) return
    return deliver(request)
  }, [files, template, editable, deliver])

  const prime = useCallback(
    (files: Record<string, string>) => {
      const { template, editable } = settings.current
      deliver({ files, template, editable })
    },
    [deliver],
  )

  const onFrameMessage = useCallback(
    (message: PreviewMessage) => {
      if (message.type === 'ready') {
        if (shown.current) shown.current.ready = true
        recordPreviewShown()
      } else if (message.type === 'patched') {
        if (message.seq === latestPatch.current?.seq) recordPreviewShown()
      } else if (message.type === 'reload') {
        const reload = latestPatch.current
        if (reload) load(reload.srcDoc, reload.template, reload.editable)
      }
    },
    [load],
  )

  const request = { files, template, editable }
  const document = rendered?.document ?? null
  if (!rendered || !same(rendered, request))
    return { status: 'rendering', document, frame, onFrameMessage, prime }
  if (rendered.error !== undefined)
    return { status: 'error', document, frame, error: rendered.error, onFrameMessage, prime }
  return { status: 'ready', document, frame, onFrameMessage, prime }
}
