// A colour of its own for each text a merchant can click in the editor's preview. A section's
// text colour colours all of its text; a heading picked in the Edit tab must change colour alone.
// So every element of a library section that shows exactly one text setting (a heading, a
// subtitle, a quote) gets a companion colour setting beside that text setting, `color_{id}`,
// which the element wears as an inline colour when it is set. Empty, it follows the section's
// colours, so a composed theme looks the same until a merchant picks one.
//
// One pass over the section files (rather than each section writing it) keeps every element,
// present and future, alike; it only ever adds a setting and an attribute. The pass has no
// imports: the editor reads `elementColorId` from here to find an element's colour setting.

/** The colour setting of a text setting's element (`heading` -> `color_heading`). */
export function elementColorId(settingId: string): string {
  return `color_${settingId}`
}

const TEXT_TYPES = new Set(['text', 'textarea', 'inline_richtext', 'richtext'])

/**
 * Whether `id` is the colour of one text among these settings (`color_heading` beside a text
 * setting `heading`) rather than a colour of the whole section or block.
 */
export function isElementColor(settings: readonly { id: string; type: string }[], id: string): boolean {
  if (!id.startsWith('color_')) return false
  const own = settings.find((s) => s.id === id)
  const text = settings.find((s) => elementColorId(s.id) === id)
  return own?.type === 'color' && text !== undefined && TEXT_TYPES.has(text.type)
}

/** Button labels keep the colours of their button style: a label colour would fight its fill. */
const NOT_COLOURED = /(^|_)(label|button)(_|$)/

/**
 * `<tag attrs>{{ owner.settings.id | filters }}</tag>`: an element whose whole content is one
 * setting. Attributes may hold Liquid ({{ … }}, {% … %}), whose `>` does not end the tag.
 */
const ELEMENT =
  /<([a-z][a-z0-9]*)((?:[^>{]|\{\{[^}]*\}\}|\{%[^%]*%\})*)>(\s*\{\{-?\s*(section|block)\.settings\.([a-z0-9_]+)(?:\s*\|[^}]*)?\s*-?\}\}\s*)<\/\1>/g

interface Setting {
  type?: unknown
  id?: unknown
  label?: unknown
  [key: string]: unknown
}

interface Schema {
  settings?: Setting[]
  blocks?: { settings?: Setting[] }[]
}

const SCHEMA = /(\{%-?\s*schema\s*-?%\})([\s\S]*?)(\{%-?\s*endschema\s*-?%\})/

function textSetting(settings: Setting[] | undefined, id: string): Setting | undefined {
  return settings?.find((s) => s.id === id && typeof s.type === 'string' && TEXT_TYPES.has(s.type))
}

/** Adds the companion after its text setting, unless the section already has one of that id. */
function addCompanion(settings: Setting[], text: Setting, id: string): boolean {
  if (settings.some((s) => s.id === id)) return false
  const label = typeof text.label === 'string' && !text.label.startsWith('t:') ? text.label : String(text.id)
  settings.splice(settings.indexOf(text) + 1, 0, {
    type: 'color',
    id,
    label: `${label} color`,
    info: 'This text only. Empty follows the section colors.',
  })
  return true
}

/** An opening tag, Liquid in its attributes included. */
const OPENING_TAG = /<[a-z][a-z0-9]*(?:[^>{]|\{\{[^}]*\}\}|\{%[^%]*%\})*>/g
const STYLE_BLOCK = /\{%-?\s*style\s*-?%\}[\s\S]*?\{%-?\s*endstyle\s*-?%\}/g
const OUTPUT = /\{\{-?\s*(section|block)\.settings\.([a-z0-9_]+)\b/g

/** How often each setting is printed as page text (not in attributes or styles), by `owner.id`. */
function textOutputs(markup: string): Map<string, number> {
  const counts = new Map<string, number>()
  const text = markup.replace(STYLE_BLOCK, '').replace(OPENING_TAG, '')
  for (const match of text.matchAll(OUTPUT)) {
    const key = `${match[1]}.${match[2]}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/**
 * A section file with a colour setting for each element that shows one text setting, and the
 * inline colour on that element. A setting also printed elsewhere (beside other content, or in
 * a branch of its own) gets none: its colour would not reach all of its text. A file without a
 * readable schema comes back as it was.
 */
export function withElementColors(source: string): string {
  const found = SCHEMA.exec(source)
  if (!found) return source
  let schema: Schema
  try {
    schema = JSON.parse(found[2] ?? '') as Schema
  } catch {
    return source
  }
  if (typeof schema !== 'object' || schema === null) return source
  const markup = source.slice(0, found.index)
  const outputs = textOutputs(markup)
  const wholes = new Map<string, number>()
  for (const match of markup.matchAll(ELEMENT)) {
    const key = `${match[4]}.${match[5]}`
    if (!/\sstyle\s*=/i.test(match[2] ?? '')) wholes.set(key, (wholes.get(key) ?? 0) + 1)
  }
  let changed = false
  const coloured = markup.replace(
    ELEMENT,
    (element, tag: string, attrs: string, content: string, owner: string, id: string) => {
      if (NOT_COLOURED.test(id) || /\sstyle\s*=/i.test(attrs)) return element
      if (wholes.get(`${owner}.${id}`) !== outputs.get(`${owner}.${id}`)) return element
      const colorId = elementColorId(id)
      const holders =
        owner === 'section' ? [schema.settings] : (schema.blocks ?? []).map((block) => block.settings)
      let holds = false
      for (const settings of holders) {
        const text = textSetting(settings, id)
        if (!settings || !text) continue
        addCompanion(settings, text, colorId)
        holds ||= settings.some((s) => s.id === colorId && s.type === 'color')
      }
      if (!holds) return element
      changed = true
      const setting = `${owner}.settings.${colorId}`
      return `<${tag}${attrs}{% if ${setting} != blank %} style="color: {{ ${setting} }}"{% endif %}>${content}</${tag}>`
    },
  )
  if (!changed) return source
  const json = JSON.stringify(schema, null, 2)
  return `${coloured}${found[1]}\n${json}\n${found[3]}${source.slice(found.index + found[0].length)}`
}

/** The files with withElementColors applied to every section. */
export function withSectionElementColors(files: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = { ...files }
  for (const [path, source] of Object.entries(files)) {
    if (/^sections\/[^/]+\.liquid$/.test(path)) out[path] = withElementColors(source)
  }
  return out
}
