// What the editor's page and its render worker say to each other (render-worker.ts,
// render-client.ts). A theme's files cross once; later renders send only the files that changed
// since one the worker holds.
export { fontPath } from '../../lib/font-path'

/** The files of a render: a whole theme, or the paths changed since one the worker holds. */
export type FilesMessage =
  | { id: number; files: Record<string, string> }
  | { id: number; base: number; changed: Record<string, string | null> }

export interface RenderRequest {
  type: 'render'
  seq: number
  files: FilesMessage
  template: string
  editable: boolean
  /** font faces the worker does not hold yet: their path (fontPath) and data URL */
  faces: [string, string][]
}

export type RenderReply =
  /** the worker has begun this render: its engine is loaded, the render's own time starts */
  | { type: 'started'; seq: number }
  | { type: 'rendered'; seq: number; html: string; errors: { file?: string; message: string }[] }
  | { type: 'failed'; seq: number; message: string }

/** How many themes the worker keeps to diff against (the current one and a few edits back). */
export const KEPT_THEMES = 4
