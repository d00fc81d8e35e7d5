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
 * A store of no known kind that sells a service (dog walking, alterations, translation): the same
 * look, in the words of bookings and visits, never of parcels and packing.
 */
export const GENERIC_SERVICE_STORE: StoreKind = {
  ...GENERIC_STORE,
  imagery: 'the work being done, the people who do it, the places it happens',
  heroHeadings: [
    '{products}, done properly',
    'Meet {name}',
    '{products} you can book today',
    'Good {products}, on your schedule',
    '{products} by people who care',
  ],
  heroTexts: [
    '{products} from a small team that knows the work, with honest prices and times that suit you.',
    'At {name} we do one thing and do it well: {products}, booked in a few clicks.',
    '{products} for {audience}: pick a time, and we take it from there.',
  ],
  story: [
    '{name} started with a simple idea: {products} should be done well, explained clearly and priced fairly.',
    'We are a small team that knows {products} inside out. We answer every message ourselves and stand behind every booking.',
    'Every {product} is done by someone who has done it many times before, and if something is not right, we make it right.',
  ],
  values: [
    [
      'Experienced hands',
      'Every {product} is done by someone who knows the work, not a trainee on their own.',
      'hand',
    ],
    ['Real people', 'Questions go to our small team, not a call centre. We reply within a day.', 'chat'],
    ['On time', 'We arrive when we say we will, and tell you early if anything changes.', 'clock'],
    ['Fair prices', 'The price you book is the price you pay: no extras added on the day.', 'tag'],
    ['Easy to book', 'Pick a time online; moving it is free up to 24 hours before.', 'calendar'],
    ['Fully insured', 'Every visit is covered, so you can relax while we work.', 'shield'],
  ],
  faq: [
    ['How do I book?', 'Choose a time after checkout, or write to us and we will find one that suits you.'],
    ['Can I change or cancel a booking?', 'Yes: moving or cancelling is free up to 24 hours before.'],
    ['What should I prepare?', 'Nothing special. We confirm the details with you before your booking.'],
    ['Can I give a {product} as a gift?', 'Yes: a gift card covers any booking, and never expires.'],
    [
      'How can I contact you?',
      'Use the contact form or reply to your booking email. We answer within one business day.',
    ],
  ],
  testimonials: [
    'Booked on Monday, done on Wednesday, and done well. I will book {name} again.',
    'I had a question for {name} before booking and got a thoughtful answer within the hour.',
    'You can tell the people behind {name} care. On time, friendly and careful.',
    'My third booking already. The {product} was as good as the first time.',
    'Fair price, no surprises and a real person on the phone. Highly recommended.',
    'I gave a {product} as a gift and now I have booked one for myself.',
  ],
  announcements: [
    'Book online in a minute',
    'Free to reschedule up to 24 hours before',
    'Gift cards for any booking',
  ],
  craft: ['done by people who know the work', 'booked around you', 'done with care'],
}

/** A store of no known kind that sells downloads (templates, presets, courses): nothing is packed. */
export const GENERIC_DIGITAL_STORE: StoreKind = {
  ...GENERIC_STORE,
  imagery: 'the files in use on a screen, examples of what they make, a tidy desk',
  heroHeadings: [
    '{products}, ready to download',
    'Meet {name}',
    '{products} that save you hours',
    'Good {products} start here',
    '{products} made to be used',
  ],
  heroTexts: [
    '{products} you can download the moment you check out, with clear instructions and free updates.',
    'At {name} we do one thing and do it well: {products} that are easy to use and made to last.',
    '{products} for {audience}, tested on real projects before they are sold.',
  ],
  story: [
    '{name} started with a simple idea: {products} should be well made, clearly explained and fairly priced.',
    'We are a small team that uses our own {products} every day. We answer every message ourselves.',
    'Every {product} is tested before it is published, and updated when something changes.',
  ],
  values: [
    ['Instant download', 'Your files are ready the moment you check out, and in your inbox too.', 'sparkle'],
    ['Real people', 'Questions go to our small team. We reply within a day.', 'chat'],
    ['Free updates', 'Buy once and get every update to your {product} at no cost.', 'recycle'],
    ['Fair prices', 'No subscriptions: the price you see is all you pay.', 'tag'],
    ['Clear instructions', 'Every {product} comes with a short guide to get you started.', 'star'],
    ['Tested first', 'We use every {product} on real projects before it is sold.', 'shield'],
  ],
  faq: [
    ['How do I get my files?', 'A download link appears after checkout and is emailed to you as well.'],
    [
      'Which license do I need?',
      'Personal use is included; choose the commercial license for client or paid work.',
    ],
    ['Do I get updates?', 'Yes: every update is free, and you are emailed when one is out.'],
    ['Can I get a refund?', 'If a {product} does not work for you, write to us within 14 days.'],
    [
      'How can I contact you?',
      'Use the contact form or reply to your order email. We answer within one business day.',
    ],
  ],
  testimonials: [
    'Downloaded in seconds and saved me a whole weekend. Exactly as described.',
    'I had a question for {name} before buying and got a thoughtful answer within the hour.',
    'You can tell the people behind {name} use what they sell. Clear, tidy and easy to follow.',
    'My second purchase already. The {product} works perfectly.',
    'Fair price, instant download and free updates. I will be back.',
    'I bought a {product} for a client project and now use it on everything.',
  ],
  announcements: ['Instant download after checkout', 'Free updates for life', 'New {products} just released'],
  craft: ['tested on real projects', 'explained step by step', 'updated when things change'],
}

/**
 * How an unknown noun is sold, read from the noun itself: a service by the session or the job, a
 * digital good by the download, anything else as a made thing. Each sort titles its products its
 * own way (never "Classic" or "Signature" before the noun: that reads as filler, issue 28).
 */
type GenericSort = 'service' | 'digital' | 'goods'

const SERVICE_NOUN =
  /\b(repair|servicing|service|lesson|class|course|session|workshop|treatment|massage|facial|body wrap|haircut|cut|trim|shave|fade|manicure|pedicure|waxing|tattoo|piercing|tuning|detailing|valet|cleaning|grooming|groom|walk|walking|clearing|hemming|tailoring|valeting|babysitting|minding|mowing|landscaping|catering|engraving|translation|localization|localisation|daycare|day care|boarding|sitting|shoot|photography|wedding|portrait|consultation|fitting|alteration|tutoring|coaching|training|tour|tasting|pass|membership|prep|reading|package|appointment|check-up|checkup|inspection|installation|maintenance|rental|hire|sharpening|framing|threading|tattooing|restringing|upholstering|cutting|tuning)(e?s)?$/i
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
