import { describe, expect, it } from 'vitest'
import {
  catalogForTheme,
  handleize,
  placeholderImage,
  sampleCatalog,
  spotlightProduct,
} from '../../src/engine/catalog'
import { buildBrief, composeTheme } from '../../src/engine/compose'
import { DEFAULT_STORE_CONFIG, type StoreConfig } from '../../src/engine/theme'

const shoes: StoreConfig = {
  name: 'Stride Club',
  tagline: 'Made to move',
  primaryColor: '#e4572e',
  categories: ['Sneakers', 'Running Shoes', 'Boots', 'Sandals', 'Loafers'],
}

describe('sampleCatalog', () => {
  it('makes products that belong to the store’s niche, priced like it', () => {
    const catalog = sampleCatalog(shoes)
    expect(catalog.products).toHaveLength(20)
    expect(catalog.products[0]?.title).toBe('Court Sneaker')
    expect(
      catalog.products.filter((p) => p.type === 'Running Shoes').every((p) => p.title.endsWith('Runner')),
    ).toBe(true)
    expect(catalog.products.every((p) => p.price >= 5900 && p.price <= 18900)).toBe(true)
    expect(catalog.products[0]?.options[0]).toEqual({ name: 'Size', values: ['7', '8', '9', '10', '11'] })

    const rings = sampleCatalog({
      ...shoes,
      categories: ['Rings', 'Necklaces', 'Earrings', 'Bracelets', 'Gift Sets'],
    })
    expect(rings.products[0]?.title).toBe('Solitaire Ring')
    expect(rings.products[0]?.options[0]?.name).toBe('Metal')
  })

  it('falls back to generic products named after what a custom store sells', () => {
    const catalog = sampleCatalog({ ...shoes, categories: ['Candles', 'New Arrivals', 'Gifts'] })
    expect(catalog.products.every((p) => p.title.endsWith('Candle'))).toBe(true)
    const custom = sampleCatalog({ ...shoes, categories: ['Kites', 'Gifts'] })
    expect(custom.products.filter((p) => p.type === 'Kites').every((p) => p.title.endsWith('Kite'))).toBe(
      true,
    )
  })

  it('is deterministic, with one collection per category plus "all"', () => {
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
    expect(catalog.collections.at(-1)?.productHandles).toHaveLength(20)
    const handles = new Set(catalog.products.map((p) => p.handle))
    expect(handles.size).toBe(20)
    for (const collection of catalog.collections)
      for (const handle of collection.productHandles) expect(handles.has(handle)).toBe(true)
    expect(catalog.shop).toMatchObject({ name: 'Stride Club', description: 'Made to move', currency: 'USD' })
  })

  it('is the product list of the composer’s brief', () => {
    const brief = buildBrief({ prompt: 'a minimalist jewelry boutique' })
    expect(brief.products).toEqual(sampleCatalog(brief.storeConfig).products)
  })

  it('uses offline SVG images tinted with the store colour', () => {
    const image = placeholderImage('Court Sneaker', '#e4572e')
    expect(image.startsWith('data:image/svg+xml')).toBe(true)
    expect(decodeURIComponent(image)).toContain('fill="#e4572e"')
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

  it('leads the store’s catalog with the product the theme was made for', () => {
    const catalog = catalogForTheme(theme.files)
    const base = sampleCatalog(theme.storeConfig)
    expect(catalog.products).toHaveLength(base.products.length + 1)
    expect(catalog.products[0]).toMatchObject({
      handle: 'aurora-desk-lamp',
      title: 'Aurora Desk Lamp',
      price: 124950,
      vendor: theme.storeConfig.name,
      description: 'Warm light &amp; &lt;b&gt;calm&lt;/b&gt;. Recycled aluminium.',
      images: [image],
      options: [],
    })
    expect(catalog.products.slice(1)).toEqual(base.products)
    expect(catalog.collections[0]?.productHandles[0]).toBe('aurora-desk-lamp')
    expect(catalog.collections.find((c) => c.handle === 'all')?.productHandles[0]).toBe('aurora-desk-lamp')
    expect(catalogForTheme(theme.files)).toEqual(catalog)
  })

  it('is the plain sample catalog when the theme describes no product of its own', () => {
    const plain = composeTheme({ prompt: 'a lighting store', pageType: 'product' })
    expect(spotlightProduct(plain.files, 'x')).toBeUndefined()
    expect(catalogForTheme(plain.files)).toEqual(sampleCatalog(plain.storeConfig))
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
