// Offline quick refinements on themes shaped like the public ones (written here): a theme whose
// colours are colour schemes with a role map (as Dawn's), one whose colours are a colour palette
// that other colours follow by Liquid reference (as Horizon's), both keeping their live settings
// in settings_data's presets form.
import { describe, expect, it } from 'vitest'
import { currentThemeSettings } from '../../src/engine/model/theme'
import { refineTheme } from '../../src/engine/ai/refine'
import { paletteReference, schemePairs } from '../../src/engine/refine/theme-colors'
import { contrast } from '../../src/engine/catalog/palette'
import { FONT_LIBRARY, fontIdOfHandle } from '../../src/engine/model/fonts'
import type { Theme, ThemeFiles } from '../../src/engine/model/theme'

const LAYOUT = `<!doctype html><html><head>{{ content_for_header }}</head><body>{{ content_for_layout }}</body></html>\n`

/** A theme of a layout and its settings: the schema's groups (after theme_info) and settings_data. */
function fixtureTheme(groups: object[], settingsData: object): ThemeFiles {
  return {
    'layout/theme.liquid': LAYOUT,
    'locales/en.default.json': '{}',
    'config/settings_schema.json': JSON.stringify([{ name: 'theme_info', theme_name: 'Fixture' }, ...groups]),
    'config/settings_data.json': JSON.stringify(settingsData),
  }
}

const schemeDefinition = [
  { type: 'color', id: 'bg', label: 'Background', default: '#FFFFFF' },
  { type: 'color', id: 'ink', label: 'Text', default: '#121212' },
  { type: 'color', id: 'cta', label: 'Button', default: '#121212' },
  { type: 'color', id: 'cta_label', label: 'Button label', default: '#FFFFFF' },
  { type: 'color', id: 'outline_label', label: 'Outline button label', default: '#121212' },
  { type: 'color', id: 'shade', label: 'Shadow', default: '#121212' },
]

function scheme(bg: string, ink: string, cta: string, label: string) {
  return { settings: { bg, ink, cta, cta_label: label, outline_label: ink, shade: '#121212' } }
}

/** A colour-scheme theme in presets form; its ids are not Dawn's, only its types and roles are. */
function schemeTheme(): ThemeFiles {
  const preset = {
    palette_sets: {
      'scheme-1': scheme('#FFFFFF', '#121212', '#121212', '#FFFFFF'),
      'scheme-2': scheme('#F3F3F3', '#121212', '#121212', '#F3F3F3'),
      'scheme-3': scheme('#242833', '#FFFFFF', '#FFFFFF', '#000000'),
      'scheme-4': scheme('#334FB4', '#FFFFFF', '#FFFFFF', '#334FB4'),
    },
    heading_face: 'assistant_n4',
    copy_face: 'assistant_n4',
    badge_scheme: 'scheme-4',
  }
  return fixtureTheme(
    [
      {
        name: 'Colours',
        settings: [
          {
            type: 'color_scheme_group',
            id: 'palette_sets',
            definition: schemeDefinition,
            role: {
              text: 'ink',
              background: { solid: 'bg', gradient: 'bg_gradient' },
              links: 'outline_label',
              icons: 'ink',
              primary_button: 'cta',
              on_primary_button: 'cta_label',
              primary_button_border: 'cta',
              secondary_button: 'bg',
              on_secondary_button: 'outline_label',
              secondary_button_border: 'outline_label',
            },
          },
          { type: 'color_scheme', id: 'badge_scheme', label: 'Badges', default: 'scheme-4' },
        ],
      },
      {
        name: 'Type',
        settings: [
          { type: 'font_picker', id: 'heading_face', label: 'Header font', default: 'assistant_n4' },
          { type: 'font_picker', id: 'copy_face', label: 'Body font', default: 'assistant_n4' },
        ],
      },
    ],
    { current: 'Fixture', presets: { Fixture: preset } },
  )
}

const REF = (name: string) => `{{ settings.color_palette.${name} }}`

