// Brief -> JSON templates and section groups. Every template exists in every theme; the page type
// of the prompt decides which one gets the full treatment, and that one shows everything the
// prompt named: the store, what it sells and every fact it gave.
import type { StoreBrief } from './brief'
import { withSections } from './compositions'
import { withoutRepeatedParagraphs, withoutRepeats } from './repeats'
import { HOME_SECTIONS, type HomeSection } from './sections'
import { contactForm } from './sections/contact-form/build'
import { faq, SHIPPING_FAQ } from './sections/faq/build'
import { productGrid } from './sections/featured-collection/build'
import { featuredProduct } from './sections/featured-product/build'
import { hero } from './sections/image-banner/build'
import { multicolumn } from './sections/multicolumn/build'
import { newsletter } from './sections/newsletter/build'
import { richTextSection } from './sections/rich-text/build'
import { section } from './sections/template-section'
import { build as announcementBarBuild } from './sections/announcement-bar/build'
import { build as footerBuild } from './sections/footer/build'
import { build as headerBuild } from './sections/header/build'
import { build as mainCartBuild } from './sections/main-cart/build'
import { build as mainCollectionBuild } from './sections/main-collection/build'
import { build as mainProductBuild } from './sections/main-product/build'
import type { ValueIcon } from '../catalog/taxonomy'
import type { SectionGroupJson, TemplateJson, TemplateSection } from '../model/templates'
import { endSentence, theName } from '../model/text'

function template(sections: [id: string, section: TemplateSection][], layout?: string): TemplateJson {
  const unique: [string, TemplateSection][] = []
  for (const [id, entry] of withoutRepeats(withoutRepeatedParagraphs(sections))) {
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

const PERKS: [string, string, ValueIcon][] = [
  [
    'Secure checkout',
    'Payments are encrypted and processed by Shopify. We never see your card details.',
    'shield',
  ],
  ['Fast shipping', 'Orders ship within two business days, with tracking on every parcel.', 'truck'],
  ['Easy returns', 'Changed your mind? Return unused items within 30 days.', 'return'],
]

function sectionsOf(brief: StoreBrief, kinds: readonly HomeSection[]): [string, TemplateSection][] {
  return kinds.flatMap((kind) => HOME_SECTIONS[kind](brief))
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

function indexTemplate(brief: StoreBrief): TemplateJson {
  const order = brief.pageType === 'homepage' ? focused(brief, brief.homeSections) : brief.homeSections
  return template(sectionsOf(brief, order))
}

function productTemplate(brief: StoreBrief): TemplateJson {
  const sections: [string, TemplateSection][] = [['main', mainProductBuild(brief)]]
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
  const sections: [string, TemplateSection][] = [['main', mainCollectionBuild(brief)]]
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
  const sections: [string, TemplateSection][] = [['main', mainCartBuild(brief)]]
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
  if (brief.announcements.length > 0) sections.push(['announcement_bar', announcementBarBuild(brief)])
  sections.push(['header', headerBuild(brief)])
  return { type: 'header', name: 'Header group', ...template(sections) }
}

export function buildFooterGroup(brief: StoreBrief): SectionGroupJson {
  return { type: 'footer', name: 'Footer group', ...template([['footer', footerBuild(brief)]]) }
}
