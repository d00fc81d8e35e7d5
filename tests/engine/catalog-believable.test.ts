// Issue 28: a sample catalogue reads as a store's. Its titles say something about each product
// (never "Classic Plant", "Signature Dog"), a service is sold by the appointment and a download
// by the licence, and the trade itself (a barbershop, a day spa) is not one of its categories.
import { describe, expect, it } from 'vitest'
import { composeTheme, loadLanguage } from '../../src/engine/compose'
import { catalogForTheme, sampleCatalog } from '../../src/engine/catalog'
import { metricValue } from '../../src/engine/catalog/catalog'
import { genericProductKind, genericSort } from '../../src/engine/catalog/taxonomy/generic'
import { storeConfigFromFiles } from '../../src/engine/model'
import { isFillerTitle } from '../../eval/catalogue'

const FILLER = /^(Classic|Signature|Select|Heritage|Everyday|Studio|Essential|Original)\b/

const config = (categories: string[]) => ({
  name: 'Test Shop',
  tagline: 'Things',
  primaryColor: '#223344',
  categories,
})

describe("a catalogue's titles", () => {
  it('name an unknown made thing by design, never by a filler word or the bare noun', () => {
    const catalog = sampleCatalog(config(['Neon Signs', 'Ceramic Pots']))
    expect(catalog.products.length).toBeGreaterThan(6)
    for (const product of catalog.products) {
      expect(product.title).not.toMatch(FILLER)
      expect(isFillerTitle(product.title, product.tags[0]!)).toBe(false)
    }
    // No two products of one collection share a title.
    for (const collection of catalog.collections.filter((c) => c.handle !== 'all')) {
      const titles = collection.productHandles.map((h) => catalog.products.find((p) => p.handle === h)!.title)
      expect(new Set(titles).size).toBe(titles.length)
    }
  })

  it('in another language, name an unknown made thing by design too, each collection from its own start', () => {
    const catalog = sampleCatalog({ ...config(['Marmitte', 'Selle']), language: 'it' })
    const titles = catalog.products.map((p) => p.title)
    expect(titles.filter((title, i) => isFillerTitle(title, catalog.products[i]!.tags[0]!))).toEqual([])
    for (const title of titles) expect(title).toMatch(/^(Marmitte|Selle) · Modello \p{Lu}\p{Ll}+$/u)
    const first = (category: string) => titles.find((t) => t.startsWith(category))!.split(' · ')[1]
    expect(first('Marmitte')).not.toBe(first('Selle'))
  })

  it('take the telling styles of a known kind before its filler ones', () => {
    const catalog = sampleCatalog(config(['Books']))
    expect(catalog.products.map((p) => p.title).filter((title) => FILLER.test(title))).toEqual([])
  })
})

describe('an unknown noun is sold as what it is', () => {
  it.each([
    ['puncture repair', 'service'],
    ['beard trim', 'service'],
    ['1-to-1 lesson', 'service'],
    ['massage', 'service'],
    ['ebook', 'digital'],
    ['lightroom preset', 'digital'],
    ['notion template', 'digital'],
    ['neon sign', 'goods'],
    ['ceramic pot', 'goods'],
  ])('%s: %s', (noun, sort) => {
    expect(genericSort(noun)).toBe(sort)
  })

  it('a service by its length, a download by its licence', () => {
    expect(genericProductKind('beard trim').options).toEqual([
      { name: 'Length', values: ['30 minutes', '60 minutes', '90 minutes'] },
    ])
    expect(genericProductKind('lightroom preset').options[0]?.name).toBe('License')
    expect(genericProductKind('neon sign').options).toEqual([])
  })
})

describe('a service named by its gerund', () => {
  it('is sold as bookings, its collection not made plural', () => {
    const files = composeTheme({ prompt: 'Dog walking and pet sitting in Leeds' }).files
    const categories = storeConfigFromFiles(files)?.categories ?? []
    expect(categories.slice(0, 2)).toEqual(['Dog Walking', 'Pet Sitting'])
    const walks = catalogForTheme(files).products.filter((p) => p.tags.includes('Dog Walking'))
    expect(walks.length).toBeGreaterThan(0)
    for (const walk of walks) expect(walk.options[0]?.name).toBe('Length')
  })
})

describe('a store of no known kind speaks of what it sells', () => {
  const homeText = (prompt: string) => {
    const files = composeTheme({ prompt }).files
    return [files['templates/index.json'], files['sections/header-group.json']].join(' ')
  }
  it('a service of bookings and visits, never of parcels', () => {
    const text = homeText('Dog walking and pet sitting in Leeds. Solo walks £22.')
    expect(text).not.toMatch(/\bpack(?:ed|ing)\b|arrived|ships?\b|shipping/i)
    expect(text).toMatch(/\bbook/i)
  })
  it('a download of files, never of packing', () => {
    const text = homeText('Lightroom presets for wedding photographers: packs of 10 and 25 presets')
    expect(text).not.toMatch(/\bpacked\b|careful packing|arrived/i)
  })
})

describe("the merchant's trade is not a category", () => {
  it('a barbershop sells cuts and shaves, not barbershops', () => {
    const files = composeTheme({
      prompt: 'An old school barbershop in Austin offering cuts, hot towel shaves and beard trims',
    }).files
    const categories = storeConfigFromFiles(files)?.categories ?? []
    expect(categories.join(' ')).not.toMatch(/barbershop/i)
    expect(categories.join(' ')).toMatch(/shaves/i)
    expect(catalogForTheme(files).products.every((p) => !/barbershop/i.test(p.title))).toBe(true)
  })
})

