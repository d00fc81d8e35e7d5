// The composer's sections, one folder each (sections/<type>/: build.ts makes its template JSON
// from the brief). This is the one list of what a home or landing page can be made of: the
// HomeSection names, the page compositions and the templates all read it.
import type { TemplateSection } from '../../model/templates'
import type { StoreBrief } from '../brief'
import * as collage from './collage/build'
import * as collectionList from './collection-list/build'
import * as comparisonTable from './comparison-table/build'
import * as contactForm from './contact-form/build'
import * as countdown from './countdown/build'
import * as faq from './faq/build'
import * as featuredBlog from './featured-blog/build'
import * as featuredCollection from './featured-collection/build'
import * as featuredProduct from './featured-product/build'
import * as gallery from './gallery/build'
import * as imageBanner from './image-banner/build'
import * as imageWithText from './image-with-text/build'
import * as location from './location/build'
import * as logoList from './logo-list/build'
import * as marquee from './marquee/build'
import * as multicolumn from './multicolumn/build'
import * as multirow from './multirow/build'
import * as newsletter from './newsletter/build'
import * as productFeatures from './product-features/build'
import * as promoGrid from './promo-grid/build'
import * as pullQuote from './pull-quote/build'
import * as richText from './rich-text/build'
import * as slideshow from './slideshow/build'
import * as specsTable from './specs-table/build'
import * as stats from './stats/build'
import * as steps from './steps/build'
import * as subscription from './subscription/build'
import * as testimonials from './testimonials/build'
import * as timeline from './timeline/build'
import * as trustBar from './trust-bar/build'

/** A home section as the brief builds it: one template section, none, or several (highlights). */
export type HomeBuild = (brief: StoreBrief) => [id: string, section: TemplateSection][]

/** The sections a home or landing page is made of, each with the build that makes it. */
export const HOME_SECTIONS = {
  hero: imageBanner.build,
  slideshow: slideshow.build,
  'product-grid': featuredCollection.build,
  'collection-list': collectionList.build,
  'featured-product': featuredProduct.build,
  'rich-text': richText.build,
  'image-with-text': imageWithText.build,
  multicolumn: multicolumn.build,
  testimonials: testimonials.build,
  newsletter: newsletter.build,
  faq: faq.build,
  'contact-form': contactForm.build,
  'logo-list': logoList.build,
  stats: stats.build,
  timeline: timeline.build,
  countdown: countdown.build,
  'specs-table': specsTable.build,
  'comparison-table': comparisonTable.build,
  steps: steps.build,
  marquee: marquee.build,
  collage: collage.build,
  'featured-blog': featuredBlog.build,
  'promo-grid': promoGrid.build,
  location: location.build,
  'trust-bar': trustBar.build,
  'pull-quote': pullQuote.build,
  gallery: gallery.build,
  subscription: subscription.build,
  multirow: multirow.build,
  'product-features': productFeatures.build,
  highlights: multicolumn.buildHighlights,
} satisfies Record<string, HomeBuild>

/** A section a home or landing page is made of. */
export type HomeSection = keyof typeof HOME_SECTIONS
