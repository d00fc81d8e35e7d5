// Sample catalog for the preview: products and collections made up from a store's config, so a
// shoe store previews with shoes. Deterministic: the same config always gives the same catalog.
import { nicheForCategories } from './compose/niches'
import { endSentence, escapeHtml } from './compose/text'
import {
  DEFAULT_STORE_CONFIG,
  readThemeJson,
  storeConfigFromFiles,
  type SampleCatalog,
  type SampleCollection,
  type SampleProduct,
  type StoreConfig,
  type ThemeFiles,
} from './theme'

export function handleize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function singular(word: string): string {
  if (/ies$/i.test(word)) return word.replace(/ies$/i, 'y')
  if (/(ss|us)$/i.test(word)) return word
  if (/(ches|shes|xes)$/i.test(word)) return word.replace(/es$/i, '')
  return word.replace(/s$/i, '')
}

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** A flat, offline product picture: an SVG data URL tinted with the store colour. */
export function placeholderImage(label: string, color: string, seed = 0): string {
  const hue = (hash(label) + seed * 47) % 360
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<rect width="800" height="800" fill="hsl(${hue} 30% 92%)"/>` +
    `<circle cx="400" cy="360" r="190" fill="${color}" opacity="0.85"/>` +
    `<rect x="230" y="600" width="340" height="36" rx="18" fill="hsl(${hue} 25% 75%)"/>` +
    `</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** Product descriptions are HTML-safe text (the preview places them in a paragraph as they are). */
export function sampleCatalog(config: StoreConfig, perCollection = 4): SampleCatalog {
  const categories = config.categories.length > 0 ? config.categories : ['General']
  // The composer picks categories from its niche table; finding the niche again gives products
  // that belong to it (rings in Rings, not "Classic Ring" everywhere) and prices that fit.
  const niche = nicheForCategories(categories)
  const { adjectives, nouns, price: priceRange, option } = niche.catalog
  const [minPrice, maxPrice] = priceRange
  const nounOf = (category: string) =>
    nouns?.[category] ?? singular(category.trim().split(/\s+/).pop() ?? 'Item')
  // A generic store that sells one named thing ("Candles", "New Arrivals", ...) sells it in
  // every category: "Classic Candle" under Best Sellers, not "Classic Favorite".
  const ownCategory =
    niche.id === 'generic' ? categories.find((c) => !niche.categories.includes(c)) : undefined
  const products: SampleProduct[] = []
  const collections: SampleCollection[] = categories.map((category, ci) => {
    const noun = ownCategory && niche.categories.includes(category) ? nounOf(ownCategory) : nounOf(category)
    const handles: string[] = []
    for (let i = 0; i < perCollection; i++) {
      const title = `${adjectives[(ci * perCollection + i + ci) % adjectives.length]} ${noun}`
      const handle = handleize(`${title}-${ci}-${i}`)
      const seed = hash(handle)
      const price = (minPrice + (seed % (maxPrice - minPrice + 1))) * 100
      products.push({
        handle,
        title,
        price,
        compareAtPrice: i % 3 === 0 ? Math.round((price * 1.25) / 100) * 100 : undefined,
        vendor: config.name,
        type: category,
        description: `${title} from ${escapeHtml(endSentence(config.name))} Made to last, easy to love, and ready to ship.`,
        images: [
          placeholderImage(title, config.primaryColor),
          placeholderImage(title, config.primaryColor, 1),
        ],
        tags: [category],
        available: i !== perCollection - 1 || ci % 2 === 0,
        options: [{ name: option.name, values: [...option.values] }],
      })
      handles.push(handle)
    }
    return {
      handle: handleize(category),
      title: category,
      description: `Explore our ${category.toLowerCase()}.`,
      image: placeholderImage(category, config.primaryColor, 2),
      productHandles: handles,
    }
  })
  const all: SampleCollection = {
    handle: 'all',
    title: 'All products',
    description: `Everything from ${config.name}.`,
    productHandles: products.map((p) => p.handle),
  }
  return {
    shop: { name: config.name, description: config.tagline, currency: 'USD', moneyFormat: '${{amount}}' },
    products,
    collections: [...collections, all],
  }
}

const SPOTLIGHT_TEMPLATES = ['templates/product.json', 'templates/index.json', 'templates/page.landing.json']
const IMAGE_URL = /^(?:data:image\/[a-z0-9.+-]+[;,]|https:\/\/)/i

interface SpotlightJson {
  sections?: Record<
    string,
    {
      type?: string
      settings?: Record<string, unknown>
      blocks?: Record<string, { type?: string; settings?: Record<string, unknown> }>
      block_order?: string[]
    }
  >
  order?: string[]
}

/** Rich text setting HTML as one line of HTML-safe text, the form catalog descriptions take. */
function richTextLine(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    .trim()
}

function priceInCents(text: string): number | undefined {
  const match = /(\d+(?:[.,]\d{1,2})?)/.exec(text.replace(/,(?=\d{3}\b)/g, ''))
  return match?.[1] ? Math.round(Number(match[1].replace(',', '.')) * 100) : undefined
}

/**
 * The product a composed theme was made for: the first featured-product section that describes
 * its own product (a title, no product picked) in the product, home or landing template.
 */
export function spotlightProduct(files: ThemeFiles, vendor: string): SampleProduct | undefined {
  for (const path of SPOTLIGHT_TEMPLATES) {
    let json: SpotlightJson | undefined
    try {
      json = readThemeJson(files, path) as SpotlightJson | undefined
    } catch {
      continue
    }
    for (const id of json?.order ?? []) {
      const section = json?.sections?.[id]
      const settings = section?.settings ?? {}
      if (
        section?.type !== 'featured-product' ||
        settings.product ||
        typeof settings.title !== 'string' ||
        !settings.title.trim()
      )
        continue
      const title = settings.title.trim()
      const blocks = (section.block_order ?? []).map((blockId) => section.blocks?.[blockId])
      const images = blocks
        .filter((block) => block?.type === 'image')
        .map((block) => block?.settings?.image_url)
        .filter((src): src is string => typeof src === 'string' && IMAGE_URL.test(src))
      const features = blocks
        .filter((block) => block?.type === 'feature')
        .map((block) => block?.settings?.text)
        .filter((text): text is string => typeof text === 'string')
      const description = richTextLine(typeof settings.description === 'string' ? settings.description : '')
      return {
        handle: handleize(title) || 'featured-product',
        title,
        price: priceInCents(typeof settings.price === 'string' ? settings.price : '') ?? 0,
        compareAtPrice: priceInCents(
          typeof settings.compare_price === 'string' ? settings.compare_price : '',
        ),
        vendor,
        type: 'Featured',
        description: description || escapeHtml(features.join('. ')),
        images: images.length > 0 ? images : [placeholderImage(title, '#888888')],
        tags: features,
        available: true,
        options: [],
      }
    }
  }
  return undefined
}

/**
 * The sample catalog a theme previews with: the store its settings record (or a generic one),
 * led by the product the theme was made for when it describes one.
 */
export function catalogForTheme(files: ThemeFiles): SampleCatalog {
  const config = storeConfigFromFiles(files) ?? DEFAULT_STORE_CONFIG
  const catalog = sampleCatalog(config)
  const spotlight = spotlightProduct(files, config.name)
  if (!spotlight) return catalog
  const [first, ...rest] = catalog.collections
  return {
    ...catalog,
    products: [spotlight, ...catalog.products],
    collections: [
      ...(first ? [{ ...first, productHandles: [spotlight.handle, ...first.productHandles] }] : []),
      ...rest.map((c) =>
        c.handle === 'all' ? { ...c, productHandles: [spotlight.handle, ...c.productHandles] } : c,
      ),
    ],
  }
}
