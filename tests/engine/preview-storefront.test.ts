// What the preview gives a modern theme besides its own files: its palette and the colours that
// default to it, colours as `.rgba`, an import map that loads in the sandboxed frame, stand-ins for
// Shopify's own modules, and the sections its scripts ask the Section Rendering API for.
import { describe, expect, it } from 'vitest'
import { renderTheme } from '../../src/engine/preview'
import { importedNames, standInModule } from '../../src/engine/preview/stand-ins'
import { modernTheme } from './fixtures/modern-theme'

function cssVar(html: string, name: string): string | undefined {
  return new RegExp(`${name}:\\s*([^;]*);`).exec(html)?.[1]?.trim()
}

function importMap(html: string): Record<string, string> {
  const body = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!body) throw new Error('no import map')
  return (JSON.parse(body) as { imports: Record<string, string> }).imports
}

const decode = (url: string) => decodeURIComponent(url.replace(/^data:text\/javascript;charset=utf-8,/, ''))

describe('a color_palette and the colours that default to it', () => {
  it('loops over the palette, answers by name and resolves "{{ settings.color_palette.x }}" defaults', async () => {
    const { html, errors } = await renderTheme(modernTheme())
    expect(errors).toEqual([])
    expect(cssVar(html, '--palette-1')).toBe('#ffffff')
    expect(cssVar(html, '--palette-3')).toBe('#c0392b')
    expect(cssVar(html, '--color-foreground-rgb')).toBe('17 17 17')
    expect(cssVar(html, '--color-text')).toBe('#111111')
    expect(cssVar(html, '--button-background')).toBe('rgb(192 57 43 / 1)')
    expect(cssVar(html, '--button-text')).toBe('#ffffff')
  })

  it('follows a stored palette, and a stored colour wins over its default', async () => {
    const files = modernTheme()
    files['config/settings_data.json'] = JSON.stringify({
      current: 'Default',
      presets: {
        Default: {
          color_palette: { background: '#fdf6e3', foreground: '#073642', accent: '#268bd2' },
          button_text: '#000000',
        },
      },
    })
    const { html } = await renderTheme(files)
    expect(cssVar(html, '--color-text')).toBe('#073642')
    expect(cssVar(html, '--button-background')).toBe('rgb(38 139 210 / 1)')
    expect(cssVar(html, '--button-text')).toBe('#000000')
  })
})

describe('the import map', () => {
  it('loads the theme’s modules from the page itself, each once', async () => {
    const files = modernTheme()
    const { html } = await renderTheme(files)
    const map = importMap(html)
    expect(decode(map['@theme/component']!)).toBe(files['assets/component.js'])
    expect(decode(map['@theme/cart']!)).toBe(files['assets/cart.js'])
    // The module script of a mapped asset imports it by name: one module, one copy of its text.
    expect(html).toContain('<script type="module">import "@theme/cart";</script>')
    expect(html.split(map['@theme/cart']!)).toHaveLength(2)
    expect(html).not.toContain('/cdn/shop/')
  })

  it('stands in for Shopify’s standard events and for any other module from outside the theme', async () => {
    const { html } = await renderTheme(modernTheme())
    const map = importMap(html)
    const events = decode(map['@shopify/events']!)
    expect(events).toContain("cartLinesUpdate: 'shopify:cart:lines-update'")
    expect(events).toMatch(/export const CartLinesUpdateEvent\b/)
    expect(events).toMatch(/export function createViewEventElement\b/)
    expect(decode(map['@shopify/analytics']!)).toMatch(/export function track\(\)/)
  })

  it('reads the names a theme imports, default and renamed ones included', () => {
    const scripts = [
      "import Default, { a, b as c } from '@x/y';\nimport { d } from '@x/z';",
      'import {e} from "@x/y"',
    ]
    expect([...importedNames(scripts, '@x/y')].sort()).toEqual(['a', 'b', 'default', 'e'])
    const module = standInModule('@x/y', 'https://cdn.example/y.js', new Set(['a', 'default']))
    expect(module).toContain('export function a() {}')
    expect(module).toContain('export default {};')
  })
})

describe('what the page gets from Shopify', () => {
  it('prints the Shopify global and the storage stand-ins where content_for_header goes', async () => {
    const { html } = await renderTheme(modernTheme())
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/w\.Shopify = shopify/)
    expect(head).toContain("['localStorage', 'sessionStorage']")
  })

  it('renders ahead the sections the theme’s scripts name and the page does not show', async () => {
    const { html } = await renderTheme(modernTheme())
    const ahead = /<template data-section-ahead="cart-drawer">([\s\S]*?)<\/template>/.exec(html)?.[1]
    expect(ahead).toContain('id="shopify-section-cart-drawer"')
    expect(ahead).toContain('cart-drawer__title')
    // main-page is named by no script: nothing is rendered for it beyond the page itself.
    expect(html).not.toContain('data-section-ahead="main-page"')
  })
})

