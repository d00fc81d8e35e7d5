// The composer's knowledge, gathered: every kind of store and product, and the lookups the
// composer makes with them (which store a prompt describes, which product a noun names).
import { APPAREL_PRODUCTS } from './products/apparel'
import { BEAUTY_PRODUCTS } from './products/beauty'
import { FOOD_PRODUCTS } from './products/food'
import { HOME_PRODUCTS } from './products/home'
import { LEISURE_PRODUCTS } from './products/leisure'
import { SPORTS_PRODUCTS } from './products/sports'
import { TECH_PRODUCTS } from './products/tech'
import { APPAREL_STORES } from './stores/apparel'
import { BEAUTY_STORES } from './stores/beauty'
import { FOOD_STORES } from './stores/food'
import { HOME_STORES } from './stores/home'
import { LEISURE_STORES } from './stores/leisure'
import { SPORTS_STORES } from './stores/sports'
import { TECH_STORES } from './stores/tech'
import type { ProductKind, StoreKind } from './types'
import { keywordText, nounKey, pluralPhrase } from './words'

export type { ProductKind, StoreKind, KindCopy, ProductOption, Pattern, ValueIcon } from './types'
export { VALUE_ICONS } from './types'
export { nounKey, plural, pluralPhrase, SERVICE_GERUNDS, singular } from './words'

export const STORE_KINDS: readonly StoreKind[] = [
  ...APPAREL_STORES,
  ...BEAUTY_STORES,
  ...FOOD_STORES,
  ...HOME_STORES,
  ...TECH_STORES,
  ...LEISURE_STORES,
  ...SPORTS_STORES,
]

export const PRODUCT_KINDS: readonly ProductKind[] = [
  ...APPAREL_PRODUCTS,
  ...BEAUTY_PRODUCTS,
  ...FOOD_PRODUCTS,
  ...HOME_PRODUCTS,
  ...TECH_PRODUCTS,
  ...LEISURE_PRODUCTS,
  ...SPORTS_PRODUCTS,
]

const storeById = new Map(STORE_KINDS.map((kind) => [kind.id, kind]))
const productById = new Map(PRODUCT_KINDS.map((kind) => [kind.id, kind]))

export function storeKind(id: string): StoreKind | undefined {
  return storeById.get(id)
}

export function productKind(id: string): ProductKind | undefined {
  return productById.get(id)
}

interface NounEntry {
  noun: string
  kind: ProductKind
}

let nounIndex: NounEntry[] | undefined

/** Every kind noun, longest first, so "water bottle" wins over "bottle". */
function nouns(): NounEntry[] {
  if (!nounIndex) {
    nounIndex = PRODUCT_KINDS.flatMap((kind) => kind.nouns.map((noun) => ({ noun: nounKey(noun), kind })))
    nounIndex.sort((a, b) => b.noun.length - a.noun.length)
  }
  return nounIndex
}

export interface ProductMatch {
  kind: ProductKind
  /** the kind noun found, singular: "water bottle" */
  noun: string
  /** the words before it in the phrase: "insulated 750 ml" */
  modifiers: string
}

/**
 * The kind of product a noun phrase names, matched on its last words: "insulated 750 ml water
 * bottles" -> water-bottle with modifiers "insulated 750 ml". Undefined when no kind noun ends it.
 */
/** Things named like a kind by their last word that are not of it: a cheat sheet is no bed sheet. */
const OTHER_THINGS = ['cheat sheet', 'spec sheet', 'answer sheet', 'score sheet', 'tally sheet']

export function matchProduct(phrase: string): ProductMatch | undefined {
  const key = nounKey(phrase)
  if (!key || OTHER_THINGS.some((other) => key === other || key.endsWith(` ${other}`))) return undefined
  for (const entry of nouns()) {
    if (key === entry.noun) return { kind: entry.kind, noun: entry.noun, modifiers: '' }
    if (key.endsWith(` ${entry.noun}`))
      return { kind: entry.kind, noun: entry.noun, modifiers: key.slice(0, -entry.noun.length - 1) }
  }
  return undefined
}

/** Every kind noun found anywhere in a text, longest first and not overlapping. */
export function productNounsIn(text: string): ProductMatch[] {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}&'-]+/gu, ' ')} `
  const taken: [number, number][] = []
  const found: ProductMatch[] = []
  for (const entry of nouns()) {
    for (const form of new Set([entry.noun, pluralPhrase(entry.noun)])) {
      let from = 0
      for (;;) {
        const at = lower.indexOf(` ${form} `, from)
        if (at === -1) break
        from = at + 1
        const span: [number, number] = [at + 1, at + 1 + form.length]
        if (taken.some(([s, e]) => span[0] < e && span[1] > s)) continue
        taken.push(span)
        found.push({ kind: entry.kind, noun: entry.noun, modifiers: '' })
      }
    }
  }
  return found
}

const keywordNeedles = new Map<string, string>()
const WORD_CHAR = /[\p{L}\p{N}]/u

/**
 * Whether a keyword stands in a text as whole words ("tea" in "green tea", not in "steam").
 * Both are read alike by keywordText, so "make-up" also finds "make up". An indexOf per keyword
 * rather than a Unicode regex: 1,500 keywords are tried on every prompt.
 */
function hasKeyword(text: string, keyword: string): boolean {
  let needle = keywordNeedles.get(keyword)
  if (needle === undefined) keywordNeedles.set(keyword, (needle = keywordText(keyword).trim()))
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    const before = at > 0 ? text[at - 1]! : ' '
    const after = text[at + needle.length] ?? ' '
    if (!WORD_CHAR.test(before) && !WORD_CHAR.test(after)) return true
  }
  return false
}

