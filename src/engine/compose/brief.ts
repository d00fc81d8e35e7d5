// Prompt -> store brief: everything the composer decides before it writes a file. Pure and
// deterministic: the same input always gives the same brief.
import { sampleCatalog } from '../catalog'
import {
  composeInputSchema,
  type ComposeInput,
  type PageType,
  type ProductDetails,
  type SampleProduct,
  type StoreConfig,
  templateForPageType,
} from '../theme'
import { FONT_STACKS, type FontId, type Typography } from './fonts'
import { detectNiche, GENERIC_NICHE, type Niche, wordPattern } from './niches'
import {
  adjust,
  COLOR_WORDS,
  contrast,
  ensureContrast,
  hexToHsl,
  isDark,
  mix,
  type Palette,
  readableOn,
} from './palette'
import {
  type HomeSection,
  STYLE_IDS,
  STYLES,
  type StyleId,
  type Tone,
  TONE_COPY,
  type ToneCopy,
} from './styles'
import { capitalize, cleanText, hash, pick, richText, titleCase } from './text'
import { productGridSettings, type ProductGridSettings } from './grid'

/** The product a merchant described with a product-page prompt, ready for the templates. */
export interface SpotlightProduct {
  title: string
  /** display price, e.g. "$49.00" */
  price?: string
  /** rich text (HTML paragraphs, escaped) */
  description?: string
  features: string[]
  /** data: or https: image URLs */
  images: string[]
}

export interface HeroCopy {
  heading: string
  text: string
  button: string
  secondaryButton?: string
  height: 'small' | 'medium' | 'large'
  alignment: 'left' | 'center'
  background: 'solid' | 'gradient' | 'pattern' | 'shapes'
  colorScheme: 'background' | 'surface' | 'primary' | 'accent' | 'inverse'
}

export interface StoreBrief {
  pageType: PageType
  /** the template this page type is edited on, e.g. "index", "page.about" */
  template: string
  /** the prompt, cleaned */
  prompt: string
  niche: { id: string; label: string }
  style: StyleId
  styleLabel: string
  dark: boolean
  name: string
  tagline: string
  palette: Palette
  typography: Typography
  tone: Tone
  copy: ToneCopy
  categories: string[]
  /** the products the preview shows: the sample catalog of this store */
  products: SampleProduct[]
  spotlight?: SpotlightProduct
  hero: HeroCopy
  announcements: string[]
  story: { heading: string; text: string }
  imageWithText: { heading: string; text: string }
  values: Niche['values']
  testimonials: Niche['testimonials']
  faq: Niche['faq']
  imagery: string
  /** sections of the home page, in order */
  homeSections: HomeSection[]
  /** sections the prompt asked for by name (FAQ, testimonials, ...) */
  requestedSections: HomeSection[]
  productGrid: ProductGridSettings
  layout: { radius: number; pageWidth: number; headerLayout: 'left' | 'center' }
  storeConfig: StoreConfig
}

const HERO_STYLE: Record<StyleId, Pick<HeroCopy, 'background' | 'colorScheme'>> = {
  modern: { background: 'gradient', colorScheme: 'primary' },
  minimal: { background: 'solid', colorScheme: 'surface' },
  luxury: { background: 'solid', colorScheme: 'inverse' },
  vintage: { background: 'pattern', colorScheme: 'primary' },
  playful: { background: 'shapes', colorScheme: 'primary' },
  bold: { background: 'shapes', colorScheme: 'inverse' },
  natural: { background: 'gradient', colorScheme: 'surface' },
  tech: { background: 'gradient', colorScheme: 'surface' },
}

const SECONDARY_BUTTON: Partial<Record<StyleId, string>> = {
  modern: 'Browse collections',
  luxury: 'Our story',
  vintage: 'Browse the racks',
  natural: 'Our story',
  tech: 'Compare products',
  bold: 'View lookbook',
}

const SEASONS: [RegExp, string][] = [
  [/\bsummer\b/i, 'Summer Collection'],
  [/\bspring\b/i, 'Spring Collection'],
  [/\b(autumn|fall)\b/i, 'Autumn Collection'],
  [/\bwinter\b/i, 'Winter Collection'],
  [/\b(holiday|christmas|festive)\b/i, 'The Holiday Gift Guide'],
  [/\bblack friday\b/i, 'Black Friday Sale'],
  [/\b(sale|clearance)\b/i, 'The Sale Is On'],
]

