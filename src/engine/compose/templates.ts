// Brief -> JSON templates and section groups. Every template exists in every theme; the page type
// of the prompt decides which one gets the full treatment.
import { handleize } from '../catalog'
import type { StoreBrief } from './brief'
import { withRequested } from './brief'
import type { ColorScheme } from './library/schema'
import { type IconId, SHIPPING_FAQ } from './niches'
import type { HomeSection, StyleId } from './styles'
import { endSentence, richText } from './text'

export interface TemplateBlock {
  type: string
  settings?: Record<string, unknown>
}

export interface TemplateSection {
  type: string
  settings?: Record<string, unknown>
  blocks?: Record<string, TemplateBlock>
  block_order?: string[]
}

export interface TemplateJson {
  layout?: string
  sections: Record<string, TemplateSection>
  order: string[]
}

export interface SectionGroupJson {
  type: 'header' | 'footer'
  name: string
  sections: Record<string, TemplateSection>
  order: string[]
}

function section(
  type: string,
  settings: Record<string, unknown> = {},
  blocks: TemplateBlock[] = [],
): TemplateSection {
  if (blocks.length === 0) return { type, settings }
  const ids = new Map<string, number>()
  const entries = blocks.map((block) => {
    const n = (ids.get(block.type) ?? 0) + 1
    ids.set(block.type, n)
    return [`${block.type}_${n}`, block] as const
  })
  return { type, settings, blocks: Object.fromEntries(entries), block_order: entries.map(([id]) => id) }
}

function template(sections: [id: string, section: TemplateSection][], layout?: string): TemplateJson {
  const unique: [string, TemplateSection][] = []
  for (const [id, entry] of sections) {
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
      overlay_opacity: 30,
      height: options.height ?? copy.height,
      alignment: copy.alignment,
      background_style: copy.background,
      color_scheme: copy.colorScheme,
    },
    blocks,
  )
}

function productGrid(brief: StoreBrief, heading: string, count: number, description = ''): TemplateSection {
  const grid = brief.productGrid
  return section('featured-collection', {
    heading,
    description,
    collection: '',
    products_to_show: count,
    columns_desktop: Math.min(grid.columns_desktop, count),
    columns_mobile: grid.columns_mobile,
    card_style: grid.card_style,
    image_ratio: grid.image_ratio,
    show_quick_add: grid.show_quick_add,
    show_vendor: grid.show_vendor,
    show_view_all: true,
    color_scheme: 'background',
    padding_top: 48,
    padding_bottom: 48,
  })
}

function collectionList(brief: StoreBrief): TemplateSection {
  const categories = brief.categories.slice(0, 6)
  return section(
    'collection-list',
    {
      heading: brief.copy.collectionsHeading,
      columns_desktop: Math.min(Math.max(categories.length, 2), brief.style === 'luxury' ? 3 : 4),
      image_ratio: brief.style === 'luxury' || brief.style === 'minimal' ? 'portrait' : 'square',
      card_style: brief.style === 'bold' || brief.style === 'playful' ? 'overlay' : 'standard',
      color_scheme: brief.style === 'vintage' ? 'surface' : 'background',
      padding_top: 48,
      padding_bottom: 48,
    },
    categories.slice(0, brief.style === 'luxury' ? 3 : 4).map((category) => ({
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
      eyebrow: 'Featured',
      title: '',
      price: '',
      compare_price: '',
      description: '',
      layout: 'image_first',
      color_scheme: brief.style === 'tech' ? 'surface' : 'background',
      padding_top: 48,
      padding_bottom: 48,
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
      eyebrow: brief.name,
      title: spot.title,
      price: spot.price ?? '',
      compare_price: '',
      description: spot.description ?? '',
      layout: 'image_first',
      color_scheme: 'background',
      padding_top: 48,
      padding_bottom: 48,
    },
    blocks,
  )
}

function richTextSection(
  heading: string,
  text: string,
  options: { button?: string; alignment?: 'left' | 'center'; scheme?: ColorScheme } = {},
): TemplateSection {
  const blocks: TemplateBlock[] = [
    { type: 'heading', settings: { heading, size: 'h1' } },
    { type: 'text', settings: { text: richText(text) } },
  ]
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
  options: { button?: string; icon?: IconId; textFirst?: boolean } = {},
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
      placeholder_icon: options.icon ?? 'sparkle',
      layout: options.textFirst ? 'text_first' : 'image_first',
      image_ratio: brief.style === 'minimal' || brief.style === 'luxury' ? 'portrait' : 'square',
      color_scheme: brief.style === 'vintage' || brief.style === 'natural' ? 'surface' : 'background',
      padding_top: 48,
      padding_bottom: 48,
    },
    blocks,
  )
}

