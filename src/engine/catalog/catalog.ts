// Sample catalog for the preview: the products a store sells, made from its categories. A
// category names what it holds ("Oversized Hoodies", "Earl Grey", "Water Bottles"); the taxonomy
// says what that kind of product is called, costs and comes in, so a bottle has capacities and
// colours, not S/M/L, and a tea shop's blog writes about tea. Deterministic: the same store
// always gives the same catalog.
import {
  kindArt,
  kindPicture,
  pictureOf,
  planPictures,
  productImageUrl,
  type IllustrationId,
  type IllustrationPalette,
} from './imagery'
import { genericProductKind, genericSort } from './taxonomy/generic'
import { GENERIC_COMPANIONS, WORDS_IN } from './imagery/art/choices'
import {
  matchProduct,
  pluralPhrase,
  productKind,
  singular,
  type ProductKind,
  type ProductOption,
} from './taxonomy'
import { CATALOG_WORDS, kindOfTitle, kindWords, type CatalogWords } from './taxonomy/languages'
import type { StoreLanguage } from '../model/language'
import { endSentence, escapeHtml, hash, pick } from '../model/text'
import { handleize } from '../model/handles'
import { placeholderImage } from './placeholder'
import {
  DEFAULT_STORE_CONFIG,
  readThemeJson,
  storeConfigFromFiles,
  type SampleArticle,
  type SampleCatalog,
  type SampleCollection,
  type SampleProduct,
  type StoreConfig,
  type ThemeFiles,
} from '../model/theme'
import { liveSettings } from '../model/settings-data'
import { MONEY_FORMATS, moneyFormatIn, PRICE_SCALE, type StoreCurrency } from '../model/currency'

/** "Oversized Hoodies" -> "Oversized Hoodie"; "Earl Grey" and "Olive Oil" stay as they are. */
export function singularTitle(title: string): string {
  const words = title.trim().split(/\s+/)
  const last = words.pop() ?? ''
  // A capitalised name ("Earl Grey") is not a plural to undo, unless it plainly is one.
  const single = /s$/i.test(last) ? singular(last) : last
  return [...words, single].join(' ')
}

function titleCase(text: string): string {
  return text.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  )
}

interface CategoryKind {
  kind: ProductKind
  /** "Oversized Hoodie" */
  product: string
  /** in a store in another language: its product titles, the kind's own before the category's */
  titles?: string[]
}

function kindOf(category: string, language: StoreLanguage | undefined): CategoryKind {
  if (language !== undefined && language !== 'en') {
    // "Confitures", "Grüntee": the kind its words name, titled in the store's language; a
    // service or a thing the taxonomy does not know keeps its own words ("Revision · Komplett").
    const own = CATALOG_WORDS[language]
    const service = category.split(/\s+/).some((word) => own.services.test(word))
    // A service ("Toilettage", "Adestramento") is booked, not a product of a kind its words
    // also name (a grooming brush).
    const id = service ? undefined : kindOfTitle(category, language)
    const kind = id === undefined ? undefined : productKind(id)
    const words = id === undefined ? undefined : kindWords(language, id)
    // A made thing's design names from a start of its own, so two collections do not share them.
    const turn = service ? 0 : hash(category) % own.goodsTitles.length
    const item = (
      service ? own.serviceTitles : [...own.goodsTitles.slice(turn), ...own.goodsTitles.slice(0, turn)]
    ).map((t) => t.replace('{item}', category))
    // The kind's own titles first; the category's own words after them, for a second
    // collection of one kind ("Gouda" and "Boerenkaas" are both cheeses).
    return {
      kind: kind ?? genericProductKind(category.toLowerCase()),
      product: category,
      titles: words && words.titles.length > 0 ? [...words.titles, ...item] : item,
    }
  }
  const product = singularTitle(category)
  const match = matchProduct(category)
  return { kind: match?.kind ?? genericProductKind(product.toLowerCase()), product }
}

/** A kind's titles from a seeded start, those no other collection took, in the order they come. */
function freshTitles(titles: readonly string[], at: number, used: ReadonlySet<string>): string[] {
  const own = titles.filter((t) => !t.includes(' · '))
  const rest = titles.filter((t) => t.includes(' · '))
  const turned = own.map((_, i) => own[(at + i) % own.length] as string)
  return [...turned, ...rest].filter((title) => !used.has(title))
}

