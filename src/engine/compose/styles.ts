// Style presets: the mood words of a prompt ("minimalist", "luxury", "vintage", ...) decide the
// typography, palette treatment, card style and tone of voice. A page's sections are chosen by
// its composition (compositions.ts), not by its style.
import type { FontId } from '../model/fonts'
import { adjust, hexToHsl, mix } from '../catalog/palette'
import type { StyleId } from '../catalog/style-ids'

export type Tone =
  'friendly' | 'calm' | 'refined' | 'nostalgic' | 'playful' | 'energetic' | 'warm' | 'precise'

export type CardStyle = 'modern' | 'minimal' | 'bold'

export interface BasePalette {
  primary: string
  accent: string
  background: string
  text: string
}

export interface StylePreset {
  id: StyleId
  label: string
  /** words that select this style, matched as whole words */
  keywords: string[]
  heading: FontId
  body: FontId
  headingWeight: 400 | 500 | 600 | 700 | 800
  uppercaseHeadings: boolean
  headingSpacing: number
  baseSize: number
  cardStyle: CardStyle
  /** corner radius of buttons and cards, px */
  radius: number
  tone: Tone
  announcement: boolean
  heroHeight: 'small' | 'medium' | 'large'
  heroAlignment: 'left' | 'center'
  columns: { desktop: number; mobile: number }
  /** the palette this style makes of a niche's colours */
  palette(base: BasePalette): BasePalette
}

