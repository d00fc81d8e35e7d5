// The composer's section library and the files every composed theme shares. Sections are static
// Liquid: what differs between stores lives in the JSON templates and theme settings.
import { enDefaultLocale } from './locales'
import { announcementBar, footer, header } from './group'
import {
  collectionList,
  contactForm,
  faq,
  featuredCollection,
  featuredProduct,
  imageBanner,
  imageWithText,
  multicolumn,
  newsletter,
  richTextSection,
  testimonials,
} from './home'
import {
  main404,
  mainArticle,
  mainBlog,
  mainCart,
  mainCollection,
  mainListCollections,
  mainPage,
  mainPassword,
  mainProduct,
  mainSearch,
} from './main'
import {
  mainAccount,
  mainActivateAccount,
  mainAddresses,
  mainLogin,
  mainOrder,
  mainRegister,
  mainResetPassword,
} from './customers'
import { collage, featuredBlog, gallery, multirow, promoGrid, slideshow } from './showcase'
import { countdown, logoList, marquee, pullQuote, stats, steps, timeline, trustBar } from './story'
import { comparisonTable, location, productFeatures, specsTable, subscription } from './details'
import { iconSnippet, paginationSnippet, priceSnippet, productCardSnippet } from './snippets'
import { giftCardTemplate, passwordLayout, themeLayout } from './layout'
import { themeCss, themeJs } from './assets'
import { type SectionFile, type SectionSchemaJson, sectionSource } from '../sections/schema'

export const SECTION_FILES: readonly SectionFile[] = [
  announcementBar,
  header,
  footer,
  imageBanner,
  featuredCollection,
  featuredProduct,
  collectionList,
  richTextSection,
  imageWithText,
  multicolumn,
  testimonials,
  newsletter,
  contactForm,
  faq,
  slideshow,
  logoList,
  stats,
  timeline,
  countdown,
  specsTable,
  comparisonTable,
  steps,
  marquee,
  collage,
  featuredBlog,
  promoGrid,
  location,
  trustBar,
  pullQuote,
  gallery,
  subscription,
  multirow,
  productFeatures,
  mainProduct,
  mainCollection,
  mainListCollections,
  mainPage,
  mainBlog,
  mainArticle,
  mainCart,
  mainSearch,
  main404,
  mainPassword,
  mainLogin,
  mainRegister,
  mainAccount,
  mainOrder,
  mainAddresses,
  mainActivateAccount,
  mainResetPassword,
]

export type SectionType = (typeof SECTION_FILES)[number]['name']

const schemaByType = new Map(SECTION_FILES.map((file) => [file.name, file.schema]))

export function sectionSchema(type: string): SectionSchemaJson | undefined {
  return schemaByType.get(type)
}

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
