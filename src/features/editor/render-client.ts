// The page's side of the render worker (render-worker.ts): renders go to the worker one at a
// time, in order; the first a theme's files cross whole, after that as the paths that changed
// since a theme the worker holds. A render that outlasts RENDER_KILL_MS (past the engine's own
// page budget, so something escaped it) terminates the worker: that render fails with
// RENDER_STOPPED, and the renders queued behind it go to a fresh worker. Where there is no
// Worker (jsdom), the engine renders on the page as before.
import { renderTheme, type FontFiles, type RenderResult } from '../../engine/preview'
import { KEPT_THEMES, type FilesMessage, type RenderReply, type RenderRequest } from './render-protocol'

/** Past the engine's 8 s page budget: only a render that escaped its budget runs this long. */
export const RENDER_KILL_MS = 15_000

/**
 * A fresh worker loads the engine before it begins, and its first render is a cold one (the whole
 * theme parsed, the pictures' modules fetched; a dev server under load takes seconds for each):
 * its first render may take this many times RENDER_KILL_MS, counted from when it was asked for.
 */
const STARTUP_ALLOWANCE = 4

export const RENDER_STOPPED =
  'The preview took too long to render and was stopped. A section of this theme may loop or build too much: look for it in Code View.'

export const RENDER_CRASHED = 'The preview stopped while rendering this page. Reload to try again.'

type Files = Record<string, string>

export interface RenderOptions {
  template: string
  editable: boolean
  /** a lookup with its faces (preview-fonts.ts), so the faces can be sent along */
  fonts?: FontFiles & { readonly faces?: ReadonlyMap<string, string> }
}

/** The part of a Worker the client uses: a fake in tests. */
export interface WorkerPort {
  postMessage(message: RenderRequest): void
  terminate(): void
  onmessage: ((event: MessageEvent<RenderReply>) => void) | null
  onerror: ((event: ErrorEvent) => void) | null
}

interface Pending {
  seq: number
  files: Files
  options: RenderOptions
  resolve(result: RenderResult): void
  reject(error: Error): void
}

const ids = new WeakMap<Files, number>()
let lastId = 0
function idOf(files: Files): number {
  let id = ids.get(files)
  if (id === undefined) {
    id = ++lastId
    ids.set(files, id)
  }
  return id
}

export class RenderClient {
  private worker: WorkerPort | undefined
  /** the themes the worker holds, oldest first, as it keeps them */
  private held: { id: number; files: Files }[] = []
  private sentFaces = new Set<string>()
  private queue: Pending[] = []
  private seq = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  /** the worker has finished a render: it is warm, and each render has RENDER_KILL_MS from its start */
  private warmed = false
  /** the last render asked for: the same files, page and faces again get the same result */
  private last: { files: Files; options: RenderOptions; result: Promise<RenderResult> } | undefined

  constructor(
    private readonly spawn: () => WorkerPort,
    private readonly killMs = RENDER_KILL_MS,
  ) {}

  render(files: Files, options: RenderOptions): Promise<RenderResult> {
    const last = this.last
    if (
      last &&
      last.files === files &&
      last.options.template === options.template &&
      last.options.editable === options.editable &&
      last.options.fonts === options.fonts
    )
      return last.result
    const result = new Promise<RenderResult>((resolve, reject) => {
      const pending: Pending = { seq: ++this.seq, files, options, resolve, reject }
      this.queue.push(pending)
      this.post(pending)
      if (this.queue.length === 1) this.startTimer()
    })
    this.last = { files, options, result }
    result.catch(() => {
      if (this.last?.result === result) this.last = undefined
    })
    return result
  }

  /** Starts the worker ahead of its first render (it loads the engine meanwhile). */
  warm(): void {
    this.ensureWorker()
  }

  /** Stops the worker and fails what it was doing (the editor closing). */
  dispose(): void {
    this.reset()
    for (const pending of this.queue.splice(0)) pending.reject(new Error('The preview was closed'))
  }

  private ensureWorker(): WorkerPort {
    if (!this.worker) {
      const worker = this.spawn()
      worker.onmessage = (event) => this.receive(event.data)
      worker.onerror = (event) => {
        event.preventDefault?.()
        this.crash()
      }
      this.worker = worker
    }
    return this.worker
  }

