// What the prompt sells: its noun phrases ("oversized hoodies", "insulated 750 ml water bottle",
// "Earl Grey") found from compromise's part-of-speech tags, matched to the taxonomy's kinds of
// product, with the prompt's own words kept. Things outside the taxonomy ("custom neon signs")
// are kept too, as what the store sells, when the prompt says it sells them.
import {
  matchProduct,
  nounKey,
  plural,
  pluralPhrase,
  PRODUCT_KINDS,
  SERVICE_GERUNDS,
  singular,
  type ProductKind,
} from '../../catalog/taxonomy'
import type { Token } from './nlp'
import { clausesOf, commaParts, listItems, type Piece, segments, sentences, wordsOf } from './segments'

export interface ProductPhrase {
  /** as the prompt words it, modifiers kept, quantities and praise dropped: "oversized hoodies" */
  phrase: string
  /** "oversized hoodie" */
  singular: string
  /** "oversized hoodies" */
  plural: string
  /** the kind of product, when the taxonomy knows it */
  kind?: ProductKind
  /** the noun that names it: "hoodie" (the kind's noun, or the phrase's last word) */
  head: string
  /** the words before the head: "oversized" */
  modifiers: string
  /** where the phrase is in the prompt */
  start: number
  end: number
  /** how sure: 'named' for an explicit list or a known product, 'subject' for "a candle shop" */
  source: 'named' | 'subject' | 'generic'
}

/** Nouns that name a store, not what it sells: "a tea shop", "a streetwear label". */
export const STORE_NOUNS = new Set([
  'shop',
  'store',
  'boutique',
  'brand',
  'label',
  'company',
  'business',
  'studio',
  'emporium',
  'outlet',
  'atelier',
  'house',
  'estate',
  'roastery',
  'roaster',
  'bakery',
  'brewery',
  'distillery',
  'winery',
  'farm',
  'co',
  'co.',
  'market',
  'marketplace',
  'shoppe',
  'parlor',
  'parlour',
  'workshop',
  'maker',
  'makers',
  'collective',
  'supplier',
  'retailer',
  'dealer',
  'seller',
  'startup',
  'line',
  'range',
  'apothecary',
  'gallery',
  'nursery',
  'florist',
  'grocery',
  'deli',
  'cafe',
  'café',
  'kitchen',
  'stand',
  'stall',
  'website',
  'site',
  'webshop',
  'producer',
  'grower',
  'manufacturer',
  'importer',
  'distributor',
  'vendor',
  'bookshop',
  'bookstore',
  'showroom',
  'salon',
  'pharmacy',
  'roasters',
  'bar',
  'pub',
  'restaurant',
  'label',
  // Trades and their places, which sell services or goods but are neither: "a barbershop", "a day
  // spa", "a wedding photographer", "a sugar shack", and the same words in the languages prompts
  // come in (issue 28).
  'barbershop',
  'barber',
  'spa',
  'shack',
  'foundry',
  'school',
  'academy',
  'clinic',
  'photographer',
  'groomer',
  'tailor',
  'optician',
  'tutor',
  'instructor',
  'fromagerie',
  'boulangerie',
  'pâtisserie',
  'patisserie',
  'épicerie',
  'savonnerie',
  'brasserie',
  'microbrasserie',
  'torréfacteur',
  'panadería',
  'tienda',
  'negozio',
  'bottega',
  'torrefazione',
  'loja',
  'winkel',
  'laden',
  'werkstatt',
])

/** Nouns of the request itself, or of facts, never products. */
const NOT_PRODUCTS = new Set([
  'page',
  'homepage',
  'home',
  'landing',
  'theme',
  'template',
  'section',
  'sections',
  'hero',
  'banner',
  'layout',
  'design',
  'look',
  'vibe',
  'feel',
  'style',
  'aesthetic',
  'font',
  'fonts',
  'serif',
  'sans',
  'typography',
  'type',
  'color',
  'colour',
  'palette',
  'tone',
  'shade',
  'accent',
  'background',
  'text',
  'button',
  'campaign',
  'launch',
  'sale',
  'pre-order',
  'preorder',
  'customer',
  'people',
  'audience',
  'owner',
  'lover',
  'fan',
  'warranty',
  'guarantee',
  'shipping',
  'delivery',
  'return',
  'quality',
  'feature',
  'benefit',
  'detail',
  'spec',
  'specification',
  'review',
  'testimonial',
  'faq',
  'question',
  'newsletter',
  'form',
  'field',
  'story',
  'mission',
  'value',
  'team',
  'founder',
  'family',
  'year',
  'hour',
  'day',
  'week',
  'month',
  'minute',
  'time',
  'price',
  'order',
  'option',
  'variant',
  'size',
  'image',
  'photo',
  'picture',
  'illustration',
  'logo',
  'name',
  'brand',
  'store',
  'shop',
  'world',
  'place',
  'city',
  'island',
  'country',
  'way',
  'thing',
  'stuff',
  'vibe',
  'energy',
  'mood',
  'focus',
  'emphasis',
  'blog',
  'post',
  'article',
  'journal',
  'contact',
  'cart',
  'checkout',
  'grid',
  'slideshow',
  'countdown',
  'gallery',
  'lookbook',
  'friday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'saturday',
  'sunday',
  'weekend',
  'harvest',
  'season',
  'summer',
  'winter',
  'spring',
  'autumn',
  'fall',
  'holiday',
  'christmas',
  'gift',
  'drop',
  'restock',
  'membership',
  'subscription',
  'program',
  'reward',
  'discount',
  'code',
  'offer',
  'deal',
  'product',
  'item',
  'thing',
  'stuff',
  'hi',
  'hello',
  'hey',
  'thanks',
  'welcome',
  'note',
  'email',
  'phone',
  'appointment',
  'visit',
  'advice',
  'standard',
  'generation',
  'husband',
  'wife',
  'buyer',
  'midnight',
  'release',
  'list',
  'plan',
  'guide',
  'tip',
  'way',
  'anytime',
  'everything',
  'anything',
  'something',
  'hand',
  'ages',
  'age',
  'inspection',
  'season',
  'topic',
  'story',
  'release',
  'visitor',
  'supporter',
  'member',
  'slot',
  'date',
  'message',
  'character',
  'fitting',
  'delivery',
  'deposit',
  'financing',
  'scale',
  'base',
  'band',
  'watt',
  'jet',
  'seat',
  'cup',
  'mile',
  'state',
  'country',
  'waitlist',
  'stock',
  'group',
  'run',
  'profile',
  'info',
  'information',
  'invoice',
  'help',
  'support',
  'chat',
  'skip',
  'cancel',
  'packaging',
  'wrapping',
  'object',
  'aperture',
  'fee',
  'spot',
  'student',
  'online',
  'seller',
])

