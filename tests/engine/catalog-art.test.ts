// Issue 28, step 2: the sample catalogue's products are drawn in colour, from the Fluent Emoji set
// (only the pictures used, with its licence), each kind with pictures of its own, varied across a
// grid; loaded on demand, in line art until then.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it, vi } from 'vitest'
import { catalogForTheme, sampleCatalog } from '../../src/engine/catalog'
import { composeTheme } from '../../src/engine/compose'
import { waitAtMost } from '../../src/engine/preview'
import { artBody, kindArt, loadArt, pictureOf } from '../../src/engine/catalog/imagery/art'
import {
  GENERIC_COMPANIONS,
  KIND_ART,
  NOUN_ART,
  WORD_ART,
} from '../../src/engine/catalog/imagery/art/choices'
import { MODULE_OF } from '../../src/engine/catalog/imagery/art/modules'
import { APPAREL_PRODUCTS } from '../../src/engine/catalog/taxonomy/products/apparel'
import { BEAUTY_PRODUCTS } from '../../src/engine/catalog/taxonomy/products/beauty'
import { FOOD_PRODUCTS } from '../../src/engine/catalog/taxonomy/products/food'
import { HOME_PRODUCTS } from '../../src/engine/catalog/taxonomy/products/home'
import { LEISURE_PRODUCTS } from '../../src/engine/catalog/taxonomy/products/leisure'
import { SPORTS_PRODUCTS } from '../../src/engine/catalog/taxonomy/products/sports'
import { TECH_PRODUCTS } from '../../src/engine/catalog/taxonomy/products/tech'

const KINDS = [
  ...APPAREL_PRODUCTS,
  ...BEAUTY_PRODUCTS,
  ...FOOD_PRODUCTS,
  ...HOME_PRODUCTS,
  ...LEISURE_PRODUCTS,
  ...SPORTS_PRODUCTS,
  ...TECH_PRODUCTS,
]

const bare = (name: string) => name.replace(/^\+/, '')
const NAMES = [
  ...new Set([
    ...Object.values(KIND_ART).flat().map(bare),
    ...Object.values(WORD_ART),
    ...Object.values(NOUN_ART).flat().map(bare),
    ...Object.values(GENERIC_COMPANIONS).flat(),
  ]),
]

const require = createRequire(import.meta.url)
const SET = require('@iconify-json/fluent-emoji-flat/icons.json') as {
  icons: Record<string, { body: string }>
}

const config = (categories: string[]) => ({
  name: 'Test Shop',
  tagline: 'Things',
  primaryColor: '#223344',
  categories,
})

/** The bodies a product image draws, from its data URL (the nested 32-unit svgs). */
function drawn(url: string): string[] {
  const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1))
  return Array.from(svg.matchAll(/viewBox="0 0 32 32">(.*?)<\/svg>/g), (match) => match[1] ?? '')
}

