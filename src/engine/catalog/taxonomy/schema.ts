// The taxonomy's rules in one place: what a kind of store and a kind of product must be for the
// composer to use them (brief.ts picks and fills their copy, catalog.ts titles, prices and
// options their products, index.ts matches prompts to them). types.ts infers the types from
// these schemas, and tests/engine/taxonomy-schema.test.ts holds every entry to them. Nothing
// in the composer imports this file at run time: the data is checked by the test, not on load.
import { z } from 'zod'
import { CUSTOM_ILLUSTRATIONS, type IllustrationId, LUCIDE_ICONS } from '../imagery/icons'
import { contrast } from '../palette'
import { STYLE_IDS } from '../style-ids'
import { VALUE_ICONS } from './types'
import { keywordText, nounKey } from './words'

// ---- words ----

/** Text as written once: no space at either end, no run of spaces (the matchers split on one). */
const TRIMMED = /^\S(?:.*\S)?$/
const SINGLE_SPACED = /^(?!.* {2})/

/** Non-empty text with no stray spaces: copy is shown as written, phrases are matched by words. */
const text = z
  .string()
  .regex(TRIMMED, 'empty, or a space at an end')
  .regex(SINGLE_SPACED, 'two spaces in a row')

/**
 * Lower-case text: keywords, product nouns and phrases are compared with the prompt after
 * lower-casing it, so an upper-case letter would never match ("Tea shop" finds nothing).
 */
const lowerText = text.refine((value) => value === value.toLowerCase(), 'not lower case')

/** kebab-case: ids are kept in briefs and tests and looked up by storeKind()/productKind(). */
const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'not kebab-case')

/** Lists whose entries must differ: `key` says when two are the same. */
function distinct<T>(items: readonly T[], key: (item: T) => string): number[] {
  const seen = new Set<string>()
  const repeats: number[] = []
  items.forEach((item, index) => {
    const k = key(item)
    if (seen.has(k)) repeats.push(index)
    seen.add(k)
  })
  return repeats
}

// ---- patterns ----

/** The slots copy.ts fills ({name}, {products}, ...); any other would be printed as it is. */
export const PATTERN_SLOTS = ['name', 'products', 'product', 'audience', 'place', 'year'] as const

/**
 * A copy pattern: text with slots copy.ts fills. Only known slots, and no HTML or Liquid: the
 * filled text goes into section settings and templates as plain text.
 */
