// Copy from the facts: the store kind's patterns filled with what the prompt names (the store,
// its products, its place and year), and the prompt's facts turned into highlights, questions
// and announcements in the merchant's own words. Deterministic: the seed picks among patterns.
import type { Facts } from './understand'
import type { Pattern, ValueIcon } from '../catalog/taxonomy'
import { capitalize, cleanText, hash, pick } from '../model/text'
import { GENERIC_TITLES } from './repeats'
import type { StoreLanguage } from '../model/language'

export interface CopySlots {
  name: string
  /** plural, as a list: "oversized hoodies, graphic tees and caps" */
  products: string
  /** singular: "hoodie" */
  product: string
  audience: string
  place?: string
  year?: string
  /** the language the patterns are in: "a" becomes "an" before a vowel only in English */
  language?: StoreLanguage
}

const SLOT = /\{(name|products|product|audience|place|year)\}/g

/** A pattern with its slots filled, or undefined when it needs a slot that has no value. */
export function fill(pattern: Pattern, slots: CopySlots): string | undefined {
  let missing = false
  const text = pattern.replace(SLOT, (_, slot: keyof CopySlots) => {
    const value = slots[slot]
    if (!value) missing = true
    return value ?? ''
  })
  if (missing) return undefined
  return sentenceCase(slots.language && slots.language !== 'en' ? withoutDoubleChez(text) : articles(text))
}

/** "chez Chez Nadia": a French pattern's "chez" before a name that already says it. */
export function withoutDoubleChez(text: string): string {
  return text.replace(/(?<!\p{L})chez\s+(?=Chez\s)/giu, '')
}

/**
 * "an espresso machine", not "a espresso machine": a pattern's "a" before a filled-in word that
 * starts with a vowel sound ("a unicorn mug", "a one-off print" and "a eucalyptus candle" keep it).
 */
