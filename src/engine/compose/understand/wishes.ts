// What the prompt asks of the page itself rather than of the store: the look (style words and
// typography), the layout, sections asked for by name, quoted headings, a campaign, the fields
// of a contact form, a blog's topic.
import { STYLE_IDS, type StyleId } from '../../catalog/style-ids'
import { STYLES } from '../styles'
import type { TypographyHints } from '../typography'

export type Composition = 'editorial' | 'grid' | 'story' | 'single' | 'campaign' | 'catalogue'

/** Sections a prompt can ask for by name. */
export type WishedSection =
  | 'faq'
  | 'testimonials'
  | 'newsletter'
  | 'contact-form'
  | 'collection-list'
  | 'featured-product'
  | 'story'
  | 'values'
  | 'product-grid'
  | 'countdown'
  | 'timeline'
  | 'stats'
  | 'comparison'
  | 'specs'
  | 'steps'
  | 'gallery'
  | 'blog'
  | 'location'
  | 'subscription'
  | 'press'
  | 'slideshow'

/** What the prompt asked of the type: the hints the typography is chosen by. */
export type TypographyWish = TypographyHints

export interface Campaign {
  kind:
    'pre-order' | 'launch' | 'sale' | 'drop' | 'crowdfunding' | 'group-buy' | 'waitlist' | 'holiday' | 'event'
  /** as written: "pre-order campaign", "summer sale" */
  text: string
  /** a date as written, when the prompt gives one: "March 15" */
  date?: string
}

export interface Wishes {
  /** style words found, strongest first */
  styles: StyleId[]
  dark?: boolean
  typography: TypographyWish
  composition?: Composition
  sections: WishedSection[]
  heroHeading?: string
  tagline?: string
  campaign?: Campaign
  /** contact form fields asked for: "order number", "phone" */
  formFields: string[]
  /** "a blog about slow living and home baking" -> "slow living and home baking" */
  blogTopic?: string
}

const SECTION_WORDS: [RegExp, WishedSection][] = [
  [/\b(faqs?|frequently asked|questions and answers|q ?& ?a)\b/i, 'faq'],
  [/\b(testimonials?|reviews?|social proof|what (?:our )?customers say)\b/i, 'testimonials'],
  [/\b(newsletter|e-?mail sign ?-?up|mailing list|subscribe form|sign[- ]up form)\b/i, 'newsletter'],
  [/\bcontact (form|us|section|details)\b/i, 'contact-form'],
  [/\b(categories|collection list|shop by (?:category|collection))\b/i, 'collection-list'],
  [/\b(featured product|product spotlight|hero product|spotlight)\b/i, 'featured-product'],
  [/\b(our story|brand story|about us|about section|origin story|mission)\b/i, 'story'],
  [/\b(benefits|why (?:choose )?us|usps?|our values|perks|what makes us different)\b/i, 'values'],
  [
    /\b(product grid|best ?sellers|featured products|shop (?:the )?(?:collection|products))\b/i,
    'product-grid',
  ],
  [/\b(countdown|count down|timer)\b/i, 'countdown'],
  [/\b(timeline|milestones|our history|history section)\b/i, 'timeline'],
  [/\b(stats|statistics|numbers|by the numbers|figures)\b/i, 'stats'],
  [/\b(comparison|compare|versus|vs\.?|comparison table)\b/i, 'comparison'],
  [/\b(specs|specifications|tech specs|technical details|spec sheet)\b/i, 'specs'],
  [/\b(how it works|steps|step by step|process)\b/i, 'steps'],
  [/\b(gallery|lookbook|look book|instagram feed|photo grid)\b/i, 'gallery'],
  [/\b(blog posts?|journal|articles|latest news|recipes section)\b/i, 'blog'],
  [/\b(location|visit us|find us|our shop address|opening hours|store hours|map)\b/i, 'location'],
  [/\b(subscription|subscribe and save|membership|monthly box|plans)\b/i, 'subscription'],
  [/\b(press|as seen in|featured in|logos|partners)\b/i, 'press'],
  [/\b(slideshow|slider|carousel)\b/i, 'slideshow'],
]

const COMPOSITION_WORDS: [RegExp, Composition][] = [
  [
    /\b(pre-?orders?|launch(?:ing)?|kickstarter|crowdfund(?:ing)?|countdown|campaign|coming soon|waitlist|giveaway|flash sale|black friday|cyber monday)\b/i,
    'campaign',
  ],
  [/\b(single[- ]product|one product|only one product|hero product)\b/i, 'single'],
  [/\b(editorial|magazine|journal[- ]style|lookbook|storytelling)\b/i, 'editorial'],
  [
    /\b(catalog(?:ue)?|wide range|huge selection|hundreds of|big inventory|many categories|lots of products|department store|marketplace)\b/i,
    'catalogue',
  ],
  [
    /\b(our story|heritage|family[- ](?:run|owned)|since \d{4}|generations|founded|tradition(?:al)?|artisan)\b/i,
    'story',
  ],
  [/\b(product grid|grid[- ]first|shop[- ]first|products first|best ?sellers)\b/i, 'grid'],
]

