// How fast the preview follows an edit (the goal: under 100 ms for a composed theme). Measured
// with performance.now from the edit to the new document loaded in the frame, logged to the
// console and kept on window.__vitrinePreviewTimings for the browser suite to print; never
// asserted in unit tests.

export interface PreviewTiming {
  /** what started it: 'visual edit', 'code edit', 'config change', or 'render' */
  label: string
  /** renderTheme alone */
  renderMs: number
  /** from the edit to the new document loaded in the frame, when an edit started it */
  sinceEditMs?: number
  /** the edit shown on the selected element itself, ahead of the page's new render */
  atOnce?: true
}

declare global {
  interface Window {
    __vitrinePreviewTimings?: PreviewTiming[]
  }
}

let editStartedAt: { label: string; at: number } | null = null
let rendered: { renderMs: number; edit: { label: string; at: number } | null } | null = null

const round = (ms: number) => Math.round(ms * 10) / 10

/** Call when the user's edit is applied locally; the next preview is timed against it. */
export function markEdit(label: string): void {
  editStartedAt = { label, at: performance.now() }
}

/** Call when renderTheme has produced the document for the frame. */
export function recordPreviewRender(renderMs: number): void {
  rendered = { renderMs, edit: editStartedAt }
  editStartedAt = null
}

function keep(timing: PreviewTiming): void {
  if (typeof window === 'undefined') return
  window.__vitrinePreviewTimings ??= []
  window.__vitrinePreviewTimings.push(timing)
  if (window.__vitrinePreviewTimings.length > 200) window.__vitrinePreviewTimings.shift()
}

/**
 * Call when the frame shows the edit on the selected element (its text or colour), before the
 * page's new render: timed from the same edit, which the render then still completes.
 */
export function recordEditShown(): PreviewTiming | undefined {
  const edit = editStartedAt ?? rendered?.edit
  if (!edit) return undefined
  const timing: PreviewTiming = {
    label: edit.label,
    renderMs: 0,
    sinceEditMs: round(performance.now() - edit.at),
    atOnce: true,
  }
  keep(timing)
  if (import.meta.env.MODE !== 'test')
    console.info(
      `[vitrine] ${edit.label} shown ${timing.sinceEditMs} ms after the edit, before the new render`,
    )
  return timing
}

/** Call when the document in the frame is ready (its DOMContentLoaded, reported by the bridge). */
export function recordPreviewShown(): PreviewTiming | undefined {
  if (!rendered) return undefined
  const { renderMs, edit } = rendered
  rendered = null
  const timing: PreviewTiming = {
    label: edit?.label ?? 'render',
    renderMs: round(renderMs),
    ...(edit ? { sinceEditMs: round(performance.now() - edit.at) } : {}),
  }
  keep(timing)
  if (edit && import.meta.env.MODE !== 'test')
    console.info(
      `[vitrine] preview updated ${timing.sinceEditMs} ms after the ${edit.label} (render ${timing.renderMs} ms)`,
    )
  return timing
}
