// Sections as Shopify renders them: each in its wrapper, with its settings and blocks from the
// template or section group, and each failure contained to a small visible note in its place.
import type { Context } from 'liquidjs'
import type { SettingDef } from '../model/schema'
import { readThemeJson } from '../model/theme'
import { escapeAttribute, escapeText } from '../model/text'
import type { Obj } from './data'
import type { RenderHost, SectionInfo } from './host'
import { type SettingOwner, type ValueContext, buildSettings, convertSetting } from './settings'
import { type RenderState, STATE, registerTarget, stateOf } from './state'

export interface BlockData {
  type?: unknown
  settings?: Record<string, unknown>
  blocks?: Record<string, BlockData>
  block_order?: unknown
  disabled?: unknown
  static?: unknown
}

export interface SectionData extends BlockData {
  type?: unknown
}

export interface PageGlobals extends Obj {
  [STATE]: RenderState
}

/** Globals of the page being rendered (the section's own are added on top). */
export function pageGlobals(ctx: Context): PageGlobals {
  return ctx.globals as PageGlobals
}

export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.length > 500 ? `${message.slice(0, 500)}…` : message
}

/** What a failing section shows in its place: small, visible, and only that section. */
export function errorNote(file: string, message: string): string {
  return (
    `<p role="alert" style="margin:4px;padding:4px 8px;font:12px/1.4 monospace;color:#a40000;background:#fff3f3;` +
    `border:1px solid #f0c0c0;border-radius:4px">Liquid error (${escapeText(file)}): ${escapeText(message)}</p>`
  )
}

export function valueContext(runtime: RenderHost, globals: PageGlobals, closest?: Obj): ValueContext {
  const state = globals[STATE]
  const scope = closest ? { ...globals, closest } : globals
  return {
    data: state.data,
    schemes: state.schemes,
    dynamic: (text) => runtime.resolveDynamic(text, scope),
    reference: (expression) => runtime.resolveReference(expression, scope),
    translate: (value) => runtime.translateSchema(value),
  }
}

/** Setting types that make their value the closest resource of that kind for nested blocks. */
const CLOSEST_TYPES: Record<string, string> = {
  product: 'product',
  collection: 'collection',
  article: 'article',
  blog: 'blog',
  page: 'page',
  metaobject: 'metaobject',
}

/** The resources a section or block's own settings point at, by kind (closest.product...). */
function ownClosest(defs: readonly SettingDef[], settings: Obj): Obj {
  const own: Obj = {}
  for (const def of defs) {
    const kind = CLOSEST_TYPES[def.type]
    const value = settings[def.id]
    if (kind && !(kind in own) && value !== undefined && value !== null && value !== '') own[kind] = value
  }
  return own
}

/** What a block or section file sees as closest: its parent's, then its own settings', then explicit ones. */
function closestIn(ctx: Context, own: Obj | undefined, explicit: Obj | undefined): Obj {
  const found = lookupVar(ctx, 'closest')
  const parent = found && typeof found === 'object' ? (found as Obj) : {}
  return { ...parent, ...own, ...explicit }
}

/** A top-level variable as the template sees it (scopes first, then globals), without copying every scope. */
function lookupVar(ctx: Context, name: string): unknown {
  const value: unknown = ctx.getSync([name])
  return value === null ? undefined : value
}

/** Internal parts of a block object, kept off its enumerable (and so printable) properties. */
interface BlockInternals {
  /** static blocks ({% content_for 'block' %}) by id: not part of `blocks` */
  staticBlocks: Map<string, Obj>
  /** the resources the block's own settings point at */
  closest: Obj
  /** re-reads settings whose values hold Liquid ("{{ closest.product.title }}") for a closest */
  dynamicSettings?: (closest: Obj) => Obj
}

// A symbol key: copies of the object ({...block}, paginate's clones) keep it, Liquid cannot reach it
// and `| json` does not print it.
const INTERNAL = Symbol('vitrine.block')

const INTERNALS = {
  get: (owner: object | undefined): BlockInternals | undefined =>
    owner ? ((owner as Record<symbol, unknown>)[INTERNAL] as BlockInternals | undefined) : undefined,
  set: (owner: object, internals: BlockInternals): void => {
    ;(owner as Record<symbol, unknown>)[INTERNAL] = internals
  },
}

function setInternals(owner: Obj, internals: BlockInternals): void {
  INTERNALS.set(owner, internals)
}

function blockDefs(runtime: RenderHost, info: SectionInfo | undefined, type: string): SettingDef[] {
  const fromSection = info?.schema.blocks.find((b) => b.type === type)
  // A section-defined block carries its settings; `{ "type": "x" }` only points at blocks/x.liquid.
  if (fromSection && fromSection.settings.length > 0) return fromSection.settings
  return runtime.section(type, 'blocks')?.schema.settings ?? fromSection?.settings ?? []
}

