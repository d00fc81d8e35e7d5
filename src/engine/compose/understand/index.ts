// Prompt understanding: what the merchant's words name — the store, what it sells, the facts,
// the colours, the look and the page they want — read once, before anything is decided.
import type { PageType, ProductDetails } from '../../model/theme'
import { type ColorReading, readColors } from './colors'
import { type Facts, readFacts } from './facts'
import { isShouted, readShoutedName, readStoreName, type StoreName } from './name'
import { tokenize } from './nlp'
import { type ProductPhrase, readProducts } from './products'
import { splitPrompt } from '../../model'
import { readStatements, type Statements } from './statements'
import { readWishes, type Wishes } from './wishes'
import { readForeign } from './foreign'
import { REQUEST } from './languages'
import { hasProductWords } from '../../catalog/taxonomy/languages'
import { promptLanguage } from './locale'
import type { StoreLanguage } from '../../model/language'

export type { ColorMention, ColorMood, ColorReading, ColorRole } from './colors'
export type { Facts, FoundedYear } from './facts'
export type { NameForm, StoreName } from './name'
export type { ProductPhrase } from './products'
export type { Statements } from './statements'
export type { Campaign, Composition, TypographyWish, WishedSection, Wishes } from './wishes'
export { cleanName } from './name'

export interface PromptReading {
  /** what the merchant wrote, without the page-type prefix and the product details block */
  description: string
  /** the language it is written in (English unless another clearly leads) */
  language: StoreLanguage
  /** the page type named in the prompt's "Page Type:" prefix */
  pageType?: PageType
  name?: StoreName
  /** what the store sells, in the order the prompt names it */
  products: ProductPhrase[]
  facts: Facts
  colors: ColorReading
  /** what the prompt says about the store in its own words */
  statements: Statements
  wishes: Wishes
  /** product details: the landing page's fields over those written in the prompt */
  details: ProductDetails
}

function hasDetails(details: ProductDetails | undefined): details is ProductDetails {
  return Boolean(
    details &&
    (details.title?.trim() ||
      details.price?.trim() ||
      details.description?.trim() ||
      details.features?.length ||
      details.images?.length),
  )
}

export function readPrompt(prompt: string, product?: ProductDetails): PromptReading {
  const parts = splitPrompt(prompt)
  const details: ProductDetails = { ...parts.details, ...(hasDetails(product) ? product : {}) }
  const written = parts.description
  // A prompt in capitals is read in lower case (capitals would make every word a name); its
  // own words are kept for the statements.
  const shouted = isShouted(written)
  const text = shouted ? written.toLowerCase() : written
  const wishes = readWishes(text)
  const claimed = new Set([wishes.heroHeading, wishes.tagline].filter((q): q is string => Boolean(q)))
  const tokens = tokenize(text)
  // Places first, so "Portland" in "a shop in Portland" is never taken for the store's name.
  const placesFirst = readFacts(text, tokens).places.flatMap((place): [number, number][] => {
    const at = text.indexOf(place)
    return at === -1 ? [] : [[at, at + place.length]]
  })
  const language = promptLanguage(written)
  // Another language is read in its own words: its names, places and products (foreign.ts).
  const foreign = language === 'en' || !hasProductWords(language) ? undefined : readForeign(text, language)
  const name = foreign
    ? foreign.name
    : shouted
      ? readShoutedName(written)
      : readStoreName(text, claimed, placesFirst)
  const quoteSpans = [...claimed].flatMap((quote): [number, number][] => {
    const at = text.indexOf(quote)
    return at === -1 ? [] : [[at, at + quote.length]]
  })
  const nameSpans: [number, number][] = name ? [[name.start, name.end]] : []
  const facts = readFacts(text, tokens, [...nameSpans, ...quoteSpans])
  if (foreign) {
    facts.places = foreign.places
    if (foreign.founded) facts.founded = foreign.founded
  }
  const spansOf = (items: string[]) =>
    items.flatMap((item): [number, number][] => {
      const at = text.indexOf(item)
      return at === -1 ? [] : [[at, at + item.length]]
    })
  const placeSpans = spansOf(facts.places)
  const products = foreign
    ? foreign.products
    : readProducts(
        text,
        tokens,
        [...nameSpans, ...quoteSpans, ...placeSpans, ...spansOf(facts.audiences)],
        readColors(text).mentions.map((m): [number, number] => [m.start, m.end]),
      )

  // The details' own text names facts too: "keeps drinks cold 24 hours" in a description.
  const detailText = [details.description, ...(details.features ?? [])].filter(Boolean).join('. ')
  if (detailText) {
    const more = readFacts(detailText, tokenize(detailText))
    for (const key of ['quantities', 'durations', 'warranties', 'claims'] as const)
      facts[key] = [...facts[key], ...more[key].filter((item) => !facts[key].includes(item))]
  }

  const productSpans = products.map((p): [number, number] => [p.start, p.end])
  const colors = readColors(text, [...nameSpans, ...productSpans, ...placeSpans])
  const statements = readStatements(written, {
    name: nameSpans,
    products: productSpans,
    colors: colors.mentions.map((m): [number, number] => [m.start, m.end]),
  })

  // The merchant's requests to us ("Je voudrais une boutique…") are not the store's words.
  if (foreign) {
    statements.facts = statements.facts.filter((line) => !REQUEST.test(line))
    statements.identity = statements.identity.filter((line) => !REQUEST.test(line))
  }

  return {
    description: written,
    language,
    ...(parts.pageType ? { pageType: parts.pageType } : {}),
    ...(name ? { name } : {}),
    products,
    facts,
    colors,
    statements,
    wishes,
    details,
  }
}
