// Shopify's Liquid filters for the preview. Anything a theme can ask for offline: money, images as
// data URLs, inlined assets, translations, colours, fonts. Every filter runs through a wrapper that
// keeps editable markers out of the way of what the filter computes.
import { escapeAttribute } from '../model/text'
import { Drop, type FilterImplOptions, type Liquid, toValue } from 'liquidjs'
import { handleize } from '../model/handles'
import { NEUTRAL_IMAGE } from './data'
import {
  ColorDrop,
  FontDrop,
  type Rgba,
  carryMarker,
  colorDrop,
  formatColor,
  fontDrop,
  fromHsl,
  imageSource,
  parseColor,
  toHex,
  toHsl,
} from './drops'
import { base64Decode, base64Encode, hmacSha1, hmacSha256, md5, sha1, sha256 } from './hash'
import { hasMarker, splitMarked, stripDeep, stripMarkers, wrapMarker } from './markers'
import { shopifyAssetUrl } from './stand-ins'
import { stateOf } from './state'

export interface FilterHost {
  /** URL for an asset: a data URL for images and fonts, an inlinable asset URL for CSS and JS */
  assetUrl(name: string): string
  assetContent(name: string): string | undefined
  translate(key: string, named: Record<string, unknown>): string
}

/** Asset URLs for CSS and JS look like Shopify's; the document pass inlines them. */
export const ASSET_PREFIX = '/cdn/shop/t/1/assets/'

type Args = unknown[]

function split(args: Args): { positional: unknown[]; named: Record<string, unknown> } {
  const positional: unknown[] = []
  const named: Record<string, unknown> = {}
  for (const arg of args) {
    if (
      Array.isArray(arg) &&
      arg.length === 2 &&
      typeof arg[0] === 'string' &&
      (arg as unknown[]).length === 2
    ) {
      // a nil keyword (`sizes: nil`) is no keyword: Shopify leaves the attribute out
      named[arg[0]] = isNil(arg[1]) && arg[1] !== '' ? undefined : arg[1]
    } else positional.push(arg)
  }
  return { positional, named }
}

/** nil, a missing value or '' (liquidjs hands the nil literal over as a drop). */
function isNil(value: unknown): boolean {
  const v = toValue(value) as unknown
  return v === null || v === undefined || v === ''
}

function str(value: unknown): string {
  if (value === null || value === undefined) return ''
  return String(value.valueOf())
}

function num(value: unknown): number {
  const n = Number(typeof value === 'object' && value !== null ? value.valueOf() : value)
  return Number.isFinite(n) ? n : 0
}

function attrs(named: Record<string, unknown>, skip: string[] = []): string {
  let out = ''
  for (const [k, v] of Object.entries(named)) {
    if (skip.includes(k) || v === null || v === undefined || v === false) continue
    out += v === true ? ` ${k}` : ` ${k}="${escapeAttribute(str(v))}"`
  }
  return out
}

// ---- money ----

function groupDigits(int: string, sep: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, sep)
}

export function formatMoney(cents: number, format: string): string {
  const value = cents / 100
  const fixed = (decimals: number, thousands: string, decimal: string) => {
    const [int = '0', frac] = Math.abs(value).toFixed(decimals).split('.')
    return `${value < 0 ? '-' : ''}${groupDigits(int, thousands)}${frac ? decimal + frac : ''}`
  }
  return format.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => {
    switch (key) {
      case 'amount_no_decimals':
        return fixed(0, ',', '.')
      case 'amount_with_comma_separator':
        return fixed(2, '.', ',')
      case 'amount_no_decimals_with_comma_separator':
        return fixed(0, '.', ',')
      case 'amount_with_apostrophe_separator':
        return fixed(2, "'", '.')
      case 'amount_no_decimals_with_space_separator':
        return fixed(0, ' ', ',')
      case 'amount_with_space_separator':
        return fixed(2, ' ', ',')
      case 'amount_with_period_and_space_separator':
        return fixed(2, ' ', '.')
      default:
        return fixed(2, ',', '.')
    }
  })
}

