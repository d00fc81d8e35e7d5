// The composer: Vitrine's embedded, deterministic theme generator. Prompt -> store brief ->
// a complete Online Store 2.0 theme, without any network access.
import type { ComposeInput, Theme, ThemeFiles } from '../model/theme'
import type { StoreLanguage } from '../model/language'
import { buildBrief, type StoreBrief } from './brief'
import { settingsData, settingsSchema } from './config'
import { explain } from './explain'
import { illustrationSnippet, loadArt, takeWantedArt } from '../catalog/imagery'
import { withSectionElementColors } from './element-colors'
import { libraryFiles } from './library'
import { languagePack, translateJson } from './languages'
import { buildFooterGroup, buildHeaderGroup, buildTemplates } from './templates'

export { elementColorId, isElementColor } from './element-colors'
export { promptLanguage } from './understand/locale'
export { languageLoaded, loadLanguage, translateThemeFiles } from './languages'
export { buildBrief, type StoreBrief, type SpotlightProduct, type HeroCopy } from './brief'
export { productGridSettings, type ProductGridSettings, type ProductGridStyle } from './grid'
export { ADDED_FEEDBACK_MS } from './library/assets'
export { SECTION_FILES, sectionSchema } from './sections'
export type { Palette } from './palette'
export type { FontId } from '../model/fonts'
export type { Tone } from './styles'
export type { Typography } from './typography'

const SETTINGS_SCHEMA = `${JSON.stringify(settingsSchema, null, 2)}\n`

let library: Readonly<Record<string, string>> | undefined

/**
 * The files every composed theme shares (layout, sections, snippets, assets, locale), each text
 * the editor can click with a colour setting of its own.
 */
export function sharedThemeFiles(): Readonly<Record<string, string>> {
  library ??= Object.freeze(withSectionElementColors(libraryFiles()))
  return library
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`
}

/**
 * What the composer is asked for: a prompt (+ page type + product details), read as given (a page
 * type written in the prompt counts when none is passed); or a brief made of one with buildBrief
 * and then changed (the AI's plan, the starter theme).
 */
export type ComposeRequest = ComposeInput | { brief: StoreBrief }

/**
 * The one way to compose a theme: the job, the editor's draft, the CLI and the AI's plan all come
 * here. Same request, same theme. Throws on input composeInputSchema refuses. Everything
 * user-supplied reaches the files through JSON.stringify.
 */
export function composeTheme(request: ComposeRequest): Theme {
  const brief = 'brief' in request ? request.brief : buildBrief(request)
  // A store in another language: what the composer wrote in English, in the merchant's words.
  const language = brief.storeConfig.language ?? 'en'
  const local = <T>(value: T): T => translateJson(language, value) as T
  const templates = buildTemplates(brief)
  const header = buildHeaderGroup(brief)
  const footer = buildFooterGroup(brief)
  const files: ThemeFiles = {
    ...withLocales(sharedThemeFiles(), language),
    'config/settings_schema.json': SETTINGS_SCHEMA,
    'config/settings_data.json': json(local(settingsData(brief))),
    'sections/header-group.json': json(local(header)),
    'sections/footer-group.json': json(local(footer)),
    // Heroes, featured products and tiles without an image draw what the store sells.
    'snippets/illustration.liquid': illustrationSnippet(brief.illustrations, brief.pictures),
  }
  for (const [name, template] of Object.entries(templates))
    files[`templates/${name}.json`] = json(local(template))
  return { files, explanation: explain(brief, templates, header, footer), storeConfig: brief.storeConfig }
}

/**
 * Loads the coloured pictures of what a prompt's store sells (its kinds' Fluent Emoji), so that
 * composeTheme draws its heroes and tiles, and the preview its products, in colour. Until then
 * they are drawn in line art. Await it beside loadLanguage, before composing.
 */
export async function loadComposeArt(request: ComposeInput): Promise<void> {
  buildBrief(request)
  const wanted = takeWantedArt()
  if (wanted.length > 0) await loadArt(wanted)
}

/**
 * The storefront's strings in the store's language: its default locale (Shopify's storefront
 * language), and English beside it for a market that sells in English.
 */
function withLocales(files: ThemeFiles, language: StoreLanguage): ThemeFiles {
  const pack = languagePack(language)
  const english = files['locales/en.default.json']
  if (!pack || english === undefined) return files
  const { 'locales/en.default.json': _default, ...rest } = files
  return { ...rest, 'locales/en.json': english, [`locales/${language}.default.json`]: json(pack.storefront) }
}

export const STARTER_PROMPT = 'A trendy shoe store called Stride Shoe Co. with a summer collection'

/**
 * The editor's starter theme (SPEC.md): a shoe store with a header, a SUMMER COLLECTION hero
 * banner, an 8-product grid and quick-add buttons that say "Added!" for 2 seconds.
 */
export function starterTheme(): Theme {
  const brief = buildBrief({ prompt: STARTER_PROMPT, pageType: 'homepage' })
  const starter: StoreBrief = {
    ...brief,
    hero: {
      ...brief.hero,
      heading: 'SUMMER COLLECTION',
      text: 'Fresh pairs for long days: sneakers, sandals and everything in between.',
    },
    homeSections: ['hero', 'product-grid'],
    announcements: [],
    productGrid: { ...brief.productGrid, columns_desktop: 4, columns_mobile: '2', show_quick_add: true },
  }
  return composeTheme({ brief: starter })
}
