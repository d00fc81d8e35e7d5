// The facts a prompt states, kept in the merchant's own words so the page can show them as given:
// sizes and quantities, how long something lasts, warranties, founding years, places, who it is
// for, offers, claims ("hand-poured", "BPA-free"), and any other figure it mentions.
import { cleanText } from '../../model/text'
import type { Token } from './nlp'

export interface FoundedYear {
  year: number
  /** "since 1952", "est. 1952" */
  text: string
}

export interface Facts {
  /** "750 ml", "12 oz", "pack of 6" */
  quantities: string[]
  /** "keeps drinks cold 24 hours", "40-hour battery life" */
  durations: string[]
  /** "10-year warranty", "lifetime guarantee" */
  warranties: string[]
  founded?: FoundedYear
  /** "Crete", "Portland, Oregon" */
  places: string[]
  /** "skateboarders", "new parents" */
  audiences: string[]
  /** "free shipping over $50", "pre-order", "drops every Friday" */
  offers: string[]
  /** "hand-poured", "organic", "BPA-free" */
  claims: string[]
  /** "$49" for the product the prompt describes */
  price?: string
  /** "5 key features": how many features the product page should list */
  featureCount?: number
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
}
const NUMBER = `(?:\\d+(?:[.,]\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`

const UNITS =
  'ml|millilit(?:er|re)s?|cl|l|lit(?:er|re)s?|fl\\.? ?oz|oz|ounces?|g|grams?|kg|kilos?|kilograms?|lbs?|pounds?|mm|cm|m|met(?:er|re)s?|in|inch(?:es)?|ft|feet|foot|mah|wh|w|watts?|v|volts?|gb|tb|mb|hz|khz|mp|megapixels?|cups?|servings?|capsules?|tablets?|pods?|sheets?|pieces?|pcs|count|ct|layers?|ply|mph|km|miles?|kcal|calories|ppi|dpi|rpm|psi|bar|lumens?|keys?'

const QUANTITY = new RegExp(
  `(?<![\\w$£€])(${NUMBER}(?:\\s?[x×]\\s?${NUMBER})?)\\s?(?:-\\s?)?(${UNITS})\\b|\\b(?:pack|set|box|case|bundle) of ${NUMBER}\\b|\\b${NUMBER}[- ](?:pack|piece|pc)\\b`,
  'gi',
)
/** What may follow a number of inches: "4 in wide", "18 in x 24 in", "6 in.", a list's end. */
const AFTER_INCHES =
  /^(?:\s*(?:$|[x×,.;:)/]|by\b|wide\b|tall\b|long\b|high\b|deep\b|thick\b|across\b|diameter\b|square\b|and\b|or\b))/i

/** "since 1987 in the mountains", "2 in Lyon": the word "in" after a number, not inches. */
function prepositionIn(text: string, match: { text: string; end: number }): boolean {
  if (!/\bin$/i.test(match.text)) return false
  return !AFTER_INCHES.test(text.slice(match.end))
}

const FEATURE_COUNT = new RegExp(
  `\\b(${NUMBER})\\s+(?:key |main |core |standout |top )?(?:features|benefits|selling points|reasons)\\b`,
  'i',
)
const DURATION_UNIT = '(?:hours?|hrs?|days?|weeks?|months?|years?|minutes?|mins?|seconds?|nights?)'
const DURATION_CLAUSE = new RegExp(
  `\\b(?:keeps?|keeping|stays?|lasts?|lasting|holds?|burns?|burning|runs?|brews?|steeps?|charges?|charging|plays?|dries|dry|cures?|aged|ages?|ferment(?:ed|s)?|smoked|slow[- ]cooked|simmered|matured|rested|proofed|roasted within|delivered within|ships? within|ships? in|arrives? in|ready in|up to)\\b[^,.;:!?\\n]{0,40}?\\b${NUMBER}[- +]?${DURATION_UNIT}(?:\\s+(?:of\\s+)?(?:battery(?: life)?|burn time|play(?:back)?|cold|hot|warm|fresh))?`,
  'gi',
)
const DURATION_NOUN = new RegExp(
  `\\b${NUMBER}[- ]${DURATION_UNIT.replace('s?', '')}[- ](?:battery(?: life)?|burn(?: time)?|cold|hot|trial|slow[- ]cook|ferment|fermentation|cold[- ]brew|brew|dry[- ]aged|aged|guarantee|delivery|shipping|returns?|money[- ]back)\\b`,
  'gi',
)
const WARRANTY = new RegExp(
  `\\b(?:(?:${NUMBER}|lifetime|life-time|limited)[- ](?:years?|months?|yr)[- ](?:limited )?(?:warranty|guarantee)|lifetime (?:warranty|guarantee)|(?:warranty|guarantee) (?:of|for) ${NUMBER} (?:years?|months?)|${NUMBER}[- ](?:year|month)s?[- ]warranty)\\b`,
  'gi',
)
const FOUNDED =
  /\b(since|est\.?|established(?: in)?|founded(?: in)?|started(?: in)?|opened(?: in)?|dating (?:back )?(?:from|to)|in business since|family[- ](?:run|owned) since|(?:baking|roasting|brewing|making|crafting|farming|growing|pressing|serving) since)\s+((?:1[5-9]|20)\d\d)\b/i