let productKindsOfStore: Map<StoreKind, Set<string>> | undefined

/** The product kinds each store kind sells, from its product nouns. */
function storeProductKinds(): Map<StoreKind, Set<string>> {
  if (!productKindsOfStore) {
    productKindsOfStore = new Map(
      STORE_KINDS.map((store) => [
        store,
        new Set(
          store.products.map((p) => matchProduct(p)?.kind.id).filter((id): id is string => Boolean(id)),
        ),
      ]),
    )
  }
  return productKindsOfStore
}

/** Modifiers that only describe ("insulated", "mechanical", "hand-poured"), not name a trade. */
const DESCRIBING =
  /^(?:[\p{L}-]+(?:ed|al|ic|ous|ful|y|less|able|ible|ive|ish|ant|ent|ary|ory|proof|free)|new|old|big|small|mini|large|classic|modern|premium|luxury|custom|handmade|organic|vegan|natural|soft|hard|hot|cold|warm|cool|dark|light|bright|black|white|red|blue|green|pink|gold|silver|[\d.,]+\s?\w*)$/iu

/** Pursuits whose gear shares a noun with clothes or sport: a beekeeping suit is not a suit. */
const TRADES =
  /^(?:beekeeping|beekeeper|falconry|hawking|riding|equestrian|horse|welding|fencing|sailing|diving|climbing|hunting|archery|kiting|kitesurfing|motorcycle|motorbike|firefighting|chemistry|lab|medical|surgical|tactical|safety)$/i

/** A product the prompt names, as the kind-of-store guess needs it. */
export interface NamedProduct {
  kind?: string
  /** its noun, singular: "board" (a store that sells "surfboard" covers it) */
  noun?: string
  /** the words before its noun: "falconry" in "falconry glove" */
  modifiers: string
  /** named only as what a store is ("a candle shop"), not in a list of goods */
  subject?: boolean
}

/**
 * The kind of store a text describes. `products` are what the prompt names: a kind of store must
 * sell at least half of them (one product named with a trade of its own, "falconry glove", needs
 * the kind's own words too); when none is known, the kind must be named by its own words ("a
 * bakery"). Undefined when nothing fits: a generic store built on the prompt's own nouns is
 * better than the wrong one.
 */
/**
 * The product of a kind of store that a bare noun names in it: "boards" and "wax" in a surf shop
 * are its surfboards and surf wax ("board" ends "surfboard", "wax" ends "surf wax").
 */
export function storeNounFor(store: StoreKind, noun: string | undefined): string | undefined {
  const word = noun?.trim().toLowerCase()
  if (!word || word.includes(' ') || word.length < 3) return undefined
  return store.products.find((product) => {
    const last = product.toLowerCase().split(/\s+/).pop() ?? ''
    return last === word || (last.length > word.length + 2 && last.endsWith(word))
  })
}

/** Kinds any store sells beside its own: a puppy starter kit is no sign of an olive oil shop. */
export const ANY_STORE_KINDS: ReadonlySet<string> = new Set(['gift-set', 'gift-box', 'gift-card'])

export function detectStoreKind(text: string, products: readonly NamedProduct[] = []): StoreKind | undefined {
  let best: StoreKind | undefined
  let bestScore = 0
  const sells = storeProductKinds()
  // "printable cheat sheets" say nothing of a bedding shop.
  let lookup = keywordText(text)
  for (const other of OTHER_THINGS) lookup = lookup.replace(new RegExp(`\\b${other}s?\\b`, 'g'), ' ')
  const known = products.filter((p) => p.kind)
  // A store named by what it is ("a trendy shoe store") is found by its own words too.
  const onlySubjects = products.length > 0 && products.every((p) => p.subject)
  const single = products.length === 1 ? products[0] : undefined
  // One product of a trade ("beekeeping suits") makes the prompt about that trade: a kind of
  // store must then be named by its own words as well.
  const ofTrade = products.some((p) => p.modifiers.split(/\s+/).some((w) => TRADES.test(w)))
  const ownTrade = single ? single.modifiers.split(/\s+/).some((w) => w !== '' && !DESCRIBING.test(w)) : false
  for (const store of STORE_KINDS) {
    let words = 0
    for (const keyword of store.keywords) if (hasKeyword(lookup, keyword)) words += 2 + keyword.length / 4
    const owned = sells.get(store)
    let votes = 0
    let covered = 0
    products.forEach((p, index) => {
      // "beekeeping suits", "riding helmets": a product of a trade of its own counts for a kind
      // of store only when the prompt uses that store's words too.
      const trade = p.modifiers.split(/\s+/).some((w) => TRADES.test(w))
      const anyStore = p.kind !== undefined && ANY_STORE_KINDS.has(p.kind)
      if (p.kind && owned?.has(p.kind) && (!(trade || anyStore) || words >= 2)) {
        covered++
        votes += Math.max(6 - index * 1.5, 2)
      } else if (!p.kind && words >= 2 && storeNounFor(store, p.noun) !== undefined) covered++
    })
    const coverage = products.length > 0 ? covered / products.length : 0
    const fits =
      known.length === 0 || onlySubjects
        ? words >= 3 || coverage >= 0.5
        : coverage >= 0.5 && (!(ownTrade || ofTrade) || words >= 2)
    const score = words + votes
    if (fits && score > bestScore) {
      best = store
      bestScore = score
    }
  }
  return bestScore >= 3 ? best : undefined
}
