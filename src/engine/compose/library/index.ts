// The files every composed theme shares: layout, snippets, assets, the locale, and the sections of
// compose/sections/. Sections are static Liquid: what differs between stores lives in the JSON
// templates and theme settings.
import { enDefaultLocale } from './locales'
import { iconSnippet, paginationSnippet, priceSnippet, productCardSnippet } from './snippets'
import { giftCardTemplate, passwordLayout, themeLayout } from './layout'
import { themeCss, themeJs } from './assets'
import { SECTION_FILES } from '../sections'
import { sectionSource } from '../sections/schema'

let sharedFiles: Readonly<Record<string, string>> | undefined

/** Layout, sections, snippets, assets and the locale: the same for every composed theme. */
export function libraryFiles(): Readonly<Record<string, string>> {
  if (sharedFiles) return sharedFiles
  const files: Record<string, string> = {
    'layout/theme.liquid': themeLayout,
    'layout/password.liquid': passwordLayout,
    'templates/gift_card.liquid': giftCardTemplate,
    'snippets/icon.liquid': iconSnippet,
    'snippets/product-card.liquid': productCardSnippet,
    'snippets/price.liquid': priceSnippet,
    'snippets/pagination.liquid': paginationSnippet,
    'assets/theme.css': themeCss,
    'assets/theme.js': themeJs,
    'locales/en.default.json': `${JSON.stringify(enDefaultLocale, null, 2)}\n`,
  }
  for (const section of SECTION_FILES) {
    files[`sections/${section.name}.liquid`] = sectionSource(section)
    if (section.css) files[`assets/section-${section.name}.css`] = section.css
    if (section.js) files[`assets/section-${section.name}.js`] = section.js
  }
  sharedFiles = Object.freeze(files)
  return sharedFiles
}
