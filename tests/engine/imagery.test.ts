import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { contrast, mix } from '../../src/engine/catalog/palette'
import { CUSTOM_ICONS } from '../../src/engine/catalog/imagery/custom'
import { CUSTOM_ILLUSTRATIONS, LUCIDE_ICONS } from '../../src/engine/catalog/imagery/icons'
import {
  FALLBACK_ILLUSTRATION,
  ILLUSTRATION_IDS,
  drawingOf,
  iconSvg,
  illustrationDataUrl,
  illustrationSnippet,
  illustrationSvg,
  isIllustrationId,
  type IllustrationPalette,
  type IllustrationVariant,
} from '../../src/engine/catalog/imagery'
import { boundingBox, parseIcon } from '../../src/engine/catalog/imagery/shapes'
import { renderThemeSync } from '../../src/engine/preview'
import type { ThemeFiles } from '../../src/engine/model/theme'
import { validateTheme } from '../../src/engine/validate/theme-check'

const SAGE: IllustrationPalette = {
  primary: '#2f5d3a',
  accent: '#c9a96e',
  background: '#faf7f0',
  surface: '#f1ede3',
  text: '#1d1d1b',
}
const MIDNIGHT: IllustrationPalette = {
  primary: '#ff7a59',
  accent: '#5b6cff',
  background: '#15171f',
  surface: '#1f2230',
  text: '#f4f4f6',
}
const VARIANTS: IllustrationVariant[] = ['product', 'tile', 'hero']
const SIZE_BUDGET = 8 * 1024

const { DOMParser } = new JSDOM('').window

/** Parses XML strictly: a document that is not well-formed fails the test. */
function parseSvg(source: string): Element {
  const document = new DOMParser().parseFromString(source, 'image/svg+xml')
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0)
  return document.documentElement
}

/** The first element with a fill, i.e. the backdrop. */
function backdropFill(svg: string): string {
  return /<rect width="\d+" height="\d+" fill="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? ''
}

function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))
}

