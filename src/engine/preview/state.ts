// Per-render state, reachable from filters and tags through the render's globals under a symbol
// (templates cannot name it), so one cached Liquid engine serves any number of renders.
import type { Context } from 'liquidjs'
import type { SampleData } from './data'
import type { HandleDrop } from './drops'
import type { MarkerTarget } from './markers'

export const STATE = Symbol('vitrine.render')

export interface PreviewError {
  file?: string
  message: string
}

/**
 * Where the preview finds a font's file: a URL (in practice a data: URL, since the preview runs
 * in a sandboxed frame) for a family's face, or undefined when the host has none.
 */
export type FontFiles = (family: string, weight: number, style: 'normal' | 'italic') => string | undefined

export interface RenderState {
  editable: boolean
  errors: PreviewError[]
  targets: MarkerTarget[]
  data: SampleData
  moneyFormat: string
  currency: string
  /** stylesheet/javascript tag bodies, by section file, in first-seen order */
  stylesheets: Map<string, string>
  javascripts: Map<string, string>
  /** set by {% layout %} in a Liquid template: a layout name, or null for none */
  layout?: string | null
  /** ms timestamp after which no more sections are rendered */
  deadline: number
  /** settings.color_schemes by id, for color_scheme settings */
  schemes: Map<string, HandleDrop>
  /** sections rendered so far, to keep a section that renders itself from looping */
  depth: number
  /** the host's font files, for font_face and font_url */
  fonts?: FontFiles
}

export function registerTarget(state: RenderState, target: MarkerTarget): number {
  state.targets.push(target)
  return state.targets.length - 1
}

export function stateOf(ctx: Context | undefined): RenderState | undefined {
  const globals = ctx?.globals as Record<symbol, unknown> | undefined
  return globals?.[STATE] as RenderState | undefined
}
