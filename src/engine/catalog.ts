// Sample catalog for the preview: products and collections made up from a store's config, so a
// shoe store previews with shoes. Deterministic: the same config always gives the same catalog.
import { nicheForCategories } from './compose/niches'
import type { SampleCatalog, SampleCollection, SampleProduct, StoreConfig } from './theme'

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
        description: `${title} from ${config.name}. Made to last, easy to love, and ready to ship.`,
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
