// What the merchant says about their store in their own words: every clause of the prompt that is
// not about the page's look, not a request to us and not only a name or a list of products.
// "Story time every Saturday", "financing available", "a husband and wife workshop in rural
// Vermont" — the page repeats them as written, so nothing the merchant stated goes missing.
import { clausesOf, commaParts, type Piece, segments, sentences, wordsOf } from './segments'

export interface Statements {
  /** facts in the merchant's words: "Free sharpening for life", "Walk-ins welcome" */
  facts: string[]
  /** how the store describes itself: "Saltmarsh is a small olive oil producer in Crete" */
  identity: string[]
}

/** Clauses about the look of the page, not the store. */
const DESIGN =
  /\b(?:colou?rs?|colou?red|palette|tones?|shades?|accents?|backgrounds?|fonts?|serif|sans[- ]?serif|typography|typeface|vibe|feel|looks?|aesthetic|layout|theme|style|styled|minimal|minimalist|modern|elegant|playful|luxury|luxurious|premium|sporty|calm|cheerful|moody|festive|respectful|mediterranean|earthy|pastel|rustic|cozy|cosy|airy|clean|bold|bright|trendy|sleek|chic|cute|fun|whimsical|retro|vintage look|dark mode|light mode|hero|banner|section|grid|slideshow|carousel|countdown|emoji|flashy|dignified|understated|subtle|classy|fancy|girly|edgy|quirky|sophisticated|refined|polished)\b/i

