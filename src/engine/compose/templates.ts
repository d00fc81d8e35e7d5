// Brief -> JSON templates and section groups. Every template exists in every theme; the page type
// of the prompt decides which one gets the full treatment, and that one shows everything the
// prompt named: the store, what it sells and every fact it gave.
import { handleize } from '../model/handles'
import type { StoreBrief } from './brief'
import { type HomeSection, withSections } from './compositions'
import type { IllustrationId } from '../catalog/imagery'
import type { ColorScheme } from './sections/schema'
import { withoutRepeats } from './repeats'
import type { StyleId } from '../catalog/style-ids'
import type { ValueIcon } from '../catalog/taxonomy'
import type {
  SectionGroupJson,
  SettingValues,
  TemplateBlock,
  TemplateJson,
  TemplateSection,
} from '../model/templates'
import { endSentence, richText, theName } from '../model/text'

function section(type: string, settings: SettingValues = {}, blocks: TemplateBlock[] = []): TemplateSection {
  if (blocks.length === 0) return { type, settings }
  const ids = new Map<string, number>()
  const entries = blocks.map((block) => {
    const n = (ids.get(block.type) ?? 0) + 1
    ids.set(block.type, n)
    return [`${block.type}_${n}`, block] as const
  })
  return { type, settings, blocks: Object.fromEntries(entries), block_order: entries.map(([id]) => id) }
}

/** The i-th drawing of what the store sells (the location's map pin is no product picture). */
function art(brief: StoreBrief, i: number): IllustrationId {
  const drawn = brief.illustrations.filter((id) => id !== 'map-pin')
  return drawn.length > 0 ? (drawn[i % drawn.length] ?? brief.hero.illustration) : brief.hero.illustration
}

function template(sections: [id: string, section: TemplateSection][], layout?: string): TemplateJson {
  const unique: [string, TemplateSection][] = []
  for (const [id, entry] of withoutRepeats(sections)) {
    let key = id
    for (let n = 2; unique.some(([k]) => k === key); n++) key = `${id}_${n}`
    unique.push([key, entry])
  }
  return {
    ...(layout ? { layout } : {}),
    sections: Object.fromEntries(unique),
    order: unique.map(([id]) => id),
  }
}

const NEWSLETTER_SCHEME: Record<StyleId, ColorScheme> = {
  modern: 'accent',
  minimal: 'surface',
  luxury: 'inverse',
  vintage: 'accent',
  playful: 'accent',
  bold: 'primary',
  natural: 'surface',
  tech: 'primary',
}

const MULTICOLUMN_STYLE: Record<StyleId, { scheme: ColorScheme; style: 'plain' | 'card' | 'centered' }> = {
  modern: { scheme: 'surface', style: 'plain' },
  minimal: { scheme: 'background', style: 'centered' },
  luxury: { scheme: 'background', style: 'centered' },
  vintage: { scheme: 'surface', style: 'card' },
  playful: { scheme: 'background', style: 'card' },
  bold: { scheme: 'inverse', style: 'plain' },
  natural: { scheme: 'background', style: 'card' },
  tech: { scheme: 'background', style: 'card' },
}

const PADDED = { padding_top: 48, padding_bottom: 48 }

// ---- section builders ----

function hero(
  brief: StoreBrief,
  options: { heading?: string; text?: string; height?: 'small' | 'medium' | 'large'; buttons?: boolean } = {},
): TemplateSection {
  const { hero: copy } = brief
  const blocks: TemplateBlock[] = [
    {
      type: 'heading',
      settings: { heading: options.heading ?? copy.heading, size: options.height === 'small' ? 'h1' : 'h0' },
    },
    { type: 'text', settings: { text: options.text ?? copy.text } },
  ]
  if (options.buttons !== false) {
    blocks.push({
      type: 'buttons',
      settings: {
        button_label_1: copy.button,
        button_link_1: '',
        button_label_2: copy.secondaryButton ?? '',
        button_link_2: '',
      },
    })
  }
  return section(
    'image-banner',
    {
      illustration: copy.illustration,
      overlay_opacity: 30,
      height: options.height ?? copy.height,
      alignment: copy.alignment,
      background_style: copy.background,
      color_scheme: copy.colorScheme,
    },
    blocks,
  )
}

function slideshow(brief: StoreBrief): TemplateSection {
  const slides: TemplateBlock[] = [
    {
      type: 'slide',
      settings: {
        heading: brief.hero.heading,
        text: brief.hero.text,
        button_label: brief.hero.button,
        button_link: '',
        illustration: brief.hero.illustration,
        color_scheme: brief.hero.colorScheme,
      },
    },
    ...brief.categories.slice(0, 2).map((category, i) => ({
      type: 'slide',
      settings: {
        // The collection's own name is the collage's and the menu's; a slide invites.
        heading: `${i === 0 ? 'Explore our' : 'Meet our'} ${category}`,
        text: brief.storyParagraphs[i] ?? brief.tagline,
        button_label: `Shop ${category.toLowerCase()}`,
        button_link: '',
        illustration: art(brief, i + 2),
        color_scheme: i === 0 ? 'surface' : 'accent',
      },
    })),
  ]
  return section(
    'slideshow',
    {
      height: brief.hero.height,
      accessibility_label: `${brief.name} highlights`,
      color_scheme: 'background',
    },
    slides,
  )
}

