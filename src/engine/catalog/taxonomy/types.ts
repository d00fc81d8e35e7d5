// The shapes of the composer's knowledge: kinds of store (what a tea shop sells and how it talks)
// and kinds of product (what a water bottle is called, costs and comes in). Plain data, written
// once per kind; the composer fills the copy patterns with what the prompt says. The types are
// read from schema.ts, where each field's rules are written and explained, so the two cannot
// differ; tests/engine/taxonomy-schema.test.ts holds every entry to those rules.
import type { z } from 'zod'
import type {
  kindCopySchema,
  patternSchema,
  productKindSchema,
  productOptionSchema,
  storeKindSchema,
  valueIconSchema,
} from './schema'

/**
 * The small line icons of the value, feature and perk columns (snippets/icon.liquid draws them).
 * Here rather than in schema.ts so the composer can list them without loading the schema.
 */
export const VALUE_ICONS = [
  'truck',
  'return',
  'heart',
  'leaf',
  'star',
  'shield',
  'gift',
  'chat',
  'sparkle',
  'clock',
  'award',
  'map-pin',
  'calendar',
  'droplet',
  'sun',
  'flame',
  'package',
  'recycle',
  'hand',
  'tag',
] as const

export type ValueIcon = z.infer<typeof valueIconSchema>

/** A Shopify product option: at most three per product, each with two to five values. */
export type ProductOption = z.infer<typeof productOptionSchema>

/** A kind of product: the nouns people use for it, what it costs, how it is sold (schema.ts). */
export type ProductKind = z.infer<typeof productKindSchema>

/** A text pattern. Slots the composer fills; a pattern is only used when its slots have values. */
// {name}      the store name, "Brew"
// {products}  what the store sells, plural, lower case, as a list: "oversized hoodies, graphic tees and caps"
// {product}   one thing it sells, singular, lower case: "hoodie"
// {audience}  who it is for, plural, lower case: "skateboarders" (the kind's audience by default)
// {place}     where it is, as written: "Crete" (only when the prompt names one)
// {year}      the founding year: "1952" (only when the prompt gives one)
export type Pattern = z.infer<typeof patternSchema>

/** A kind of store: its words, its products, its look and its copy patterns (schema.ts). */
export type StoreKind = z.infer<typeof storeKindSchema>

/** A kind of store's own words for its buttons and headings (each a few words). */
export type KindCopy = z.infer<typeof kindCopySchema>