/** Clauses that ask us for something rather than say something about the store. */
const REQUEST =
  /\b(?:page|homepage|landing|website|template|pg|cart|checkout (?:page|info|help)|collection (?:page|of|for)|blog (?:for|page|post)|journal$|our story$|i'?m opening|i am opening|i want|i'?d like|i would like|i need|we need|we want|(?:please|plese|pls)(?:\s+(?:make|use|add|include|show|put|give|create|build|design|keep|do|have|mention|avoid|no|don'?t)\b|[,.!]|$)|make it|you should|you(?:'|’)?ll want|you need to|you must|make sure|create|build|design (?:a|an|the|my|our)|generate|should (?:look|feel|have|show|mention|include)|show (?:the|a|our)|include (?:a|an|the)|add (?:a|an|the)|mention|remind|explain|explaining|highlight|emphasi[sz]e|focus on|show)\b/i

/** "homepage for our board game café": what the page is for is said about the store. */
const PAGE_FOR =
  /^(?:(?:an?|the|my|our)\s+)?(?:(?!(?:you|you're|you’re|i|i'm|i’m|we|we're|we’re|please|build|building|make|making|create|creating|design|designing|need|want)\b)[\w'’-]+\s+){0,3}?(?:page|homepage|pg|site|website|landing|checkout|cart|contact|collection|blog)\s+(?:for|about)\s+/i

/** A short phrase that ends on what a store is: "skate shop", "family-run bakery". */
const STORE_PHRASE =
  /^(?:[\p{L}'’-]+\s+){0,3}(?:[\p{L}]*(?:shop|store)|boutique|bakery|roastery|studio|cafe|café|bar|label|brand|workshop|atelier|nursery|florist|deli|market|company|co)$/iu

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
  'name',
  'names',
  'cafe',
  'café',
])

function overlaps(piece: Piece, spans: readonly [number, number][]): boolean {
  return spans.some(([s, e]) => piece.start < e && piece.end > s)
}

function tidy(text: string): string {
  const trimmed = text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:—–•·*-]+|[\s,;:—–•·*-]+$/g, '')
    .replace(/^(?:so|and|but|then|also)\s+(?=\S+\s)/i, '')
  // A clause cut at a comma keeps its bracket closed: "$129 (ships March)".
  const open = (trimmed.match(/\(/g) ?? []).length - (trimmed.match(/\)/g) ?? []).length
  const closed = open > 0 ? `${trimmed})` : trimmed
  return closed.charAt(0).toUpperCase() + closed.slice(1)
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
  const isFiller = (w: Piece) => FILLER.has(w.text.toLowerCase())
  const judge = (whole: Piece): 'kept' | 'none' | 'mixed' => {
    const pageFor = PAGE_FOR.exec(whole.text)
    const told = pageFor ?? TELL.exec(whole.text)
    const piece: Piece = told
      ? { text: whole.text.slice(told[0].length), start: whole.start + told[0].length, end: whole.end }
      : whole
    // "landing page for X: the details": each part of the sentence is read on its own.
    if (pageFor && segments(text, whole, true).length > 1) return 'mixed'
    // "homepage for our tiki bar “Lava Lounge”, rum flights…": the part naming the store alone.
    const firstPart = commaParts(text, piece)[0]
    if (
      pageFor &&
      firstPart &&
      firstPart.end < piece.end &&
      spans.name.some(([s, e]) => s >= firstPart.start && e <= firstPart.end)
    )
      return 'mixed'
    const words = wordsOf(text, piece)
    if (words.length === 0 || GREETING.test(piece.text)) return 'none'
    // "18 colours", "in 6 shades": how many a product comes in is a fact, not the page's look.
    const counted = piece.text.replace(
      /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:colou?rs|shades|tones)\b/gi,
      '',
    )
    const design = overlaps(piece, spans.colors) || DESIGN.test(counted)
    const request = REQUEST.test(piece.text)
    const named = words.some((w) => overlaps(w, spans.name))
    if (design || request) return 'mixed'
    // "homepage for our board game café “Roll & Bean”": Roll & Bean is a board game café.
    const nameSpan = spans.name.find(([s, e]) => s >= piece.start && e <= piece.end)
    if (pageFor && nameSpan) {
      const before = text.slice(piece.start, nameSpan[0]).replace(/[\s“"‘'(]+$/, '')
      const after = text.slice(nameSpan[1], piece.end).replace(/^[\s”"’')]+/, '')
      const what = /^(?:our|my|a|an|the)\s+(.+)$/i.exec(before)?.[1]
      if (what && !after && !/[,;]/.test(what) && !/\b(?:from|by|at|of|for|in|with|and|to)$/i.test(what)) {
        const article = /^[aeiou]/i.test(what) ? 'an' : 'a'
        identity.push(`${text.slice(...nameSpan)} is ${article} ${what}`)
        return 'kept'
      }
      // "sale page for Curb Club skate shop": Curb Club is a skate shop.
      if (!before && STORE_PHRASE.test(after)) {
        const article = /^[aeiou]/i.test(after) ? 'an' : 'a'
        identity.push(`${text.slice(...nameSpan)} is ${article} ${after}`)
        return 'kept'
      }
    }
    const left = words.filter((w) => !overlaps(w, spans.name) && !overlaps(w, spans.products) && !isFiller(w))
    if (left.length === 0 || words.length < 2) return 'none'
    // "kits for hobbyists and locksport clubs, the shop is named Open Shackle": the naming part
    // goes, the rest is read on its own.
    const parts = commaParts(text, piece)
    const namingOnly = (part: Piece) => {
      const own = wordsOf(text, part)
      return (
        own.some((w) => overlaps(w, spans.name)) && own.every((w) => overlaps(w, spans.name) || isFiller(w))
      )
    }
    if (named && parts.length > 1 && parts.some(namingOnly)) return 'mixed'
    // A long sentence loses its asides first: "in Cremona (yes, that Cremona) using…".
    const full = tidy(piece.text)
    const clause = full.length > 200 ? tidy(piece.text.replace(/\s*\([^()]*\)/g, '')) : full
    if (clause.length < 3) return 'none'
    // A long sentence is read in its parts rather than lost.
    if (clause.length > 200) return 'mixed'
    // "Saltmarsh is a small olive oil producer in Crete": the store describing itself.
    if (named && /\b(?:is|are|was)\b/i.test(piece.text)) identity.push(clause)
    else facts.push(clause)
    return 'kept'
  }

  // A sentence is one statement when it can be; when it mixes a request or the look of the page
  // with facts, its parts are read one by one, down to its comma-separated clauses.
  // A long part is read in its clauses: "…organs around East Anglia | and I've built up…".
  const inClauses = (part: Piece) => {
    const clauses = clausesOf(text, part)
    if (clauses.length > 1) for (const clause of clauses) judge(clause)
  }
  for (const sentence of sentences(text)) {
    if (judge(sentence) !== 'mixed') continue
    for (const segment of segments(text, sentence, true)) {
      if (judge(segment) !== 'mixed') continue
      const parts = commaParts(text, segment)
      if (parts.length > 1) {
        for (const part of parts) if (judge(part) === 'mixed') inClauses(part)
      } else inClauses(segment)
    }
  }
  return { facts: [...new Set(facts)], identity: [...new Set(identity)] }
}