/** Praise and filler that make no product title better. */
const DROPPED_MODIFIERS = new Set([
  'a',
  'an',
  'the',
  'our',
  'my',
  'your',
  'their',
  'its',
  'some',
  'many',
  'various',
  'different',
  'all',
  'great',
  'nice',
  'cool',
  'amazing',
  'awesome',
  'beautiful',
  'best',
  'top',
  'good',
  'quality',
  'high-quality',
  'affordable',
  'cheap',
  'trendy',
  'stylish',
  'cute',
  'lovely',
  'gorgeous',
  'fun',
  'unique',
  'perfect',
  'selling',
  'other',
  'more',
  'exclusive',
  'small',
  'little',
  'independent',
  'local',
  'online',
  'own',
  'free',
  'family',
  'neighbourhood',
  'neighborhood',
  'new',
  'latest',
])

const STORE_WITH = new RegExp(
  `\\b(?:${[...STORE_NOUNS, 'bar', 'pub', 'restaurant', 'truck', 'cart']
    .filter((n) => !['label', 'line', 'range', 'site', 'website', 'brand'].includes(n))
    .map((n) => n.replace('.', '\\.'))
    .join('|')})\\s+with\\s+`,
  'i',
)

/** Verbs of selling and making: what follows them is what the store sells. */
const SELL_VERB =
  /(?<!-)\b(?:sell|sells|selling|sold|offer|offers|offering|stock|stocks|stocking|carry|carries|carrying|make|makes|making|made|printed|crafted|baked|brewed|roasted|designed|created|built|sewed|sewn|knitted|poured|carved|forged|send|sends|sent|ship|ships|shipped|have|craft|crafts|crafting|brew|brews|brewing|roast|roasts|roasting|bake|bakes|baking|print|prints|printing|design|designs|designing|create|creates|creating|produce|produces|producing|grow|grows|growing|import|imports|rent|rents|restore|restores|repair|repairs|build|builds|does|do|doing|specializes in|specialises in|specializing in|specialising in|specialize in|specialise in|focuses on|focused on|features|featuring|including|includes|like|such as|supplies|supply|supplying|press|presses|pressing|distill|distills|distilling|ferment|ferments|fermenting|weave|weaves|weaving|knit|knits|knitting|sew|sews|sewing|pour|pours|pouring|forge|forges|forging|carve|carves|carving|curate|curates|curating|source|sources|sourcing|breed|breeds|breeding)\s+(?!(?:from|of|in|by|with|to|for|on|at|since|using|up|out|into|across|around|throughout|near|within|all over)\b)/gi

/** Verbs of selling that never name a product: "since 1952, selling pure maple syrup". */
const ALWAYS_SELLING = /^(?:sell|sells|selling|sold|stocking|offering|specializ|specialis)/i

/** Codes and names a prompt may open with before what it sells: "PLA and PETG ", "Merino & ". */
const OPENING_NAMES = /^\s*(?:[\p{Lu}\d][\p{Lu}\d-]*\s*(?:,|and|&|or|\+|\/)?\s*)+$/u

/** Where a product's words stop: "hive tools | for hobby beekeepers", "coffee | roasted in Portland". */
const QUALIFIER =
  /\s(?:for|in|with|from|by|at|to|that|which|who|each|every|on|of|under|over|since|near|across|inside|using|without|per|via|up|as|than|when|while|made|printed|installed|grown|crafted|baked|roasted|brewed|poured|sourced|based|shipped|delivered|starting|priced|available|meet|meets|need|needs|get|gets|ship|ships|come|comes|is|are|was|were|will|can|called|named)\b/i

/** Participles that follow a product the sentence opens on: "Resin minis printed to order". */
const AFTER_PRODUCT =
  /^\s(?:(?:is|are)\s+(?:all\s+|each\s+)?)?(?:made|printed|installed|grown|crafted|baked|roasted|brewed|poured|sourced|shipped|delivered|hand[- ]?made|handcrafted|designed|built|sewn|knitted|woven|cut|carved|turned|pressed|picked|harvested)\b/i

const PAGE_NOUNS = new Set([
  'page',
  'pages',
  'homepage',
  'collection',
  'cart',
  'checkout',
  'landing',
  'blog',
  'journal',
  'sale',
  'campaign',
  'launch',
  'pg',
  'site',
  'website',
  'theme',
])

const SEASON_WORDS = new Set([
  'spring',
  'summer',
  'autumn',
  'fall',
  'winter',
  'holiday',
  'christmas',
  'xmas',
  'easter',
  'halloween',
  'thanksgiving',
  'seasonal',
])

const PACKAGING =
  /^(?:bottles?|tins?|jars?|pouch(?:es)?|bags?|boxes|cans?|cartons?|sachets?|packs?|cups?|servings?|pieces?|pcs|sizes?|colou?rs?|options?|styles?|models?|units?|orders?)$/i

/** Materials that share the noun after them: "walnut and maple boards". */
const MATERIALS = new Set([
  'walnut',
  'maple',
  'oak',
  'ash',
  'cherry',
  'pine',
  'teak',
  'bamboo',
  'cork',
  'cotton',
  'linen',
  'wool',
  'silk',
  'leather',
  'suede',
  'velvet',
  'denim',
  'canvas',
  'steel',
  'brass',
  'copper',
  'gold',
  'silver',
  'ceramic',
  'glass',
  'stone',
  'marble',
  'concrete',
  'wood',
  'wooden',
  'clay',
  'resin',
  'paper',
  'rubber',
])

const POSSESSIVES = new Set([
  'our',
  'my',
  'your',
  'their',
  'his',
  'her',
  'its',
  'we',
  'i',
  'us',
  'you',
  'they',
])
const STOP_VERBS = new Set([
  'called',
  'named',
  'based',
  'located',
  'sell',
  'sells',
  'selling',
  'make',
  'makes',
  'making',
  'offer',
  'offers',
  'offering',
  'have',
  'has',
  'does',
  'do',
  'is',
  'are',
  'be',
  'get',
  'gets',
  'want',
  'need',
  'choose',
  'open',
  'call',
  'remind',
  'show',
  'add',
  'ends',
  'book',
  'including',
  'featuring',
  'using',
  'looking',
  'targeting',
  'inspired',
  'aimed',
])

let words: Set<string> | undefined

