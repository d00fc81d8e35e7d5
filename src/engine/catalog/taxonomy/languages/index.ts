// The taxonomy's kinds of product in the languages a store can be written in: found in a prompt
// by the words its merchant uses, titled as a shop in that language titles them. English is the
// taxonomy itself (../index.ts).
import type { OtherLanguage, StoreLanguage } from '../../../model/language'
import type { KindWords, ProductWords } from './types'

export type { CatalogWords, KindWords, ProductWords } from './types'
export { CATALOG_WORDS } from './catalog-words'

/**
 * Each language's words are a chunk of their own (a few hundred kilobytes): a store in English,
 * most stores, never loads them. loadProductWords is awaited before a store in the language is
 * composed or previewed; until then it reads as English would.
 */
const LOADERS: Readonly<Record<OtherLanguage, () => Promise<ProductWords>>> = {
  fr: async () => (await import('./fr')).FR_PRODUCT_WORDS,
  de: async () => (await import('./de')).DE_PRODUCT_WORDS,
  es: async () => (await import('./es')).ES_PRODUCT_WORDS,
  it: async () => (await import('./it')).IT_PRODUCT_WORDS,
  pt: async () => (await import('./pt')).PT_PRODUCT_WORDS,
  nl: async () => (await import('./nl')).NL_PRODUCT_WORDS,
}

const WORDS: Partial<Record<OtherLanguage, ProductWords>> = {}

/** Loads a language's words for the taxonomy's kinds of product (nothing for English). */
export async function loadProductWords(language: StoreLanguage): Promise<void> {
  if (language === 'en' || WORDS[language]) return
  WORDS[language] = await LOADERS[language]()
}

/** Whether a language's words are loaded: always for English, the taxonomy's own. */
export function hasProductWords(language: StoreLanguage): boolean {
  return language === 'en' || WORDS[language] !== undefined
}

/** A kind of product's words in a language; undefined in English (the taxonomy's own) or unknown. */
export function kindWords(language: StoreLanguage | undefined, id: string): KindWords | undefined {
  return language === undefined || language === 'en' ? undefined : WORDS[language]?.[id]
}

/** Lower case, accents kept, one space: how prompts and words are compared. */
export function foldWords(text: string): string {
  return text.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim()
}

interface Noun {
  word: string
  id: string
}

const nounsCache = new Map<StoreLanguage, Noun[]>()

/** Every word of a language that names a kind, longest first (the longest match wins). */
function nounsOf(language: OtherLanguage): Noun[] {
  const words = WORDS[language]
  if (!words) return []
  let nouns = nounsCache.get(language)
  if (!nouns) {
    const seen = new Set<string>()
    nouns = []
    for (const [id, kind] of Object.entries(words))
      for (const word of [kind.one, kind.many, ...kind.nouns, kind.collection].map(foldWords))
        if (word.length >= 3 && !seen.has(word)) {
          seen.add(word)
          nouns.push({ word, id })
        }
    nouns.sort((a, b) => b.word.length - a.word.length)
    nounsCache.set(language, nouns)
  }
  return nouns
}

/**
 * Languages that write compound nouns as one word: German "Grüntee" and Dutch "tulpenbollen"
 * are a tea and bulbs, named by their last part.
 */
const COMPOUNDING = new Set<StoreLanguage>(['de', 'nl'])
const LETTER = /\p{L}/u

export interface ForeignProduct {
  id: string
  /** as the prompt writes it: "Grüntee", "confitures" */
  text: string
  start: number
  end: number
}

/** The kinds of product a text in a language names, in the order it names them, each place once. */
export function productsIn(text: string, language: StoreLanguage): ForeignProduct[] {
  if (language === 'en') return []
  const folded = text.toLowerCase().replace(/’/g, "'")
  const taken: boolean[] = new Array<boolean>(folded.length).fill(false)
  const found: ForeignProduct[] = []
  const compounding = COMPOUNDING.has(language)
  for (const { word, id } of nounsOf(language)) {
    let from = 0
    for (;;) {
      const at = folded.indexOf(word, from)
      if (at === -1) break
      from = at + 1
      const end = at + word.length
      if (LETTER.test(folded[end] ?? '')) continue
      let start = at
      if (LETTER.test(folded[at - 1] ?? '')) {
        // Inside a word: only a compound's last part ("Leihski", "Grüntee").
        if (!compounding || word.length < 3 || word.includes(' ')) continue
        while (start > 0 && LETTER.test(folded[start - 1] ?? '')) start--
        // German writes a compound noun with a capital ("Leihski"; "kleinen" holds no linen);
        // Dutch does not, so its last part must be longer ("verkopen" holds no pen).
        if (language === 'de' ? !/\p{Lu}/u.test(text[start] ?? '') : word.length < 4) continue
        if (at - start < 3) continue
      }
      if (taken.slice(start, end).some(Boolean)) continue
      for (let i = start; i < end; i++) taken[i] = true
      found.push({ id, text: text.slice(start, end), start, end })
    }
  }
  return found.sort((a, b) => a.start - b.start)
}

/** The kind a category's title names in a language ("Confitures", "Grüntee"), as productsIn finds it. */
export function kindOfTitle(title: string, language: StoreLanguage | undefined): string | undefined {
  if (language === undefined || language === 'en') return undefined
  const found = productsIn(title, language)
  return found[found.length - 1]?.id
}
