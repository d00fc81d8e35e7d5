// The theme model shared by every part of Vitrine: the engine, the Convex backend, the CLI and
// the editor. A theme is plain data — a map of path to source — so it runs anywhere.
import { z } from 'zod'
import { liveSettings, SETTINGS_DATA } from './settings-data'
import { isStoreCurrency, STORE_CURRENCIES } from './currency'
import { STORE_LANGUAGES, themeLanguage } from './language'

export const PAGE_TYPES = [
  'homepage',
  'product',
  'collection',
  'about',
  'contact',
  'landing',
  'blog',
  'cart',
  'checkout',
] as const
export const pageTypeSchema = z.enum(PAGE_TYPES)
export type PageType = z.infer<typeof pageTypeSchema>

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/

export const storeConfigSchema = z.object({
  name: z.string().trim().min(1).max(80),
  tagline: z.string().max(200),
  primaryColor: z.string().regex(HEX_COLOR, 'Expected a colour like #1a2b3c'),
  categories: z.array(z.string().trim().min(1).max(60)).max(24),
  /** the currency of the sample prices (theme setting store_currency); US dollars when absent */
  currency: z.enum(STORE_CURRENCIES).optional(),
  /** the store's language (its default storefront locale, locales/<language>.default.json); English when absent */
  language: z.enum(STORE_LANGUAGES).optional(),
})
export type StoreConfig = z.infer<typeof storeConfigSchema>

/** The folders Shopify accepts at the top of an Online Store 2.0 theme. */
export const THEME_FOLDERS = [
  'assets',
  'blocks',
  'config',
  'layout',
  'locales',
  'sections',
  'snippets',
  'templates',
] as const

const SAFE_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.@-]*$/

/**
 * A theme-relative path Shopify would accept: a known top folder, no `..`, no absolute path,
 * no backslashes, one level deep (two under templates/customers and templates/metaobject).
 */
export function isThemePath(path: string): boolean {
  if (path.length === 0 || path.length > 255) return false
  const parts = path.split('/')
  if (!(THEME_FOLDERS as readonly string[]).includes(parts[0] ?? '')) return false
  if (!parts.slice(1).every((part) => SAFE_SEGMENT.test(part) && part !== '..' && part !== '.')) return false
  if (parts.length === 2) return true
  return (
    parts.length === 3 && parts[0] === 'templates' && ['customers', 'metaobject'].includes(parts[1] ?? '')
  )
}

export const themePathSchema = z
  .string()
  .refine(isThemePath, { message: 'Not a theme file path (expected e.g. sections/header.liquid)' })

export const themeFilesSchema = z.record(themePathSchema, z.string())
export type ThemeFiles = z.infer<typeof themeFilesSchema>

export const themeSchema = z.object({
  files: themeFilesSchema,
  explanation: z.string(),
  storeConfig: storeConfigSchema,
})
export type Theme = z.infer<typeof themeSchema>

/** The older single-page form: one Liquid document with its stylesheet and script. */
export const legacyThemeSchema = z.object({
  liquid: z.string(),
  css: z.string().optional(),
  js: z.string().optional(),
  explanation: z.string().optional(),
  storeConfig: storeConfigSchema.optional(),
})
export type LegacyTheme = z.infer<typeof legacyThemeSchema>

/** Optional product details a merchant may give with a product-page prompt. */
export const productDetailsSchema = z.object({
  title: z.string().max(200).optional(),
  price: z.string().max(40).optional(),
  description: z.string().max(5000).optional(),
  features: z.array(z.string().max(200)).max(20).optional(),
  /** data: URLs (image/*) or https URLs */
  images: z.array(z.string()).max(10).optional(),
})
export type ProductDetails = z.infer<typeof productDetailsSchema>

export const MAX_PROMPT_LENGTH = 4000

export const composeInputSchema = z.object({
  prompt: z.string().trim().min(1, 'Please enter a prompt').max(MAX_PROMPT_LENGTH),
  pageType: pageTypeSchema.default('homepage'),
  product: productDetailsSchema.optional(),
})
export type ComposeInput = z.input<typeof composeInputSchema>

export const DEFAULT_STORE_CONFIG: StoreConfig = {
  name: 'Fashion Store',
  tagline: '',
  primaryColor: '#111111',
  categories: ['General'],
}

/** The template a page type is previewed and edited on (name without folder or extension). */
export function templateForPageType(pageType: PageType): string {
  switch (pageType) {
    case 'homepage':
      return 'index'
    case 'product':
    case 'collection':
    case 'blog':
    case 'cart':
      return pageType
    case 'about':
    case 'contact':
    case 'landing':
    case 'checkout':
      return `page.${pageType}`
  }
}

const LEGACY_LAYOUT = `<!doctype html>
<html lang="{{ request.locale.iso_code }}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{{ page_title }}</title>
    {{ 'theme.css' | asset_url | stylesheet_tag }}
    <script src="{{ 'theme.js' | asset_url }}" defer="defer"></script>
    {{ content_for_header }}
  </head>
  <body>
    {{ content_for_layout }}
  </body>
</html>
`

/**
 * Accepts a theme in either form and returns the files form. The legacy `{ liquid, css, js }`
 * becomes a Liquid index template with its stylesheet and script as assets, inside a minimal
 * layout when it brings none.
 */
export function normalizeTheme(input: unknown): Theme {
  const modern = themeSchema.safeParse(input)
  if (modern.success) return modern.data
  const legacy = legacyThemeSchema.safeParse(input)
  if (!legacy.success) throw modern.error
  const { liquid, css, js, explanation, storeConfig } = legacy.data
  const files: ThemeFiles = {
    'layout/theme.liquid': LEGACY_LAYOUT,
    'templates/index.liquid': liquid,
    'assets/theme.css': css ?? '',
    'assets/theme.js': js ?? '',
  }
  return { files, explanation: explanation ?? '', storeConfig: storeConfig ?? DEFAULT_STORE_CONFIG }
}

