import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEPRECATED_FONT_HANDLES } from '@shopify/theme-check-common/dist/checks/deprecated-fonts-on-sections-and-blocks/deprecated-fonts-data'
import {
  FONT_IDS,
  FONT_LIBRARY,
  fontHandle,
  fontIdOfFamily,
  fontIdOfHandle,
  fontsourceFile,
  type FontId,
  type LibraryFont,
} from '../../src/engine/model/fonts'
import { STYLE_IDS } from '../../src/engine/catalog/style-ids'
import { STYLES } from '../../src/engine/compose/styles'
import {
  buildTypography,
  FONT_PAIRINGS,
  honoursHints,
  type TypographyHints,
} from '../../src/engine/compose/typography'

const require = createRequire(import.meta.url)
const fontsource = dirname(dirname(require.resolve('@fontsource/lora/package.json')))

const library: [FontId, LibraryFont][] = FONT_IDS.map((id) => [id, FONT_LIBRARY[id]])
const variants = library.flatMap(([id, font]) => [
  ...font.weights.map((weight) => ({ id, font, weight, style: 'normal' as const })),
  ...font.italics.map((weight) => ({ id, font, weight, style: 'italic' as const })),
])

const HINTS: (keyof TypographyHints)[] = [
  'serif',
  'sansSerif',
  'monospace',
  'rounded',
  'geometric',
  'condensed',
  'display',
]

describe('the font library', () => {
  it('has a woff2 file of its @fontsource package for every variant it lists', () => {
    expect(variants.length).toBeGreaterThan(100)
    for (const { font, weight, style } of variants) {
      const file = join(fontsource, fontsourceFile(font.family, weight, style))
      expect(existsSync(file), file).toBe(true)
    }
  })

  it('names each family as its package does, within the weights and styles the package has', () => {
    for (const [id, font] of library) {
      const metadata = JSON.parse(
        readFileSync(join(fontsource, id.replace(/_/g, '-'), 'metadata.json'), 'utf8'),
      ) as { family: string; weights: number[]; styles: string[] }
      expect(font.family, id).toBe(metadata.family)
      for (const weight of font.weights) expect(metadata.weights, id).toContain(weight)
      if (font.italics.length > 0) expect(metadata.styles, id).toContain('italic')
    }
  })

  it('uses no handle that Theme Check lists as deprecated', () => {
    for (const { id, weight, style } of variants) {
      const handle = fontHandle(id, weight, style)
      expect(DEPRECATED_FONT_HANDLES.has(handle), handle).toBe(false)
    }
    // the one installed family left out of the library, for that reason
    expect(DEPRECATED_FONT_HANDLES.has('prata_n4')).toBe(true)
    expect(FONT_IDS).not.toContain('prata')
  })

  it('gives Shopify fallback families that match the kind of face', () => {
    for (const [id, font] of library) {
      const expected = font.category === 'mono' ? 'monospace' : font.serifs ? 'serif' : 'sans-serif'
      expect(font.fallback, id).toBe(expected)
    }
  })

  it('writes handles of variants the family has, the nearest weight otherwise', () => {
    expect(fontHandle('playfair_display')).toBe('playfair_display_n4')
    expect(fontHandle('lora', 700, 'italic')).toBe('lora_i7')
    expect(fontHandle('abril_fatface', 800)).toBe('abril_fatface_n4')
    expect(fontHandle('quicksand', 800)).toBe('quicksand_n7')
    expect(fontHandle('space_grotesk', 400, 'italic')).toBe('space_grotesk_n4')
    expect(fontIdOfHandle('dm_sans_i7')).toBe('dm_sans')
    expect(fontIdOfHandle('lato_n4')).toBeUndefined()
    expect(fontIdOfFamily('DM Sans')).toBe('dm_sans')
    expect(fontIdOfFamily('"Playfair Display"')).toBe('playfair_display')
  })

  it('pairs at least 12 headings with text faces, at least two for each style, the preset pair among them', () => {
    expect(FONT_PAIRINGS.length).toBeGreaterThanOrEqual(12)
    for (const pair of FONT_PAIRINGS) {
      expect(['display', 'condensed', 'mono'], `${pair.heading}/${pair.body}`).not.toContain(
        FONT_LIBRARY[pair.body].category,
      )
    }
    for (const style of STYLE_IDS) {
      const own = FONT_PAIRINGS.filter((pair) => pair.styles.includes(style))
      expect(own.length, style).toBeGreaterThanOrEqual(2)
      expect(own, style).toContainEqual(
        expect.objectContaining({ heading: STYLES[style].heading, body: STYLES[style].body }),
      )
    }
  })
})