function multicolumn(brief: StoreBrief, heading: string, items: [string, string, IconId][]): TemplateSection {
  const look = MULTICOLUMN_STYLE[brief.style]
  return section(
    'multicolumn',
    {
      heading,
      columns_desktop: Math.min(items.length, 4),
      style: look.style,
      color_scheme: look.scheme,
      padding_top: 48,
      padding_bottom: 48,
    },
    items.map(([title, text, icon]) => ({ type: 'column', settings: { icon, title, text } })),
  )
}

function testimonials(brief: StoreBrief): TemplateSection {
  return section(
    'testimonials',
    {
      heading: brief.copy.testimonialsHeading,
      color_scheme: brief.style === 'bold' || brief.style === 'vintage' ? 'surface' : 'background',
      padding_top: 48,
      padding_bottom: 48,
    },
    brief.testimonials.map(([quote, author]) => ({
      type: 'testimonial',
      settings: { quote, author, rating: 5 },
    })),
  )
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
    { heading, open_first: true, color_scheme: 'background', padding_top: 48, padding_bottom: 48 },
    items.map(([question, answer]) => ({
      type: 'question',
      settings: { question, answer: richText(answer) },
    })),
  )
}

function contactForm(heading: string, text: string): TemplateSection {
  return section('contact-form', {
    heading,
    text: richText(text),
    color_scheme: 'background',
    padding_top: 48,
    padding_bottom: 48,
  })
}

const PERKS: [string, string, IconId][] = [
  [
    'Secure checkout',
    'Payments are encrypted and processed by Shopify. We never see your card details.',
    'shield',
  ],
  ['Fast shipping', 'Orders ship within two business days, with tracking on every parcel.', 'truck'],
  ['Easy returns', 'Changed your mind? Return unused items within 30 days.', 'return'],
]

function homeSection(brief: StoreBrief, kind: HomeSection): [string, TemplateSection] {
  switch (kind) {
    case 'hero':
      return ['hero', hero(brief)]
    case 'product-grid':
      return [
        'product_grid',
        productGrid(brief, brief.copy.gridHeading, brief.productGrid.columns_desktop * 2),
      ]
    case 'collection-list':
      return ['collection_list', collectionList(brief)]
    case 'featured-product':
      return ['featured_product', featuredProduct(brief)]
    case 'rich-text':
      return [
        'brand_story',
        richTextSection(brief.story.heading, brief.story.text, { button: brief.copy.shopButton }),
      ]
    case 'image-with-text':
      return [
        'image_with_text',
        imageWithText(brief, brief.imageWithText.heading, brief.imageWithText.text, {
          button: brief.copy.shopButton,
          icon: brief.values[1]?.[2],
        }),
      ]
    case 'multicolumn':
      return ['values', multicolumn(brief, brief.copy.featuresHeading, brief.values)]
    case 'testimonials':
      return ['testimonials', testimonials(brief)]
    case 'newsletter':
      return ['newsletter', newsletter(brief)]
    case 'faq':
      return ['faq', faq(brief, [...brief.faq, ...SHIPPING_FAQ.slice(0, 2)])]
    case 'contact-form':
      return [
        'contact_form',
        contactForm('Contact us', 'Questions about an order or a product? Send us a message.'),
      ]
  }
}

/** The sections the prompt asked for, for a template that is the focus of the prompt. */
function extras(brief: StoreBrief, present: readonly HomeSection[]): [string, TemplateSection][] {
  return withRequested(present, brief.requestedSections)
    .filter((kind) => !present.includes(kind))
    .map((kind) => homeSection(brief, kind))
}

// ---- templates ----

function indexTemplate(brief: StoreBrief): TemplateJson {
  return template(brief.homeSections.map((kind) => homeSection(brief, kind)))
}

