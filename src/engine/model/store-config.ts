// The store a theme is for: its name, tagline, primary colour and categories (StoreConfig).
//
// applyStoreConfig writes a Config tab change into the theme settings and brings along what the
// theme shows of them: a composed theme writes its tagline and its collections into its
// templates and section groups as text and blocks, so a new tagline replaces the old one where
// it stands whole (the footer's text, the about page), and the homepage's collection list lists
// the new categories. Text the merchant changed since is theirs and stays as it is.
//
// importedStoreConfig names the store of a theme brought in as a ZIP: the theme's own settings
// when it has them (a Vitrine theme), else the store a Shopify theme export was taken from, the
// theme's own name (theme_info), or the ZIP's file name; never the store shown before it.
import { handleize } from './handles'
import { richText, titleCase } from './text'
import {
  DEFAULT_STORE_CONFIG,
  readThemeJson,
  storeConfigFromFiles,
  stringifyThemeJson,
  writeStoreSettings,
  type StoreConfig,
  type ThemeFiles,
} from './theme'

/** The most cards a composed collection list shows (compose/sections/collection-list/build.ts). */
const LIST_MOST = 8

interface Node {
  type?: unknown
  settings?: Record<string, unknown>
  blocks?: Record<string, Node>
  block_order?: string[]
}

const JSON_BANNER = /^\s*\/\*[\s\S]*?\*\/\s*/

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Template JSON and section group files: where a theme keeps its sections' settings. */
function isContentJson(path: string): boolean {
  return /^templates\/.+\.json$/.test(path) || /^sections\/[^/]+\.json$/.test(path)
}

/**
 * The files with `config` written into the theme settings, and the theme's content brought
 * along from the settings it had (see the top of this file). Throws when
 * config/settings_data.json is not JSON.
 */
export function applyStoreConfig(files: ThemeFiles, config: StoreConfig): ThemeFiles {
  const before = storeConfigFromFiles(files)
  const written = writeStoreSettings(files, config)
  return before ? followStoreConfig(written, before, config) : written
}

/** `files` with their tagline text and category collections moved from `before` to `after`. */
export function followStoreConfig(files: ThemeFiles, before: StoreConfig, after: StoreConfig): ThemeFiles {
  const tagline = taglineRewrite(before.tagline, after.tagline)
  const categories = categoryChange(before.categories, after.categories)
  if (!tagline && !categories) return files
  const out: ThemeFiles = { ...files }
  for (const [path, source] of Object.entries(files)) {
    if (!isContentJson(path)) continue
    let data: unknown
    try {
      data = readThemeJson(files, path)
    } catch {
      continue // not JSON: the Code View says so; the settings are written all the same
    }
    if (!isObject(data) || !isObject(data.sections)) continue
    let changed = false
    for (const section of Object.values(data.sections)) {
      if (!isObject(section)) continue
      if (tagline && rewriteText(section as Node, tagline)) changed = true
      if (categories && followCategories(section as Node, categories)) changed = true
    }
    if (changed) out[path] = `${JSON_BANNER.exec(source)?.[0] ?? ''}${stringifyThemeJson(data)}`
  }
  return out
}

// ---- the tagline

type Rewrite = (value: string) => string | undefined

/** The old tagline's whole text, plain or as the rich text composed themes store, becomes the new. */
function taglineRewrite(before: string, after: string): Rewrite | undefined {
  const old = before.trim()
  if (old === '' || before === after) return undefined
  const oldRich = richText(before)
  const newRich = richText(after)
  return (value) => {
    if (value === before) return after
    if (oldRich !== '' && value === oldRich) return newRich
    return undefined
  }
}

/** Rewrites the string settings of a node and of its blocks (theme blocks nest); true if any changed. */
function rewriteText(node: Node, rewrite: Rewrite): boolean {
  let changed = false
  if (isObject(node.settings)) {
    for (const [id, value] of Object.entries(node.settings)) {
      if (typeof value !== 'string') continue
      const next = rewrite(value)
      if (next !== undefined && next !== value) {
        node.settings[id] = next
        changed = true
      }
    }
  }
  if (isObject(node.blocks)) {
    for (const block of Object.values(node.blocks)) {
      if (isObject(block) && rewriteText(block, rewrite)) changed = true
    }
  }
  return changed
}

