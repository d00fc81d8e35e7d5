// The theme plan the model is asked for, and the repair of what it actually sends. The schema sent
// is strict (OpenAI structured outputs); the answer is still read field by field, because an
// OpenAI-compatible endpoint may not enforce it and one bad field should not cost the whole plan.
import { z } from 'zod'
import { handleize } from '../model/handles'
import type { StoreBrief } from '../compose'
import { FONT_IDS, fontStack, type FontId } from '../model/fonts'
import { isDark } from '../catalog/palette'
import { COLOR_WORDS, settledPalette, type Palette } from '../compose/palette'
import { TONE_COPY, type Tone } from '../compose/styles'
import { cleanText, richText } from '../model/text'
import { nearestHeadingWeight } from '../compose/typography'
import type { SampleProduct } from '../model/theme'
import { toHexColor } from '../model/schema'
import { colorDistance } from '../compose/look'

const TONES = Object.keys(TONE_COPY) as Tone[]

export const MAX_CUSTOM_SECTIONS = 3
export const MAX_CUSTOM_SECTION_LENGTH = 40_000
const MAX_TEMPLATES = 12
const MAX_SECTIONS_PER_TEMPLATE = 12
const MAX_BLOCKS = 16
const MAX_SETTINGS = 40

export const settingValueSchema = z.object({
  id: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
})

const planBlockSchema = z.object({ type: z.string(), settings: z.array(settingValueSchema) })

export const planSectionSchema = z.object({
  type: z.string().describe('a section type of the library, or the name of one of your customSections'),
  settings: z.array(settingValueSchema),
  blocks: z.array(planBlockSchema),
})

export const customSectionSchema = z.object({
  name: z.string().describe('short name, letters, digits and dashes, e.g. "lookbook-strip"'),
  liquid: z.string().describe('the complete section file, ending with its {% schema %}'),
})

const colorField = z.string().describe('#rrggbb')

export const themePlanSchema = z.object({
  store: z.object({
    name: z.string().describe('the store name, at most 60 characters'),
    tagline: z.string(),
    tone: z.enum(TONES as [Tone, ...Tone[]]),
    categories: z.array(z.string()).describe('2 to 6 product categories'),
    palette: z.object({ primary: colorField, accent: colorField, background: colorField, text: colorField }),
    typography: z.object({
      heading: z
        .enum(FONT_IDS as [FontId, ...FontId[]])
        .describe("a family of Shopify's font library, by its handle (playfair_display, dm_sans...)"),
      body: z.enum(FONT_IDS as [FontId, ...FontId[]]),
      uppercaseHeadings: z.boolean(),
    }),
    products: z
      .array(
        z.object({
          title: z.string(),
          price: z.number().describe('in dollars'),
          description: z.string(),
          category: z.string(),
        }),
      )
      .describe('up to 8 signature products'),
  }),
  templates: z.array(z.object({ template: z.string(), sections: z.array(planSectionSchema) })),
  customSections: z.array(customSectionSchema),
  explanation: z.string(),
})
export type ThemePlan = z.infer<typeof themePlanSchema>

export interface PlanSetting {
  id: string
  value: string | number | boolean
}

export interface PlanSection {
  type: string
  settings: PlanSetting[]
  blocks: { type: string; settings: PlanSetting[] }[]
}

export interface PlanTemplate {
  template: string
  sections: PlanSection[]
}

export interface CustomSection {
  name: string
  liquid: string
}

/** What survives of a model answer; missing store fields are filled from the composer's brief. */
export interface RepairedPlan {
  store: {
    name?: string
    tagline?: string
    tone?: Tone
    categories?: string[]
    palette: Partial<Record<'primary' | 'accent' | 'background' | 'text', string>>
    typography: { heading?: FontId; body?: FontId; uppercaseHeadings?: boolean }
    products: { title: string; price?: number; description?: string; category?: string }[]
  }
  templates: PlanTemplate[]
  customSections: CustomSection[]
  explanation?: string
}

export interface Repair {
  plan: RepairedPlan
  /** what had to be dropped or changed, for the explanation */
  notes: string[]
  /** false when nothing worth building on came back */
  usable: boolean
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined
}

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined
  const cleaned = cleanText(value, max)
  return cleaned === '' ? undefined : cleaned
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** A colour as the model might write it ('#ABC', 'navy', 'rgb(…)' is not taken) -> #rrggbb. */
export function repairColor(value: unknown): string | undefined {
  const hex = toHexColor(value)
  if (hex) return hex
  if (typeof value !== 'string') return undefined
  const word = value.trim().toLowerCase()
  return COLOR_WORDS.find(([name]) => name === word)?.[1]
}

