// The Config tab: store name, tagline, primary colour and categories, written where composed
// themes keep them — config/settings_data.json, current settings store_name, store_tagline,
// store_categories (comma separated) and colors_primary (see storeConfigFromFiles) — with the
// theme's text of the old tagline and its collection list following (engine/model/store-config).
import { z } from 'zod'
import { HEX_COLOR, storeConfigSchema, type StoreConfig } from '../../engine/model'
import { HEX_ERROR } from './color'

// Written in the engine: the settings beside their reader, storeConfigFromFiles, and the
// theme's content (its tagline text, its collection list) brought along.
// An imported theme's store is its own (or its ZIP's), never the one shown before it.
export { applyStoreConfig, importedStoreConfig } from '../../engine/model'

export const MAX_CATEGORIES = 24

export interface ConfigForm {
  name: string
  tagline: string
  primaryColor: string
  /** comma separated, as typed */
  categories: string
}

export function configToForm(config: StoreConfig): ConfigForm {
  return {
    name: config.name,
    tagline: config.tagline,
    primaryColor: config.primaryColor,
    categories: config.categories.join(', '),
  }
}

export function parseCategories(text: string): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const part of text.split(',')) {
    const category = part.trim()
    if (category === '' || seen.has(category.toLowerCase())) continue
    seen.add(category.toLowerCase())
    out.push(category)
  }
  return out
}

export type ConfigErrors = Partial<Record<keyof ConfigForm, string>>

const formSchema = z.object({
  name: z.string().trim().min(1, 'Enter a store name').max(80, 'At most 80 characters'),
  tagline: z.string().max(200, 'At most 200 characters'),
  primaryColor: z.string().trim().regex(HEX_COLOR, HEX_ERROR),
  categories: z
    .array(z.string().max(60, 'Each category at most 60 characters'))
    .max(MAX_CATEGORIES, `At most ${MAX_CATEGORIES} categories`),
})

/** The store config a form describes, or the message for each field that is not right. */
export function validateConfigForm(
  form: ConfigForm,
): { ok: true; config: StoreConfig } | { ok: false; errors: ConfigErrors } {
  const parsed = formSchema.safeParse({ ...form, categories: parseCategories(form.categories) })
  if (!parsed.success) {
    const errors: ConfigErrors = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ConfigForm
      errors[field] ??= issue.message
    }
    return { ok: false, errors }
  }
  const config = storeConfigSchema.parse({
    name: parsed.data.name,
    tagline: parsed.data.tagline.trim(),
    primaryColor: parsed.data.primaryColor.toLowerCase(),
    categories: parsed.data.categories.length > 0 ? parsed.data.categories : ['General'],
  })
  return { ok: true, config }
}

function quotedList(categories: readonly string[]): string {
  return categories
    .slice(0, 3)
    .map((category) => `"${category}"`)
    .join(', ')
}

const SETTINGS_NOTE = /\n*Store settings now: [^\n]*$/

/**
 * The explanation after a Config change: the composer's sentences that name the store, its
 * primary colour and its collections say the new ones. A change the explanation has no sentence
 * for (a model's explanation) is said in one closing line, kept up to date.
 */
export function explanationAfterConfig(explanation: string, before: StoreConfig, after: StoreConfig): string {
  let text = explanation.replace(SETTINGS_NOTE, '')
  const untold: string[] = []
  const say = (changed: boolean, next: string, note: string) => {
    if (!changed) return
    if (next === text) untold.push(note)
    text = next
  }
  say(
    before.name !== after.name,
    before.name.trim() === '' ? text : text.split(`"${before.name}"`).join(`"${after.name}"`),
    `"${after.name}"`,
  )
  say(
    before.primaryColor.toLowerCase() !== after.primaryColor.toLowerCase(),
    text.replace(new RegExp(`primary ${before.primaryColor}`, 'i'), `primary ${after.primaryColor}`),
    `primary colour ${after.primaryColor}`,
  )
  const categories = after.categories.join(', ')
  say(
    before.categories.join('\n') !== after.categories.join('\n'),
    text
      .replace(/Categories: [^\n]*$/m, `Categories: ${categories || 'none yet'}.`)
      .replace(
        /create collections named [^\n]*? so the collection list links to them\./,
        after.categories.length > 0
          ? `create collections named ${quotedList(after.categories)} so the collection list links to them.`
          : 'create the collections you sell so the collection list links to them.',
      ),
    `collections ${categories || 'none yet'}`,
  )
  if (before.tagline !== after.tagline && !text.includes(after.tagline)) {
    const next = before.tagline.trim() === '' ? text : text.split(before.tagline).join(after.tagline)
    if (next === text) untold.push(after.tagline ? `tagline "${after.tagline}"` : 'no tagline')
    text = next
  }
  return untold.length === 0 ? text : `${text}\n\nStore settings now: ${untold.join(', ')}.`
}