const MARKUP = /[<>]|\{\{|\{%|\{[^}]*$/

export const patternSchema = text
  .refine((value) => !MARKUP.test(value), 'markup (<, >, {{, {%) or an unclosed {')
  .refine(
    (value) =>
      MARKUP.test(value) ||
      [...value.matchAll(/\{([^}]*)\}/g)].every((m) =>
        (PATTERN_SLOTS as readonly string[]).includes(m[1] ?? ''),
      ),
    'a slot copy.ts does not fill (only {name}, {products}, {product}, {audience}, {place}, {year})',
  )

// ---- shared pieces ----

/** The small line icons of the value, feature and perk columns (snippets/icon.liquid draws them). */
export const valueIconSchema = z.enum(VALUE_ICONS)

/** What a hero or a product is drawn as: a Lucide icon or one of Vitrine's own shapes. */
const ILLUSTRATION_IDS: IllustrationId[] = [
  ...(Object.keys(LUCIDE_ICONS) as (keyof typeof LUCIDE_ICONS)[]),
  ...CUSTOM_ILLUSTRATIONS,
]
export const illustrationSchema = z.enum(ILLUSTRATION_IDS as [IllustrationId, ...IllustrationId[]])

/** #rrggbb, lower case: buildPalette and the contrast checks parse exactly this form. */
const hex = z.string().regex(/^#[0-9a-f]{6}$/, 'not a #rrggbb colour in lower case')

/** A kind's base colours; the style and the prompt's colours are laid over them. */
export const basePaletteSchema = z
  .strictObject({ primary: hex, accent: hex, background: hex, text: hex })
  // WCAG AA for body text: the palette a prompt names no colours for is this one.
  // (A colour that is not one is reported above, not as a contrast too.)
  .refine(
    (p) =>
      !hex.safeParse(p.text).success ||
      !hex.safeParse(p.background).success ||
      contrast(p.text, p.background) >= 4.5,
    {
      message: 'text on background is below 4.5:1 (WCAG AA)',
      path: ['text'],
    },
  )

// ---- kinds of product ----

/** A Shopify product option: its name and the values a variant can take. */
export const productOptionSchema = z.strictObject({
  /** "Size", "Capacity", "Color": Shopify needs a name. */
  name: text,
  /**
   * Two to five values (fewer is no choice; the featured product shows five at most), each
   * once: Shopify refuses an option with a repeated value.
   */
  values: z
    .array(text)
    .min(2)
    .max(5)
    .superRefine((values, ctx) => {
      for (const index of distinct(values, (v) => v.toLowerCase()))
        ctx.addIssue({ code: 'custom', message: `"${values[index]}" is repeated`, path: [index] })
    }),
})

/** [label, value] of a product page's spec table. */
const specSchema = z.tuple([text, text])

/**
 * A kind of product: the nouns people use for it, what it costs, how it is sold. Text is in US
 * English, sentence case unless it is a name.
 */
export const productKindSchema = z.strictObject({
  /** kebab-case, unique: "water-bottle" */
  id,
  /**
   * Lower-case nouns and noun phrases that name it, the most usual first: ["water bottle",
   * "bottle", "flask"]. A prompt's noun phrase is matched on its last words, so "insulated
   * 750 ml water bottle" finds "water bottle". At least one, or nothing could name it.
   */
  nouns: z.array(lowerText).min(1),
  /** What its pictures are drawn as. */
  illustration: illustrationSchema,
  /**
   * Believable shelf price range in whole US dollars, low to high: catalog.ts picks
   * low + seed % (high - low + 1), so both are whole, the low one above zero (no free
   * samples in a catalog) and not above the high one (or the range would be empty).
   */
  price: z
    .tuple([z.number().int().positive(), z.number().int().positive()])
    .refine(([low, high]) => low <= high, { message: 'the low price is above the high one', path: [1] }),
  /**
   * Variant options that fit the product (a bottle has capacities and colours, not S/M/L): at
   * most three, Shopify's limit, named differently (a product cannot have two "Size"s).
   */
  options: z
    .array(productOptionSchema)
    .max(3)
    .superRefine((options, ctx) => {
      for (const index of distinct(options, (o) => o.name.toLowerCase()))
        ctx.addIssue({
          code: 'custom',
          message: `a second "${options[index]?.name}" option`,
          path: [index, 'name'],
        })
    }),
  /**
   * Eight or more words that read well right before the noun in a product title ("Insulated"
   * -> "Insulated Water Bottle"): catalog.ts gives each product of a collection of up to
   * eight its own, so they differ (in any case). Never a colour, never the noun again.
   */
  styles: z
    .array(text)
    .min(8)
    .superRefine((styles, ctx) => {
      for (const index of distinct(styles, (s) => s.toLowerCase()))
        ctx.addIssue({ code: 'custom', message: `"${styles[index]}" is repeated`, path: [index] })
    }),
  /**
   * Four or more short phrases of what makes a good one: the featured product lists four, and
   * a catalog description names two different ones ("with X and Y"), so none is repeated.
   */
  qualities: z
    .array(text)
    .min(4)
    .superRefine((qualities, ctx) => {
      for (const index of distinct(qualities, (q) => q.toLowerCase()))
        ctx.addIssue({ code: 'custom', message: `"${qualities[index]}" is repeated`, path: [index] })
    }),
  /** Three or more uses or moments: "long hikes", "the school run", "desk days". */
  uses: z.array(text).min(3),
  /**
   * Three to six spec rows for a product page. Labels differ: specsFor() keys them in a Map,
   * so a second "Material" would silently replace the first.
   */
  specs: z
    .array(specSchema)
    .min(3)
    .max(6)
    .superRefine((specs, ctx) => {
      for (const index of distinct(specs, ([label]) => label.toLowerCase()))
        ctx.addIssue({ code: 'custom', message: `a second "${specs[index]?.[0]}" row`, path: [index, 0] })
    }),
  /** The plural display name of a collection of them: "Water Bottles". */
  collection: text,
  /**
   * Nouns of other kinds a shop that sells only this one sells beside it (a filament shop: tool
   * sets and storage boxes), each naming a kind: the catalogue of a one-product store is padded
   * with them rather than with "<noun> Accessories".
   */
  companions: z.array(lowerText).min(1).optional(),
})

// ---- kinds of store ----

/**
 * A kind of store's own words for its buttons and headings: a few words of plain text each
 * (a button or a heading holds 32 characters without wrapping; no slots are filled here).
 */
const kindWords = z.string().regex(/^[^<>{}]{2,32}$/, 'not 2 to 32 characters of plain text')

export const kindCopySchema = z.strictObject({
  /** the hero's main button: "Start digging" */
  shopButton: kindWords.optional(),
  /** the hero's second button: "Browse the crates" */
  browseButton: kindWords.optional(),
  /** the product grid's heading: "Fresh in the crates" */
  gridHeading: kindWords.optional(),
  /** the collection list's heading: "Shop by genre" */
  collectionsHeading: kindWords.optional(),
})

/** A reason to buy: title (one to four words), one sentence, icon. */
const valueSchema = z.tuple([
  patternSchema.refine((title) => title.split(' ').length <= 4, 'a title of more than four words'),
  patternSchema,
  valueIconSchema,
])

/** A question customers ask and its answer. */
const faqSchema = z.tuple([
  patternSchema.refine((question) => question.endsWith('?'), 'a question that does not end with "?"'),
  patternSchema,
])

/**
 * A store's product phrase: lower case and singular ("loose leaf tea", "teapot"), since brief.ts
 * uses it as the {product} slot ("Every teapot we sell") and makes the plural itself.
 */
const productPhrase = lowerText.refine((phrase) => nounKey(phrase) === phrase, {
  error: (issue) => `"${String(issue.input)}" is not singular (its key is "${nounKey(String(issue.input))}")`,
})

/** The fields of a kind of store; the taxonomy's and the generic one differ in two. */
const storeShape = {
  /** kebab-case, unique: "tea-shop" */
  id,
  /** what it is, after "a", lower case: "tea shop", "olive oil estate", "streetwear label" */
  label: lowerText,
  /**
   * Lower-case words and phrases whose presence in a prompt points to this kind; longer phrases
   * weigh more. Four or more, or a prompt rarely finds the kind by its words. Each once as the
   * lookup reads them (spaces and hyphens alike): detectStoreKind adds up every keyword found,
   * so "loose leaf" beside "loose-leaf" counts the same words twice.
   */
  keywords: z
    .array(lowerText)
    .min(4)
    .superRefine((keywords, ctx) => {
      for (const index of distinct(keywords, (k) => keywordText(k).trim()))
        ctx.addIssue({
          code: 'custom',
          message: `"${keywords[index]}" repeats a keyword as the lookup reads it`,
          path: [index],
        })
    }),
  /**
   * What it sells, most typical first, six or more (brief.ts takes three, and pads the
   * categories from the rest); each names a kind of product (checked with the whole taxonomy).
   */
  products: z.array(productPhrase).min(6),
  /** Who buys, plural, lower case (the {audience} slot): "tea lovers", "home cooks". */
  audience: lowerText,
  /** Base colours; the style and the prompt's colours are laid over them. */
  palette: basePaletteSchema,
  /** The look it starts from when the prompt names none. */
  style: z.enum(STYLE_IDS),
  /** What the hero is drawn as when no photo is set. */
  illustration: illustrationSchema,
  /** What photos would suit it, for the explanation: "steam over cups, dried leaves, slow light". */
  imagery: text,
  /**
   * Six or more hero headings of at most 48 characters as written: brief.ts only takes one
   * that fits 48 once filled, and falls back to the store's name when none does.
   */
  heroHeadings: z.array(patternSchema.max(48)).min(6),
  /** Four or more hero sentences of at most 160 characters (brief.ts takes up to 180 filled). */
  heroTexts: z.array(patternSchema.max(160)).min(4),
  /** Three or more "our story" paragraphs (brief.ts takes two). */
  story: z.array(patternSchema).min(3),
  /**
   * Six or more reasons to buy (brief.ts shows three). Titles differ: brief.ts finds a chosen
   * title's text and icon again by the title.
   */
  values: z
    .array(valueSchema)
    .min(6)
    .superRefine((values, ctx) => {
      for (const index of distinct(values, ([title]) => title))
        ctx.addIssue({
          code: 'custom',
          message: `the title "${values[index]?.[0]}" is repeated`,
          path: [index, 0],
        })
    }),
  /**
   * Five or more questions with answers (brief.ts shows three); questions differ, since brief.ts
   * finds a chosen question's answer again by the question.
   */
  faq: z
    .array(faqSchema)
    .min(5)
    .superRefine((faq, ctx) => {
      for (const index of distinct(faq, ([question]) => question))
        ctx.addIssue({
          code: 'custom',
          message: `the question "${faq[index]?.[0]}" is repeated`,
          path: [index, 0],
        })
    }),
  /** Six or more customer quotes (brief.ts shows three). */
  testimonials: z.array(patternSchema).min(6),
  /** Three or more announcement bar lines: "Free shipping on orders over $50". */
  announcements: z.array(patternSchema).min(3),
  /** Three or more phrases of how it makes, sources or chooses what it sells. */
  craft: z.array(patternSchema).min(3),
  /**
   * The trade's own words for its buttons and headings, where it has some ("Start digging" for a
   * record shop). Whatever it leaves out comes from the store's tone of voice. Never another
   * trade's words.
   */
  copy: kindCopySchema.optional(),
}

/**
 * A kind of store. Everything a homepage says is made from these patterns and the prompt's own
 * facts, so two stores of one kind still read differently (see copy.ts).
 */
export const storeKindSchema = z.strictObject(storeShape)

/**
 * The store for anything outside the taxonomy (generic.ts): no keywords, since no prompt may
 * detect it, and the few products it shows until the merchant adds some.
 */
export const genericStoreSchema = z.strictObject({
  ...storeShape,
  keywords: z.array(lowerText).max(0),
  products: z.array(productPhrase).min(1),
})

// ---- the whole taxonomy ----

/** The kind of product a phrase names, as index.ts's matchProduct finds it (longest noun first). */
function nounMatcher(products: readonly { id: string; nouns: readonly string[] }[]) {
  const nouns = products
    .flatMap((kind) => kind.nouns.map((noun) => ({ noun: nounKey(noun), id: kind.id })))
    .sort((a, b) => b.noun.length - a.noun.length)
  return (phrase: string): string | undefined => {
    const key = nounKey(phrase)
    return nouns.find((entry) => key === entry.noun || key.endsWith(` ${entry.noun}`))?.id
  }
}

/**
 * The rules between entries, reading only the fields they need: kept apart from the entries'
 * own rules so that they run even when an entry breaks one (zod skips an object's refinement
 * after a failed length check inside it), and one report lists every break.
 */
const linksSchema = z
  .object({
    stores: z.array(z.object({ id: z.string(), label: z.string(), products: z.array(z.string()) })),
    products: z.array(z.object({ id: z.string(), nouns: z.array(z.string()), collection: z.string() })),
  })
  .superRefine(({ stores, products }, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', message, path })
    // storeKind(id)/productKind(id) keep the last of two, and tests name kinds by id.
    for (const index of distinct(stores, (s) => s.id))
      issue(['stores', index, 'id'], `the store id "${stores[index]?.id}" is taken`)
    for (const index of distinct(products, (p) => p.id))
      issue(['products', index, 'id'], `the product id "${products[index]?.id}" is taken`)
    // The label is what the explanation calls the store: two kinds would read as one.
    for (const index of distinct(stores, (s) => s.label))
      issue(['stores', index, 'label'], `the label "${stores[index]?.label}" is taken`)
    // A noun names one kind: matchProduct takes the first of two, so the other is never found.
    const owners = new Map<string, string>()
    products.forEach((kind, index) =>
      kind.nouns.forEach((noun, n) => {
        const key = nounKey(noun)
        const owner = owners.get(key)
        if (owner !== undefined && owner !== kind.id)
          issue(['products', index, 'nouns', n], `"${noun}" already names ${owner}`)
        owners.set(key, kind.id)
      }),
    )
    const match = nounMatcher(products)
    // What a store sells must be a kind of product: detectStoreKind counts a store's known
    // kinds, and brief.ts titles, prices and draws its categories from them.
    stores.forEach((store, index) =>
      store.products.forEach((phrase, p) => {
        if (!match(phrase)) issue(['stores', index, 'products', p], `"${phrase}" names no kind of product`)
      }),
    )
    // A collection's name is read back into a kind (catalog.ts fills a category with the kind its
    // name matches): it must not name another kind, or a pet bed's "Beds" fills with bed frames.
    products.forEach((kind, index) => {
      const other = match(kind.collection)
      if (other !== undefined && other !== kind.id)
        issue(['products', index, 'collection'], `"${kind.collection}" names another kind, ${other}`)
    })
  })

/**
 * Every kind of store and product: each entry by its own rules, and the rules between entries
 * (ids are keys, a noun names one kind, what a store sells is a kind the taxonomy knows, a
 * collection's name does not name another kind).
 */
export const taxonomySchema = z.intersection(
  z.strictObject({ stores: z.array(storeKindSchema), products: z.array(productKindSchema) }),
  linksSchema,
)

/** Each issue as "where: what", the entry named by its id: "stores[tea-shop].heroHeadings.2: ...". */
export function describeIssues(
  error: z.ZodError,
  root: { stores?: readonly { id: string }[]; products?: readonly { id: string }[] } = {},
): string[] {
  return error.issues.map((issue) => {
    const [group, index, ...rest] = issue.path
    const entries = group === 'stores' || group === 'products' ? root[group] : undefined
    const path =
      entries && typeof index === 'number'
        ? [`${group as string}[${entries[index]?.id ?? index}]`, ...rest]
        : issue.path
    return `${path.map(String).join('.')}: ${issue.message}`
  })
}
