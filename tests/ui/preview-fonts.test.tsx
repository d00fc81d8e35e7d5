// The editor's preview shows a theme's real fonts: the faces its settings name are loaded from the
// app's bundle of @fontsource files and handed to the render as data URLs.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import { Theme } from '@radix-ui/themes'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFontFileStore, localFacePaths, withFontFiles } from '../../src/components/bundled-fonts'
import { ThemeThumbnail } from '../../src/components/ThemeThumbnail'
import { createPreviewFonts, previewFonts, themeFaces } from '../../src/features/editor/preview-fonts'
import { fontPath } from '../../src/features/editor/render-protocol'
import { PreviewFrame } from '../../src/features/projects/PreviewDialog'
import { renderTheme } from '../../src/engine/preview'
import { SEAL } from '../../src/engine/preview/seal'
import { usePreview } from '../../src/features/editor/usePreview'
import type { ThemeFiles } from '../../src/engine/model/theme'

const ROOT = join(import.meta.dirname, '../..')

/** What the app's server answers for a bundled file: the file under the project root. */
async function serveFile(url: string): Promise<ArrayBuffer> {
  const bytes = await readFile(join(ROOT, new URL(url, 'http://localhost/').pathname))
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
}

function fontTheme(current: Record<string, unknown>): ThemeFiles {
  return {
    'layout/theme.liquid': `<!doctype html><html><head>{{ content_for_header }}<style>
      {{ settings.heading_font | font_modify: 'weight', settings.heading_weight | font_face }}
      {{ settings.body_font | font_face }}
      {{ settings.body_font | font_modify: 'weight', 'bold' | font_face }}
    </style></head><body>{{ content_for_layout }}</body></html>`,
    'config/settings_schema.json': JSON.stringify([
      {
        name: 'Type',
        settings: [
          { type: 'font_picker', id: 'heading_font', label: 'Heading', default: 'assistant_n4' },
          { type: 'select', id: 'heading_weight', label: 'Heading weight', default: '400', options: [] },
          { type: 'font_picker', id: 'body_font', label: 'Body', default: 'assistant_n4' },
        ],
      },
    ]),
    'config/settings_data.json': JSON.stringify({ current }),
    'templates/index.liquid': '<h1>Hello</h1>',
  }
}

const theme = fontTheme({ heading_font: 'playfair_display_n4', heading_weight: '800', body_font: 'karla_n4' })

const key = (f: { family: string; weight: number; style: string }) => `${f.family} ${f.weight} ${f.style}`

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the faces a theme asks for', () => {
  it("are each font setting's face, bold and italics, and the heading at the heading weight", () => {
    const faces = themeFaces(theme).map(key).sort()
    expect(faces).toEqual(
      [
        'Karla 400 italic',
        'Karla 400 normal',
        'Karla 700 italic',
        'Karla 700 normal',
        'Playfair Display 400 italic',
        'Playfair Display 400 normal',
        'Playfair Display 700 italic',
        'Playfair Display 700 normal',
        'Playfair Display 800 normal',
      ].sort(),
    )
  })

  it('leave out the variants a family does not have', () => {
    const faces = themeFaces(fontTheme({ heading_font: 'abril_fatface_n4', body_font: 'oswald_n4' })).map(key)
    expect(faces.sort()).toEqual(['Abril Fatface 400 normal', 'Oswald 400 normal', 'Oswald 700 normal'])
  })
})