/**
 * A grid of count products in the store's columns, unless they leave a short last row: four or
 * fewer then make one row (four in three columns left the fourth alone on a second row).
 */
function productGrid(brief: StoreBrief, heading: string, count: number, description = ''): TemplateSection {
  const grid = brief.productGrid
  const columns = Math.min(grid.columns_desktop, count)
  return section('featured-collection', {
    heading,
    description,
    collection: '',
    products_to_show: count,
    columns_desktop: count % columns !== 0 && count <= 4 ? count : columns,
    columns_mobile: grid.columns_mobile,
    card_style: grid.card_style,
    image_ratio: grid.image_ratio,
    show_quick_add: grid.show_quick_add,
    show_vendor: grid.show_vendor,
    show_view_all: true,
    color_scheme: 'background',
    ...PADDED,
  })
}

function collectionList(brief: StoreBrief, heading = brief.copy.collectionsHeading): TemplateSection {
  const categories = brief.categories.slice(0, 8)
  const luxury = brief.style === 'luxury'
  return section(
    'collection-list',
    {
      heading,
      columns_desktop: Math.min(Math.max(categories.length, 2), luxury ? 3 : 4),
      image_ratio: luxury || brief.style === 'minimal' ? 'portrait' : 'square',
      card_style: brief.style === 'bold' || brief.style === 'playful' ? 'overlay' : 'standard',
      color_scheme: brief.style === 'vintage' ? 'surface' : 'background',
      ...PADDED,
    },
    categories.map((category) => ({
      type: 'featured_collection',
      settings: { collection: handleize(category), title: category },
    })),
  )
}

function featuredProduct(brief: StoreBrief): TemplateSection {
  const spot = brief.spotlight
  if (!spot) {
    return section('featured-product', {
      product: '',
      illustration: brief.hero.illustration,
      eyebrow: 'Featured',
      title: '',
      price: '',
      compare_price: '',
      description: '',
      layout: 'image_first',
      color_scheme: brief.style === 'tech' ? 'surface' : 'background',
      ...PADDED,
    })
  }
  const blocks: TemplateBlock[] = [
    ...spot.images.map((src) => ({ type: 'image', settings: { image_url: src } })),
    ...spot.features.map((text) => ({ type: 'feature', settings: { text } })),
  ]
  return section(
    'featured-product',
    {
      product: '',
      illustration: spot.illustration,
      eyebrow: brief.name,
      title: spot.title,
      price: spot.price ?? '',
      compare_price: '',
      description: spot.description ?? '',
      layout: 'image_first',
      color_scheme: 'background',
      ...PADDED,
    },
    blocks,
  )
}

function richTextSection(
  heading: string,
  paragraphs: string | string[],
  options: { button?: string; alignment?: 'left' | 'center'; scheme?: ColorScheme } = {},
): TemplateSection {
  const text = Array.isArray(paragraphs) ? paragraphs.join('\n\n') : paragraphs
  const blocks: TemplateBlock[] = [{ type: 'heading', settings: { heading, size: 'h1' } }]
  if (text) blocks.push({ type: 'text', settings: { text: richText(text) } })
  if (options.button)
    blocks.push({ type: 'button', settings: { label: options.button, link: '', style: 'secondary' } })
  return section(
    'rich-text',
    {
      alignment: options.alignment ?? 'center',
      color_scheme: options.scheme ?? 'background',
      padding_top: 56,
      padding_bottom: 56,
    },
    blocks,
  )
}

function imageWithText(
  brief: StoreBrief,
  heading: string,
  text: string,
  options: { button?: string; textFirst?: boolean; illustration?: string } = {},
): TemplateSection {
  const blocks: TemplateBlock[] = [
    { type: 'heading', settings: { heading, size: 'h1' } },
    { type: 'text', settings: { text: richText(text) } },
  ]
  if (options.button)
    blocks.push({ type: 'button', settings: { label: options.button, link: '', style: 'primary' } })
  return section(
    'image-with-text',
    {
      illustration: options.illustration ?? art(brief, 2),
      placeholder_icon: brief.values[1]?.[2] ?? 'sparkle',
      layout: options.textFirst ? 'text_first' : 'image_first',
      image_ratio: brief.style === 'minimal' || brief.style === 'luxury' ? 'portrait' : 'square',
      color_scheme: brief.style === 'vintage' || brief.style === 'natural' ? 'surface' : 'background',
      ...PADDED,
    },
    blocks,
  )
}

