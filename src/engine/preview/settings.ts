// Setting values as Liquid sees them: JSON values from templates, section groups and
// settings_data turned into Shopify's objects by the setting's declared type (a colour becomes a
// colour object, a collection handle the collection, an image picker an image...).
import { isImageUrlSetting, type SettingDef } from '../model/schema'
import { type Obj, type SampleData, NEUTRAL_IMAGE } from './data'
import { HandleDrop, ImageDrop, colorDrop, fontDrop, paletteDrop } from './drops'
import { type MarkerKind, type MarkerTarget, wrapMarker } from './markers'

export const TEXT_TYPES = new Set(['text', 'textarea', 'richtext', 'inline_richtext'])

/** Where a setting lives, for editable previews; undefined for theme settings. */
export interface SettingOwner {
  section: string
  block?: string
  register: (target: MarkerTarget) => number
}

export interface SchemeData {
  id: string
  settings: Record<string, unknown>
}

export interface ValueContext {
  data: SampleData
  schemes: Map<string, HandleDrop>
  /** resolves "{{ product.vendor }}"-style dynamic sources inside setting values */
  dynamic?: (text: string) => string
  /** the object a "{{ closest.product }}" reference in a resource setting stands for */
  reference?: (expression: string) => unknown
  /** resolves "t:..." schema translation keys in defaults */
  translate?: (value: unknown) => unknown
}

function isImageUrl(value: string): boolean {
  return /^(data:image\/|https?:\/\/|\/\/)/i.test(value.trim())
}

/** image_picker values: URLs we can show as they are; shopify:// and file names get a placeholder. */
export function imageFromSetting(value: unknown, label = ''): ImageDrop | undefined {
  if (value instanceof ImageDrop) return value
  if (typeof value !== 'string' || value.trim() === '') return undefined
  return new ImageDrop(isImageUrl(value) ? value.trim() : NEUTRAL_IMAGE, label, 1600, 1000)
}

/** shopify://collections/all and friends, as Shopify serves url settings: storefront paths. */
export function storefrontUrl(value: string): string {
  const m = /^shopify:\/\/(collections|products|pages|blogs|policies|search)(?:\/(.*))?$/.exec(value.trim())
  if (!m) return value
  if (m[1] === 'search') return '/search'
  return m[2] ? `/${m[1]}/${m[2]}` : `/${m[1]}`
}

/** A video_url setting: prints its URL, knows its id and type (youtube or vimeo). */
function videoUrl(url: string): HandleDrop {
  const youtube = /(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{6,})/.exec(url)
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(url)
  return new HandleDrop(url, {
    id: youtube?.[1] ?? vimeo?.[1] ?? '',
    type: youtube ? 'youtube' : vimeo ? 'vimeo' : '',
  })
}

function byHandle(list: Obj[], handle: unknown): Obj | undefined {
  if (typeof handle !== 'string' || handle.trim() === '') return undefined
  return list.find((item) => item.handle === handle) ?? list[0]
}

export function markerKind(def: SettingDef, all: readonly SettingDef[]): MarkerKind | undefined {
  if (TEXT_TYPES.has(def.type)) return 'text'
  if (def.type === 'image_picker' || isImageUrlSetting(def, all)) return 'image'
  return undefined
}

/** A whole-value Liquid reference, as resource settings hold them: "{{ closest.product }}". */
const REFERENCE = /^\s*\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}\s*$/
const RESOURCE_TYPES = new Set(['product', 'collection', 'article', 'blog', 'page', 'metaobject'])

