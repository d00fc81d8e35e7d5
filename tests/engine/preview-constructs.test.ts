// Constructs that real third-party OS 2.0 themes use and the preview must render as Shopify does.
// Each theme here is written for the test, in the style of the construct, not copied from a theme.
import { describe, expect, it } from 'vitest'
import { renderTheme } from '../../src/engine/preview'
import { parseLenientJson, toStrictJson } from '../../src/engine/preview/json'
import type { ThemeFiles } from '../../src/engine/model/theme'

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

describe('theme blocks as Horizon-style themes nest them', () => {
  const schema = (o: object) => `{% schema %}${JSON.stringify(o)}{% endschema %}`
  const files = theme({
    'sections/list.liquid':
      `<h2>{% content_for 'block', type: 'heading', id: 'static-heading' %}</h2>` +
      `{% paginate section.settings.collection.products by 2 %}{% for product in section.settings.collection.products %}` +
      `<li>{% content_for 'block', type: 'card', id: 'static-card', closest.product: product %}</li>{% endfor %}{% endpaginate %}` +
      `<div class="rest">[{{ section.blocks.size }}]{% content_for 'blocks' %}</div>` +
      schema({
        name: 'List',
        blocks: [{ type: '@theme' }, { type: 'heading' }, { type: 'card' }],
        settings: [{ type: 'collection', id: 'collection' }],
      }),
    'blocks/heading.liquid':
      '<span {{ block.shopify_attributes }}>{{ block.settings.text }}</span>' +
      schema({
        name: 'Heading',
        settings: [
          { type: 'richtext', id: 'text' },
          { type: 'range', id: 'padding-block-start', default: 4 },
        ],
      }),
    'blocks/card.liquid':
      `{% capture children %}{% content_for 'blocks', closest.product: closest.product %}{% endcapture %}` +
      `<article data-gap="{{ block.settings.gap }}">{{ children }}</article>` +
      schema({
        name: 'Card',
        blocks: [{ type: '@theme' }],
        settings: [{ type: 'range', id: 'gap', default: 16 }],
      }),
    'blocks/title.liquid':
      '<b>{{ closest.product.title }}|{{ block.settings.padding-block-start }}</b>' +
      schema({ name: 'Title', settings: [{ type: 'range', id: 'padding-block-start', default: 2 }] }),
    'blocks/note.liquid': '<i>note</i>' + schema({ name: 'Note', settings: [] }),
    'templates/index.json': JSON.stringify({
      sections: {
        list: {
          type: 'list',
          settings: { collection: 'products' },
          blocks: {
            'static-heading': {
              type: 'heading',
              static: true,
              settings: { text: '<p>{{ closest.collection.title }} picks</p>' },
            },
            'static-card': {
              type: 'card',
              static: true,
              settings: { gap: 4 },
              blocks: { t: { type: 'title', settings: { 'padding-block-start': 9 } } },
              block_order: ['t'],
            },
            n: { type: 'note' },
          },
          block_order: ['n'],
        },
      },
      order: ['list'],
    }),
    'templates/product.json': JSON.stringify({
      sections: { main: { type: 'main' } },
      order: ['main'],
    }),
    'sections/main.liquid':
      `{% content_for 'block', type: 'title', id: 'title' %}` +
      schema({ name: 'Main', blocks: [{ type: '@theme' }] }),
  })

  it('renders static blocks with their JSON settings and nested blocks, also inside paginate', async () => {
    const html = await render(files)
    expect(html).toContain('<h2><span >\n<p>T-Shirts picks</p></span></h2>'.replace('\n', ''))
    const cards = html.match(/<article data-gap="4"><b>[^<]*\|9<\/b><\/article>/g) ?? []
    expect(cards).toHaveLength(2)
  })

  it('passes closest.product from content_for to the block and its nested blocks', async () => {
    const html = await render(files)
    expect(html).toMatch(/<li><article data-gap="4"><b>[^<|]*T-Shirt\|9<\/b><\/article><\/li>/)
  })

  it('leaves static blocks out of section.blocks and content_for blocks', async () => {
    const html = await render(files)
    expect(html).toContain('<div class="rest">[1]<i>note</i></div>')
  })

  it('makes the template resource the closest one', async () => {
    const html = await render(files, 'product')
    expect(html).toMatch(/<b>[^<|]+\|2<\/b>/)
    expect(html).not.toContain('<b>|2</b>')
  })
})