function productTemplate(brief: StoreBrief): TemplateJson {
  const focus = brief.pageType === 'product'
  const spot = brief.spotlight
  const features = spot?.features.length ? spot.features : brief.values.map(([title]) => title)
  const main = section('main-product', { media_size: 'large', padding_top: 24, padding_bottom: 48 }, [
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
  const sections: [string, TemplateSection][] = [['main', main]]
  if (focus) {
    if (spot) sections.push(['product_spotlight', featuredProduct(brief)])
    sections.push(['values', multicolumn(brief, brief.copy.featuresHeading, brief.values)])
    sections.push(['testimonials', testimonials(brief)])
    sections.push(
      ...extras(brief, [
        'multicolumn',
        'testimonials',
        'featured-product',
        'product-grid',
        'hero',
        'collection-list',
      ]),
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
  if (brief.pageType === 'collection') {
    sections.push(['perks', multicolumn(brief, brief.copy.featuresHeading, brief.values)])
    sections.push(['collection_list', collectionList(brief)])
    sections.push(...extras(brief, ['multicolumn', 'collection-list', 'product-grid', 'hero']))
    sections.push(['newsletter', newsletter(brief)])
  }
  return template(sections)
}

function aboutTemplate(brief: StoreBrief): TemplateJson {
  const sections: [string, TemplateSection][] = [
    [
      'hero',
      hero(brief, { heading: brief.story.heading, text: brief.tagline, height: 'small', buttons: false }),
    ],
    ['story', richTextSection(`About ${brief.name}`, brief.story.text, { alignment: 'left' })],
    [
      'image_with_text',
      imageWithText(brief, brief.imageWithText.heading, brief.imageWithText.text, {
        icon: brief.values[1]?.[2],
        textFirst: true,
      }),
    ],
    ['values', multicolumn(brief, brief.copy.featuresHeading, brief.values)],
  ]
  if (brief.pageType === 'about') {
    sections.push(['testimonials', testimonials(brief)])
    sections.push(
      ...extras(brief, ['hero', 'rich-text', 'image-with-text', 'multicolumn', 'testimonials', 'newsletter']),
    )
    sections.push(['newsletter', newsletter(brief)])
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
    ['contact_form', contactForm('Send us a message', '')],
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
    sections.push(['faq', faq(brief, [...brief.faq, ...SHIPPING_FAQ])])
    sections.push(...extras(brief, ['rich-text', 'contact-form', 'multicolumn', 'faq']))
  }
  return template(sections)
}

function landingTemplate(brief: StoreBrief): TemplateJson {
  const sections: [string, TemplateSection][] = [
    ['hero', hero(brief, { height: 'large' })],
    ['benefits', multicolumn(brief, brief.copy.featuresHeading, brief.values)],
    ['featured_product', featuredProduct(brief)],
    ['product_grid', productGrid(brief, brief.copy.gridHeading, 4)],
    ['testimonials', testimonials(brief)],
    ['faq', faq(brief, [...brief.faq, ...SHIPPING_FAQ.slice(0, 1)])],
  ]
  if (brief.pageType === 'landing') {
    sections.push(
      ...extras(brief, [
        'hero',
        'multicolumn',
        'featured-product',
        'product-grid',
        'testimonials',
        'faq',
        'newsletter',
      ]),
    )
  }
  sections.push(['newsletter', newsletter(brief)])
  return template(sections)
}

function checkoutTemplate(brief: StoreBrief): TemplateJson {
  const sections: [string, TemplateSection][] = [
    [
      'hero',
      hero(brief, {
        heading: 'Checkout, shipping & returns',
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
    sections.push(['contact_form', contactForm('Contact us', '')])
    sections.push(...extras(brief, ['hero', 'multicolumn', 'faq', 'rich-text', 'contact-form']))
  }
  return template(sections)
}

function blogTemplate(brief: StoreBrief): TemplateJson {
  const sections: [string, TemplateSection][] = []
  if (brief.pageType === 'blog') {
    sections.push([
      'intro',
      richTextSection(
        `The ${brief.name} Journal`,
        `Stories, guides and news from ${endSentence(brief.name)}`,
      ),
    ])
  }
  sections.push(['main', section('main-blog', { articles_per_page: 9, padding_top: 32, padding_bottom: 48 })])
  if (brief.pageType === 'blog') sections.push(...extras(brief, ['rich-text', 'newsletter']))
  sections.push(['newsletter', newsletter(brief)])
  return template(sections)
}

function cartTemplate(brief: StoreBrief): TemplateJson {
  const sections: [string, TemplateSection][] = [
    ['main', section('main-cart', { show_note: true, padding_top: 32, padding_bottom: 48 })],
  ]
  if (brief.pageType === 'cart') {
    sections.push(['perks', multicolumn(brief, 'Shop with confidence', PERKS)])
    sections.push(...extras(brief, ['multicolumn', 'product-grid', 'hero']))
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
          .slice(0, 2)
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