describe('createPreviewFonts', () => {
  it('fetches each face from the bundle once and gives it as a data URL', async () => {
    const fetched: string[] = []
    const fonts = createPreviewFonts(
      createFontFileStore(undefined, async (url) => {
        fetched.push(url)
        return serveFile(url)
      }),
    )
    const lookup = await fonts.load(theme)
    expect(fetched).toHaveLength(9)
    const file = await readFile(
      join(ROOT, 'node_modules/@fontsource/playfair-display/files/playfair-display-latin-800-normal.woff2'),
    )
    expect(lookup('Playfair Display', 800, 'normal')).toBe(
      `data:font/woff2;base64,${file.toString('base64')}`,
    )
    expect(lookup('Karla', 700, 'italic')).toMatch(/^data:font\/woff2;base64,d09GMg/)
    expect(lookup('Karla', 300, 'normal')).toBeUndefined()

    await fonts.load(theme)
    expect(fetched).toHaveLength(9)
  })

  it('leaves out faces it cannot fetch, and families the bundle does not have', async () => {
    const fonts = createPreviewFonts(
      createFontFileStore(undefined, async (url) => {
        if (url.includes('karla')) throw new Error('offline')
        return serveFile(url)
      }),
    )
    const lookup = await fonts.load(fontTheme({ heading_font: 'lato_n4', body_font: 'karla_n4' }))
    expect(lookup('Lato', 400, 'normal')).toBeUndefined()
    expect(lookup('Karla', 400, 'normal')).toBeUndefined()
  })
})

describe('usePreview', () => {
  it('renders the theme with the faces of its fonts embedded', async () => {
    vi.stubGlobal('fetch', async (url: string) => new Response(await serveFile(url)))
    const frameRef = { current: null }
    const { result } = renderHook(() => usePreview(theme, 'index', false, frameRef, () => 0))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    const html = result.current.document?.html ?? ''
    const faces = html.match(/@font-face \{[^}]*\}/g) ?? []
    expect(faces).toHaveLength(3)
    for (const face of faces)
      expect(face).toMatch(/src: url\("data:font\/woff2;base64,d09GMg[^"]+"\) format\("woff2"\)/)
    expect(faces[0]).toContain('font-family: "Playfair Display";\n  font-weight: 800;')
    expect(result.current.frames.get()?.srcDoc).toContain(faces[0])
  })
})

/** A face as a render without font files declares it (the server's stored previews). */
const localFace = (family: string, weight: number | string, style = 'normal', extra = '') =>
  `@font-face {\n  font-family: "${family}";\n  font-weight: ${weight};\n  font-style: ${style};\n${extra}  src: local("${family}");\n}`

const PLAYFAIR_800 = fontPath('Playfair Display', 800, 'normal')

describe('a stored preview given the bundled files of its fonts', () => {
  it('names the bundled file of each face declared with a local() source only', () => {
    const html = [
      localFace('Playfair Display', 800, 'normal', '  font-display: swap;\n'),
      localFace('Karla', 'bold', 'italic'),
      localFace('Karla', 'normal'),
      localFace('Karla', 'normal'),
      // The bundle has no Lato; a face with a file of its own, or another family's local face, is the theme's.
      localFace('Lato', 400),
      '@font-face { font-family: "Karla"; font-weight: 300; src: url("/karla.woff2"); }',
      '@font-face { font-family: "Brand"; src: local("Karla"); }',
    ].join('\n')
    expect(localFacePaths(html, (path) => !path.includes('lato'))).toEqual([
      PLAYFAIR_800,
      fontPath('Karla', 700, 'italic'),
      fontPath('Karla', 400, 'normal'),
    ])
  })

  it('gives those faces their file and leaves every other face and descriptor as it was', () => {
    const html = `<style>${localFace('Playfair Display', 800, 'normal', '  font-display: swap;\n')}\n${localFace('Lato', 400)}</style>`
    const out = withFontFiles(html, (path) =>
      path === PLAYFAIR_800 ? 'data:font/woff2;base64,AAAA' : undefined,
    )
    expect(out).toBe(
      '<style>@font-face {\n  font-family: "Playfair Display";\n  font-weight: 800;\n  font-style: normal;\n' +
        '  font-display: swap;\n  src: url("data:font/woff2;base64,AAAA") format("woff2");\n}\n' +
        `${localFace('Lato', 400)}</style>`,
    )
  })

  it("rewrites every face of a theme rendered without font files (the server's render)", async () => {
    const { html } = await renderTheme(theme, { template: 'index' })
    const out = withFontFiles(html, (path) => `data:font/woff2;base64,${btoa(path)}`)
    const faces = out.match(/@font-face \{[^}]*\}/g) ?? []
    expect(faces).toHaveLength(3)
    for (const face of faces)
      expect(face).toMatch(/src: url\("data:font\/woff2;base64,[^"]+"\) format\("woff2"\);/)
    expect(out).not.toContain('local(')
  })
})