describe('newer Shopify filters', () => {
  it('prints a unit price without a measurement as the price, and no classes for unset style settings', async () => {
    const files = theme({
      'sections/main.liquid':
        '<p>{{ 250 | unit_price_with_measurement: nil }}|[{{ nil | class_list }}]</p>' +
        '{% schema %}{"name":"Main"}{% endschema %}',
      'templates/index.json': '{"sections":{"m":{"type":"main"}},"order":["m"]}',
    })
    expect(await render(files)).toContain('<p>$2.50|[]</p>')
  })

  it('keeps the object default hands back, and falls back on nil, false, blank and empty', async () => {
    const files = theme({
      'sections/main.liquid':
        '{% assign picture = product.featured_image | default: product.featured_media.preview_image %}' +
        '<p>{{ picture.id | default: "no-id" }}|{{ picture.width }}|{{ nil | default: "a" }}|' +
        '{{ false | default: "b" }}|{{ false | default: "c", allow_false: true }}|{{ "" | default: "d" }}|' +
        '{{ product.missing | default: 3 }}|{{ empty | default: "e" }}|{{ 0 | default: "f" }}</p>' +
        '{% schema %}{"name":"Main"}{% endschema %}',
      'templates/product.json': '{"sections":{"m":{"type":"main"}},"order":["m"]}',
    })
    const shown = /<p>(.*?)<\/p>/.exec(await render(files, 'product'))?.[1]?.split('|')
    expect(shown?.[0]).toMatch(/^\d+$/)
    expect(shown?.[1]).toMatch(/^\d+$/)
    expect(shown?.slice(2)).toEqual(['a', 'b', 'false', 'd', '3', 'e', '0'])
  })

  it('leaves out image_tag attributes given nil and keeps an empty alt', async () => {
    const files = theme({
      'sections/main.liquid':
        "{{ product.featured_image | image_url: width: 100 | image_tag: sizes: null, alt: '', class: nil, data-id: product.id }}" +
        '{% schema %}{"name":"Main"}{% endschema %}',
      'templates/product.json': '{"sections":{"m":{"type":"main"}},"order":["m"]}',
    })
    const tag = /<img [^>]*>/.exec(await render(files, 'product'))?.[0] ?? ''
    expect(tag).toContain('alt=""')
    expect(tag).toMatch(/ data-id="\d+"/)
    expect(tag).not.toMatch(/sizes=|class=|null/)
  })
})

describe('block parameters and resource references', () => {
  const schema = (o: object) => `{% schema %}${JSON.stringify(o)}{% endschema %}`
  const files = theme({
    'sections/buy.liquid':
      `{% assign label = 'Add ' | append: closest.product.title %}` +
      `{% content_for 'block', type: 'button', id: 'static-button', label: label, enabled: true %}` +
      `<i>{{ section.settings.product.title }}|{{ section.settings.product.url }}</i>` +
      schema({ name: 'Buy', blocks: [{ type: 'button' }], settings: [{ type: 'product', id: 'product' }] }),
    'blocks/button.liquid':
      '<button data-style="{{ block.settings.style }}"{% unless enabled %} disabled{% endunless %}>{{ label }}</button>' +
      schema({ name: 'Button', settings: [{ type: 'text', id: 'style', default: 'solid' }] }),
    'templates/product.json': JSON.stringify({
      sections: {
        buy: {
          type: 'buy',
          settings: { product: '{{ closest.product }}' },
          blocks: { 'static-button': { type: 'button', static: true, settings: { style: 'outline' } } },
        },
      },
      order: ['buy'],
    }),
  })

  it('hands content_for parameters to the block file as variables, for JSON static blocks too', async () => {
    const html = await render(files, 'product')
    expect(html).toMatch(/<button data-style="outline">Add [^<]+<\/button>/)
  })

  it('resolves a resource setting that refers to closest.product to that product', async () => {
    const withPick = {
      ...files,
      'sections/pick.liquid':
        "{% for p in collections.all.products offset: 1 limit: 1 %}{% content_for 'block', type: 'pick', id: 'pick', closest.product: p %}{% endfor %}" +
        schema({ name: 'Pick', blocks: [{ type: 'pick' }] }),
      'blocks/pick.liquid':
        '<b>{{ block.settings.product.title }}={{ closest.product.title }}</b>' +
        schema({ name: 'Pick', settings: [{ type: 'product', id: 'product' }] }),
      'templates/index.json': JSON.stringify({
        sections: {
          pick: {
            type: 'pick',
            blocks: { pick: { type: 'pick', static: true, settings: { product: '{{ closest.product }}' } } },
          },
        },
        order: ['pick'],
      }),
    }
    const html = await render(withPick)
    const m = /<b>([^<=]*)=([^<]*)<\/b>/.exec(html)
    expect(m?.[2]).toBeTruthy()
    expect(m?.[1]).toBe(m?.[2])
    const product = await render(files, 'product')
    const first = /<button data-style="outline">Add ([^<]+)<\/button>/.exec(product)?.[1]
    expect(m?.[2]).not.toBe(first)
    expect(product).toMatch(new RegExp(`<i>${first}\\|/products/[\\w-]+</i>`))
  })
})

