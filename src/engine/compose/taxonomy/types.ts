// The shapes of the composer's knowledge: kinds of store (what a tea shop sells and how it talks)
// and kinds of product (what a water bottle is called, costs and comes in). Plain data, written
// once per kind; the composer fills the copy patterns with what the prompt says.
import type { IllustrationId } from '../imagery/icons'
import type { BasePalette, StyleId } from '../styles'

/**
 * The small line icons of the value, feature and perk columns (snippets/icon.liquid draws them).
 */
export type ValueIcon =
  | 'truck'
  | 'return'
  | 'heart'
  | 'leaf'
  | 'star'
  | 'shield'
  | 'gift'
  | 'chat'
  | 'sparkle'
  | 'clock'
  | 'award'
  | 'map-pin'
  | 'calendar'
  | 'droplet'
  | 'sun'
  | 'flame'
  | 'package'
  | 'recycle'
  | 'hand'
  | 'tag'

export const VALUE_ICONS: readonly ValueIcon[] = [
  'truck',
  'return',
  'heart',
  'leaf',
  'star',
  'shield',
  'gift',
  'chat',
  'sparkle',
  'clock',
  'award',
  'map-pin',
  'calendar',
  'droplet',
  'sun',
  'flame',
  'package',
  'recycle',
  'hand',
  'tag',
]

/** A Shopify product option: at most three per product, each with its values. */
export interface ProductOption {
  /** "Size", "Capacity", "Color", "Weight", "Roast", "Scent", "Material", "Format", ... */
  name: string
  /** two to five values that fit the product: "500 ml", "750 ml", "1 l" for a bottle */
  values: string[]
}

/**
 * A kind of product: the nouns people use for it, what it costs, how it is sold.
 * Text is in US English, sentence case unless it is a name.
 */
export interface ProductKind {
  /** kebab-case, unique: "water-bottle" */
  id: string
  /**
   * Singular, lower-case nouns and noun phrases that name it, the most usual first:
   * ["water bottle", "bottle", "flask", "tumbler"]. A prompt's noun phrase is matched on its
   * last words, so "insulated 750 ml water bottle" finds "water bottle".
   */
  nouns: string[]
  /** What its pictures are drawn as. */
  illustration: IllustrationId
  /** Believable shelf price range in whole US dollars, low to high. */
  price: [number, number]
  /** Variant options that fit the product (a bottle has capacities and colours, not S/M/L). */
  options: ProductOption[]
  /**
   * Eight or more words or short phrases that read well right before the singular noun in a
   * product title: "Insulated" -> "Insulated Water Bottle", "Summit" -> "Summit Water Bottle".
   * Never a colour, never a word that repeats the noun, never another kind of product.
   */
  styles: string[]
  /** Four or more short phrases of what makes a good one: "double-wall vacuum insulation". */
  qualities: string[]
  /** Three or more uses or moments: "long hikes", "the school run", "desk days". */
  uses: string[]
  /** Three to six spec rows for a product page: ["Material", "18/8 stainless steel"]. */
  specs: [label: string, value: string][]
  /** The plural display name of a collection of them: "Water Bottles". */
  collection: string
}

/** A text pattern. Slots the composer fills; a pattern is only used when its slots have values. */
// {name}      the store name, "Brew"
// {products}  what the store sells, plural, lower case, as a list: "oversized hoodies, graphic tees and caps"
// {product}   one thing it sells, singular, lower case: "hoodie"
// {audience}  who it is for, plural, lower case: "skateboarders" (the kind's audience by default)
// {place}     where it is, as written: "Crete" (only when the prompt names one)
// {year}      the founding year: "1952" (only when the prompt gives one)
export type Pattern = string

/**
 * A kind of store. Everything a homepage says is made from these patterns and the prompt's own
 * facts, so two stores of one kind still read differently (see copy/).
 */
export interface StoreKind {
  /** kebab-case, unique: "tea-shop" */
  id: string
  /** what it is, after "a": "tea shop", "olive oil estate", "streetwear label" */
  label: string
  /**
   * Lower-case words and phrases whose presence in a prompt points to this kind; longer phrases
   * weigh more. Include the store nouns ("tea shop", "tea house"), the goods ("sencha", "oolong",
   * "matcha") and common misspellings or other languages only when they are unambiguous.
   */
  keywords: string[]
  /**
   * Singular, lower-case noun phrases of what it sells, most typical first, six or more; each
   * must name a ProductKind noun (the last words are matched): "loose leaf tea", "teapot".
   */
  products: string[]
  /** Who buys, plural, lower case: "tea lovers", "home cooks". */
  audience: string
  /** Base colours; the style and the prompt's colours are laid over them. WCAG AA text. */
  palette: BasePalette
  /** The look it starts from when the prompt names none. */
  style: StyleId
  /** What the hero is drawn as when no photo is set. */
  illustration: IllustrationId
  /** What photos would suit it, for the explanation: "steam over cups, dried leaves, slow light". */
  imagery: string
  /** Six or more short hero headings (at most 48 characters once filled). */
  heroHeadings: Pattern[]
  /** Four or more hero sentences (one or two sentences, at most 160 characters once filled). */
  heroTexts: Pattern[]
  /** Three or more "our story" paragraphs (two or three sentences each). */
  story: Pattern[]
  /** Six or more reasons to buy: title (two to four words), one sentence, icon. */
  values: [title: Pattern, text: Pattern, icon: ValueIcon][]
  /** Five or more questions customers of this kind of store ask, with answers. */
  faq: [question: Pattern, answer: Pattern][]
  /** Six or more customer quotes (one or two sentences, first person, specific). */
  testimonials: Pattern[]
  /** Three or more announcement bar lines: "Free shipping on orders over $50". */
  announcements: Pattern[]
  /** Phrases of how it makes, sources or chooses what it sells: "cold-pressed within hours of harvest". */
  craft: Pattern[]
  /**
   * The trade's own words for its buttons and headings, where it has some ("Start digging" for a
   * record shop). Whatever it leaves out comes from the store's tone of voice, in words no trade
   * owns. Never another trade's words.
   */
  copy?: KindCopy
}

/** A kind of store's own words for its buttons and headings (each a few words). */
export interface KindCopy {
  /** the hero's main button: "Start digging" */
  shopButton?: string
  /** the hero's second button: "Browse the crates" */
  browseButton?: string
  /** the product grid's heading: "Fresh in the crates" */
  gridHeading?: string
  /** the collection list's heading: "Shop by genre" */
  collectionsHeading?: string
}