function orderOf(data: BlockData): string[] {
  const blocks = data.blocks ?? {}
  const order = Array.isArray(data.block_order)
    ? data.block_order.filter((id): id is string => typeof id === 'string')
    : []
  const rest = Object.keys(blocks).filter((id) => !order.includes(id) && blocks[id]?.static === true)
  return [...order, ...rest]
}

function dynamicSettingIds(
  defs: readonly SettingDef[],
  stored: Record<string, unknown> | undefined,
): string[] {
  if (!stored) return []
  return defs
    .filter((d) => {
      const v = stored[d.id]
      return typeof v === 'string' && v.includes('{{')
    })
    .map((d) => d.id)
}

function buildBlocks(
  runtime: RenderHost,
  globals: PageGlobals,
  sectionKey: string,
  info: SectionInfo | undefined,
  data: BlockData,
  ctx: ValueContext,
  parent: Obj,
): Obj[] {
  const state = globals[STATE]
  const out: Obj[] = []
  const statics = new Map<string, Obj>()
  for (const id of orderOf(data)) {
    const block = data.blocks?.[id]
    if (!block || block.disabled === true || typeof block.type !== 'string') continue
    // App blocks need their app; the preview has none.
    if (block.type === '@app' || block.type.startsWith('shopify://')) continue
    const owner: SettingOwner | undefined = state.editable
      ? { section: sectionKey, block: id, register: (t) => registerTarget(state, t) }
      : undefined
    const defs = blockDefs(runtime, info, block.type)
    const settings = buildSettings(defs, block.settings, ctx, owner)
    const inner = runtime.section(block.type, 'blocks')
    const item: Obj = {
      id,
      type: block.type,
      settings,
      shopify_attributes: state.editable
        ? ` data-vitrine-section="${escapeAttribute(sectionKey)}" data-vitrine-block="${escapeAttribute(id)}"`
        : '',
      blocks: [],
      block_order: [],
    }
    item.blocks = block.blocks ? buildBlocks(runtime, globals, sectionKey, inner, block, ctx, item) : []
    item.block_order = (item.blocks as Obj[]).map((b) => b.id)
    const dynamicIds = dynamicSettingIds(defs, block.settings)
    const internals: BlockInternals = INTERNALS.get(item) ?? { staticBlocks: new Map(), closest: {} }
    internals.closest = ownClosest(defs, settings)
    if (dynamicIds.length > 0)
      internals.dynamicSettings = (closest) => {
        const again = valueContext(runtime, globals, closest)
        const redone = { ...settings }
        for (const did of dynamicIds) {
          const def = defs.find((d) => d.id === did)
          if (def) redone[did] = convertSetting(def, block.settings?.[did], again, defs, owner)
        }
        return redone
      }
    setInternals(item, internals)
    // Static blocks render where their parent says ({% content_for 'block' %}), not in `blocks`.
    if (block.static === true) statics.set(id, item)
    else out.push(item)
  }
  const parentInternals = INTERNALS.get(parent) ?? { staticBlocks: new Map(), closest: {} }
  for (const [id, item] of statics) parentInternals.staticBlocks.set(id, item)
  setInternals(parent, parentInternals)
  return out
}

interface SectionRequest {
  /** the key in the template or group JSON (what visual edits address) */
  key: string
  /** section.id, as Shopify forms it */
  id: string
  data: SectionData
  extraClass?: string
  index?: number
}

function colorSettingOf(info: SectionInfo | undefined): string | undefined {
  const colors =
    info?.schema.settings.filter((s) => s.type === 'color' || s.type === 'color_background') ?? []
  return (colors.find((s) => /background|bg/i.test(s.id)) ?? colors[0])?.id
}

