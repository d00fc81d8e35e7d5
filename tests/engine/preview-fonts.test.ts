import { describe, expect, it } from 'vitest'
import { buildBrief, composeTheme } from '../../src/engine/compose'
import { fontHandle, FONT_LIBRARY, type FontId } from '../../src/engine/model/fonts'
import { STYLE_IDS } from '../../src/engine/catalog/style-ids'
import { buildTypography } from '../../src/engine/compose/typography'
import { renderTheme, type FontFiles } from '../../src/engine/preview'
import { readThemeJson, type ThemeFiles } from '../../src/engine/model/theme'
import { validateTheme } from '../../src/engine/validate/theme-check'

/** A font source that knows every face, with a URL that says which face it is. */
const everyFace: FontFiles = (family, weight, style) =>
  `data:font/woff2;base64,${family.replace(/\s/g, '')}-${weight}-${style}`

function fontTheme(liquid: string, settings: Record<string, unknown>): ThemeFiles {
  return {
    'layout/theme.liquid': `<!doctype html><html><head>{{ content_for_header }}<style>${liquid}</style></head><body>{{ content_for_layout }}</body></html>`,
    'config/settings_schema.json': JSON.stringify([
      {
        name: 'Type',
        settings: [
          { type: 'font_picker', id: 'heading_font', label: 'Heading', default: 'assistant_n4' },
          { type: 'font_picker', id: 'body_font', label: 'Body', default: 'assistant_n4' },
        ],
      },
    ]),
    'config/settings_data.json': JSON.stringify({ current: settings }),
    'templates/index.liquid': '<p>Hello</p>',
  }
}

async function render(files: ThemeFiles, fonts?: FontFiles): Promise<string> {
  const { html, errors } = await renderTheme(files, { fonts })
  expect(errors).toEqual([])
  return html
}

describe('font_face, font_url and font_modify in the preview', () => {
  const files = fontTheme(
    `{{ settings.heading_font | font_face: font_display: 'swap' }}
     {{ settings.body_font | font_modify: 'weight', 'bold' | font_face }}
     url: {{ settings.body_font | font_url }}
     family: {{ settings.heading_font.family }}, {{ settings.heading_font.fallback_families }}`,
    { heading_font: 'playfair_display_i7', body_font: 'dm_sans_n4' },
  )

  it('names local fonts and gives an empty font_url without a font source', async () => {
    const html = await render(files)
    expect(html).toContain('font-family: "Playfair Display";\n  font-weight: 700;\n  font-style: italic;')
    expect(html).toContain('font-display: swap;\n  src: local("Playfair Display");')
    expect(html).toContain('font-family: "DM Sans";\n  font-weight: 700;')
    expect(html).toContain('url: data:font/woff2;base64,\n')
    expect(html).toContain('family: Playfair Display, serif')
  })

  it("points font_face and font_url at the source's files when it has them", async () => {
    const html = await render(files, everyFace)
    expect(html).toContain('src: url("data:font/woff2;base64,PlayfairDisplay-700-italic") format("woff2");')
    expect(html).toContain('src: url("data:font/woff2;base64,DMSans-700-normal") format("woff2");')
    expect(html).toContain('url: data:font/woff2;base64,DMSans-400-normal\n')
    expect(html).not.toContain('local(')
  })

  it('falls back to local fonts for the faces the source does not have', async () => {
    const onlyPlayfair: FontFiles = (family, weight, style) =>
      family === 'Playfair Display' ? everyFace(family, weight, style) : undefined
    const html = await render(files, onlyPlayfair)
    expect(html).toContain('PlayfairDisplay-700-italic')
    expect(html).toContain('src: local("DM Sans");')
  })

  it('gives nil for variants a library family does not have, as Shopify does', async () => {
    const modified = fontTheme(
      `[{{ settings.heading_font | font_modify: 'weight', '800' | font_face }}]
       [{{ settings.heading_font | font_modify: 'style', 'italic' | font_face }}]
       [{{ settings.body_font | font_modify: 'weight', 'bolder' }}]
       [{{ settings.body_font.variants | size }}]`,
      { heading_font: 'abril_fatface_n4', body_font: 'lora_n4' },
    )
    const html = await render(modified)
    expect(html).toContain('[]\n       []')
    expect(html).toContain('[lora_n7]')
    const lora = FONT_LIBRARY.lora
    expect(html).toContain(`[${lora.weights.length + lora.italics.length}]`)
  })
})

