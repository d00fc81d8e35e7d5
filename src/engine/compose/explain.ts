// A readable account of what was built: the store, its look, and the sections of each template.
import type { StoreBrief } from './brief'
import { COMPOSITION_LABELS } from './compositions'
import { fontFamily } from '../model/fonts'
import { sectionSchema } from './sections'
import type { TemplateJson } from '../model/templates'

/** Sections in order, as a template and a section group both list them. */
type SectionList = Pick<TemplateJson, 'sections' | 'order'>

function sectionNames(json: SectionList): string {
  return json.order.map((id) => sectionSchema(json.sections[id]?.type ?? '')?.name ?? id).join(', ')
}

/** "a" or "an", by the word's first letter (the labels here have no silent h or long u). */
function a(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`
}

const MAIN_TEMPLATES = [
  'index',
  'product',
  'collection',
  'page.about',
  'page.contact',
  'page.landing',
  'page.checkout',
  'blog',
  'cart',
]

export function explain(
  brief: StoreBrief,
  templates: Record<string, TemplateJson>,
  header: SectionList,
  footer: SectionList,
): string {
  const { palette, typography } = brief
  const focus = templates[brief.template]
  const lines = [
    `Built "${brief.name}", ${a(brief.styleLabel.toLowerCase())} ${brief.kind.label}${brief.tagline ? `: "${brief.tagline}"` : ''}.`,
    `Home page: ${a(COMPOSITION_LABELS[brief.composition])} layout.`,
    '',
    `Palette: primary ${palette.primary}, accent ${palette.accent}, background ${palette.background}, text ${palette.text}${brief.dark ? ' (dark theme)' : ''}.`,
    `Typography: ${fontFamily(typography.heading)} headings${typography.uppercaseHeadings ? ' in capitals' : ''}, ${fontFamily(typography.body)} body text, from Shopify's font library.`,
    `Tone of voice: ${brief.tone}. Categories: ${brief.categories.join(', ')}.`,
    `Product grid: ${brief.productGrid.columns_desktop} columns on desktop, ${brief.productGrid.columns_mobile} on mobile, ${brief.productGrid.card_style} cards with quick add ("Added!" for 2 seconds).`,
  ]
  if (brief.spotlight) {
    lines.push(
      `Featured product: ${brief.spotlight.title}${brief.spotlight.price ? ` at ${brief.spotlight.price}` : ''}, with ${brief.spotlight.features.length} features and ${brief.spotlight.images.length} images.`,
    )
  }
  const pageLabel = brief.pageType === 'homepage' ? 'home page' : `${brief.pageType} page`
  lines.push(
    '',
    `Your ${pageLabel} is templates/${brief.template}.json: ${focus ? sectionNames(focus) : ''}.`,
  )
  if (brief.pageType === 'checkout') {
    lines.push(
      "Shopify's checkout itself cannot be changed by a theme, so this page prepares shoppers for it: secure payment, shipping, returns and a way to ask for help.",
    )
  }
  lines.push('', 'Other templates:')
  for (const name of MAIN_TEMPLATES) {
    if (name === brief.template) continue
    const json = templates[name]
    if (json) lines.push(`- ${name}: ${sectionNames(json)}`)
  }
  lines.push(
    '- also: list-collections, page, article, search, 404, password, gift card and the customer account pages',
    `Header group: ${sectionNames(header)}. Footer group: ${sectionNames(footer)}.`,
    '',
    `Suggested imagery: ${brief.imagery}. Until you upload images, sections show drawings of what you sell in your colours, and products show your catalogue photos.`,
    '',
    'To use it: download the ZIP, then in Shopify admin open Online Store > Themes > Add theme > Upload zip file. ' +
      `In the theme editor, add your logo and images, and create collections named ${brief.categories
        .slice(0, 3)
        .map((c) => `"${c}"`)
        .join(', ')} so the collection list links to them.`,
  )
  return lines.join('\n')
}