/**
 * Columns for n cards (at most 6) at desktop widths: one row up to 4, then rows of 3 (3 and 3
 * rather than 4 and 2, 3 and 2 rather than 4 and a card alone). A lone card gets 2 columns, the
 * section centres it.
 */
export function multicolumnColumns(n: number): number {
  return n <= 4 ? Math.max(n, 2) : 3
}

function multicolumn(
  brief: StoreBrief,
  heading: string,
  items: [string, string, ValueIcon][],
): TemplateSection {
  const look = MULTICOLUMN_STYLE[brief.style]
  const shown = items.slice(0, 6)
  return section(
    'multicolumn',
    {
      heading,
      columns_desktop: multicolumnColumns(shown.length),
      style: look.style,
      color_scheme: look.scheme,
      ...PADDED,
    },
    shown.map(([title, text, icon]) => ({ type: 'column', settings: { icon, title, text } })),
  )
}

/** The prompt's facts as highlights, six to a section. */
function highlightSections(brief: StoreBrief, heading: string): [string, TemplateSection][] {
  const items = brief.highlights.map((h): [string, string, ValueIcon] => [h.title, h.text, h.icon])
  const out: [string, TemplateSection][] = []
  for (let i = 0; i < items.length; i += 6)
    out.push(['highlights', multicolumn(brief, i === 0 ? heading : 'More to know', items.slice(i, i + 6))])
  return out
}

function testimonials(brief: StoreBrief): TemplateSection {
  return section(
    'testimonials',
    {
      heading: brief.copy.testimonialsHeading,
      color_scheme: brief.style === 'bold' || brief.style === 'vintage' ? 'surface' : 'background',
      ...PADDED,
    },
    brief.testimonials.map(([quote, author]) => ({
      type: 'testimonial',
      settings: { quote, author, rating: 5 },
    })),
  )
}

function pullQuote(brief: StoreBrief): TemplateSection {
  const [quote, author] = brief.testimonials[0] ?? [brief.tagline, brief.name]
  return section('pull-quote', {
    quote,
    attribution: author,
    source: `Customer of ${brief.name}`,
    alignment: 'center',
    color_scheme: 'surface',
    ...PADDED,
  })
}

function newsletter(brief: StoreBrief): TemplateSection {
  return section('newsletter', {
    heading: brief.copy.newsletterHeading,
    text: brief.copy.newsletterText,
    button_label: '',
    color_scheme: NEWSLETTER_SCHEME[brief.style],
    padding_top: 56,
    padding_bottom: 56,
  })
}

function faq(brief: StoreBrief, items: [string, string][], heading = brief.copy.faqHeading): TemplateSection {
  return section(
    'faq',
    { heading, open_first: true, color_scheme: 'background', ...PADDED },
    items
      .slice(0, 16)
      .map(([question, answer]) => ({ type: 'question', settings: { question, answer: richText(answer) } })),
  )
}

function contactForm(brief: StoreBrief, heading: string, text: string): TemplateSection {
  const fields =
    brief.formFields.length > 0 ? ` Tell us your ${brief.formFields.join(', ').toLowerCase()}.` : ''
  return section('contact-form', {
    heading,
    text: richText(`${text}${fields}`.trim()),
    color_scheme: 'background',
    ...PADDED,
  })
}

function stats(brief: StoreBrief, heading: string): TemplateSection {
  return section(
    'stats',
    { heading, color_scheme: 'surface', ...PADDED },
    brief.stats.map(([value, label]) => ({ type: 'stat', settings: { value, label } })),
  )
}

function timeline(brief: StoreBrief): TemplateSection {
  return section(
    'timeline',
    { heading: brief.story.heading, color_scheme: 'background', ...PADDED },
    brief.timeline.map(([year, title, text]) => ({ type: 'milestone', settings: { year, title, text } })),
  )
}

function countdown(brief: StoreBrief): TemplateSection {
  const campaign = brief.campaign
  return section('countdown', {
    heading: campaign?.heading ?? brief.hero.heading,
    text: campaign?.text ?? brief.hero.text,
    end_date: campaign?.endDate ?? '',
    ended_message: 'This offer has ended.',
    button_label: campaign?.button ?? brief.hero.button,
    button_link: '',
    color_scheme: 'inverse',
    ...PADDED,
  })
}

function specsTable(brief: StoreBrief): TemplateSection {
  const specs = brief.spotlight?.specs ?? []
  return section(
    'specs-table',
    { heading: 'Specifications', intro: '', color_scheme: 'background', ...PADDED },
    specs.map(([label, value]) => ({ type: 'row', settings: { label, value } })),
  )
}

function comparisonTable(brief: StoreBrief): TemplateSection {
  const features = brief.spotlight?.features.slice(0, 5) ?? brief.values.map(([title]) => title)
  return section(
    'comparison-table',
    {
      heading: `Why ${brief.name}`,
      ours_label: brief.name,
      theirs_label: 'Typical alternatives',
      color_scheme: 'background',
      ...PADDED,
    },
    [
      ...features.map((feature) => ({ type: 'row', settings: { feature, ours: true, theirs: false } })),
      { type: 'row', settings: { feature: 'Free, easy returns', ours: true, theirs: true } },
    ],
  )
}