export function articles(text: string): string {
  // A capital A only opens the text: "grade A olive oil" stays.
  return text.replace(/(^[Aa]|(?<=[\s(])a) (?=([aeiouAEIOU]\p{L}*))/gu, (match, a: string, word: string) =>
    /^(?:uni|use|usu|ut|eu|ew|one|once|ur[aeiou])/i.test(word) ? match : `${a}n `,
  )
}

/**
 * A capital letter to start with; the rest as written (patterns start their own sentences, and
 * "Salt & Co. ships" must not become "Co. Ships").
 */
export function sentenceCase(text: string): string {
  return capitalize(text.trim())
}

const AND: Readonly<Record<StoreLanguage, string>> = {
  en: 'and',
  fr: 'et',
  de: 'und',
  es: 'y',
  it: 'e',
  pt: 'e',
  nl: 'en',
}

/** "a, b and c"; in another language its own "and": "a, b et c". */
export function listOf(items: readonly string[], language: StoreLanguage = 'en'): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} ${AND[language]} ${items[items.length - 1]}`
}

function slotsIn(pattern: Pattern): string[] {
  return [...pattern.matchAll(SLOT)].map((m) => m[1] ?? '')
}

/** Slots that make a sentence this store's own rather than its kind's. */
const OWN = new Set(['products', 'product', 'name', 'place', 'year'])

/**
 * Picks a pattern that fills, preferring those that speak of this store (its name, products,
 * place or year) so two stores of one kind do not share a sentence.
 */
export function choose(
  patterns: readonly Pattern[],
  slots: CopySlots,
  seed: number,
  salt: string,
  maxLength = Infinity,
): string | undefined {
  const filled = patterns
    .map((pattern) => ({ pattern, text: fill(pattern, slots) }))
    .filter(
      (p): p is { pattern: Pattern; text: string } => p.text !== undefined && p.text.length <= maxLength,
    )
  if (filled.length === 0) return undefined
  const own = filled.filter((p) => slotsIn(p.pattern).some((slot) => OWN.has(slot)))
  const pool = own.length > 0 ? own : filled
  // Facts the merchant gave (a place, a year) come first when a pattern can carry them.
  const withFacts = pool.filter((p) => slotsIn(p.pattern).some((slot) => slot === 'place' || slot === 'year'))
  return pick(withFacts.length > 0 && (slots.place || slots.year) ? withFacts : pool, seed, salt).text
}

/** Several distinct filled patterns, in a seeded order. */
export function chooseSeveral(
  patterns: readonly Pattern[],
  slots: CopySlots,
  count: number,
  seed: number,
  salt: string,
): string[] {
  const filled = patterns.map((p) => fill(p, slots)).filter((t): t is string => t !== undefined)
  const order = filled
    .map((text, i) => ({ text, key: hash(`${seed}:${salt}:${i}`) }))
    .sort((a, b) => a.key - b.key)
  return order.slice(0, count).map((o) => o.text)
}

// ---- people ----

const FIRST_NAMES = [
  'Maya',
  'Jordan',
  'Sam',
  'Elena',
  'Chris',
  'Aisha',
  'Riley',
  'Noor',
  'Ben',
  'Hannah',
  'Marcus',
  'Priya',
  'Laura',
  'Michael',
  'Ines',
  'Tomás',
  'Grace',
  'Daniel',
  'Yuki',
  'Omar',
  'Clara',
  'Leo',
  'Fatima',
  'Jonas',
  'Amelia',
  'Diego',
  'Zoe',
  'Kwame',
  'Sofia',
  'Ethan',
  'Mei',
  'Luca',
  'Nadia',
  'Theo',
  'Camille',
  'Arjun',
  'Ruth',
  'Felix',
  'Lena',
  'Mateo',
  'Ava',
  'Hugo',
  'Isla',
  'Ravi',
  'Chloe',
  'Sipho',
  'Freya',
  'Kenji',
  'Rosa',
  'Owen',
  'Lucia',
  'Idris',
  'Elise',
  'Tariq',
  'June',
  'Pablo',
  'Nina',
  'Caleb',
  'Ana',
  'Malik',
]
const INITIALS = 'ABCDEFGHJKLMNPRSTVW'

/** Reviewer names, distinct within a store. */
/** First names customers of a store in each other language are likely to have. */
export const FIRST_NAMES_IN: Readonly<Record<Exclude<StoreLanguage, 'en'>, readonly string[]>> = {
  fr: [
    'Camille',
    'Julien',
    'Léa',
    'Thomas',
    'Manon',
    'Hugo',
    'Chloé',
    'Nicolas',
    'Inès',
    'Mathieu',
    'Sophie',
    'Antoine',
  ],
  de: [
    'Lena',
    'Jonas',
    'Anna',
    'Lukas',
    'Marie',
    'Felix',
    'Sophie',
    'Paul',
    'Hannah',
    'Tobias',
    'Katrin',
    'Jan',
  ],
  es: [
    'Lucía',
    'Pablo',
    'Carmen',
    'Javier',
    'Marta',
    'Diego',
    'Elena',
    'Sergio',
    'Paula',
    'Andrés',
    'Laura',
    'Álvaro',
  ],
  it: [
    'Giulia',
    'Marco',
    'Chiara',
    'Luca',
    'Francesca',
    'Matteo',
    'Sara',
    'Davide',
    'Elena',
    'Andrea',
    'Valentina',
    'Paolo',
  ],
  pt: [
    'Beatriz',
    'João',
    'Mariana',
    'Tiago',
    'Inês',
    'Pedro',
    'Ana',
    'Rafael',
    'Carolina',
    'Miguel',
    'Joana',
    'Lucas',
  ],
  nl: ['Sanne', 'Daan', 'Lotte', 'Bram', 'Eva', 'Thijs', 'Fleur', 'Jeroen', 'Anouk', 'Ruben', 'Femke', 'Sem'],
}

/** Reviewers' names as shops show them ("Camille R."), from the store's language's first names. */
export function reviewers(count: number, seed: number, language: StoreLanguage = 'en'): string[] {
  const names: string[] = []
  const firsts = language === 'en' ? FIRST_NAMES : FIRST_NAMES_IN[language]
  for (let i = 0; names.length < count && i < count * 4; i++) {
    const first = pick(firsts, seed, `reviewer-${i}`)
    const initial = pick(INITIALS.split(''), seed, `initial-${i}`)
    const name = `${first} ${initial}.`
    if (!names.some((n) => n.startsWith(first))) names.push(name)
  }
  return names
}

// ---- facts as copy ----

export interface Highlight {
  title: string
  text: string
  icon: ValueIcon
}

const UNIT_NOUNS: [RegExp, string][] = [
  [/\b(?:ml|cl|l|lit(?:er|re)s?|fl\.? ?oz|oz|millilit(?:er|re)s?)$/i, 'capacity'],
  [/\b(?:g|grams?|kg|kilos?|kilograms?|lbs?|pounds?)$/i, 'size'],
  [/\b(?:mm|cm|m|met(?:er|re)s?|in|inch(?:es)?|ft|feet)$/i, 'size'],
  [/\bmah$/i, 'battery'],
  [/\b(?:w|watts?)$/i, 'power'],
  [/\b(?:gb|tb)$/i, 'storage'],
]

function quantityTitle(quantity: string): string {
  const noun = UNIT_NOUNS.find(([pattern]) => pattern.test(quantity))?.[1]
  return noun ? `${quantity} ${noun}` : capitalize(quantity)
}

function offerIcon(offer: string): ValueIcon {
  if (/ship|deliver|pick-?up|dispatch/i.test(offer)) return 'truck'
  if (/return|trial|money/i.test(offer)) return 'return'
  if (/gift/i.test(offer)) return 'gift'
  if (/% off|sale|price|bogo|buy one/i.test(offer)) return 'tag'
  if (/drop|release|restock|every/i.test(offer)) return 'calendar'
  if (/pre-?order|order/i.test(offer)) return 'clock'
  if (/sample|subscri|loyal/i.test(offer)) return 'package'
  return 'star'
}

function claimIcon(claim: string): ValueIcon {
  if (/hand/i.test(claim)) return 'hand'
  if (
    /organic|vegan|plant|natural|eco|sustainab|recycl|compost|biodegrad|zero|plastic|refill|upcycl|wild|fair/i.test(
      claim,
    )
  )
    return 'leaf'
  if (/water|leak|spill|shatter|proof|resistant/i.test(claim)) return 'droplet'
  if (/owned|family|independent|local/i.test(claim)) return 'heart'
  if (/free|toxic|allergen|safe/i.test(claim)) return 'shield'
  return 'sparkle'
}

/**
 * The prompt's facts as short titled highlights, titles in the merchant's words. Every fact
 * the prompt states appears in one of them.
 */
function patternHighlights(facts: Facts, slots: CopySlots): Highlight[] {
  const out: Highlight[] = []
  const product = slots.product || 'order'
  for (const warranty of facts.warranties)
    out.push({
      title: capitalize(warranty),
      text: `Every ${product} is covered by our ${warranty.toLowerCase()}. If something fails, we repair or replace it.`,
      icon: 'shield',
    })
  for (const duration of facts.durations)
    out.push({
      title: capitalize(duration),
      text: `Tested in everyday use, not only in the lab.`,
      icon: 'clock',
    })
  for (const quantity of facts.quantities)
    out.push({
      title: quantityTitle(quantity),
      text: `Sized with care: ${quantity}, no more and no less.`,
      icon: 'package',
    })
  if (facts.founded)
    out.push({
      title: capitalize(facts.founded.text),
      text: `${slots.name} has been at it ${facts.founded.text.toLowerCase().startsWith('since') ? facts.founded.text.toLowerCase() : `since ${facts.founded.year}`}.`,
      icon: 'calendar',
    })
  for (const place of facts.places)
    out.push({ title: `From ${place}`, text: `${slots.name} is rooted in ${place}.`, icon: 'map-pin' })
  for (const audience of facts.audiences)
    out.push({
      title: `Made for ${audience}`,
      text: `Designed with ${audience} in mind, and tested by them too.`,
      icon: 'heart',
    })
  for (const offer of facts.offers)
    out.push({ title: capitalize(offer), text: offerText(offer, product), icon: offerIcon(offer) })
  for (const claim of facts.claims)
    out.push({
      title: capitalize(claim),
      text: `It is how every ${product} at ${slots.name} is made.`,
      icon: claimIcon(claim),
    })
  return out
}

/** The text a pattern fact was found in, for matching: lower case, single spaces. */
function plain(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ')
}

/** Words that carry nothing of their own in a store's description, in the languages it may be in. */
const DESCRIPTION_WORDS = new Set(
  (
    'a an the in at from of for with and or by on to near our we my i is are small little local ' +
    'family family-run independent online sell sells selling offer offers offering based located ' +
    'shop store studio boutique roastery bakery workshop atelier company brand label ' +
    'de du des la le les l un une à au aux en et ou pour avec chez qui vend vendant petit petite ' +
    'der die das den dem ein eine einen im aus und mit für von am kleiner kleines kleine ' +
    'el los las del y con para que una unos pequeña pequeño ' +
    'il lo gli i di da e per che piccolo piccola ' +
    'o os as um uma em no na do da dos das com pequena pequeno ' +
    'het een uit van die verkoopt kleine'
  ).split(' '),
)

const SHOP_WORD =
  /^(?:tienda|tiendas|magasin|laden|geschäft|negozio|bottega|loja|winkel|taller|estudio|werkstatt|werkplaats|oficina|laboratorio)$|(?:erie|eria|ería|winkel|werkstatt|laden|zaak|shop|store)$/iu

/** Lower-case words, accents kept. */
function wordsIn(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean)
}

/**
 * Whether a statement only describes the store ("A small honey shop in Vermont selling raw honey
 * and beeswax candles"): what it sells, where and since when, all said elsewhere on the page. It
 * is not printed again as a highlight; the facts inside it are, each as its own.
 */
export function onlyDescribes(statement: string, facts: Facts, slots: CopySlots): boolean {
  const known = new Set(
    [
      slots.name,
      slots.products,
      slots.product,
      ...facts.places,
      ...facts.audiences,
      facts.founded?.year ?? '',
    ].flatMap((text) => wordsIn(String(text))),
  )
  const said = (word: string) =>
    known.has(word) || known.has(`${word}s`) || known.has(word.replace(/(?:e?s|x)$/, ''))
  return wordsIn(statement).every(
    (word) => DESCRIPTION_WORDS.has(word) || SHOP_WORD.test(word) || said(word) || /^\d+$/.test(word),
  )
}

/**
 * The prompt's facts as short titled highlights, in the merchant's words: each statement the
 * prompt makes about the store, titled by the fact inside it, and every fact the statements do
 * not already say. A statement that only describes the store is not repeated.
 */
export function highlights(facts: Facts, statements: readonly string[], slots: CopySlots): Highlight[] {
  const patterns = patternHighlights(facts, slots)
  const sources = new Map<Highlight, string>()
  const raw = (h: Highlight) => plain(h.title.replace(/^(?:From|Made for) /, ''))
  for (const h of patterns) sources.set(h, raw(h))
  const absorbed = new Set<Highlight>()
  const out: Highlight[] = []
  let untitled = 0
  for (const statement of statements) {
    if (onlyDescribes(statement, facts, slots)) continue
    const inside = patterns.filter(
      (h) => !absorbed.has(h) && plain(statement).includes(sources.get(h) ?? '\u0000'),
    )
    for (const h of inside) absorbed.add(h)
    const lead = inside[0]
    const sentence = statement.replace(/[.!]?$/, '.')
    if (statement.length <= 48)
      out.push({ title: statement.replace(/[.!]$/, ''), text: lead?.text ?? '', icon: lead?.icon ?? 'star' })
    else if (lead) out.push({ title: lead.title, text: sentence, icon: lead.icon })
    else
      out.push({
        title: GENERIC_TITLES[untitled++ % GENERIC_TITLES.length] ?? 'Good to know',
        text: sentence,
        icon: 'star',
      })
  }
  out.push(...patterns.filter((h) => !absorbed.has(h)))
  return out.map((h) => ({ ...h, title: cleanText(h.title, 80), text: cleanText(h.text, 220) }))
}

function offerText(offer: string, product: string): string {
  if (/pre-?order/i.test(offer))
    return `Reserve your ${product} now. We ship as soon as the first batch is ready.`
  if (/every/i.test(offer)) return 'Sign up to hear the moment the next one lands.'
  if (/ship|deliver/i.test(offer)) return 'Applied automatically at checkout.'
  if (/return|trial/i.test(offer)) return 'Not right? Send it back, no questions asked.'
  if (/gift/i.test(offer)) return 'Add a note at checkout and we will wrap it for you.'
  if (/subscri/i.test(offer)) return 'Pause, skip or cancel at any time.'
  if (/limited/i.test(offer)) return 'Made in small numbers. When they are gone, they are gone.'
  if (/to order|custom|personali|engrav|monogram/i.test(offer))
    return `Each ${product} is made for you after you order.`
  return 'See the details at checkout.'
}

/** Questions the prompt's facts raise, answered with them. */
export function factQuestions(facts: Facts, slots: CopySlots): [string, string][] {
  const out: [string, string][] = []
  const product = slots.product || 'order'
  for (const warranty of facts.warranties)
    out.push([
      `What does the ${warranty.toLowerCase()} cover?`,
      articles(
        `Your ${product} is covered by a ${warranty.toLowerCase()} against defects in materials and workmanship. Contact us with your order number and we will repair or replace it.`,
      ),
    ])
  const shipping = facts.offers.find((o) => /ship|deliver/i.test(o))
  if (shipping)
    out.push([
      'Do you offer free or fast shipping?',
      `Yes: ${shipping.toLowerCase()}. It is applied automatically at checkout.`,
    ])
  const preorder = facts.offers.find((o) => /pre-?order/i.test(o))
  if (preorder)
    out.push([
      'How does the pre-order work?',
      `Place your pre-order today and we reserve your ${product}. We charge when it ships and email you tracking the same day.`,
    ])
  const drops = facts.offers.find((o) => /every/i.test(o))
  if (drops)
    out.push(['When do new pieces arrive?', `${capitalize(drops)}. Join the newsletter to hear first.`])
  if (facts.founded)
    out.push([
      `How long has ${slots.name} been around?`,
      `${capitalize(facts.founded.text)}${slots.place ? `, in ${slots.place}` : ''}.`,
    ])
  return out
}