/** The last words of every product noun, singular and plural: "hoodie", "hoodies", "tee"... */
function productWords(): Set<string> {
  if (!words) {
    words = new Set()
    for (const kind of PRODUCT_KINDS) {
      for (const noun of kind.nouns) {
        const last = noun.split(/\s+/).pop() ?? ''
        if (last.length < 2) continue
        words.add(last)
        words.add(plural(last))
      }
    }
  }
  return words
}

function kindWord(lower: string): boolean {
  return productWords().has(lower) || productWords().has(singular(lower))
}

function tokenAt(tokens: readonly Token[], start: number): Token | undefined {
  let found: Token | undefined
  for (const t of tokens) {
    if (t.start > start) break
    found = t
  }
  return found
}

type Role = 'noun' | 'modifier' | 'stop'

/** Nouns that are verbs too, which a product's name uses as nouns: "chess set", "repair kit". */
const NOUNS_TOO = new Set([
  // Services named by their gerund: "dog walking", "gutter clearing", "cat boarding".
  ...SERVICE_GERUNDS,
  'engraving',
  'set',
  'kit',
  'box',
  'pack',
  'case',
  'stand',
  'light',
  'cover',
  'print',
  'cut',
  'wrap',
  'spray',
  'mix',
  'rub',
  'dip',
  'spread',
  'roll',
  'bar',
  'ring',
  'display',
  'bundle',
  'sample',
  'refill',
  'brush',
  'comb',
  'file',
  'sling',
  'carrier',
  'planter',
  'feeder',
  'trap',
  'lure',
  'float',
  'sink',
  'bowl',
  'plate',
  'watch',
  'tie',
  'belt',
  'charge',
  'guard',
])

const PURE_NUMBER = /^\d+(?:[.,]\d+)?%?$/

function looksLikeNoun(tokens: readonly Token[], word: Piece | undefined): boolean {
  if (!word) return false
  const lower = word.text.toLowerCase()
  if (kindWord(lower) || NOUNS_TOO.has(lower) || NOUNS_TOO.has(singular(lower))) return true
  const tags = tokenAt(tokens, word.start)?.tags
  if (!tags) return false
  return (tags.has('Noun') && !tags.has('Pronoun')) || (tags.has('PresentTense') && /[^s]s$/.test(lower))
}

/** What a word can be inside a product's name. */
function roleOf(tokens: readonly Token[], word: Piece, next: Piece | undefined): Role {
  const lower = word.text.toLowerCase()
  if (POSSESSIVES.has(lower) || STOP_VERBS.has(lower)) return 'stop'
  if (lower === 'sign' && next?.text.toLowerCase() === 'up') return 'stop'
  if (kindWord(lower)) return 'noun'
  if (NOUNS_TOO.has(lower) || NOUNS_TOO.has(singular(lower))) return 'noun'
  if (PURE_NUMBER.test(lower)) return 'modifier'
  if (/^\d/.test(lower) || /-/.test(lower)) return next ? 'modifier' : 'noun'
  const token = tokenAt(tokens, word.start)
  const tags = token?.tags ?? new Set<string>()
  if (
    tags.has('Pronoun') ||
    tags.has('Preposition') ||
    tags.has('Conjunction') ||
    tags.has('Determiner') ||
    tags.has('Copula') ||
    tags.has('Modal') ||
    tags.has('Adverb') ||
    tags.has('QuestionWord') ||
    tags.has('Ordinal')
  )
    return 'stop'
  if (tags.has('Adjective') && !tags.has('Noun')) return 'modifier'
  // "we also run classes": a verb after its subject is not part of a product's name.
  const before = tokens.filter((t) => t.start < word.start).pop()
  if (
    tags.has('Verb') &&
    (tags.has('Infinitive') || tags.has('PresentTense')) &&
    !tags.has('PastTense') &&
    before &&
    (before.tags.has('Pronoun') ||
      /^(?:also|just|now|still|only|even|often|usually|sometimes)$/.test(before.lower))
  )
    return 'stop'
  // "oversized hoodies", "running shoes": a verb form right before a noun describes it.
  if (tags.has('PastTense') || tags.has('Gerund') || tags.has('Participle') || tags.has('Infinitive')) {
    return looksLikeNoun(tokens, next) ? 'modifier' : 'stop'
  }
  // "swim spas", "minis": plural nouns the tagger took for verbs; but after a product's noun
  // it is its verb: "the telescope finds stars".
  if (tags.has('Verb') && tags.has('PresentTense') && next && before && kindWord(before.lower)) return 'stop'
  if (tags.has('Verb'))
    return tags.has('PresentTense') && /[^s]s$/.test(lower)
      ? 'noun'
      : looksLikeNoun(tokens, next)
        ? 'modifier'
        : 'stop'
  if (tags.has('Noun') || tags.has('ProperNoun') || tags.has('Value')) return 'noun'
  return /^\p{Lu}/u.test(word.text) ? 'noun' : 'modifier'
}

/** A proper noun or a name: "Italian", "Earl Grey", "USB". */
function isProper(tokens: readonly Token[], word: Piece): boolean {
  const token = tokenAt(tokens, word.start)
  if (token && (token.tags.has('ProperNoun') || token.tags.has('Demonym') || token.tags.has('Acronym')))
    return true
  return word.text.length > 1 && word.text === word.text.toUpperCase() && /\p{L}/u.test(word.text)
}

function overlapsAny(span: Piece, spans: readonly [number, number][]): boolean {
  return spans.some(([s, e]) => span.start < e && span.end > s)
}

interface Candidate {
  words: Piece[]
  subject: boolean
  /** what a page is about: "maple syrup collection", "candle product page" */
  topic: boolean
  /** the item had a quantity in it: "30% off all decks", "40 hour battery" */
  figure: boolean
}

/** Words of mood that describe the store, not the thing: "a dark moody candle shop". */
const MOODS = new Set([
  'moody',
  'trendy',
  'cool',
  'minimalist',
  'minimal',
  'modern',
  'elegant',
  'playful',
  'bold',
  'calm',
  'cozy',
  'cosy',
  'chic',
  'stylish',
  'edgy',
  'whimsical',
  'hip',
  'sleek',
  'dark',
  'bright',
  'luxurious',
  'upscale',
  'fancy',
  'aesthetic',
])

