// The taxonomy's words: how a noun phrase is keyed (lower case, singular last word) and made
// plural, with the rules pluralize gets wrong for shop goods. No kinds here, so the schema and
// anything that only needs the words can use them without loading 27k lines of kinds.
import pluralize from 'pluralize'

/** Lower case, singular last word, single spaces: "Insulated Water Bottles" -> "insulated water bottle". */
export function nounKey(phrase: string): string {
  const words = phrase
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&'\s-]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  const last = words.pop()
  if (last === undefined) return ''
  return [...words, singular(last)].join(' ')
}

// Words pluralize gets wrong for shop goods, and words that are only ever plural.

/** Services named by their gerund, said as one thing: "dog walking", "gutter clearing", "cat boarding". */
export const SERVICE_GERUNDS: readonly string[] = [
  'walking',
  'sitting',
  'grooming',
  'boarding',
  'clearing',
  'cleaning',
  'hemming',
  'tailoring',
  'tutoring',
  'valeting',
  'babysitting',
  'minding',
  'mowing',
  'landscaping',
  'catering',
  'detailing',
  'servicing',
  'coaching',
  'tuning',
  'sharpening',
  'framing',
  'waxing',
  'threading',
  'tattooing',
  'restringing',
  'upholstering',
  'cutting',
]

const PLURAL_ONLY = [
  'jeans',
  'shorts',
  'trousers',
  'pants',
  'leggings',
  'joggers',
  'sunglasses',
  'glasses',
  'headphones',
  'earbuds',
  'tights',
  'pajamas',
  'pyjamas',
  'overalls',
  'dungarees',
  'goggles',
  'binoculars',
  'scissors',
  'tongs',
  'chinos',
  'briefs',
  'boxers',
  'sweatpants',
  'trunks',
  'clothes',
  'goods',
  'supplies',
  'essentials',
  'accessories',
  'sweets',
  'greens',
  'oats',
  'bitters',
  'tweezers',
  'pliers',
  'clippers',
  'slacks',
  'cargos',
]
pluralize.addUncountableRule('tea')
pluralize.addUncountableRule('coffee')
pluralize.addUncountableRule('matcha')
pluralize.addUncountableRule('oolong')
pluralize.addUncountableRule('sencha')
pluralize.addUncountableRule('denim')
pluralize.addUncountableRule('vinyl')
pluralize.addUncountableRule('beer')
pluralize.addUncountableRule('leather')
pluralize.addUncountableRule('merch')
pluralize.addUncountableRule('tack')
pluralize.addUncountableRule('knitwear')
pluralize.addUncountableRule('footwear')
pluralize.addUncountableRule('skincare')
pluralize.addUncountableRule('haircare')
pluralize.addUncountableRule('jewelry')
pluralize.addUncountableRule('jewellery')
pluralize.addUncountableRule('streetwear')
pluralize.addUncountableRule('activewear')
pluralize.addUncountableRule('swimwear')
pluralize.addUncountableRule('outerwear')
pluralize.addUncountableRule('loungewear')
pluralize.addUncountableRule('sleepwear')
pluralize.addUncountableRule('eyewear')
pluralize.addUncountableRule('merch')
pluralize.addUncountableRule('underwear')
pluralize.addUncountableRule('gear')
pluralize.addUncountableRule('honey')
pluralize.addUncountableRule('granola')
pluralize.addUncountableRule('olive oil')
// Mass nouns a shop sells by weight or volume, and the "-ware" words: one collection, no plural.
for (const word of [
  'wax',
  'incense',
  'leather',
  'linen',
  'cotton',
  'wool',
  'rice',
  'flour',
  'sugar',
  'salt',
  'furniture',
  'luggage',
  'equipment',
  'hardware',
  'software',
  'decor',
  'lighting',
  'seating',
  'stationery',
  'merchandise',
  'apparel',
  'kombucha',
  'chai',
  'cacao',
  'cocoa',
  'pasta',
  'bacon',
  'fudge',
  'jerky',
  'charcuterie',
  'cookware',
  'glassware',
  'dinnerware',
  'bakeware',
  'flatware',
  'teaware',
  'tableware',
  'bedding',
  'artwork',
  'packaging',
  'tack',
  'signage',
  // Plants whose names end in s, one or many: "a pothos", never "a potho".
  'pothos',
  'hibiscus',
  'narcissus',
  'iris',
  'asparagus',
  'citrus',
  'hummus',
  // Services named by their gerund: "Dog Walking", never "Dog Walkings".
  ...SERVICE_GERUNDS,
])
  pluralize.addUncountableRule(word)
for (const word of PLURAL_ONLY) pluralize.addUncountableRule(word)
pluralize.addIrregularRule('hoodie', 'hoodies')
pluralize.addIrregularRule('beanie', 'beanies')
pluralize.addIrregularRule('cookie', 'cookies')
pluralize.addIrregularRule('brownie', 'brownies')
pluralize.addIrregularRule('tee', 'tees')
pluralize.addIrregularRule('cactus', 'cacti')
pluralize.addIrregularRule('knife', 'knives')
pluralize.addIrregularRule('lens', 'lenses')
pluralize.addIrregularRule('canvas', 'canvases')
pluralize.addIrregularRule('plushie', 'plushies')
pluralize.addIrregularRule('foamie', 'foamies')
pluralize.addSingularRule(/(boot|mov)ies$/i, '$1ie')

/** "hoodies" -> "hoodie", "jeans" -> "jeans", "teas" -> "tea". */
export function singular(word: string): string {
  return pluralize.singular(word)
}

/** "hoodie" -> "hoodies", "jeans" -> "jeans", "tea" -> "tea". */
export function plural(word: string): string {
  // "LP" -> "LPs", not "LPS".
  if (/^[A-Z0-9]{2,}$/.test(word)) return `${word}s`
  return pluralize.plural(word)
}

/** The last word of a phrase made plural: "water bottle" -> "water bottles". */
export function pluralPhrase(phrase: string): string {
  const words = phrase.trim().split(/\s+/)
  const last = words.pop()
  return last === undefined ? '' : [...words, plural(last)].join(' ')
}

/** Text as keywords are looked up in it: lower case, runs of spaces and hyphens as one space. */
export function keywordText(text: string): string {
  return text.toLowerCase().replace(/[\s-]+/g, ' ')
}
