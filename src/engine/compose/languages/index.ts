// A store in the merchant's language (issue 28): the composer writes in English, then this puts
// what it wrote into the prompt's language. The storefront's own strings become the theme's
// default locale, the store's copy comes from a voice written in the language, and each fixed
// phrase of the composer ("Shop by category", "About {name}") is looked up whole.
import type { OtherLanguage, StoreLanguage } from '../../model/language'
import { readThemeJson, stringifyThemeJson, type ThemeFiles } from '../../model/theme'
import { hasProductWords, loadProductWords } from '../../catalog/taxonomy/languages'
import type { LanguagePack } from './types'
import { withoutDoubleChez } from '../copy'

export type { LanguagePack, LocaleTree, StoreVoice } from './types'

/** Each language is a chunk of its own, loaded before a store in it is composed (see loadLanguage). */
const LOADERS: Readonly<Record<OtherLanguage, () => Promise<LanguagePack>>> = {
  fr: async () => (await import('./fr')).FR,
  de: async () => (await import('./de')).DE,
  es: async () => (await import('./es')).ES,
  it: async () => (await import('./it')).IT,
  pt: async () => (await import('./pt')).PT,
  nl: async () => (await import('./nl')).NL,
}

const PACKS: Partial<Record<OtherLanguage, LanguagePack>> = {}

/**
 * Loads what composing a store in a language needs: its pack and its product words. Until it is
 * loaded, a prompt in the language composes an English store (in its currency), as before.
 */
export async function loadLanguage(language: StoreLanguage): Promise<void> {
  if (language === 'en') return
  const [pack] = await Promise.all([PACKS[language] ?? LOADERS[language](), loadProductWords(language)])
  PACKS[language] = pack
}

/** Whether a store in this language can be composed in it now. */
export function languageLoaded(language: StoreLanguage): boolean {
  return language === 'en' || (PACKS[language] !== undefined && hasProductWords(language))
}

/** The language's pack when it is loaded; undefined in English. */
export function languagePack(language: StoreLanguage): LanguagePack | undefined {
  return language === 'en' || !hasProductWords(language) ? undefined : PACKS[language]
}

interface Phrasebook {
  whole: Map<string, string>
  /** phrases with slots, as patterns: "About {name}" -> /^About (.+)$/ */
  slotted: { pattern: RegExp; slots: string[]; translation: string }[]
}

const books = new Map<OtherLanguage, Phrasebook>()
const NO_PHRASES: Readonly<Record<string, string>> = {}

const SLOT = /\{(\w+)\}/g
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function phrasebook(language: OtherLanguage): Phrasebook {
  let book = books.get(language)
  if (!book) {
    const whole = new Map<string, string>()
    const slotted: Phrasebook['slotted'] = []
    for (const [english, translation] of Object.entries(PACKS[language]?.phrases ?? NO_PHRASES)) {
      const slots = [...english.matchAll(SLOT)].map((m) => m[1] ?? '')
      if (slots.length === 0) {
        whole.set(english, translation)
        continue
      }
      // A phrase that is only slots ("{word} {goods}") says nothing to translate.
      if (english.replace(SLOT, '').trim().length < 3) continue
      const source = english
        .split(SLOT)
        .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
        .join('')
      slotted.push({ pattern: new RegExp(`^${source}$`, 's'), slots, translation })
    }
    // The most specific first: more fixed words.
    slotted.sort((a, b) => b.pattern.source.length - a.pattern.source.length)
    book = { whole, slotted }
    if (PACKS[language]) books.set(language, book)
  }
  return book
}

/** One text in the language, when the phrasebook has it (whole, or with its slots filled). */
export function translatePhrase(language: OtherLanguage, text: string): string | undefined {
  const book = phrasebook(language)
  const whole = book.whole.get(text)
  if (whole !== undefined) return whole
  for (const { pattern, slots, translation } of book.slotted) {
    const match = pattern.exec(text)
    if (!match) continue
    // "From the Atelier de Lyon journal": English put "the" before the name; this language does not.
    const values = new Map(slots.map((slot, i) => [slot, (match[i + 1] ?? '').replace(/^the\s+/i, '')]))
    return withoutDoubleChez(translation.replace(SLOT, (all, slot: string) => values.get(slot) ?? all))
  }
  return undefined
}

/** Rich text "<p>a</p><p>b</p>": each paragraph translated on its own. */
function translateText(language: OtherLanguage, text: string): string {
  const direct = translatePhrase(language, text)
  if (direct !== undefined) return direct
  const paragraphs = /^<p>(.*)<\/p>$/s.exec(text)?.[1]?.split('</p><p>')
  if (!paragraphs) return text
  let changed = false
  const out = paragraphs.map((p) => {
    const t = translatePhrase(language, p)
    if (t === undefined) return p
    changed = true
    return t
  })
  return changed ? `<p>${out.join('</p><p>')}</p>` : text
}

/**
 * A theme's JSON files (templates, section groups) with their English phrases in the language:
 * what Vitrine's rules wrote into a French store ("New season at …") reads in French. Files with
 * nothing to translate are returned as they were.
 */
export function translateThemeFiles(files: ThemeFiles, language: StoreLanguage): ThemeFiles {
  if (language === 'en' || !languagePack(language)) return files
  const out: ThemeFiles = {}
  for (const [path, source] of Object.entries(files)) {
    out[path] = source
    if (!/^(templates|sections)\/[^/]+\.json$/.test(path)) continue
    let json: unknown
    try {
      json = readThemeJson(files, path)
    } catch {
      continue
    }
    const translated = translateJson(language, json)
    if (JSON.stringify(translated) !== JSON.stringify(json)) out[path] = stringifyThemeJson(translated)
  }
  return out
}

/** Keys whose values are identifiers, links or colours, never words. */
const NOT_WORDS =
  /^(type|id|handle|link|url|color|colors|image|icon|illustration|collection|product|menu|font|style|layout)$|_(id|url|link|color|image|icon|font|handle)$/

/** Every text a template or section group holds, in the language where the phrasebook knows it. */
export function translateJson(language: StoreLanguage, value: unknown, key = ''): unknown {
  if (language === 'en') return value
  if (typeof value === 'string') return NOT_WORDS.test(key) ? value : translateText(language, value)
  if (Array.isArray(value)) return value.map((item) => translateJson(language, item, key))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translateJson(language, v, k)]))
  return value
}
