// The editor's preview renders here, off the page's main thread: a theme that renders slowly,
// or would grow without end, never freezes the merchant's tab, and the page can terminate this
// worker (render-client.ts) when a render outlasts its budget. It holds the last few themes it
// was sent, so an edit crosses as the files it changed.
/// <reference lib="webworker" />
import { renderTheme } from '../../engine/preview'
import type { FontFiles } from '../../engine/preview'
import type { FontStyle } from '../../engine/model'
import {
  KEPT_THEMES,
  fontPath,
  type FilesMessage,
  type RenderReply,
  type RenderRequest,
} from './render-protocol'

const themes = new Map<number, Record<string, string>>()
const faces = new Map<string, string>()
let fonts: FontFiles = () => undefined

function filesOf(message: FilesMessage): Record<string, string> {
  const held = themes.get(message.id)
  if (held) return held
  let files: Record<string, string>
  if ('files' in message) files = message.files
  else {
    const base = themes.get(message.base)
    if (!base) throw new Error(`The preview worker no longer holds theme ${message.base}`)
    files = { ...base }
    for (const [path, text] of Object.entries(message.changed)) {
      if (text === null) delete files[path]
      else files[path] = text
    }
  }
  themes.set(message.id, files)
  // The oldest first out: a Map keeps the order things were set in.
  for (const id of themes.keys()) {
    if (themes.size <= KEPT_THEMES) break
    themes.delete(id)
  }
  return files
}

function addFaces(added: [string, string][]): void {
  if (added.length === 0) return
  for (const [path, url] of added) faces.set(path, url)
  // A new lookup: the preview's cached font assets follow the identity of the lookup.
  fonts = (family: string, weight: number, style: FontStyle) => faces.get(fontPath(family, weight, style))
}

/** How long a render waits for its products' pictures before drawing them in line art. */
const ART_WAIT_MS = 1_500

const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = async (event: MessageEvent<RenderRequest>) => {
  const request = event.data
  if (request?.type !== 'render') return
  scope.postMessage({ type: 'started', seq: request.seq } satisfies RenderReply)
  let reply: RenderReply
  try {
    addFaces(request.faces)
    const files = filesOf(request.files)
    const { html, errors } = await renderTheme(files, {
      template: request.template,
      editable: request.editable,
      fonts,
      // Pictures slow to load (a cold dev server under load) are drawn at the next render.
      artWaitMs: ART_WAIT_MS,
    })
    reply = { type: 'rendered', seq: request.seq, html, errors }
  } catch (error) {
    reply = {
      type: 'failed',
      seq: request.seq,
      message: error instanceof Error ? error.message : 'The preview could not be rendered',
    }
  }
  scope.postMessage(reply)
}