const PLACE_LEAD =
  /\b(?:in|from|of|to the|to|across the|throughout|based in|located in|made in|handmade in|hand-made in|crafted in|grown in|roasted in|brewed in|baked in|distilled in|pressed in|harvested in|sourced from|on the island of|near|outside|across|around|out of)\s+$/i
const NOT_PLACES = new Set([
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'I',
  'The',
  'A',
  'An',
  'Our',
  'My',
  'We',
  'Page',
  'Type',
  'Shopify',
  'English',
  'French',
  'Spanish',
  'Italian',
  'German',
  'Japanese',
])
const AUDIENCE =
  /\b(?:for|aimed at|targeting|designed for|made for|built for|perfect for|loved by|catering to|serving)\s+((?:(?:busy|young|new|first[- ]time|modern|active|serious|casual|curious|discerning|conscious|eco[- ]conscious|adventurous|little|small|big|older|elderly|working|expecting|expectant|home|amateur|professional|weekend|everyday|urban|city|outdoor|indoor|beginner|advanced|picky|hungry|thirsty|sensitive|vegan|plant[- ]based)\s+){0,2}(?:[a-z-]+(?:ers|ists|ians|ees|ants|ents|ors|ies|fans|lovers|owners|enthusiasts|collectors|hobbyists|parents|families|children|kids|men|women|moms|mums|dads|babies|toddlers|teens|teenagers|students|athletes|beginners|professionals|couples|brides|grooms|seniors|people|folks|cooks|chefs|nurses|teachers|pets|dogs|cats|puppies|kittens|horses|birds|gardeners|readers|writers|travel(?:l)?ers|campers|hikers|climbers|surfers|skaters|skateboarders|cyclists|runners|golfers|anglers|gamers|creators|makers|artists|musicians|photographers|developers|designers|coders|programmers|foodies|bakers|brewers|knitters|crafters|quilters)))\b/gi
const NOT_AUDIENCES =
  /^(?:orders|others|offers|flowers|stickers|sneakers|trainers|planters|containers|sweaters|jumpers|posters|markers|stickers|stoneware|starters|covers|holders|heaters|chargers|speakers|headphones|wrappers|trimmers|shakers|grinders|dispensers|warmers|burners|diffusers|carriers|sitters|toppers|liners|fillers|cleaners|openers|coolers|boilers|cutters|tumblers|diapers|rompers|loafers|slippers|boxers|briefs|leggings|joggers|bloomers|sliders|rollers|markers|layers|ingredients|accessories|supplies|parties|batteries|berries|cherries|cookies|pastries|candies|puppies|ponies|guppies)$/i