describe('coloured product art', () => {
  it('ships exactly the pictures its choices name, as the Fluent Emoji set draws them, with its licence', async () => {
    expect(Object.keys(MODULE_OF).sort()).toEqual([...NAMES].sort())
    await loadArt(NAMES)
    for (const name of NAMES) expect(artBody(name), name).toBe(SET.icons[name]?.body)
    expect(readFileSync('src/engine/catalog/imagery/art/LICENSE', 'utf8')).toMatch(
      /MIT License[\s\S]*Microsoft/,
    )
  })

  it('names each kind of the taxonomy, most with a picture of the product itself, each picture once', () => {
    const ids = new Set(KINDS.map((kind) => kind.id))
    expect(Object.keys(KIND_ART).filter((id) => !ids.has(id))).toEqual([])
    for (const kind of KINDS) {
      const list = KIND_ART[kind.id]
      expect(list, kind.id).toBeDefined()
      expect(new Set(list?.map(bare)).size, kind.id).toBe(list?.length)
    }
    const ofItself = KINDS.filter((kind) => (KIND_ART[kind.id] ?? []).some((name) => !name.startsWith('+')))
    const drawn = KINDS.filter((kind) => kindArt(kind.id, kind.nouns[0] ?? '').length > 0)
    expect(ofItself.length / KINDS.length).toBeGreaterThan(0.8)
    expect(drawn.length / KINDS.length).toBeGreaterThan(0.9)
  })

  it('draws a kind with only companions (a dog for a dog collar) by the first of them', () => {
    const only = KINDS.find((kind) => {
      const list = KIND_ART[kind.id] ?? []
      return list.length > 0 && list.every((name) => name.startsWith('+'))
    })
    expect(only).toBeDefined()
    const list = KIND_ART[only?.id ?? ''] ?? []
    expect(kindArt(only?.id ?? '', '')[0]).toBe(bare(list[0] ?? ''))
  })

  it('varies the pictures of one kind so none is on more than two cards of a collection of eight', async () => {
    await loadArt(NAMES)
    const kinds = KINDS.filter((kind) => (KIND_ART[kind.id] ?? []).length >= 4)
    expect(kinds.length).toBeGreaterThan(200)
    for (const kind of kinds) {
      const list = kindArt(kind.id, kind.nouns[0] ?? '')
      const counts = new Map<string, number>()
      for (let i = 0; i < 8; i++) {
        const key = pictureOf(list, 'Plain', i)?.join('+') ?? 'none'
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
      expect(Math.max(...counts.values()), kind.id).toBeLessThanOrEqual(2)
    }
  })

  it("draws a catalogue's products, collections and articles in colour once loaded, a title's flavour beside its product", async () => {
    await loadArt(NAMES)
    const catalog = sampleCatalog(config(['Honey', 'Candles']))
    for (const product of catalog.products) expect(drawn(product.images[0] ?? '').length).toBeGreaterThan(0)
    for (const collection of catalog.collections.filter((c) => c.handle !== 'all'))
      expect(drawn(collection.image ?? '').length).toBeGreaterThan(0)
    for (const article of catalog.articles ?? []) expect(drawn(article.image ?? '').length).toBeGreaterThan(0)
    const honey = kindArt('honey', 'honey')
    expect(pictureOf(honey, 'Lemon Blossom Honey', 0)).toEqual([bare(honey[0] ?? ''), WORD_ART.lemon])
  })

  it("pictures a product of no known kind by its noun's words, last first, beside its sort's companions", async () => {
    await loadArt(NAMES)
    const art = kindArt('generic', 'Lemon Banjo Lessons', GENERIC_COMPANIONS.service)
    expect(art[0]).toBe(NOUN_ART.lesson?.[0])
    expect(art.slice(-GENERIC_COMPANIONS.service.length)).toEqual(
      GENERIC_COMPANIONS.service.map((name) => `+${name}`),
    )
    const goods = kindArt('generic', 'Lemon Guitar Widgets', GENERIC_COMPANIONS.goods)
    expect(goods[0]).toBe(WORD_ART.guitar)
    expect(kindArt('generic', 'Quantum Widgets', GENERIC_COMPANIONS.goods)).toEqual([])
    // A noun's own picture before what another of its words shows: a tasting, not a night's moon.
    expect(kindArt('generic', 'Tasting Night')[0]).toBe(NOUN_ART.tasting?.[0])
  })

  it("draws the theme's featured product of no known kind in colour, as its own section draws it", async () => {
    await loadArt(NAMES)
    const files = composeTheme({
      prompt: 'Climbing holds, volumes and hangboards for home walls, poured in our Sheffield workshop.',
    }).files
    const featured = catalogForTheme(files).products.find((p) => p.title === 'Climbing Hold')
    expect(featured).toBeDefined()
    expect(drawn(featured!.images[0] ?? '').length).toBeGreaterThan(0)
  })

  it('pictures a noun of two words by its own entry, and one drawn only by companions by the first of them', () => {
    // "dog walking" is walks, not any dog the word "dog" would show alone.
    const walks = NOUN_ART['dog walking'] ?? []
    expect(walks.length).toBeGreaterThan(0)
    expect(kindArt('generic', 'Evening Dog Walking').map(bare)).toEqual(walks.map(bare))
    const onlyCompanions = Object.entries(NOUN_ART).find(
      ([noun, names]) => !noun.includes(' ') && names.length > 1 && names.every((n) => n.startsWith('+')),
    )
    expect(onlyCompanions).toBeDefined()
    const [noun, names] = onlyCompanions!
    const art = kindArt('generic', noun)
    expect(art[0]).toBe(bare(names[0]!))
    expect(art.slice(1)).toEqual(names.slice(1))
  })

  it('plans pictures across a store so neither a collection nor "All" shows one on more than two cards', async () => {
    await loadArt(NAMES)
    const catalog = sampleCatalog(config(['Loose Leaf Tea', 'Green Tea', 'Herbal Tea']), {
      perCollection: 8,
    })
    const picture = (handle: string) =>
      drawn(catalog.products.find((product) => product.handle === handle)?.images[0] ?? '').join('+')
    for (const collection of catalog.collections) {
      const counts = new Map<string, number>()
      for (const handle of collection.productHandles.slice(0, 8))
        counts.set(picture(handle), (counts.get(picture(handle)) ?? 0) + 1)
      expect(Math.max(...counts.values()), collection.handle).toBeLessThanOrEqual(2)
    }
  })

  it("pictures a collection of something with no picture as the store's first pictured one", async () => {
    await loadArt(NAMES)
    const catalog = sampleCatalog(config(['Chef Knives', 'Zorblax Widgets']))
    const widgets = catalog.products.filter((product) => product.tags[0] === 'Zorblax Widgets')
    expect(widgets.length).toBeGreaterThan(0)
    for (const product of widgets) expect(drawn(product.images[0] ?? '').length).toBeGreaterThan(0)
  })

  it("takes no companion from a word of the product's own noun, nor from an Object member", () => {
    const table = ['couch-and-lamp']
    expect(pictureOf(table, 'Walnut Coffee Table', 0, ['table', 'coffee table'])).toEqual(['couch-and-lamp'])
    expect(pictureOf(table, 'Coffee Table Book', 0, ['book'])?.[1]).toBe(WORD_ART.coffee)
    expect(kindArt('constructor', 'toString')).toEqual([])
    expect(pictureOf(table, 'constructor hasOwnProperty', 0)).toEqual(['couch-and-lamp'])
  })

  it('waits for pictures at most artWaitMs: a load that never ends holds nothing', async () => {
    const never = new Promise<void>(() => {})
    const started = Date.now()
    await waitAtMost(never, 30)
    expect(Date.now() - started).toBeLessThan(2_000)
    let done = false
    await waitAtMost(
      Promise.resolve().then(() => {
        done = true
      }),
      undefined,
    )
    expect(done).toBe(true)
  })

  it('draws in line art until its pictures are loaded, and renderTheme loads them first', async () => {
    vi.resetModules()
    const fresh = await import('../../src/engine/catalog')
    const before = fresh.sampleCatalog(config(['Honey']))
    expect(drawn(before.products[0]?.images[0] ?? '')).toEqual([])
    expect(fresh.takeWantedArt().length).toBeGreaterThan(0)
    const { composeTheme } = await import('../../src/engine/compose')
    const { renderTheme } = await import('../../src/engine/preview')
    const { files } = composeTheme({ prompt: 'A honey shop selling raw honey', pageType: 'homepage' })
    const { html } = await renderTheme(files, { template: 'collection' })
    const honeyPot = encodeURIComponent(SET.icons[bare(KIND_ART.honey?.[0] ?? '')]?.body ?? '-')
    expect(honeyPot.length).toBeGreaterThan(100)
    expect(html).toContain(honeyPot.slice(0, 80))
    vi.resetModules()
  })
})