export const STYLES: Record<StyleId, StylePreset> = {
  modern: {
    id: 'modern',
    label: 'Modern',
    keywords: ['modern', 'contemporary', 'fresh', 'stylish', 'chic'],
    heading: 'dm_sans',
    body: 'inter',
    headingWeight: 700,
    uppercaseHeadings: false,
    headingSpacing: 0,
    baseSize: 16,
    cardStyle: 'modern',
    radius: 8,
    tone: 'friendly',
    announcement: true,
    heroHeight: 'medium',
    heroAlignment: 'left',
    columns: { desktop: 4, mobile: 2 },
    palette: (base) => base,
  },
  minimal: {
    id: 'minimal',
    label: 'Minimal',
    keywords: [
      'minimal',
      'minimalist',
      'minimalistic',
      'clean',
      'simple',
      'scandinavian',
      'understated',
      'nordic',
    ],
    heading: 'jost',
    body: 'inter',
    headingWeight: 400,
    uppercaseHeadings: false,
    headingSpacing: 2,
    baseSize: 15,
    cardStyle: 'minimal',
    radius: 0,
    tone: 'calm',
    announcement: false,
    heroHeight: 'large',
    heroAlignment: 'center',
    columns: { desktop: 3, mobile: 1 },
    palette: (base) => ({
      primary: '#161616',
      accent: mix(base.accent, '#ffffff', 0.55),
      background: '#ffffff',
      text: '#161616',
    }),
  },
  luxury: {
    id: 'luxury',
    label: 'Luxury',
    keywords: [
      'luxury',
      'luxurious',
      'premium',
      'high-end',
      'elegant',
      'upscale',
      'exclusive',
      'refined',
      'sophisticated',
      'opulent',
      'fine',
    ],
    heading: 'cormorant',
    body: 'jost',
    headingWeight: 400,
    uppercaseHeadings: true,
    headingSpacing: 12,
    baseSize: 16,
    cardStyle: 'minimal',
    radius: 0,
    tone: 'refined',
    announcement: true,
    heroHeight: 'large',
    heroAlignment: 'center',
    columns: { desktop: 3, mobile: 2 },
    palette: (base) => ({
      primary: '#1c1a17',
      accent: base.accent === '#c9a96e' ? base.accent : '#b8975a',
      background: '#faf7f2',
      text: '#1c1a17',
    }),
  },
  vintage: {
    id: 'vintage',
    label: 'Vintage',
    keywords: [
      'vintage',
      'retro',
      'antique',
      'nostalgic',
      'old-school',
      'heritage',
      '70s',
      '80s',
      '90s',
      'thrift',
    ],
    heading: 'roboto_slab',
    body: 'lora',
    headingWeight: 700,
    uppercaseHeadings: false,
    headingSpacing: 1,
    baseSize: 17,
    cardStyle: 'bold',
    radius: 2,
    tone: 'nostalgic',
    announcement: true,
    heroHeight: 'medium',
    heroAlignment: 'left',
    columns: { desktop: 4, mobile: 2 },
    palette: (base) => {
      const hue = hexToHsl(base.primary).h
      // Pull the niche colour towards warm, faded tones.
      const warm = hue > 200 && hue < 330 ? 15 : hue
      return {
        primary: adjust(base.primary, { h: warm, s: 52, l: 40 }),
        accent: '#d9a441',
        background: '#f3ead8',
        text: '#3b2f2a',
      }
    },
  },
  playful: {
    id: 'playful',
    label: 'Playful',
    keywords: [
      'playful',
      'fun',
      'colorful',
      'colourful',
      'whimsical',
      'cute',
      'bright',
      'quirky',
      'cheerful',
      'kawaii',
    ],
    heading: 'quicksand',
    body: 'nunito_sans',
    headingWeight: 800,
    uppercaseHeadings: false,
    headingSpacing: 0,
    baseSize: 16,
    cardStyle: 'bold',
    radius: 18,
    tone: 'playful',
    announcement: true,
    heroHeight: 'medium',
    heroAlignment: 'center',
    columns: { desktop: 4, mobile: 2 },
    palette: (base) => {
      const primary = adjust(base.primary, { s: 82, l: 56 })
      return {
        primary,
        accent: adjust(primary, { h: hexToHsl(primary).h + 150, s: 88, l: 62 }),
        background: '#fffaf2',
        text: '#2a1f3d',
      }
    },
  },
  bold: {
    id: 'bold',
    label: 'Bold',
    keywords: [
      'trendy',
      'bold',
      'edgy',
      'streetwear',
      'urban',
      'street',
      'hype',
      'vibrant',
      'loud',
      'statement',
      'trending',
      'youthful',
      'sporty',
    ],
    heading: 'oswald',
    body: 'archivo',
    headingWeight: 800,
    uppercaseHeadings: true,
    headingSpacing: 2,
    baseSize: 16,
    cardStyle: 'bold',
    radius: 4,
    tone: 'energetic',
    announcement: true,
    heroHeight: 'large',
    heroAlignment: 'left',
    columns: { desktop: 4, mobile: 2 },
    palette: (base) => {
      const primary = adjust(base.primary, { s: 88, l: 50 })
      return {
        primary,
        accent: adjust(primary, { h: hexToHsl(primary).h + 180, s: 90, l: 55 }),
        background: '#ffffff',
        text: '#0b0b0b',
      }
    },
  },
  natural: {
    id: 'natural',
    label: 'Natural',
    keywords: [
      'organic',
      'natural',
      'eco',
      'sustainable',
      'earthy',
      'botanical',
      'handmade',
      'artisan',
      'rustic',
      'zero-waste',
      'cozy',
      'cosy',
      'calm',
    ],
    heading: 'lora',
    body: 'work_sans',
    headingWeight: 500,
    uppercaseHeadings: false,
    headingSpacing: 0,
    baseSize: 17,
    cardStyle: 'modern',
    radius: 12,
    tone: 'warm',
    announcement: true,
    heroHeight: 'medium',
    heroAlignment: 'center',
    columns: { desktop: 3, mobile: 2 },
    palette: (base) => ({
      primary: adjust(base.primary, { s: Math.min(hexToHsl(base.primary).s, 38), l: 33 }),
      accent: '#c8a97e',
      background: '#f6f3ea',
      text: '#2d3a2e',
    }),
  },
  tech: {
    id: 'tech',
    label: 'Tech',
    keywords: [
      'futuristic',
      'sleek',
      'tech',
      'high-tech',
      'innovative',
      'smart',
      'techy',
      'cutting-edge',
      'gaming',
      'cyber',
    ],
    heading: 'space_grotesk',
    body: 'inter',
    headingWeight: 700,
    uppercaseHeadings: false,
    headingSpacing: -1,
    baseSize: 16,
    cardStyle: 'modern',
    radius: 14,
    tone: 'precise',
    announcement: true,
    heroHeight: 'large',
    heroAlignment: 'left',
    columns: { desktop: 4, mobile: 2 },
    palette: (base) => ({
      primary: adjust(base.primary, { s: 85, l: 60 }),
      accent: '#00d1b2',
      background: '#0b0d12',
      text: '#e8ecf3',
    }),
  },
}

