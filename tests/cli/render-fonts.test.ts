import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FONT_LIBRARY, fontIdOfHandle } from '../../src/engine/model/fonts'
import { runCli, tempDir, writeTree } from './helpers'

const require = createRequire(import.meta.url)

/** The base64 payload of the first @font-face of a family and weight in a page. */
function embeddedFace(html: string, family: string, weight: number, style: string): string | undefined {
  const faces = html.match(/@font-face \{[^}]*\}/g) ?? []
  const face = faces.find(
    (f) =>
      f.includes(`font-family: "${family}";`) &&
      f.includes(`font-weight: ${weight};`) &&
      f.includes(`font-style: ${style};`),
  )
  return face ? /src: url\("data:font\/woff2;base64,([^"]+)"\) format\("woff2"\)/.exec(face)?.[1] : undefined
}

describe('vitrine render shows the theme fonts', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>
  beforeAll(async () => {
    dir = await tempDir()
  })
  afterAll(() => dir.remove())

  it("embeds the faces of the theme's font settings, read from @fontsource", async () => {
    const generated = await runCli(
      ['generate', 'a luxury jewelry boutique with an elegant serif', '--out', 'theme', '--composer'],
      dir.path,
    )
    expect(generated.code).toBe(0)
    const rendered = await runCli(['render', 'theme', '--out', 'page.html'], dir.path)
    expect(rendered).toMatchObject({ code: 0, stderr: '' })
    const html = await readFile(join(dir.path, 'page.html'), 'utf8')
    const data = JSON.parse(await readFile(join(dir.path, 'theme/config/settings_data.json'), 'utf8')) as {
      current: Record<string, string>
    }
    const heading = fontIdOfHandle(data.current.type_heading_font ?? '')
    const body = fontIdOfHandle(data.current.type_body_font ?? '')
    expect(heading && body).toBeTruthy()
    const headingWeight = Number(data.current.type_heading_font?.slice(-1)) * 100
    for (const [id, weight] of [
      [heading!, headingWeight],
      [body!, 400],
    ] as const) {
      const { family } = FONT_LIBRARY[id]
      const slug = id.replace(/_/g, '-')
      const file = await readFile(
        require.resolve(`@fontsource/${slug}/files/${slug}-latin-${weight}-normal.woff2`),
      )
      expect(embeddedFace(html, family, weight, 'normal'), family).toBe(file.toString('base64'))
    }
    expect(html).not.toContain('src: local(')
  })

  it('falls back to local fonts for a family that is not installed', async () => {
    await writeTree(join(dir.path, 'lato'), {
      'layout/theme.liquid':
        '<!doctype html><html><head>{{ content_for_header }}<style>{{ settings.body_font | font_face }}</style></head><body>{{ content_for_layout }}</body></html>',
      'config/settings_schema.json': JSON.stringify([
        {
          name: 'Type',
          settings: [{ type: 'font_picker', id: 'body_font', label: 'Body', default: 'lato_n4' }],
        },
      ]),
      'templates/index.liquid': '<p>Hi</p>',
    })
    const rendered = await runCli(['render', 'lato', '--out', 'lato.html'], dir.path)
    expect(rendered).toMatchObject({ code: 0, stderr: '' })
    expect(await readFile(join(dir.path, 'lato.html'), 'utf8')).toContain('src: local("Lato");')
  })
})