function dropLeading(run: Piece[]): Piece[] {
  let out = run
  while (out.length > 0) {
    const first = out[0] as Piece
    const lower = first.text.toLowerCase()
    const isNumber = PURE_NUMBER.test(lower)
    if (
      DROPPED_MODIFIERS.has(lower) ||
      SEASON_WORDS.has(lower) ||
      isNumber ||
      (/['’]s$/.test(first.text) && out.length > 1) ||
      /^(?:hi|hello|welcome|plus|also|only|just|each|every|both|several|three|two|four|five|six)$/.test(lower)
    ) {
      out = out.slice(1)
      // "500 ml bottles", "30% off": a number takes its unit with it.
      if (
        isNumber &&
        out[0] &&
        /^(?:ml|l|oz|g|kg|lb|lbs|cm|mm|in|litre|liter|litres|liters|gsm|x|off|hour|hours|day|days|watts?|meter|meters)$/i.test(
          out[0].text,
        )
      )
        out = out.slice(1)
      continue
    }
    break
  }
  return out
}

/** Every noun-phrase run of an item: "trendy sneaker store | Stride" -> the first run. */
function runsOf(
  text: string,
  tokens: readonly Token[],
  item: Piece,
  skip: readonly [number, number][],
): Piece[][] {
  const all = wordsOf(text, item)
  const runs: Piece[][] = []
  let run: Piece[] = []
  all.forEach((word, i) => {
    // "Base kit $119": a price ends the product's words.
    const price = /[$£€¥₹]/.test(text.charAt(word.start - 1))
    // "sign up for the newsletter", "log in": a verb, whatever ends the item after it.
    const phrasal = /^(?:sign|log)$/i.test(word.text) && /^\s+(?:up|in|on)\b/i.test(text.slice(word.end))
    if (price || phrasal || overlapsAny(word, skip) || roleOf(tokens, word, all[i + 1]) === 'stop') {
      if (run.length > 0) runs.push(run)
      run = []
      return
    }
    run.push(word)
  })
  if (run.length > 0) runs.push(run)
  // "n gauge locomotives rolling stock track": in a run too long for one product, a plural
  // noun ends one and the next begins.
  return runs.flatMap((r) => {
    if (r.length <= 4) return [r]
    const cut = r.findLastIndex(
      (w, i) => i > 0 && i < r.length - 1 && /[^s]s$/i.test(w.text) && looksLikeNoun(tokens, w),
    )
    return cut === -1 ? [r] : [r.slice(0, cut + 1), r.slice(cut + 1)]
  })
}

/**
 * The product a run of words names, filler and quantities dropped; a store or page noun at the
 * end ("candle shop", "olive oil product page") leaves its subject.
 */
function candidateOf(
  text: string,
  tokens: readonly Token[],
  words: Piece[],
  figure: boolean,
): Candidate | undefined {
  let run = dropLeading(words)
  let subject = false
  let topic = false
  while (run.length > 0) {
    const last = (run[run.length - 1] as Piece).text.toLowerCase()
    if (STORE_NOUNS.has(last) || PAGE_NOUNS.has(last) || (/^products?$/.test(last) && run.length > 1)) {
      run = run.slice(0, -1)
      subject = true
      // "maple syrup collection" is what a page is about; "candel shop homepage" a store.
      topic = PAGE_NOUNS.has(last) && !/^(?:site|website|theme|sale|campaign|launch)$/.test(last)
      continue
    }
    break
  }
  // A store's mood is not part of what it sells: "dark moody candle shop" sells candles.
  if (subject) while (run.length > 1 && MOODS.has((run[0] as Piece).text.toLowerCase())) run = run.slice(1)
  // "fresh bouquets deliverd": a known product followed by a stray verb form ends the phrase.
  const lastKnown = run.map((w) => kindWord(w.text.toLowerCase())).lastIndexOf(true)
  if (
    lastKnown !== -1 &&
    lastKnown === run.length - 2 &&
    /(?:d|ing)$/i.test(run[run.length - 1]?.text ?? '') &&
    !NOUNS_TOO.has(run[run.length - 1]?.text.toLowerCase() ?? '')
  ) {
    const whole = text.slice(run[0]?.start ?? 0, run[run.length - 1]?.end ?? 0)
    if (!matchProduct(whole)) run = run.slice(0, lastKnown + 1)
  }
  // "microgreens delivred weekly": words that describe how it comes are not its name.
  while (run.length > 1) {
    const last = run[run.length - 1] as Piece
    const tags = tokenAt(tokens, last.start)?.tags
    if (kindWord(last.text.toLowerCase()) || !tags || tags.has('Noun')) break
    if (!tags.has('Adjective') && !tags.has('Adverb')) break
    run = run.slice(0, -1)
  }
  // "microgreens delivred weekly": a plural noun followed by a stray past participle.
  if (run.length >= 2) {
    const last = (run[run.length - 1] as Piece).text.toLowerCase()
    const before = (run[run.length - 2] as Piece).text.toLowerCase()
    if (/ed$/.test(last) && !kindWord(last) && (/[^s]s$/.test(before) || kindWord(before)))
      run = run.slice(0, -1)
  }
  // "hot sauce recipe", "olive oil range": a word for a group leaves the product before it.
  while (run.length > 1) {
    const last = (run[run.length - 1] as Piece).text.toLowerCase()
    if (
      !/^(?:recipes?|ideas?|range|ranges|lines?|famil(?:y|ies)|selection|assortment|business|orders?)$/.test(
        last,
      )
    )
      break
    run = run.slice(0, -1)
  }
  run = dropLeading(run)
  if (run.length === 0 || run.length > 5) return undefined
  // "no plastic", "non-toxic": what a product is without is not a product.
  if (/^(?:no|non|without|zero)$/i.test(run[0]?.text ?? '')) return undefined
  const last = run[run.length - 1] as Piece
  const lastLower = last.text.toLowerCase()
  // "equestrian tack shop": what comes before a store noun names its goods, whatever the tagger says.
  if (!subject && !looksLikeNoun(tokens, last) && !/^\p{Lu}/u.test(last.text) && !/-/.test(last.text))
    return undefined
  // An Australian "bottle shop" sells wine, beer and spirits, which the prompt goes on to name.
  if (subject && run.length === 1 && lastLower === 'bottle') return undefined
  // "One product store:", "single-product shop": how many things it sells, not what.
  if (subject && /^(?:one|single|single-product|product|products)$/.test(lastLower)) return undefined
  // "pallet springs" are parts, "this spring" a season.
  const springs = lastLower === 'springs' && run.length > 1
  if (!springs && (NOT_PRODUCTS.has(singular(lastLower)) || NOT_PRODUCTS.has(lastLower))) return undefined
  // "250 ml bottles" is how it comes; "refill pack" a product.
  if (run.length === 1 && PACKAGING.test(lastLower) && !matchProduct(lastLower)) return undefined
  // "contcat page", "colection": a page word mistyped is still not a product.
  if (run.length === 1 && !kindWord(lastLower) && TYPO_TARGETS.some((word) => oneEditApart(lastLower, word)))
    return undefined
  return { words: run, subject, topic, figure }
}

const TYPO_TARGETS = ['contact', 'homepage', 'collection', 'checkout', 'landing', 'product', 'products']

/** Whether two words differ by one letter added, dropped, changed or two swapped. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 5) return false
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) ||
      (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    )
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

function phraseFrom(text: string, tokens: readonly Token[], candidate: Candidate): ProductPhrase {
  const first = candidate.words[0] as Piece
  const last = candidate.words[candidate.words.length - 1] as Piece
  // "the new "Tidepool" keycap set": quotes mark the product's own name, not part of it.
  let phrase = text
    .slice(first.start, last.end)
    .replace(/["“”«»]/g, '')
    .replace(/\s+/g, ' ')
  // "Hand-poured soy candles" opening a sentence is "hand-poured soy candles" mid-sentence.
  const quoted = /["“«]$/.test(text.slice(Math.max(0, first.start - 1), first.start))
  if (!quoted && !isProper(tokens, first) && /^\p{Lu}\p{Ll}/u.test(first.text))
    phrase = phrase.replace(/^\p{Lu}/u, (c) => c.toLowerCase())
  const lastLower = last.text.toLowerCase()
  const proper = isProper(tokens, last)
  const isPlural = !proper && plural(singular(lastLower)) === lastLower && singular(lastLower) !== lastLower
  const singularPhrase = isPlural
    ? phrase.slice(0, phrase.length - last.text.length) + singular(last.text)
    : phrase
  const match = matchProduct(phrase)
  const key = nounKey(phrase)
  return {
    phrase,
    singular: singularPhrase,
    plural: proper ? singularPhrase : pluralPhrase(singularPhrase),
    ...(match ? { kind: match.kind } : {}),
    head: match?.noun ?? singular(lastLower),
    modifiers: match?.modifiers ?? key.split(' ').slice(0, -1).join(' '),
    start: first.start,
    end: last.end,
    source: candidate.subject ? 'subject' : match ? 'named' : 'generic',
  }
}

/** Items of a comma part: "matcha and handmade teapots" -> two; "walnut and maple boards" -> one. */
function itemsOf(
  text: string,
  tokens: readonly Token[],
  head: Piece,
  colorSpans: readonly [number, number][],
): (Piece & { glued?: boolean })[] {
  const items = listItems(text, head)
  const out: (Piece & { glued?: boolean })[] = []
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as Piece
    const next = items[i + 1]
    const single = wordsOf(text, item)
    const word = single[0]
    const lower = word?.text.toLowerCase() ?? ''
    const pluralWord = plural(singular(lower)) === lower && singular(lower) !== lower
    const material = MATERIALS.has(lower) || tokenAt(tokens, word?.start ?? -1)?.tags.has('Adjective')
    if (
      next &&
      single.length === 1 &&
      word &&
      material &&
      !pluralWord &&
      !overlapsAny(word, colorSpans) &&
      wordsOf(text, next).length > 1 &&
      /^\s+(?:and|or|&)\s+$/i.test(text.slice(item.end, next.start))
    ) {
      out.push({ text: text.slice(item.start, next.end), start: item.start, end: next.end, glued: true })
      i++
    } else out.push(item)
  }
  void tokens
  return out
}

/**
 * "soul, funk and jazz LPs": single words listed before a product share its noun, so the store
 * sells soul LPs and funk LPs, not soul and funk.
 */
function shareHeads(text: string, found: Found[]): void {
  for (let i = found.length - 1; i > 0; i--) {
    const target = found[i] as Found
    const words = target.phrase.phrase.split(' ')
    const noun = words[words.length - 1] ?? ''
    if (words.length < 2 || !/s$/i.test(noun)) continue
    let end = target.phrase.start
    for (let j = i - 1; j >= 0; j--) {
      const item = found[j] as Found
      const single = item.phrase.phrase
      const between = text.slice(item.phrase.end, end)
      // "mugs, bowls and tea towels" are three products; "blues, gospel and soul LPs" one noun.
      const lower = single.toLowerCase()
      const pluralWord = plural(singular(lower)) === lower && singular(lower) !== lower
      if (
        item.phrase.kind ||
        single.includes(' ') ||
        (pluralWord && (j === i - 1 || productWords().has(lower))) ||
        !/^[\s,]*(?:and|or|&)?[\s,]*$/i.test(between)
      )
        break
      end = item.phrase.start
      const singularNoun = singular(noun)
      item.phrase = {
        ...item.phrase,
        phrase: `${single} ${noun}`,
        singular: `${single} ${singularNoun}`,
        plural: `${single} ${noun}`,
        ...(target.phrase.kind ? { kind: target.phrase.kind } : {}),
        head: target.phrase.head,
        modifiers: single.toLowerCase(),
        source: target.phrase.source,
      }
      item.sold = item.sold || target.sold
    }
  }
}

interface Found {
  phrase: ProductPhrase
  /** what the page is about, named before its page word */
  topic: boolean
  figure: boolean
  /** a verb of selling, a page or store "for", or a list after a name said so */
  sold: boolean
  /** the first item of its sentence, followed by "printed", "made", "installed"... */
  opensSentence: boolean
  /** its part is nothing but a list of nouns: "decks, trucks, wheels and grip tape" */
  bare: boolean
}

const DESIGN_PART =
  /\b(colou?rs?|palette|tones?|shades?|accents?|background|font|fonts|serif|sans|typography|vibe|feel|look|aesthetic|layout|theme|minimal|minimalist|modern|elegant|playful|luxury|sporty|calm|cheerful|moody|festive|premium|respectful|mediterranean|earthy|pastel|rustic|cozy|cosy|airy)\b/i
/** A part that ends in what its products are made of: the parts after it go on listing that. */
const INGREDIENTS_FOLLOW =
  /\b(?:made|crafted|baked|brewed|cooked|prepared)\s+(?:from|with|of|using)\s+[^.;:]*$/i

/** Words of a page's look that are never what a store sells. */
const LOOK_WORDS =
  /\b(colou?rs?|palette|tones?|shades?|accents?|background|typography|vibe|feel|look|aesthetic|layout|theme)\b/i
const ADJECTIVE_SHAPED = /(?:y|ic|al|ous|ful|ish|ive|an|ese|less)$/i
const PEOPLE_SHAPED = /(?:ers|ors|ists|ians|ees)$/i

/**
 * The products a prompt names, in the order it names them, at most eight. `skip` holds spans
 * that are something else: the store name, places, audiences, quoted headings; `colorSpans` the
 * colours named.
 */
export function readProducts(
  text: string,
  tokens: Token[],
  skip: readonly [number, number][] = [],
  colorSpans: readonly [number, number][] = [],
): ProductPhrase[] {
  const found: Found[] = []
  const isColor = (w: Piece) => overlapsAny(w, colorSpans)
  let introNext = false
  let topicsNext = false
  let firstSentence = true

  const take = (piece: Piece, sold: boolean, opensSentence: boolean) => {
    // "we sell X", "a label making X": what follows the last verb of selling is sold.
    let start = piece.start
    let selling = sold
    let verb = false
    for (const m of piece.text.matchAll(SELL_VERB)) {
      // "cold brew concentrate": a word that looks like a verb of making but follows an adjective
      // or a noun is part of the product's name.
      const at = piece.start + (m.index ?? 0)
      const token = tokenAt(tokens, at)
      const plainly = ALWAYS_SELLING.test(m[0].trim())
      if (!plainly && token && token.tags.has('Noun') && !token.tags.has('Verb')) continue
      // "games, craft beer, toasties": an item of a list does not open on a verb.
      if (!plainly && m.index === 0 && /,\s*$/.test(text.slice(Math.max(0, piece.start - 3), piece.start)))
        continue
      // "a feeder with a camera that sends clips to your phone": what a product does is not
      // what the store sells; "a shop that sells candles" still sells them.
      const relative = /([\p{L}'’-]+)\s+(?:that|which)\s+(?:[\p{L}'’-]+\s+){0,8}$/iu.exec(
        text.slice(piece.start, at),
      )
      if (relative && !STORE_NOUNS.has(relative[1]!.toLowerCase())) continue
      const previous = tokens.filter((t) => t.start < at).pop()
      const word = m[0].trim().split(/\s+/)[0]?.toLowerCase() ?? ''
      // "we also do repairs and cleaning": a verb's form right after a verb of doing is what is done.
      if (
        !plainly &&
        previous &&
        /^(?:do|does|doing|offer|offers|offering)$/i.test(previous.text) &&
        /s$/i.test(word)
      )
        continue
      if (
        !plainly &&
        !STOP_VERBS.has(word) &&
        previous &&
        previous.start >= piece.start &&
        (previous.tags.has('Adjective') ||
          previous.tags.has('Value') ||
          (previous.tags.has('Noun') && !previous.tags.has('Pronoun')))
      )
        continue
      start = piece.start + (m.index ?? 0) + m[0].length
      selling = true
      verb = true
    }
    // "a product page for X", "a store for X": the page's subject follows.
    const rest = text.slice(start, piece.end)
    // "a board game café with craft beer and coffee": what a store comes with, it sells.
    const pageFor =
      /\b(?:page|pg|store|shop|homepage|site|website|boutique|brand|label|collection|sale|campaign|launch|landing)\s+(?:for|of)\s+/i.exec(
        rest,
      ) ?? STORE_WITH.exec(rest)
    const heads: Piece[] = []
    if (pageFor) {
      const before = { text: rest.slice(0, pageFor.index), start, end: start + (pageFor.index ?? 0) }
      heads.push({
        ...before,
        text: `${before.text} ${pageFor[0].trim().split(/\s+/)[0]}`,
        end: start + (pageFor.index ?? 0) + pageFor[0].trim().split(/\s+/)[0]!.length,
      })
      start = start + (pageFor.index ?? 0) + pageFor[0].length
      selling = true
    }
    // "we are a used vinyl shop", "Crate 78 is a record store": what the store is, said after
    // a copula the product's words would otherwise stop at.
    const copula = new RegExp(
      `\\b(?:is|are|was|were)\\s+(?:(?:an?|the|our|my|just|only|also)\\s+)*((?:[\\p{L}\\p{N}'’-]+\\s+){1,4}?(?:${[...STORE_NOUNS].map((n) => n.replace('.', '\\.')).join('|')}))\\b`,
      'iu',
    ).exec(text.slice(start, piece.end))
    if (copula?.[1]) {
      const at = start + (copula.index ?? 0) + copula[0].length - copula[1].length
      heads.push({ text: copula[1], start: at, end: at + copula[1].length })
    }
    const tail = text.slice(start, piece.end)
    const qualifier = QUALIFIER.exec(tail)
    const cut = qualifier && (qualifier.index ?? 0) > 0 ? start + (qualifier.index ?? 0) : piece.end
    const afterProduct = AFTER_PRODUCT.test(text.slice(cut, cut + 20))
    const headWords = wordsOf(text, { text: text.slice(start, cut), start, end: cut })
    const finite = headWords.some((w, i) => {
      const t = tokenAt(tokens, w.start)
      return (t?.tags.has('Verb') || t?.tags.has('Copula')) && roleOf(tokens, w, headWords[i + 1]) === 'stop'
    })
    const bare = !verb && !pageFor && !finite
    heads.push({ text: text.slice(start, cut), start, end: cut })
    for (const head of heads) {
      for (const item of itemsOf(text, tokens, head, colorSpans)) {
        const runs = item.glued
          ? [wordsOf(text, item).filter((w) => !/^(?:and|or|&)$/i.test(w.text))]
          : runsOf(text, tokens, item, skip)
        for (const run of runs) {
          // "40 jets", "500 ml", "30% off" are quantities; "6-person", "3D-printed" describe;
          // "Orbit 90", "Model 3": a number after a capitalised word is part of a name.
          // "25% off all minifigs" discounts what it names: the minifigs are sold.
          const figure = run.some(
            (w, i) =>
              /^\d+(?:[.,]\d+)?(?:%|ml|l|oz|g|kg|mm|cm|h|hrs?)?$/i.test(w.text) &&
              !(i > 0 && /^\d+$/.test(w.text) && /^\p{Lu}/u.test(run[i - 1]?.text ?? '')) &&
              !(/%$/.test(w.text) && /^\s+off\b/i.test(text.slice(w.end))),
          )
          const candidate = candidateOf(text, tokens, run, figure)
          if (!candidate) continue
          // "jade and acid green" is colours, "earthy honey" a colour; "green tea" and "walnut
          // chess set" are products.
          const head = candidate.words[candidate.words.length - 1] as Piece
          const whole = text.slice(candidate.words[0]?.start ?? 0, head.end)
          if (candidate.words.every(isColor) || (isColor(head) && !matchProduct(whole))) continue
          // "bring an apron", "join the club": what the shopper brings or joins is not sold.
          const lead = text.slice(
            Math.max(0, (candidate.words[0]?.start ?? 0) - 30),
            candidate.words[0]?.start,
          )
          if (
            /\b(?:bring|brings|wear|wears|join|joins|book|books|pack|grab|take|takes|use|uses|using)\s+(?:(?:an?|the|your|own|some|their)\s+)*$/i.test(
              lead,
            )
          )
            continue
          // "a library of 600+ games", "a range of 40 teas": a quantity of what is sold.
          if (/^\s+of\s+(?:over\s+|more than\s+|around\s+)?\d/i.test(text.slice(head.end))) continue
          // "packs down to the size of a sleeping bag": a comparison, not a product.
          if (/\b(?:size of|like|than|as big as|as small as)\s+(?:(?:an?|the|your)\s+)?$/i.test(lead))
            continue
          // "there's a box to tick": what is there is not what is sold.
          if (/\bthere(?:'s|’s| is| are)\s+(?:(?:an?|the|some)\s+)?$/i.test(lead)) continue
          // "Ring (03) 5331 0192", "Call us": a way to reach the store.
          if (
            candidate.words.length === 1 &&
            /^(?:ring|call|phone|text|message|visit|email|dm|whatsapp)$/i.test(whole) &&
            /^\s*(?:us\b|me\b|[(+\d])/i.test(text.slice(head.end))
          )
            continue
          // "Base kit $119": what has a price is for sale.
          const priced = /^\s*(?:[-–—:]\s*)?(?:[A-Z]{0,2}[$£€¥₹]\s?\d)/.test(
            text.slice(head.end, head.end + 12),
          )
          // "OEKO-TEX certified", "PETA approved": a mark a product carries, not a product.
          if (
            !matchProduct(whole) &&
            /^\s+(?:certified|approved|compliant|rated|registered|accredited)\b/i.test(text.slice(head.end))
          )
            continue
          // "filter by size": a lone word the prompt goes on to use as a verb.
          if (!matchProduct(whole) && candidate.words.length === 1 && /^\s+by\b/i.test(text.slice(head.end)))
            continue
          // "Fly of the Month Club" is a programme, not a fly.
          if (/^\s+of\s+the\s+(?:month|week|year|day|season)\b/i.test(text.slice(head.end, head.end + 30)))
            continue
          // "25% off all custom minifigs": what is discounted is sold.
          const discounted = /\d\s*%\s+off\s+(?:all\s+|every\s+|our\s+|the\s+)*$/i.test(
            text.slice(Math.max(0, (candidate.words[0]?.start ?? 0) - 30), candidate.words[0]?.start ?? 0),
          )
          found.push({
            phrase: phraseFrom(text, tokens, candidate),
            topic: candidate.topic,
            figure,
            sold: selling || priced || discounted,
            opensSentence: opensSentence && afterProduct,
            bare,
          })
        }
      }
    }
    return qualifier !== null && (qualifier.index ?? 0) > 0
  }

  let firstSegment = true
  for (const sentence of sentences(text)) {
    const verblessSentence = !tokens.some(
      (t) =>
        t.start >= sentence.start &&
        t.start < sentence.end &&
        (t.tags.has('Copula') ||
          (t.tags.has('Verb') &&
            !t.tags.has('PastTense') &&
            !t.tags.has('Gerund') &&
            !t.tags.has('Participle') &&
            !t.tags.has('Infinitive') &&
            !kindWord(t.lower))),
    )
    // A list after a verb of selling goes on past a parenthesis: "typewriters (…), new ribbons".
    let sellingList = false
    for (const segment of segments(text, sentence)) {
      let firstPart = true
      // What parentheses say of a thing ("(mostly Olympia, from the 50s)") leaves its list as it was.
      const aside = text.slice(Math.max(0, segment.start - 2), segment.start).includes('(')
      const intro = introNext
      const topics = topicsNext
      const ending = text.slice(segment.end, segment.end + 3)
      introNext = /^\s*(?:[:—–]|-\s)/.test(ending)
      topicsNext =
        introNext && /\b(?:blog|journal|articles?|posts?|newsletter|guides?|tips)\b/i.test(segment.text)
      if (topics) continue
      const from = found.length
      let inQualifier = false
      let inIngredients = false
      // A run-on part is read in its clauses: "…track and scenery we also do dcc sound fitting".
      for (const part of commaParts(text, segment).flatMap((p) => clausesOf(text, p))) {
        const continuation = /^(?:plus|also|as well as|and also)\b/i.test(part.text)
        // "for weddings, bars and bedrooms": short parts after a "for" carry on its list.
        const short = wordsOf(text, part).length <= 3 && !SELL_VERB.test(part.text)
        SELL_VERB.lastIndex = 0
        if (inQualifier && !continuation && short) continue
        // "made from single-ingredient, grass-fed beef and wild salmon": what it is made of.
        if (inIngredients && !continuation && !SELL_VERB.test(part.text)) continue
        SELL_VERB.lastIndex = 0
        inIngredients = INGREDIENTS_FOLLOW.test(part.text)
        if (
          /^(?:for|in|with|from|by|at|to|on|since|near|across|under|over|ships?|shipped|delivered|open|call)\b/i.test(
            part.text,
          )
        ) {
          inQualifier = true
          continue
        }
        const own = wordsOf(text, part).filter((w) => !overlapsAny(w, skip))
        const colours = own.filter(isColor).length
        // "We sell display fonts": after a verb of selling, only the words of a look say so.
        const selling = SELL_VERB.test(part.text)
        SELL_VERB.lastIndex = 0
        const design =
          own.some((w) => (selling ? LOOK_WORDS : DESIGN_PART).test(w.text)) ||
          (colours > 0 && colours * 2 >= own.length - 1)
        const before = found.length
        // After "Hive & Hood:" a list is what the store sells; after "product page:" only the
        // first part is the product, the rest are its details.
        const introduced = intro && (firstPart || /s$/i.test(part.text.trim()))
        // "we sell typewriters, ribbons, and ink": the short parts after a verb of selling go on
        // with its list.
        const listedOn: boolean = sellingList && short && !design
        inQualifier = take(part, introduced || continuation || listedOn, firstPart)
        if (!aside) sellingList = selling || listedOn
        // In a part about the page's look only known products stay, and not as colours:
        // "colours chocolate and cream" sells no chocolate.
        if (design)
          for (let i = before; i < found.length; i++) {
            const phrase = found[i]?.phrase
            const colourHead =
              phrase && overlapsAny({ text: '', start: phrase.end - 1, end: phrase.end }, colorSpans)
            if (!phrase?.kind || colourHead) found.splice(i--, 1)
          }
        firstPart = false
      }
      // A bare list that holds a known product sells its unknown items too, as does a list of
      // three or more nouns, or of plural nouns in the prompt's first sentence.
      shareHeads(text, found.slice(from))
      const mine = found.slice(from)
      const bareItems = mine.filter((f) => f.bare && f.phrase.source !== 'subject')
      const anyKnown = mine.some((f) => f.phrase.kind && f.phrase.source !== 'subject')
      // A service's gerund ("dog walking, pet sitting") is a list's plural too.
      const plurals = bareItems.some(
        (f) => /s$/i.test(f.phrase.phrase) || NOUNS_TOO.has(f.phrase.head.toLowerCase()),
      )
      for (const f of bareItems)
        if (
          anyKnown ||
          bareItems.length >= 3 ||
          (bareItems.length >= 2 && plurals && (firstSentence || verblessSentence))
        )
          f.sold = true
      // The words a prompt opens with name what it sells: "surf wax and fins".
      // "PLA and PETG filament for 3D printers": names and codes before it are its own words.
      // "An online course that teaches…": an article and a word that went with it are no verb.
      const lead = mine[0] ? text.slice(segment.start, mine[0].phrase.start) : ''
      const leadTokens = tokens.filter(
        (t) => t.start >= segment.start && t.start < (mine[0]?.phrase.start ?? 0),
      )
      const shortLead =
        leadTokens.length <= 2 &&
        !leadTokens.some((t) => t.tags.has('Verb') || t.tags.has('Copula')) &&
        /^\p{Ll}/u.test(mine[0]?.phrase.phrase ?? '')
      if (firstSegment && mine[0] && (lead.length <= 6 || shortLead || OPENING_NAMES.test(lead)))
        mine[0].sold = true
      firstSegment = false
    }
    firstSentence = false
  }

  /**
   * "vintage typewriters (mostly Olympia, Smith-Corona and Hermes)": what parentheses right after
   * a thing name are its makes and sorts, not other things sold.
   */
  const afterAThing = (at: number) => {
    const open = text.lastIndexOf('(', at)
    if (open === -1 || text.lastIndexOf(')', at) > open) return false
    return found.some(({ phrase }) => phrase.end <= open && /^\s*$/.test(text.slice(phrase.end, open)))
  }
  const accepted = found.filter(({ phrase, figure, sold, opensSentence }) => {
    // "PFC-free", "sting-proof", "app-controlled" are claims about a product, not products.
    const claim = /-(?:free|proof|friendly|safe|resistant|made|owned|run|based|\p{L}+ed|\p{L}+ing)$/iu
    if (!phrase.kind && !phrase.phrase.includes(' ') && claim.test(phrase.phrase)) return false
    // "if you mail yours in": a pronoun stands for the customer's own thing.
    if (/^(?:yours|mine|ours|theirs|hers)$/i.test(phrase.phrase.split(/\s+/).pop() ?? '')) return false
    if (!phrase.kind && afterAThing(phrase.start)) return false
    if (phrase.source === 'subject') return true
    if (phrase.kind) return !figure || sold
    const single = !phrase.phrase.includes(' ')
    // "handmade", "eco": an adjective alone; "scenery", "pottery" are nouns the tagger knows.
    const tags = tokenAt(tokens, phrase.start)?.tags
    const noun = /(?:ery|ary|ory|try|ey|phy|my|gy|ky)$/i.test(phrase.phrase) && tags?.has('Noun')
    if (single && ADJECTIVE_SHAPED.test(phrase.phrase) && !noun) return false
    if (/^[A-Z0-9]{1,4}$/.test(phrase.phrase.split(' ').pop() ?? '')) return false
    if (PEOPLE_SHAPED.test(phrase.head) && !kindWord(phrase.head)) return false
    // "comes with a lifetime warranty": a verb of the sentence, not a thing.
    const verbTags = tokenAt(tokens, phrase.start)?.tags
    if (single && verbTags?.has('Verb') && /^\s+(?:with|in|from|to)\b/i.test(text.slice(phrase.end)))
      return false
    // "Cracked screen? We fix it": what a question names is the customer's trouble.
    if (/^\s*\?/.test(text.slice(phrase.end))) return false
    // "Smith: Jonah Reyes": a person's name is who makes it, not what is sold.
    const person = tokens.filter((t) => t.start >= phrase.start && t.start < phrase.end)
    if (person.length > 0 && person.every((t) => t.tags.has('Person'))) return false
    if (
      /^(?:kids?|child|children|adults?|men|women|bab(?:y|ies)|toddlers?|teens?|boys?|girls?|people|pros?|beginners?|nerds?|geeks?|lovers?|fans?|enthusiasts?|addicts?|junkies|fanatics?|foodies|buffs?)$/i.test(
        phrase.head,
      )
    )
      return false
    return !figure && (sold || opensSentence)
  })
  const known = accepted.filter((f) => f.phrase.kind && f.phrase.source !== 'subject').map((f) => f.phrase)
  const unknown = accepted.filter((f) => !f.phrase.kind && f.phrase.source !== 'subject').map((f) => f.phrase)
  const subjects = accepted.filter((f) => f.phrase.source === 'subject').map((f) => f.phrase)
  const topics = new Set(accepted.filter((f) => f.topic).map((f) => f.phrase))
  // A store's subject ("a candle shop") counts unless what the prompt lists says it better; a
  // subject that says more than a product of its kind ("riding helmets" over "helmets") wins,
  // and so does one of a kind nothing listed has ("a board game café" with beer and coffee).
  const words = (p: ProductPhrase) => p.phrase.split(/\s+/).length
  const ownSubjects = subjects.filter((p) => {
    // "maple syrup collection": what the page is about is on it.
    if (topics.has(p)) return true
    if (!p.kind) return known.length === 0
    const same = known.filter((k) => k.kind === p.kind)
    return same.length === 0 || same.some((k) => words(k) < words(p))
  })
  const all = [...ownSubjects, ...known, ...unknown].sort((a, b) => a.start - b.start)
  const unique: ProductPhrase[] = []
  for (const phrase of all) {
    const key = nounKey(phrase.phrase)
    // "every suit" after "beekeeping suits" is that suit again, whatever kind each was read as.
    const shorter = (u: ProductPhrase) =>
      (u.kind === phrase.kind && u.kind !== undefined && nounKey(u.phrase).endsWith(key)) ||
      nounKey(u.phrase).endsWith(` ${key}`)
    if (
      unique.some(
        (u) => nounKey(u.phrase) === key || (phrase.start >= u.start && phrase.end <= u.end) || shorter(u),
      )
    )
      continue
    unique.push(phrase)
  }
  return unique.slice(0, 8)
}