function steps(brief: StoreBrief): TemplateSection {
  return section(
    'steps',
    { heading: 'How it works', color_scheme: 'background', ...PADDED },
    brief.steps.map(([title, text, icon]) => ({ type: 'step', settings: { icon, title, text } })),
  )
}

function marquee(brief: StoreBrief): TemplateSection {
  return section(
    'marquee',
    {
      speed: 'slow',
      text_size: 'small',
      separator: 'sparkle',
      color_scheme: 'primary',
      padding_top: 16,
      padding_bottom: 16,
    },
    brief.marquee.slice(0, 10).map((text) => ({ type: 'item', settings: { text, link: '' } })),
  )
}

/**
 * The collage: a large picture with the hero's line when the collage opens the page (below a
 * hero it carries the store's tagline instead), and two collections beside it; a store of one
 * collection shows it and the whole catalogue.
 */
function collage(brief: StoreBrief): TemplateSection {
  const [first, second] = brief.categories
  const leads = brief.homeSections[0] === 'collage'
  const tiles: [handle: string, title: string][] = [
    [handleize(first ?? ''), first ?? ''],
    second ? [handleize(second), second] : ['all', 'All products'],
  ]
  return section(
    'collage',
    {
      heading: brief.homeSections.includes('product-grid')
        ? brief.copy.collectionsHeading
        : brief.copy.gridHeading,
      layout: 'large_first',
      color_scheme: 'background',
      ...PADDED,
    },
    [
      {
        type: 'image',
        settings: {
          illustration: brief.hero.illustration,
          heading: leads ? brief.hero.heading : brief.tagline,
          link: '',
        },
      },
      ...tiles.map(([collection, title], i) => ({
        type: 'collection',
        settings: {
          collection,
          title,
          text: leads && i === 0 ? brief.tagline : '',
          link: '',
          illustration: art(brief, 2 + i),
        },
      })),
    ],
  )
}

function featuredBlog(brief: StoreBrief): TemplateSection {
  return section('featured-blog', {
    heading: `From ${theName(brief.name)} journal`,
    blog: '',
    posts_to_show: 3,
    show_date: true,
    show_excerpt: true,
    show_view_all: true,
    illustration: brief.hero.illustration,
    color_scheme: 'background',
    ...PADDED,
  })
}

function promoGrid(brief: StoreBrief): TemplateSection {
  const promos = brief.categories.slice(0, 2).map((category, i) => ({
    type: 'promo',
    settings: {
      eyebrow: i === 0 ? 'Best sellers' : 'New in',
      heading: category,
      text: brief.values[i]?.[1] ?? brief.tagline,
      button_label: `Shop ${category.toLowerCase()}`,
      button_link: '',
      illustration: art(brief, i + 2),
      color_scheme: i === 0 ? 'surface' : 'accent',
    },
  }))
  return section('promo-grid', { heading: '', color_scheme: 'background', ...PADDED }, promos)
}

function location(brief: StoreBrief): TemplateSection {
  const place = brief.location
  return section('location', {
    heading: place?.heading ?? `Visit ${brief.name}`,
    address: place?.address ?? '',
    hours: richText(place?.text ?? 'Write to us for opening hours.'),
    phone: '',
    directions_label: 'Get directions',
    directions_link: '',
    layout: 'map_first',
    color_scheme: 'surface',
    ...PADDED,
  })
}

function trustBar(brief: StoreBrief): TemplateSection {
  const items: [string, ValueIcon][] = [
    ...brief.highlights
      .filter((h) => /ship|deliver|return|warrant|guarantee|gift/i.test(h.title))
      .map((h): [string, ValueIcon] => [h.title, h.icon]),
    ...brief.values.map(([title, , icon]): [string, ValueIcon] => [title, icon]),
  ]
  return section(
    'trust-bar',
    { color_scheme: 'surface', padding_top: 20, padding_bottom: 20 },
    items.slice(0, 4).map(([text, icon]) => ({ type: 'item', settings: { icon, text } })),
  )
}

function gallery(brief: StoreBrief): TemplateSection {
  return section(
    'gallery',
    {
      heading:
        brief.style === 'luxury' || brief.style === 'minimal' ? 'The lookbook' : `Inside ${brief.name}`,
      columns_desktop: 3,
      image_ratio: 'portrait',
      color_scheme: 'background',
      ...PADDED,
    },
    brief.categories.slice(0, 3).map((category, i) => ({
      type: 'image',
      settings: {
        illustration: art(brief, i + 2),
        caption: category,
        link: '',
      },
    })),
  )
}