const OFFERS: RegExp[] = [
  /\bfree (?:standard |express |next[- ]day |worldwide |uk |us |eu |local )?(?:shipping|delivery)(?: (?:on|for) (?:all |every )?orders?)?(?: (?:over|above|from|of)\s*[$£€]\s?\d+(?:[.,]\d+)?(?:\s?(?:usd|eur|gbp))?)?/gi,
  /\b(?:free|easy|hassle[- ]free) (?:\d+[- ]day )?returns?(?: (?:within|for) \d+ days)?/gi,
  /\b\d+[- ]day (?:free )?(?:returns?|trial|money[- ]back guarantee)/gi,
  /\b\d{1,2}\s?% off(?: (?:your |the )?(?:first order|everything|sitewide|all [a-z]+|orders? over [$£€]\d+))?/gi,
  /\bbuy (?:one|1),? get (?:one|1)(?: free| half off)?/gi,
  /\bpre-?orders?(?: (?:now )?(?:open|available|live))?/gi,
  /\b(?:new )?(?:drops?|releases?|restocks?) every (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month|season)/gi,
  /\blimited[- ](?:edition|run|release|drop|batch)s?/gi,
  /\b(?:monthly |weekly |quarterly )?subscriptions?(?: boxe?s?| plans?)?\b|\bsubscribe (?:and|&) save/gi,
  /\b(?:same|next)[- ]day (?:delivery|shipping|dispatch)/gi,
  /\b(?:free )?(?:local |in-store |curbside )?pick-?up/gi,
  /\b(?:free |complimentary )?gift[- ]wrap(?:ping|ped)?/gi,
  /\bfree samples?(?: with every order)?/gi,
  /\bloyalty (?:program|rewards|club|points)/gi,
  /\bprice[- ]match(?: guarantee)?/gi,
  /\b(?:summer|winter|spring|fall|autumn|holiday|black friday|cyber monday|clearance|end[- ]of[- ]season|flash|anniversary|launch|grand opening) sale/gi,
  /\b(?:made|built|printed|baked|sewn) to order/gi,
  /\b(?:custom orders?|personali[sz]ation|personali[sz]ed engraving|free engraving|monogramming)/gi,
  /\b(?:ships?|dispatch(?:ed)?|delivered) (?:within|in) \d+(?:[-–]\d+)? (?:business |working )?(?:hours?|days?)/gi,
  /\bcarbon[- ]neutral (?:shipping|delivery)/gi,
  /\bplastic[- ]free (?:packaging|shipping)/gi,
  /\b(?:gift cards?|e-?gift cards?)/gi,
]
const CLAIMS =
  /\b(?:hand[- ]?(?:made|poured|crafted|painted|dyed|stitched|sewn|thrown|blown|picked|roasted|tied|knit|woven|bound|carved)|handcrafted|small[- ]batch|single[- ]origin|single[- ]estate|cold[- ]pressed|stone[- ]ground|wood[- ]fired|slow[- ]roasted|organic|certified organic|vegan|plant[- ]based|cruelty[- ]free|gluten[- ]free|dairy[- ]free|nut[- ]free|sugar[- ]free|keto|paleo|non[- ]gmo|fair[- ]trade|ethically (?:made|sourced)|locally (?:made|sourced|grown)|sustainably (?:made|sourced)|sustainable|recycled|upcycled|eco[- ]friendly|zero[- ]waste|plastic[- ]free|biodegradable|compostable|refillable|bpa[- ]free|non[- ]toxic|toxin[- ]free|paraben[- ]free|fragrance[- ]free|hypoallergenic|dishwasher[- ]safe|machine[- ]washable|waterproof|water[- ]resistant|shatterproof|leak[- ]proof|spill[- ]proof|insulated|double[- ]walled|vacuum[- ]insulated|ergonomic|adjustable|wireless|rechargeable|solar[- ]powered|family[- ](?:owned|run)|woman[- ]owned|women[- ]owned|black[- ]owned|veteran[- ]owned|independent|award[- ]winning|made in (?:the )?(?:usa|us|uk|italy|france|japan|portugal|germany|spain|canada)|wild[- ]harvested|raw|unfiltered|grass[- ]fed|free[- ]range|pasture[- ]raised|heirloom|vintage|one[- ]of[- ]a[- ]kind)\b/gi

function unique(items: string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const item of items) {
    const text = cleanText(item, 120)
    const key = text.toLowerCase()
    if (!text || seen.has(key) || out.some((o) => o.toLowerCase().includes(key))) continue
    seen.add(key)
    out.push(text)
  }
  return out
}

function matchesOf(text: string, pattern: RegExp): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = []
  for (const m of text.matchAll(
    new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
  ))
    out.push({ text: m[0].trim(), start: m.index ?? 0, end: (m.index ?? 0) + m[0].length })
  return out
}

