// Prompt -> store brief: everything the composer decides before it writes a file, made from
// what the prompt names (understand/) and what the taxonomy knows of that kind of store. Pure
// and deterministic: the same input always gives the same brief.
import { artOf, sampleCatalog } from '../catalog/catalog'
import {
  MAX_PROMPT_LENGTH,
  composeInputSchema,
  type ComposeInput,
  type PageType,
  type SampleProduct,
  type StoreConfig,
  templateForPageType,
} from '../model/theme'
import {
  chooseComposition,
  type Composition,
  homeSectionsFor,
  withSections,
  wishedSections,
} from './compositions'
import {
  articles,
  choose,
  chooseSeveral,
  type CopySlots,
  factQuestions,
  fill,
  type Highlight,
  highlights,
  listOf,
  reviewers,
  sentenceCase,
} from './copy'
import { productGridSettings, type ProductGridSettings } from './grid'
import { kindPicture, type IllustrationId } from '../catalog/imagery'
import { buildPalette } from './look'
import { isDark } from '../catalog/palette'
import type { Palette } from './palette'
import type { StyleId } from '../catalog/style-ids'
import { STYLES, type Tone, TONE_COPY, type ToneCopy } from './styles'
import {
  detectStoreKind,
  type KindCopy,
  ANY_STORE_KINDS,
  matchProduct,
  storeNounFor,
  type ProductKind,
  pluralPhrase,
  STORE_KINDS,
  storeKind as storeKindById,
  type StoreKind,
  type ValueIcon,
} from '../catalog/taxonomy'
import {
  GENERIC_DIGITAL_STORE,
  GENERIC_SERVICE_STORE,
  GENERIC_STORE,
  genericProductKind,
  genericSort,
} from '../catalog/taxonomy/generic'
import { capitalize, cleanText, escapeHtml, hash, pick, richText, theName } from '../model/text'
import { cleanName, type ProductPhrase, type PromptReading, readPrompt } from './understand'
import { buildTypography, type Typography } from './typography'
import { tokenize } from './understand/nlp'
import { promptCurrency } from './understand/locale'
import { OWN_MAKE } from './understand/languages'
import { type LanguagePack, languagePack } from './languages'
import { kindWords } from '../catalog/taxonomy/languages'
import type { StoreLanguage } from '../model/language'
import type { HomeSection } from './sections'

/** A number of units ("120 pages", "3-minute"): a fact about a product, not one. */
const UNITS =
  '(?:pages?|minutes?|mins?|hours?|days?|weeks?|months?|years?|doors?|people|persons?|seats?|pieces?|colou?rs?|sizes?)'
const MEASURED_FACT = new RegExp(`^\\d+(?:[.,]\\d+)?[-\\s]?${UNITS}$`, 'i')
/** Words that stand for a product without naming one: "our one product", "things". */
const NOT_A_THING = /^(?:ones?|things?|items?|stuff|products?)$/i
/**
 * Words that gather what a store sells under one name: "falconry gear", "bookbinding supplies",
 * "ricambi e accessori". Leading a list of the things themselves, they are the store's subject,
 * not a collection of their own (a collection of "Falconry Gear" sells nothing in particular).
 */
const UMBRELLA =
  /^(?:gear|supplies|supply|equipment|accessories|essentials|goods|wares|merch|merchandise|parts|spares|spare parts|ricambi|accessori|forniture|attrezzatura|prodotti|articoli|pièces|fournitures|matériel|accessoires|produits|articles|zubehör|ersatzteile|teile|bedarf|ausrüstung|produkte|artikel|accesorios|repuestos|piezas|productos|artículos|suministros|acessórios|peças|produtos|artigos|onderdelen|benodigdheden|producten|artikelen)$/iu

/** A bare noun a kind of store sells as its own product: "boards" in a surf shop are surfboards. */
function inStore(p: ProductPhrase, store: StoreKind): ProductPhrase {
  if (p.kind || p.modifiers.trim() || p.source === 'subject') return p
  const noun = storeNounFor(store, p.head)
  const kind = noun === undefined ? undefined : matchProduct(noun)?.kind
  if (noun === undefined || !kind) return p
  const plural = pluralPhrase(noun)
  return { ...p, phrase: plural, singular: noun, plural, head: noun, kind }
}

/** The things a list after an umbrella names: the umbrella phrases that lead it are dropped. */
function withoutUmbrellas<T extends { head: string; plural: string }>(sells: readonly T[]): readonly T[] {
  const isUmbrella = (p: T) => UMBRELLA.test(p.head.trim()) || UMBRELLA.test(p.plural.trim())
  const lead = sells.findIndex((p) => !isUmbrella(p))
  if (lead <= 0) return sells
  const rest = sells.slice(lead)
  return rest.filter((p) => !isUmbrella(p)).length >= 2 ? rest : sells
}

const MEASURED_PREFIX = new RegExp(`^\\d+(?:[.,]\\d+)?[-\\s]?${UNITS}\\s+(?=\\S)`, 'i')

/** The product a page is about: from the landing page's fields or the prompt's own words. */
export interface SpotlightProduct {
  title: string
  /** display price, e.g. "$49.00" */
  price?: string
  /** rich text (HTML paragraphs, escaped) */
  description?: string
  features: string[]
  /** "5 key features" when the prompt asked for a number of them */
  featuresHeading?: string
  specs: [label: string, value: string][]
  /** data: or https: image URLs */
  images: string[]
  illustration: IllustrationId
}

export interface HeroCopy {
  heading: string
  text: string
  button: string
  secondaryButton?: string
  height: 'small' | 'medium' | 'large'
  alignment: 'left' | 'center'
  background: 'solid' | 'gradient' | 'pattern' | 'shapes'
  colorScheme: 'background' | 'surface' | 'primary' | 'accent' | 'inverse'
  illustration: IllustrationId
}

export interface CampaignCopy {
  heading: string
  text: string
  /** YYYY-MM-DD when the prompt gives a date */
  endDate: string
  button: string
}

