// Colour schemes of Online Store 2.0 themes in the visual editor: a section's `color_scheme`
// setting takes one of the schemes of the theme's color_scheme_group, and a scheme's colours are
// edited in settings_data's live settings (current, or the preset current names), so every
// section in that scheme changes.
import { describe, expect, it } from 'vitest'
import { applySchemeColors, applyVisualEdit, VisualEditError } from '../../src/engine/edit/visual-edit'
import { readColorSchemes } from '../../src/engine/model/color-schemes'
import { schemaLabel } from '../../src/engine/model/labels'
import { liveSettings } from '../../src/engine/model/settings-data'
import { renderTheme } from '../../src/engine/preview'
import { readThemeJson, type Theme, type ThemeFiles } from '../../src/engine/model/theme'
import { FIXTURE_THEME, loadThemeDir } from './fixtures/load-theme'

const fixture = loadThemeDir(FIXTURE_THEME)
const theme: Theme = {
  files: fixture,
  explanation: 'A small store.',
  storeConfig: { name: 'Fixture', tagline: '', primaryColor: '#1a5e3a', categories: ['General'] },
}

const BANNER = '/*\n * IMPORTANT: The contents of this file are auto-generated.\n */\n'

/** Dawn's shape: translated labels, a colour_background in the definition, schemes in a preset. */
function dawnLike(): ThemeFiles {
  const schema = [
    { name: 'theme_info', theme_name: 'Dawn-like' },
    {
      name: 't:settings_schema.colors.name',
      settings: [
        {
          type: 'color_scheme_group',
          id: 'color_schemes',
          definition: [
            {
              type: 'color',
              id: 'background',
              label: 't:settings_schema.colors.settings.background.label',
              default: '#FFFFFF',
            },
            { type: 'color_background', id: 'background_gradient', label: 'Gradient' },
            {
              type: 'color',
              id: 'text',
              label: 't:settings_schema.colors.settings.text.label',
              default: '#121212',
            },
            { type: 'color', id: 'button_label', label: 't:settings_schema.colors.settings.missing.label' },
          ],
          role: { background: { solid: 'background', gradient: 'background_gradient' }, text: 'text' },
        },
      ],
    },
  ]
  const schemes = {
    'scheme-1': {
      settings: { background: '#FFFFFF', background_gradient: '', text: '#121212', button_label: '#FFFFFF' },
    },
    'scheme-2': { name: 'Night', settings: { background: '#121212', text: '#FFFFFF' } },
  }
  return {
    'config/settings_schema.json': JSON.stringify(schema),
    'config/settings_data.json': `${BANNER}${JSON.stringify({
      current: 'Default',
      presets: { Default: { page_width: 1200, color_schemes: schemes }, Other: { color_schemes: {} } },
    })}`,
    'locales/en.default.schema.json': JSON.stringify({
      settings_schema: {
        colors: { settings: { background: { label: 'Background' }, text: { label: 'Text' } } },
      },
    }),
  }
}

describe('a theme’s colour schemes', () => {
  it('are read from the group’s definition and the live settings, named by position', () => {
    const group = readColorSchemes(fixture)!
    expect(group.settingId).toBe('color_schemes')
    expect(group.colors).toEqual([
      { id: 'background', label: 'Background', default: '#ffffff' },
      { id: 'text', label: 'Text', default: '#121212' },
      { id: 'button', label: 'Button', default: '#121212' },
    ])
    expect(group.roles).toEqual({ background: 'background', text: 'text' })
    // The live settings are `current` here, not the preset beside it.
    expect(group.schemes).toEqual([
      {
        id: 'scheme-1',
        name: 'Scheme 1',
        colors: { background: '#ffffff', text: '#121212', button: '#1a5e3a' },
      },
      {
        id: 'scheme-2',
        name: 'Scheme 2',
        colors: { background: '#f3f3f3', text: '#121212', button: '#121212' },
      },
      {
        id: 'scheme-3',
        name: 'Scheme 3',
        colors: { background: '#1a5e3a', text: '#ffffff', button: '#ffffff' },
      },
    ])
  })

  it('are read from the preset current names, with translated labels and a scheme’s own name', () => {
    const group = readColorSchemes(dawnLike())!
    // Only the definition's colours: the gradient is no colour to pick.
    expect(group.colors.map((c) => [c.id, c.label])).toEqual([
      ['background', 'Background'],
      ['text', 'Text'],
      ['button_label', 'Button label'],
    ])
    expect(group.roles).toEqual({ background: 'background', text: 'text' })
    expect(group.schemes.map((s) => [s.id, s.name])).toEqual([
      ['scheme-1', 'Scheme 1'],
      ['scheme-2', 'Night'],
    ])
    // A colour the scheme does not store shows the definition's default.
    expect(group.schemes[1]!.colors).toEqual({ background: '#121212', text: '#ffffff', button_label: '' })
    expect(schemaLabel(dawnLike(), 't:nothing.here', 'Fallback')).toBe('Fallback')
  })

  it('are absent from themes without a colour scheme group', () => {
    expect(readColorSchemes({})).toBeUndefined()
    expect(
      readColorSchemes({
        'config/settings_schema.json': JSON.stringify([
          { name: 'Colors', settings: [{ type: 'color_palette', id: 'color_palette' }] },
        ]),
        'config/settings_data.json': '{"current": {}}',
      }),
    ).toBeUndefined()
  })
})

