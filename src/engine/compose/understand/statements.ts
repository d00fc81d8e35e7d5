// What the merchant says about their store in their own words: every clause of the prompt that is
// not about the page's look, not a request to us and not only a name or a list of products.
// "Story time every Saturday", "financing available", "a husband and wife workshop in rural
// Vermont" — the page repeats them as written, so nothing the merchant stated goes missing.
import { commaParts, type Piece, segments, sentences, wordsOf } from './segments'

export interface Statements {
  /** facts in the merchant's words: "Free sharpening for life", "Walk-ins welcome" */
  facts: string[]
  /** how the store describes itself: "Saltmarsh is a small olive oil producer in Crete" */
  identity: string[]
}

/** Clauses about the look of the page, not the store. */
const DESIGN =
  /\b(?:colou?rs?|colou?red|palette|tones?|shades?|accents?|backgrounds?|fonts?|serif|sans[- ]?serif|typography|typeface|vibe|feel|looks?|aesthetic|layout|theme|style|styled|minimal|minimalist|modern|elegant|playful|luxury|luxurious|premium|sporty|calm|cheerful|moody|festive|respectful|mediterranean|earthy|pastel|rustic|cozy|cosy|airy|clean|bold|bright|trendy|sleek|chic|cute|fun|whimsical|retro|vintage look|dark mode|light mode|hero|banner|section|grid|slideshow|carousel|countdown|emoji)\b/i

/** Clauses that ask us for something rather than say something about the store. */
const REQUEST =
  /\b(?:page|homepage|landing|website|template|pg|cart|checkout (?:page|info|help)|collection (?:page|of|for)|blog (?:for|page|post)|journal$|our story$|i'?m opening|i am opening|i want|i'?d like|i would like|i need|we need|we want|please|plese|pls|make it|make sure|create|build|design (?:a|an|the|my|our)|generate|should (?:look|feel|have|show|mention|include)|show (?:the|a|our)|include (?:a|an|the)|add (?:a|an|the)|mention|remind|explain|explaining|highlight|emphasi[sz]e|focus on|show)\b/i

const GREETING = /^(?:hi|hello|hey|thanks|thank you)\b/i

/** "remind buyers that minis are printed to order": the request goes, what it says stays. */
const TELL =
  /^(?:.*?\b(?:page|blog|homepage|site|store|shop)\b.*?\b(?:sharing|featuring|covering|showcasing|about|offering)\s+|(?:.*?\b)?(?:remind(?:s|ing)? (?:buyers|customers|shoppers|people|visitors|them)?\s*(?:that )?|mention(?:s|ing)?(?: that)? |explain(?:s|ing)?(?: that)? |say(?:s|ing)?(?: that)? |highlight(?:s|ing)?(?: that)? |show(?:s|ing)? (?:that )?|note that |let (?:people|customers|buyers) know(?: that)? |tell (?:people|customers|buyers)(?: that)? ))/i

/** Words that say nothing on their own: what remains of an identity clause once they are gone. */
const FILLER = new Set([
  'a',
  'an',
  'the',
  'is',
  'are',
  'we',
  'our',
  'my',
  'i',
  'it',
  'its',
  'and',
  'or',
  'of',
  'for',
  'with',
  'sell',
  'sells',
  'selling',
  'make',
  'makes',
  'making',
  'offer',
  'offers',
  'have',
  'has',
  'plus',
  'also',
  'shop',
  'store',
  'brand',
  'label',
  'boutique',
  'company',
  'business',
  'small',
  'online',
  'new',
  'called',
  'named',
  'welcome',
  'to',
  "we're",
  "we've",
  "i'm",
  "it's",
  'roastery',
  'roasters',
  'bakery',
  'workshop',
  'studio',
  'farm',
  'estate',
  'house',
  'producer',
  'atelier',
  'collective',
])

function overlaps(piece: Piece, spans: readonly [number, number][]): boolean {
  return spans.some(([s, e]) => piece.start < e && piece.end > s)
}

function tidy(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').replace(/^[\s,;:—–-]+|[\s,;:—–-]+$/g, '')
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
}

export interface StatementSpans {
  name: readonly [number, number][]
  products: readonly [number, number][]
  colors: readonly [number, number][]
}

/** The clauses of a text that state something about the store. */
export function readStatements(text: string, spans: StatementSpans): Statements {
  const facts: string[] = []
  const identity: string[] = []

  /** A clause as a statement, or why not: 'design' and 'request' clauses are read in parts. */
  const judge = (whole: Piece): 'kept' | 'none' | 'mixed' => {
    const told = TELL.exec(whole.text)
    const piece: Piece = told
      ? { text: whole.text.slice(told[0].length), start: whole.start + told[0].length, end: whole.end }
      : whole
    const words = wordsOf(text, piece)
    if (words.length === 0 || GREETING.test(piece.text)) return 'none'
    const design = overlaps(piece, spans.colors) || DESIGN.test(piece.text)
    const request = REQUEST.test(piece.text)
    const named = words.some((w) => overlaps(w, spans.name))
    if (design || request) return 'mixed'
    const left = words.filter(
      (w) => !overlaps(w, spans.name) && !overlaps(w, spans.products) && !FILLER.has(w.text.toLowerCase()),
    )
    if (left.length === 0 || words.length < 2) return 'none'
    const clause = tidy(piece.text)
    if (clause.length < 3 || clause.length > 160) return 'none'
    // "Saltmarsh is a small olive oil producer in Crete": the store describing itself.
    if (named && /\b(?:is|are|was)\b/i.test(piece.text)) identity.push(clause)
    else facts.push(clause)
    return 'kept'
  }

  // A sentence is one statement when it can be; when it mixes a request or the look of the page
  // with facts, its parts are read one by one, down to its comma-separated clauses.
  for (const sentence of sentences(text)) {
    if (judge(sentence) !== 'mixed') continue
    for (const segment of segments(text, sentence, true)) {
      if (judge(segment) !== 'mixed') continue
      const parts = commaParts(text, segment)
      if (parts.length > 1) for (const part of parts) judge(part)
    }
  }
  return { facts: [...new Set(facts)], identity: [...new Set(identity)] }
}
