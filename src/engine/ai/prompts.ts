// The words sent to the model. Kept apart from the plumbing so they can be read and tested as text.
import type { StoreBrief } from '../compose'
import type { ComposeInput, StoreConfig } from '../model/theme'
import { LANGUAGE_NAMES } from '../model/language'
import type { SectionSchema } from '../model/schema'
import { refinementStoreContext, type QuickRefinement } from '../refine/quick'

const QUICK_GOALS: Record<QuickRefinement, string> = {
  hero:
    'Refine the hero section: a sharper headline and subheading in the store voice, a clear call to action, ' +
    'and a layout (alignment, height) that suits the brand.',
  products:
    'Refine the product grid: how many products show, the columns on desktop and mobile, the card style, ' +
    'and the heading, so shoppers scan and add to cart easily.',
  colors:
    'Refine the colour palette: a coherent primary, accent, background and text colour with enough contrast ' +
    '(WCAG AA for text), applied to the theme settings and the sections that set their own colours.',
  typography:
    'Refine the typography: a heading and body font pairing that fits the brand, and heading sizes with a ' +
    'clear hierarchy.',
  images:
    'Refine the image treatment: aspect ratios, corner rounding and how product and banner images are cropped, ' +
    'so the store looks consistent.',
}

export function quickRefinementPrompt(kind: QuickRefinement, config?: Partial<StoreConfig>): string {
  const store = refinementStoreContext(config)
  return (
    `Store: ${store.name}\nCategories: ${store.categories}\n\n${QUICK_GOALS[kind]}\n` +
    `Keep everything else as it is, and keep the copy specific to ${store.name} and its ${store.categories} products.` +
    inLanguage(config)
  )
}

export function customRefinementPrompt(request: string, config?: Partial<StoreConfig>): string {
  const store = refinementStoreContext(config)
  return (
    `Store: ${store.name}\nCategories: ${store.categories}\n\n` +
    `The merchant asks for this change:\n"""\n${request.trim()}\n"""\n` +
    'Change only what the request is about and keep everything else as it is.' +
    inLanguage(config)
  )
}

/** A store written in French is refined in French. */
function inLanguage(config?: Partial<StoreConfig>): string {
  const language = config?.language
  return language && language !== 'en'
    ? `\nThe store is written in ${LANGUAGE_NAMES[language].english}: write any new text in ${LANGUAGE_NAMES[language].english}.`
    : ''
}

const SETTING_RULES =
  'Setting values follow their type: colours as #rrggbb, range values within min..max on the step, select ' +
  'values from the listed options, checkboxes as true/false, richtext as <p>...</p>. Image, product and ' +
  'collection pickers cannot be set: leave them out. Never put Liquid in a setting value.'

const CUSTOM_SECTION_RULES =
  'A custom section is a complete Shopify Online Store 2.0 section file: HTML and Liquid, styles scoped to ' +
  '#shopify-section-{{ section.id }} inside {% style %}, and exactly one {% schema %} JSON last, with "name", ' +
  '"settings" and "presets". Use only standard Liquid objects and filters (section, settings, shop, routes, ' +
  'collections, all_products, product, image_url, money, t: no translation keys, write text directly). Add ' +
  'one only when no library section can do the job; sections that fail Theme Check are dropped.'

/** A compact catalogue of the sections a theme offers, with their settings and blocks. */
export function describeSectionLibrary(library: Map<string, SectionSchema>): string {
  const lines: string[] = []
  for (const [type, schema] of library) {
    const settings = schema.settings.map(describeSetting).filter(Boolean).join('; ')
    lines.push(`- ${type}${schema.name ? ` (${schema.name})` : ''}: ${settings || 'no settings'}`)
    for (const block of schema.blocks) {
      const blockSettings = block.settings.map(describeSetting).filter(Boolean).join('; ')
      lines.push(`    block ${block.type}: ${blockSettings || 'no settings'}`)
    }
  }
  return lines.join('\n')
}

function describeSetting(setting: SectionSchema['settings'][number]): string {
  switch (setting.type) {
    case 'range':
      return `${setting.id} range ${setting.min}..${setting.max}${setting.step && setting.step !== 1 ? ` step ${setting.step}` : ''}`
    case 'select':
    case 'radio':
      return `${setting.id} one of ${(setting.options ?? []).map((o) => o.value).join('|')}`
    case 'text':
    case 'textarea':
    case 'inline_richtext':
    case 'richtext':
    case 'color':
    case 'checkbox':
    case 'number':
    case 'url':
      return `${setting.id} ${setting.type}`
    default:
      return ''
  }
}