function subscription(brief: StoreBrief): TemplateSection {
  const plans = brief.subscription ?? []
  return section(
    'subscription',
    {
      heading: 'Subscribe and save',
      text: 'Skip, pause or cancel anytime.',
      color_scheme: 'surface',
      ...PADDED,
    },
    plans.map((plan, i) => ({
      type: 'plan',
      settings: {
        name: plan.name,
        price: plan.price,
        interval: plan.interval,
        features: plan.features,
        button_label: 'Subscribe',
        button_link: '',
        highlighted: i === 0,
        badge: i === 0 ? 'Most popular' : '',
      },
    })),
  )
}

function multirow(brief: StoreBrief): TemplateSection {
  // The story's heading belongs to the brand story when the page has one; a value takes its row.
  const [value, valueText] = brief.values[0] ?? [brief.story.heading, brief.story.text]
  const rows = [
    [brief.imageWithText.heading, brief.imageWithText.text],
    brief.homeSections.includes('rich-text')
      ? [value, valueText]
      : [brief.story.heading, brief.storyParagraphs[0] ?? brief.story.text],
  ]
  return section(
    'multirow',
    {
      heading: '',
      layout: 'image_first',
      image_ratio: 'landscape',
      button_style: 'secondary',
      color_scheme: 'background',
      ...PADDED,
    },
    rows.map(([heading, text], i) => ({
      type: 'row',
      settings: {
        illustration: art(brief, i + 1),
        heading,
        text: richText(text ?? ''),
        button_label: i === 0 ? brief.copy.shopButton : 'Read our story',
        button_link: '',
      },
    })),
  )
}

function productFeatures(brief: StoreBrief): TemplateSection {
  const spot = brief.spotlight
  const icons: ValueIcon[] = ['sparkle', 'shield', 'leaf', 'clock', 'heart', 'star']
  const features = spot?.features ?? brief.values.map(([title]) => title)
  return section(
    'product-features',
    {
      heading: spot?.featuresHeading ?? (spot ? `Why ${theName(spot.title)}` : brief.copy.featuresHeading),
      text: '',
      illustration: spot?.illustration ?? brief.hero.illustration,
      color_scheme: 'background',
      ...PADDED,
    },
    features.slice(0, 6).map((title, i) => ({
      type: 'feature',
      settings: { icon: icons[i % icons.length], title, text: '' },
    })),
  )
}

const PERKS: [string, string, ValueIcon][] = [
  [
    'Secure checkout',
    'Payments are encrypted and processed by Shopify. We never see your card details.',
    'shield',
  ],
  ['Fast shipping', 'Orders ship within two business days, with tracking on every parcel.', 'truck'],
  ['Easy returns', 'Changed your mind? Return unused items within 30 days.', 'return'],
]

const SHIPPING_FAQ: [string, string][] = [
  [
    'How long does shipping take?',
    'Orders ship within one to two business days. Delivery usually takes three to five business days.',
  ],
  [
    'What is your return policy?',
    'You can return unused items within 30 days of delivery for a full refund.',
  ],
  [
    'Which payment methods do you accept?',
    'All major credit cards, Shop Pay, Apple Pay, Google Pay and PayPal.',
  ],
]

function homeSection(brief: StoreBrief, kind: HomeSection): [string, TemplateSection][] {
  switch (kind) {
    case 'hero':
      return [['hero', hero(brief)]]
    case 'slideshow':
      return [['slideshow', slideshow(brief)]]
    case 'product-grid':
      return [
        ['product_grid', productGrid(brief, brief.copy.gridHeading, brief.productGrid.columns_desktop * 2)],
      ]
    case 'collection-list':
      return [['collection_list', collectionList(brief)]]
    case 'featured-product':
      return [['featured_product', featuredProduct(brief)]]
    case 'rich-text':
      return [
        [
          'brand_story',
          richTextSection(brief.story.heading, brief.storyParagraphs, { button: brief.copy.shopButton }),
        ],
      ]
    case 'image-with-text':
      return [
        [
          'image_with_text',
          imageWithText(brief, brief.imageWithText.heading, brief.imageWithText.text, {
            button: brief.copy.shopButton,
          }),
        ],
      ]
    case 'multicolumn':
      return [['values', multicolumn(brief, brief.copy.featuresHeading, brief.values)]]
    case 'highlights':
      return highlightSections(brief, `Why ${brief.name}`)
    case 'testimonials':
      return [['testimonials', testimonials(brief)]]
    case 'pull-quote':
      return [['pull_quote', pullQuote(brief)]]
    case 'newsletter':
      return [['newsletter', newsletter(brief)]]
    case 'faq':
      return [['faq', faq(brief, [...brief.faq, ...SHIPPING_FAQ.slice(0, 1)])]]
    case 'contact-form':
      return [
        [
          'contact_form',
          contactForm(brief, 'Contact us', 'Questions about an order or a product? Send us a message.'),
        ],
      ]
    case 'logo-list':
      return [
        [
          'logo_list',
          section(
            'logo-list',
            {
              heading: 'As featured in',
              logo_height: 40,
              color_scheme: 'background',
              padding_top: 32,
              padding_bottom: 32,
            },
            [{ type: 'logo', settings: { name: 'Your press mention', link: '' } }],
          ),
        ],
      ]
    case 'stats':
      return brief.stats.length >= 2 ? [['stats', stats(brief, `${brief.name} at a glance`)]] : []
    case 'timeline':
      return brief.timeline.length > 0 ? [['timeline', timeline(brief)]] : []
    case 'countdown':
      return [['countdown', countdown(brief)]]
    case 'specs-table':
      return brief.spotlight ? [['specs', specsTable(brief)]] : []
    case 'comparison-table':
      return [['comparison', comparisonTable(brief)]]
    case 'steps':
      return [['steps', steps(brief)]]
    case 'marquee':
      return brief.marquee.length > 0 ? [['marquee', marquee(brief)]] : []
    case 'collage':
      return [['collage', collage(brief)]]
    case 'featured-blog':
      return [['featured_blog', featuredBlog(brief)]]
    case 'promo-grid':
      return [['promo_grid', promoGrid(brief)]]
    case 'location':
      return [['location', location(brief)]]
    case 'trust-bar':
      return [['trust_bar', trustBar(brief)]]
    case 'gallery':
      return [['gallery', gallery(brief)]]
    case 'subscription':
      return brief.subscription ? [['subscription', subscription(brief)]] : []
    case 'multirow':
      return [['multirow', multirow(brief)]]
    case 'product-features':
      return [['product_features', productFeatures(brief)]]
  }
}