/** A palette theme in presets form: colours default to the palette by Liquid reference. */
function paletteTheme(): ThemeFiles {
  return fixtureTheme(
    [
      {
        name: 'Colours',
        settings: [
          {
            type: 'color_palette',
            id: 'color_palette',
            default: { background: '#ffffff', foreground: '#000000' },
          },
          { type: 'color', id: 'page_text_color', label: 'Text', default: REF('foreground') },
          { type: 'color', id: 'page_background_color', label: 'Background', default: REF('background') },
          {
            type: 'color',
            id: 'palette_primary_button_background',
            label: 'Button',
            default: REF('foreground'),
          },
          {
            type: 'color',
            id: 'palette_primary_button_text',
            label: 'Button text',
            default: REF('background'),
          },
          {
            type: 'color',
            id: 'badge_sold_out_background_color',
            label: 'Sold out',
            default: REF('background'),
          },
          {
            type: 'color',
            id: 'badge_sold_out_text_color',
            label: 'Sold out text',
            default: REF('foreground'),
          },
          { type: 'color', id: 'drawer_text_color', label: 'Drawer text', default: REF('foreground') },
          { type: 'color', id: 'drawer_background_color', label: 'Drawer', default: REF('background') },
        ],
      },
      {
        name: 'Type',
        settings: [
          { type: 'font_picker', id: 'type_body_font', label: 't:options.body', default: 'work_sans_n4' },
          {
            type: 'font_picker',
            id: 'type_subheading_font',
            label: 't:options.subheading',
            default: 'work_sans_n5',
          },
          { type: 'font_picker', id: 'type_heading_font', label: 't:options.heading', default: 'inter_n7' },
          { type: 'font_picker', id: 'type_accent_font', label: 't:options.accent', default: 'inter_n7' },
        ],
      },
    ],
    {
      current: 'Default',
      presets: {
        Default: {
          color_palette: {
            background: '#ffffff',
            foreground: '#000000',
            color1: '#333333',
            color2: '#EEF1EA',
            color3: '#DFDFDF',
          },
          badge_sold_out_background_color: REF('color2'),
          // a colour stored as a value, the palette's foreground
          drawer_text_color: '#000000',
          type_body_font: 'inter_n4',
          type_subheading_font: 'inter_n5',
          type_heading_font: 'inter_n7',
          type_accent_font: 'inter_n7',
        },
      },
    },
  )
}

async function refine(files: ThemeFiles, kind: 'colors' | 'typography') {
  const result = await refineTheme({ files } as Theme, { kind })
  expect(result.success, result.error).toBe(true)
  const merged = { ...files, ...result.generated!.files }
  const data = JSON.parse(merged['config/settings_data.json']!) as {
    current: unknown
    presets: Record<string, Record<string, unknown>>
  }
  return { result, merged, data, before: currentThemeSettings(files), after: currentThemeSettings(merged) }
}

function resolve(value: unknown, palette: Record<string, unknown>): string {
  const ref = paletteReference(value)
  return String(ref ? palette[ref.name] : value).toLowerCase()
}

describe('colours on a colour-scheme theme', () => {
  it('recolours every scheme through the role map, in the preset, with readable text and buttons', async () => {
    const files = schemeTheme()
    const { result, data, before, after } = await refine(files, 'colors')
    // written into the preset `current` names, which is what the theme shows
    expect(data.current).toBe('Fixture')
    expect(Object.keys(result.generated!.files)).toEqual(['config/settings_data.json'])
    const old = before.palette_sets as Record<string, { settings: Record<string, string> }>
    const schemes = after.palette_sets as Record<string, { settings: Record<string, string> }>
    expect(Object.keys(schemes)).toEqual(['scheme-1', 'scheme-2', 'scheme-3', 'scheme-4'])
    for (const name of Object.keys(schemes)) {
      expect(schemes[name]!.settings, name).not.toEqual(old[name]!.settings)
    }
    // scheme-1 stays the light main scheme and scheme-3 dark
    const bg = (name: string) => schemes[name]?.settings.bg ?? ''
    expect(contrast(bg('scheme-1'), '#ffffff')).toBeLessThan(1.2)
    expect(contrast(bg('scheme-3'), '#000000')).toBeLessThan(2)
    expect(schemes['scheme-1']!.settings.cta).not.toBe(schemes['scheme-1']!.settings.ink)
    const pairs = schemePairs(
      JSON.parse(files['config/settings_schema.json']!)[1].settings[0],
      schemes as Record<string, unknown>,
    )
    expect(pairs.length).toBeGreaterThanOrEqual(12)
    for (const [label, fg, bg] of pairs) expect(contrast(fg, bg), label).toBeGreaterThanOrEqual(4.5)
    // the scheme a badge picks is untouched, and settings beside the schemes too
    expect(after.badge_scheme).toBe('scheme-4')
    expect(after.heading_face).toBe(before.heading_face)
    // Schemes are named as the theme editor names them ("Scheme 1"), not by their keys.
    expect(result.generated!.explanation).toMatch(
      /^New colour palette "\w+": .*\. Colour schemes follow it: Scheme 1 #[0-9a-f]{6} on #[0-9a-f]{6}, Scheme 2 /,
    )
    expect(result.generated!.explanation).not.toContain('scheme-')
  })

  it('gives another palette when asked again', async () => {
    const once = await refine(schemeTheme(), 'colors')
    const twice = await refine(once.merged, 'colors')
    const first = (once.after.palette_sets as Record<string, { settings: Record<string, string> }>)[
      'scheme-1'
    ]
    const second = (twice.after.palette_sets as Record<string, { settings: Record<string, string> }>)[
      'scheme-1'
    ]
    expect(second!.settings.cta).not.toBe(first!.settings.cta)
  })
})