const REQUESTABLE: [RegExp, HomeSection][] = [
  [/\b(faqs?|frequently asked|questions)\b/i, 'faq'],
  [/\b(testimonials?|reviews?|social proof)\b/i, 'testimonials'],
  [/\b(newsletter|e-?mail sign ?up|mailing list|subscribe)\b/i, 'newsletter'],
  [/\bcontact( form| us)?\b/i, 'contact-form'],
  [/\b(categories|collections?)\b/i, 'collection-list'],
  [/\b(featured product|product spotlight|hero product|spotlight)\b/i, 'featured-product'],
  [/\b(our story|brand story|story|about us)\b/i, 'image-with-text'],
  [/\b(features|benefits|why us|usps?|values|perks)\b/i, 'multicolumn'],
  [/\b(product grid|best ?sellers|products)\b/i, 'product-grid'],
]

const NAME_WORDS = 'called|named|name is|appel[ée]e?|nomm[ée]e?|llamad[ao]|namens|chiamat[ao]'

const NAME_PATTERNS = [
  new RegExp(
    `\\b(?:${NAME_WORDS}|brand(?:ed)? as|store name(?: is)?:?)\\s+["“'‘«]\\s*([^"”'’»\\n]{1,60}?)\\s*["”'’»]`,
    'i',
  ),
  /\b(?:called|named|name is)\s+([A-Za-z0-9&][^,.!?;:\n"“”]{0,50}?(?:\s(?:Co|Inc|Ltd)\.)?)(?=\s*(?:[,.!?;:\n]|$|\s(?:that|which|with|selling|sells|for|and|who|where|in|on|to|featuring|offering)\b))/i,
]

const QUOTED = /["“«]\s*([^"”»\n]{2,60}?)\s*["”»]|(?:^|\s)['‘]([^'’\n]{2,60})['’](?=[\s.,!?;:]|$)/g

function parseName(prompt: string, claimed: Set<string>): string | undefined {
  for (const pattern of NAME_PATTERNS) {
    const match = pattern.exec(prompt)
    const name = match?.[1]?.trim()
    if (name) return name
  }
  for (const match of prompt.matchAll(QUOTED)) {
    const text = (match[1] ?? match[2] ?? '').trim()
    if (text && !claimed.has(text)) return text
  }
  return undefined
}

/** A store name without markup characters or stray punctuation; empty when nothing is left. */
function cleanName(text: string): string {
  const name = cleanText(text.replace(/[<>{}\\`]/g, ' '), 60).replace(
    /^[^\p{L}\p{N}&]+|[^\p{L}\p{N}.!&)]+$/gu,
    '',
  )
  return /[\p{L}\p{N}]/u.test(name) ? name : ''
}

function parseQuotedAfter(prompt: string, words: RegExp): string | undefined {
  const pattern = new RegExp(`${words.source}[^"“'‘\\n]{0,40}["“'‘]([^"”'’\\n]{2,120})["”'’]`, 'i')
  return pattern.exec(prompt)?.[1]?.trim()
}

function parseList(text: string): string[] {
  const cut = text.split(/\s(?:for|with|in|that|which|to|from|at|on|who|where)\s/i)[0] ?? ''
  const items = cut
    .split(/,|;|\/|\s&\s|\band\b|\bor\b/i)
    .map((item) => cleanText(item.replace(/^\s*(?:also|more|some|our|the|a|an)\s+/i, ''), 40))
    .filter((item) => item.length > 1 && item.split(/\s+/).length <= 4 && !/[{}<>]/.test(item))
  const unique: string[] = []
  for (const item of items) {
    const title = titleCase(item.toLowerCase())
    if (!unique.some((u) => u.toLowerCase() === title.toLowerCase())) unique.push(title)
  }
  return unique.slice(0, 8)
}

function parseCategories(prompt: string): string[] | undefined {
  const explicit =
    /\bcategor(?:y|ies)\s*(?:like|such as|including|include|are|of|:)?\s*:?\s*([^.!?\n]+)/i.exec(prompt)
  if (explicit?.[1]) {
    const list = parseList(explicit[1])
    if (list.length >= 2) return list
  }
  const selling =
    /\b(?:selling|sells|sell|offering|offers|carrying|carries|stocking|stocks)\s+([^.!?\n]+)/i.exec(prompt)
  if (selling?.[1] && /,|\band\b/i.test(selling[1])) {
    const list = parseList(selling[1])
    if (list.length >= 2) return list
  }
  return undefined
}

/** The thing an unknown niche sells ("handmade soap" in "a handmade soap shop"). */
function parseSubject(prompt: string): string | undefined {
  const match =
    /\b([a-z][a-z-]+(?:\s[a-z][a-z-]+)?)\s+(?:store|shop|boutique|brand|business|company|emporium|studio)\b/i.exec(
      prompt,
    ) ?? /\b(?:selling|sells|sell|for)\s+([a-z][a-z-]+(?:\s[a-z][a-z-]+)?)/i.exec(prompt)
  const subject = match?.[1]?.toLowerCase()
  if (!subject) return undefined
  const words = subject.split(/\s+/).filter((w) => !STOP_WORDS.has(w) && !STYLE_WORDS.has(w))
  return words.length > 0 ? words.join(' ') : undefined
}

const STOP_WORDS = new Set([
  'une',
  'un',
  'la',
  'le',
  'les',
  'el',
  'los',
  'las',
  'una',
  'ein',
  'eine',
  'der',
  'die',
  'das',
  'a',
  'an',
  'the',
  'my',
  'our',
  'online',
  'new',
  'small',
  'local',
  'little',
  'e-commerce',
  'ecommerce',
  'shopify',
  'web',
  'cool',
  'nice',
  'great',
  'good',
  'beautiful',
])
const STYLE_WORDS = new Set(STYLE_IDS.flatMap((id) => STYLES[id].keywords))

function detectStyle(prompt: string, niche: Niche): StyleId {
  let best: StyleId | undefined
  let bestScore = 0
  for (const id of STYLE_IDS) {
    const score = STYLES[id].keywords.filter((keyword) => wordPattern(keyword).test(prompt)).length
    if (score > bestScore) {
      best = id
      bestScore = score
    }
  }
  return best ?? niche.style
}

function detectDark(prompt: string, style: StyleId): boolean {
  if (/\b(light|bright|white background|pastel)\b/i.test(prompt)) return false
  if (/\b(dark|moody|noir|gothic|goth|night|black background|dark mode)\b/i.test(prompt)) return true
  return style === 'tech'
}

interface ColorMention {
  color: string
  index: number
  background: boolean
}

function parseColors(prompt: string): ColorMention[] {
  const mentions: ColorMention[] = []
  const taken: [number, number][] = []
  for (const match of prompt.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi)) {
    const hex = match[1] ?? ''
    const full = hex.length === 3 ? hex.replace(/./g, (c) => c + c) : hex
    const index = match.index ?? 0
    taken.push([index, index + match[0].length])
    mentions.push({
      color: `#${full.toLowerCase()}`,
      index,
      background: /^\s*backgrounds?\b/i.test(prompt.slice(index + match[0].length)),
    })
  }
  for (const [word, hex] of COLOR_WORDS) {
    const pattern = new RegExp(`(?:^|[^a-z-])(${word.replace(/[-]/g, '[- ]?')})(?![a-z])`, 'gi')
    for (const match of prompt.matchAll(pattern)) {
      const index = (match.index ?? 0) + match[0].length - (match[1]?.length ?? 0)
      const end = index + (match[1]?.length ?? 0)
      if (taken.some(([s, e]) => index < e && end > s)) continue
      // "Black Friday" is a date, not a colour.
      if (/^\s+friday\b/i.test(prompt.slice(end))) continue
      taken.push([index, end])
      mentions.push({ color: hex, index, background: /^\s*(?:-\s*)?backgrounds?\b/i.test(prompt.slice(end)) })
    }
  }
  return mentions.sort((a, b) => a.index - b.index)
}

function buildPalette(niche: Niche, style: StyleId, dark: boolean, prompt: string): Palette {
  const styled = STYLES[style].palette(niche.palette)
  let { primary, accent, background, text } = styled
  const colors = parseColors(prompt)
  const backgroundMention = colors.find((c) => c.background)
  const named = colors.filter((c) => !c.background).map((c) => c.color)
  if (named[0]) primary = named[0]
  if (named[1]) accent = named[1]
  else if (named[0]) accent = adjust(named[0], { l: isDark(named[0]) ? 72 : 85, s: 45 })
  if (backgroundMention) {
    background = backgroundMention.color
  } else if (dark && !isDark(background)) {
    background = style === 'luxury' ? '#0e0d0c' : mix(primary, '#0c0c0d', 0.9)
  }
  if (contrast(text, background) < 7)
    text = contrast('#f3f1ec', background) >= contrast('#161616', background) ? '#f3f1ec' : '#161616'
  // A dark page turns a near-black primary (luxury, minimal) into its accent, lightening the accent.
  if (isDark(background) && contrast(primary, background) < 3 && contrast(accent, background) >= 3) {
    ;[primary, accent] = [accent, adjust(accent, { l: Math.min(hexToHsl(accent).l + 22, 88) })]
  }
  // Buttons and links must read on the page; a named colour keeps its hue.
  primary = ensureContrast(primary, background, 3)
  // Warm or tinted styles take their surface from the accent; others from the text colour.
  const tinted = style === 'playful' || style === 'natural' || style === 'vintage'
  const surface = tinted
    ? mix(background, accent, isDark(background) ? 0.12 : 0.16)
    : mix(background, text, isDark(background) ? 0.09 : 0.045)
  return {
    primary,
    accent,
    background,
    text,
    surface,
    onPrimary: readableOn(primary),
    onAccent: readableOn(accent),
  }
}

const SERIF_FONTS: FontId[] = ['classic_serif', 'didone', 'old_style', 'slab']

function buildTypography(style: StyleId, prompt: string): Typography {
  const preset = STYLES[style]
  let heading: FontId = preset.heading
  let body: FontId = preset.body
  if (/\bsans[- ]?serif\b/i.test(prompt)) heading = 'modern_sans'
  else if (/\bserif\b/i.test(prompt) && !SERIF_FONTS.includes(heading))
    heading = style === 'luxury' ? 'didone' : 'classic_serif'
  if (/\b(typewriter|monospace|mono)\b/i.test(prompt)) heading = 'typewriter'
  if (/\b(rounded|friendly font)\b/i.test(prompt)) heading = body = 'rounded'
  if (/\b(geometric)\b/i.test(prompt)) heading = 'geometric'
  return {
    heading,
    body,
    headingStack: FONT_STACKS[heading].stack,
    bodyStack: FONT_STACKS[body].stack,
    headingWeight: preset.headingWeight,
    uppercaseHeadings: preset.uppercaseHeadings,
    headingSpacing: preset.headingSpacing,
    baseSize: preset.baseSize,
  }
}

function inventName(niche: Niche, subject: string | undefined, seed: number): string {
  const first = pick(niche.names.first, seed, 'name-first')
  if (niche === GENERIC_NICHE && subject) {
    const noun = titleCase(subject.split(/\s+/).pop() ?? '')
    return `${first} ${noun} Co.`
  }
  const second = pick(niche.names.second, seed, 'name-second')
  return `${first} ${second}`
}

function formatPrice(price: string | undefined): string | undefined {
  const text = cleanText(price ?? '', 40)
  if (!text) return undefined
  if (/^\d+(?:[.,]\d{1,2})?$/.test(text)) return `$${Number(text.replace(',', '.')).toFixed(2)}`
  return text
}

const DATA_IMAGE =
  /^data:image\/(?:png|jpe?g|gif|webp|avif|svg\+xml)(?:;[a-z0-9=.+-]+)*(?:;base64,[A-Za-z0-9+/=\s]+|,[^"'<>\s`]*)$/i
const HTTPS_IMAGE = /^https:\/\/[^\s"'<>`]+$/i

export function safeImageUrls(images: readonly string[] | undefined): string[] {
  return (images ?? [])
    .map((src) => src.trim())
    .filter((src) => DATA_IMAGE.test(src) || HTTPS_IMAGE.test(src))
}

function buildSpotlight(details: ProductDetails | undefined): SpotlightProduct | undefined {
  if (!details) return undefined
  const title = cleanText(details.title ?? '', 120)
  const features = (details.features ?? []).map((f) => cleanText(f, 120)).filter(Boolean)
  const images = safeImageUrls(details.images)
  const description = details.description ? richText(details.description) : undefined
  if (!title && features.length === 0 && images.length === 0 && !description) return undefined
  return {
    title: title || 'Our signature product',
    price: formatPrice(details.price),
    description: description || undefined,
    features,
    images,
  }
}

function requestedSections(prompt: string): HomeSection[] {
  return REQUESTABLE.filter(([pattern]) => pattern.test(prompt)).map(([, section]) => section)
}

/** Adds requested sections to a base order: before the newsletter, contact forms last. */
export function withRequested(
  base: readonly HomeSection[],
  requested: readonly HomeSection[],
): HomeSection[] {
  const order = [...base]
  for (const section of requested) {
    if (order.includes(section)) continue
    const newsletterAt = order.indexOf('newsletter')
    if (section === 'contact-form' || section === 'newsletter' || newsletterAt === -1) order.push(section)
    else order.splice(newsletterAt, 0, section)
  }
  return order
}

export function buildBrief(rawInput: ComposeInput): StoreBrief {
  const input = composeInputSchema.parse(rawInput)
  const raw = input.prompt
  const prompt = cleanText(raw, 4000)
  const seed = hash(`${prompt.toLowerCase()}|${input.pageType}`)
  // A product page's own details say what the store sells as much as the prompt does.
  const details = input.product
  const niche = detectNiche([raw, details?.title, details?.description].filter(Boolean).join('\n'))
  const style = detectStyle(raw, niche)
  const preset = STYLES[style]
  const dark = detectDark(raw, style)
  const palette = buildPalette(niche, style, dark, raw)
  const typography = buildTypography(style, raw)
  const subject = niche === GENERIC_NICHE ? parseSubject(raw) : undefined

  const heroQuote = parseQuotedAfter(raw, /\b(?:hero|banner|headline|heading|title)\b/)?.replace(/[<>]/g, '')
  const taglineQuote = parseQuotedAfter(raw, /\b(?:tagline|slogan|motto)\b/)?.replace(/[<>]/g, '')
  const claimed = new Set([heroQuote, taglineQuote].filter((q): q is string => Boolean(q)))
  const givenName = parseName(raw, claimed)
  const cleanGiven = cleanName(givenName ?? '')
  const name =
    cleanGiven !== ''
      ? cleanGiven === cleanGiven.toLowerCase()
        ? titleCase(cleanGiven)
        : cleanGiven
      : inventName(niche, subject, seed)

  const categories =
    parseCategories(raw) ??
    (niche === GENERIC_NICHE && subject
      ? [titleCase(subject), ...GENERIC_NICHE.categories.slice(0, 3)]
      : niche.categories)
  const tagline = cleanText(
    taglineQuote ??
      (niche === GENERIC_NICHE && subject
        ? `${capitalize(subject)}, chosen with care`
        : pick(niche.taglines, seed, 'tagline')),
    150,
  )
  const storeConfig: StoreConfig = { name, tagline, primaryColor: palette.primary, categories }

  const season = SEASONS.find(([pattern]) => pattern.test(raw))?.[1]
  const heroStyle = HERO_STYLE[style]
  const copy = TONE_COPY[preset.tone]
  const hero: HeroCopy = {
    heading: cleanText(heroQuote ?? season ?? pick(niche.heroHeadings, seed, 'hero'), 120),
    text:
      niche === GENERIC_NICHE && subject
        ? `${capitalize(subject)} you will love: carefully chosen, fairly priced and delivered to your door.`
        : pick(niche.heroTexts, seed, 'hero-text'),
    button: copy.shopButton,
    secondaryButton: SECONDARY_BUTTON[style],
    height: preset.heroHeight,
    alignment: preset.heroAlignment,
    background: heroStyle.background,
    colorScheme: heroStyle.colorScheme,
  }

  const announcements =
    season === 'The Sale Is On' || season === 'Black Friday Sale'
      ? ['Sale now on: up to 30% off', ...niche.announcements.slice(0, 1)]
      : niche.announcements
  const requested = requestedSections(raw)
  const spotlight = buildSpotlight(details)
  const homeSections =
    input.pageType === 'homepage' ? withRequested(preset.home, requested) : [...preset.home]
  if (spotlight && !homeSections.includes('featured-product')) homeSections.splice(1, 0, 'featured-product')

  return {
    pageType: input.pageType,
    template: templateForPageType(input.pageType),
    prompt,
    niche: { id: niche.id, label: niche === GENERIC_NICHE && subject ? `${subject} store` : niche.label },
    style,
    styleLabel: preset.label,
    dark,
    name,
    tagline,
    palette,
    typography,
    tone: preset.tone,
    copy,
    categories,
    products: sampleCatalog(storeConfig).products,
    spotlight,
    hero,
    announcements: preset.announcement ? announcements : [],
    story: niche.story,
    imageWithText: niche.imageWithText,
    values: niche.values,
    testimonials: niche.testimonials,
    faq: niche.faq,
    imagery: niche.imagery,
    homeSections,
    requestedSections: requested,
    productGrid: productGridSettings(preset.columns, preset.cardStyle),
    layout: {
      radius: preset.radius,
      pageWidth: style === 'minimal' || style === 'luxury' ? 1200 : 1320,
      headerLayout: style === 'luxury' || style === 'minimal' ? 'center' : 'left',
    },
    storeConfig,
  }
}
