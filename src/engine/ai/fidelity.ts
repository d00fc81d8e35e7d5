// An AI plan is held to what the prompt named: after the plan's layout is applied, the page the
// prompt is about is rendered, and what it no longer shows — a product the merchant named, a
// fact they stated — is put back with the composer's own section for it.
import type { StoreBrief } from '../compose'
import { pluralPhrase, singular } from '../catalog/taxonomy'
import type { TemplateJson } from '../model/templates'
import { renderThemeSync } from '../preview'
import { readThemeJson, type ThemeFiles } from '../model/theme'

/** The words a reader sees on a rendered page, lower case, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;|&lsquo;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase()
}

function shows(text: string, phrase: string): boolean {
  const lower = phrase.toLowerCase()
  const last = lower.split(/\s+/).pop() ?? lower
  const forms = [lower, pluralPhrase(lower), lower.replace(new RegExp(`${last}$`), singular(last))]
  return forms.some((form) => form && text.includes(form))
}

/** Composer sections that carry the prompt's facts and products, by what they carry. */
function sectionsCarrying(
  json: TemplateJson,
  types: readonly string[],
  ids: RegExp,
): [string, TemplateJson['sections'][string]][] {
  return json.order
    .map((id) => [id, json.sections[id]] as const)
    .filter((entry): entry is [string, TemplateJson['sections'][string]] => {
      const [id, section] = entry
      return section !== undefined && types.includes(section.type) && ids.test(id)
    })
}

/**
 * The files with the focused template given back what the plan dropped: the highlights of the
 * prompt's facts and the list of the products it named. Notes say what was put back.
 */
export function restoreNamed(
  files: ThemeFiles,
  composed: ThemeFiles,
  brief: StoreBrief,
  notes: string[],
): ThemeFiles {
  const path = `templates/${brief.template}.json`
  if (files[path] === undefined || files[path] === composed[path]) return files
  let planned: TemplateJson | undefined
  let original: TemplateJson | undefined
  try {
    planned = readThemeJson(files, path) as TemplateJson | undefined
    original = readThemeJson(composed, path) as TemplateJson | undefined
  } catch {
    return files
  }
  if (!planned?.sections || !planned.order || !original?.sections || !original.order) return files
  const text = visibleText(renderThemeSync(files, { template: brief.template }).html)

  const add: [string, TemplateJson['sections'][string]][] = []
  const missingFacts = brief.highlights.filter((h) => !shows(text, h.title))
  if (missingFacts.length > 0) add.push(...sectionsCarrying(original, ['multicolumn'], /^highlights/))
  const named = brief.categories.slice(0, brief.reading.products.length)
  const missingProducts = named.filter((c) => !shows(text, c))
  if (missingProducts.length > 0)
    add.push(
      ...sectionsCarrying(
        original,
        ['collection-list', 'featured-collection'],
        /^(?:collection_list|product_grid)/,
      ),
    )
  if (add.length === 0) return files

  const json: TemplateJson = { ...planned, sections: { ...planned.sections }, order: [...planned.order] }
  const newsletter = json.order.findIndex((id) => json.sections[id]?.type === 'newsletter')
  for (const [id, section] of add) {
    if (!section || json.order.includes(id)) continue
    json.sections[id] = section
    json.order.splice(newsletter === -1 ? json.order.length : newsletter, 0, id)
  }
  if (missingFacts.length > 0)
    notes.push(
      `Put back what the prompt states that the plan left out: ${missingFacts.map((h) => h.title).join('; ')}.`,
    )
  if (missingProducts.length > 0)
    notes.push(`Put back the products the prompt names: ${missingProducts.join(', ')}.`)
  return { ...files, [path]: `${JSON.stringify(json, null, 2)}\n` }
}