export function repairSettings(value: unknown): PlanSetting[] {
  const out: PlanSetting[] = []
  for (const item of list(value).slice(0, MAX_SETTINGS)) {
    const entry = record(item)
    const v = entry?.value
    if (
      typeof entry?.id === 'string' &&
      (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    )
      out.push({ id: entry.id, value: v })
  }
  // Some endpoints answer with a plain object instead of the {id, value} list.
  const object = record(value)
  if (object && out.length === 0) {
    for (const [id, v] of Object.entries(object).slice(0, MAX_SETTINGS)) {
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out.push({ id, value: v })
    }
  }
  return out
}

export function repairSections(value: unknown): PlanSection[] {
  const sections: PlanSection[] = []
  for (const item of list(value).slice(0, MAX_SECTIONS_PER_TEMPLATE)) {
    const entry = record(item)
    if (typeof entry?.type !== 'string' || entry.type.trim() === '') continue
    const blocks = list(entry.blocks)
      .slice(0, MAX_BLOCKS)
      .map(record)
      .filter((b): b is Record<string, unknown> => typeof b?.type === 'string')
      .map((b) => ({ type: b.type as string, settings: repairSettings(b.settings) }))
    sections.push({ type: entry.type.trim(), settings: repairSettings(entry.settings), blocks })
  }
  return sections
}

export function repairCustomSections(value: unknown, notes: string[]): CustomSection[] {
  const out: CustomSection[] = []
  for (const item of list(value)) {
    const entry = record(item)
    const name = typeof entry?.name === 'string' ? entry.name.trim() : ''
    const liquid = typeof entry?.liquid === 'string' ? entry.liquid : ''
    if (!name || !liquid.trim()) {
      notes.push('A custom section without a name or source was dropped.')
      continue
    }
    if (liquid.length > MAX_CUSTOM_SECTION_LENGTH) {
      notes.push(`Custom section "${cleanText(name, 40)}" was too long and was dropped.`)
      continue
    }
    if (out.length === MAX_CUSTOM_SECTIONS) {
      notes.push(
        `Only ${MAX_CUSTOM_SECTIONS} custom sections are kept; "${cleanText(name, 40)}" was dropped.`,
      )
      continue
    }
    out.push({ name, liquid })
  }
  return out
}

/** Reads a model answer as a theme plan, keeping every field that makes sense. */
export function repairPlan(raw: unknown): Repair {
  const notes: string[] = []
  const root = record(raw)
  const empty: RepairedPlan = {
    store: { palette: {}, typography: {}, products: [] },
    templates: [],
    customSections: [],
  }
  if (!root) return { plan: empty, notes: ['The answer was not a JSON object.'], usable: false }

  const strict = themePlanSchema.safeParse(raw)
  const storeRaw = record(root.store) ?? {}
  const plan: RepairedPlan = { ...empty, store: { palette: {}, typography: {}, products: [] } }
  const { store } = plan

  store.name = text(storeRaw.name, 60)
  store.tagline = text(storeRaw.tagline, 150)
  if (typeof storeRaw.tone === 'string' && (TONES as string[]).includes(storeRaw.tone))
    store.tone = storeRaw.tone as Tone
  const categories = list(storeRaw.categories)
    .map((c) => text(c, 40))
    .filter((c): c is string => c !== undefined && !/[<>]/.test(c))
  if (categories.length > 0) store.categories = [...new Set(categories)].slice(0, 8)

  const palette = record(storeRaw.palette) ?? {}
  for (const key of ['primary', 'accent', 'background', 'text'] as const) {
    if (palette[key] === undefined) continue
    const color = repairColor(palette[key])
    if (color) store.palette[key] = color
    else
      notes.push(
        `The ${key} colour ${JSON.stringify(palette[key]).slice(0, 40)} was not a colour and was not used.`,
      )
  }

  const typography = record(storeRaw.typography) ?? {}
  for (const key of ['heading', 'body'] as const) {
    const font = typography[key]
    if (typeof font === 'string' && (FONT_IDS as string[]).includes(font))
      store.typography[key] = font as FontId
    else if (font !== undefined)
      notes.push(`The ${key} font ${JSON.stringify(font).slice(0, 40)} is not available.`)
  }
  if (typeof typography.uppercaseHeadings === 'boolean')
    store.typography.uppercaseHeadings = typography.uppercaseHeadings

  for (const item of list(storeRaw.products).slice(0, 8)) {
    const product = record(item)
    const title = text(product?.title, 80)
    if (!title) continue
    const price = typeof product?.price === 'number' ? product.price : Number(product?.price)
    store.products.push({
      title,
      price:
        Number.isFinite(price) && price > 0 && price < 1_000_000 ? Math.round(price * 100) / 100 : undefined,
      description: text(product?.description, 600),
      category: text(product?.category, 40),
    })
  }

  const seen = new Set<string>()
  for (const item of list(root.templates).slice(0, MAX_TEMPLATES)) {
    const entry = record(item)
    const name = typeof entry?.template === 'string' ? entry.template.trim() : ''
    if (!name || seen.has(name)) continue
    seen.add(name)
    plan.templates.push({ template: name, sections: repairSections(entry?.sections) })
  }
  plan.customSections = repairCustomSections(root.customSections, notes)
  plan.explanation = text(root.explanation, 1200)

  if (!strict.success && notes.length === 0)
    notes.push('Parts of the answer did not match the plan and were filled in.')
  const usable =
    store.name !== undefined ||
    Object.keys(store.palette).length > 0 ||
    plan.templates.some((t) => t.sections.length > 0)
  return { plan, notes, usable }
}

/** The palette of a plan over the composer's, with the derived colours and contrast fixed. */
export function planPalette(base: Palette, planned: RepairedPlan['store']['palette']): Palette {
  return {
    ...settledPalette({
      primary: planned.primary ?? base.primary,
      accent: planned.accent ?? base.accent,
      background: planned.background ?? base.background,
      text: planned.text ?? base.text,
    }),
    secondary: base.secondary,
  }
}

/** Words of a title, lower case, for telling whether one names the other's product. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * The composer's brief with the plan's store fields laid over it, repaired field by field to
 * what the prompt named: a name the merchant gave is never replaced, the products they named stay
 * categories, colours they named stay in the palette, and the product a page is about keeps its
 * name (the plan may make it more precise: "Candle" -> "Lavender Dusk Candle").
 */
export function briefFromPlan(brief: StoreBrief, plan: RepairedPlan, notes: string[] = []): StoreBrief {
  const { store } = plan
  const name = brief.nameGiven ? brief.name : (store.name ?? brief.name)
  if (brief.nameGiven && store.name && store.name !== brief.name)
    notes.push(`Kept the store name "${brief.name}" the prompt gives (the plan said "${store.name}").`)
  const tagline = store.tagline ?? brief.tagline
  // The categories the prompt named lead; the plan's others follow.
  const named = brief.categories.slice(0, brief.reading.products.length)
  const planned = store.categories && store.categories.length > 0 ? store.categories : brief.categories
  const categories = [
    ...named,
    ...planned.filter((c) => !named.some((n) => n.toLowerCase() === c.toLowerCase())),
  ].slice(0, 8)
  if (named.some((n) => !planned.some((c) => c.toLowerCase() === n.toLowerCase())))
    notes.push(`Kept the products the prompt names: ${named.join(', ')}.`)
  let palette = planPalette(brief.palette, store.palette)
  const lost = brief.reading.colors.mentions.filter((m) =>
    Object.values(palette).every((colour) => colorDistance(colour, m.hex) > 20),
  )
  if (lost.length > 0) {
    palette = brief.palette
    notes.push(`Kept the colours the prompt names (${lost.map((m) => m.word).join(', ')}).`)
  }
  const heading = store.typography.heading ?? brief.typography.heading
  const body = store.typography.body ?? brief.typography.body
  const tone = store.tone ?? brief.tone
  const products: SampleProduct[] = store.products.length
    ? store.products.map((p, i) => {
        const base = brief.products[i % Math.max(1, brief.products.length)]
        return {
          handle: `${handleize(p.title) || 'product'}-${i + 1}`,
          title: p.title,
          price: p.price !== undefined ? Math.round(p.price * 100) : (base?.price ?? 2500),
          vendor: name,
          type: p.category ?? categories[i % categories.length] ?? '',
          description: p.description ?? '',
          images: base?.images ?? [],
          tags: p.category ? [p.category] : [],
          available: true,
          options: base?.options ?? [],
        }
      })
    : brief.products
  // A plan's first product may name the page's product more precisely, never something else.
  const spot = brief.spotlight
  const first = store.products[0]
  const sharper =
    spot &&
    first &&
    !brief.reading.details.title &&
    wordsOf(spot.title).every((w) => wordsOf(first.title).includes(w))
  const spotlight = spot
    ? sharper && first
      ? {
          ...spot,
          title: cleanText(first.title, 120),
          price: first.price !== undefined ? `$${first.price.toFixed(2)}` : spot.price,
          description: first.description ? richText(first.description) : spot.description,
        }
      : spot
    : undefined
  return {
    ...brief,
    name,
    tagline,
    categories,
    palette,
    dark: isDark(palette.background),
    typography: {
      ...brief.typography,
      heading,
      body,
      headingStack: fontStack(heading),
      bodyStack: fontStack(body),
      headingWeight: nearestHeadingWeight(heading, brief.typography.headingWeight),
      uppercaseHeadings: store.typography.uppercaseHeadings ?? brief.typography.uppercaseHeadings,
    },
    tone,
    copy: TONE_COPY[tone],
    products,
    ...(spotlight ? { spotlight } : {}),
    // The brief's currency and language stay: the plan names neither.
    storeConfig: { ...brief.storeConfig, name, tagline, primaryColor: palette.primary, categories },
  }
}