describe('composed themes use the font library', () => {
  const brief = buildBrief({ prompt: 'a luxury jewelry boutique with an elegant serif' })

  function themeWith(heading: FontId, body: FontId, weight: 400 | 500 | 600 | 700 | 800): ThemeFiles {
    const typography = { ...brief.typography, heading, body, headingWeight: weight }
    return composeTheme({ brief: { ...brief, typography } }).files
  }

  it('declares the fonts as font_picker settings with library defaults', () => {
    const theme = themeWith('lora', 'karla', 700)
    const schema = readThemeJson(theme, 'config/settings_schema.json') as {
      settings?: { id: string; type: string; default?: string }[]
    }[]
    const settings = schema.flatMap((group) => group.settings ?? [])
    for (const id of ['type_heading_font', 'type_body_font']) {
      const setting = settings.find((s) => s.id === id)
      expect(setting?.type, id).toBe('font_picker')
      expect(setting?.default, id).toMatch(/^[a-z_]+_n\d$/)
      expect(Object.keys(FONT_LIBRARY), id).toContain(setting?.default?.replace(/_n\d$/, ''))
    }
    for (const id of [
      'type_heading_weight',
      'type_heading_uppercase',
      'type_heading_spacing',
      'type_body_size',
    ])
      expect(settings.map((s) => s.id)).toContain(id)
  })

  it('writes the handles of the brief in settings_data, the heading at its weight', () => {
    for (const style of STYLE_IDS) {
      const typography = buildTypography(style, {}, 11)
      const files = composeTheme({ brief: { ...brief, typography } }).files
      const current = (
        readThemeJson(files, 'config/settings_data.json') as { current: Record<string, unknown> }
      ).current
      expect(current.type_heading_font).toBe(fontHandle(typography.heading, typography.headingWeight))
      expect(current.type_heading_font).toMatch(
        new RegExp(`^${typography.heading}_n${typography.headingWeight / 100}$`),
      )
      expect(current.type_body_font).toBe(`${typography.body}_n4`)
    }
  })

  it('prints the heading face at its weight and the body with bold and italics', async () => {
    const html = await render(themeWith('playfair_display', 'karla', 700), everyFace)
    for (const face of [
      'PlayfairDisplay-700-normal',
      'Karla-400-normal',
      'Karla-700-normal',
      'Karla-400-italic',
      'Karla-700-italic',
    ])
      expect(html).toContain(`url("data:font/woff2;base64,${face}")`)
    expect(html).toContain('--font-heading: Playfair Display, serif;')
    expect(html).toContain('--font-body: Karla, sans-serif;')
    expect(html).toContain('--font-heading-weight: 700;')
  })

  it('keeps the picked heading face when the family lacks the heading weight', async () => {
    const files = themeWith('abril_fatface', 'inter', 800)
    const data = readThemeJson(files, 'config/settings_data.json') as { current: Record<string, unknown> }
    expect(data.current.type_heading_font).toBe('abril_fatface_n4')
    const current = { ...data.current, type_heading_weight: '800' }
    const html = await render(
      { ...files, 'config/settings_data.json': JSON.stringify({ current }) },
      everyFace,
    )
    expect(html).toContain('AbrilFatface-400-normal')
    expect(html).not.toContain('AbrilFatface-800')
    expect(html).toContain('--font-heading-weight: 400;')
  })

  it('passes Theme Check in its layouts and settings with library fonts', async () => {
    for (const [heading, body, weight] of [
      ['playfair_display', 'karla', 400],
      ['space_mono', 'space_grotesk', 700],
      ['oswald', 'archivo', 800],
    ] as const) {
      const offenses = await validateTheme(themeWith(heading, body, weight))
      const own = offenses.filter(
        (o) => o.severity !== 'info' && /^(layout\/|config\/|templates\/gift_card)/.test(o.file ?? ''),
      )
      expect(own, heading).toEqual([])
    }
  })
})