function sectionsOf(brief: StoreBrief, kinds: readonly HomeSection[]): [string, TemplateSection][] {
  return kinds.flatMap((kind) => homeSection(brief, kind))
}

/**
 * The focused template's sections: its own, then what the prompt asked for by name, the
 * highlights of its facts, and the store's collections, so the page shows all it named.
 */
function focused(brief: StoreBrief, base: readonly HomeSection[]): HomeSection[] {
  let order = withSections(base, brief.requestedSections)
  const shows = (kinds: HomeSection[]) => kinds.some((k) => order.includes(k))
  if (brief.highlights.length > 0 && !shows(['highlights'])) order = withSections(order, ['highlights'])
  if (
    brief.categories.length > 1 &&
    !shows(['product-grid', 'collection-list', 'collage', 'promo-grid', 'gallery'])
  )
    order = withSections(order, ['collection-list'])
  return order
}

// ---- templates ----

function indexTemplate(brief: StoreBrief): TemplateJson {
  const order = brief.pageType === 'homepage' ? focused(brief, brief.homeSections) : brief.homeSections
  return template(sectionsOf(brief, order))
}

function mainProduct(brief: StoreBrief): TemplateSection {
  const spot = brief.spotlight
  const features = spot?.features.length ? spot.features.slice(0, 4) : brief.values.map(([title]) => title)
  return section('main-product', { media_size: 'large', padding_top: 24, padding_bottom: 48 }, [
    { type: 'vendor' },
    { type: 'title' },
    { type: 'price' },
    { type: 'variant_picker' },
    { type: 'quantity' },
    { type: 'buy_buttons', settings: { show_dynamic_checkout: true } },
    { type: 'description' },
    ...features.map((text) => ({ type: 'feature', settings: { text } })),
    {
      type: 'collapsible_tab',
      settings: {
        heading: 'Shipping & returns',
        content: richText(`${SHIPPING_FAQ[0]?.[1]}\n\n${SHIPPING_FAQ[1]?.[1]}`),
      },
    },
    ...brief.faq.slice(0, 1).map(([heading, answer]) => ({
      type: 'collapsible_tab',
      settings: { heading, content: richText(answer) },
    })),
  ])
}

function productTemplate(brief: StoreBrief): TemplateJson {
  const sections: [string, TemplateSection][] = [['main', mainProduct(brief)]]
  if (brief.pageType === 'product') {
    // The spotlight section carries the product the preview shows; the page does not repeat it.
    sections.push([
      'product_spotlight',
      {
        ...featuredProduct(brief),
        settings: { ...featuredProduct(brief).settings, padding_top: 0, padding_bottom: 0 },
      },
    ])
    sections.push(
      ...sectionsOf(
        brief,
        focused(brief, ['product-features', 'specs-table', 'highlights', 'testimonials', 'faq']),
      ),
    )
  }
  sections.push(['related_products', productGrid(brief, 'You may also like', 4)])
  return template(sections)
}

