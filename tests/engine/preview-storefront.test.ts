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
  it('loads the theme’s modules from the page itself, the same text the module script loads', async () => {
    const files = modernTheme()
    const { html } = await renderTheme(files)
    const map = importMap(html)
    expect(decode(map['@theme/component']!)).toBe(files['assets/component.js'])
    expect(decode(map['@theme/cart']!)).toBe(files['assets/cart.js'])
    // One module, not two: the <script type="module" src> is the very same URL.
    expect(html).toContain(`src="${map['@theme/cart']}"`)
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
