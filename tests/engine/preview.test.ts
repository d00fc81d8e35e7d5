import { describe, expect, it } from 'vitest'
import { listTemplates, renderTheme } from '../../src/engine/preview'
import { resolveMarkers, stripMarkers, tokenizeHtml, wrapMarker } from '../../src/engine/preview/markers'
import { SEAL } from '../../src/engine/preview/seal'
import type { ThemeFiles } from '../../src/engine/model/theme'
import { FIXTURE_THEME, loadThemeDir } from './fixtures/load-theme'

const fixture = loadThemeDir(FIXTURE_THEME)

/** A minimal theme around one section, for feature tests. */
function oneSection(
  liquid: string,
  schema: object = { name: 'Test', settings: [] },
  settings: object = {},
): ThemeFiles {
  return {
    'layout/theme.liquid':
      '<!doctype html><html><head>{{ content_for_header }}</head><body>{{ content_for_layout }}</body></html>',
    'sections/test.liquid': `${liquid}\n{% schema %}${JSON.stringify(schema)}{% endschema %}`,
    'templates/index.json': JSON.stringify({ sections: { s: { type: 'test', settings } }, order: ['s'] }),
    'locales/en.default.json': JSON.stringify({
      cart: { count: { one: '{{ count }} item', other: '{{ count }} items' } },
      hello: 'Hello {{ name }}',
    }),
  }
}

async function body(files: ThemeFiles, template = 'index'): Promise<string> {
  const { html, errors } = await renderTheme(files, { template })
  expect(errors).toEqual([])
  return html
}

