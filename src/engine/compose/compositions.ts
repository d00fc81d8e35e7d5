// Homepage compositions: six ways to lay out a store's front page, chosen from the prompt (a
// campaign, one product, a story with a year and a place, a catalogue, an editorial look, or a
// grid of products first), each then fitted to the facts the prompt gives.
import type { StyleId } from '../catalog/style-ids'
import type { Composition, PromptReading, WishedSection } from './understand'
import { hash } from '../model/text'
import type { HomeSection } from './sections'

export type { Composition } from './understand'

export const COMPOSITIONS: readonly Composition[] = [
  'editorial',
  'grid',
  'story',
  'single',
  'campaign',
  'catalogue',
]

export const COMPOSITION_LABELS: Record<Composition, string> = {
  editorial: 'editorial',
  grid: 'grid-first',
  story: 'story-first',
  single: 'single product',
  campaign: 'campaign',
  catalogue: 'catalogue',
}

const BASE: Record<Composition, HomeSection[]> = {
  editorial: [
    'slideshow',
    'rich-text',
    'collage',
    'product-grid',
    'multirow',
    'pull-quote',
    'featured-blog',
    'newsletter',
  ],
  grid: [
    'hero',
    'trust-bar',
    'product-grid',
    'collection-list',
    'image-with-text',
    'testimonials',
    'newsletter',
  ],
  story: [
    'hero',
    'rich-text',
    'stats',
    'image-with-text',
    'product-grid',
    'timeline',
    'testimonials',
    'newsletter',
  ],
  single: [
    'hero',
    'featured-product',
    'product-features',
    'specs-table',
    'comparison-table',
    'testimonials',
    'product-grid',
    'faq',
    'newsletter',
  ],
  campaign: [
    'hero',
    'countdown',
    'featured-product',
    'highlights',
    'steps',
    'product-grid',
    'testimonials',
    'faq',
    'newsletter',
  ],
  catalogue: [
    'hero',
    'collection-list',
    'product-grid',
    'promo-grid',
    'trust-bar',
    'gallery',
    'testimonials',
    'newsletter',
  ],
}

/** Sections asked for by name, and where they go. */
const WISHED: Partial<Record<WishedSection, HomeSection>> = {
  faq: 'faq',
  testimonials: 'testimonials',
  newsletter: 'newsletter',
  'contact-form': 'contact-form',
  'collection-list': 'collection-list',
  'featured-product': 'featured-product',
  story: 'rich-text',
  values: 'multicolumn',
  'product-grid': 'product-grid',
  countdown: 'countdown',
  timeline: 'timeline',
  stats: 'stats',
  comparison: 'comparison-table',
  specs: 'specs-table',
  steps: 'steps',
  gallery: 'gallery',
  blog: 'featured-blog',
  location: 'location',
  subscription: 'subscription',
  press: 'logo-list',
  slideshow: 'slideshow',
}

export function wishedSections(wishes: readonly WishedSection[]): HomeSection[] {
  return wishes.map((w) => WISHED[w]).filter((s): s is HomeSection => s !== undefined)
}

/** Adds sections to an order: before the newsletter, contact forms last; never twice. */
export function withSections(base: readonly HomeSection[], extra: readonly HomeSection[]): HomeSection[] {
  const order = [...base]
  for (const section of extra) {
    if (order.includes(section)) continue
    // A slideshow is a hero: it takes the hero's place.
    if (section === 'slideshow' && order[0] === 'hero') {
      order[0] = 'slideshow'
      continue
    }
    const newsletterAt = order.indexOf('newsletter')
    if (section === 'contact-form' || newsletterAt === -1) order.push(section)
    else order.splice(newsletterAt, 0, section)
  }
  return order
}

export interface CompositionInput {
  reading: PromptReading
  style: StyleId
  /** the products the page can show: named ones, or the kind's */
  namedProducts: number
  hasSpotlight: boolean
  seed: number
}

/** The composition a prompt calls for. */
export function chooseComposition({
  reading,
  style,
  namedProducts,
  hasSpotlight,
  seed,
}: CompositionInput): Composition {
  const { wishes, facts } = reading
  if (wishes.composition) return wishes.composition
  if (wishes.campaign && wishes.campaign.kind !== 'sale' && wishes.campaign.kind !== 'event')
    return 'campaign'
  if (facts.offers.some((o) => /pre-?order/i.test(o))) return 'campaign'
  if (hasSpotlight || (namedProducts === 1 && reading.products[0]?.source === 'named' && facts.featureCount))
    return 'single'
  if (facts.founded || (facts.places.length > 0 && reading.products.length <= 2)) return 'story'
  if (namedProducts >= 5) return 'catalogue'
  if (style === 'luxury' || style === 'minimal') return 'editorial'
  const open: Composition[] = ['grid', 'editorial', 'story', 'catalogue']
  return open[hash(`${seed}:composition`) % open.length] as Composition
}

export interface FactsPresent {
  offers: number
  highlights: number
  founded: boolean
  place: boolean
  subscription: boolean
  /** the merchant said what the store is: "Crate 78 is a used vinyl shop in Detroit" */
  identity?: boolean
}

/** The home page's sections: the composition's, fitted to the facts and the sections asked for. */
export function homeSectionsFor(
  composition: Composition,
  present: FactsPresent,
  wished: readonly WishedSection[],
): HomeSection[] {
  let order = [...BASE[composition]]
  const extra: HomeSection[] = []
  // Facts the merchant gave are on the page: offers scroll in a marquee, the rest stand as highlights.
  if (present.offers > 0 && !order.includes('marquee')) order.splice(1, 0, 'marquee')
  if (present.highlights > 0 && !order.includes('highlights') && !order.includes('product-features'))
    extra.push('highlights')
  if (present.founded && !order.includes('timeline') && composition !== 'campaign') extra.push('timeline')
  if (present.place && composition === 'story') extra.push('location')
  if (present.subscription) extra.push('subscription')
  // The store in the merchant's own words leads its story, so the story is on the page.
  if (present.identity && !order.includes('rich-text'))
    order.splice(order.indexOf('marquee') === 1 ? 2 : 1, 0, 'rich-text')
  order = withSections(order, [...extra, ...wishedSections(wished)])
  return order
}
