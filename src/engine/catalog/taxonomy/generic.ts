// The store and product for anything outside the taxonomy: every pattern leans on the prompt's
// own nouns ("{products}"), so a custom neon sign studio talks about neon signs, not "products".
import type { IllustrationId } from '../imagery/icons'
import type { ProductKind, StoreKind } from './types'

export const GENERIC_STORE: StoreKind = {
  id: 'generic',
  label: 'shop',
  keywords: [],
  // What a store that names nothing it sells shows until the merchant adds products.
  products: ['gift set', 'tote bag', 'mug'],
  audience: 'our customers',
  palette: { primary: '#264653', accent: '#e76f51', background: '#ffffff', text: '#1d2528' },
  style: 'modern',
  illustration: 'package',
  imagery: 'clean product shots on neutral backgrounds, the making of each piece, details up close',
  heroHeadings: [
    '{products}, done properly',
    'Meet {name}',
    'The {product} you have been looking for',
    '{products} made to be used',
    'Good {products} start here',
    'Everything {product}, from {name}',
  ],
  heroTexts: [
    '{products}, chosen with care and sent to your door by the people who know them best.',
    'At {name} we do one thing and do it well: {products} that are made to last.',
    '{products} for {audience}, with honest prices and real people to help.',
    'Browse our {products}, read what goes into each one, and order in a few clicks.',
  ],
  story: [
    '{name} started with a simple idea: {products} should be made well, explained clearly and priced fairly. Everything we sell is something we would use ourselves.',
    'We are a small team that knows {products} inside out. We test what we sell, answer every message ourselves and stand behind each order.',
    'Every {product} we sell is checked by hand before it leaves us, and if something is not right, we make it right.',
  ],
  values: [
    [
      'Made to last',
      'We choose materials and makers for how well they hold up, not how cheap they are.',
      'shield',
    ],
    ['Real people', 'Questions go to our small team, not a call centre. We reply within a day.', 'chat'],
    ['Checked by hand', 'Every {product} is inspected before it is packed.', 'star'],
    ['Fair prices', 'No inflated markdowns: the price you see is the price it is worth.', 'tag'],
    ['Careful packing', 'Packed to arrive as it left us, in recyclable materials.', 'package'],
    ['Easy returns', 'Changed your mind? Send it back within 30 days.', 'return'],
  ],
  faq: [
    [
      'How long does delivery take?',
      'Orders ship within one to two business days and usually arrive within three to five.',
    ],
    [
      'Can I return my order?',
      'Yes. Unused items can be returned within 30 days of delivery for a full refund.',
    ],
    [
      'How do I choose the right {product}?',
      'Each product page lists sizes and details. If you are unsure, write to us and we will help you choose.',
    ],
    [
      'Do you ship internationally?',
      'We ship to most countries. Shipping costs and times are shown at checkout.',
    ],
    [
      'How can I contact you?',
      'Use the contact form or reply to your order email. We answer within one business day.',
    ],
  ],
  testimonials: [
    'Exactly as described and beautifully packed. My {product} arrived two days after I ordered.',
    'I had a question for {name} before ordering and got a thoughtful answer within the hour.',
    'You can tell the people behind {name} care. The quality is obvious the moment you open the box.',
    'My second order already. The {product} has held up perfectly.',
    'Fair price, fast shipping and a handwritten thank-you note from {name}. I will be back.',
    'I bought a {product} as a gift and now I want one for myself.',
  ],
  announcements: ['Free shipping on orders over $50', 'Easy 30-day returns', 'New {products} just in'],
  craft: ['chosen and checked by hand', 'sourced from makers we trust', 'packed with care'],
}

/**
 * How an unknown noun is sold, read from the noun itself: a service by the session or the job, a
 * digital good by the download, anything else as a made thing. Each sort titles its products its
 * own way (never "Classic" or "Signature" before the noun: that reads as filler, issue 28).
 */
type GenericSort = 'service' | 'digital' | 'goods'

