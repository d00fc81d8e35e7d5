// Constructs that real third-party OS 2.0 themes use and the preview must render as Shopify does.
// Each theme here is written for the test, in the style of the construct, not copied from a theme.
import { describe, expect, it } from 'vitest'
import { renderTheme } from '../../src/engine/preview'
import { parseLenientJson, toStrictJson } from '../../src/engine/preview/json'
import type { ThemeFiles } from '../../src/engine/theme'

const LAYOUT =
  '<!doctype html><html><head>{{ content_for_header }}</head><body>{% sections "header-group" %}{{ content_for_layout }}</body></html>'

function theme(extra: ThemeFiles): ThemeFiles {
  return {
    'layout/theme.liquid': LAYOUT,
    'sections/header-group.json': '{"type":"header","name":"Header","sections":{},"order":[]}',
    ...extra,
  }
}

async function render(files: ThemeFiles, template = 'index', editable = false): Promise<string> {
  const { html, errors } = await renderTheme(files, { template, editable })
  expect(errors).toEqual([])
  return html
}

describe('lenient theme JSON', () => {
  it('drops comments and trailing commas outside strings only', () => {
    const text = '/* banner */ {"a": [1, 2,], // note\n "b": "x, ] // y", "c": {"d": 1,},}'
    expect(parseLenientJson(text)).toEqual({ a: [1, 2], b: 'x, ] // y', c: { d: 1 } })
    expect(toStrictJson('{"s": "a \\" ,}"}')).toBe('{"s": "a \\" ,}"}')
    expect(() => parseLenientJson('{"a": }')).toThrow()
  })

  it('reads templates, section groups, settings, locales and schema tags with trailing commas', async () => {
    const files = theme({
      'sections/header-group.json':
        '/*\n * auto-generated\n */\n{"type": "header", "name": "Header", "sections": {"h": {"type": "title", "settings": {}}}, "order": ["h"],}\n',
      'sections/title.liquid':
        '<h1>{{ section.settings.heading }} {{ settings.accent }} {{ "labels.hi" | t }}</h1>' +
        '{% schema %}\n{\n  "name": "Title",\n  "settings": [\n    {"type": "text", "id": "heading", "default": "Hi",},\n  ],\n}\n{% endschema %}',
      'templates/index.json':
        '{\n  // the home page\n  "sections": {"a": {"type": "title", "settings": {"heading": "Hello",},},},\n  "order": ["a",],\n}',
      'config/settings_schema.json':
        '[{"name": "theme_info"}, {"name": "Colors", "settings": [{"type": "color", "id": "accent", "default": "#112233",},],},]',
      'config/settings_data.json': '/* generated */ {"current": {},}',
      'locales/en.default.json': '{"labels": {"hi": "Welcome",},}',
    })
    const html = await render(files)
    expect(html).toContain('<h1>Hello #112233 Welcome</h1>')
    expect(html).toContain('<h1>Hi #112233 Welcome</h1>')
  })
})

describe('stylesheet and javascript tags', () => {
  const files = theme({
    'sections/main.liquid': '{% render \'card\' %}{% schema %}{"name":"Main","settings":[]}{% endschema %}',
    'sections/unused.liquid':
      '<p>unused</p>{% stylesheet %}.unused{color:red}{% endstylesheet %}{% javascript %}window.unused = 1{% endjavascript %}{% schema %}{"name":"Unused"}{% endschema %}',
    'snippets/card.liquid':
      '<div class="card">Card</div>{% stylesheet %}.card{display:grid}{% endstylesheet %}',
    'templates/index.json': '{"sections":{"m":{"type":"main"}},"order":["m"]}',
    'templates/page.raw.liquid':
      "{% layout none %}<html><head></head><body>{% render 'card' %}</body></html>",
  })

  it('serves every section, block and snippet stylesheet and script with content_for_header', async () => {
    const html = await render(files)
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('.card{display:grid}')
    expect(head).toContain('.unused{color:red}')
    expect(html).toMatch(/<script>window\.unused = 1<\/script><\/body>/)
    expect(html).not.toContain('vitrine:content_for_header')
  })

  it('adds no bundle to a page that does not print content_for_header', async () => {
    const html = await render(files, 'page.raw')
    expect(html).toContain('<div class="card">Card</div>')
    expect(html).not.toContain('.card{display:grid}')
    expect(html).not.toContain('.unused')
  })
})