function collectionTemplate(brief: StoreBrief): TemplateJson {
  const grid = brief.productGrid
  const sections: [string, TemplateSection][] = [
    [
      'main',
      section('main-collection', {
        products_per_page: 16,
        columns_desktop: grid.columns_desktop,
        columns_mobile: grid.columns_mobile,
        card_style: grid.card_style,
        image_ratio: grid.image_ratio,
        show_description: true,
        enable_sorting: true,
        show_quick_add: grid.show_quick_add,
        padding_top: 32,
        padding_bottom: 48,
      }),
    ],
  ]
  if (brief.pageType === 'collection')
    sections.push(
      ...sectionsOf(
        brief,
        focused(brief, ['marquee', 'collection-list', 'highlights', 'multicolumn', 'newsletter']),
      ),
    )
  return template(sections)
}

function aboutTemplate(brief: StoreBrief): TemplateJson {
  const sections: [string, TemplateSection][] = [
    [
      'hero',
      hero(brief, { heading: brief.story.heading, text: brief.tagline, height: 'small', buttons: false }),
    ],
    ['story', richTextSection(`About ${brief.name}`, brief.storyParagraphs, { alignment: 'left' })],
  ]
  if (brief.pageType === 'about') {
    const more: HomeSection[] = ['stats', 'timeline', 'image-with-text', 'highlights', 'multicolumn']
    if (brief.location) more.push('location')
    more.push('testimonials', 'collection-list', 'newsletter')
    sections.push(...sectionsOf(brief, focused(brief, more)))
  } else {
    sections.push(...sectionsOf(brief, ['image-with-text', 'multicolumn']))
  }
  return template(sections)
}

function contactTemplate(brief: StoreBrief): TemplateJson {
  const sections: [string, TemplateSection][] = [
    [
      'intro',
      richTextSection(
        'Get in touch',
        `Questions about an order, a product or anything else? Send ${brief.name} a message and we will reply within one business day.`,
      ),
    ],
    ['contact_form', contactForm(brief, 'Send us a message', '')],
  ]
  if (brief.pageType === 'contact') {
    sections.push([
      'contact_info',
      multicolumn(brief, 'Other ways to reach us', [
        ['Email', 'Write to us any time. We answer every message within one business day.', 'chat'],
        ['Opening hours', 'Monday to Friday, 9 am to 6 pm. Saturday, 10 am to 4 pm.', 'clock'],
        ['Order help', 'Have your order number ready and we will sort it out quickly.', 'truck'],
      ]),
    ])
    const more: HomeSection[] = brief.location
      ? ['location', 'faq', 'highlights', 'collection-list']
      : ['faq', 'highlights', 'collection-list']
    sections.push(
      ...sectionsOf(
        brief,
        focused(brief, more).filter((k) => k !== 'contact-form'),
      ),
    )
  }
  return template(sections)
}

function landingTemplate(brief: StoreBrief): TemplateJson {
  const base: HomeSection[] = brief.campaign
    ? [
        'hero',
        'countdown',
        'featured-product',
        'product-features',
        'highlights',
        'steps',
        'testimonials',
        'faq',
        'product-grid',
        'newsletter',
      ]
    : [
        'hero',
        'featured-product',
        'product-features',
        'highlights',
        'product-grid',
        'testimonials',
        'faq',
        'newsletter',
      ]
  const order = brief.pageType === 'landing' ? focused(brief, base) : base.filter((k) => k !== 'highlights')
  // The grid below the featured product starts after it: the catalogue's first is the one shown.
  const featured = order.indexOf('featured-product')
  return template(
    sectionsOf(brief, order).map(([id, entry]): [string, TemplateSection] =>
      entry.type === 'featured-collection' && featured !== -1 && featured < order.indexOf('product-grid')
        ? [id, { ...entry, settings: { ...entry.settings, leave_out_first: true } }]
        : [id, entry],
    ),
  )
}

function checkoutTemplate(brief: StoreBrief): TemplateJson {
  const sections: [string, TemplateSection][] = [
    [
      'hero',
      hero(brief, {
        heading: `Shipping, returns and checkout at ${brief.name}`,
        text: `Everything you need to know before you place your order with ${endSentence(brief.name)}`,
        height: 'small',
        buttons: false,
      }),
    ],
    ['perks', multicolumn(brief, 'Shop with confidence', PERKS)],
    ['faq', faq(brief, [...SHIPPING_FAQ, ...brief.faq], 'Shipping, payment and returns')],
  ]
  if (brief.pageType === 'checkout') {
    sections.push([
      'help',
      richTextSection(
        'Still need help?',
        'Our team is happy to help with payment, delivery or returns questions.',
        { scheme: 'surface' },
      ),
    ])
    sections.push(['contact_form', contactForm(brief, 'Contact us', '')])
    sections.push(
      ...sectionsOf(
        brief,
        focused(brief, ['highlights', 'collection-list']).filter((k) => k !== 'faq' && k !== 'contact-form'),
      ),
    )
  }
  return template(sections)
}