function readPlaces(text: string, tokens: Token[], skip: readonly [number, number][]): string[] {
  const places: string[] = []
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token
    if (!/^\p{Lu}/u.test(token.text) || NOT_PLACES.has(token.text)) continue
    if (skip.some(([s, e]) => token.start >= s && token.start < e)) continue
    const lead = text.slice(Math.max(0, token.start - 24), token.start)
    // The tagger calls many names places ("Rook Hollow"): only a city or country counts without "in".
    const tagged = token.tags.has('City') || token.tags.has('Country')
    if (!PLACE_LEAD.test(lead) && !tagged) continue
    // "from Kestrel Leatherworks" is a maker; "from Crete" a place: after "from" or "by", only a
    // single word or one the tagger knows as a place.
    const next = tokens[i + 1]
    if (
      /\b(?:from|by)\s+$/i.test(lead) &&
      !token.tags.has('Place') &&
      !tagged &&
      next &&
      /^\p{Lu}/u.test(next.text) &&
      !/[,.;:]/.test(token.post)
    )
      continue
    // A place is a run of capitalised words: "Portland", "Cape Town", "Portland, Oregon".
    const run = [token]
    for (let j = i + 1; j < tokens.length; j++) {
      const next = tokens[j] as Token
      const prev = run[run.length - 1] as Token
      if (!/^\p{Lu}/u.test(next.text) || NOT_PLACES.has(next.text)) break
      if (/[.;:!?]/.test(prev.post)) break
      if (
        /,/.test(prev.post) &&
        !(
          next.tags.has('Place') ||
          next.tags.has('Region') ||
          next.tags.has('Country') ||
          /^[A-Z]{2}$/.test(next.text)
        )
      )
        break
      run.push(next)
      if (run.length >= 4) break
    }
    const last = run[run.length - 1] as Token
    places.push(text.slice(token.start, last.start + last.text.length))
    i += run.length - 1
  }
  return places
}

/**
 * The facts of a prompt. `skip` holds spans that are something else (the store name, product
 * names), so "Salt & Stone" is not a place and "1952 Reserve" not a founding year.
 */
export function readFacts(text: string, tokens: Token[], skip: readonly [number, number][] = []): Facts {
  const outside = (m: { start: number; end: number }) => !skip.some(([s, e]) => m.start < e && m.end > s)
  const taken: [number, number][] = []
  const take = (list: { text: string; start: number; end: number }[]) => {
    for (const m of list) taken.push([m.start, m.end])
    return list.map((m) => m.text)
  }

  const warranties = take(matchesOf(text, WARRANTY).filter(outside))
  const offers = take(OFFERS.flatMap((pattern) => matchesOf(text, pattern)).filter(outside))
  const durations = take(
    [...matchesOf(text, DURATION_CLAUSE), ...matchesOf(text, DURATION_NOUN)]
      .filter(outside)
      .filter((m) => !taken.some(([s, e]) => m.start < e && m.end > s)),
  )
  const quantities = take(
    matchesOf(text, QUANTITY)
      .filter(outside)
      .filter((m) => !taken.some(([s, e]) => m.start >= s && m.end <= e))
      .filter((m) => !prepositionIn(text, m)),
  )
  const founded = FOUNDED.exec(text)
  if (founded) taken.push([founded.index, founded.index + founded[0].length])
  const featureCount = FEATURE_COUNT.exec(text)
  const countWord = featureCount?.[1]?.toLowerCase() ?? ''
  const count = Number(countWord) || NUMBER_WORDS[countWord]
  if (featureCount) taken.push([featureCount.index, featureCount.index + featureCount[0].length])

  const audiences: string[] = []
  for (const m of text.matchAll(AUDIENCE)) {
    const who = (m[1] ?? '').trim()
    const start = (m.index ?? 0) + m[0].length - who.length
    const last = who.split(/\s+/).pop() ?? ''
    if (!who || NOT_AUDIENCES.test(last) || !outside({ start, end: start + who.length })) continue
    audiences.push(who)
    taken.push([start, start + who.length])
  }
  const claims = take(
    matchesOf(text, CLAIMS)
      .filter(outside)
      .filter((m) => !taken.some(([s, e]) => m.start >= s && m.end <= e)),
  )
  const places = readPlaces(text, tokens, skip)
  const price = /(?:^|[\s(])([$£€]\s?\d+(?:[.,]\d{2})?)(?![\d%])/.exec(
    text.replace(/\b(?:over|above|from|under)\s*[$£€]\s?\d+(?:[.,]\d+)?/gi, (m) => ' '.repeat(m.length)),
  )

  return {
    quantities: unique(quantities),
    durations: unique(durations),
    warranties: unique(warranties),
    ...(founded?.[2] ? { founded: { year: Number(founded[2]), text: cleanText(founded[0], 60) } } : {}),
    places: unique(places),
    audiences: unique(audiences),
    offers: unique(offers),
    claims: unique(claims),
    ...(price?.[1] ? { price: price[1].replace(/\s/g, '') } : {}),
    ...(count ? { featureCount: Math.min(count, 12) } : {}),
  }
}