const SERVICE_NOUN =
  /\b(repair|servicing|service|lesson|class|course|session|workshop|treatment|massage|facial|body wrap|haircut|cut|trim|shave|fade|manicure|pedicure|waxing|tattoo|piercing|tuning|detailing|valet|cleaning|grooming|groom|walk|walking|clearing|hemming|tailoring|valeting|babysitting|minding|mowing|landscaping|catering|engraving|translation|localization|localisation|daycare|day care|boarding|sitting|shoot|photography|wedding|portrait|consultation|fitting|alteration|tutoring|coaching|training|tour|tasting|pass|membership|prep|reading|package|appointment|check-up|checkup|inspection|installation|maintenance|rental|hire)(e?s)?$/i
const DIGITAL_NOUN =
  /\b(ebook|e-book|template|preset|font|typeface|pattern|printable|download|guide|planner|wallpaper|plugin|plug-in|brush|lut|sample pack|track|beat|font family|font families|course|cheat sheet|worksheet|video lesson|tutorial)(e?s)?$/i

export function genericSort(noun: string): GenericSort {
  // A bundle or package is sold as what it bundles: "ebook bundle" is a download.
  const phrase = noun
    .trim()
    .toLowerCase()
    .replace(/^(.+?)\s+(?:bundles?|packages?)$/, '$1')
  if (DIGITAL_NOUN.test(phrase)) return 'digital'
  if (SERVICE_NOUN.test(phrase)) return 'service'
  return 'goods'
}

/** Design names, as small makers name their pieces ("the Juniper", "the Wren"). */
const GOODS_STYLES = [
  'Juniper',
  'Harbor',
  'Meadow',
  'Linden',
  'Alder',
  'Wren',
  'Aster',
  'Cove',
  'Ember',
  'Fern',
  'Marlow',
  'Sable',
]
/** How a service is booked: its length, its time, who comes (words that fit a cut as a lesson). */
const SERVICE_STYLES = ['Express', 'Extended', 'Introductory', 'Private', 'Evening', 'Same-Day', 'Family']
/** What a download is for and how far it goes. */
const DIGITAL_STYLES = [
  'Starter',
  'Complete',
  'Printable',
  'Editable',
  'Illustrated',
  'Advanced',
  'Beginner',
  'Pocket',
]

const SORTS: Record<
  GenericSort,
  Pick<ProductKind, 'price' | 'options' | 'styles' | 'qualities' | 'uses' | 'specs'>
> = {
  goods: {
    price: [24, 180],
    options: [],
    styles: GOODS_STYLES,
    qualities: [
      'careful craftsmanship',
      'materials chosen to last',
      'finished by hand',
      'checked before it ships',
    ],
    uses: ['everyday use', 'a thoughtful gift', 'years of use'],
    specs: [
      ['Made by', 'Our own team and trusted makers'],
      ['Shipping', 'Ships within 1 to 2 business days'],
      ['Returns', '30 days'],
    ],
  },
  service: {
    price: [35, 240],
    options: [{ name: 'Length', values: ['30 minutes', '60 minutes', '90 minutes'] }],
    styles: SERVICE_STYLES,
    qualities: [
      'an experienced hand',
      'an unhurried appointment',
      'honest advice',
      'everything you need provided',
    ],
    uses: ['a first visit', 'a regular booking', 'a gift for someone'],
    specs: [
      ['Booking', 'Choose a time after checkout'],
      ['Changes', 'Free to move up to 24 hours before'],
      ['Gift', 'Can be given as a gift card'],
    ],
  },
  digital: {
    price: [9, 59],
    options: [{ name: 'License', values: ['Personal', 'Commercial'] }],
    styles: DIGITAL_STYLES,
    qualities: ['clear instructions', 'files that open anywhere', 'free updates', 'examples to start from'],
    uses: ['getting started quickly', 'a weekend project', 'everyday work'],
    specs: [
      ['Delivery', 'Instant download after checkout'],
      ['Format', 'PDF and editable files'],
      ['Updates', 'Free for life'],
    ],
  },
}

/** A kind for a product noun the taxonomy does not know: "neon sign", "beekeeping suit". */
export function genericProductKind(noun: string, illustration: IllustrationId = 'package'): ProductKind {
  return {
    id: 'generic',
    nouns: [noun],
    illustration,
    ...SORTS[genericSort(noun)],
    collection: noun,
  }
}