/** Sizes, quantities and measures read alike in any language: "M", "250 ml", "2 x 50 g". */
const NEUTRAL_VALUE =
  /^(?:[\d\s.,×x/+-]+(?:\s?(?:ml|cl|l|g|kg|mg|cm|mm|m|oz|in|"|%|w|v|mah|gb|tb))?|xxs|xs|s|m|l|xl|xxl|xxxl|one size)$/i

/** A kind's options in another language: named in it, and only those whose values need no words. */
function optionsIn(options: readonly ProductOption[], words: CatalogWords): ProductOption[] {
  return options.flatMap((option) => {
    const name = words.options[option.name]
    return name && option.values.every((value) => NEUTRAL_VALUE.test(value.trim()))
      ? [{ name, values: [...option.values] }]
      : []
  })
}

/** Round metric sizes shops sell in: grams, millilitres, centimetres. */
const NICE_GRAMS = [50, 75, 100, 125, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 2500, 5000, 10000]
const NICE_ML = [30, 50, 75, 100, 150, 200, 250, 330, 500, 750, 1000, 1500, 2000]

function nearest(value: number, nice: readonly number[]): number {
  return nice.reduce((best, n) => (Math.abs(n - value) < Math.abs(best - value) ? n : best))
}

function metricAmount(grams: number, unit: 'g' | 'ml', comma: boolean): string {
  const amount = nearest(grams, unit === 'g' ? NICE_GRAMS : NICE_ML)
  const whole = String(amount / 1000)
  if (amount >= 1000) return `${comma ? whole.replace('.', ',') : whole} ${unit === 'g' ? 'kg' : 'l'}`
  return `${amount} ${unit}`
}

const IMPERIAL = /(\d+(?:\.\d+)?)\s*(fl\.?\s*oz|oz|lbs?|pounds?|in(?:ch(?:es)?)?\b|")/gi
const LIQUID =
  /\b(?:fl|bottle|concentrate|can|drink|juice|oil|syrup|sauce|spray|mist|lotion|serum|shampoo|wash)\b/i

/**
 * An option value in the units shops outside the US sell in: "8 oz" -> "250 g", "2 lb" -> "1 kg",
 * "12 oz bottle" -> "330 ml bottle", '8"' -> "20 cm" ("2,5 kg" with a decimal `comma`). Values
 * without imperial units are kept.
 */
export function metricValue(value: string, comma = false): string {
  return value.replace(IMPERIAL, (_whole, number: string, unit: string) => {
    const n = Number(number)
    const u = unit.toLowerCase()
    if (u.startsWith('in') || u === '"') return `${Math.round(n * 2.54)} cm`
    if (u.startsWith('lb') || u.startsWith('pound')) return metricAmount(n * 453.6, 'g', comma)
    const liquid = u.startsWith('fl') || LIQUID.test(value)
    return metricAmount(n * (liquid ? 29.57 : 28.35), liquid ? 'ml' : 'g', comma)
  })
}

/** A kind's options as a store outside the US sells them: metric sizes, each value once. */
function metricOptions(options: readonly ProductOption[], comma: boolean): ProductOption[] {
  return options.map((option) => ({
    ...option,
    values: [...new Set(option.values.map((value) => metricValue(value, comma)))],
  }))
}

const fillIn = (pattern: string, slots: Record<string, string>) =>
  pattern.replace(/\{(\w+)\}/g, (whole, slot: string) => slots[slot] ?? whole)

/**
 * A title from a style and the product: "Heavyweight" + "Oversized Hoodie", never repeating a
 * word; a long product name keeps its last two words ("Hobo" + "Leather Handbag").
 */
function productTitle(style: string, product: string): string {
  const words = product.split(/\s+/)
  const base = words.length > 3 ? words.slice(-2).join(' ') : product
  const has = new Set(base.toLowerCase().split(/[\s-]+/))
  const extra = style.split(/\s+/).filter((word) => !has.has(word.toLowerCase()))
  return extra.length === 0 ? base : `${extra.join(' ')} ${base}`
}

/**
 * Words that say nothing of a product: "Classic Plant", "Signature Dog" and "Select Knitwear" read
 * as filler (issue 28). A kind's styles without them, as long as a few are left.
 */
const FILLER_STYLE =
  /^(classic|signature|select|heritage|everyday|studio|essential|original|premium|standard|basic|deluxe|special|favou?rites?|best|house)$/i

function titleStyles(kind: ProductKind, product: string): string[] {
  const own = kind.styles.filter((style) => !product.toLowerCase().includes(style.toLowerCase()))
  const telling = own.filter((style) => !FILLER_STYLE.test(style))
  return telling.length >= 3 ? telling : own
}

function describe(title: string, kind: ProductKind, store: string, seed: number): string {
  const first = pick(kind.qualities, seed, 'quality-1')
  const second = pick(
    kind.qualities.filter((q) => q !== first),
    seed,
    'quality-2',
  )
  const use = pick(kind.uses, seed, 'use')
  const openings = [
    `${title} with ${first} and ${second}.`,
    `Made for ${use}: ${first}, ${second}.`,
    `${first.charAt(0).toUpperCase()}${first.slice(1)}, ${second}, and made for ${use}.`,
  ]
  const opening = pick(openings, seed, 'opening')
  return escapeHtml(`${opening} From ${endSentence(store)}`)
}

function priceIn(kind: ProductKind, seed: number): number {
  const [low, high] = kind.price
  const dollars = low + (seed % (high - low + 1))
  // Shop prices end in 0, 5 or 9 from $30 up; below that, any whole dollar.
  if (dollars < 30) return dollars * 100
  const ends = [0, 5, 9]
  const rounded = Math.floor(dollars / 10) * 10 + (ends[seed % 3] ?? 0)
  return Math.min(Math.max(rounded, low), high) * 100
}

export interface CatalogOptions {
  /** colours for the illustrations (default: from the store's primary colour) */
  palette?: IllustrationPalette
  /** products per collection (default: enough for a grid of eight, at least four) */
  perCollection?: number
}

function paletteOf(config: StoreConfig): IllustrationPalette {
  return {
    primary: config.primaryColor,
    accent: config.primaryColor,
    background: '#ffffff',
    surface: '#f4f4f4',
    text: '#111111',
  }
}

const ARTICLE_TITLES = [
  'How to choose the right {product}',
  'Caring for your {product}',
  'Behind the scenes at {store}',
  'Five ways to enjoy {products}',
  'What goes into a good {product}',
  'A beginner’s guide to {products}',
  'Meet the people behind {store}',
  'Gift ideas from {store}',
]

function articlesFor(
  store: string,
  kinds: CategoryKind[],
  palette: IllustrationPalette,
  illustration: IllustrationId,
): SampleArticle[] {
  const first = kinds[0]
  const product = (first?.product ?? 'product').toLowerCase()
  const products = pluralPhrase(product)
  const seed = hash(`${store}|${product}`)
  const picked = [0, 1, 2].map((i) => ARTICLE_TITLES[(seed + i * 3) % ARTICLE_TITLES.length] ?? '')
  return picked.map((pattern, i) => {
    const title = pattern
      .replace('{product}', product)
      .replace('{products}', products)
      .replace('{store}', store)
    const quality = first ? pick(first.kind.qualities, seed, `article-${i}`) : 'care'
    const text = `${title}: what we have learned at ${store} about ${products}, from ${quality} to the small details that make a difference.`
    return {
      handle: handleize(title),
      title,
      excerpt: escapeHtml(text),
      content: `<p>${escapeHtml(text)}</p><p>${escapeHtml(`Questions? Write to us: the ${store} team reads every message.`)}</p>`,
      image: productImageUrl(
        first ? kindPicture(artOf(first.kind, first.product), i + 1) : undefined,
        first?.kind.illustration ?? illustration,
        { palette, seed: seed + i, variant: 'tile' },
      ),
      tags: [first?.kind.collection ?? 'News'],
      publishedAt: `2024-0${i + 3}-12T09:00:00Z`,
    }
  })
}

/** The blog's articles in a store written in another language: its own titles and text. */
function articlesIn(
  words: CatalogWords,
  store: string,
  category: string,
  palette: IllustrationPalette,
  illustration: IllustrationId,
  art: readonly string[],
): SampleArticle[] {
  const seed = hash(`${store}|${category}`)
  const products = category.toLowerCase()
  return [0, 1, 2].map((i) => {
    const title = fillIn(words.articles[(seed + i * 2) % words.articles.length] ?? '', { products, store })
    const text = fillIn(words.articleText, { title, store })
    return {
      handle: handleize(title),
      title,
      excerpt: escapeHtml(text),
      content: `<p>${escapeHtml(text)}</p>`,
      image: productImageUrl(kindPicture(art, i + 1), illustration, {
        palette,
        seed: seed + i,
        variant: 'tile',
      }),
      tags: [category || store],
      publishedAt: `2024-0${i + 3}-12T09:00:00Z`,
    }
  })
}

/**
 * The pictures of a category's kind of product: a known kind's own; for one the taxonomy does not
 * know, its words' (read in English for a store in another language: "Lezioni di pianoforte" are
 * piano lessons), then those of a known kind one of its words names ("Sneaker Resales"), beside
 * the companions of its sort (a service: a calendar). None when nothing fits: line art.
 */
export function artOf(kind: ProductKind, noun: string, language?: StoreLanguage): readonly string[] {
  if (kind.id !== 'generic') {
    // A kind of few pictures is pictured beside a shop's own companions too, so its cards differ.
    const own = kindArt(kind.id, noun)
    if (own.length === 0 || own.length >= 3) return own
    return [
      ...own,
      ...GENERIC_COMPANIONS.goods.filter((name) => !own.includes(name)).map((name) => `+${name}`),
    ]
  }
  const own = language !== undefined && language !== 'en' ? WORDS_IN[language] : undefined
  const words = noun
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean)
    .map((word) => (own && Object.hasOwn(own, word) ? (own[word] as string) : word))
  const english = words.join(' ')
  const companions = GENERIC_COMPANIONS[genericSort(english)]
  const named = kindArt('generic', english, companions)
  if (named.length > 0) return named
  for (const word of [...words].reverse()) {
    const match = matchProduct(word)
    const art = match ? kindArt(match.kind.id, word) : []
    if (art.length > 0) return art
  }
  return []
}

/**
 * The sample catalog of a store: for each category, products that belong to it, titled,
 * described, priced and optioned as that kind of product is, with illustrations of it.
 */
export function sampleCatalog(config: StoreConfig, options: CatalogOptions = {}): SampleCatalog {
  const categories = config.categories.length > 0 ? config.categories : ['General']
  const palette = options.palette ?? paletteOf(config)
  const perCollection = options.perCollection ?? Math.max(4, Math.ceil(8 / categories.length))
  const language = config.language
  const words = language !== undefined && language !== 'en' ? CATALOG_WORDS[language] : undefined
  const kinds = categories.map((category) => kindOf(category, language))
  const own = kinds.map(({ kind, product }) => artOf(kind, product, language))
  // A collection of something with no picture of its own (santokus in a knife shop) is pictured
  // as the store's first collection that has one: a line drawing among coloured ones reads as
  // missing, and the same drawing on every card as filler.
  const lender = own.find((list) => list.length > 0) ?? []
  const mains = [...new Set(own.flatMap((list) => list.filter((name) => !name.startsWith('+'))))]
  // A kind of one or two pictures is shown beside the store's other goods (a skateboard truck by
  // a deck and wheels), as a shop photographs its range, so its cards differ.
  const arts = own.map((list) => {
    const pictures = list.length > 0 ? list : lender
    if (pictures.length >= 3) return pictures
    const others = mains.filter((name) => !pictures.some((own) => own.replace(/^\+/, '') === name))
    return [...pictures, ...others.map((name) => `+${name}`)]
  })
  // Each product's picture, planned across the store so one is not on every card.
  const plan = planPictures(
    arts,
    kinds.map(({ titles }) => (titles ? Math.min(perCollection, titles.length) : perCollection)),
  )
  // A store that prices in anything but dollars sells by the gram and the centimetre.
  const metric = config.currency !== undefined && config.currency !== 'USD'
  const products: SampleProduct[] = []
  // Two collections of one kind ("Gouda", "Boerenkaas") share its titles: each title once.
  const used = new Set<string>()
  const collections: SampleCollection[] = categories.map((category, ci) => {
    const { kind, product, titles } = kinds[ci] as CategoryKind
    const art = arts[ci] ?? []
    const handles: string[] = []
    const seedBase = hash(`${config.name}|${category}`)
    const styles = titles ? [] : titleStyles(kind, product)
    // As many as it has titles no other collection took: a title twice reads as a mistake.
    const fresh = titles ? freshTitles(titles, seedBase, used) : []
    const count = titles ? Math.min(perCollection, fresh.length) : perCollection
    for (let i = 0; i < count; i++) {
      // Styles taken in turn from a seeded start, so no two products of a collection share one.
      const style = styles.length > 0 ? styles[(seedBase + i) % styles.length] : undefined
      const title = titles ? (fresh[i] ?? product) : style ? productTitle(style, product) : product
      used.add(title)
      const handle = handleize(`${title}-${ci}-${i}`)
      const seed = hash(handle)
      const price = priceIn(kind, seed)
      const illustration = kind.illustration
      const picture = pictureOf(art, title, plan[ci]?.[i] ?? i, [...kind.nouns, product])
      products.push({
        handle,
        title,
        price,
        compareAtPrice: i % 3 === 1 ? Math.round((price * 1.25) / 100) * 100 : undefined,
        vendor: config.name,
        type: language !== undefined && language !== 'en' ? category : kind.collection,
        description: words
          ? escapeHtml(fillIn(pick(words.descriptions, seed, 'description'), { title, store: config.name }))
          : describe(title, kind, config.name, seed),
        images: [
          productImageUrl(picture, illustration, { palette, seed, variant: 'product' }),
          productImageUrl(picture, illustration, { palette, seed: seed + 1, variant: 'product' }),
        ],
        tags: [category],
        // One product sold out early in the grid, as stores have: the second of the second category.
        available: !(i === 1 && ci === 1) && !(i === perCollection - 1 && ci % 2 === 1),
        options: words
          ? optionsIn(metric ? metricOptions(kind.options, true) : kind.options, words)
          : (metric ? metricOptions(kind.options, false) : kind.options).map((option) => ({
              name: option.name,
              values: [...option.values],
            })),
      })
      handles.push(handle)
    }
    return {
      handle: handleize(category),
      title: category,
      description: words
        ? fillIn(words.collection, { collection: category, store: config.name })
        : `${titleCase(pluralPhrase(product.toLowerCase()))} from ${endSentence(config.name)}`,
      image: productImageUrl(kindPicture(art), kind.illustration, {
        palette,
        seed: seedBase,
        variant: 'tile',
      }),
      productHandles: handles,
    }
  })
  // "All" takes a turn through the categories, so a grid of eight shows each of them.
  const interleaved: string[] = []
  for (let i = 0; i < perCollection; i++)
    for (const collection of collections) {
      const handle = collection.productHandles[i]
      if (handle) interleaved.push(handle)
    }
  const all: SampleCollection = {
    handle: 'all',
    title: words ? words.allProducts.title : 'All products',
    description: words
      ? fillIn(words.allProducts.description, { store: config.name })
      : `Everything from ${config.name}.`,
    productHandles: interleaved,
  }
  const currency = config.currency ?? 'USD'
  return {
    shop: {
      name: config.name,
      description: config.tagline,
      currency,
      moneyFormat: moneyFormatIn(currency, language),
      ...(language !== undefined && language !== 'en' ? { locale: language } : {}),
    },
    products: scalePrices(products, PRICE_SCALE[currency]),
    collections: [...collections, all],
    articles: words
      ? articlesIn(
          words,
          config.name,
          categories[0] ?? '',
          palette,
          kinds[0]?.kind.illustration ?? 'package',
          kinds[0] ? artOf(kinds[0].kind, kinds[0].product, language) : [],
        )
      : articlesFor(config.name, kinds, palette, kinds[0]?.kind.illustration ?? 'package'),
  }
}

/** Prices in a currency worth less than a dollar: about as much, in round numbers of it. */
function scalePrices(products: SampleProduct[], scale: number): SampleProduct[] {
  if (scale === 1) return products
  const round = (cents: number) => {
    const amount = (cents / 100) * scale
    const step = amount >= 1000 ? 100 : amount >= 100 ? 10 : 1
    return Math.round(amount / step) * step * 100
  }
  return products.map((product) => ({
    ...product,
    price: round(product.price),
    ...(product.compareAtPrice !== undefined ? { compareAtPrice: round(product.compareAtPrice) } : {}),
  }))
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

const QUANTITY_IN = /\b(\d+(?:[.,]\d+)?)\s?(ml|cl|l|fl oz|oz|g|kg|lb|lbs|cm|mm|in)\b/i
const UNIT_FAMILIES: RegExp[] = [
  /\b(?:ml|cl|l|fl oz|oz|liters?|litres?)\b/i,
  /\b(?:g|kg|lbs?|oz)\b/i,
  /\b(?:cm|mm|in|inch|")/i,
]

/** "750 ml" -> ["500 ml", "750 ml", "1000 ml"]: the stated size between two neighbours. */
function sizesAround(amount: number, unit: string): string[] {
  const step = amount >= 100 ? 50 : amount >= 10 ? 5 : 1
  const smaller = Math.max(step, Math.round((amount * 0.67) / step) * step)
  const larger = Math.round((amount * 1.33) / step) * step
  return [...new Set([smaller, amount, larger])].map((n) => `${n} ${unit}`)
}

type SpotlightOptions = Pick<SampleProduct, 'options' | 'selected' | 'variantPrices'>

/**
 * The product's options, sized in the unit the theme states ("750 ml") when an option is a size:
 * the stated size is the one the page opens on, at the stated price, its neighbours priced by size.
 */
function spotlightOptions(kind: ProductKind | undefined, texts: string[], price: number): SpotlightOptions {
  if (!kind) return { options: [] }
  const stated = texts.map((t) => QUANTITY_IN.exec(t)).find((m) => m)
  const amount = Number(stated?.[1]?.replace(',', '.'))
  const unit = stated?.[2]?.toLowerCase() ?? ''
  const family = UNIT_FAMILIES.find((f) => f.test(unit))
  const sized = (values: string[]) =>
    stated !== undefined &&
    family !== undefined &&
    Number.isFinite(amount) &&
    amount > 0 &&
    values.some((v) => family.test(v))
  const options = kind.options.map((option) =>
    sized(option.values)
      ? { name: option.name, values: sizesAround(amount, unit) }
      : { name: option.name, values: option.values.slice(0, 5) },
  )
  // Variants vary by the first option only (preview/data.ts).
  if (!sized(kind.options[0]?.values ?? [])) return { options }
  const sizes = options[0]!.values.map((value) => Number.parseFloat(value))
  const selected = sizes.indexOf(amount)
  return {
    options,
    selected,
    // Bigger sizes cost more, a little less per gram: whole dollars, the stated one exact.
    variantPrices:
      price > 0
        ? sizes.map((size, i) =>
            i === selected ? price : Math.max(100, Math.round((price * (size / amount) ** 0.85) / 100) * 100),
          )
        : undefined,
  }
}

/**
 * The product a composed theme was made for: the first featured-product section that describes
 * its own product (a title, no product picked) in the product, home or landing template.
 */
export function spotlightProduct(
  files: ThemeFiles,
  vendor: string,
  palette?: IllustrationPalette,
): (SampleProduct & { priceText: string }) | undefined {
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
      const kind = matchProduct(title)?.kind
      const illustration =
        typeof settings.illustration === 'string' && settings.illustration ? settings.illustration : undefined
      // A picture the theme names is drawn as named; otherwise the kind's own, in colour. A thing
      // no kind knows ("Climbing Hold") is drawn from its words, as the theme's own snippet draws it.
      const generic = kind ? undefined : artOf(genericProductKind(title.toLowerCase()), title)
      const picture = generic?.length
        ? pictureOf(generic, title, 0)
        : illustration || !kind
          ? undefined
          : pictureOf(artOf(kind, title), title, 0, kind.nouns)
      const drawn = palette
        ? [
            productImageUrl(picture, (illustration ?? kind?.illustration ?? 'package') as IllustrationId, {
              palette,
              seed: hash(title),
            }),
          ]
        : [placeholderImage(title, '#888888')]
      const price = priceInCents(typeof settings.price === 'string' ? settings.price : '') ?? 0
      return {
        handle: handleize(title) || 'featured-product',
        title,
        price,
        compareAtPrice: priceInCents(
          typeof settings.compare_price === 'string' ? settings.compare_price : '',
        ),
        vendor,
        type: kind?.collection ?? 'Featured',
        description: description || escapeHtml(features.join('. ')),
        images: images.length > 0 ? images : drawn,
        tags: features,
        available: true,
        ...spotlightOptions(kind, [title, description, ...features], price),
        priceText: typeof settings.price === 'string' ? settings.price : '',
      }
    }
  }
  return undefined
}

const PALETTE_SETTINGS: [keyof IllustrationPalette, string][] = [
  ['primary', 'colors_primary'],
  ['accent', 'colors_accent'],
  ['background', 'colors_background'],
  ['surface', 'colors_surface'],
  ['text', 'colors_text'],
]

/** The illustration palette a theme's colour settings give, when it has Vitrine's settings. */
export function paletteFromFiles(files: ThemeFiles): IllustrationPalette | undefined {
  let data: unknown
  try {
    data = readThemeJson(files, 'config/settings_data.json')
  } catch {
    return undefined
  }
  const current = liveSettings(data)
  if (current === null) return undefined
  const palette: Partial<IllustrationPalette> = {}
  for (const [role, id] of PALETTE_SETTINGS) {
    const value = current[id]
    if (typeof value !== 'string' || !/^#[0-9a-f]{6}$/i.test(value)) return undefined
    palette[role] = value
  }
  return palette as IllustrationPalette
}

const CURRENCIES: [RegExp, StoreCurrency][] = [
  [/€|\beur\b/i, 'EUR'],
  [/£|\bgbp\b/i, 'GBP'],
  [/¥|\bjpy\b/i, 'JPY'],
  [/\bca\$|\bcad\b/i, 'CAD'],
  [/\ba\$|\baud\b/i, 'AUD'],
]

/** The currency a price is written in: "€24" is euros. Undefined for dollars or no symbol. */
export function currencyOf(price: string): { currency: string; moneyFormat: string } | undefined {
  const found = CURRENCIES.find(([pattern]) => pattern.test(price))
  return found ? { currency: found[1], moneyFormat: MONEY_FORMATS[found[1]] } : undefined
}

/**
 * A catalog led by the product the theme was made for, in the currency its price is written in.
 */
export function withSpotlight(
  catalog: SampleCatalog,
  spotlight: SampleProduct | undefined,
  priceText = '',
): SampleCatalog {
  if (!spotlight) return catalog
  // A sample product of the same name would show the spotlight twice ("You may also like" it).
  const title = spotlight.title.trim().toLowerCase()
  const twins = new Set(
    catalog.products
      .filter((p) => p.handle === spotlight.handle || p.title.trim().toLowerCase() === title)
      .map((p) => p.handle),
  )
  const others = (handles: string[]) => handles.filter((handle) => !twins.has(handle))
  const [first, ...rest] = catalog.collections
  const money = currencyOf(priceText)
  return {
    ...catalog,
    ...(money ? { shop: { ...catalog.shop, ...money } } : {}),
    products: [spotlight, ...catalog.products.filter((p) => !twins.has(p.handle))],
    collections: [
      ...(first ? [{ ...first, productHandles: [spotlight.handle, ...others(first.productHandles)] }] : []),
      ...rest.map((c) => ({
        ...c,
        productHandles:
          c.handle === 'all' ? [spotlight.handle, ...others(c.productHandles)] : others(c.productHandles),
      })),
    ],
  }
}

/**
 * The sample catalog a theme previews with: the store its settings record (or a generic one),
 * in its colours, led by the product the theme was made for when it describes one.
 */
export function catalogForTheme(files: ThemeFiles): SampleCatalog {
  const config = storeConfigFromFiles(files) ?? DEFAULT_STORE_CONFIG
  const options = catalogOptions(files)
  const spotlight = spotlightProduct(files, config.name, options.palette)
  return withSpotlight(sampleCatalog(config, options), spotlight, spotlight?.priceText)
}

/** What a theme's files say about its sample catalog: its colours, and how many products fill a collection. */
export function catalogOptions(files: ThemeFiles): CatalogOptions {
  const palette = paletteFromFiles(files)
  const perCollection = collectionRows(files)
  return { ...(palette ? { palette } : {}), ...(perCollection ? { perCollection } : {}) }
}

/**
 * Products per collection that fill two rows of the collection page's grid at desktop widths
 * (six for three columns: four left one card alone on its row), or undefined for the default.
 */
function collectionRows(files: ThemeFiles): number | undefined {
  let json: SpotlightJson | undefined
  try {
    json = readThemeJson(files, 'templates/collection.json') as SpotlightJson | undefined
  } catch {
    return undefined
  }
  for (const id of json?.order ?? []) {
    const columns = json?.sections?.[id]?.settings?.columns_desktop
    if (typeof columns === 'number' && Number.isInteger(columns) && columns >= 2 && columns <= 6)
      return Math.max(4, columns * 2)
  }
  return undefined
}