// ---- the categories

interface CategoryChange {
  before: string[]
  after: string[]
  /** handle of an old category -> its index in `before` */
  oldIndex: Map<string, number>
}

function categoryChange(before: string[], after: string[]): CategoryChange | undefined {
  if (before.join('\n') === after.join('\n')) return undefined
  const oldIndex = new Map<string, number>()
  before.forEach((category, i) => {
    const handle = handleize(category)
    if (handle !== '' && !oldIndex.has(handle)) oldIndex.set(handle, i)
  })
  return oldIndex.size === 0 ? undefined : { before, after, oldIndex }
}

/** The old category a block shows (its `collection` is that category's handle), if any. */
function categoryOf(block: Node | undefined, change: CategoryChange): number | undefined {
  const handle = block?.settings?.collection
  return typeof handle === 'string' ? change.oldIndex.get(handle) : undefined
}

/** The settings of a block moved from old category `from` to `category`. */
function movedSettings(settings: Record<string, unknown>, from: string | undefined, category: string) {
  const next: Record<string, unknown> = { ...settings, collection: handleize(category) }
  if (from !== undefined && settings.title === from) next.title = category
  return next
}

/**
 * A section's blocks showing the store's categories follow the new ones. A list of exactly the
 * old categories, in order (the composer's collection list), becomes the list of the new ones;
 * elsewhere (a collage of an image and two collections) a block whose category is gone shows a
 * new category the section does not show yet. True if the section changed.
 */
function followCategories(section: Node, change: CategoryChange): boolean {
  if (!isObject(section.blocks)) return false
  const blocks = section.blocks
  const order = (Array.isArray(section.block_order) ? section.block_order : Object.keys(blocks)).filter(
    (id) => isObject(blocks[id]),
  )
  const shown = order.map((id) => categoryOf(blocks[id], change))
  if (shown.every((index) => index === undefined)) return false

  const type = blocks[order[0]!]?.type
  const isList =
    order.length === Math.min(change.before.length, LIST_MOST) &&
    shown.every((index, i) => index === i) &&
    order.every((id) => blocks[id]!.type === type)
  if (isList) return rebuildList(section, order, change)

  let changed = false
  const kept = new Set(change.after.map((category) => category.toLowerCase()))
  const taken = new Set(
    shown.flatMap((index) =>
      index !== undefined && kept.has(change.before[index]!.toLowerCase())
        ? [handleize(change.before[index]!)]
        : [],
    ),
  )
  order.forEach((id, i) => {
    const index = shown[i]
    if (index === undefined) return
    const from = change.before[index]!
    // Still a category of the store (perhaps spelled otherwise): it stays, its title follows.
    const same = change.after.find((category) => category.toLowerCase() === from.toLowerCase())
    const to = same ?? change.after.find((category) => !taken.has(handleize(category)))
    if (to === undefined) return
    taken.add(handleize(to))
    const block = blocks[id]!
    const settings = movedSettings(block.settings ?? {}, from, to)
    if (JSON.stringify(settings) !== JSON.stringify(block.settings ?? {})) {
      block.settings = settings
      changed = true
    }
  })
  return changed
}

