// The landing prompt, carried to the editor through local storage (SPEC.md sections 3 and 4):
// designPrompt = "Page Type: {type}. {prompt}" with the product details appended, and pageType.
// The structured product details (with the images as data URLs) travel beside them in
// designProduct, so the generator gets them as fields rather than only as prose.
import type { PageType } from '../../engine/model'

export const DESIGN_PROMPT_KEY = 'designPrompt'
export const PAGE_TYPE_KEY = 'pageType'
export const DESIGN_PRODUCT_KEY = 'designProduct'

/** The page types the landing offers, in the order of SPEC.md. */
export const LANDING_PAGE_TYPES = [
  'homepage',
  'product',
  'collection',
  'landing',
  'about',
  'contact',
] as const
export type LandingPageType = (typeof LANDING_PAGE_TYPES)[number] & PageType

export const PAGE_TYPE_LABELS: Record<LandingPageType, string> = {
  homepage: 'Homepage',
  product: 'Product page',
  collection: 'Collection page',
  landing: 'Landing page',
  about: 'About page',
  contact: 'Contact page',
}

export const PROMPT_PLACEHOLDERS: Record<LandingPageType, string> = {
  homepage:
    'A trendy sneaker store called Stride: bold black and lime colours, a summer sale banner, best sellers and a newsletter signup',
  product:
    'A product page for handmade ceramic mugs: large photo gallery, price and add to cart, care instructions and customer reviews',
  collection:
    'A collection page for organic skincare: a calm banner, products grouped by skin type and a short note on ingredients',
  landing:
    'A launch page for wireless noise-cancelling headphones: a bold hero, three key features, a comparison and a pre-order button',
  about:
    'An about page for a family-run coffee roastery: our story since 1998, how we source beans, and the people behind the roaster',
  contact:
    'A contact page for a bike repair shop in Lyon: opening hours, address, phone, a contact form and answers to common questions',
}

export const PROMPT_EXAMPLES: Record<LandingPageType, { label: string; prompt: string }[]> = {
  homepage: [
    {
      label: 'Trendy shoe store',
      prompt: 'A trendy shoe store called Stride with bold colours and a sneaker drop banner',
    },
    {
      label: 'Minimalist jewelry boutique',
      prompt: 'A minimalist jewelry boutique with soft neutral tones and gold accents',
    },
    {
      label: 'Vintage clothing store',
      prompt: 'A vintage clothing store with a warm retro feel and curated weekly picks',
    },
  ],
  product: [
    {
      label: 'Ceramic mug',
      prompt: 'A product page for a handmade ceramic mug with a gallery, care tips and reviews',
    },
    {
      label: 'Running shoe',
      prompt: 'A product page for a lightweight running shoe with sizes, colours and tech specs',
    },
    {
      label: 'Scented candle',
      prompt: 'A product page for a soy scented candle with scent notes and burn time',
    },
  ],
  collection: [
    {
      label: 'Summer dresses',
      prompt: 'A collection page of summer dresses with a bright banner and filters by size',
    },
    { label: 'Organic skincare', prompt: 'A collection page of organic skincare grouped by skin type' },
    {
      label: 'Home office',
      prompt: 'A collection page of home office furniture with a clean Scandinavian look',
    },
  ],
  landing: [
    {
      label: 'Product launch',
      prompt: 'A launch page for new wireless headphones with features and a pre-order button',
    },
    {
      label: 'Black Friday sale',
      prompt: 'A Black Friday sale page with a countdown feel, deals grid and bold red accents',
    },
    {
      label: 'Newsletter signup',
      prompt: 'A landing page that invites visitors to join a plant lovers newsletter',
    },
  ],
  about: [
    {
      label: 'Coffee roastery',
      prompt: 'An about page for a family-run coffee roastery and its story since 1998',
    },
    {
      label: 'Sustainable fashion',
      prompt: 'An about page for a sustainable fashion brand and how its clothes are made',
    },
    { label: 'Handmade pottery', prompt: 'An about page for a small pottery studio run by two sisters' },
  ],
  contact: [
    {
      label: 'Bike repair shop',
      prompt: 'A contact page for a bike repair shop with opening hours and a map',
    },
    { label: 'Bakery', prompt: 'A contact page for a neighbourhood bakery with custom cake orders' },
    {
      label: 'Online support',
      prompt: 'A contact page for an online electronics store with support topics and a form',
    },
  ],
}