function blogTemplate(brief: StoreBrief): TemplateJson {
  const sections: [string, TemplateSection][] = []
  if (brief.pageType === 'blog') {
    const topic = brief.reading.wishes.blogTopic
    sections.push([
      'intro',
      richTextSection(
        `${theName(brief.name, 'The')} Journal`,
        topic
          ? `Stories about ${topic}, from ${endSentence(brief.name)}`
          : `Stories, guides and news about ${brief.sells
              .map((s) => s.plural)
              .slice(0, 3)
              .join(', ')} from ${endSentence(brief.name)}`,
      ),
    ])
  }
  sections.push(['main', section('main-blog', { articles_per_page: 9, padding_top: 32, padding_bottom: 48 })])
  // The page lists the journal's articles itself: no featured-blog section to list them again.
  if (brief.pageType === 'blog')
    sections.push(
      ...sectionsOf(
        brief,
        focused(brief, ['highlights', 'collection-list']).filter((kind) => kind !== 'featured-blog'),
      ),
    )
  sections.push(['newsletter', newsletter(brief)])
  return template(sections)
}

function cartTemplate(brief: StoreBrief): TemplateJson {
  const heading = brief.pageType === 'cart' ? `Your cart at ${brief.name}` : ''
  const sections: [string, TemplateSection][] = [
    ['main', section('main-cart', { heading, show_note: true, padding_top: 32, padding_bottom: 48 })],
  ]
  if (brief.pageType === 'cart') {
    sections.push(['perks', multicolumn(brief, 'Shop with confidence', PERKS)])
    sections.push(
      ...sectionsOf(
        brief,
        focused(brief, ['highlights']).filter((k) => k !== 'product-grid'),
      ),
    )
  }
  sections.push(['related_products', productGrid(brief, 'You may also like', 4)])
  return template(sections)
}

const CUSTOMER_TEMPLATES: [string, string][] = [
  ['customers/login', 'main-login'],
  ['customers/register', 'main-register'],
  ['customers/account', 'main-account'],
  ['customers/order', 'main-order'],
  ['customers/addresses', 'main-addresses'],
  ['customers/activate_account', 'main-activate-account'],
  ['customers/reset_password', 'main-reset-password'],
]

/** Every template of the theme, keyed by name ("index", "page.about", "customers/login"). */
export function buildTemplates(brief: StoreBrief): Record<string, TemplateJson> {
  const templates: Record<string, TemplateJson> = {
    index: indexTemplate(brief),
    product: productTemplate(brief),
    collection: collectionTemplate(brief),
    'list-collections': template([
      [
        'main',
        section('main-list-collections', { title: 'Collections', padding_top: 32, padding_bottom: 48 }),
      ],
    ]),
    page: template([
      ['main', section('main-page', { show_title: true, padding_top: 32, padding_bottom: 32 })],
    ]),
    'page.about': aboutTemplate(brief),
    'page.contact': contactTemplate(brief),
    'page.landing': landingTemplate(brief),
    'page.checkout': checkoutTemplate(brief),
    blog: blogTemplate(brief),
    article: template([
      ['main', section('main-article', { padding_top: 32, padding_bottom: 48 })],
      ['shop_the_story', productGrid(brief, 'Shop the story', 4)],
    ]),
    cart: cartTemplate(brief),
    search: template([['main', section('main-search', { padding_top: 32, padding_bottom: 48 })]]),
    '404': template([
      ['main', section('main-404')],
      ['product_grid', productGrid(brief, brief.copy.gridHeading, 4)],
    ]),
    password: template([['main', section('main-password', { heading: 'Opening soon' })]], 'password'),
  }
  for (const [name, type] of CUSTOMER_TEMPLATES) templates[name] = template([['main', section(type)]])
  return templates
}

export function buildHeaderGroup(brief: StoreBrief): SectionGroupJson {
  const sections: [string, TemplateSection][] = []
  if (brief.announcements.length > 0) {
    sections.push([
      'announcement_bar',
      section(
        'announcement-bar',
        { color_scheme: brief.style === 'luxury' || brief.style === 'minimal' ? 'inverse' : 'primary' },
        brief.announcements
          .slice(0, 3)
          .map((text) => ({ type: 'announcement', settings: { text, link: '' } })),
      ),
    ])
  }
  sections.push([
    'header',
    section('header', {
      logo_width: 140,
      menu: 'main-menu',
      layout: brief.layout.headerLayout,
      sticky: true,
      color_scheme: 'background',
    }),
  ])
  return { type: 'header', name: 'Header group', ...template(sections) }
}

export function buildFooterGroup(brief: StoreBrief): SectionGroupJson {
  const footer = section('footer', { color_scheme: 'inverse', show_powered_by: false }, [
    { type: 'link_list', settings: { heading: 'Shop', menu: 'footer' } },
    {
      type: 'text',
      settings: { heading: `About ${brief.name}`, text: richText(brief.tagline || brief.story.text) },
    },
    { type: 'newsletter', settings: { heading: brief.copy.newsletterHeading } },
  ])
  return { type: 'footer', name: 'Footer group', ...template([['footer', footer]]) }
}
