// How the preview reaches the frame: a page whose fonts are slow shows at once and its type follows
// as a patch to the loaded document; a new theme is loaded as a new document; an edit of the shown
// page is sent to the frame as a patch.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FONT_WAIT_MS, sectionIds, usePreview } from '../../src/features/editor/usePreview'
import { PREVIEW_SOURCE } from '../../src/features/editor/preview-messages'
import type { ThemeFiles } from '../../src/engine/model/theme'

const ROOT = join(import.meta.dirname, '../..')

function fontTheme(body: string, heading = 'Hello'): ThemeFiles {
  return {
    'layout/theme.liquid': `<!doctype html><html><head><style>{{ settings.body_font | font_face }}</style></head><body>{{ content_for_layout }}</body></html>`,
    'config/settings_schema.json': JSON.stringify([
      {
        name: 'Type',
        settings: [{ type: 'font_picker', id: 'body_font', label: 'Body', default: 'assistant_n4' }],
      },
    ]),
    'config/settings_data.json': JSON.stringify({ current: { body_font: body } }),
    'templates/index.liquid': `<h1>${heading}</h1>`,
  }
}

/** A frame element whose window records what the editor posts to it. */
function fakeFrame() {
  const posted: { type: string; html?: string }[] = []
  const frame = {
    contentWindow: { postMessage: (message: { type: string; html?: string }) => posted.push(message) },
  }
  return { frameRef: { current: frame as unknown as HTMLIFrameElement }, posted }
}

const ready = { source: PREVIEW_SOURCE, type: 'ready' } as const

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('usePreview', () => {
  it('shows a page whose fonts are slow at once, and sends its type as a patch once that document is ready', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    vi.stubGlobal('fetch', async (url: string) => {
      await gate
      return new Response(await readFile(join(ROOT, new URL(url, 'http://localhost/').pathname)))
    })
    const { frameRef, posted } = fakeFrame()
    const files = fontTheme('jost_n4')
    const { result } = renderHook(() => usePreview(files, 'index', false, frameRef, () => 0))

    // The fonts are still on their way: the page is in the frame without them.
    await waitFor(() => expect(result.current.frames.get()).not.toBeNull(), { timeout: FONT_WAIT_MS + 2000 })
    const first = result.current.frames.get()!
    expect(first.srcDoc).toContain('<h1>Hello</h1>')
    expect(first.srcDoc).not.toContain('data:font/woff2')
    expect(result.current.status).toBe('rendering')

    // They arrive while that document is still loading: nothing is sent to it yet.
    act(() => release())
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.document?.html).toContain('data:font/woff2')
    expect(posted).toEqual([])

    // Once it is ready, the type comes as a patch, not as another document.
    act(() => result.current.onFrameMessage(ready))
    expect(posted).toHaveLength(1)
    expect(posted[0]!.type).toBe('patch')
    expect(posted[0]!.html).toContain('data:font/woff2')
    expect(result.current.frames.get()).toBe(first)
  })

  it('loads a new theme as a new document, and sends an edit of the shown page as a patch', async () => {
    vi.stubGlobal(
      'fetch',
      async (url: string) =>
        new Response(await readFile(join(ROOT, new URL(url, 'http://localhost/').pathname))),
    )
    const { frameRef, posted } = fakeFrame()
    const files = fontTheme('karla_n4')
    const { result } = renderHook(() => usePreview(files, 'index', false, frameRef, () => 0))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    const first = result.current.frames.get()!
    act(() => result.current.onFrameMessage(ready))

    act(() => result.current.prime(fontTheme('karla_n4', 'Edited')))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]!.html).toContain('<h1>Edited</h1>')
    expect(result.current.frames.get()).toBe(first)

    act(() => result.current.prime(fontTheme('karla_n4', 'Another store'), { newTheme: true }))
    await waitFor(() => expect(result.current.frames.get()?.srcDoc).toContain('<h1>Another store</h1>'))
    expect(result.current.frames.get()!.key).toBeGreaterThan(first.key)
    expect(posted).toHaveLength(1)
  })
})

describe('sectionIds', () => {
  it("lists a page's sections in order, so that a page with other sections is loaded afresh", () => {
    const html =
      '<div id="shopify-section-header" class="x"></div><main><section id="shopify-section-template--index__hero"></section></main>'
    expect(sectionIds(html)).toBe('header template--index__hero')
    expect(sectionIds('<p id="not-a-section"></p>')).toBe('')
  })
})