describe('a word that gathers what the store sells', () => {
  it('leading a list of the things themselves, is not a collection of its own', () => {
    const files = composeTheme({
      prompt: 'Beekeeping supplies: smokers, hive tools, veils and frames, shipped from Vermont',
    }).files
    const categories = storeConfigFromFiles(files)?.categories ?? []
    expect(categories).toEqual(['Smokers', 'Hive Tools', 'Veils', 'Frames'])
    expect(catalogForTheme(files).products.some((p) => /supplies/i.test(p.title))).toBe(false)
  })

  it('with one thing after it, stays what the store sells', () => {
    const categories =
      storeConfigFromFiles(composeTheme({ prompt: 'Climbing gear and chalk bags from Leeds' }).files)
        ?.categories ?? []
    expect(categories.slice(0, 2)).toEqual(['Climbing Gear', 'Chalk Bags'])
  })

  it("in Italian too, and the list goes on past what the first thing is for ('per moto')", async () => {
    await loadLanguage('it')
    const files = composeTheme({
      prompt: "ricambi per moto d'epoca e scooter, scarichi, selle, cavi, fanali. Spedizione in tutta Italia",
    }).files
    expect(storeConfigFromFiles(files)?.categories).toEqual(['Scarichi', 'Selle', 'Cavi', 'Fanali'])
  })
})

describe('a word that leads into what a sentence says', () => {
  it('is not part of the thing it names ("also fertige Häkeltiere"), nor is how long they have made them', async () => {
    await loadLanguage('de')
    const prompt =
      'ich stricke seit jahren und will jetzt nen shop aufmachen, also fertige Strickpuppen, Strickanleitungen und Wolle-Sets'
    const categories = storeConfigFromFiles(composeTheme({ prompt }).files)?.categories ?? []
    expect(categories.slice(0, 2)).toEqual(['Fertige Strickpuppen', 'Strickanleitungen'])
  })
})

describe('a gift set or gift card, which any store sells', () => {
  it('says nothing of what kind of store it is in', () => {
    const categories =
      storeConfigFromFiles(
        composeTheme({ prompt: 'We breed French bulldogs and sell puppy starter kits' }).files,
      )?.categories ?? []
    expect(categories[0]).toBe('Puppy Starter Kits')
    expect(categories.join(' ')).not.toMatch(/olive|vinegar/i)
  })
})

describe('a bare noun in a kind of store its words name', () => {
  it("is that store's own product: boards and wax in a surf shop are surfboards and surf wax", () => {
    const files = composeTheme({ prompt: 'A surf shop in Biarritz selling boards, wetsuits and wax' }).files
    expect(storeConfigFromFiles(files)?.categories).toEqual(['Surfboards', 'Wetsuits', 'Surf Wax'])
    const titles = catalogForTheme(files).products.map((p) => p.title)
    expect(titles.filter((t) => /Surfboard$/.test(t)).length).toBeGreaterThanOrEqual(3)
  })
})

describe('one thing named, in a store of no known kind', () => {
  it('leads with its own companions, and a number of pages is not a product', () => {
    const files = composeTheme({
      prompt: 'Our one product: a 90-page ebook about budgeting for students',
    }).files
    const categories = storeConfigFromFiles(files)?.categories ?? []
    expect(categories).toEqual(['Ebooks', 'Ebook Bundles', 'Gift Cards'])
    // The bundles are downloads: licensed, not named like a made thing.
    const bundles = catalogForTheme(files).products.filter((p) => p.tags.includes('Ebook Bundles'))
    expect(bundles.length).toBeGreaterThan(0)
    for (const bundle of bundles) expect(bundle.options[0]?.name).toBe('License')
  })

  it('a made thing leads with its accessories', () => {
    const chess = composeTheme({ prompt: 'I sell one thing: a handmade walnut chess set' }).files
    expect(storeConfigFromFiles(chess)?.categories).toEqual([
      'Handmade Walnut Chess Sets',
      'Chess Set Accessories',
      'Gift Cards',
    ])
  })

  it("a kind with companions of its own is sold beside them, not beside '<noun> Accessories'", () => {
    const files = composeTheme({ prompt: 'Filament for 3D printers, 500 g spools' }).files
    const categories = storeConfigFromFiles(files)?.categories ?? []
    expect(categories).toHaveLength(3)
    expect(categories[0]).toMatch(/Filaments?$/)
    expect(categories.slice(1)).toEqual(['Paints', 'Screwdrivers'])
    const titles = catalogForTheme(files).products.map((p) => p.title)
    expect(titles).toContain('PETG Filament')
    expect(titles.some((t) => /Accessories/.test(t))).toBe(false)
  })
})

describe("a store outside the US's sizes", () => {
  it('are metric: ounces and pounds as grams, fluid ounces as millilitres, inches as centimetres', () => {
    expect(metricValue('8 oz')).toBe('250 g')
    expect(metricValue('2 lb')).toBe('1 kg')
    expect(metricValue('5 lb', true)).toBe('2,5 kg')
    expect(metricValue('12 oz bottle')).toBe('330 ml bottle')
    expect(metricValue('16 fl oz')).toBe('500 ml')
    expect(metricValue('8"')).toBe('20 cm')
    expect(metricValue('Large')).toBe('Large')
  })

  it('sell candles in grams in a store that prices in euros, and in ounces in one in dollars', () => {
    const sizes = (currency: string | undefined) =>
      sampleCatalog({
        ...config(['Soy Candles']),
        ...(currency ? { currency } : {}),
      } as never).products.flatMap((product) => product.options.flatMap((option) => option.values))
    expect(sizes('EUR').filter((value) => /\boz\b/.test(value))).toEqual([])
    expect(sizes('EUR').some((value) => /\d+ g$/.test(value))).toBe(true)
    expect(sizes(undefined).some((value) => /\boz\b/.test(value))).toBe(true)
  })
})