  private post(pending: Pending): void {
    const worker = this.ensureWorker()
    const faces: [string, string][] = []
    for (const [path, url] of pending.options.fonts?.faces ?? []) {
      if (this.sentFaces.has(path)) continue
      this.sentFaces.add(path)
      faces.push([path, url])
    }
    worker.postMessage({
      type: 'render',
      seq: pending.seq,
      files: this.filesMessage(pending.files),
      template: pending.options.template,
      editable: pending.options.editable,
      faces,
    })
  }

  private filesMessage(files: Files): FilesMessage {
    const id = idOf(files)
    if (this.held.some((theme) => theme.id === id)) return { id, base: id, changed: {} }
    const base = this.held.at(-1)
    let message: FilesMessage = { id, files }
    if (base) {
      const changed = changedFiles(base.files, files)
      if (changed !== undefined) message = { id, base: base.id, changed }
    }
    this.held.push({ id, files })
    if (this.held.length > KEPT_THEMES) this.held.splice(0, this.held.length - KEPT_THEMES)
    return message
  }

  private receive(reply: RenderReply): void {
    const head = this.queue[0]
    if (!head || head.seq !== reply.seq) return
    if (reply.type === 'started') {
      // A warm worker's render has its own time from now; a cold one keeps its allowance.
      if (this.warmed) this.startTimer()
      return
    }
    this.warmed = true
    this.queue.shift()
    this.stopTimer()
    if (this.queue.length > 0) this.startTimer()
    if (reply.type === 'rendered') head.resolve({ html: reply.html, errors: reply.errors })
    else head.reject(new Error(reply.message))
  }

  private startTimer(): void {
    this.stopTimer()
    const ms = this.warmed ? this.killMs : this.killMs * STARTUP_ALLOWANCE
    this.timer = setTimeout(() => this.kill(), ms)
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.timer = undefined
  }

  private reset(): void {
    this.stopTimer()
    this.worker?.terminate()
    this.worker = undefined
    this.warmed = false
    this.held = []
    this.sentFaces.clear()
  }

  /** The render at the head ran past its budget: it fails; the rest go to a fresh worker. */
  private kill(): void {
    const [head, ...rest] = this.queue
    this.reset()
    this.queue = rest
    head?.reject(new Error(RENDER_STOPPED))
    for (const pending of rest) this.post(pending)
    if (rest.length > 0) this.startTimer()
  }

  /** The worker itself failed (out of memory, a script error): every render in it fails. */
  private crash(): void {
    this.reset()
    for (const pending of this.queue.splice(0)) pending.reject(new Error(RENDER_CRASHED))
  }
}

/** The paths that differ from `base` (null: removed), or undefined when most of the theme did. */
export function changedFiles(base: Files, files: Files): Record<string, string | null> | undefined {
  const changed: Record<string, string | null> = {}
  let count = 0
  const limit = Math.max(8, Object.keys(files).length / 2)
  for (const [path, text] of Object.entries(files)) {
    if (base[path] === text) continue
    changed[path] = text
    if (++count > limit) return undefined
  }
  for (const path of Object.keys(base)) {
    if (path in files) continue
    changed[path] = null
    if (++count > limit) return undefined
  }
  return changed
}

let shared: RenderClient | undefined

function sharedClient(): RenderClient {
  shared ??= new RenderClient(
    () =>
      new Worker(new URL('./render-worker.ts', import.meta.url), {
        type: 'module',
        name: 'vitrine-preview',
      }) as unknown as WorkerPort,
  )
  return shared
}

/** The page's render worker, started on first use; the engine on the page where Workers are not. */
export function renderInWorker(files: Files, options: RenderOptions): Promise<RenderResult> {
  if (typeof Worker === 'undefined') return renderTheme(files, options)
  return sharedClient().render(files, options)
}

/** Starts the page's render worker now, so that its first render does not wait for it. */
export function warmUpRenderWorker(): void {
  if (typeof Worker !== 'undefined') sharedClient().warm()
}