describe('a section’s colour scheme', () => {
  it('takes one of the theme’s schemes, and the section shows it', async () => {
    const edited = applyVisualEdit(theme, {
      template: 'index',
      sectionId: 'rich_text',
      settingId: 'color_scheme',
      value: 'scheme-3',
    })
    const template = readThemeJson(edited.files, 'templates/index.json') as {
      sections: Record<string, { settings: Record<string, unknown> }>
    }
    expect(template.sections.rich_text!.settings.color_scheme).toBe('scheme-3')
    expect(edited.files['templates/index.json']).toMatch(/^\/\*/)
    const { html, errors } = await renderTheme(edited.files, {})
    expect(errors).toEqual([])
    expect(html).toContain('rich-text content-container color-scheme-3')
  })

  it('in a section group too; a scheme the theme does not have is refused', () => {
    const edited = applyVisualEdit(theme, {
      template: 'index',
      sectionId: 'footer',
      settingId: 'color_scheme',
      value: 'scheme-1',
    })
    expect(edited.files['sections/footer-group.json']).toContain('"color_scheme": "scheme-1"')
    expect(() =>
      applyVisualEdit(theme, {
        template: 'index',
        sectionId: 'rich_text',
        settingId: 'color_scheme',
        value: 'scheme-9',
      }),
    ).toThrow(
      new VisualEditError(
        'Section "rich_text", setting "color_scheme": the theme has no colour scheme "scheme-9"',
      ),
    )
  })
})

describe('a scheme’s colours', () => {
  it('are written into the live scheme, and every section in that scheme shows them', async () => {
    const edited = applySchemeColors(theme, {
      schemeId: 'scheme-2',
      colors: { background: '#0A141E', text: '#fafafa' },
    })
    expect(theme.files['config/settings_data.json']).toBe(fixture['config/settings_data.json'])
    const text = edited.files['config/settings_data.json']!
    expect(text).toMatch(/^\/\*\n \* -+\n \* IMPORTANT/)
    const data = readThemeJson(edited.files, 'config/settings_data.json') as {
      current: { color_schemes: Record<string, { settings: Record<string, string> }>; page_width: number }
      presets: { Default: { color_schemes: Record<string, { settings: Record<string, string> }> } }
    }
    expect(data.current.color_schemes['scheme-2']!.settings).toEqual({
      background: '#0a141e',
      text: '#fafafa',
      button: '#121212',
    })
    expect(data.current.color_schemes['scheme-1']!.settings.background).toBe('#FFFFFF')
    expect(data.current.page_width).toBe(1300)
    expect(data.presets.Default.color_schemes['scheme-1']!.settings.button).toBe('#AA3300')
    expect(readColorSchemes(edited.files)!.schemes[1]!.colors.background).toBe('#0a141e')
    // The layout prints each scheme's colours for its .color-scheme-N class.
    const { html, errors } = await renderTheme(edited.files, {})
    expect(errors).toEqual([])
    expect(html).toMatch(
      /\.color-scheme-2 \{\s*--color-background: 10,20,30;\s*--color-foreground: 250,250,250;/,
    )
  })

  it('are written into the preset current names, which stays named', () => {
    const files = dawnLike()
    const edited = applySchemeColors(
      { ...theme, files },
      { schemeId: 'scheme-2', colors: { button_label: '#334FB4' } },
    )
    const data = readThemeJson(edited.files, 'config/settings_data.json') as {
      current: unknown
      presets: Record<
        string,
        { page_width?: number; color_schemes: Record<string, { name?: string; settings: object }> }
      >
    }
    expect(data.current).toBe('Default')
    expect(data.presets.Default!.page_width).toBe(1200)
    expect(data.presets.Default!.color_schemes['scheme-2']).toEqual({
      name: 'Night',
      settings: { background: '#121212', text: '#FFFFFF', button_label: '#334fb4' },
    })
    expect(data.presets.Other).toEqual({ color_schemes: {} })
    expect(liveSettings(data)).toBe(data.presets.Default)
    expect(edited.files['config/settings_data.json']!.startsWith(BANNER)).toBe(true)
  })

  it('refuse an unknown scheme or colour, a value that is no colour, and themes without schemes', () => {
    const apply =
      (schemeId: string, colors: Record<string, string>, files: ThemeFiles = fixture) =>
      () =>
        applySchemeColors({ ...theme, files }, { schemeId, colors })
    expect(apply('scheme-7', { text: '#000000' })).toThrow(
      new VisualEditError('The theme has no colour scheme "scheme-7"'),
    )
    expect(apply('scheme-1', { shadow: '#000000' })).toThrow(
      new VisualEditError('Scheme 1 has no colour "shadow"'),
    )
    expect(apply('scheme-1', { text: 'red; x' })).toThrow(
      new VisualEditError('Scheme 1, Text: "red; x" is not a colour like #1a2b3c'),
    )
    expect(apply('scheme-1', { text: '#000000' }, {})).toThrow(
      new VisualEditError('This theme has no colour schemes in its settings'),
    )
  })
})