export interface StoreBrief {
  pageType: PageType
  /** the template this page type is edited on, e.g. "index", "page.about" */
  template: string
  /** the prompt, cleaned */
  prompt: string
  /** what the prompt names */
  reading: PromptReading
  kind: { id: string; label: string }
  style: StyleId
  styleLabel: string
  dark: boolean
  name: string
  /** the prompt gave the name (never replaced) */
  nameGiven: boolean
  tagline: string
  palette: Palette
  typography: Typography
  tone: Tone
  copy: ToneCopy
  categories: string[]
  /** what the store sells, for sentences: "oversized hoodies, graphic tees and caps" */
  sells: { singular: string; plural: string }[]
  /** the products the preview shows: the sample catalog of this store */
  products: SampleProduct[]
  spotlight?: SpotlightProduct
  hero: HeroCopy
  announcements: string[]
  story: { heading: string; text: string }
  storyParagraphs: string[]
  imageWithText: { heading: string; text: string }
  values: [title: string, text: string, icon: ValueIcon][]
  /** the prompt's facts, titled in its words */
  highlights: Highlight[]
  testimonials: [quote: string, author: string][]
  faq: [question: string, answer: string][]
  stats: [value: string, label: string][]
  timeline: [year: string, title: string, text: string][]
  steps: [title: string, text: string, icon: ValueIcon][]
  marquee: string[]
  campaign?: CampaignCopy
  location?: { heading: string; address: string; text: string }
  subscription?: { name: string; price: string; interval: string; features: string }[]
  formFields: string[]
  imagery: string
  /** what the hero is drawn as */
  illustration: IllustrationId
  /** every illustration the theme's sections draw */
  illustrations: IllustrationId[]
  /**
   * The coloured picture (Fluent Emoji names, the product first) the snippet draws for an
   * illustration: the kind's own, for the kinds of the store it stands for. Drawn in line art
   * when absent (pictures not loaded: loadComposeArt).
   */
  pictures?: Readonly<Record<string, readonly string[]>>
  composition: Composition
  /** sections of the home page, in order */
  homeSections: HomeSection[]
  /** sections the prompt asked for by name */
  requestedSections: HomeSection[]
  productGrid: ProductGridSettings
  layout: { radius: number; pageWidth: number; headerLayout: 'left' | 'center' }
  storeConfig: StoreConfig
}

const HERO_STYLE: Record<StyleId, Pick<HeroCopy, 'background' | 'colorScheme'>> = {
  modern: { background: 'gradient', colorScheme: 'primary' },
  minimal: { background: 'solid', colorScheme: 'surface' },
  luxury: { background: 'solid', colorScheme: 'inverse' },
  vintage: { background: 'pattern', colorScheme: 'primary' },
  playful: { background: 'shapes', colorScheme: 'primary' },
  bold: { background: 'shapes', colorScheme: 'inverse' },
  natural: { background: 'gradient', colorScheme: 'surface' },
  tech: { background: 'gradient', colorScheme: 'surface' },
}

/** The hero's second button by look, where the store's kind has no words of its own: no trade's words. */
const SECONDARY_BUTTON: Partial<Record<StyleId, string>> = {
  modern: 'Browse collections',
  luxury: 'Our story',
  vintage: 'Browse the shop',
  natural: 'Our story',
  tech: 'Compare products',
  bold: "See what's new",
}

/** A season's line of products, not the word alone: "summer opening hours" is no collection. */
const LINE = String.raw`\s+(?:collection|range|drop|edit|line|lookbook|launch|capsule|styles|essentials)\b`
const SEASONS: [RegExp, string][] = [
  [new RegExp(String.raw`\bsummer${LINE}`, 'i'), 'Summer Collection'],
  [new RegExp(String.raw`\bspring${LINE}`, 'i'), 'Spring Collection'],
  [new RegExp(String.raw`\b(?:autumn|fall)${LINE}`, 'i'), 'Autumn Collection'],
  [new RegExp(String.raw`\bwinter${LINE}`, 'i'), 'Winter Collection'],
  [/\b(holiday|christmas|festive)\b/i, 'The Holiday Gift Guide'],
  [/\bblack friday\b/i, 'Black Friday Sale'],
]

const TESTIMONIAL_TAILS = [
  'Already planning my next {product}.',
  '{name} has a customer for life.',
  'Worth it for the {product} alone.',
  'I have sent three friends to {name} already.',
  'Thank you, {name}!',
  'Exactly the {product} I was hoping for.',
  'Five stars from me.',
  'The {product} made a perfect gift, too.',
  'I will be back for another {product}.',
  'Ordering from {name} again next month.',
  'Happy to recommend {name}.',
  'Could not be happier with my {product}.',
]

/** The words a kind of store has for the tone's buttons and headings (its browse button is the hero's). */
function definedCopy(copy: KindCopy | undefined): Partial<ToneCopy> {
  const { shopButton, gridHeading, collectionsHeading } = copy ?? {}
  return Object.fromEntries(
    Object.entries({ shopButton, gridHeading, collectionsHeading }).filter(
      ([, words]) => words !== undefined,
    ),
  )
}

function lowerFirst(text: string): string {
  return /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text
}

function titleCase(text: string): string {
  return text.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  )
}