/** The list's blocks become one per new category; a card of a category kept keeps its settings. */
function rebuildList(section: Node, order: string[], change: CategoryChange): boolean {
  const blocks = section.blocks!
  const type = blocks[order[0]!]!.type
  const byHandle = new Map(order.map((id) => [blocks[id]!.settings!.collection as string, id]))
  const nextBlocks: Record<string, Node> = {}
  for (const [id, block] of Object.entries(blocks)) if (!order.includes(id)) nextBlocks[id] = block
  const nextOrder: string[] = []
  const used = new Set(Object.keys(nextBlocks))
  const freshId = () => {
    let n = 1
    while (used.has(`${String(type)}_${n}`)) n++
    return `${String(type)}_${n}`
  }
  const categories = change.after.slice(0, LIST_MOST)
  // Ids of the cards kept first, so a new card never takes one of theirs.
  for (const category of categories) {
    const id = byHandle.get(handleize(category))
    if (id !== undefined) used.add(id)
  }
  for (const category of categories) {
    const handle = handleize(category)
    const id = byHandle.get(handle)
    if (id !== undefined && !nextOrder.includes(id)) {
      const block = blocks[id]!
      const index = change.oldIndex.get(handle)
      const from = index === undefined ? undefined : change.before[index]
      nextBlocks[id] = { ...block, settings: movedSettings(block.settings ?? {}, from, category) }
      nextOrder.push(id)
      continue
    }
    const fresh = freshId()
    used.add(fresh)
    nextBlocks[fresh] = { type, settings: { collection: handle, title: category } }
    nextOrder.push(fresh)
  }
  section.blocks = nextBlocks
  section.block_order = nextOrder
  // Fewer cards than columns would leave the row half empty.
  const columns = section.settings?.columns_desktop
  if (typeof columns === 'number' && columns > Math.max(nextOrder.length, 2)) {
    section.settings!.columns_desktop = Math.max(nextOrder.length, 2)
  }
  return true
}

// ---- an imported theme's store

/** Domains a store's primary domain ends with, as a Shopify theme export spells them (-com-). */
const DOMAIN_ENDINGS =
  /^(.+?)-(?:myshopify-com|com|net|org|shop|store|co|io|uk|de|fr|it|es|nl|be|ch|at|ca|au|nz|ie|eu|us|in|se|dk|no|fi|pl|pt|jp|br|mx)(?:-|$)/

/**
 * The store a Shopify theme export was taken from, from its file name
 * ("theme_export__lunar-coffee-myshopify-com-dawn__12JAN2025-0110pm.zip": "Lunar Coffee").
 */
export function exportedStoreName(archiveName: string): string | undefined {
  const stem = archiveStem(archiveName)
  const inner = /^theme_export__(.+?)(?:__[^_]*)?$/i.exec(stem)?.[1]
  const domain = inner === undefined ? undefined : DOMAIN_ENDINGS.exec(inner.toLowerCase())?.[1]
  return domain ? titleCase(domain.replace(/-+/g, ' ').trim()) : undefined
}

/** The theme's own name: theme_info's theme_name in config/settings_schema.json. */
export function themeInfoName(files: ThemeFiles): string | undefined {
  let schema: unknown
  try {
    schema = readThemeJson(files, 'config/settings_schema.json')
  } catch {
    return undefined
  }
  if (!Array.isArray(schema)) return undefined
  const info: unknown = schema.find((entry) => isObject(entry) && entry.name === 'theme_info')
  const name = isObject(info) ? info.theme_name : undefined
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined
}

/** A file name without its folder, extension and a browser's " (1)" for a second download. */
function archiveStem(archiveName: string): string {
  return (archiveName.split(/[\\/]/).pop() ?? '')
    .replace(/\.zip$/i, '')
    .replace(/\s*\(\d+\)$/, '')
    .trim()
}

/** A ZIP's file name as a store name: "lunar-coffee_v2.zip" is "Lunar Coffee V2". */
function nameFromFileName(archiveName: string): string | undefined {
  const words = archiveStem(archiveName)
    .replace(/[-_\s]+/g, ' ')
    .trim()
  if (words === '') return undefined
  return words === words.toLowerCase() ? titleCase(words) : words
}

/**
 * The store config of a theme imported from a ZIP named `archiveName`: the theme's own when it
 * records one, else the defaults under the name of the store it came from, the theme's own
 * name or the file's, in that order. Nothing of the theme shown before it is kept.
 */
export function importedStoreConfig(files: ThemeFiles, archiveName = ''): StoreConfig {
  const own = storeConfigFromFiles(files)
  if (own) return own
  const name =
    exportedStoreName(archiveName) ??
    themeInfoName(files) ??
    nameFromFileName(archiveName) ??
    DEFAULT_STORE_CONFIG.name
  return { ...DEFAULT_STORE_CONFIG, name: name.slice(0, 80).trim() || DEFAULT_STORE_CONFIG.name }
}