// ---- colours ----

function colorArg(value: unknown): Rgba | undefined {
  return (
    parseColor(value instanceof ColorDrop ? value.channels : str(value)) ??
    (value instanceof ColorDrop ? value.channels : undefined)
  )
}

function colorOut(c: Rgba): string {
  return formatColor(c)
}

function luminance({ r, g, b }: Rgba): number {
  const ch = (v: number) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b)
}

function brightness({ r, g, b }: Rgba): number {
  return (r * 299 + g * 587 + b * 114) / 1000
}

function adjustHsl(value: unknown, dh: number, ds: number, dl: number): string {
  const c = colorArg(value)
  if (!c) return str(value)
  const { h, s, l } = toHsl(c)
  return colorOut(fromHsl((h + dh + 360) % 360, s + ds, l + dl, c.a))
}

// ---- images ----

function imageUrl(input: unknown): string {
  const source = imageSource(input)
  if (source === undefined || stripMarkers(source).trim() === '') return NEUTRAL_IMAGE
  const clean = stripMarkers(source).trim()
  const usable = /^(data:|https?:\/\/|\/\/|\/cdn\/)/i.test(clean) ? clean : NEUTRAL_IMAGE
  return carryMarker(source, usable)
}

function placeholderSvg(name: string, cls: string): string {
  const label = escapeAttribute(name.replace(/-/g, ' '))
  return (
    `<svg class="${escapeAttribute(cls)}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 525 525" ` +
    `preserveAspectRatio="xMidYMid slice" role="img" aria-label="${label}">` +
    `<rect width="525" height="525" fill="#e6e6e6"/><path d="M175 330l70-90 50 60 35-40 70 70z" fill="#c4c4c4"/>` +
    `<circle cx="200" cy="200" r="28" fill="#c4c4c4"/></svg>`
  )
}

const DATE_FORMATS: Record<string, string> = {
  abbreviated_date: '%b %d, %Y',
  basic: '%m/%d/%Y',
  date: '%B %d, %Y',
  date_at_time: '%B %d, %Y at %-I:%M %p',
  default: '%a, %b %d, %Y, %-I:%M %p',
  on_date: 'on %b %d, %Y',
  month_day_year: '%B %d, %Y',
  short: '%d %b %H:%M',
  long: '%B %d, %Y %H:%M',
}

/** Shopify's named date formats as the storefront's language writes them (Intl). */
const LOCAL_DATE_FORMATS: Record<string, Intl.DateTimeFormatOptions> = {
  abbreviated_date: { day: 'numeric', month: 'short', year: 'numeric' },
  basic: { day: '2-digit', month: '2-digit', year: 'numeric' },
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  month_day_year: { day: 'numeric', month: 'long', year: 'numeric' },
  date_at_time: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  on_date: { day: 'numeric', month: 'short', year: 'numeric' },
}

/**
 * A date in a named format in a store that sells in another language, or undefined (English, a
 * strftime pattern, a format the theme's locale defines, or no date).
 */
function localDate(filter: unknown, value: unknown, format: string): string | undefined {
  const options = Object.hasOwn(LOCAL_DATE_FORMATS, format) ? LOCAL_DATE_FORMATS[format] : undefined
  const locale = stateOf((filter as { context?: never }).context)?.data.shop.locale
  if (!options || typeof locale !== 'string' || locale === '' || locale.startsWith('en')) return undefined
  const date =
    value instanceof Date ? value : new Date(typeof value === 'number' ? value * 1000 : String(value))
  if (Number.isNaN(date.getTime())) return undefined
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date)
  } catch {
    return undefined
  }
}

function hexByte(n: number): string {
  return Math.round(n).toString(16).padStart(2, '0')
}

// ---- JSON that tolerates cycles, drops and markers ----