/** A name made of the prompt's own subject: "Crete Olive Oil Co.", "The Candle House". */
/** Words a name is made with, by the store's tone of voice. */
const NAME_WORDS: Record<Tone, string[]> = {
  friendly: ['Common', 'Harbor', 'North', 'Good', 'Maple', 'Bright', 'Kindred', 'Main Street'],
  calm: ['Still', 'Fern', 'Linen', 'Quiet', 'Stone', 'Mist', 'Pale', 'Haven'],
  refined: ['Maison', 'Aurum', 'Vesper', 'Lune', 'Solene', 'Atelier', 'Noble', 'Opaline'],
  nostalgic: ['Golden', 'Velvet', 'Amber', 'Old Post', 'Rerun', 'Dusty', 'Revival', 'Parlour'],
  playful: ['Bubble', 'Pip', 'Sunny', 'Happy', 'Jolly', 'Pebble', 'Popsicle', 'Wiggle'],
  energetic: ['Volt', 'Rally', 'Dash', 'Kick', 'Rush', 'Blaze', 'Turbo', 'Apex'],
  warm: ['Hearth', 'Juniper', 'Willow', 'Honey', 'Ember', 'Meadow', 'Hazel', 'Orchard'],
  precise: ['Axis', 'Vector', 'Nimbus', 'Prism', 'Quanta', 'Circuit', 'Helix', 'Grid'],
}

const STORE_WORDS =
  /\b(?:bakery|boutique|shop|store|roastery|studio|house|apothecary|atelier|nursery|gallery|florist|deli|brewery|winery|distillery|workshop|parlour|parlor|emporium)$/i

/**
 * A name made of the prompt's own subject, in the store's voice: "Juniper Candles", "Hearth
 * Bakery", "Crete Olive Oil Co.". Never used when the prompt gives a name.
 */
function inventName(
  sells: ProductPhrase[],
  kind: StoreKind,
  tone: Tone,
  place: string | undefined,
  seed: number,
): string {
  const head = sells[0]?.head ?? matchProduct(kind.products[0] ?? '')?.noun ?? 'goods'
  const goods = titleCase(pluralPhrase(head.split(/\s+/).slice(-2).join(' ')))
  const word = pick(NAME_WORDS[tone], seed, 'name-word')
  const storeWord = kind.id === GENERIC_STORE.id ? undefined : STORE_WORDS.exec(kind.label)?.[0]
  // "Tarifa, Spain": the town alone names a store.
  const town = place?.split(',')[0]?.trim()
  const patterns = [
    `${word} ${goods}`,
    `${word} & Co.`,
    ...(storeWord ? [`${word} ${titleCase(storeWord)}`] : [`${word} ${goods} Co.`]),
    ...(town && town.length <= 14 ? [`${town} ${titleCase(head)} Co.`] : []),
  ]
  return cleanText(pick(patterns, seed, 'name'), 60)
}

/**
 * A name for a store in another language that gives none: "Maison Lavande", "Bottega Ulivo",
 * "Atelier Lyon" (its town, when the prompt says where it is).
 */
function inventNameIn(
  pack: LanguagePack,
  sells: ProductPhrase[],
  place: string | undefined,
  seed: number,
): string {
  const word = pick(pack.names.words, seed + (sells[0]?.start ?? 0), 'name-word')
  const town = place?.split(',')[0]?.trim()
  const patterns = [...pack.names.patterns, ...(town && town.length <= 14 ? pack.names.placePatterns : [])]
  const pattern = pick(patterns, seed, 'name')
  return cleanText(pattern.replace('{word}', word).replace('{place}', town ?? word), 60)
}

/**
 * What a prompt in another language says the store is, in the taxonomy's English: the kinds of
 * store whose words it uses in its own language ("fromagerie" is a cheese shop), for detectStoreKind.
 */
