// Issue 25, attack 2, in the editor: the preview rendered on the tab's main thread, so an
// imported theme whose render ran away froze the merchant's tab. It now renders in a worker the
// page can terminate (features/editor/render-client.ts). The client is driven here with workers
// that run the real engine, or hang, or die, as a browser's would; the browser walk
// (tests/e2e/editor-render-worker.test.ts) opens a hostile theme in the real editor.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { composeTheme } from '../../src/engine/compose'
import { renderTheme } from '../../src/engine/preview'
import {
  RENDER_CRASHED,
  RENDER_STOPPED,
  RenderClient,
  type WorkerPort,
} from '../../src/features/editor/render-client'
import type { RenderReply, RenderRequest } from '../../src/features/editor/render-protocol'

const theme = composeTheme({ prompt: 'A trendy shoe store called Stride', pageType: 'homepage' }).files

/** A worker as the page sees one: it renders with the engine (unless told to hang) and can die. */
class FakeWorker implements WorkerPort {
  onmessage: ((event: MessageEvent<RenderReply>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  terminated = false
  received: RenderRequest[] = []
  private themes = new Map<number, Record<string, string>>()

  constructor(
    private readonly hangOn: (request: RenderRequest) => boolean,
    /** a worker still loading its engine: it never says it has begun */
    private readonly loading = false,
  ) {}

  postMessage(request: RenderRequest): void {
    this.received.push(request)
    if (this.loading) return
    // As render-worker.ts does: it says it has begun, then renders.
    this.onmessage?.({ data: { type: 'started', seq: request.seq } } as MessageEvent<RenderReply>)
    const message = request.files
    const files =
      'files' in message
        ? message.files
        : Object.fromEntries(
            Object.entries({ ...this.themes.get(message.base)!, ...message.changed }).filter(
              (entry): entry is [string, string] => entry[1] !== null,
            ),
          )
    this.themes.set(message.id, files)
    if (this.hangOn(request)) return
    void renderTheme(files, { template: request.template, editable: request.editable }).then(
      ({ html, errors }) => {
        if (!this.terminated)
          this.onmessage?.({
            data: { type: 'rendered', seq: request.seq, html, errors },
          } as MessageEvent<RenderReply>)
      },
    )
  }

  terminate(): void {
    this.terminated = true
  }

  die(): void {
    this.onerror?.({ message: 'Out of memory', preventDefault() {} } as ErrorEvent)
  }
}

/** The files a request carries whole, or the paths it changed. */
function filesOf(request: RenderRequest): Record<string, unknown> {
  return 'files' in request.files ? request.files.files : request.files.changed
}

function client(hangOn: (request: RenderRequest) => boolean = () => false, killMs = 15_000, loading = false) {
  const workers: FakeWorker[] = []
  const renderer = new RenderClient(() => {
    const worker = new FakeWorker(hangOn, loading)
    workers.push(worker)
    return worker
  }, killMs)
  return { renderer, workers }
}

afterEach(() => vi.useRealTimers())

describe('the editor’s render worker', () => {
  it('terminates a render that outlasts its budget, says so, and renders what was queued behind it', async () => {
    const hostile = { ...theme, 'sections/hostile.liquid': 'never answers' }
    const { renderer, workers } = client((request) => 'sections/hostile.liquid' in filesOf(request))
    // A warm worker: it has rendered once.
    await renderer.render(theme, { template: 'product', editable: false })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const stuck = renderer.render(hostile, { template: 'index', editable: true })
    const next = renderer.render(theme, { template: 'index', editable: true })
    const stuckResult = stuck.then(
      () => 'rendered',
      (error: Error) => error.message,
    )
    await vi.advanceTimersByTimeAsync(15_000)
    expect(await stuckResult).toBe(RENDER_STOPPED)
    expect(workers[0]!.terminated).toBe(true)
    // The render behind it went to a fresh worker, with the whole theme (the new one holds none).
    expect(workers).toHaveLength(2)
    expect('files' in workers[1]!.received[0]!.files).toBe(true)
    vi.useRealTimers()
    const { html, errors } = await next
    expect(errors).toEqual([])
    expect(html).toContain('Stride')
  })

  it('gives a fresh worker four budgets for its first render, whether still loading its engine or begun', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    for (const loading of [true, false]) {
      const { renderer, workers } = client(() => true, 15_000, loading)
      const first = renderer.render(theme, { template: 'index', editable: false }).then(
        () => 'rendered',
        (error: Error) => error.message,
      )
      await vi.advanceTimersByTimeAsync(15_000)
      expect(workers[0]!.terminated).toBe(false)
      await vi.advanceTimersByTimeAsync(45_000)
      expect(workers[0]!.terminated).toBe(true)
      expect(await first).toBe(RENDER_STOPPED)
    }
  })

  it('fails every render in a worker that died, and starts a fresh one for the next', async () => {
    const { renderer, workers } = client(() => true)
    const first = renderer.render(theme, { template: 'index', editable: false })
    const second = renderer.render(theme, { template: 'product', editable: false })
    workers[0]!.die()
    await expect(first).rejects.toThrow(RENDER_CRASHED)
    await expect(second).rejects.toThrow(RENDER_CRASHED)
    expect(workers[0]!.terminated).toBe(true)
    void renderer.render(theme, { template: 'index', editable: false }).catch(() => undefined)
    expect(workers).toHaveLength(2)
  })

  it('sends a theme once, then only the files an edit changed', async () => {
    const { renderer, workers } = client()
    await renderer.render(theme, { template: 'index', editable: false })
    const edited: Record<string, string> = {
      ...theme,
      'config/settings_data.json': theme['config/settings_data.json']!.replace('{', '{ '),
    }
    delete edited['templates/404.json']
    const { html } = await renderer.render(edited, { template: 'index', editable: false })
    expect(html).toContain('Stride')
    const [whole, edit] = workers[0]!.received
    expect('files' in whole!.files).toBe(true)
    expect(edit!.files).toEqual({
      id: expect.any(Number),
      base: expect.any(Number),
      changed: {
        'config/settings_data.json': edited['config/settings_data.json'],
        'templates/404.json': null,
      },
    })
  })

  it('gives the render the page asked for ahead (preload.ts) to the editor, without rendering it again', async () => {
    const { renderer, workers } = client()
    renderer.warm()
    expect(workers).toHaveLength(1)
    expect(workers[0]!.received).toEqual([])
    const ahead = await renderer.render(theme, { template: 'index', editable: false })
    const again = await renderer.render(theme, { template: 'index', editable: false })
    expect(again).toBe(ahead)
    expect(workers[0]!.received).toHaveLength(1)
    // Another page, or edit mode, is another render.
    await renderer.render(theme, { template: 'index', editable: true })
    await renderer.render(theme, { template: 'product', editable: true })
    expect(workers[0]!.received).toHaveLength(3)
  })
})
