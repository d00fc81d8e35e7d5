// Liquid values that behave like Shopify's objects: they print as Shopify prints them (a colour
// as its hex, an image as its URL), compare by that value and expose Shopify's properties.
import { Drop } from 'liquidjs'
import { FONT_LIBRARY, fontIdOfHandle, type LibraryFont } from '../model/fonts'
import { markerOf, wrapMarker } from './markers'

export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n))
}

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  transparent: 'rgba(0,0,0,0)',
}

/** Hex (#rgb, #rrggbb, #rrggbbaa), rgb()/rgba() and a few names; undefined otherwise. */
export function parseColor(input: unknown): Rgba | undefined {
  if (input instanceof ColorDrop) return input.channels
  if (typeof input !== 'string') return undefined
  let text = input.trim().toLowerCase()
  text = NAMED[text] ?? text
  let m = /^#?([0-9a-f]{3,4})$/.exec(text)
  if (m?.[1]) text = `#${[...m[1]].map((c) => c + c).join('')}`
  m = /^#?([0-9a-f]{6})([0-9a-f]{2})?$/.exec(text)
  if (m?.[1]) {
    const n = parseInt(m[1], 16)
    return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255, a: m[2] ? parseInt(m[2], 16) / 255 : 1 }
  }
  m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(text)
  if (m) {
    const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4])
    return { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a: clamp(alpha, 0, 1) }
  }
  return undefined
}

export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(clamp(c, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

export function toHsl({ r, g, b }: Rgba): { h: number; s: number; l: number } {
  const rr = r / 255
  const gg = g / 255
  const bb = b / 255
  const max = Math.max(rr, gg, bb)
  const min = Math.min(rr, gg, bb)
  const l = (max + min) / 2
  if (max === min) return { h: 0, s: 0, l: Math.round(l * 100) }
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  let h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4
  h *= 60
  return { h: Math.round(h), s: Math.round(s * 100), l: Math.round(l * 100) }
}

export function fromHsl(h: number, s: number, l: number, a = 1): Rgba {
  const ss = clamp(s, 0, 100) / 100
  const ll = clamp(l, 0, 100) / 100
  const k = (n: number) => (n + h / 30) % 12
  const f = (n: number) => ll - ss * Math.min(ll, 1 - ll) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return { r: Math.round(f(0) * 255), g: Math.round(f(8) * 255), b: Math.round(f(4) * 255), a }
}

/** How a colour prints: hex when opaque, rgba() otherwise (as Shopify does). */
export function formatColor(c: Rgba): string {
  if (c.a >= 1) return toHex(c)
  return `rgba(${Math.round(c.r)}, ${Math.round(c.g)}, ${Math.round(c.b)}, ${Number(c.a.toFixed(2))})`
}

export class ColorDrop extends Drop {
  constructor(
    readonly channels: Rgba,
    private readonly source?: string,
  ) {
    super()
  }
  get red() {
    return this.channels.r
  }
  get green() {
    return this.channels.g
  }
  get blue() {
    return this.channels.b
  }
  get alpha() {
    return this.channels.a
  }
  get hue() {
    return toHsl(this.channels).h
  }
  get saturation() {
    return toHsl(this.channels).s
  }
  get lightness() {
    return toHsl(this.channels).l
  }
  get rgb() {
    return `${this.channels.r} ${this.channels.g} ${this.channels.b}`
  }
  /** "r g b / a", as Shopify prints `color.rgba` for CSS's rgb(). */
  get rgba() {
    return `${this.channels.r} ${this.channels.g} ${this.channels.b} / ${Number(this.channels.a.toFixed(2))}`
  }
  override valueOf(): string {
    return this.source ?? formatColor(this.channels)
  }
  toString(): string {
    return this.valueOf()
  }
  toJSON(): string {
    return this.valueOf()
  }
}

export function colorDrop(value: unknown): ColorDrop | undefined {
  if (value instanceof ColorDrop) return value
  const rgba = parseColor(value)
  if (!rgba) return undefined
  const text =
    typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value.trim()) ? value.trim().toLowerCase() : undefined
  return new ColorDrop(rgba, text)
}

/**
 * A color_palette setting: a list of colours a theme can loop over that also answers by name
 * (`settings.color_palette.foreground`), as Horizon reads it. Names with no colour are left out.
 */
export function paletteDrop(value: unknown): ColorDrop[] | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const list: ColorDrop[] = []
  for (const [name, raw] of Object.entries(value as Record<string, unknown>)) {
    const color = colorDrop(raw)
    if (!color) continue
    list.push(color)
    Object.defineProperty(list, name, { value: color, enumerable: false })
  }
  return list
}