export function generationSystemPrompt(library: Map<string, SectionSchema>, templates: string[]): string {
  return [
    'You design Shopify Online Store 2.0 themes. From a merchant description, return a theme plan as JSON ' +
      'matching the given schema.',
    'store: the store brief (name, tagline, tone, categories, palette as #rrggbb, typography, sample products ' +
      'with prices in dollars).',
    `templates: for each template you want to shape (${templates.join(', ')}), the sections in display order, ` +
      'each with settings and blocks as {id, value} lists. Header and footer are not templates: leave them out.',
    `Section library (type: settings):\n${describeSectionLibrary(library)}`,
    SETTING_RULES,
    `customSections: optional. ${CUSTOM_SECTION_RULES} Refer to a custom section from a template by its name.`,
    'explanation: two or three sentences for the merchant on the design choices.',
  ].join('\n\n')
}

/**
 * What the composer read in the prompt, for the model to build on: the words it must keep as
 * written (a store name, the products, the facts, the colours) and the choices it may change.
 */
export function briefHints(brief: StoreBrief): string {
  const lines = [
    'What the merchant named (keep these words exactly as written; do not rename, translate or drop them):',
  ]
  lines.push(
    brief.nameGiven
      ? `- Store name: ${brief.name}`
      : '- Store name: none given; invent one from what the store sells',
  )
  const language = brief.storeConfig.language
  if (language && language !== 'en')
    lines.push(
      `- Language: the merchant wrote in ${LANGUAGE_NAMES[language].english}; write every text of the store in it (headings, buttons, copy, product titles)`,
    )
  const named = brief.categories.slice(0, brief.reading.products.length)
  if (named.length > 0)
    lines.push(`- Products, to use as categories and in product titles: ${named.join(', ')}`)
  if (brief.spotlight) lines.push(`- The product this page is about: ${brief.spotlight.title}`)
  if (brief.highlights.length > 0)
    lines.push(
      `- Facts the page must state, in these words: ${brief.highlights.map((h) => h.title).join('; ')}`,
    )
  const colours = brief.reading.colors.mentions
  if (colours.length > 0)
    lines.push(
      `- Colours named, to use in the palette: ${colours.map((m) => `${m.word} (${m.hex})`).join(', ')}`,
    )
  lines.push(
    '',
    'What Vitrine chose (a starting point you may improve):',
    `- Kind of store: ${brief.kind.label}; style: ${brief.styleLabel.toLowerCase()}; tone: ${brief.tone}`,
    `- Palette: primary ${brief.palette.primary}, accent ${brief.palette.accent}, background ${brief.palette.background}, text ${brief.palette.text}`,
    `- Categories: ${brief.categories.join(', ')}`,
  )
  return lines.join('\n')
}

export function generationUserPrompt(input: ComposeInput, brief?: StoreBrief): string {
  const lines = [`Page type: ${input.pageType ?? 'homepage'}`, `Description: ${input.prompt.trim()}`]
  const product = input.product
  if (product) {
    if (product.title) lines.push(`Product title: ${product.title}`)
    if (product.price) lines.push(`Product price: ${product.price}`)
    if (product.description) lines.push(`Product description: ${product.description}`)
    if (product.features?.length) lines.push(`Key features: ${product.features.join(', ')}`)
    if (product.images?.length) lines.push(`The merchant uploaded ${product.images.length} product image(s).`)
  }
  if (brief) lines.push('', briefHints(brief))
  return lines.join('\n')
}

export function refinementSystemPrompt(
  library: Map<string, SectionSchema>,
  themeSettings: string,
  layout: string,
): string {
  return [
    'You refine an existing Shopify Online Store 2.0 theme. Return only the changes, as JSON matching the ' +
      'given schema.',
    'themeSettings: theme-wide settings to change ({id, value}); ids must be among the current theme settings.',
    'sections: settings of existing sections to change, addressed by template and section id; blocks by block ' +
      'id. Only ids that exist.',
    `Current theme settings:\n${themeSettings}`,
    `Current templates (template: section id = type):\n${layout}`,
    `Section types and their settings:\n${describeSectionLibrary(library)}`,
    SETTING_RULES,
    `customSections: optional, to add a new section (with "template" and "after", the section id it goes ` +
      `after, or "" for the top). ${CUSTOM_SECTION_RULES}`,
    'explanation: one or two sentences for the merchant on what changed.',
  ].join('\n\n')
}
