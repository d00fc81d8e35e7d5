import { describe, expect, it } from 'vitest'
import { CUSTOM_ILLUSTRATIONS, LUCIDE_ICONS } from '../../src/engine/catalog/imagery/icons'
import { contrast } from '../../src/engine/catalog/palette'
import { STYLE_IDS } from '../../src/engine/catalog/style-ids'
import {
  matchProduct,
  nounKey,
  PRODUCT_KINDS,
  STORE_KINDS,
  VALUE_ICONS,
} from '../../src/engine/catalog/taxonomy'

const ILLUSTRATIONS = new Set<string>([...Object.keys(LUCIDE_ICONS), ...CUSTOM_ILLUSTRATIONS])
const SLOTS = new Set(['name', 'products', 'product', 'audience', 'place', 'year'])
const HEX = /^#[0-9a-f]{6}$/

function slotsOf(pattern: string): string[] {
  return [...pattern.matchAll(/\{([^}]*)\}/g)].map((m) => m[1] ?? '')
}

function patterns(kind: (typeof STORE_KINDS)[number]): string[] {
  return [
    ...kind.heroHeadings,
    ...kind.heroTexts,
    ...kind.story,
    ...kind.values.flatMap(([title, text]) => [title, text]),
    ...kind.faq.flatMap(([q, a]) => [q, a]),
    ...kind.testimonials,
    ...kind.announcements,
    ...kind.craft,
  ]
}

describe('the taxonomy of stores', () => {
  it('knows at least 80 kinds of store, each with a unique id and label', () => {
    expect(STORE_KINDS.length).toBeGreaterThanOrEqual(80)
    expect(new Set(STORE_KINDS.map((k) => k.id)).size).toBe(STORE_KINDS.length)
    expect(new Set(STORE_KINDS.map((k) => k.label)).size).toBe(STORE_KINDS.length)
  })

  it.each(STORE_KINDS.map((k) => [k.id, k] as const))('%s has the copy a homepage needs', (_, kind) => {
    expect(kind.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    expect(kind.keywords.length).toBeGreaterThanOrEqual(4)
    for (const keyword of kind.keywords) expect(keyword).toBe(keyword.toLowerCase())
    expect(kind.products.length).toBeGreaterThanOrEqual(6)
    expect(kind.heroHeadings.length).toBeGreaterThanOrEqual(6)
    expect(kind.heroTexts.length).toBeGreaterThanOrEqual(4)
    expect(kind.story.length).toBeGreaterThanOrEqual(3)
    expect(kind.values.length).toBeGreaterThanOrEqual(6)
    expect(kind.faq.length).toBeGreaterThanOrEqual(5)
    expect(kind.testimonials.length).toBeGreaterThanOrEqual(6)
    expect(kind.announcements.length).toBeGreaterThanOrEqual(3)
    expect(kind.craft.length).toBeGreaterThanOrEqual(3)
    expect(STYLE_IDS).toContain(kind.style)
    expect(ILLUSTRATIONS.has(kind.illustration), kind.illustration).toBe(true)
    for (const [, , icon] of kind.values) expect(VALUE_ICONS).toContain(icon)
    for (const pattern of patterns(kind)) {
      for (const slot of slotsOf(pattern)) expect(SLOTS.has(slot), `{${slot}} in "${pattern}"`).toBe(true)
      expect(pattern).not.toMatch(/[<>]|\{\{|\{%/)
    }
    for (const heading of kind.heroHeadings) expect(heading.length).toBeLessThanOrEqual(48)
    // Its own words for buttons and headings, if any: a few words each, plain text.
    for (const words of Object.values(kind.copy ?? {})) expect(words).toMatch(/^[^<>{}]{2,32}$/)
  })

  it.each(STORE_KINDS.map((k) => [k.id, k] as const))('%s has readable colours', (_, kind) => {
    const { primary, accent, background, text } = kind.palette
    for (const colour of [primary, accent, background, text]) expect(colour).toMatch(HEX)
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5)
  })

  it("pads a one-kind store with companions the taxonomy knows, each another kind's", () => {
    const wrong = PRODUCT_KINDS.flatMap((kind) =>
      (kind.companions ?? [])
        .filter((noun) => !matchProduct(noun) || matchProduct(noun)?.kind.id === kind.id)
        .map((noun) => `${kind.id}: ${noun}`),
    )
    expect(wrong).toEqual([])
  })

  it('sells only products the taxonomy knows', () => {
    const unknown = STORE_KINDS.flatMap((kind) =>
      kind.products.filter((p) => !matchProduct(p)).map((p) => `${kind.id}: ${p}`),
    )
    expect(unknown).toEqual([])
  })
})

describe('the taxonomy of products', () => {
  it('has unique ids, and every noun names one kind', () => {
    expect(new Set(PRODUCT_KINDS.map((k) => k.id)).size).toBe(PRODUCT_KINDS.length)
    const owners = new Map<string, string>()
    const clashes: string[] = []
    for (const kind of PRODUCT_KINDS) {
      for (const noun of kind.nouns) {
        const key = nounKey(noun)
        const owner = owners.get(key)
        if (owner && owner !== kind.id) clashes.push(`${key}: ${owner} and ${kind.id}`)
        owners.set(key, kind.id)
      }
    }
    expect(clashes).toEqual([])
  })

  it.each(PRODUCT_KINDS.map((k) => [k.id, k] as const))('%s can be put on a shelf', (_, kind) => {
    expect(kind.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    expect(kind.nouns.length).toBeGreaterThanOrEqual(1)
    for (const noun of kind.nouns) expect(noun).toBe(noun.toLowerCase())
    expect(ILLUSTRATIONS.has(kind.illustration), kind.illustration).toBe(true)
    const [low, high] = kind.price
    expect(low).toBeGreaterThan(0)
    expect(high).toBeGreaterThanOrEqual(low)
    expect(kind.options.length).toBeLessThanOrEqual(3)
    for (const option of kind.options) {
      expect(option.name).not.toBe('')
      expect(option.values.length).toBeGreaterThanOrEqual(2)
    }
    expect(kind.styles.length).toBeGreaterThanOrEqual(8)
    expect(kind.qualities.length).toBeGreaterThanOrEqual(4)
    expect(kind.uses.length).toBeGreaterThanOrEqual(3)
    expect(kind.specs.length).toBeGreaterThanOrEqual(3)
    expect(kind.collection).not.toBe('')
  })

  it('matches a noun phrase on its last words, plural or not', () => {
    const tea = matchProduct('Organic Earl Grey')
    expect(tea?.kind.id).toBe('loose-leaf-tea')
    expect(tea?.modifiers).toBe('organic')
    expect(matchProduct('glazed stoneware teapots')?.kind.id).toBe('teapot')
    expect(matchProduct('spaceships')).toBeUndefined()
  })
})