export interface ImageData {
  src: string
  alt: string
  width: number
  height: number
  id: number
}

let nextImageId = 1000

/** An image, a media item and a variant image at once: Dawn reaches all three shapes. */
export class ImageDrop extends Drop {
  readonly id: number
  readonly alt: string
  readonly width: number
  readonly height: number
  readonly media_type = 'image'
  readonly position = 1
  readonly attached_to_variant = false
  readonly 'attached_to_variant?' = false
  readonly presentation = { focal_point: '50.0% 50.0%' }
  constructor(
    /** the URL, with a vitrine marker around it when the image comes from an editable setting */
    readonly src: string,
    alt = '',
    width = 800,
    height = 800,
  ) {
    super()
    this.id = nextImageId++
    this.alt = alt
    this.width = width
    this.height = height
  }
  get url() {
    return this.src
  }
  get aspect_ratio() {
    return Number((this.width / this.height).toFixed(3))
  }
  get preview_image() {
    return this
  }
  get media_content_type() {
    return 'image'
  }
  get focal_point() {
    return '50.0% 50.0%'
  }
  override valueOf(): string {
    return this.src
  }
  toString(): string {
    return this.src
  }
  toJSON(): unknown {
    return {
      src: this.src,
      alt: this.alt,
      width: this.width,
      height: this.height,
      aspect_ratio: this.aspect_ratio,
    }
  }
}

/** The URL an image-like value stands for; markers around the source are kept. */
export function imageSource(value: unknown): string | undefined {
  if (value instanceof ImageDrop) return value.src
  if (typeof value === 'string') return value
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>
    for (const key of ['featured_media', 'featured_image', 'image', 'preview_image']) {
      const inner = v[key]
      const resolved = typeof inner === 'function' ? (inner as () => unknown).call(value) : inner
      if (resolved instanceof ImageDrop) return resolved.src
    }
    if (typeof v.src === 'string') return v.src
  }
  return undefined
}

/** Keeps an image's editable marker on a URL derived from it (image_url of a marked image). */
export function carryMarker(from: string, to: string): string {
  const marker = markerOf(from)
  return marker === undefined ? to : wrapMarker(marker, to)
}

const FONT_FALLBACKS: Record<string, string> = { serif: 'serif', mono: 'monospace', script: 'cursive' }

/** CSS's relative weights (`bolder`, `lighter`), which font_modify follows. */
function relativeWeight(weight: number, modifier: 'bolder' | 'lighter'): number {
  if (modifier === 'bolder') return weight < 350 ? 400 : weight < 550 ? 700 : 900
  return weight < 550 ? 100 : weight < 750 ? 400 : 700
}