/** Files of `over` replace or add to those of `base`; nothing of `base` is removed. */
export function mergeFiles(base: ThemeFiles, over: ThemeFiles): ThemeFiles {
  return { ...base, ...over }
}

/** Reads a theme-relative JSON file, tolerating the comment header Shopify writes. */
export function readThemeJson(files: ThemeFiles, path: string): unknown {
  const source = files[path]
  if (source === undefined) return undefined
  return JSON.parse(stripJsonComments(source))
}

/** A theme JSON file's text as Vitrine writes it: two-space indents and a final newline. */
export function stringifyThemeJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`
}

/** The live theme settings object (current, or the preset current names); empty when unreadable. */
export function currentThemeSettings(files: ThemeFiles): Record<string, unknown> {
  try {
    return liveSettings(readThemeJson(files, SETTINGS_DATA)) ?? {}
  } catch {
    return {}
  }
}

export function stripJsonComments(source: string): string {
  // Shopify prefixes generated JSON with a /* ... */ banner; strings never start a line with it.
  return source.replace(/^\s*\/\*[\s\S]*?\*\/\s*/, '')
}

// ---- sample store data for the preview ----

export interface SampleProduct {
  handle: string
  title: string
  /** cents */
  price: number
  compareAtPrice?: number
  vendor: string
  type: string
  description: string
  /** URLs the preview can show offline (data: URLs) */
  images: string[]
  tags: string[]
  available: boolean
  options: { name: string; values: string[] }[]
  /** The first option's value the product opens on (the size the merchant stated); 0 if absent. */
  selected?: number
  /** cents, per value of the first option, when its variants are priced apart */
  variantPrices?: number[]
}

export interface SampleCollection {
  handle: string
  title: string
  description: string
  image?: string
  productHandles: string[]
}

export interface SampleArticle {
  handle: string
  title: string
  /** HTML-safe text */
  excerpt: string
  /** HTML */
  content: string
  /** a URL the preview can show offline */
  image: string
  tags: string[]
  publishedAt: string
}

export interface SampleCatalog {
  /** locale: the store's language (ISO 639-1) when it is not English */
  shop: { name: string; description: string; currency: string; moneyFormat: string; locale?: string }
  products: SampleProduct[]
  collections: SampleCollection[]
  /** blog articles on the store's topic (a generic three when absent) */
  articles?: SampleArticle[]
}

type SettingsHolder = Record<string, unknown>

/**
 * The files with the store config written into the theme settings, and nothing else changed
 * (the Config tab's applyStoreConfig, in model/store-config.ts, also brings the theme's content
 * along). A theme whose settings file is missing gets one; one that keeps its settings in a
 * preset gets them in that preset. Throws when config/settings_data.json is not JSON (the Code
 * View shows why).
 */
export function writeStoreSettings(
  files: Record<string, string>,
  config: StoreConfig,
): Record<string, string> {
  const source = files[SETTINGS_DATA]
  const banner = source === undefined ? '' : (/^\s*\/\*[\s\S]*?\*\/\s*/.exec(source)?.[0] ?? '')
  let data: { current?: unknown; presets?: Record<string, unknown> } = {}
  if (source !== undefined && source.trim() !== '') {
    const parsed: unknown = JSON.parse(stripJsonComments(source))
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error(`${SETTINGS_DATA} is not a JSON object`)
    data = parsed as typeof data
  }
  // The live settings (current, or the preset it names); a file without any gets a current.
  let holder = liveSettings(data) as SettingsHolder | null
  if (holder === null) {
    data.current = {}
    holder = data.current as SettingsHolder
  }
  holder.store_name = config.name
  holder.store_tagline = config.tagline
  holder.store_categories = config.categories.join(', ')
  holder.colors_primary = config.primaryColor
  return { ...files, [SETTINGS_DATA]: `${banner}${JSON.stringify(data, null, 2)}\n` }
}

/**
 * Composed themes record the store they were made for in their theme settings
 * (config/settings_data.json, settings `store_name`, `store_tagline`, `store_categories`
 * (comma separated), `colors_primary`). Themes made elsewhere have none: undefined.
 */
export function storeConfigFromFiles(files: ThemeFiles): StoreConfig | undefined {
  let data: unknown
  try {
    data = readThemeJson(files, 'config/settings_data.json')
  } catch {
    return undefined
  }
  // `current` itself, or the preset it names (writeStoreSettings writes either).
  const settings = liveSettings(data)
  if (settings === null) return undefined
  if (typeof settings.store_name !== 'string' || settings.store_name.trim() === '') return undefined
  const categories =
    typeof settings.store_categories === 'string'
      ? settings.store_categories
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)
      : []
  const parsed = storeConfigSchema.safeParse({
    name: settings.store_name,
    tagline: typeof settings.store_tagline === 'string' ? settings.store_tagline : '',
    primaryColor:
      typeof settings.colors_primary === 'string'
        ? settings.colors_primary
        : DEFAULT_STORE_CONFIG.primaryColor,
    categories: categories.length > 0 ? categories : DEFAULT_STORE_CONFIG.categories,
    ...(isStoreCurrency(settings.store_currency) && settings.store_currency !== 'USD'
      ? { currency: settings.store_currency }
      : {}),
    ...(themeLanguage(files) !== 'en' ? { language: themeLanguage(files) } : {}),
  })
  return parsed.success ? parsed.data : undefined
}