describe('the frames that show a stored preview', () => {
  const stored = `<!doctype html><html><head><style>${localFace('Playfair Display', 800)}
h1 { font-family: "Playfair Display", serif; }</style></head><body><h1>Maison Ambre</h1></body></html>`

  const servedFonts = () => {
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url)
      return new Response(await serveFile(url))
    })
    return fetched
  }

  it("a thumbnail shows the page in its theme's fonts, from the app's bundle, sealed", async () => {
    servedFonts()
    render(
      <Theme>
        <ThemeThumbnail html={stored} title="Maison Ambre, as it looks" />
      </Theme>,
    )
    const frame = await screen.findByTitle('Maison Ambre, as it looks')
    const srcdoc = frame.getAttribute('srcdoc') ?? ''
    expect(srcdoc.startsWith(`<!doctype html>${SEAL}`)).toBe(true)
    expect(srcdoc).toMatch(/src: url\("data:font\/woff2;base64,d09GMg[^"]+"\) format\("woff2"\)/)
    expect(srcdoc).not.toContain('local(')
  })

  it("the Preview dialog's frame shows the page in its theme's fonts once they have loaded", async () => {
    servedFonts()
    render(
      <Theme>
        <PreviewFrame html={stored} title="Preview of Maison Ambre" width="desktop" />
      </Theme>,
    )
    const frame = await screen.findByTitle('Preview of Maison Ambre')
    const srcdoc = frame.getAttribute('srcdoc') ?? ''
    expect(srcdoc).toMatch(/src: url\("data:font\/woff2;base64,d09GMg[^"]+"\) format\("woff2"\)/)
    expect(srcdoc).not.toContain('local(')
  })

  it('fetch each bundled file once, whichever frame asks for it', async () => {
    const fetched = servedFonts()
    const abril = stored
      .replace(/Playfair Display/g, 'Abril Fatface')
      .replace('font-weight: 800', 'font-weight: 400')
    render(
      <Theme>
        <ThemeThumbnail html={abril} title="Abril, as it looks" />
        <PreviewFrame html={abril} title="Preview of Abril" width="desktop" />
      </Theme>,
    )
    await screen.findByTitle('Abril, as it looks')
    await screen.findByTitle('Preview of Abril')
    expect(fetched).toHaveLength(1)
    expect(fetched[0]).toContain('abril-fatface-latin-400-normal')
  })

  it("share their files with the editor's preview", async () => {
    const fetched = servedFonts()
    const bitter = stored
      .replace(/Playfair Display/g, 'Bitter')
      .replace('font-weight: 800', 'font-weight: 400')
    render(
      <Theme>
        <ThemeThumbnail html={bitter} title="Bitter, as it looks" />
      </Theme>,
    )
    await screen.findByTitle('Bitter, as it looks')
    const lookup = await previewFonts.load(fontTheme({ heading_font: 'bitter_n4', body_font: 'bitter_n4' }))
    expect(lookup('Bitter', 400, 'normal')).toMatch(/^data:font\/woff2;base64,d09GMg/)
    expect(fetched.filter((url) => url.includes('bitter-latin-400-normal'))).toHaveLength(1)
  })

  it('a face whose file does not load leaves the page on its fallbacks, shown all the same', async () => {
    vi.stubGlobal('fetch', async () => new Response('gone', { status: 404 }))
    const karla = stored.replace(/Playfair Display/g, 'Karla')
    render(
      <Theme>
        <PreviewFrame html={karla} title="Preview of Karla" width="desktop" />
      </Theme>,
    )
    const frame = await screen.findByTitle('Preview of Karla')
    expect(frame.getAttribute('srcdoc')).toContain('src: local("Karla")')
  })
})