/**
 * A tone of voice's words for buttons and headings. Any store of that tone may get them, a
 * bakery as well as a surf shop, so they name no trade: a trade's own words belong to its kind
 * of store (KindCopy in the taxonomy).
 */
export interface ToneCopy {
  shopButton: string
  gridHeading: string
  collectionsHeading: string
  testimonialsHeading: string
  featuresHeading: string
  faqHeading: string
  newsletterHeading: string
  newsletterText: string
}

export const TONE_COPY: Record<Tone, ToneCopy> = {
  friendly: {
    shopButton: 'Shop now',
    gridHeading: 'Best sellers',
    collectionsHeading: 'Shop by category',
    testimonialsHeading: 'What our customers say',
    featuresHeading: 'Why shop with us',
    faqHeading: 'Questions, answered',
    newsletterHeading: 'Join our newsletter',
    newsletterText: 'Be the first to hear about new arrivals and special offers.',
  },
  calm: {
    shopButton: 'Discover',
    gridHeading: 'A considered selection',
    collectionsHeading: 'Collections',
    testimonialsHeading: 'Kind words',
    featuresHeading: 'Our approach',
    faqHeading: 'Questions',
    newsletterHeading: 'Stay in touch',
    newsletterText: 'Occasional letters about what is new. Nothing more.',
  },
  refined: {
    shopButton: 'Discover the collection',
    gridHeading: 'Our selection',
    collectionsHeading: 'Explore the collections',
    testimonialsHeading: 'In their words',
    featuresHeading: 'The house promise',
    faqHeading: 'Client services',
    newsletterHeading: 'Join the list',
    newsletterText: 'Receive early access to new collections and private events.',
  },
  nostalgic: {
    shopButton: 'Take a look',
    gridHeading: 'Old favorites',
    collectionsHeading: 'Browse the shop',
    testimonialsHeading: 'From our regulars',
    featuresHeading: 'Why we do it',
    faqHeading: 'Good to know',
    newsletterHeading: 'Get the weekly letter',
    newsletterText: 'New arrivals every week. Be the first to hear.',
  },
  playful: {
    shopButton: "Let's go!",
    gridHeading: 'Crowd favorites',
    collectionsHeading: 'Pick your adventure',
    testimonialsHeading: 'Happy customers',
    featuresHeading: 'Why you will love us',
    faqHeading: 'You asked, we answered',
    newsletterHeading: 'Join the fun',
    newsletterText: 'Sign up for goodies, giveaways and good news.',
  },
  energetic: {
    shopButton: 'Shop the latest',
    gridHeading: 'Trending now',
    collectionsHeading: 'Shop by category',
    testimonialsHeading: 'Word on the street',
    featuresHeading: 'Why us',
    faqHeading: 'FAQ',
    newsletterHeading: 'Get on the list',
    newsletterText: 'Early access to launches, restocks and members-only deals.',
  },
  warm: {
    shopButton: 'Explore the shop',
    gridHeading: 'Our favorites',
    collectionsHeading: 'Explore',
    testimonialsHeading: 'Loved by our community',
    featuresHeading: 'What we believe',
    faqHeading: 'Questions and answers',
    newsletterHeading: 'Letters from us',
    newsletterText: 'Seasonal notes, new arrivals and small-batch releases.',
  },
  precise: {
    shopButton: 'Shop now',
    gridHeading: 'Featured products',
    collectionsHeading: 'Shop by category',
    testimonialsHeading: 'Reviews',
    featuresHeading: 'Built better',
    faqHeading: 'Support',
    newsletterHeading: 'Stay updated',
    newsletterText: 'Product launches, updates and exclusive offers.',
  },
}