describe('renderTheme on a third-party style theme', () => {
  it('renders index, product and collection without errors', async () => {
    for (const template of ['index', 'product', 'collection']) {
      const { html, errors } = await renderTheme(fixture, { template })
      expect(errors, template).toEqual([])
      expect(html).toMatch(/^<!doctype html>/i)
    }
  })

  it('lists the templates, the main ones first', () => {
    const names = listTemplates(fixture)
    expect(names.slice(0, 3)).toEqual(['index', 'product', 'collection'])
    expect(names).toContain('page.alternate')
    expect(names).toContain('page')
  })

  it('renders section groups, JSON sections in order and leaves disabled ones out', async () => {
    const html = await body(fixture)
    expect(html).toContain('id="shopify-section-sections--1__announcement-bar"')
    expect(html).toContain(
      'class="shopify-section shopify-section-group-header-group announcement-bar-section"',
    )
    expect(html).toMatch(/<aside id="shopify-section-sections--1__announcement-bar"/)
    const banner = html.indexOf('shopify-section-template--1__image_banner')
    const featured = html.indexOf('shopify-section-template--1__featured_collection')
    expect(banner).toBeGreaterThan(0)
    expect(featured).toBeGreaterThan(banner)
    expect(html).not.toContain('template--1__hidden')
    expect(html).toContain('Free shipping over $50')
    expect(html).not.toContain('Hidden announcement')
  })

  it('fills menus, products with prices and translations from the locale', async () => {
    const html = await body(fixture)
    expect(html).toMatch(/<a href="\/collections\/all" class="list-menu__item">Catalog<\/a>/)
    expect(html).toMatch(/class="price-item price-item--regular">\$\d+\.\d\d</)
    expect(html).toContain('Skip to content')
    expect(html).toMatch(/aria-label="3 items"/)
    expect(html).not.toContain('translation missing')
  })

  it('merges settings_data over settings_schema defaults and exposes colour schemes', async () => {
    const html = await body(fixture)
    expect(html).toContain('--page-width: 130rem')
    expect(html).toContain('--buttons-radius: 4px')
    expect(html).toContain('.color-scheme-3 {')
    expect(html).toContain('--color-background: 26,94,58')
    expect(html).toContain('--color-button: rgb(26, 94, 58)')
    expect(html).toContain('font-family: "Assistant"')
    expect(html).toContain('--font-body-weight-bold: 700')
    expect(html).toContain('--font-heading-family: Playfair Display, serif')
  })

  it('reads a settings_data preset named by a string current', async () => {
    const data = { current: 'Default', presets: { Default: { page_width: 1000 } } }
    const files = { ...fixture, 'config/settings_data.json': JSON.stringify(data) }
    expect(await body(files)).toContain('--page-width: 100rem')
  })

  it('inlines stylesheets, scripts and .css.liquid assets and drops network-only tags', async () => {
    const html = await body(fixture)
    expect(html).toContain('.banner__heading { font-family: var(--font-heading-family)')
    expect(html).toContain('.card--placeholder svg')
    expect(html).toContain('--fixture-page-width: 1300px; --fixture-button: #1a5e3a;')
    expect(html).toMatch(
      /<script src="data:text\/javascript;charset=utf-8,class%20VariantSelects[^"]*" defer="defer">/,
    )
    expect(html).not.toContain('cdn.example.com')
    expect(html).not.toContain('https://cdn.shopify.com')
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/)
    expect(html).not.toContain('/cdn/shop/t/1/assets/')
  })

  it('renders images offline as data URLs', async () => {
    const html = await body(fixture)
    const sources = [...html.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1] ?? '')
    expect(sources.length).toBeGreaterThan(3)
    for (const src of sources) expect(src).toMatch(/^data:image\//)
    const logo = {
      ...fixture,
      'config/settings_data.json': JSON.stringify({ current: { logo: 'shopify://shop_images/logo.png' } }),
    }
    expect(await body(logo)).toMatch(
      /<img src="data:image\/svg\+xml[^"]*" alt="Fashion Store"[^>]*class="header__logo"/,
    )
  })

  it('renders snippets with params, theme blocks, static blocks and skips app blocks', async () => {
    const html = await body(fixture)
    expect(html).toContain('Best purchase this year.')
    expect(html).toMatch(/<div class="quote__children"><span class="badge" >Verified<\/span>\s*<\/div>/)
    expect(html).toMatch(/<span class="badge" >New<\/span>/)
    expect(html).not.toContain('shopify://apps')
  })

  it('renders the product template: form, dynamic sources, variants json, stylesheet and javascript', async () => {
    const html = await body(fixture, 'product')
    expect(html).toMatch(
      /<form method="post" action="\/cart\/add" accept-charset="UTF-8" enctype="multipart\/form-data" id="product-form-template--1__main" class="form" novalidate="novalidate" data-type="add-to-cart-form"><input type="hidden" name="form_type" value="product">/,
    )
    expect(html).toMatch(/<p class="product__text uppercase" >Fashion Store<\/p>/)
    expect(html).toMatch(/data-selected-variant>\{"id":\d+,"title":"XS"/)
    expect(html).toContain('.product__media-list { display: grid; gap: 1rem; }')
    expect(html).toContain('window.vitrineFixtureProductScript = true')
    expect(html).toContain('<script type="application/ld+json">')
    expect(html).toMatch(/<title>\n {6}[\w' -]+ T-Shirt &ndash; Fashion Store<\/title>/)
  })

  it('paginates the collection', async () => {
    const html = await body(fixture, 'collection')
    const cards = html.match(/<li class="grid__item"/g) ?? []
    expect(cards).toHaveLength(3)
    expect(html).toContain('data-page-size="3" data-pages="2"')
    expect(html).toContain('<span class="page current">1</span>')
    expect(html).toContain('<a href="?page=2">Next</a>')
    expect(html).toContain('4 products')
  })

  it('renders legacy Liquid templates with static sections, template layouts and layout none', async () => {
    const page = await body(fixture, 'page')
    expect(page).toContain('<h1 class="main-page-title">About us</h1>')
    expect(page).toContain('id="shopify-section-rich-text"')
    expect(page).toContain('Static rich text')
    const alternate = await body(fixture, 'page.alternate')
    expect(alternate).toContain('<body class="alternate-layout">')
    expect(alternate).not.toContain('skip-to-content-link')
    const bare = await body(fixture, 'page.bare')
    expect(bare.trim()).toBe(
      `<!doctype html>${SEAL}` +
        '<html><head><title>Bare</title></head><body><p class="bare">Fashion Store</p></body></html>',
    )
  })

  it('supports liquid, echo, cycle, capture, raw, comments, tablerow and increment', async () => {
    const html = await body(fixture)
    expect(html).toContain('<h2 class="rich-text__heading" >Talk about your brand</h2>')
    expect(html).toContain('<p class="rich-text__cycle">one|two</p>')
    expect(html).toContain('{{ shown as is }}')
    expect(html).not.toContain('Comments')
    expect(html).toMatch(/<tr class="row1">\s*<td class="col1">1<\/td><td class="col2">2<\/td><\/tr>/)
    const grid = await body(fixture, 'collection')
    expect(grid).toContain('data-index="0"')
    expect(grid).toContain('data-index="2"')
  })
})

describe('Shopify filters', () => {
  const cases: [string, string][] = [
    ['{{ 123456 | money }}', '$1,234.56'],
    ['{{ 1900 | money_with_currency }}', '$19.00 USD'],
    ['{{ 1900 | money_without_trailing_zeros }}', '$19'],
    ['{{ 1950 | money_without_currency }}', '19.50'],
    ['[{{ nil | money }}{{ product.compare_at_price | money_with_currency }}]', '[]'],
    ["{{ 'Hello World! Ça va' | handleize }}", 'hello-world-ca-va'],
    ["{{ 'hello' | t: name: 'Ann' }}", 'Hello Ann'],
    ["{{ 'cart.count' | t: count: 1 }}/{{ 'cart.count' | t: count: 4 }}", '1 item/4 items'],
    ["{{ 'nope.key' | t }}", 'translation missing: en.nope.key'],
    ["{{ '#ff0000' | color_to_rgb }}", 'rgb(255, 0, 0)'],
    ["{{ '#ff0000' | color_modify: 'alpha', 0.5 }}", 'rgba(255, 0, 0, 0.5)'],
    ["{{ '#808080' | color_lighten: 10 }}", '#999999'],
    ["{{ '#808080' | color_darken: 10 }}", '#666666'],
    ["{{ '#ff0000' | color_mix: '#0000ff', 50 }}", '#800080'],
    ["{{ '#ffffff' | color_brightness }}", '255'],
    ["{{ '#000000' | color_contrast: '#ffffff' }}", '21'],
    ["{{ '#ff8000' | color_extract: 'green' }}", '128'],
    ["{{ 'abc' | md5 }}", '900150983cd24fb0d6963f7d28e17f72'],
    ["{{ 'abc' | sha256 }}", 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ["{{ 'abc' | sha1 }}", 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ["{{ 'data' | hmac_sha256: 'key' }}", '5031fe3d989c6d1537a013fa6e739da23463fdaec3b70137d828e36ace221bd0'],
    ["{{ 'héllo' | base64_encode }}|{{ 'aMOpbGxv' | base64_decode }}", 'aMOpbGxv|héllo'],
    ["{{ 1 | pluralize: 'item', 'items' }} {{ 2 | pluralize: 'item', 'items' }}", 'item items'],
    ["{{ 'Shoes' | link_to: '/collections/shoes' }}", '<a href="/collections/shoes">Shoes</a>'],
    ["{{ 'Shoes' | url_for_type }}", '/collections/types?q=Shoes'],
    ["{{ '/products/x' | within: collections.first }}", '/collections/t-shirts/products/x'],
    ['{{ 2500 | weight_with_unit }}', '2.5 kg'],
    ["{{ 'this is great' | highlight: 'great' }}", 'this is <strong class="highlight">great</strong>'],
    ["{{ '2024-03-05T10:00:00Z' | date: format: 'abbreviated_date' }}", 'Mar 05, 2024'],
    ["{{ '2024-03-05T10:00:00Z' | time_tag: '%Y' }}", '<time datetime="2024-03-05T10:00:00Z">2024</time>'],
    ["{{ 'x' | no_such_filter: 1 }}", 'x'],
    ['{% no_such_tag foo %}ok', 'ok'],
    ['{{ settings | json }}', '{}'],
    ["{{ 'apparel-1' | placeholder_svg_tag: 'ph' | slice: 0, 16 }}", '<svg class="ph" '],
    ["{{ 'visa' | payment_type_svg_tag | slice: 0, 19 }}", '<svg class="icon" x'],
    ["{{ 'logo.svg' | asset_url | slice: 0, 19 }}", 'data:image/svg+xml;'],
    ["{{ product.title | default: 'none' }}", 'none'],
  ]
  it.each(cases)('%s', async (source, expected) => {
    const files = oneSection(`<out>${source}</out>`)
    files['assets/logo.svg'] = '<svg xmlns="http://www.w3.org/2000/svg"/>'
    const html = await body(files)
    expect(/<out>([\s\S]*)<\/out>/.exec(html)?.[1]).toBe(expected)
  })

  it('serves settings as Shopify objects: links, videos, gradients, option values', async () => {
    const schema = {
      name: 'T',
      settings: [
        { type: 'url', id: 'link', default: 'shopify://collections/all' },
        { type: 'video_url', id: 'video', accept: ['youtube'] },
        { type: 'color_background', id: 'gradient' },
        { type: 'liquid', id: 'custom' },
      ],
    }
    const liquid =
      '<out>{{ section.settings.link }}|{{ section.settings.video.type }}:{{ section.settings.video.id }}|' +
      '{% if section.settings.gradient == empty %}none{% endif %}|{{ section.settings.custom }}|' +
      '{% assign p = all_products.first %}{% for v in p.options_with_values.first.values %}{% if v == "S" %}{{ v }}{{ v.available }}{% endif %}{% endfor %}</out>'
    const settings = {
      video: 'https://www.youtube.com/watch?v=_9VUPq3SxOc',
      custom: '{{ shop.name | upcase }}',
    }
    const html = await body(oneSection(liquid, schema, settings))
    expect(/<out>([\s\S]*)<\/out>/.exec(html)?.[1]).toBe(
      '/collections/all|youtube:_9VUPq3SxOc|none|FASHION STORE|Strue',
    )
  })

  it('renders image_url and image_tag for products and collections as data URLs', async () => {
    const html = await body(
      oneSection(
        "{% assign p = collections.first.products.first %}{{ p | image_url: width: 300 | image_tag: alt: 'x', class: 'c' }}|{{ p.featured_image | img_url: '300x' }}",
      ),
    )
    expect(html).toMatch(/<img src="data:image\/svg\+xml[^"]+" alt="x" class="c">\|data:image\/svg\+xml/)
  })

  it('renders form types to their actions and gives the form object', async () => {
    const html = await body(
      oneSection("{% form 'contact', class: 'c' %}{{ form.posted_successfully? }}{% endform %}"),
    )
    expect(html).toContain(
      '<form method="post" action="/contact#contact_form" accept-charset="UTF-8" class="c"><input type="hidden" name="form_type" value="contact"><input type="hidden" name="utf8" value="✓">false</form>',
    )
  })

  it('renders style tags and collects stylesheet tags once', async () => {
    const files = oneSection(
      '{% style %}.a{color:{{ "#fff" }}}{% endstyle %}{% stylesheet %}.b{x:1}{% endstylesheet %}',
    )
    files['templates/index.json'] = JSON.stringify({
      sections: { a: { type: 'test' }, b: { type: 'test' } },
      order: ['a', 'b'],
    })
    const html = await body(files)
    expect(html).toContain('<style data-shopify>.a{color:#fff}</style>')
    expect(html.match(/\.b\{x:1\}/g)).toHaveLength(1)
  })

  it('includes snippets sharing scope and renders snippets for each item', async () => {
    const files = oneSection(
      "{% assign who = 'A' %}{% include 'inc' %}|{% render 'item' for collections as c %}|{% render 'item' with collections.first as c %}",
    )
    files['snippets/inc.liquid'] = '{{ who }}'
    files['snippets/item.liquid'] = '[{{ c.handle }}]'
    expect(await body(files)).toContain('A|[t-shirts][sweaters][tote-bags][all]|[t-shirts]')
  })
})

describe('error containment', () => {
  it('contains a failing section to a small note and reports it, other sections render', async () => {
    const files: ThemeFiles = {
      ...fixture,
      'sections/broken.liquid': '{% if %}{% endif %}',
      'sections/throws.liquid': "{{ 'x' | append: }}{% render 'nope' %}",
      'templates/index.json': JSON.stringify({
        sections: {
          a: { type: 'broken' },
          b: { type: 'rich-text', settings: {} },
          c: { type: 'not-a-section' },
        },
        order: ['a', 'b', 'c'],
      }),
    }
    const { html, errors } = await renderTheme(files)
    expect(errors.map((e) => e.file)).toEqual(['sections/broken.liquid', 'sections/not-a-section.liquid'])
    expect(html).toMatch(
      /<div id="shopify-section-template--1__a" class="shopify-section"><p role="alert"[^>]*>Liquid error \(sections\/broken\.liquid\)/,
    )
    expect(html).toContain('<p class="rich-text__cycle">one|two</p>')
    expect(html).toContain('Free shipping over $50')
  })

  it('reports a missing snippet and keeps rendering the section', async () => {
    const { html, errors } = await renderTheme(oneSection("before{% render 'missing-snippet' %}after"))
    expect(errors).toEqual([
      {
        file: 'snippets/missing-snippet.liquid',
        message: 'Could not find asset snippets/missing-snippet.liquid',
      },
    ])
    expect(html).toContain('beforeafter')
  })

  // A hang would meet the test's own timeout; what is checked is that each render ends in an
  // error about its limit rather than running on.
  it('stops runaway templates instead of hanging', async () => {
    const files = oneSection('{% for i in (1..100000000) %}{{ i }}{% endfor %}')
    const { errors } = await renderTheme(files)
    expect(errors).toHaveLength(1)
    expect(errors[0]?.message).toMatch(/limit exceeded/)
    const nested = oneSection(
      '{% for i in (1..100000) %}{% for j in (1..100000) %}{% assign x = j %}{% endfor %}{% endfor %}',
    )
    const second = await renderTheme(nested)
    expect(second.errors).toHaveLength(1)
    expect(second.errors[0]?.message).toMatch(/limit exceeded/)
  })

  it('reports a missing template and a broken layout without throwing', async () => {
    const missing = await renderTheme(fixture, { template: 'page.nope' })
    expect(missing.errors[0]?.message).toContain("Template 'page.nope' not found")
    expect(missing.html).toMatch(/^<!doctype html>/)
    const layout = await renderTheme({ ...fixture, 'layout/theme.liquid': '{% for %}' })
    expect(layout.errors.map((e) => e.file)).toEqual(['layout/theme.liquid'])
    expect(layout.html).toContain('Browse our latest products')
  })

  it('survives broken JSON templates', async () => {
    const { errors } = await renderTheme({ ...fixture, 'templates/index.json': '{ nope' })
    expect(errors[0]?.file).toBe('templates/index.json')
  })
})

describe('editable previews', () => {
  it('has no vitrine markers or attributes when not editable', async () => {
    for (const template of ['index', 'product', 'collection', 'page']) {
      const { html } = await renderTheme(fixture, { template })
      expect(html).not.toMatch(/data-vitrine|[\uFDD0-\uFDEF]/)
    }
  })

  it('marks text settings on the element that shows them, with section, block, setting and kind', async () => {
    const { html, errors } = await renderTheme(fixture, { editable: true })
    expect(errors).toEqual([])
    expect(html).toContain(
      '<h2 class="banner__heading h1" data-size="h1"  data-vitrine-section="image_banner" data-vitrine-block="heading" data-vitrine-setting="heading" data-vitrine-kind="text">Browse our latest products</h2>',
    )
    expect(html).toContain(
      '<div class="banner__text rte"  data-vitrine-section="image_banner" data-vitrine-block="text" data-vitrine-setting="text" data-vitrine-kind="text"><p>Made in small batches, shipped worldwide.</p></div>',
    )
    expect(html).toContain(
      '<h2 class="title" data-vitrine-section="featured_collection" data-vitrine-setting="title" data-vitrine-kind="text">Featured products</h2>',
    )
    // a section group section, and a text that shares its element with other content gets a span
    expect(html).toContain(
      '<span data-vitrine-section="announcement-bar" data-vitrine-block="announcement-1" data-vitrine-setting="text" data-vitrine-kind="text">Free shipping over $50</span>',
    )
    expect(html).toMatch(
      /<aside id="shopify-section-sections--1__announcement-bar"[^>]* data-vitrine-section="announcement-bar">/,
    )
    expect(html).toContain(
      '<cite data-vitrine-section="theme_blocks" data-vitrine-block="quote_1" data-vitrine-setting="author" data-vitrine-kind="text">Sam</cite>',
    )
  })

  it('marks images on the img they produce and colour settings on the section wrapper', async () => {
    const files = {
      ...fixture,
      'templates/index.json': JSON.stringify({
        sections: { hero: { type: 'image-banner', settings: { image: 'https://example.com/hero.jpg' } } },
        order: ['hero'],
      }),
    }
    const { html } = await renderTheme(files, { editable: true })
    expect(html).toMatch(
      /<img src="https:\/\/example\.com\/hero\.jpg" alt=""[^>]*class="banner__image"[^>]* data-vitrine-section="hero" data-vitrine-setting="image" data-vitrine-kind="image">/,
    )
    expect(html).toContain(
      '<section id="shopify-section-template--1__hero" class="shopify-section section" data-vitrine-section="hero" data-vitrine-setting="overlay_color" data-vitrine-kind="color">',
    )
  })

  it('never lets markers leak or change what filters produce', async () => {
    const liquid = [
      '<a title="{{ section.settings.t }}" href="/s?q={{ section.settings.t | url_encode }}">x</a>',
      '<i>{{ section.settings.t | upcase }}</i>',
      '<b>{{ section.settings.t | handleize }}</b>',
      '<u>{{ section.settings.t | size }}</u>',
      '<s>{{ section.settings.t | escape }}</s>',
      '<em>{{ section.settings.t | truncate: 5 }}</em>',
      '<q>{{ section.settings.t | split: " " | first }}</q>',
      '<code>{{ section.settings.t | json }}</code>',
      '<kbd>{% if section.settings.t == blank %}blank{% else %}set{% endif %}|{% if section.settings.empty == blank %}blank{% endif %}</kbd>',
      '<script>var t = {{ section.settings.t | json }}</script><style>/* {{ section.settings.t }} */</style>',
      '<title>{{ section.settings.t }}</title>',
    ].join('')
    const schema = {
      name: 'T',
      settings: [
        { type: 'text', id: 't', default: 'Big <Sale> & more' },
        { type: 'text', id: 'empty' },
      ],
    }
    const plain = await renderTheme(oneSection(liquid, schema))
    const editable = await renderTheme(oneSection(liquid, schema), { editable: true })
    expect(editable.errors).toEqual([])
    expect(editable.html).not.toMatch(/[\uFDD0-\uFDEF]/)
    expect(editable.html.replace(/ data-vitrine-[a-z]+="[^"]*"/g, '').replace(/<span>|<\/span>/g, '')).toBe(
      plain.html,
    )
    expect(plain.html).toContain('<u>17</u>')
    expect(plain.html).toContain('<b>big-sale-more</b>')
    expect(plain.html).toContain('<kbd>set|blank</kbd>')
    expect(plain.html).toContain('<i>BIG <SALE> & MORE</i>')
    expect(editable.html).toContain(
      '<s data-vitrine-section="s" data-vitrine-setting="t" data-vitrine-kind="text">Big &lt;Sale&gt; &amp; more</s>',
    )
    expect(editable.html).toContain(
      '<em data-vitrine-section="s" data-vitrine-setting="t" data-vitrine-kind="text">Bi...</em>',
    )
  })

  it('resolves markers in text, drops them in attributes and orphaned ones', () => {
    const targets = [{ section: 's', setting: 'a', kind: 'text' as const }]
    expect(resolveMarkers(`<p>${wrapMarker(0, 'Hi')}</p>`, targets)).toBe(
      '<p data-vitrine-section="s" data-vitrine-setting="a" data-vitrine-kind="text">Hi</p>',
    )
    expect(resolveMarkers(`<p>Say ${wrapMarker(0, 'Hi')}!</p>`, targets)).toBe(
      '<p>Say <span data-vitrine-section="s" data-vitrine-setting="a" data-vitrine-kind="text">Hi</span>!</p>',
    )
    expect(resolveMarkers(`<p title="${wrapMarker(0, 'Hi')}">x</p>`, targets)).toBe('<p title="Hi">x</p>')
    expect(resolveMarkers(`<p>${wrapMarker(0, 'Hi').slice(0, 4)}</p>`, targets)).toBe('<p>H</p>')
    expect(stripMarkers(wrapMarker(12, 'x'))).toBe('x')
  })
})

describe('the editor marker pass on a page with a Turkish dotted İ (issue 26, item 3)', () => {
  it('keeps a script whole: its end is found on the page, not in a lower-cased copy', () => {
    const html = '<p>İSTANBUL İPEK İNCİ</p><SCRIPT>var a = "<p>";</SCRIPT><p>after</p>'
    const raw = tokenizeHtml(html).filter((token) => token.kind === 'raw')
    expect(raw.map((token) => token.text)).toEqual(['var a = "<p>";'])
    expect(
      tokenizeHtml(html)
        .map((token) => token.text)
        .join(''),
    ).toBe(html)
  })
})