export interface ProductFields {
  title: string
  price: string
  description: string
  /** Comma separated, as typed. */
  features: string
}

export const EMPTY_PRODUCT_FIELDS: ProductFields = { title: '', price: '', description: '', features: '' }

export function parseFeatures(features: string): string[] {
  return features
    .split(',')
    .map((feature) => feature.trim())
    .filter((feature) => feature !== '')
}

/**
 * "Page Type: {type}. {prompt}", then the product details that were filled in (product pages
 * only), one per line.
 */
export function composeDesignPrompt(
  pageType: LandingPageType,
  prompt: string,
  product: ProductFields = EMPTY_PRODUCT_FIELDS,
  imageCount = 0,
): string {
  let full = `Page Type: ${pageType}. ${prompt.trim()}`
  if (pageType !== 'product') return full
  const lines: string[] = []
  if (product.title.trim()) lines.push(`- Title: ${product.title.trim()}`)
  if (product.price.trim()) lines.push(`- Price: ${product.price.trim()}`)
  if (product.description.trim()) lines.push(`- Description: ${product.description.trim()}`)
  const features = parseFeatures(product.features)
  if (features.length > 0) lines.push(`- Key Features: ${features.join(', ')}`)
  if (imageCount > 0) lines.push(`- Images: ${imageCount} uploaded`)
  if (lines.length > 0) full += `\n\nProduct Details:\n${lines.join('\n')}`
  return full
}

/** What the editor's generator takes as product details (see productDetailsSchema). */
export interface DesignProduct {
  title?: string
  price?: string
  description?: string
  features?: string[]
  images?: string[]
}

export function designProduct(product: ProductFields, images: string[]): DesignProduct | null {
  const details: DesignProduct = {}
  if (product.title.trim()) details.title = product.title.trim()
  if (product.price.trim()) details.price = product.price.trim()
  if (product.description.trim()) details.description = product.description.trim()
  const features = parseFeatures(product.features)
  if (features.length > 0) details.features = features
  if (images.length > 0) details.images = images
  return Object.keys(details).length > 0 ? details : null
}

export type SaveOutcome = 'saved' | 'saved-without-images'

/**
 * Saves the request for the editor. Images can outgrow the storage quota; the prompt and the
 * other details are saved anyway and the caller says so.
 */
export function saveDesignRequest(
  storage: Storage,
  request: { prompt: string; pageType: LandingPageType; product: DesignProduct | null },
): SaveOutcome {
  storage.setItem(DESIGN_PROMPT_KEY, request.prompt)
  storage.setItem(PAGE_TYPE_KEY, request.pageType)
  storage.removeItem(DESIGN_PRODUCT_KEY)
  if (request.product === null) return 'saved'
  try {
    storage.setItem(DESIGN_PRODUCT_KEY, JSON.stringify(request.product))
    return 'saved'
  } catch {
    const { images: _images, ...withoutImages } = request.product
    storage.setItem(DESIGN_PRODUCT_KEY, JSON.stringify(withoutImages))
    return 'saved-without-images'
  }
}

export interface SavedDesignRequest {
  prompt: string
  pageType: string | null
  product: DesignProduct | null
}

/** For the editor: the saved request, removed from storage as it is read. */
export function takeDesignRequest(storage: Storage): SavedDesignRequest | null {
  const saved = readDesignRequest(storage)
  for (const key of [DESIGN_PROMPT_KEY, PAGE_TYPE_KEY, DESIGN_PRODUCT_KEY]) storage.removeItem(key)
  return saved
}

/** The saved request, left in storage (the editor takes it). */
export function readDesignRequest(storage: Storage): SavedDesignRequest | null {
  const prompt = storage.getItem(DESIGN_PROMPT_KEY)
  const pageType = storage.getItem(PAGE_TYPE_KEY)
  const productJson = storage.getItem(DESIGN_PRODUCT_KEY)
  if (!prompt) return null
  let product: DesignProduct | null = null
  try {
    product = productJson ? (JSON.parse(productJson) as DesignProduct) : null
  } catch {
    product = null
  }
  return { prompt, pageType, product }
}