describe('sample store data that real themes reach for', () => {
  it('has store policies, listed and by name, and option values that measure like strings', async () => {
    const files = theme({
      'sections/main.liquid':
        '<ul>{% for policy in shop.policies %}<li><a href="{{ policy.url }}">{{ policy.title }}</a></li>{% endfor %}</ul>' +
        '<p>{{ shop.shipping_policy.title }}</p>' +
        '<b>{% for v in product.options_with_values.first.values %}{{ v }}={{ v.size }};{% endfor %}</b>' +
        '{% schema %}{"name":"Main"}{% endschema %}',
      'templates/product.json': '{"sections":{"m":{"type":"main"}},"order":["m"]}',
    })
    const html = await render(files, 'product')
    expect(html).toContain('<li><a href="/policies/refund-policy">Refund policy</a></li>')
    expect(html.match(/<li><a href="\/policies\//g)).toHaveLength(4)
    expect(html).toContain('<p>Shipping policy</p>')
    const sizes = [...(/<b>(.*?)<\/b>/.exec(html)?.[1] ?? '').matchAll(/([^=;]+)=(\d+);/g)]
    expect(sizes.length).toBeGreaterThan(0)
    for (const [, value, size] of sizes) expect(Number(size)).toBe(value?.length)
  })

  it('has cart lines with no components, default instructions and their options', async () => {
    const files = theme({
      'sections/main.liquid':
        '{% for line in cart.items %}<li>{{ line.product.title }}' +
        '{% if line.item_components.size != 0 %}<ul class="parts"></ul>{% endif %}' +
        '{% assign removable = line.instructions.can_remove | default: true, allow_false: true %}' +
        '{% unless removable %}<i>locked</i>{% endunless %}' +
        '{% if line.product.has_only_default_variant == false and line.item_components.size == 0 %}' +
        '{% for option in line.options_with_values %}<dd>{{ option.name }}={{ option.value }}</dd>{% endfor %}{% endif %}' +
        '{{ line.unit_price | money }}</li>{% endfor %}' +
        '{% schema %}{"name":"Main"}{% endschema %}',
      'templates/index.json': '{"sections":{"m":{"type":"main"}},"order":["m"]}',
    })
    const html = await render(files)
    expect(html.match(/<li>/g)?.length).toBeGreaterThan(0)
    expect(html).not.toContain('class="parts"')
    expect(html).not.toContain('locked')
    expect(html).toMatch(/<dd>[^=<]+=[^<]+<\/dd>\$\d/)
  })
})

describe('Liquid syntax real themes lean on', () => {
  it('passes hyphenated render parameters, skips inline comments, reads settings by a computed key', async () => {
    const files = theme({
      'snippets/chip.liquid':
        '{% # a note for theme developers %}<i data-min="{{ minimum-count }}">{{ label }}</i>',
      'sections/main.liquid':
        "{% liquid\n  assign key = 'tone_' | append: section.settings.row\n  echo section.settings[key]\n%}" +
        "{% render 'chip', label: 'x', minimum-count: 2 %}" +
        "{% assign pictures = product.media | has: 'media_type', 'image' %}[{{ pictures }}]" +
        '{% for link in linklists.main-menu.links %}{% assign next = linklists.main-menu.links[forloop.index] %}' +
        '{% if forloop.first %}<b>{{ link.title }}&gt;{{ next.title }}</b>{% endif %}{% endfor %}' +
        '{% schema %}{"name":"Main","settings":[{"type":"text","id":"row","default":"top"},' +
        '{"type":"text","id":"tone_top","default":"dark"}]}{% endschema %}',
      'templates/product.json': '{"sections":{"m":{"type":"main"}},"order":["m"]}',
    })
    const html = await render(files, 'product')
    expect(html).toContain('dark<i data-min="2">x</i>[true]')
    expect(html).toMatch(/<b>[^<&]+&gt;[^<&]+<\/b>/)
    expect(html).not.toContain('a note')
  })
})
