// What the composer needs to write a store in a language other than English (issue 28).
import type { Pattern, ValueIcon } from '../../catalog/taxonomy'

/** A store's copy patterns in the language: the generic store's, written by a copywriter in it. */
export interface StoreVoice {
  audience: string
  heroHeadings: Pattern[]
  heroTexts: Pattern[]
  story: Pattern[]
  values: [Pattern, Pattern, ValueIcon][]
  faq: [Pattern, Pattern][]
  testimonials: Pattern[]
  announcements: Pattern[]
  craft: Pattern[]
}

/** A storefront locale: nested keys to strings, as locales/*.json hold them. */
export interface LocaleTree {
  [key: string]: string | LocaleTree
}

export interface LanguagePack {
  /** locales/<language>.default.json */
  storefront: LocaleTree
  voice: StoreVoice
  /** the composer's fixed English phrases and their translation; {slots} kept */
  phrases: Readonly<Record<string, string>>
  /** a shop's kind words by store kind id: "fromagerie" for cheese-shop */
  storeWords: Readonly<Record<string, readonly string[]>>
  /** invented names when the prompt gives none: {word} and {place} filled */
  names: { patterns: string[]; placePatterns: string[]; words: string[] }
}
