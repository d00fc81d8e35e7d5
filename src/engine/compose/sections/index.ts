// The composer's sections, one folder each (sections/<type>/: build.ts makes its template JSON
// from the brief). This is the one list of what a home or landing page can be made of: the
// HomeSection names, the page compositions and the templates all read it.
import type { TemplateSection } from '../../model/templates'
import type { StoreBrief } from '../brief'
import { collectionList } from './collection-list/section'
import { contactForm } from './contact-form/section'
import { faq } from './faq/section'
import { featuredCollection } from './featured-collection/section'
import { featuredProduct } from './featured-product/section'
import { imageBanner } from './image-banner/section'
import { imageWithText } from './image-with-text/section'
import { multicolumn } from './multicolumn/section'
import { newsletter } from './newsletter/section'
import { richTextSection } from './rich-text/section'
import { testimonials } from './testimonials/section'
import { collage } from './collage/section'
import { featuredBlog } from './featured-blog/section'
import { gallery } from './gallery/section'
import { multirow } from './multirow/section'
import { promoGrid } from './promo-grid/section'
import { slideshow } from './slideshow/section'
import { countdown } from './countdown/section'
import { logoList } from './logo-list/section'
import { marquee } from './marquee/section'
import { pullQuote } from './pull-quote/section'
import { stats } from './stats/section'
import { steps } from './steps/section'
import { timeline } from './timeline/section'
import { trustBar } from './trust-bar/section'
import { comparisonTable } from './comparison-table/section'
import { location } from './location/section'
import { productFeatures } from './product-features/section'
import { specsTable } from './specs-table/section'
import { subscription } from './subscription/section'
import { announcementBar } from './announcement-bar/section'
import { header } from './header/section'
import { footer } from './footer/section'
import { mainProduct } from './main-product/section'
import { mainCollection } from './main-collection/section'
import { mainListCollections } from './main-list-collections/section'
import { mainPage } from './main-page/section'
import { mainBlog } from './main-blog/section'
import { mainArticle } from './main-article/section'
import { mainCart } from './main-cart/section'
import { mainSearch } from './main-search/section'
import { main404 } from './main-404/section'
import { mainPassword } from './main-password/section'
import { mainLogin } from './main-login/section'
import { mainRegister } from './main-register/section'
import { mainAccount } from './main-account/section'
import { mainOrder } from './main-order/section'
import { mainAddresses } from './main-addresses/section'
import { mainActivateAccount } from './main-activate-account/section'
import { mainResetPassword } from './main-reset-password/section'
import type { SectionFile, SectionSchemaJson } from './schema'
import * as collageBuild from './collage/build'
import * as collectionListBuild from './collection-list/build'
import * as comparisonTableBuild from './comparison-table/build'
import * as contactFormBuild from './contact-form/build'
import * as countdownBuild from './countdown/build'
import * as faqBuild from './faq/build'
import * as featuredBlogBuild from './featured-blog/build'
import * as featuredCollectionBuild from './featured-collection/build'
import * as featuredProductBuild from './featured-product/build'
import * as galleryBuild from './gallery/build'
import * as imageBannerBuild from './image-banner/build'
import * as imageWithTextBuild from './image-with-text/build'
import * as locationBuild from './location/build'
import * as logoListBuild from './logo-list/build'
import * as marqueeBuild from './marquee/build'
import * as multicolumnBuild from './multicolumn/build'
import * as multirowBuild from './multirow/build'
import * as newsletterBuild from './newsletter/build'
import * as productFeaturesBuild from './product-features/build'
import * as promoGridBuild from './promo-grid/build'
import * as pullQuoteBuild from './pull-quote/build'
import * as richTextBuild from './rich-text/build'
import * as slideshowBuild from './slideshow/build'
import * as specsTableBuild from './specs-table/build'
import * as statsBuild from './stats/build'
import * as stepsBuild from './steps/build'
import * as subscriptionBuild from './subscription/build'
import * as testimonialsBuild from './testimonials/build'
import * as timelineBuild from './timeline/build'
import * as trustBarBuild from './trust-bar/build'

/** A home section as the brief builds it: one template section, none, or several (highlights). */
export type HomeBuild = (brief: StoreBrief) => [id: string, section: TemplateSection][]

/** The sections a home or landing page is made of, each with the build that makes it. */
export const HOME_SECTIONS = {
  hero: imageBannerBuild.build,
  slideshow: slideshowBuild.build,
  'product-grid': featuredCollectionBuild.build,
  'collection-list': collectionListBuild.build,
  'featured-product': featuredProductBuild.build,
  'rich-text': richTextBuild.build,
  'image-with-text': imageWithTextBuild.build,
  multicolumn: multicolumnBuild.build,
  testimonials: testimonialsBuild.build,
  newsletter: newsletterBuild.build,
  faq: faqBuild.build,
  'contact-form': contactFormBuild.build,
  'logo-list': logoListBuild.build,
  stats: statsBuild.build,
  timeline: timelineBuild.build,
  countdown: countdownBuild.build,
  'specs-table': specsTableBuild.build,
  'comparison-table': comparisonTableBuild.build,
  steps: stepsBuild.build,
  marquee: marqueeBuild.build,
  collage: collageBuild.build,
  'featured-blog': featuredBlogBuild.build,
  'promo-grid': promoGridBuild.build,
  location: locationBuild.build,
  'trust-bar': trustBarBuild.build,
  'pull-quote': pullQuoteBuild.build,
  gallery: galleryBuild.build,
  subscription: subscriptionBuild.build,
  multirow: multirowBuild.build,
  'product-features': productFeaturesBuild.build,
  highlights: multicolumnBuild.buildHighlights,
} satisfies Record<string, HomeBuild>

/** A section a home or landing page is made of. */
export type HomeSection = keyof typeof HOME_SECTIONS

/** Every section of a composed theme, in the order its files are written. */
export const SECTION_FILES: readonly SectionFile[] = [
  // the header and footer groups
  announcementBar,
  header,
  footer,
  // what a template's page is made of
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
  // each template's own object: product, collection, page, blog, article, cart, search, 404, password
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
  // classic customer account pages (templates/customers/*): stores on new customer accounts never
  // show them, but a complete theme carries them
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