const CAMPAIGNS: [RegExp, Campaign['kind']][] = [
  [/\bpre-?orders?(?: campaign| launch| page)?\b/i, 'pre-order'],
  [/\b(kickstarter|indiegogo|crowdfunding)(?: campaign)?\b/i, 'crowdfunding'],
  [/\bgroup[- ]?buy\b/i, 'group-buy'],
  [/\b(?:wait ?list|waiting list)\b/i, 'waitlist'],
  [/\b(?:product |new )?launch(?: campaign| page| event)?\b/i, 'launch'],
  [/\b(?:new )?drop\b/i, 'drop'],
  [
    /\b(?:black friday|cyber monday|christmas|holiday|valentine'?s(?: day)?|mother'?s day|father'?s day)(?: sale| campaign| gift guide)?\b/i,
    'holiday',
  ],
  [
    /\b(?:summer|winter|spring|fall|autumn|clearance|flash|end[- ]of[- ]season|anniversary)? ?sale\b/i,
    'sale',
  ],
  [/\b(?:pop-?up|event|workshop|tasting|market day)\b/i, 'event'],
]

const DATE =
  /\b(?:(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? \d{1,2}(?:st|nd|rd|th)?(?:,? \d{4})?|\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:january|february|march|april|may|june|july|august|september|october|november|december)(?: \d{4})?|\d{4}-\d{2}-\d{2})\b/i

function quotedAfter(text: string, words: RegExp): string | undefined {
  const pattern = new RegExp(`${words.source}[^"“'‘\\n]{0,40}["“'‘]([^"”'’\\n]{2,120})["”'’]`, 'i')
  return pattern.exec(text)?.[1]?.replace(/[<>]/g, '').trim()
}

function formFields(text: string): string[] {
  const match =
    /\b(?:fields?|asks? for|asking for|collects?|with (?:a |an )?(?:field|input|box)s? for)\s*(?:for|:)?\s*([^.!?\n]+)/i.exec(
      text,
    )
  if (!match?.[1]) return []
  return match[1]
    .split(/\s*(?:,|;|\band\b|\bor\b|&|\/)\s*/i)
    .map((field) => field.replace(/^(?:a|an|the|their|your|customer'?s?)\s+/i, '').trim())
    .filter((field) => field.length > 1 && field.split(/\s+/).length <= 4)
    .slice(0, 6)
}

export function readWishes(text: string): Wishes {
  const scored = STYLE_IDS.map((id) => ({
    id,
    score: STYLES[id].keywords.filter((keyword) =>
      new RegExp(`(?:^|[^a-z0-9])${keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9])`, 'i').test(
        text,
      ),
    ).length,
  }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
  const light = /\b(light|bright|white background|pastel|airy)\b/i.test(text)
  const dark = /\b(dark|moody|noir|gothic|goth|night|black background|dark mode)\b/i.test(text)

  const typography: TypographyWish = {}
  if (/\bsans[- ]?serif\b/i.test(text)) typography.sansSerif = true
  else if (/\bserif\b/i.test(text)) typography.serif = true
  if (/\b(monospace|mono|typewriter|code font)\b/i.test(text)) typography.monospace = true
  if (/\b(rounded|friendly font|bubbly)\b/i.test(text)) typography.rounded = true
  if (/\bgeometric\b/i.test(text)) typography.geometric = true
  if (/\b(condensed|narrow|tall letters)\b/i.test(text)) typography.condensed = true
  if (/\b(display font|big type|statement type|chunky|poster type)\b/i.test(text)) typography.display = true

  const campaignMatch = CAMPAIGNS.map(([pattern, kind]) => ({ kind, m: pattern.exec(text) })).find((c) => c.m)
  const date = DATE.exec(text)?.[0]
  const topic =
    /\bblog (?:about|on|covering|for|with (?:posts|articles) (?:about|on))\s+([^.!?\n]{3,80})/i.exec(
      text,
    )?.[1]

  return {
    styles: scored.map((s) => s.id),
    ...(light && !dark ? { dark: false } : dark ? { dark: true } : {}),
    typography,
    composition: COMPOSITION_WORDS.find(([pattern]) => pattern.test(text))?.[1],
    sections: SECTION_WORDS.filter(([pattern]) => pattern.test(text)).map(([, section]) => section),
    heroHeading: quotedAfter(text, /\b(?:hero|banner|headline|heading|title)\b/),
    tagline: quotedAfter(text, /\b(?:tagline|slogan|motto)\b/),
    ...(campaignMatch?.m
      ? { campaign: { kind: campaignMatch.kind, text: campaignMatch.m[0].trim(), ...(date ? { date } : {}) } }
      : {}),
    formFields: formFields(text),
    ...(topic ? { blogTopic: topic.trim() } : {}),
  }
}