describe('illustrationSvg', () => {
  it('draws every id, in every variant, as well-formed XML within the size budget', () => {
    const expected = { product: ['800', '800'], tile: ['800', '800'], hero: ['1600', '900'] }
    expect(ILLUSTRATION_IDS.length).toBe(Object.keys(LUCIDE_ICONS).length + CUSTOM_ILLUSTRATIONS.length)
    for (const id of ILLUSTRATION_IDS) {
      for (const variant of VARIANTS) {
        const svg = illustrationSvg(id, { palette: SAGE, seed: 3, variant })
        const root = parseSvg(svg)
        expect(root.tagName, `${id} ${variant}`).toBe('svg')
        expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(expected[variant])
        expect(new TextEncoder().encode(svg).length, `${id} ${variant}`).toBeLessThan(SIZE_BUDGET)
        // The object is really there: every element of its drawing, in the fill and the line layers.
        expect(root.querySelectorAll('path, circle, rect, ellipse, line, polyline').length).toBeGreaterThan(
          drawingOf(id).shapes.length * 2,
        )
      }
    }
  })

  it('is self-contained: no scripts, text, fonts or references to anything outside it', () => {
    for (const id of ['coffee', 'dress', 'palette', 'images'] as const) {
      for (const variant of VARIANTS) {
        const svg = illustrationSvg(id, { palette: MIDNIGHT, seed: 1, variant })
        expect(svg).not.toMatch(/<script|<text|<image|<foreignObject|<style|href=|url\(|font/i)
      }
    }
  })

  it('gives the same string for the same arguments', () => {
    for (const id of ['coffee', 'candle', 'tea-cup'] as const) {
      const options = { palette: SAGE, seed: 5, variant: 'hero' as const }
      expect(illustrationSvg(id, options)).toBe(illustrationSvg(id, { ...options, palette: { ...SAGE } }))
    }
  })

  it('varies the scene with the seed, so a grid of one kind does not repeat itself', () => {
    for (const variant of VARIANTS) {
      const scenes = new Set(
        Array.from({ length: 8 }, (_, seed) => illustrationSvg('candle', { palette: SAGE, seed, variant })),
      )
      expect(scenes.size, variant).toBe(8)
    }
    // The backdrop itself changes, not only a detail.
    const backdrops = new Set(
      Array.from({ length: 8 }, (_, seed) =>
        backdropFill(illustrationSvg('coffee', { palette: SAGE, seed })),
      ),
    )
    expect(backdrops.size).toBeGreaterThan(2)
  })

  it('paints with the palette: primary lines on a ground tinted from the background toward the accent or primary', () => {
    const svg = illustrationSvg('coffee', { palette: SAGE, seed: 0 })
    expect(svg).toContain(`stroke="${SAGE.primary}"`)
    const ground = channels(backdropFill(svg))
    const [background, accent] = [channels(mix(SAGE.background, SAGE.surface, 0.5)), channels(SAGE.accent)]
    ground.forEach((value, i) => {
      const [low, high] = [background[i] ?? 0, accent[i] ?? 0].sort((a, b) => a - b)
      expect(value).toBeGreaterThanOrEqual((low ?? 0) - 1)
      expect(value).toBeLessThanOrEqual((high ?? 0) + 1)
    })
    expect(backdropFill(svg)).not.toBe(SAGE.background)
    const other = illustrationSvg('coffee', { palette: { ...SAGE, accent: '#3355ff' }, seed: 0 })
    expect(backdropFill(other)).not.toBe(backdropFill(svg))
  })

  it('keeps the lines readable on a dark palette and with a pale primary colour', () => {
    const cases: IllustrationPalette[] = [MIDNIGHT, { ...SAGE, primary: '#f3efe6' }]
    for (const palette of cases) {
      for (let seed = 0; seed < 6; seed++) {
        const svg = illustrationSvg('candle', { palette, seed })
        // The object's line layer (the pattern's rings have no round caps).
        const stroke =
          /<g fill="none" stroke="(#[0-9a-f]{6})"[^>]*stroke-linecap="round"/.exec(svg)?.[1] ?? ''
        expect(stroke).toMatch(/^#[0-9a-f]{6}$/)
        expect(contrast(stroke, backdropFill(svg)), `${palette.primary} seed ${seed}`).toBeGreaterThanOrEqual(
          3.5,
        )
      }
    }
  })

  it('never lets a colour that is not a hex colour into the markup', () => {
    const hostile = { ...SAGE, primary: '"/><script>alert(1)</script>', accent: 'url(https://evil.test)' }
    const svg = illustrationSvg('coffee', { palette: hostile })
    expect(svg).not.toMatch(/script|evil/)
    expect(parseSvg(svg).tagName).toBe('svg')
  })

  it('draws the neutral fallback for an id it does not know', () => {
    const unknown = illustrationSvg('unicorn' as never, { palette: SAGE })
    expect(unknown).toBe(illustrationSvg(FALLBACK_ILLUSTRATION, { palette: SAGE }))
  })
})

describe('illustrationDataUrl', () => {
  it('is the same SVG as a percent-encoded data URL', () => {
    const options = { palette: SAGE, seed: 2, variant: 'tile' as const }
    const url = illustrationDataUrl('cheese', options)
    const prefix = 'data:image/svg+xml;charset=utf-8,'
    expect(url.startsWith(prefix)).toBe(true)
    expect(url).not.toContain('base64')
    expect(url).not.toMatch(/[<>"#\s]/)
    expect(decodeURIComponent(url.slice(prefix.length))).toBe(illustrationSvg('cheese', options))
  })
})

describe('isIllustrationId', () => {
  it('accepts Lucide and custom ids and nothing else', () => {
    expect(isIllustrationId('coffee')).toBe(true)
    expect(isIllustrationId('olive-oil')).toBe(true)
    for (const value of ['mug', '', 'Coffee', 'toString', '__proto__', 'constructor', 42, null, undefined])
      expect(isIllustrationId(value), String(value)).toBe(false)
  })
})

describe('custom drawings', () => {
  it('are drawn in Lucide’s style: a 24-unit grid, round 2-unit strokes, nothing filled, inside the grid', () => {
    for (const id of CUSTOM_ILLUSTRATIONS) {
      const svg = CUSTOM_ICONS[id]
      const root = parseSvg(svg)
      expect(root.getAttribute('viewBox'), id).toBe('0 0 24 24')
      expect(root.getAttribute('fill')).toBe('none')
      expect(root.getAttribute('stroke-width')).toBe('2')
      expect(root.getAttribute('stroke-linecap')).toBe('round')
      expect(root.getAttribute('stroke-linejoin')).toBe('round')
      for (const element of root.querySelectorAll('*'))
        expect(['none', null], `${id} <${element.tagName}>`).toContain(element.getAttribute('fill'))
      const box = boundingBox(parseIcon(svg))
      expect(box.x, id).toBeGreaterThanOrEqual(1)
      expect(box.y, id).toBeGreaterThanOrEqual(1)
      expect(box.x + box.width, id).toBeLessThanOrEqual(23)
      expect(box.y + box.height, id).toBeLessThanOrEqual(23)
      // Large enough to read: the drawing uses most of the grid in one direction at least.
      expect(Math.max(box.width, box.height), id).toBeGreaterThanOrEqual(16)
      expect(iconSvg(id)).toBe(svg)
    }
  })
})

describe('drawing geometry', () => {
  it('measures arcs written with packed flags and gives closed outlines a fill, open strokes none', () => {
    // Lucide's plant pot writes `a4 4 0 014-4`: flags 0 and 1, then the point 4,-4.
    const [pot] = parseIcon('<path d="M14 8.536V6a4 4 0 014-4h1.5a.5.5 0 01.5.5V4"/>')
    expect(boundingBox(pot ? [pot] : [])).toMatchObject({ x: 14, y: 2 })
    const shapes = parseIcon(
      '<path d="M2 2h4v4z"/><path d="M2 2h4"/><path d="M3 3c2 0 4 2 0 0"/><circle cx="5" cy="5" r="2"/>',
    )
    expect(shapes.map((shape) => shape.fillable)).toEqual([true, false, true, true])
    const box = boundingBox(parseIcon('<circle cx="12" cy="12" r="10"/>'))
    expect(box).toEqual({ x: 2, y: 2, width: 20, height: 20 })
  })
})

/** A minimal theme whose one section renders the snippet for a known and an unknown name. */
function illustratedTheme(snippet: string): ThemeFiles {
  return {
    'layout/theme.liquid': `<!doctype html>
<html lang="{{ request.locale.iso_code }}">
  <head>
    <title>{{ page_title }}</title>
    {{ content_for_header }}
  </head>
  <body>
    {{ content_for_layout }}
  </body>
</html>
`,
    'sections/illustrated.liquid': `<div class="illustrated">
  {% render 'illustration', name: 'coffee', class: 'banner__illustration' %}
  {% render 'illustration', name: 'unicorn', class: 'card__illustration', variant: 'hero', seed: 2 %}
</div>
{% schema %}
{ "name": "Illustrated", "settings": [], "presets": [{ "name": "Illustrated" }] }
{% endschema %}
`,
    'snippets/illustration.liquid': snippet,
    'templates/index.json': JSON.stringify({ sections: { main: { type: 'illustrated' } }, order: ['main'] }),
    'config/settings_schema.json': JSON.stringify([
      {
        name: 'theme_info',
        theme_name: 'Test',
        theme_version: '1.0.0',
        theme_author: 'Vitrine',
        theme_documentation_url: 'https://example.com',
        theme_support_url: 'https://example.com',
      },
    ]),
    'config/settings_data.json': JSON.stringify({ current: {} }),
    'locales/en.default.json': JSON.stringify({ general: { title: 'Test' } }),
  }
}

/** The text of the first `d` attribute of an icon: enough to tell which drawing was rendered. */
function firstPath(id: Parameters<typeof iconSvg>[0]): string {
  return /d="([^"]+)"/.exec(iconSvg(id))?.[1] ?? ''
}

describe('illustrationSnippet', () => {
  it('carries only the drawings it is given, plus the fallback', () => {
    const snippet = illustrationSnippet(['coffee', 'dress', 'coffee', 'not-an-id'])
    expect(snippet).toContain("when 'coffee'")
    expect(snippet).toContain("when 'dress'")
    expect(snippet).not.toContain("when 'candle'")
    expect(snippet).not.toContain('not-an-id')
    expect(snippet).toContain(firstPath('coffee'))
    expect(snippet).toContain(firstPath(FALLBACK_ILLUSTRATION))
    expect(snippet).not.toContain(firstPath('candle'))
    expect(snippet.match(/when 'coffee'/g)).toHaveLength(1)
    expect(snippet.startsWith('{%- comment -%}')).toBe(true)
    expect(snippet).toMatch(/Accepts: name \(string\), class \(string\)/)
  })

  it('renders through the preview: the named drawing in theme colours, the fallback for an unknown name', () => {
    const { html, errors } = renderThemeSync(illustratedTheme(illustrationSnippet(['coffee', 'dress'])))
    expect(errors).toEqual([])
    const known = html.slice(html.indexOf('<svg class="illustration banner__illustration"'))
    const unknown = html.slice(html.indexOf('<svg class="illustration card__illustration"'))
    expect(html).toContain(
      '<svg class="illustration banner__illustration" aria-hidden="true" focusable="false"',
    )
    expect(html).toContain(
      '<svg class="illustration card__illustration" aria-hidden="true" focusable="false"',
    )
    expect(known.slice(0, known.indexOf('card__illustration'))).toContain(firstPath('coffee'))
    expect(known).toContain('viewBox="0 0 800 800"')
    expect(unknown).toContain('viewBox="0 0 1600 900"')
    expect(unknown).toContain(firstPath(FALLBACK_ILLUSTRATION))
    expect(unknown).not.toContain(firstPath('coffee'))
    for (const property of ['--color-primary', '--color-accent', '--color-surface', '--color-background'])
      expect(known).toContain(`var(${property})`)
    expect(known).not.toMatch(/(?:fill|stroke)="#[0-9a-f]{3,6}"/i)
    // Each rendered drawing is well-formed XML on its own.
    for (const start of [known, unknown]) {
      const open = start.indexOf('<svg')
      let depth = 0
      let end = open
      for (const match of start.slice(open).matchAll(/<(\/?)svg\b[^>]*>/g)) {
        depth += match[1] ? -1 : 1
        if (depth === 0) {
          end = open + (match.index ?? 0) + match[0].length
          break
        }
      }
      expect(end).toBeGreaterThan(open)
      expect(parseSvg(start.slice(open, end)).tagName).toBe('svg')
    }
  })

  it('passes Theme Check inside a theme that renders it', async () => {
    const offenses = await validateTheme(
      illustratedTheme(illustrationSnippet(['coffee', 'dress', 'olive-oil'])),
    )
    expect(offenses).toEqual([])
  })
})