describe('buildTypography', () => {
  const seeds = Array.from({ length: 24 }, (_, i) => i * 7919 + 3)

  it('honours each hint in every style, whatever the seed', () => {
    for (const hint of HINTS) {
      for (const style of STYLE_IDS) {
        for (const seed of seeds) {
          const typography = buildTypography(style, { [hint]: true }, seed)
          const heading: LibraryFont = FONT_LIBRARY[typography.heading]
          const body: LibraryFont = FONT_LIBRARY[typography.body]
          const where = `${hint} ${style} ${seed}: ${typography.heading}/${typography.body}`
          if (hint === 'serif') expect(heading.serifs, where).toBe(true)
          if (hint === 'sansSerif') expect([heading.serifs, body.serifs], where).toEqual([false, false])
          if (hint === 'monospace') expect(heading.category, where).toBe('mono')
          if (hint === 'rounded') expect([heading.category, ...heading.traits], where).toContain('rounded')
          if (hint === 'geometric')
            expect([heading.category, ...heading.traits], where).toContain('geometric')
          if (hint === 'condensed')
            expect([heading.category, ...heading.traits], where).toContain('condensed')
          if (hint === 'display') expect([heading.category, ...heading.traits], where).toContain('display')
          expect(['display', 'condensed', 'mono'], where).not.toContain(body.category)
        }
      }
    }
  })

  it('honours hints together when one family can, and the most important one when none can', () => {
    for (const seed of seeds) {
      const serifDisplay = buildTypography('modern', { serif: true, display: true }, seed)
      expect(honoursHints(serifDisplay.heading, { serif: true, display: true })).toBe(true)
      // no family is both a serif and a sans serif: the sans serif wins
      const both = buildTypography('luxury', { serif: true, sansSerif: true }, seed)
      expect(FONT_LIBRARY[both.heading].serifs).toBe(false)
      // no monospaced serif: monospace wins
      const monoSerif = buildTypography('vintage', { monospace: true, serif: true }, seed)
      expect(FONT_LIBRARY[monoSerif.heading].category).toBe('mono')
    }
  })

  it('keeps to the pairings of the style when no hint is given, and varies them with the seed', () => {
    for (const style of STYLE_IDS) {
      const own = FONT_PAIRINGS.filter((pair) => pair.styles.includes(style)).map(
        (pair) => `${pair.heading}/${pair.body}`,
      )
      const chosen = new Set(
        seeds.map((seed) => {
          const typography = buildTypography(style, {}, seed)
          return `${typography.heading}/${typography.body}`
        }),
      )
      for (const pair of chosen) expect(own, style).toContain(pair)
      expect(chosen.size, style).toBeGreaterThanOrEqual(2)
      expect(buildTypography(style, {}, 42)).toEqual(buildTypography(style, {}, 42))
    }
  })

  it('takes weight, capitals, spacing and size from the style, at a weight the heading family has', () => {
    for (const style of STYLE_IDS) {
      const preset = STYLES[style]
      for (const seed of seeds) {
        const typography = buildTypography(style, {}, seed)
        const heading: LibraryFont = FONT_LIBRARY[typography.heading]
        expect(heading.weights).toContain(typography.headingWeight)
        if (heading.weights.some((w) => w === preset.headingWeight))
          expect(typography.headingWeight).toBe(preset.headingWeight)
        expect(typography.uppercaseHeadings).toBe(preset.uppercaseHeadings)
        expect(typography.headingSpacing).toBe(preset.headingSpacing)
        expect(typography.baseSize).toBe(preset.baseSize)
        expect(typography.headingStack).toBe(`'${heading.family}', ${heading.fallback}`)
      }
    }
  })
})
