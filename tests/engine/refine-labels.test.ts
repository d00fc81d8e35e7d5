// A refinement's reply names settings and sections as the merchant sees them in the theme editor:
// a real theme (Dawn, Horizon) labels them with translation keys ("t:sections.header.name"),
// which are looked up in its locales/en.default.schema.json; one without a label, or with a key
// the locale lacks, is named by its id in words.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { refineTheme, type OpenAIConfig } from '../../src/engine/ai'
import type { Theme, ThemeFiles } from '../../src/engine/model/theme'
import { fakeAnswer, startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai'

const LAYOUT = `<!doctype html><html><head>{{ content_for_header }}</head><body>{% sections 'header-group' %}{{ content_for_layout }}</body></html>\n`

function section(name: string, settings: object[], markup: string): string {
  return `${markup}\n{% schema %}\n${JSON.stringify({ name, settings, presets: [{ name: 'Default' }] }, null, 2)}\n{% endschema %}\n`
}

/** A theme labelled as Dawn and Horizon are: by translation keys, one of them missing. */
function translatedTheme(): ThemeFiles {
  const key = (path: string) => `t:${path}`
  return {
    'layout/theme.liquid': LAYOUT,
    'locales/en.default.json': '{}',
    'locales/en.default.schema.json': JSON.stringify({
      settings_schema: {
        colors: {
          name: 'Colors',
          settings: {
            background: { label: 'Background' },
            text: { label: 'Text' },
            button: { label: 'Button' },
          },
        },
      },
      sections: {
        header: { name: 'Header', settings: { bg_color_custom: { label: 'Custom background' } } },
      },
    }),
    'config/settings_schema.json': JSON.stringify([
      { name: 'theme_info', theme_name: 'Translated' },
      {
        name: key('settings_schema.colors.name'),
        settings: [
          {
            type: 'color',
            id: 'colors_background',
            label: key('settings_schema.colors.settings.background.label'),
            default: '#ffffff',
          },
          {
            type: 'color',
            id: 'colors_text',
            label: key('settings_schema.colors.settings.text.label'),
            default: '#111111',
          },
          {
            type: 'color',
            id: 'colors_button',
            label: key('settings_schema.colors.settings.button.label'),
            default: '#123456',
          },
        ],
      },
    ]),
    'config/settings_data.json': JSON.stringify({
      current: { colors_background: '#ffffff', colors_text: '#111111', colors_button: '#123456' },
    }),
    'sections/header.liquid': section(
      key('sections.header.name'),
      [
        {
          type: 'color',
          id: 'bg_color_custom',
          label: key('sections.header.settings.bg_color_custom.label'),
        },
      ],
      '<header style="background: {{ section.settings.bg_color_custom }}">{{ shop.name }}</header>',
    ),
    // A key the locale lacks, and a setting without a label.
    'sections/promo-banner.liquid': section(
      key('sections.promo_banner.name'),
      [{ type: 'color', id: 'badge_color' }],
      '<div style="color: {{ section.settings.badge_color }}">Sale</div>',
    ),
    'sections/header-group.json': JSON.stringify({
      type: 'header',
      name: 'Header group',
      sections: { header: { type: 'header', settings: { bg_color_custom: '#ff0000' } } },
      order: ['header'],
    }),
    'templates/index.json': JSON.stringify({
      sections: { promo: { type: 'promo-banner', settings: { badge_color: '#00aa00' } } },
      order: ['promo'],
    }),
  }
}

const theme: Theme = {
  files: translatedTheme(),
  explanation: '',
  storeConfig: { name: 'Swell', tagline: '', primaryColor: '#123456', categories: ['Surfboards'] },
}

describe('a refinement reply on a theme labelled by translation keys', () => {
  it('names the colours it kept by their labels in the theme locale, else by their ids in words', async () => {
    const result = await refineTheme(theme, { kind: 'colors' })
    expect(result.success).toBe(true)
    const reply = result.generated?.explanation ?? ''
    expect(reply).toContain(
      'Kept the colours you set yourself: Custom background in Header, Badge color in Promo banner.',
    )
    expect(reply).not.toMatch(/t:|bg_color_custom|badge_color/)
  })

  describe('with OpenAI', () => {
    let fake: FakeOpenAI
    beforeAll(async () => {
      fake = await startFakeOpenAI()
    })
    afterAll(async () => {
      await fake.stop()
    })
    beforeEach(() => fake.reset())

    it('names what it set and what it could not set by their labels', async () => {
      fake.script(
        fakeAnswer.json({
          themeSettings: [
            { id: 'colors_button', value: '#8a2be2' },
            { id: 'colors_text', value: 'blurple' },
          ],
          sections: [
            {
              template: 'index',
              section: 'promo',
              settings: [{ id: 'badge_color', value: '#222222' }],
              blocks: [],
            },
          ],
          customSections: [],
          explanation: '',
        }),
      )
      const openai: OpenAIConfig = {
        apiKey: 'sk-test-labels-1a2b3c',
        model: 'gpt-test-mini',
        baseURL: fake.baseURL,
        maxRetries: 0,
        timeoutMs: 10_000,
      }
      const result = await refineTheme(theme, { custom: 'purple buttons' }, { openai })
      expect(result.source).toBe('openai')
      const reply = result.generated?.explanation ?? ''
      expect(reply).toContain('theme settings: Button = #8a2be2')
      expect(reply).toContain('index › Promo banner: Badge color = #222222')
      expect(reply).toContain('theme settings: Text cannot be "blurple"')
      expect(reply).not.toMatch(/t:|colors_button|badge_color/)
      expect(result.partial?.notApplied).toEqual(['theme settings: Text cannot be "blurple"'])
    })
  })
})
