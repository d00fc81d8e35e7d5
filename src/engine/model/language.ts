// The languages a composed store can be written in (issue 28: a French prompt gets a French
// store). A theme says its language the way Shopify reads it: the name of its default storefront
// locale, locales/<language>.default.json.
export const STORE_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl'] as const
export type StoreLanguage = (typeof STORE_LANGUAGES)[number]
/** A language a store is written in other than English, whose words are loaded when needed. */
export type OtherLanguage = Exclude<StoreLanguage, 'en'>

/** Each language's name in English and in itself: "French", "Français". */
export const LANGUAGE_NAMES: Readonly<Record<StoreLanguage, { english: string; own: string }>> = {
  en: { english: 'English', own: 'English' },
  fr: { english: 'French', own: 'Français' },
  de: { english: 'German', own: 'Deutsch' },
  es: { english: 'Spanish', own: 'Español' },
  it: { english: 'Italian', own: 'Italiano' },
  pt: { english: 'Portuguese', own: 'Português' },
  nl: { english: 'Dutch', own: 'Nederlands' },
}

export function isStoreLanguage(value: unknown): value is StoreLanguage {
  return typeof value === 'string' && (STORE_LANGUAGES as readonly string[]).includes(value)
}

const DEFAULT_LOCALE = /^locales\/([a-z]{2})(?:-[A-Za-z]+)?\.default\.json$/

/** The language of a theme's default storefront locale; English when it has none or another one. */
export function themeLanguage(files: Readonly<Record<string, string>>): StoreLanguage {
  for (const path of Object.keys(files)) {
    const code = DEFAULT_LOCALE.exec(path)?.[1]
    if (code !== undefined) return isStoreLanguage(code) ? code : 'en'
  }
  return 'en'
}
