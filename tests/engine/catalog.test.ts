import { describe, expect, it } from 'vitest'
import {
  catalogForTheme,
  catalogOptions,
  currencyOf,
  paletteFromFiles,
  sampleCatalog,
  spotlightProduct,
  withSpotlight,
} from '../../src/engine/catalog/catalog'
import { buildBrief, composeTheme } from '../../src/engine/compose'
import { renderThemeSync } from '../../src/engine/preview'
import { DEFAULT_STORE_CONFIG, readThemeJson, type StoreConfig } from '../../src/engine/model/theme'
import { handleize } from '../../src/engine/model/handles'
import { placeholderImage } from '../../src/engine/catalog/placeholder'
import { artBody, kindArt, loadArt } from '../../src/engine/catalog/imagery'

const shoes: StoreConfig = {
  name: 'Stride Club',
  tagline: 'Made to move',
  primaryColor: '#e4572e',
  categories: ['Sneakers', 'Running Shoes', 'Boots', 'Sandals', 'Loafers'],
}

describe('sampleCatalog', () => {
  it('makes each category’s products of the kind it names, titled, optioned and priced like it', () => {
    const catalog = sampleCatalog(shoes)
    expect(catalog.products).toHaveLength(20)
    const runners = catalog.products.filter((p) => p.tags.includes('Running Shoes'))
    expect(runners).toHaveLength(4)
    for (const shoe of runners) expect(shoe.title).toMatch(/Running Shoe$/)
    // Shoes come in shoe sizes, not S/M/L.
    expect(catalog.products[0]?.options[0]?.name).toBe('Size')
    expect(catalog.products[0]?.options[0]?.values).not.toContain('M')

    const bottles = sampleCatalog({ ...shoes, categories: ['Water Bottles'] })
    expect(bottles.products.every((p) => p.title.endsWith('Water Bottle'))).toBe(true)
    const optionNames = bottles.products[0]?.options.map((o) => o.name) ?? []
    expect(optionNames.some((name) => /capacity|size/i.test(name))).toBe(true)
    expect(bottles.products[0]?.options.flatMap((o) => o.values).join(' ')).toMatch(/\d+\s?(?:ml|oz|l)\b/i)
    expect(bottles.products.every((p) => p.price >= 1000 && p.price <= 10000)).toBe(true)
  })

  it('gives no two products the same title', () => {
    for (const config of [shoes, { ...shoes, name: 'Bridle & Bloom', categories: ['Riding Helmets'] }]) {
      const titles = sampleCatalog(config).products.map((p) => p.title)
      expect(new Set(titles).size, titles.join(', ')).toBe(titles.length)
    }
  })

  it('titles a product with the category’s own words, never the category alone, and never repeats a word', () => {
    const catalog = sampleCatalog({ ...shoes, categories: ['Oversized Hoodies', 'Earl Grey'] })
    const hoodies = catalog.products.filter((p) => p.tags.includes('Oversized Hoodies'))
    // Each says which hoodie it is, the first too: a bare "Oversized Hoodie" beside "Cropped
    // Oversized Hoodie" reads as filler (issue 28).
    for (const hoodie of hoodies) expect(hoodie.title).toMatch(/^\S.* Oversized Hoodie$/)
    // A product is never titled as its own collection: "Earl Grey" in Earl Grey would read as
    // the collection's heading twice.
    const teas = catalog.products.filter((p) => p.tags.includes('Earl Grey'))
    for (const tea of teas) expect(tea.title).toMatch(/^\S.* Earl Grey$/)
    for (const product of catalog.products) expect(product.tags).not.toContain(product.title)
    for (const product of catalog.products) {
      const words = product.title.toLowerCase().split(/\s+/)
      expect(new Set(words).size, product.title).toBe(words.length)
    }
  })

  it('falls back to products named after what a store outside the taxonomy sells', () => {
    const custom = sampleCatalog({ ...shoes, categories: ['Custom Neon Signs'] })
    expect(custom.products.length).toBeGreaterThanOrEqual(8)
    expect(
      custom.products.every((p) => p.title.endsWith('Custom Neon Sign') || p.title.endsWith('Neon Sign')),
    ).toBe(true)
    // An unknown thing gets no invented sizes.
    expect(custom.products[0]?.options).toEqual([])
  })

  it('is deterministic, with one collection per category plus "all", taking turns between them', () => {
    const catalog = sampleCatalog(shoes)
    expect(sampleCatalog(shoes)).toEqual(catalog)
    expect(catalog.collections.map((c) => c.handle)).toEqual([
      'sneakers',
      'running-shoes',
      'boots',
      'sandals',
      'loafers',
      'all',
    ])
    const all = catalog.collections.at(-1)?.productHandles ?? []
    expect(all).toHaveLength(20)
    // The first five of "all" are one of each category, so a grid shows them all.
    const firstFive = all.slice(0, 5).map((h) => catalog.products.find((p) => p.handle === h)?.tags[0])
    expect(new Set(firstFive).size).toBe(5)
    const handles = new Set(catalog.products.map((p) => p.handle))
    expect(handles.size).toBe(20)
    for (const collection of catalog.collections)
      for (const handle of collection.productHandles) expect(handles.has(handle)).toBe(true)
    expect(catalog.shop).toMatchObject({ name: 'Stride Club', description: 'Made to move', currency: 'USD' })
  })

  it('writes blog articles about what the store sells', () => {
    const catalog = sampleCatalog({ ...shoes, categories: ['Loose Leaf Teas'] })
    expect(catalog.articles).toHaveLength(3)
    expect(catalog.articles?.some((a) => /tea/i.test(a.title) || /tea/i.test(a.excerpt))).toBe(true)
  })

  it('is the product list of the composer’s brief', () => {
    const brief = buildBrief({ prompt: 'a minimalist jewelry boutique' })
    expect(brief.products).toEqual(sampleCatalog(brief.storeConfig).products)
  })

  it('draws each product as its kind of product, in the palette given', async () => {
    const palette = {
      primary: '#2b6cb0',
      accent: '#f6ad55',
      background: '#ffffff',
      surface: '#f7fafc',
      text: '#1a202c',
    }
    const mugArt = kindArt('mug', 'mug')
    await loadArt(mugArt.map((name) => name.replace(/^\+/, '')))
    const mugs = sampleCatalog({ ...shoes, categories: ['Mugs'] }, { palette })
    const svg = decodeURIComponent(mugs.products[0]?.images[0] ?? '')
    expect(svg.startsWith('data:image/svg+xml')).toBe(true)
    // The mug's own coloured picture, on a backdrop of the palette's colours.
    expect(svg).toContain(artBody(mugArt[0] ?? '') ?? '-')
    const backdrop = (url: string) =>
      /<rect width="800" height="800" fill="(#[0-9a-f]{6})"/.exec(decodeURIComponent(url))?.[1]
    const other = sampleCatalog(
      { ...shoes, categories: ['Mugs'] },
      { palette: { ...palette, accent: '#10b981', primary: '#7c3aed' } },
    )
    expect(backdrop(mugs.products[0]?.images[0] ?? '')).toMatch(/^#/)
    expect(backdrop(other.products[0]?.images[0] ?? '')).not.toBe(backdrop(mugs.products[0]?.images[0] ?? ''))
    // Products of one kind do not all get the same picture.
    expect(new Set(mugs.products.map((p) => p.images[0])).size).toBeGreaterThan(1)
    const image = placeholderImage('Page', '#e4572e')
    expect(decodeURIComponent(image)).toContain('#e4572e')
  })
})

describe('catalogForTheme', () => {
  const image = 'data:image/png;base64,iVBORw0KGgo='
  const theme = composeTheme({
    prompt: 'a lighting store',
    pageType: 'product',
    product: {
      title: 'Aurora Desk Lamp',
      price: '1,249.50',
      description: 'Warm light & <b>calm</b>.\n\nRecycled aluminium.',
      features: ['Dimmable'],
      images: [image],
    },
  })

  it('leads the store’s catalog with the product the theme was made for, in the theme’s colours', () => {
    const catalog = catalogForTheme(theme.files)
    const palette = paletteFromFiles(theme.files)
    expect(palette?.primary).toMatch(/^#[0-9a-f]{6}$/)
    const base = sampleCatalog(theme.storeConfig, catalogOptions(theme.files))
    expect(catalog.products).toHaveLength(base.products.length + 1)
    expect(catalog.products[0]).toMatchObject({
      handle: 'aurora-desk-lamp',
      title: 'Aurora Desk Lamp',
      price: 124950,
      vendor: theme.storeConfig.name,
      description: 'Warm light &amp; calm. Recycled aluminium.',
      images: [image],
    })
    expect(catalog.products.slice(1)).toEqual(base.products)
    expect(catalog.collections[0]?.productHandles[0]).toBe('aurora-desk-lamp')
    expect(catalog.collections.find((c) => c.handle === 'all')?.productHandles[0]).toBe('aurora-desk-lamp')
    expect(catalogForTheme(theme.files)).toEqual(catalog)
  })

  it('gives the described product the options of its kind, sized as the prompt says', () => {
    const bottle = composeTheme({
      prompt: 'A product page for an insulated 750 ml water bottle that keeps drinks cold 24 hours',
      pageType: 'product',
    })
    const lead = catalogForTheme(bottle.files).products[0]
    expect(lead?.title).toMatch(/Water Bottle/)
    expect(lead?.options.flatMap((o) => o.values)).toContain('750 ml')
  })

  it('opens the described product on the size the prompt states, at the stated price', () => {
    const tea = composeTheme({
      prompt:
        'product page for our jasmine green tea, 100g pouch, brews 40 cups, $18, organic. shop is Leaf & Ladle',
      pageType: 'product',
    })
    const lead = catalogForTheme(tea.files).products[0]!
    const sizes = lead.options[0]!.values
    expect(sizes[lead.selected!]).toBe('100 g')
    expect(lead.variantPrices?.[lead.selected!]).toBe(1800)
    // Smaller sizes cost less, bigger ones more.
    expect(lead.variantPrices).toEqual([...lead.variantPrices!].sort((a, b) => a - b))
    expect(new Set(lead.variantPrices).size).toBe(sizes.length)
    const { html, errors } = renderThemeSync(tea.files, { template: 'product' })
    expect(errors).toEqual([])
    expect(html).toMatch(/<option value="\d+" selected>100 g - \$18\.00/)
  })

  it('prices in the currency the product’s price is written in', () => {
    expect(currencyOf('€24')?.currency).toBe('EUR')
    expect(currencyOf('£12.50')?.currency).toBe('GBP')
    expect(currencyOf('$12')).toBeUndefined()
    const euro = composeTheme({
      prompt: 'olive oil',
      pageType: 'product',
      product: { title: 'Early Harvest Oil', price: '€24' },
    })
    expect(catalogForTheme(euro.files).shop.currency).toBe('EUR')
  })

  it('shows the described product once when a sample product has its name', () => {
    const base = sampleCatalog(shoes)
    const twin = base.products[1]!
    const spotlight = { ...twin, handle: `${twin.handle}-described`, price: 99900 }
    const catalog = withSpotlight(base, spotlight)
    expect(catalog.products.filter((p) => p.title === twin.title)).toEqual([spotlight])
    expect(catalog.products).toHaveLength(base.products.length)
    for (const collection of catalog.collections) expect(collection.productHandles).not.toContain(twin.handle)
    expect(catalog.collections.find((c) => c.handle === 'all')?.productHandles[0]).toBe(spotlight.handle)
  })

  it('is the plain sample catalog when the theme describes no product of its own', () => {
    const plain = composeTheme({ prompt: 'a lighting store', pageType: 'collection' })
    expect(spotlightProduct(plain.files, 'x')).toBeUndefined()
    expect(catalogForTheme(plain.files)).toEqual(
      sampleCatalog(plain.storeConfig, catalogOptions(plain.files)),
    )
  })

  it('fills two rows of the collection page’s grid at desktop widths, not a row and a lone card', () => {
    const candles = composeTheme({
      prompt:
        'A collection page of scented candles by Wick & Wane, each 8 oz with a 50 hour burn, cream and rust',
      pageType: 'collection',
    })
    const grid = readThemeJson(candles.files, 'templates/collection.json') as {
      sections: Record<string, { type: string; settings: { columns_desktop: number } }>
    }
    const columns = Object.values(grid.sections).find((s) => s.type === 'main-collection')!.settings
      .columns_desktop
    const catalog = catalogForTheme(candles.files)
    for (const collection of catalog.collections.filter((c) => c.handle !== 'all'))
      expect(collection.productHandles.length % columns, collection.title).toBe(0)
    expect(catalogOptions(candles.files).perCollection).toBe(columns * 2)
    // A theme with no collection grid of its own keeps the default.
    const { ['templates/collection.json']: _, ...noCollection } = candles.files
    expect(catalogOptions(noCollection).perCollection).toBeUndefined()
    expect(catalogForTheme({})).toEqual(sampleCatalog(DEFAULT_STORE_CONFIG))
    expect(catalogForTheme({ 'templates/product.json': '{ not json' })).toEqual(
      sampleCatalog(DEFAULT_STORE_CONFIG),
    )
  })
})

describe('handleize', () => {
  it('turns titles into Shopify handles', () => {
    expect(handleize('Running Shoes')).toBe('running-shoes')
    expect(handleize('  Café & Crème!  ')).toBe('cafe-creme')
    expect(handleize("Kids' Books")).toBe('kids-books')
  })
})