describe('colours on a palette theme', () => {
  it('changes the palette the other colours follow, keeps references and readable pairs', async () => {
    const files = paletteTheme()
    const { data, before, after, result } = await refine(files, 'colors')
    expect(data.current).toBe('Default')
    const palette = after.color_palette as Record<string, string>
    const old = before.color_palette as Record<string, string>
    expect(Object.keys(palette)).toEqual(['background', 'foreground', 'color1', 'color2', 'color3'])
    expect(palette.foreground).not.toBe(old.foreground)
    expect(palette.color1).not.toBe(old.color1)
    // a colour that followed the palette by reference still does
    expect(after.badge_sold_out_background_color).toBe(REF('color2'))
    // primary buttons now take the palette's primary, still by reference
    expect(after.palette_primary_button_background).toBe(REF('color1'))
    // a colour stored as the old foreground's value takes the new foreground
    expect(after.drawer_text_color).toBe(palette.foreground)
    const schema = JSON.parse(files['config/settings_schema.json']!)[1].settings as {
      id: string
      default?: unknown
    }[]
    const shown = (id: string) => resolve(after[id] ?? schema.find((s) => s.id === id)?.default, palette)
    for (const [fg, bg] of [
      ['page_text_color', 'page_background_color'],
      ['palette_primary_button_text', 'palette_primary_button_background'],
      ['badge_sold_out_text_color', 'badge_sold_out_background_color'],
      ['drawer_text_color', 'drawer_background_color'],
    ] as const) {
      expect(contrast(shown(fg), shown(bg)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5)
    }
    expect(result.generated!.explanation).toContain("The theme's colour palette: background")
  })
})

describe('typography through font_picker settings', () => {
  it('pairs library fonts on heading and body, and subheading and accent follow them', async () => {
    const { after, result } = await refine(paletteTheme(), 'typography')
    const heading = fontIdOfHandle(String(after.type_heading_font))
    const body = fontIdOfHandle(String(after.type_body_font))
    expect(heading).toBeDefined()
    expect(body).toBeDefined()
    expect(heading).not.toBe('inter')
    expect(after.type_heading_font).toMatch(/_n7$/)
    expect(after.type_subheading_font).toBe(`${heading}_n5`)
    expect(after.type_accent_font).toBe(after.type_heading_font)
    expect(result.generated!.explanation).toBe(
      `New font pairing: ${FONT_LIBRARY[heading!].family} headings with ${FONT_LIBRARY[body!].family} body text.`,
    )
  })

  it('finds the heading font by "header" in its id on a scheme theme', async () => {
    const { after } = await refine(schemeTheme(), 'typography')
    expect(fontIdOfHandle(String(after.heading_face))).toBeDefined()
    expect(after.heading_face).not.toBe('assistant_n4')
    expect(fontIdOfHandle(String(after.copy_face))).toBeDefined()
  })
})

describe('a theme without colour or font settings', () => {
  it('fails honestly, and succeeds once it has a palette and a heading font of its own', async () => {
    const settings: unknown[] = [{ type: 'range', id: 'page_width', min: 1000, max: 1600, step: 100 }]
    const theme = (): ThemeFiles =>
      fixtureTheme([{ name: 'Layout', settings }], { current: 'Default', presets: { Default: {} } })
    const colors = await refineTheme({ files: theme() } as Theme, { kind: 'colors' })
    expect(colors).toMatchObject({
      success: false,
      error: 'Failed to refine the component: this theme has no colour palette settings Vitrine can change.',
    })
    const type = await refineTheme({ files: theme() } as Theme, { kind: 'typography' })
    expect(type.error).toBe(
      'Failed to refine the component: this theme has no typography settings Vitrine can change.',
    )
    // found by type and label, whatever the ids are called
    settings.push(
      { type: 'color_palette', id: 'swatches', default: { background: '#fafafa', text: '#202020' } },
      { type: 'font_picker', id: 'type_primary', label: 'Headings', default: 'lato_n4' },
    )
    const nowColors = await refine(theme(), 'colors')
    const swatches = nowColors.after.swatches as Record<string, string>
    expect(swatches.background).toMatch(/^#[0-9a-f]{6}$/)
    expect(contrast(swatches.text!, swatches.background!)).toBeGreaterThanOrEqual(4.5)
    const nowType = await refine(theme(), 'typography')
    expect(fontIdOfHandle(String(nowType.after.type_primary))).toBeDefined()
  })
})