function storeGloss(
  description: string,
  storeWords: LanguagePack['storeWords'],
  language: StoreLanguage,
): string {
  const text = ` ${description.toLowerCase()} `
  // Whole words; German and Dutch compounds by their end ("Fahrradwerkstatt" is a werkstatt).
  const compounds = language === 'de' || language === 'nl'
  const found: string[] = []
  for (const [id, words] of Object.entries(storeWords)) {
    const kind = storeKindById(id)
    if (!kind) continue
    if (
      words.some((word) =>
        new RegExp(
          `${compounds ? '' : '(?<![\\p{L}])'}${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
          'u',
        ).test(text),
      )
    )
      found.push(kind.label, ...kind.keywords.slice(0, 2))
  }
  return found.join(', ')
}

/** "No inflated markdowns", in each language a store is written in. */
const NO_MARKDOWNS =
  /inflated markdowns|fausses promotions|Schein-Rabatt|descuentos inflados|sconti gonfiati|descontos inflacionados|opgeblazen kortingen/i

function formatPrice(price: string | undefined): string | undefined {
  const text = cleanText(price ?? '', 40)
  if (!text) return undefined
  if (/^\d+(?:[.,]\d{1,2})?$/.test(text)) return `$${Number(text.replace(',', '.')).toFixed(2)}`
  return text
}

const DATA_IMAGE =
  /^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)(?:;[a-z0-9=.+-]+)*(?:;base64,[A-Za-z0-9+/=\s]+|,[^"'<>\s`]*)$/i
const HTTPS_IMAGE = /^https:\/\/[^\s"'<>`]+$/i

export function safeImageUrls(images: readonly string[] | undefined): string[] {
  return (images ?? [])
    .map((src) => src.trim())
    .filter((src) => DATA_IMAGE.test(src) || HTTPS_IMAGE.test(src))
}

/** The kind of a product phrase, or one made for a noun the taxonomy does not know. */
function kindOfPhrase(phrase: ProductPhrase): ProductKind {
  return phrase.kind ?? genericProductKind(phrase.singular.toLowerCase())
}

/** The text with its verbs blanked, so "book by phone" does not make a bookshop. */
function withoutVerbs(text: string): string {
  let out = text
  for (const token of tokenize(text)) {
    if (!token.tags.has('Verb') || token.tags.has('Noun')) continue
    out =
      out.slice(0, token.start) + ' '.repeat(token.text.length) + out.slice(token.start + token.text.length)
  }
  return out
}

/** The text with the colours it names blanked: "chocolate and cream" is not a chocolatier. */
function withoutColors(text: string, reading: PromptReading): string {
  let out = text
  for (const { start, end } of reading.colors.mentions)
    if (end <= out.length) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end)
  return out
}

/**
 * What the kind of store sells when the prompt names nothing: what its name says ("Mama's
 * Pickles" sells pickles), then the kind's first products, three in all.
 */
function kindProducts(kind: StoreKind, name: string | undefined): ProductPhrase[] {
  const last = name?.split(/\s+/).pop()?.toLowerCase() ?? ''
  const named = last.length > 2 ? matchProduct(last) : undefined
  const nouns = named
    ? [named.noun, ...kind.products.filter((noun) => matchProduct(noun)?.kind.id !== named.kind.id)]
    : kind.products
  return nouns.slice(0, 3).map((noun, i) => {
    const match = matchProduct(noun)
    return {
      phrase: pluralPhrase(noun),
      singular: noun,
      plural: pluralPhrase(noun),
      ...(match ? { kind: match.kind } : {}),
      head: match?.noun ?? noun,
      modifiers: match?.modifiers ?? '',
      start: -1 - i,
      end: -1 - i,
      source: 'subject' as const,
    }
  })
}

const UNIT_SPEC: [RegExp, string][] = [
  [/\b(?:ml|cl|l|fl\.? ?oz|oz|lit(?:er|re)s?)$/i, 'Capacity'],
  [/\b(?:g|kg|lbs?|pounds?|grams?)$/i, 'Weight'],
  [/\b(?:mm|cm|m|in|inch(?:es)?|ft)$/i, 'Size'],
  [/\bmah$/i, 'Battery'],
  [/\b(?:w|watts?)$/i, 'Power'],
]

function specsFor(kind: ProductKind, reading: PromptReading): [string, string][] {
  const specs = new Map<string, string>(kind.specs.map(([label, value]) => [label, value]))
  for (const quantity of reading.facts.quantities) {
    const label = UNIT_SPEC.find(([pattern]) => pattern.test(quantity))?.[1]
    if (label) specs.set(label, quantity)
  }
  for (const warranty of reading.facts.warranties) specs.set('Warranty', capitalize(warranty))
  for (const duration of reading.facts.durations) specs.set('Performance', capitalize(duration))
  if (reading.facts.places[0] && !specs.has('Origin')) specs.set('Origin', reading.facts.places[0])
  return [...specs.entries()].slice(0, 8)
}

function spotlightFor(
  reading: PromptReading,
  sells: ProductPhrase[],
  storeKind: StoreKind,
  slots: CopySlots,
  seed: number,
): SpotlightProduct {
  const { details, facts } = reading
  // In another language only the merchant's own words describe it: the kind's are English.
  const english = reading.language === 'en'
  const named = sells[0]
  const givenTitle = cleanText(details.title ?? '', 120)
  const title =
    givenTitle ||
    (named
      ? english
        ? titleCase(named.singular)
        : capitalize(named.singular)
      : titleCase(storeKind.products[0] ?? 'Signature product'))
  const kind =
    matchProduct(title)?.kind ??
    (named ? kindOfPhrase(named) : undefined) ??
    genericProductKind(title.toLowerCase())
  const wanted = facts.featureCount ?? 0
  const features: string[] = [
    ...(details.features ?? []).map((f) => cleanText(f, 120)).filter(Boolean),
    ...facts.quantities.map((q) => capitalize(q)),
    ...facts.durations.map(capitalize),
    ...facts.warranties.map(capitalize),
    ...facts.claims.map(capitalize),
  ]
  for (const quality of english ? kind.qualities : []) {
    if (features.length >= Math.max(wanted, 4)) break
    if (!features.some((f) => f.toLowerCase() === quality.toLowerCase())) features.push(capitalize(quality))
  }
  const unique = features.filter(
    (f, i) => features.findIndex((g) => g.toLowerCase() === f.toLowerCase()) === i,
  )
  const price =
    formatPrice(details.price) ??
    formatPrice(facts.price?.replace(/^\$/, '')) ??
    `$${Math.round((kind.price[0] + kind.price[1]) / 2)}.00`
  const use = pick(kind.uses, seed, 'spotlight-use')
  const generated = (
    english
      ? [
          `${title}: ${listOf(kind.qualities.slice(0, 2))}.`,
          facts.durations[0]
            ? `It ${facts.durations[0].replace(/^(keeps|stays|lasts|holds|burns|runs)/i, (v) => v.toLowerCase())}.`
            : '',
          facts.warranties[0] ? articles(`Backed by a ${facts.warranties[0].toLowerCase()}.`) : '',
          `Made for ${use}${slots.audience && reading.facts.audiences.length > 0 ? ` and for ${slots.audience}` : ''}.`,
        ]
      : [choose(storeKind.heroTexts, slots, seed, 'spotlight-text') ?? slots.products]
  )
    .filter(Boolean)
    .join(' ')
  return {
    title,
    price,
    description: details.description ? richText(details.description) : richText(sentenceCase(generated)),
    features: unique.slice(0, Math.max(wanted, Math.min(unique.length, 6))),
    ...(wanted ? { featuresHeading: `${wanted} key features` } : {}),
    specs: specsFor(english ? kind : { ...kind, specs: [] }, reading),
    images: safeImageUrls(details.images),
    illustration: kind.illustration,
  }
}

function campaignFor(
  reading: PromptReading,
  spotlight: SpotlightProduct | undefined,
  name: string,
): CampaignCopy | undefined {
  const campaign = reading.wishes.campaign
  const preorder = reading.facts.offers.some((o) => /pre-?order/i.test(o))
  if (!campaign && !preorder) return undefined
  const kind = campaign?.kind ?? 'pre-order'
  const subject = spotlight?.title ?? name
  const headings: Record<string, string> = {
    'pre-order': `Pre-order ${theName(subject)}`,
    crowdfunding: `Back ${theName(subject)}`,
    'group-buy': `Group buy: ${theName(subject)}`,
    waitlist: `Join the waitlist for ${theName(subject)}`,
    launch: `Introducing ${theName(subject)}`,
    drop: `${theName(subject, 'The')} drop`,
    holiday: `${capitalize(campaign?.text ?? 'Holiday')} at ${name}`,
    sale: `${capitalize(campaign?.text ?? 'Sale')} at ${name}`,
    event: `${capitalize(campaign?.text ?? 'Event')} at ${name}`,
  }
  const texts: Record<string, string> = {
    'pre-order': 'Reserve yours from the first batch. You are charged when it ships.',
    crowdfunding: 'Help bring it to life and be among the first to own one.',
    'group-buy': 'Order while the group buy is open: one production run is made for everyone who joins.',
    waitlist: 'Be the first to hear when it is ready, and first in line to order.',
    launch: 'Be first in line when it goes on sale.',
    drop: 'Limited numbers, released once. Sign up to hear the moment it lands.',
    holiday: 'Gifts they will keep, wrapped and delivered in time.',
    sale: 'For a limited time, while stocks last.',
    event: 'Join us, meet the makers and try everything in person.',
  }
  return {
    heading: cleanText(headings[kind] ?? `Introducing ${theName(subject)}`, 80),
    text: texts[kind] ?? '',
    endDate: isoDate(campaign?.date),
    button: CAMPAIGN_BUTTONS[kind] ?? 'Shop now',
  }
}

const CAMPAIGN_BUTTONS: Record<string, string> = {
  'pre-order': 'Pre-order now',
  crowdfunding: 'Back it now',
  'group-buy': 'Join the group buy',
  waitlist: 'Join the waitlist',
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** "March 15, 2027" -> "2027-03-15"; a date without a year takes 2027. Empty when none is given. */
function isoDate(text: string | undefined): string {
  if (!text) return ''
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text
  const month = MONTHS.findIndex((m) => text.toLowerCase().includes(m))
  const day = /\b(\d{1,2})(?:st|nd|rd|th)?\b/.exec(text)?.[1]
  const year = /\b(\d{4})\b/.exec(text)?.[1] ?? '2027'
  if (month === -1 || !day) return ''
  return `${year}-${String(month + 1).padStart(2, '0')}-${day.padStart(2, '0')}`
}

function statsFor(reading: PromptReading, highlightsList: Highlight[]): [string, string][] {
  const { facts } = reading
  const stats: [string, string][] = []
  if (facts.founded)
    stats.push([
      String(facts.founded.year),
      capitalize(facts.founded.text.replace(/\s*\d{4}$/, '').trim() || 'since'),
    ])
  for (const warranty of facts.warranties)
    stats.push([warranty.replace(/[- ]?(?:limited )?(?:warranty|guarantee)$/i, ''), 'Warranty'])
  for (const duration of facts.durations) {
    const figure = /\d+(?:[.,]\d+)?[- ]?(?:hours?|hrs?|days?|weeks?|months?|years?|minutes?|mins?)/i.exec(
      duration,
    )?.[0]
    if (figure)
      stats.push([figure, capitalize(duration.replace(figure, '').replace(/\s+/g, ' ').trim() || 'Lasting')])
  }
  for (const quantity of facts.quantities)
    stats.push([
      quantity,
      highlightsList
        .find((h) => h.title.startsWith(quantity))
        ?.title.replace(quantity, '')
        .trim() || 'Size',
    ])
  if (facts.places[0]) stats.push([facts.places[0], 'Where we are'])
  return stats.slice(0, 4)
}

function timelineFor(
  reading: PromptReading,
  name: string,
  storeKind: StoreKind,
  slots: CopySlots,
  seed: number,
  pack: LanguagePack | undefined,
): [string, string, string][] {
  const founded = reading.facts.founded
  if (!founded) return []
  const craft = choose(storeKind.craft, slots, seed, 'timeline-craft') ?? 'made with care'
  const place = reading.facts.places[0]
  // Filled here, in the store's language: two slots side by side ("{products} {craft}") cannot be
  // told apart once filled, so these are not left to the phrasebook's lookup.
  const say = (pattern: string, values: Record<string, string>) =>
    (pack?.phrases[pattern] ?? pattern).replace(/\{(\w+)\}/g, (all, slot: string) => values[slot] ?? all)
  const values = { name, place: place ?? '', products: slots.products, craft: craft.toLowerCase() }
  return [
    [
      String(founded.year),
      'Where it began',
      place
        ? say('{name} begins in {place}, with {products} {craft}.', values)
        : say('{name} begins, with {products} {craft}.', values),
    ],
    [
      'Every season',
      'Done the same careful way',
      sentenceCase(say('{products}, {craft}, year after year.', values)),
    ],
    ['Today', say('{name} today', values), say('Still {craft}, and now sent to your door.', values)],
  ]
}

function stepsFor(reading: PromptReading, slots: CopySlots): [string, string, ValueIcon][] {
  const product = slots.product
  if (
    reading.facts.offers.some((o) => /pre-?order/i.test(o)) ||
    reading.wishes.campaign?.kind === 'pre-order'
  )
    return [
      ['Reserve yours', `Pre-order your ${product} today. You are not charged until it ships.`, 'tag'],
      ['We make the first batch', 'We email you progress updates as it comes together.', 'package'],
      ['It ships to you', 'Tracked delivery the day it leaves us.', 'truck'],
    ]
  if (reading.facts.offers.some((o) => /subscri/i.test(o)))
    return [
      ['Pick a plan', `Choose how often your ${slots.products} arrive.`, 'calendar'],
      ['We send it fresh', 'Packed to order and shipped on your schedule.', 'package'],
      ['Change it any time', 'Pause, skip or cancel in a click.', 'return'],
    ]
  return [
    [`Choose your ${product}`, 'Every product page lists sizes, materials and care.', 'tag'],
    ['We pack it with care', 'Orders leave us within one to two business days.', 'package'],
    ['Enjoy it for years', 'And if anything is not right, we make it right.', 'heart'],
  ]
}

/**
 * The voice of a store of no known kind: of bookings when most of what it names are services
 * (dog walking, alterations), of downloads when most are (presets, templates), else of goods.
 */
function genericStoreFor(named: readonly ProductPhrase[]): StoreKind {
  const sorts = named.filter((p) => !p.kind).map((p) => genericSort(p.singular))
  const count = (sort: string) => sorts.filter((s) => s === sort).length
  if (sorts.length === 0) return GENERIC_STORE
  if (count('service') * 2 > sorts.length) return GENERIC_SERVICE_STORE
  if (count('digital') * 2 > sorts.length) return GENERIC_DIGITAL_STORE
  return GENERIC_STORE
}

export function buildBrief(rawInput: ComposeInput): StoreBrief {
  const input = composeInputSchema.parse(rawInput)
  const reading = readPrompt(input.prompt, input.product)
  const pageType: PageType = rawInput.pageType ?? reading.pageType ?? input.pageType
  const prompt = cleanText(reading.description || input.prompt, MAX_PROMPT_LENGTH)
  const seed = hash(`${prompt.toLowerCase()}|${pageType}`)
  const { facts, wishes } = reading

  const detailsText = [reading.details.title, reading.details.description].filter(Boolean).join('\n')
  const read = reading.products
  // The prompt's language once its words are loaded (loadLanguage); English until then.
  const pack = languagePack(reading.language)
  const language = pack ? reading.language : 'en'
  const detected =
    detectStoreKind(
      pack
        ? storeGloss(reading.description, pack.storeWords, reading.language)
        : [withoutColors(withoutVerbs(reading.description), reading), detailsText].join('\n'),
      read.map((p) => ({
        ...(p.kind ? { kind: p.kind.id } : {}),
        noun: p.head,
        modifiers: p.modifiers,
        subject: p.source === 'subject',
      })),
    ) ?? genericStoreFor(read)
  // "boards" and "wax" in a surf shop are its surfboards and surf wax.
  const named = pack || detected.id === GENERIC_STORE.id ? read : read.map((p) => inStore(p, detected))
  // A store in another language keeps its kind (products, look, pictures) and speaks with the
  // language's own voice: the kind's English patterns would read as a translation, or not at all.
  const storeKind: StoreKind = pack ? { ...detected, ...pack.voice, copy: undefined } : detected
  // What a kind sells, when the prompt names nothing: in the store's language where it has words.
  const sells =
    named.length > 0
      ? named
      : kindProducts(storeKind, reading.name?.text)
          .map((p) => {
            const words = p.kind ? kindWords(language, p.kind.id) : undefined
            return words
              ? { ...p, phrase: words.many, singular: words.one, plural: words.many, head: words.one }
              : p
          })
          // "road bikes" and "gravel bikes" may both be "Fahrräder": once.
          .filter(
            (p, i, all) => all.findIndex((q) => q.plural.toLowerCase() === p.plural.toLowerCase()) === i,
          )

  const style = wishes.styles[0] ?? storeKind.style
  const preset = STYLES[style]
  const place = facts.places[0]
  const givenName = cleanName(reading.name?.text ?? '')
  const name =
    givenName ||
    (pack ? inventNameIn(pack, sells, place, seed) : inventName(sells, storeKind, preset.tone, place, seed))

  const sellsDisplay = sells.slice(0, 6).map((p) => ({ singular: p.singular, plural: p.plural }))
  const audience = facts.audiences[0] ?? storeKind.audience
  const slots: CopySlots = {
    name,
    products: listOf(
      sellsDisplay.slice(0, 3).map((p) => p.plural),
      language,
    ),
    product: sellsDisplay[0]?.singular ?? 'product',
    audience,
    ...(place ? { place } : {}),
    ...(facts.founded ? { year: String(facts.founded.year) } : {}),
    language,
  }

  // Categories: what the prompt sells, then what the kind sells beside it.
  const categories: string[] = []
  for (const p of withoutUmbrellas(sells)) {
    // "a 120-page ebook", "sets up in 3 minutes": a number of units is a fact, never a product.
    if (MEASURED_FACT.test(p.plural.trim()) || NOT_A_THING.test(p.plural.trim())) continue
    // "200-page ebooks" are ebooks: the number stays a fact of the product.
    const title = pack ? capitalize(p.plural) : titleCase(p.plural.replace(MEASURED_PREFIX, ''))
    if (!categories.some((c) => c.toLowerCase() === title.toLowerCase())) categories.push(title)
  }
  // A store outside the taxonomy that names what it sells is not padded with gift sets and
  // mugs: it borrows from a kind of store that sells the same things, or stays as it is.
  const padding =
    storeKind.id !== GENERIC_STORE.id || sells.length === 0
      ? storeKind.products
      : (STORE_KINDS.find((k) =>
          k.products.some((noun) =>
            sells.some(
              (p) => p.kind && !ANY_STORE_KINDS.has(p.kind.id) && matchProduct(noun)?.kind.id === p.kind.id,
            ),
          ),
        )?.products ?? sells.flatMap((p) => p.kind?.companions ?? []))
  if (categories.length < 3) {
    const namedKinds = new Set(sells.map((p) => p.kind?.id))
    for (const noun of padding) {
      if (categories.length >= 3) break
      const match = matchProduct(noun)
      if (!match || namedKinds.has(match.kind.id)) continue
      namedKinds.add(match.kind.id)
      const collection = kindWords(language, match.kind.id)?.collection ?? match.kind.collection
      if (!categories.some((c) => c.toLowerCase() === collection.toLowerCase())) categories.push(collection)
    }
  }
  // One or two things named, in no kind of store the taxonomy knows: their own companions (a
  // bundle, a package of sessions, a gift card) rather than nothing or unrelated kinds (issue 28).
  const lead = named.find((p) => !MEASURED_FACT.test(p.plural.trim()) && !NOT_A_THING.test(p.plural.trim()))
  if (categories.length < 3 && lead && storeKind.id === GENERIC_STORE.id && !pack) {
    const singularNoun = lead.singular.replace(MEASURED_PREFIX, '')
    const noun = titleCase(singularNoun.split(/\s+/).slice(-2).join(' '))
    const sort = genericSort(singularNoun)
    const companions = [
      sort === 'service'
        ? `${noun} Packages`
        : sort === 'digital'
          ? `${noun} Bundles`
          : `${noun} Accessories`,
      'Gift Cards',
    ]
    for (const companion of companions)
      if (categories.length < 3 && !categories.some((c) => c.toLowerCase() === companion.toLowerCase()))
        categories.push(companion)
  }
  const categoriesClean = categories
    .map((c) => cleanText(c, 60))
    .filter(Boolean)
    .slice(0, 8)

  const palette = buildPalette({
    base: storeKind.palette,
    style,
    colors: reading.colors,
    dark:
      wishes.dark ??
      (reading.colors.moods.includes('dark')
        ? true
        : reading.colors.moods.includes('light')
          ? false
          : undefined),
    seed,
  })
  const typography = buildTypography(style, wishes.typography, seed)
  const dark = isDark(palette.background)

  // A merchant who makes what they sell is no reseller "sourcing from makers we trust".
  const maker = language === 'en' ? undefined : OWN_MAKE[language]
  const craft = maker?.cue.test(reading.description)
    ? maker.craft
    : (choose(storeKind.craft, slots, seed, 'craft') ?? '')
  const tagline = cleanText(
    wishes.tagline ??
      (craft
        ? sentenceCase(`${slots.products}, ${lowerFirst(craft)}`)
        : sentenceCase(slots.products)
      ).replace(/\.$/, ''),
    150,
  )
  // The currency the prompt's store sells in (its language's, or a place's): US dollars unsaid.
  const currency = promptCurrency(input.prompt)
  const storeConfig: StoreConfig = {
    name,
    tagline: tagline.slice(0, 200),
    primaryColor: palette.primary,
    categories: categoriesClean,
    ...(currency !== 'USD' ? { currency } : {}),
    ...(language !== 'en' ? { language } : {}),
  }

  // The trade's own words where its kind has them, the tone's plain ones otherwise.
  const copy: ToneCopy = { ...TONE_COPY[preset.tone], ...definedCopy(storeKind.copy) }
  const heroStyle = HERO_STYLE[style]
  const season = SEASONS.find(([pattern]) => pattern.test(prompt))?.[1]
  const factList = highlights(facts, reading.statements.facts, slots)

  const hasSpotlight =
    pageType === 'product' ||
    Boolean(reading.details.title || reading.details.features?.length || reading.details.images?.length)
  const spotlightWanted =
    hasSpotlight || pageType === 'landing' || Boolean(wishes.campaign) || facts.featureCount !== undefined
  const spotlight = spotlightWanted ? spotlightFor(reading, sells, storeKind, slots, seed) : undefined
  const composition = chooseComposition({
    reading,
    style,
    namedProducts: named.length,
    hasSpotlight: hasSpotlight && pageType === 'homepage',
    seed,
  })
  const campaign = campaignFor(reading, spotlight, name)

  // A product of no known kind ("shoe" of a shoe store) is drawn as its store's goods.
  const heroIllustration =
    spotlight?.illustration ??
    (sells[0] && (sells[0].kind || storeKind.id === GENERIC_STORE.id)
      ? kindOfPhrase(sells[0]).illustration
      : storeKind.illustration)
  const heroHeading =
    wishes.heroHeading ??
    (campaign && composition === 'campaign' ? campaign.heading : undefined) ??
    season ??
    choose(storeKind.heroHeadings, slots, seed, 'hero', 48) ??
    name
  const heroText =
    (campaign && composition === 'campaign' ? campaign.text : undefined) ??
    choose(storeKind.heroTexts, slots, seed, 'hero-text', 180) ??
    tagline
  const hero: HeroCopy = {
    heading: cleanText(heroHeading, 120),
    text: cleanText(heroText, 240),
    button: campaign?.button ?? copy.shopButton,
    secondaryButton: storeKind.copy?.browseButton ?? SECONDARY_BUTTON[style],
    height: preset.heroHeight,
    alignment: preset.heroAlignment,
    background: heroStyle.background,
    colorScheme: heroStyle.colorScheme,
    illustration: heroIllustration,
  }

  // The store's own words about itself come first in its story.
  const own = reading.statements.identity.map((line) => line.replace(/[.!]?$/, '.'))
  const storyParagraphs = [
    ...(own.length > 0 ? [own.join(' ')] : []),
    ...chooseSeveral(storeKind.story, slots, own.length > 0 ? 1 : 2, seed, 'story'),
  ]
  // Named, so two stores never open their about pages with the same words.
  const storyHeading = facts.founded
    ? `${capitalize(facts.founded.text)}${place ? `, in ${place}` : ''}`
    : place
      ? `From ${place}`
      : pick([`About ${name}`, `Meet ${name}`, `${theName(name, 'The')} story`], seed, 'story-heading')
  // The sample catalogue shows sale prices: a promise of no markdowns beside them would be false.
  const kindValues = storeKind.values.filter(([, text]) => !NO_MARKDOWNS.test(text))
  const values = chooseSeveral(
    kindValues.map(([title]) => title),
    slots,
    kindValues.length,
    seed,
    'values',
  )
    .slice(0, 3)
    .map((title): [string, string, ValueIcon] => {
      const entry = kindValues.find(([t]) => fill(t, slots) === title) ?? kindValues[0]
      return [title, fill(entry?.[1] ?? '', slots) ?? '', entry?.[2] ?? 'star']
    })
  // A customer's own last words make a kind's quote this store's: no two stores share one.
  const quotes = chooseSeveral(storeKind.testimonials, slots, 3, seed, 'testimonials').map((quote, i) => {
    const tail = pack ? undefined : fill(pick(TESTIMONIAL_TAILS, seed, `tail-${i}`), slots)
    return tail && !quote.includes(tail) ? `${quote.replace(/[.!]?$/, '.')} ${tail}` : quote
  })
  const authors = reviewers(quotes.length, seed, language)
  const testimonials = quotes.map((quote, i): [string, string] => [quote, authors[i] ?? 'A customer'])
  const kindFaq = chooseSeveral(
    storeKind.faq.map(([q]) => q),
    slots,
    3,
    seed,
    'faq',
  ).map((question): [string, string] => {
    const entry = storeKind.faq.find(([q]) => fill(q, slots) === question)
    return [question, fill(entry?.[1] ?? '', slots) ?? '']
  })
  const faq = [...factQuestions(facts, slots), ...kindFaq].slice(0, 6)

  const offers = facts.offers.map(capitalize)
  // The bar announces what the merchant offers; a kind's own lines that promise a price or a
  // threshold would be offers nobody made, so only its plain ones fill in.
  const plainAnnouncements = chooseSeveral(
    storeKind.announcements,
    slots,
    storeKind.announcements.length,
    seed,
    'announcements',
  ).filter((line) => !/[$£€%\d]|free/i.test(line))
  const announcements = [...offers, ...plainAnnouncements].slice(0, Math.max(2, offers.length))
  const marquee = [...offers, ...factList.filter((h) => !offers.includes(h.title)).map((h) => h.title)].slice(
    0,
    8,
  )

  const illustrations = new Set<IllustrationId>([heroIllustration, storeKind.illustration])
  for (const p of sells) illustrations.add(kindOfPhrase(p).illustration)
  for (const category of categoriesClean) {
    const match = matchProduct(category)
    if (match) illustrations.add(match.kind.illustration)
  }
  illustrations.add('map-pin')
  // Each drawing in colour as the first kind it stands for (the hero's first) is pictured.
  const pictures: Record<string, readonly string[]> = {}
  const pictured = (kind: ProductKind, noun: string) => {
    if (Object.hasOwn(pictures, kind.illustration)) return
    const picture = kindPicture(artOf(kind, noun, storeConfig.language))
    if (picture) pictures[kind.illustration] = picture
  }
  const heroPhrase = sells[0]
  if (!spotlight?.illustration && heroPhrase) pictured(kindOfPhrase(heroPhrase), heroPhrase.singular)
  for (const p of sells) pictured(kindOfPhrase(p), p.singular)
  for (const category of categoriesClean) {
    const match = matchProduct(category)
    if (match) pictured(match.kind, category)
  }

  const present = {
    offers: offers.length,
    highlights: factList.length,
    founded: Boolean(facts.founded),
    place: Boolean(place),
    subscription: facts.offers.some((o) => /subscri/i.test(o)),
    identity: reading.statements.identity.length > 0,
  }
  const requestedSections = wishedSections(wishes.sections)
  const homeSections =
    pageType === 'homepage'
      ? homeSectionsFor(composition, present, wishes.sections)
      : homeSectionsFor(composition, present, [])
  // The product the merchant described is on the home page too.
  if (spotlight && !homeSections.includes('featured-product')) homeSections.splice(1, 0, 'featured-product')

  const subscriptionKind = sells[0] ? kindOfPhrase(sells[0]) : undefined
  const monthly = subscriptionKind
    ? Math.round((subscriptionKind.price[0] + subscriptionKind.price[1]) / 2)
    : 30

  return {
    pageType,
    template: templateForPageType(pageType),
    prompt,
    reading,
    kind: {
      id: storeKind.id,
      label:
        storeKind.id === GENERIC_STORE.id
          ? `${sells[0]?.singular.toLowerCase().split(/\s+/).slice(-2).join(' ') ?? 'online'} shop`
          : storeKind.label,
    },
    style,
    styleLabel: preset.label,
    dark,
    name,
    nameGiven: Boolean(givenName),
    tagline,
    palette,
    typography,
    tone: preset.tone,
    copy,
    categories: categoriesClean,
    sells: sellsDisplay,
    products: sampleCatalog(storeConfig).products,
    ...(spotlight ? { spotlight } : {}),
    hero,
    announcements: preset.announcement || offers.length > 0 ? announcements : [],
    story: { heading: storyHeading, text: storyParagraphs[0] ?? tagline },
    storyParagraphs,
    imageWithText: {
      heading: craft ? capitalize(craft) : copy.featuresHeading,
      text: storyParagraphs[1] ?? storyParagraphs[0] ?? tagline,
    },
    values,
    highlights: factList,
    testimonials,
    faq,
    stats: statsFor(reading, factList),
    timeline: timelineFor(reading, name, storeKind, slots, seed, pack),
    steps: stepsFor(reading, slots),
    marquee,
    ...(campaign ? { campaign } : {}),
    ...(place
      ? {
          location: {
            heading: `Visit ${name} in ${place}`,
            address: place,
            text: `Come and see our ${slots.products} in person. Write to us for opening hours.`,
          },
        }
      : {}),
    ...(present.subscription
      ? {
          subscription: [
            {
              name: 'Every month',
              price: `$${monthly}`,
              interval: 'per delivery',
              features: `<p>${escapeHtml(capitalize(slots.products))}, chosen for you</p><p>Free shipping</p>`,
            },
            {
              name: 'Every two weeks',
              price: `$${Math.round(monthly * 0.9)}`,
              interval: 'per delivery',
              features: '<p>10% off every delivery</p><p>Skip or pause any time</p>',
            },
          ],
        }
      : {}),
    formFields: wishes.formFields,
    imagery: storeKind.imagery,
    illustration: heroIllustration,
    illustrations: [...illustrations],
    pictures,
    composition,
    homeSections,
    requestedSections,
    productGrid: productGridSettings(preset.columns, preset.cardStyle),
    layout: {
      radius: preset.radius,
      pageWidth: style === 'minimal' || style === 'luxury' ? 1200 : 1320,
      headerLayout: style === 'luxury' || style === 'minimal' ? 'center' : 'left',
    },
    storeConfig,
  }
}

/** Adds requested sections to a base order (see compositions.ts). */
export const withRequested = withSections
