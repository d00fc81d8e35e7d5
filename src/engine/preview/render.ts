// Sections as Shopify renders them: each in its wrapper, with its settings and blocks from the
// template or section group, and each failure contained to a small visible note in its place.
import type { Context } from 'liquidjs'
import type { SettingDef } from '../ai/schema'
import { readThemeJson } from '../theme'
import type { Obj } from './data'
import { escapeAttribute } from './markers'
import type { SectionInfo, ThemeRuntime } from './runtime'
import { type SettingOwner, type ValueContext, buildSettings } from './settings'
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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.length > 500 ? `${message.slice(0, 500)}…` : message
}

/** What a failing section shows in its place: small, visible, and only that section. */
export function errorNote(file: string, message: string): string {
  return (
    `<p role="alert" style="margin:4px;padding:4px 8px;font:12px/1.4 monospace;color:#a40000;background:#fff3f3;` +
    `border:1px solid #f0c0c0;border-radius:4px">Liquid error (${escapeHtml(file)}): ${escapeHtml(message)}</p>`
  )
}

export function valueContext(runtime: ThemeRuntime, globals: PageGlobals): ValueContext {
  const state = globals[STATE]
  return {
    data: state.data,
    schemes: state.schemes,
    dynamic: (text) => runtime.resolveDynamic(text, globals),
    translate: (value) => runtime.translateSchema(value),
  }
}

function blockDefs(runtime: ThemeRuntime, info: SectionInfo | undefined, type: string): SettingDef[] {
  const fromSection = info?.schema.blocks.find((b) => b.type === type)
  if (fromSection) return fromSection.settings
  return runtime.section(type, 'blocks')?.schema.settings ?? []
}

function orderOf(data: BlockData): string[] {
  const blocks = data.blocks ?? {}
  const order = Array.isArray(data.block_order)
    ? data.block_order.filter((id): id is string => typeof id === 'string')
    : []
  const rest = Object.keys(blocks).filter((id) => !order.includes(id) && blocks[id]?.static === true)
  return [...order, ...rest]
}

function buildBlocks(
  runtime: ThemeRuntime,
  globals: PageGlobals,
  sectionKey: string,
  info: SectionInfo | undefined,
  data: BlockData,
  ctx: ValueContext,
): Obj[] {
  const state = globals[STATE]
  const out: Obj[] = []
  for (const id of orderOf(data)) {
    const block = data.blocks?.[id]
    if (!block || block.disabled === true || typeof block.type !== 'string') continue
    // App blocks need their app; the preview has none.
    if (block.type === '@app' || block.type.startsWith('shopify://')) continue
    const owner: SettingOwner | undefined = state.editable
      ? { section: sectionKey, block: id, register: (t) => registerTarget(state, t) }
      : undefined
    const settings = buildSettings(blockDefs(runtime, info, block.type), block.settings, ctx, owner)
    const inner = runtime.section(block.type, 'blocks')
    out.push({
      id,
      type: block.type,
      settings,
      shopify_attributes: state.editable
        ? ` data-vitrine-section="${escapeAttribute(sectionKey)}" data-vitrine-block="${escapeAttribute(id)}"`
        : '',
      blocks: block.blocks ? buildBlocks(runtime, globals, sectionKey, inner, block, ctx) : [],
      block_order: orderOf(block),
    })
  }
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

export function renderSection(runtime: ThemeRuntime, globals: PageGlobals, request: SectionRequest): string {
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
    const blocks = buildBlocks(runtime, globals, request.key, info, request.data, ctx)
    const section: Obj = {
      id: request.id,
      settings,
      blocks,
      block_order: blocks.map((b) => b.id),
      index: request.index ?? 1,
      index0: (request.index ?? 1) - 1,
      location: 'template',
    }
    const template = runtime.parse(info.path)
    state.depth++
    try {
      body = String(runtime.liquid.renderSync(template, {}, { globals: { ...globals, section } }))
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
export function renderStaticSection(runtime: ThemeRuntime, ctx: Context, name: string): string {
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
export function renderJsonSections(
  runtime: ThemeRuntime,
  globals: PageGlobals,
  json: JsonTemplate,
  idPrefix: string,
  extraClass?: string,
): string {
  const sections = json.sections ?? {}
  const order = Array.isArray(json.order)
    ? json.order.filter((k): k is string => typeof k === 'string')
    : Object.keys(sections)
  let html = ''
  order.forEach((key, i) => {
    const data = sections[key]
    if (!data || data.disabled === true) return
    html += renderSection(runtime, globals, { key, id: `${idPrefix}${key}`, data, extraClass, index: i + 1 })
  })
  return html
}

/** {% sections 'header-group' %} */
export function renderGroup(runtime: ThemeRuntime, ctx: Context, group: string): string {
  const globals = pageGlobals(ctx)
  const path = `sections/${group}.json`
  let json: unknown
  try {
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
    `shopify-section-group-${escapeAttribute(group)}`,
  )
}

function renderBlockFile(runtime: ThemeRuntime, ctx: Context, block: Obj): string {
  const state = stateOf(ctx)
  const type = String(block.type ?? '')
  const path = `blocks/${type}.liquid`
  try {
    if (!runtime.section(type, 'blocks')) throw new Error(`Could not find ${path}`)
    const globals = { ...(ctx.globals as Obj), block }
    const html = String(runtime.liquid.renderSync(runtime.parse(path), {}, { globals }))
    const { stylesheet, javascript } = runtime.extras(path)
    if (state && stylesheet.trim() && !state.stylesheets.has(path)) state.stylesheets.set(path, stylesheet)
    if (state && javascript.trim() && !state.javascripts.has(path)) state.javascripts.set(path, javascript)
    return html
  } catch (error) {
    state?.errors.push({ file: path, message: errorMessage(error) })
    return errorNote(path, errorMessage(error))
  }
}

/** {% content_for 'blocks' %}: the theme blocks of the current section or block. */
export function renderContentForBlocks(runtime: ThemeRuntime, ctx: Context): string {
  const scope = ctx.getAll() as Obj
  const owner = (scope.block ?? scope.section) as Obj | undefined
  const blocks = Array.isArray(owner?.blocks) ? (owner.blocks as Obj[]) : []
  return blocks.map((block) => renderBlockFile(runtime, ctx, block)).join('')
}

/** {% content_for 'block', type: 'x', id: 'y' %}: a static theme block. */
export function renderStaticBlock(
  runtime: ThemeRuntime,
  ctx: Context,
  type: string,
  id: string,
  named: Record<string, unknown>,
): string {
  const scope = ctx.getAll() as Obj
  const parent = (scope.block ?? scope.section) as Obj | undefined
  const existing = Array.isArray(parent?.blocks)
    ? (parent.blocks as Obj[]).find((b) => b.id === id)
    : undefined
  if (existing) return renderBlockFile(runtime, ctx, existing)
  const globals = pageGlobals(ctx)
  const info = runtime.section(type, 'blocks')
  const settings = buildSettings(info?.schema.settings ?? [], undefined, valueContext(runtime, globals))
  const extra: Obj = {}
  for (const [k, v] of Object.entries(named)) if (k !== 'type' && k !== 'id') extra[k] = v
  return renderBlockFile(runtime, ctx, { id, type, settings, blocks: [], shopify_attributes: '', ...extra })
}