export class FontDrop extends Drop {
  constructor(
    readonly family: string,
    readonly weight: number,
    readonly style: string,
    readonly fallback_families: string,
    private readonly handle: string,
    /** the family's variants, when it is one of the font library's */
    private readonly library?: LibraryFont,
  ) {
    super()
  }
  get 'system?'() {
    return false
  }
  get variants() {
    const faces: [number, string][] = this.library
      ? [
          ...this.library.weights.map((w): [number, string] => [w, 'normal']),
          ...this.library.italics.map((w): [number, string] => [w, 'italic']),
        ]
      : [400, 700].flatMap((w) => ['normal', 'italic'].map((s): [number, string] => [w, s]))
    return faces.map(([w, s]) => this.variant(w, s))
  }
  get baseline_ratio() {
    return 0.2
  }
  override valueOf(): string {
    return `${this.handle.replace(/_[ni]\d$/, '')}_${this.style === 'italic' ? 'i' : 'n'}${Math.round(this.weight / 100)}`
  }
  toString(): string {
    return this.valueOf()
  }
  toJSON(): string {
    return this.valueOf()
  }
  private variant(weight: number, style: string): FontDrop {
    return new FontDrop(this.family, weight, style, this.fallback_families, this.handle, this.library)
  }
  /** font_modify: nil when the family has no such variant, as on Shopify. */
  modify(property: string, value: unknown): FontDrop | undefined {
    let weight = this.weight
    let style = this.style
    if (property === 'weight') {
      const v = String(value)
      if (v === 'bold') weight = 700
      else if (v === 'normal') weight = 400
      else if (v === 'bolder' || v === 'lighter') weight = relativeWeight(weight, v)
      else if (/^[+-]\d+$/.test(v)) weight = weight + Number(v)
      else if (/^\d+$/.test(v)) weight = Number(v)
      else return undefined
      weight = Math.round(weight / 100) * 100
      if (weight < 100 || weight > 900) return undefined
    } else if (property === 'style') {
      const v = String(value)
      if (v === 'oblique' || v === 'italic') style = 'italic'
      else if (v === 'normal') style = 'normal'
      else return undefined
    } else return undefined
    if (this.library) {
      const offered = style === 'italic' ? this.library.italics : this.library.weights
      if (!offered.some((w) => w === weight)) return undefined
    }
    return this.variant(weight, style)
  }
}

/** A font picker value such as 'assistant_n4' or 'playfair_display_i7'. */
export function fontDrop(value: unknown): FontDrop | undefined {
  if (value instanceof FontDrop) return value
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const handle = value.trim()
  const m = /^(.*?)_([ni])(\d)$/.exec(handle)
  const name = (m?.[1] ?? handle).replace(/[_-]+/g, ' ')
  const family = name.replace(/\b\w/g, (c) => c.toUpperCase())
  const kind = /mono|code|courier/i.test(name)
    ? 'mono'
    : /sans/i.test(name)
      ? 'sans'
      : /serif|garamond|playfair|lora|merriweather|baskerville|bodoni|times|georgia/i.test(name)
        ? 'serif'
        : /script|hand|brush|dancing|pacifico/i.test(name)
          ? 'script'
          : 'sans'
  const fallback = FONT_FALLBACKS[kind] ?? 'sans-serif'
  const id = fontIdOfHandle(handle)
  const library: LibraryFont | undefined = id ? FONT_LIBRARY[id] : undefined
  return new FontDrop(
    library?.family ?? family,
    m ? Number(m[3]) * 100 : 400,
    m?.[2] === 'i' ? 'italic' : 'normal',
    library?.fallback ?? fallback,
    handle,
    library,
  )
}

/** A setting that prints as an id or handle but carries an object (color_scheme, link_list...). */
export class HandleDrop extends Drop {
  constructor(
    private readonly text: string,
    props: Record<string, unknown>,
  ) {
    super()
    Object.assign(this, props)
  }
  override valueOf(): string {
    return this.text
  }
  toString(): string {
    return this.text
  }
  toJSON(): string {
    return this.text
  }
}

/** `template`: prints 'product' or 'page.about', with name, suffix and directory. */
export function templateDrop(fullName: string): HandleDrop {
  const [name = fullName, ...rest] = fullName.split('.')
  return new HandleDrop(fullName, { name, suffix: rest.length > 0 ? rest.join('.') : null, directory: null })
}