export function renderSection(runtime: RenderHost, globals: PageGlobals, request: SectionRequest): string {
  const state = globals[STATE]
  const type = typeof request.data.type === 'string' ? request.data.type : ''
  const path = `sections/${type}.liquid`
  const info = type ? runtime.section(type) : undefined
  const wrapperTag = typeof info?.raw.tag === 'string' && /^[a-z]+$/.test(info.raw.tag) ? info.raw.tag : 'div'
  const schemaClass = typeof info?.raw.class === 'string' ? ` ${escapeAttribute(info.raw.class)}` : ''
  let editable = ''
  if (state.editable) {
    editable = ` data-vitrine-section="${escapeAttribute(request.key)}"`
    const color = colorSettingOf(info)
    if (color) editable += ` data-vitrine-setting="${escapeAttribute(color)}" data-vitrine-kind="color"`
  }
  const open = `<${wrapperTag} id="shopify-section-${escapeAttribute(request.id)}" class="shopify-section${request.extraClass ? ` ${request.extraClass}` : ''}${schemaClass}"${editable}>`
  const close = `</${wrapperTag}>`
  let body: string
  try {
    if (!info) throw new Error(`Section type '${type}' does not refer to an existing section file`)
    if (Date.now() > state.deadline) throw new Error('Preview time limit reached; section skipped')
    if (state.depth > 6) throw new Error('Sections nested too deeply')
    const ctx = valueContext(runtime, globals)
    const owner: SettingOwner | undefined = state.editable
      ? { section: request.key, register: (t) => registerTarget(state, t) }
      : undefined
    const settings = buildSettings(info.schema.settings, request.data.settings, ctx, owner)
    const section: Obj = {
      id: request.id,
      settings,
      blocks: [],
      block_order: [],
      index: request.index ?? 1,
      index0: (request.index ?? 1) - 1,
      location: 'template',
    }
    const blocks = buildBlocks(runtime, globals, request.key, info, request.data, ctx, section)
    section.blocks = blocks
    section.block_order = blocks.map((b) => b.id)
    const pageClosest = (globals.closest ?? {}) as Obj
    const closest = { ...pageClosest, ...ownClosest(info.schema.settings, settings) }
    const template = runtime.parse(info.path)
    state.depth++
    try {
      body = String(runtime.liquid.renderSync(template, {}, { globals: { ...globals, section, closest } }))
    } finally {
      state.depth--
    }
    const { stylesheet, javascript } = runtime.extras(info.path)
    if (stylesheet.trim() && !state.stylesheets.has(info.path)) state.stylesheets.set(info.path, stylesheet)
    if (javascript.trim() && !state.javascripts.has(info.path)) state.javascripts.set(info.path, javascript)
  } catch (error) {
    const message = errorMessage(error)
    state.errors.push({ file: path, message })
    body = errorNote(path, message)
  }
  return `${open}${body}${close}`
}

/** {% section 'name' %}: a static section, its settings from settings_data.json or the schema default. */
export function renderStaticSection(runtime: RenderHost, ctx: Context, name: string): string {
  const globals = pageGlobals(ctx)
  const stored = (runtime.themeSettingsStoredSections()[name] ?? undefined) as SectionData | undefined
  const fallback = runtime.section(name)?.raw.default as SectionData | undefined
  const data: SectionData = stored ?? defaultData(fallback)
  return renderSection(runtime, globals, { key: name, id: name, data: { ...data, type: name } })
}

function defaultData(raw: unknown): SectionData {
  if (!raw || typeof raw !== 'object') return {}
  const d = raw as { settings?: Record<string, unknown>; blocks?: unknown }
  const blocks: Record<string, BlockData> = {}
  const order: string[] = []
  if (Array.isArray(d.blocks)) {
    d.blocks.forEach((b: unknown, i) => {
      if (b && typeof b === 'object') {
        blocks[`block-${i + 1}`] = b as BlockData
        order.push(`block-${i + 1}`)
      }
    })
  }
  return { settings: d.settings, blocks, block_order: order }
}

interface JsonTemplate {
  sections?: Record<string, SectionData>
  order?: unknown
  layout?: unknown
  wrapper?: unknown
  name?: unknown
  type?: unknown
}

/** The sections of a JSON template or section group, in order, disabled ones left out. */
/**
 * Shopify's limit on the sections of a JSON template or section group
 * (shopify.dev/docs/storefronts/themes/architecture/limits): it refuses to save more, so the
 * preview renders the first 25 and says so, whatever the file holds.
 */
export const MAX_JSON_SECTIONS = 25

export function renderJsonSections(
  runtime: RenderHost,
  globals: PageGlobals,
  json: JsonTemplate,
  idPrefix: string,
  file: string,
  extraClass?: string,
): string {
  const sections = json.sections ?? {}
  const order = Array.isArray(json.order)
    ? json.order.filter((k): k is string => typeof k === 'string')
    : Object.keys(sections)
  if (order.length > MAX_JSON_SECTIONS) {
    globals[STATE].errors.push({
      file,
      message:
        `${file} has ${order.length} sections, and Shopify allows at most ${MAX_JSON_SECTIONS} in a ` +
        `template or section group: the preview shows the first ${MAX_JSON_SECTIONS}`,
    })
  }
  let html = ''
  order.slice(0, MAX_JSON_SECTIONS).forEach((key, i) => {
    const data = sections[key]
    if (!data || data.disabled === true) return
    html += renderSection(runtime, globals, { key, id: `${idPrefix}${key}`, data, extraClass, index: i + 1 })
  })
  return html
}