export function convertSetting(
  def: SettingDef,
  raw: unknown,
  ctx: ValueContext,
  all: readonly SettingDef[],
  owner?: SettingOwner,
): unknown {
  let value = raw
  const reference = typeof raw === 'string' ? REFERENCE.exec(raw)?.[1] : undefined
  if (reference && RESOURCE_TYPES.has(def.type) && ctx.reference) {
    const found = ctx.reference(reference)
    if (found !== undefined) return found
  }
  if (typeof value === 'string' && value.includes('{{') && ctx.dynamic) value = ctx.dynamic(value)
  const mark = (text: string, kind: MarkerKind) =>
    owner
      ? wrapMarker(
          owner.register({ section: owner.section, block: owner.block, setting: def.id, kind }),
          text,
        )
      : text
  switch (def.type) {
    case 'text':
    case 'textarea':
    case 'richtext':
    case 'inline_richtext':
    case 'html':
      if (value === undefined || value === null) return value
      if (def.type === 'html' || typeof value !== 'string' || value.trim() === '') return value
      return mark(value, isImageUrlSetting(def, all) ? 'image' : 'text')
    case 'url': {
      if (typeof value !== 'string' || value === '') return value === '' ? undefined : value
      if (owner && isImageUrlSetting(def, all)) return mark(value, 'image')
      return storefrontUrl(value)
    }
    case 'liquid':
      return typeof value === 'string' && /\{[{%]/.test(value) && ctx.dynamic ? ctx.dynamic(value) : value
    case 'color':
    case 'color_background': {
      // An unset gradient is '' (== empty), as on Shopify.
      if (def.type === 'color_background') return typeof value === 'string' ? value : ''
      return colorDrop(value) ?? (value === '' ? undefined : value)
    }
    case 'color_palette':
      return paletteDrop(value) ?? value
    case 'font_picker':
      return fontDrop(value) ?? fontDrop('assistant_n4')
    case 'image_picker': {
      const image = imageFromSetting(value)
      if (!image || !owner) return image
      return new ImageDrop(mark(image.src, 'image'), image.alt, image.width, image.height)
    }
    case 'collection':
      return byHandle(ctx.data.collections, value)
    case 'collection_list':
      return Array.isArray(value)
        ? value.map((h) => byHandle(ctx.data.collections, h)).filter(Boolean)
        : undefined
    case 'product':
      return byHandle(ctx.data.products, value)
    case 'product_list':
      return Array.isArray(value)
        ? value.map((h) => byHandle(ctx.data.products, h)).filter(Boolean)
        : undefined
    case 'blog':
      return typeof value === 'string' && value !== '' ? ctx.data.blog : undefined
    case 'page':
      return typeof value === 'string' && value !== '' ? ctx.data.pages[0] : undefined
    case 'article':
      return typeof value === 'string' && value !== '' ? ctx.data.articles[0] : undefined
    case 'link_list':
      return byHandle(ctx.data.linklists, value)
    case 'color_scheme': {
      const id = typeof value === 'string' ? value : ''
      return ctx.schemes.get(id) ?? [...ctx.schemes.values()][0] ?? value
    }
    case 'video_url':
      return typeof value === 'string' && value !== '' ? videoUrl(value) : undefined
    case 'video':
    case 'metaobject':
    case 'metaobject_list':
      return typeof value === 'string' && value !== '' ? value : undefined
    default:
      return value
  }
}

/**
 * Settings object for a section, block or the theme: declared defaults first, then stored
 * values, converted by type. Values not declared in the schema pass through as they are.
 */
export function buildSettings(
  defs: readonly SettingDef[],
  stored: Record<string, unknown> | undefined,
  ctx: ValueContext,
  owner?: SettingOwner,
): Obj {
  const out: Obj = {}
  if (stored) for (const [k, v] of Object.entries(stored)) out[k] = v
  for (const def of defs) {
    const raw =
      stored && def.id in stored ? stored[def.id] : ctx.translate ? ctx.translate(def.default) : def.default
    out[def.id] = convertSetting(def, raw, ctx, defs, owner && markerKind(def, defs) ? owner : undefined)
  }
  return out
}

/** settings.color_schemes: iterable, and indexable by scheme id. */
export function buildSchemes(
  raw: unknown,
  definition: readonly SettingDef[],
  ctx: Omit<ValueContext, 'schemes'>,
): Map<string, HandleDrop> {
  const schemes = new Map<string, HandleDrop>()
  if (typeof raw !== 'object' || raw === null) return schemes
  const empty = new Map<string, HandleDrop>()
  for (const [id, scheme] of Object.entries(raw as Record<string, unknown>)) {
    const stored = (scheme as { settings?: Record<string, unknown> })?.settings ?? {}
    const settings = buildSettings(definition, stored, { ...ctx, schemes: empty })
    for (const [k, v] of Object.entries(settings)) {
      if (typeof v === 'string') {
        const color = /^#|^rgb/i.test(v) ? colorDrop(v) : undefined
        if (color) settings[k] = color
      }
    }
    schemes.set(id, new HandleDrop(id, { id, settings }))
  }
  return schemes
}