function safeJson(value: unknown): string {
  const seen = new WeakSet<object>()
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return stripMarkers(v)
    if (v === null || typeof v !== 'object') return typeof v === 'function' ? undefined : v
    if (depth > 8 || seen.has(v)) return null
    seen.add(v)
    const toJSON = (v as { toJSON?: () => unknown }).toJSON
    let out: unknown
    if (typeof toJSON === 'function') out = stripDeep(toJSON.call(v))
    else if (Array.isArray(v)) out = v.map((item) => walk(item, depth + 1) ?? null)
    else {
      const obj: Record<string, unknown> = {}
      for (const [k, inner] of Object.entries(v)) {
        const w = walk(inner, depth + 1)
        if (w !== undefined) obj[k] = w
      }
      out = obj
    }
    seen.delete(v)
    return out
  }
  return JSON.stringify(walk(value, 0) ?? null) ?? 'null'
}

type Impl = (this: { context: unknown }, value: unknown, ...args: Args) => unknown

/** The host's file for a font's face, when the render was given font files. */
function fontFile(context: unknown, font: FontDrop): string | undefined {
  const fonts = stateOf(context as never)?.fonts
  return fonts?.(font.family, font.weight, font.style === 'italic' ? 'italic' : 'normal')
}

function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (value === null || value === undefined) return []
  if (typeof value === 'object' && Symbol.iterator in value && !(value instanceof Drop))
    return [...(value as Iterable<unknown>)]
  return [value]
}