/** One Liquid template rendered as the page of `template`, with nothing else in the theme. */
async function renderLiquid(source: string, template = 'product', extra: Record<string, string> = {}) {
  const files = {
    'layout/theme.liquid':
      '<!doctype html><html><head></head><body><main>{{ content_for_layout }}</main></body></html>',
    'config/settings_schema.json': '[]',
    [`templates/${template}.liquid`]: source,
    ...extra,
  }
  const { html, errors } = await renderTheme(files, { template })
  expect(errors).toEqual([])
  return /<main>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? html
}

describe('store data modern themes read', () => {
  it('standard_event_data is JSON naming the resource, not [object Object]', async () => {
    const out = await renderLiquid("{{ product | standard_event_data: 'view' }}")
    const payload = JSON.parse(out) as { type: string; resource: { type: string; id: string } }
    expect(payload.type).toBe('view')
    expect(payload.resource.type).toBe('Product')
    expect(payload.resource.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/)
  })

  it('concat takes a single object as a list of one, as Horizon’s card gallery does', async () => {
    const out = await renderLiquid(
      "{% assign others = product.media | reject: 'src', product.featured_media %}" +
        '{% assign all = product.featured_media | concat: others %}' +
        '{{ all.size }}:{% for m in all %}{{ m.media_type }},{% endfor %}',
    )
    expect(out).toMatch(/^(\d+):(image,)+$/)
    expect(out.split(':')[1]!.split(',').filter(Boolean)).toHaveLength(Number(out.split(':')[0]))
  })

  it('search results say what they are, so themes can pick the products out', async () => {
    const out = await renderLiquid(
      "{% assign products = search.results | where: 'object_type', 'product' %}{{ products.size }}/{{ search.results_count }}",
      'search',
    )
    const [found, total] = out.split('/').map(Number)
    expect(found).toBeGreaterThan(0)
    expect(found).toBe(total)
  })

  it('a page template shows the page of its name', async () => {
    const source = '{{ page.title }}|{{ page.handle }}'
    expect(await renderLiquid(source, 'page.contact')).toBe('Contact|contact')
    expect(await renderLiquid(source, 'page.faq')).toBe('FAQ|faq')
    expect(await renderLiquid(source, 'page.size-guide')).toBe('Size guide|size-guide')
    expect(await renderLiquid(source, 'page')).toBe('About us|about')
  })

  it('a collection has storefront filters to show: availability and price', async () => {
    const out = await renderLiquid(
      '{% for f in collection.filters %}{{ f.type }}:{{ f.label }}:{{ f.values.size }};{% endfor %}',
      'collection',
    )
    expect(out).toMatch(/^list:Availability:2;price_range:Price:0;/)
  })

  it('every option’s values carry availability and selection, not only the first option’s', async () => {
    const out = await renderLiquid(
      '{% for o in product.options_with_values %}{{ o.name }}={% for v in o.values %}{{ v.available }}/{{ v.selected }} {% endfor %};{% endfor %}',
    )
    const options = out.split(';').filter(Boolean)
    expect(options.length).toBeGreaterThan(1)
    for (const option of options) expect(option).toMatch(/=true\/true /)
  })
})

describe('the account pages and what Shopify hosts', () => {
  it('account pages have a signed-in customer with an address and an order; login has none', async () => {
    const account = await renderLiquid(
      '{{ customer.name }}|{{ customer.addresses_count }}|{{ customer.orders.first.name }}',
      'customers/account',
    )
    expect(account).toBe('Alex Morgan|1|#1001')
    expect(await renderLiquid('{% if customer %}in{% else %}out{% endif %}', 'customers/login')).toBe('out')
  })

  it('an order page shows its order, and format_address prints an address', async () => {
    const out = await renderLiquid(
      '{{ order.name }}|{{ order.line_items.size }}|{{ order.shipping_address | format_address }}',
      'customers/order',
    )
    const [name, lines, address] = out.split('|')
    expect(name).toBe('#1001')
    expect(Number(lines)).toBeGreaterThan(0)
    expect(address).toBe('<p>Alex Morgan<br>12 Market Street<br>Portland OR 97201<br>United States</p>')
  })

  it('address forms get countries with their provinces', async () => {
    const out = await renderLiquid('<select>{{ all_country_option_tags }}</select>', 'customers/addresses')
    expect(out).toContain('<option value="Canada" data-provinces="[[&quot;Alberta&quot;')
  })

  it('shopify_asset_url gives scripts that load: a QR code stand-in for the gift card', async () => {
    const out = await renderLiquid("{{ 'vendor/qrcode.js' | shopify_asset_url }}", 'gift_card')
    expect(out).toMatch(/^data:text\/javascript/)
    expect(decodeURIComponent(out)).toContain('window.QRCode')
  })
})