/** {% sections 'header-group' %} */
export function renderGroup(runtime: RenderHost, ctx: Context, group: string): string {
  const globals = pageGlobals(ctx)
  const path = `sections/${group}.json`
  let json: unknown
  try {
    runtime.checkReadable(path)
    json = readThemeJson(runtime.files, path)
  } catch (error) {
    globals[STATE].errors.push({ file: path, message: errorMessage(error) })
    return errorNote(path, errorMessage(error))
  }
  if (!json || typeof json !== 'object') return ''
  return renderJsonSections(
    runtime,
    globals,
    json as JsonTemplate,
    `sections--1__`,
    path,
    `shopify-section-group-${escapeAttribute(group)}`,
  )
}

function renderBlockFile(
  runtime: RenderHost,
  ctx: Context,
  block: Obj,
  explicit?: Obj,
  params: Obj = {},
): string {
  const state = stateOf(ctx)
  const type = String(block.type ?? '')
  const path = `blocks/${type}.liquid`
  try {
    if (!runtime.section(type, 'blocks')) throw new Error(`Could not find ${path}`)
    const internals = INTERNALS.get(block)
    const closest = closestIn(ctx, internals?.closest, explicit)
    let shown = block
    if (internals?.dynamicSettings) {
      shown = { ...block, settings: internals.dynamicSettings(closest) }
    }
    const globals = { ...(ctx.globals as Obj), block: shown, closest }
    const html = String(runtime.liquid.renderSync(runtime.parse(path), params, { globals }))
    const { stylesheet, javascript } = runtime.extras(path)
    if (state && stylesheet.trim() && !state.stylesheets.has(path)) state.stylesheets.set(path, stylesheet)
    if (state && javascript.trim() && !state.javascripts.has(path)) state.javascripts.set(path, javascript)
    return html
  } catch (error) {
    state?.errors.push({ file: path, message: errorMessage(error) })
    return errorNote(path, errorMessage(error))
  }
}

/** closest.product: x and friends, from content_for parameters. */
export function closestParams(named: Record<string, unknown>): Obj | undefined {
  let found: Obj | undefined
  for (const [key, value] of Object.entries(named)) {
    const m = /^closest\.(\w+)$/.exec(key)
    if (m?.[1]) (found ??= {})[m[1]] = value ?? null
  }
  return found
}

/** The section or block whose file is being rendered. */
function ownerOf(ctx: Context): Obj | undefined {
  return (lookupVar(ctx, 'block') ?? lookupVar(ctx, 'section')) as Obj | undefined
}

/** {% content_for 'blocks' %}: the theme blocks of the current section or block. */
export function renderContentForBlocks(
  runtime: RenderHost,
  ctx: Context,
  named: Record<string, unknown> = {},
): string {
  const owner = ownerOf(ctx)
  const blocks = Array.isArray(owner?.blocks) ? (owner.blocks as Obj[]) : []
  const explicit = closestParams(named)
  return blocks.map((block) => renderBlockFile(runtime, ctx, block, explicit)).join('')
}

/** {% content_for 'block', type: 'x', id: 'y' %}: a static theme block. */
export function renderStaticBlock(
  runtime: RenderHost,
  ctx: Context,
  type: string,
  id: string,
  named: Record<string, unknown>,
): string {
  const parent = ownerOf(ctx)
  const explicit = closestParams(named)
  // Other parameters are variables of the block file, as render's parameters are of a snippet.
  const params: Obj = {}
  for (const [k, v] of Object.entries(named))
    if (k !== 'type' && k !== 'id' && !k.startsWith('closest.')) params[k] = v
  const existing =
    INTERNALS.get(parent)?.staticBlocks.get(id) ??
    (Array.isArray(parent?.blocks) ? (parent.blocks as Obj[]).find((b) => b.id === id) : undefined)
  if (existing && existing.type === type) return renderBlockFile(runtime, ctx, existing, explicit, params)
  const globals = pageGlobals(ctx)
  const info = runtime.section(type, 'blocks')
  const settings = buildSettings(info?.schema.settings ?? [], undefined, valueContext(runtime, globals))
  const extra: Obj = {}
  for (const [k, v] of Object.entries(named))
    if (k !== 'type' && k !== 'id' && !k.startsWith('closest.')) extra[k] = v
  const block: Obj = { id, type, settings, blocks: [], block_order: [], shopify_attributes: '', ...extra }
  setInternals(block, { staticBlocks: new Map(), closest: ownClosest(info?.schema.settings ?? [], settings) })
  return renderBlockFile(runtime, ctx, block, explicit, params)
}