export function shopifyFilters(host: FilterHost): Record<string, Impl> {
  const money = (format: (state: { moneyFormat: string; currency: string }) => string) =>
    function (this: { context: unknown }, value: unknown) {
      // Shopify prints nothing for a missing price (nil | money), not $0.00.
      if (isNil(value)) return ''
      const state = stateOf(this.context as never)
      const cents = num(value)
      return formatMoney(cents, format(state ?? { moneyFormat: '${{amount}}', currency: 'USD' }))
    }
  const filters: Record<string, Impl> = {
    money: money((s) => s.moneyFormat),
    money_with_currency: money((s) => `${s.moneyFormat} ${s.currency}`),
    money_without_currency: money(() => '{{amount}}'),
    money_without_trailing_zeros: function (this: { context: unknown }, value) {
      if (isNil(value)) return ''
      const state = stateOf(this.context as never)
      return formatMoney(num(value), state?.moneyFormat ?? '${{amount}}').replace(/[.,]00(?!\d)/, '')
    },

    // liquidjs' default hands back the string form of a drop (an image's URL), so `featured_image |
    // default: …` lost the image's id and size; Shopify keeps the object.
    default: (value, ...args) => {
      const { positional, named } = split(args)
      const fallback = positional[0]
      if (value === false && named.allow_false === true) return false
      if (value === null || value === undefined || value === false) return fallback
      if (typeof value === 'string' || Array.isArray(value)) return value.length > 0 ? value : fallback
      if (typeof value === 'object' && str(toValue(value)) === '') return fallback
      return value
    },

    asset_url: (value) => host.assetUrl(str(value)),
    asset_img_url: (value) => host.assetUrl(str(value)),
    global_asset_url: () => NEUTRAL_IMAGE,
    shopify_asset_url: (value) => shopifyAssetUrl(str(value)) ?? NEUTRAL_IMAGE,
    file_url: () => NEUTRAL_IMAGE,
    file_img_url: () => NEUTRAL_IMAGE,
    inline_asset_content: (value) => host.assetContent(str(value)) ?? '',

    image_url: (value) => imageUrl(value),
    img_url: (value) => imageUrl(value),
    product_img_url: (value) => imageUrl(value),
    collection_img_url: (value) => imageUrl(value),
    article_img_url: (value) => imageUrl(value),
    image_tag: (value, ...args) => {
      const { named } = split(args)
      const src = typeof value === 'string' ? value : imageUrl(value)
      const image = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
      const alt = named.alt ?? image.alt ?? ''
      const width = named.width ?? image.width
      const height = named.height ?? image.height
      const rest = attrs(named, ['alt', 'width', 'height', 'widths', 'srcset', 'preload', 'sizes'])
      const size = `${width ? ` width="${escapeAttribute(str(width))}"` : ''}${height ? ` height="${escapeAttribute(str(height))}"` : ''}`
      const sizes = named.sizes ? ` sizes="${escapeAttribute(str(named.sizes))}"` : ''
      const loading = named.loading === undefined && named.preload !== true ? '' : ''
      return `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(stripMarkers(str(alt)))}"${size}${sizes}${rest}${loading}>`
    },
    img_tag: (value, ...args) => {
      const [alt, cls] = split(args).positional
      const src = typeof value === 'string' ? value : imageUrl(value)
      return `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(str(alt))}"${cls ? ` class="${escapeAttribute(str(cls))}"` : ''}>`
    },
    placeholder_svg_tag: (value, ...args) => placeholderSvg(str(value), str(split(args).positional[0] ?? '')),
    stylesheet_tag: (value) => {
      const url = str(value)
      if (url.startsWith(ASSET_PREFIX)) {
        const css = host.assetContent(url.slice(ASSET_PREFIX.length).replace(/\?.*$/, ''))
        return css === undefined ? '' : `<style>${css}</style>`
      }
      return ''
    },
    script_tag: (value) => {
      const url = str(value)
      if (url.startsWith(ASSET_PREFIX)) {
        const js = host.assetContent(url.slice(ASSET_PREFIX.length).replace(/\?.*$/, ''))
        return js === undefined ? '' : `<script>${js.replace(/<\/script/gi, '<\\/script')}</script>`
      }
      return ''
    },
    preload_tag: () => '',
    external_video_tag: () => '',
    external_video_url: () => '',
    video_tag: (value) => `<img src="${escapeAttribute(imageUrl(value))}" alt="">`,
    media_tag: (value) => `<img src="${escapeAttribute(imageUrl(value))}" alt="">`,
    model_viewer_tag: (value) => `<img src="${escapeAttribute(imageUrl(value))}" alt="">`,
    payment_type_svg_tag: (value, ...args) => {
      const { named } = split(args)
      const label = escapeAttribute(str(value).replace(/_/g, ' '))
      return (
        `<svg class="${escapeAttribute(str(named.class ?? 'icon'))}" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 38 24" ` +
        `width="38" height="24" role="img" aria-label="${label}"><rect width="38" height="24" rx="3" fill="#fff" stroke="#ccc"/>` +
        `<text x="19" y="15" font-size="6" text-anchor="middle" fill="#333">${label.slice(0, 10)}</text></svg>`
      )
    },
    payment_type_img_url: () => NEUTRAL_IMAGE,

    t: (value, ...args) => host.translate(stripMarkers(str(value)), split(args).named),
    translate: (value, ...args) => host.translate(stripMarkers(str(value)), split(args).named),
    handleize: (value) => handleize(str(value)),
    handle: (value) => handleize(str(value)),
    camelize: (value) =>
      str(value)
        .replace(/[-_\s]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))
        .replace(/^./, (c) => c.toUpperCase()),
    json: (value) => safeJson(value),
    // Shopify's concat takes a single object as a list of one (Horizon's `product.featured_media |
    // concat: other_media`); liquidjs' turned the object into its key/value pairs.
    concat: (value, other) => [...asList(value), ...asList(other)],
    url_escape: (value) => encodeURI(str(value)).replace(/'/g, '%27'),
    url_param_escape: (value) => encodeURIComponent(str(value)),
    md5: (value) => md5(str(value)),
    sha1: (value) => sha1(str(value)),
    sha256: (value) => sha256(str(value)),
    hmac_sha1: (value, key) => hmacSha1(str(value), str(key)),
    hmac_sha256: (value, key) => hmacSha256(str(value), str(key)),
    base64_encode: (value) => base64Encode(str(value)),
    base64_decode: (value) => base64Decode(str(value)),
    base64_url_safe_encode: (value) => base64Encode(str(value)).replace(/\+/g, '-').replace(/\//g, '_'),
    base64_url_safe_decode: (value) => base64Decode(str(value)),

    link_to: (value, url, title) =>
      `<a href="${escapeAttribute(str(url))}"${title ? ` title="${escapeAttribute(str(title))}"` : ''}>${str(value)}</a>`,
    link_to_type: (value) =>
      `<a href="/collections/types?q=${encodeURIComponent(str(value))}">${str(value)}</a>`,
    link_to_vendor: (value) =>
      `<a href="/collections/vendors?q=${encodeURIComponent(str(value))}">${str(value)}</a>`,
    link_to_tag: (value, tag) =>
      `<a href="/collections/all/${handleize(str(tag ?? value))}">${str(value)}</a>`,
    link_to_add_tag: (value, tag) =>
      `<a href="/collections/all/${handleize(str(tag ?? value))}">${str(value)}</a>`,
    link_to_remove_tag: (value) => `<a href="/collections/all">${str(value)}</a>`,
    highlight_active_tag: (value) => str(value),
    url_for_type: (value) => `/collections/types?q=${encodeURIComponent(str(value))}`,
    url_for_vendor: (value) => `/collections/vendors?q=${encodeURIComponent(str(value))}`,
    within: (value, collection) => {
      const handle =
        typeof collection === 'object' && collection !== null
          ? str((collection as { handle?: unknown }).handle)
          : ''
      return handle ? `/collections/${handle}${str(value)}` : str(value)
    },
    sort_by: (value, by) =>
      `${str(value)}${str(value).includes('?') ? '&' : '?'}sort_by=${encodeURIComponent(str(by))}`,
    default_pagination: (value, ...args) => {
      const { named } = split(args)
      const p = (value ?? {}) as Record<string, unknown>
      const parts = Array.isArray(p.parts) ? (p.parts as Record<string, unknown>[]) : []
      const out: string[] = []
      const prev = p.previous as Record<string, unknown> | undefined
      const next = p.next as Record<string, unknown> | undefined
      if (prev)
        out.push(
          `<span class="prev"><a href="${escapeAttribute(str(prev.url))}">${str(named.previous ?? '&laquo; Previous')}</a></span>`,
        )
      for (const part of parts) {
        out.push(
          part.is_link
            ? `<span class="page"><a href="${escapeAttribute(str(part.url))}">${str(part.title)}</a></span>`
            : `<span class="page current">${str(part.title)}</span>`,
        )
      }
      if (next)
        out.push(
          `<span class="next"><a href="${escapeAttribute(str(next.url))}">${str(named.next ?? 'Next &raquo;')}</a></span>`,
        )
      return out.join(' ')
    },
    default_errors: () => '',
    customer_login_link: (value) => `<a href="/account/login">${str(value)}</a>`,
    customer_logout_link: (value) => `<a href="/account/logout">${str(value)}</a>`,
    customer_register_link: (value) => `<a href="/account/register">${str(value)}</a>`,
    // An address as Shopify prints it: name, company, street lines, city line and country.
    format_address: (value) => {
      if (!value || typeof value !== 'object') return ''
      const a = value as Record<string, unknown>
      const text = (key: string) => (typeof a[key] === 'string' ? escapeAttribute(a[key] as string) : '')
      const name = [text('first_name'), text('last_name')].filter(Boolean).join(' ')
      const city = [text('city'), text('province_code') || text('province'), text('zip')]
        .filter(Boolean)
        .join(' ')
      const lines = [name, text('company'), text('address1'), text('address2'), city, text('country')]
      return `<p>${lines.filter(Boolean).join('<br>')}</p>`
    },
    item_count_for_variant: () => 0,
    line_items_for: () => [],
    metafield_tag: (value) => escapeAttribute(str((value as { value?: unknown } | null)?.value ?? value)),
    metafield_text: (value) => str((value as { value?: unknown } | null)?.value ?? value),
    avatar: () => '',
    login_button: () => '',
    payment_button: () => '',
    payment_terms: () => '',
    currency_selector: () => '',
    structured_data: (value) => {
      const obj = (value ?? {}) as Record<string, unknown>
      const data: Record<string, unknown> = { '@context': 'http://schema.org/' }
      if ('variants' in obj) Object.assign(data, { '@type': 'Product', name: obj.title, url: obj.url })
      else if ('articles' in obj || 'author' in obj)
        Object.assign(data, { '@type': 'Article', headline: obj.title })
      else Object.assign(data, { '@type': 'Thing', name: obj.title })
      return safeJson(data)
    },
    // The payload of Shopify's standard events (a product, collection or cart viewed): JSON that
    // names the resource. The preview sends no analytics, so it carries nothing more.
    standard_event_data: (value, ...args) => {
      const obj = (value ?? {}) as Record<string, unknown>
      const kind =
        'variants' in obj
          ? 'Product'
          : 'products' in obj
            ? 'Collection'
            : 'items' in obj
              ? 'Cart'
              : 'Resource'
      const id = obj.id ?? (kind === 'Cart' ? 'preview' : '')
      return safeJson({
        type: str(split(args).positional[0] ?? 'view'),
        resource: { type: kind, id: `gid://shopify/${kind}/${String(id)}`, title: obj.title ?? null },
      })
    },
    pluralize: (value, singular, plural) => (num(value) === 1 ? str(singular) : str(plural)),
    highlight: (value, terms) => {
      const text = str(value)
      const term = str(terms).trim()
      if (!term) return text
      const re = new RegExp(`(${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi')
      return text.replace(re, '<strong class="highlight">$1</strong>')
    },
    // Style settings print their classes; the preview has no style settings, so no classes.
    class_list: (value) => (typeof value === 'string' ? value : ''),
    unit_price_with_measurement: function (this: { context: unknown }, value, measurement) {
      if (isNil(value)) return ''
      const state = stateOf(this.context as never)
      const price = formatMoney(num(value), state?.moneyFormat ?? '${{amount}}')
      const m = (measurement ?? {}) as Record<string, unknown>
      const unit = str(m.reference_unit)
      const amount = num(m.reference_value)
      if (!unit) return price
      return `${price}/${amount && amount !== 1 ? amount : ''}${unit}`
    },
    weight_with_unit: (value, unit) => {
      const grams = num(value)
      const u = str(unit) || 'kg'
      const factor: Record<string, number> = { kg: 1000, g: 1, lb: 453.592, oz: 28.3495 }
      const amount = grams / (factor[u] ?? 1000)
      return `${Number(amount.toFixed(2))} ${u}`
    },

    font_face: function (this: { context: unknown }, value, ...args) {
      const font = fontDrop(value)
      if (!font) return ''
      const display = split(args).named.font_display
      const url = fontFile(this.context, font)
      const src = url ? `url("${url}") format("woff2")` : `local("${font.family}")`
      return (
        `@font-face {\n  font-family: "${font.family}";\n  font-weight: ${font.weight};\n  font-style: ${font.style};\n` +
        `${display ? `  font-display: ${str(display)};\n` : ''}  src: ${src};\n}`
      )
    },
    font_url: function (this: { context: unknown }, value) {
      const font = fontDrop(value)
      return (font && fontFile(this.context, font)) ?? 'data:font/woff2;base64,'
    },
    font_modify: (value, property, modifier) => {
      const font = value instanceof FontDrop ? value : fontDrop(value)
      return font?.modify(str(property), modifier) ?? null
    },

    color_to_rgb: (value) => {
      const c = colorArg(value)
      if (!c) return str(value)
      return c.a < 1
        ? `rgba(${c.r}, ${c.g}, ${c.b}, ${Number(c.a.toFixed(2))})`
        : `rgb(${c.r}, ${c.g}, ${c.b})`
    },
    color_to_hsl: (value) => {
      const c = colorArg(value)
      if (!c) return str(value)
      const { h, s, l } = toHsl(c)
      return c.a < 1 ? `hsla(${h}, ${s}%, ${l}%, ${Number(c.a.toFixed(2))})` : `hsl(${h}, ${s}%, ${l}%)`
    },
    color_to_hex: (value) => {
      const c = colorArg(value)
      return c ? toHex(c) : str(value)
    },
    hex_to_rgba: (value, alpha) => {
      const c = colorArg(value)
      return c ? `rgba(${c.r},${c.g},${c.b},${alpha === undefined ? 1 : num(alpha)})` : str(value)
    },
    color_modify: (value, property, amount) => {
      const c = colorArg(value)
      if (!c) return str(value)
      const n = num(amount)
      const { h, s, l } = toHsl(c)
      switch (str(property)) {
        case 'red':
          return colorOut({ ...c, r: n })
        case 'green':
          return colorOut({ ...c, g: n })
        case 'blue':
          return colorOut({ ...c, b: n })
        case 'alpha':
          return colorOut({ ...c, a: Math.min(1, Math.max(0, n)) })
        case 'hue':
          return colorOut(fromHsl(n, s, l, c.a))
        case 'saturation':
          return colorOut(fromHsl(h, n, l, c.a))
        case 'lightness':
          return colorOut(fromHsl(h, s, n, c.a))
        default:
          return str(value)
      }
    },
    color_lighten: (value, amount) => adjustHsl(value, 0, 0, num(amount)),
    color_darken: (value, amount) => adjustHsl(value, 0, 0, -num(amount)),
    color_saturate: (value, amount) => adjustHsl(value, 0, num(amount), 0),
    color_desaturate: (value, amount) => adjustHsl(value, 0, -num(amount), 0),
    color_brightness: (value) => {
      const c = colorArg(value)
      return c ? Number(brightness(c).toFixed(2)) : 0
    },
    color_mix: (value, other, weight) => {
      const a = colorArg(value)
      const b = colorArg(other)
      if (!a || !b) return str(value)
      const w = Math.min(100, Math.max(0, num(weight))) / 100
      const mix = (x: number, y: number) => x * w + y * (1 - w)
      return colorOut({
        r: Math.round(mix(a.r, b.r)),
        g: Math.round(mix(a.g, b.g)),
        b: Math.round(mix(a.b, b.b)),
        a: mix(a.a, b.a),
      })
    },
    color_extract: (value, component) => {
      const drop = colorDrop(value)
      if (!drop) return ''
      const key = str(component)
      const table: Record<string, unknown> = {
        red: drop.red,
        green: drop.green,
        blue: drop.blue,
        alpha: drop.alpha,
        hue: drop.hue,
        saturation: drop.saturation,
        lightness: drop.lightness,
      }
      return table[key] ?? ''
    },
    color_contrast: (value, other) => {
      const a = colorArg(value)
      const b = colorArg(other)
      if (!a || !b) return 0
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
      return Number(((hi + 0.05) / (lo + 0.05)).toFixed(1))
    },
    color_difference: (value, other) => {
      const a = colorArg(value)
      const b = colorArg(other)
      if (!a || !b) return 0
      return Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b)
    },
    brightness_difference: (value, other) => {
      const a = colorArg(value)
      const b = colorArg(other)
      return a && b ? Math.round(Math.abs(brightness(a) - brightness(b))) : 0
    },
    color_to_oklch: (value) => {
      const c = colorArg(value)
      return c ? `#${hexByte(c.r)}${hexByte(c.g)}${hexByte(c.b)}` : str(value)
    },
  }
  return filters
}

// ---- marker-aware filter wrapping ----

/** Filters whose output is the displayed text: they run on the marked value's text and keep the marker. */
const ON_TEXT = new Set([
  'escape',
  'escape_once',
  'upcase',
  'downcase',
  'capitalize',
  'strip',
  'lstrip',
  'rstrip',
  'strip_newlines',
  'newline_to_br',
  'truncate',
  'truncatewords',
  'strip_html',
  'replace',
  'replace_first',
  'replace_last',
  'remove',
  'remove_first',
  'remove_last',
  'xml_escape',
  'highlight',
  'link_to',
])

/** Filters that only move values around (or handle markers themselves): markers pass through. */
const PASS = new Set([
  'append',
  'prepend',
  'default',
  'join',
  'concat',
  'first',
  'last',
  'uniq',
  'compact',
  'reverse',
  'where',
  'map',
  'image_url',
  'img_url',
  'product_img_url',
  'collection_img_url',
  'article_img_url',
  'image_tag',
  'img_tag',
  'json',
])

function stripArg(arg: unknown): unknown {
  if (typeof arg === 'string') return stripMarkers(arg)
  if (Array.isArray(arg) && arg.length === 2 && typeof arg[0] === 'string' && typeof arg[1] === 'string')
    return [arg[0], stripMarkers(arg[1])]
  return arg
}

type Handler = (this: unknown, value: unknown, ...args: unknown[]) => unknown

function markerAware(name: string, handler: Handler): Handler {
  if (PASS.has(name)) return handler
  const onText = ON_TEXT.has(name)
  return function (this: unknown, value: unknown, ...args: unknown[]) {
    const marked = typeof value === 'string' && hasMarker(value)
    const argsMarked = args.some(
      (a) =>
        (typeof a === 'string' && hasMarker(a)) ||
        (Array.isArray(a) && typeof a[1] === 'string' && hasMarker(a[1])),
    )
    if (!marked && !argsMarked) return handler.call(this, value, ...args)
    const cleanArgs = argsMarked ? args.map(stripArg) : args
    if (marked && onText) {
      const whole = splitMarked(value as string)
      if (whole) {
        const result = handler.call(this, whole.inner, ...cleanArgs)
        return typeof result === 'string' && result !== '' ? wrapMarker(whole.index, result) : result
      }
    }
    return handler.call(this, marked ? stripMarkers(value as string) : value, ...cleanArgs)
  }
}

/** Registers the Shopify filters and makes every filter (liquidjs' own too) marker-aware. */
export function installFilters(liquid: Liquid, host: FilterHost): void {
  const builtinDate = liquid.filters.date
  for (const [name, impl] of Object.entries(shopifyFilters(host)))
    liquid.registerFilter(name, impl as FilterImplOptions)
  if (builtinDate) {
    const dateImpl = (typeof builtinDate === 'function' ? builtinDate : builtinDate.handler) as Handler
    liquid.registerFilter('date', function (this: unknown, value: unknown, ...args: unknown[]) {
      const { positional, named } = split(args)
      const format =
        named.format !== undefined
          ? str(named.format)
          : positional[0] === undefined
            ? undefined
            : str(positional[0])
      const input = value === 'now' || value === 'today' ? new Date() : value
      // Shopify's named formats follow the storefront's language ("12 mars 2024"); a strftime
      // pattern prints English month names, as Shopify's does.
      const shown = format === undefined ? undefined : localDate(this, input, format)
      if (shown !== undefined) return shown
      const strftime = format === undefined ? DATE_FORMATS.default : (DATE_FORMATS[format] ?? format)
      return dateImpl.call(this, input, strftime)
    } as FilterImplOptions)
    liquid.registerFilter('time_tag', function (this: unknown, value: unknown, ...args: unknown[]) {
      const { positional, named } = split(args)
      const format =
        named.format !== undefined
          ? str(named.format)
          : positional[0] === undefined
            ? 'date'
            : str(positional[0])
      const date = value instanceof Date ? value : new Date(str(value))
      const iso = Number.isNaN(date.getTime()) ? str(value) : date.toISOString().replace(/\.\d{3}Z$/, 'Z')
      const shown =
        localDate(this, value, format) ?? dateImpl.call(this, value, DATE_FORMATS[format] ?? format)
      return `<time datetime="${escapeAttribute(iso)}">${str(shown)}</time>`
    } as FilterImplOptions)
  }
  for (const [name, impl] of Object.entries(liquid.filters)) {
    if (typeof impl === 'function')
      liquid.filters[name] = markerAware(name, impl as Handler) as FilterImplOptions
    else
      liquid.filters[name] = {
        ...impl,
        handler: markerAware(name, impl.handler as Handler),
      } as FilterImplOptions
  }
}
