// The still life around a drawing: a tinted backdrop with one large soft shape and a light pattern,
// the object drawn large on its ground shadow, and for heroes a wider scene with a smaller second
// object and a few decorative marks. The same markup serves the baked SVG images (hex colours) and
// the theme snippet (colours from the theme's CSS custom properties), so both look alike.
import { hash } from '../../model/text'
import { type Box, type Shape, shapeMarkup } from './shapes'

export type IllustrationVariant = 'product' | 'tile' | 'hero'

/** The colour each part of a scene is painted in. */
export interface SceneColors {
  backdrop: string
  /** the large soft shape behind the object */
  shape: string
  /** dots and rings of the light pattern */
  pattern: string
  /** inside the object's closed outlines */
  fill: string
  /** the object's lines */
  stroke: string
  shadow: string
}

export type ColorRole = keyof SceneColors

export interface Paint {
  colors: SceneColors
  /** CSS values such as var(...) only work in style attributes, not in presentation attributes */
  inline: boolean
}

/** A 24-unit drawing ready to be placed: its elements and the box they cover. */
export interface Drawing {
  shapes: Shape[]
  box: Box
}

export const SCENE_SIZE: Record<IllustrationVariant, { width: number; height: number }> = {
  product: { width: 800, height: 800 },
  tile: { width: 800, height: 800 },
  hero: { width: 1600, height: 900 },
}

/** Line width of an object as a share of its larger side, whatever size it is drawn at. */
const STROKE_SHARE = 0.07

/** Rounds coordinates so the markup stays short. */
export function num(value: number, digits = 1): string {
  return String(Number(value.toFixed(digits)))
}

/** mulberry32: a small deterministic generator, so one seed always draws the same scene. */
export function randomFrom(seed: number): () => number {
  let state = hash(`scene:${seed}`)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Paint attributes for an element: `fill="#abc"` or `style="fill:var(--x)"`. */
export function paint(
  p: Paint,
  parts: { fill?: ColorRole | 'none'; stroke?: ColorRole; color?: ColorRole },
): string {
  const entries = Object.entries(parts).map(([property, role]): [string, string] => [
    property,
    role === 'none' ? 'none' : p.colors[role as ColorRole],
  ])
  if (p.inline) return ` style="${entries.map(([property, value]) => `${property}:${value}`).join(';')}"`
  return entries.map(([property, value]) => ` ${property}="${value}"`).join('')
}

/**
 * The object in its own 24-unit coordinates: ground shadow, light fill under the closed outlines,
 * then every line on top (so no fill ever hides a line).
 */
export function objectMarkup(drawing: Drawing, p: Paint): string {
  const { box } = drawing
  const weight = STROKE_SHARE * Math.max(box.width, box.height)
  const elements = drawing.shapes.map(shapeMarkup).join('')
  const shadowWidth = Math.max(box.width * 0.46, 3)
  return (
    `<ellipse cx="${num(box.x + box.width / 2, 2)}" cy="${num(box.y + box.height + weight * 1.2, 2)}" ` +
    `rx="${num(shadowWidth, 2)}" ry="${num(Math.max(shadowWidth * 0.16, weight * 0.6), 2)}"${paint(p, { fill: 'shadow' })}/>` +
    `<g${paint(p, { fill: 'fill', color: 'stroke' })} stroke="none">${elements}</g>` +
    `<g fill="none"${paint(p, { stroke: 'stroke', color: 'stroke' })} stroke-width="${num(weight, 2)}" ` +
    `stroke-linecap="round" stroke-linejoin="round">${elements}</g>`
  )
}

/** The viewBox that frames a drawing with room for its lines. */
export function objectView(drawing: Drawing): string {
  const { box } = drawing
  const pad = STROKE_SHARE * Math.max(box.width, box.height) * 0.6
  return [box.x - pad, box.y - pad, box.width + pad * 2, box.height + pad * 2].map((v) => num(v, 2)).join(' ')
}

/** Places 24-unit object markup (its viewBox given) centred in a square of `size` at (cx, cy). */
function place(view: string, object: string, cx: number, cy: number, size: number, angle = 0): string {
  const svg =
    `<svg x="${num(cx - size / 2)}" y="${num(cy - size / 2)}" width="${num(size)}" height="${num(size)}" ` +
    `viewBox="${view}" overflow="visible">${object}</svg>`
  return angle === 0 ? svg : `<g transform="rotate(${num(angle)} ${num(cx)} ${num(cy)})">${svg}</g>`
}

/** A closed smooth blob through `count` points around a centre (Catmull-Rom turned into cubic Béziers). */
function blobPath(cx: number, cy: number, radius: number, random: () => number, count = 7): string {
  const turn = random() * Math.PI * 2
  const points = Array.from({ length: count }, (_, i) => {
    const angle = turn + (i / count) * Math.PI * 2
    const r = radius * (0.86 + random() * 0.22)
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as const
  })
  const at = (i: number) => points[(i + count) % count] ?? [cx, cy]
  let d = `M${num(at(0)[0])} ${num(at(0)[1])}`
  for (let i = 0; i < count; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${c1.map((v) => num(v)).join(' ')} ${c2.map((v) => num(v)).join(' ')} ${num(p2[0])} ${num(p2[1])}`
  }
  return `${d}Z`
}

/** One large soft shape behind the object; its kind follows the seed, its details the random draw. */
function softShape(
  kind: number,
  cx: number,
  cy: number,
  size: number,
  random: () => number,
  p: Paint,
): string {
  const fill = paint(p, { fill: 'shape' })
  const jitter = (amount: number) => (random() - 0.5) * amount * size
  switch (kind) {
    case 0:
      return `<circle cx="${num(cx + jitter(0.12))}" cy="${num(cy + jitter(0.1))}" r="${num(size * (0.38 + random() * 0.06))}"${fill}/>`
    case 1: {
      // An arch, like a shop window, standing on the bottom edge.
      const half = size * (0.3 + random() * 0.05)
      const left = cx - half + jitter(0.08)
      const top = cy - size * 0.16
      return `<path d="M${num(left)} ${num(cy + size)}V${num(top)}a${num(half)} ${num(half)} 0 0 1 ${num(half * 2)} 0V${num(cy + size)}z"${fill}/>`
    }
    case 2:
      return `<path d="${blobPath(cx, cy, size * 0.4, random)}"${fill}/>`
    default: {
      const side = size * (0.68 + random() * 0.06)
      const angle = (random() < 0.5 ? -1 : 1) * (8 + random() * 14)
      return (
        `<rect x="${num(cx - side / 2)}" y="${num(cy - side / 2)}" width="${num(side)}" height="${num(side)}" ` +
        `rx="${num(side * 0.14)}" transform="rotate(${num(angle)} ${num(cx)} ${num(cy)})"${fill}/>`
      )
    }
  }
}

/** A light pattern in one corner: a grid of dots (round caps on zero-length dashes), or a few rings. */
function pattern(kind: number, x: number, y: number, unit: number, p: Paint): string {
  if (kind === 0) {
    const rows = [0, 1, 2, 3].map((row) => `M${num(x)} ${num(y + row * unit)}h${num(unit * 4)}`).join('')
    return (
      `<path d="${rows}" fill="none"${paint(p, { stroke: 'pattern' })} stroke-width="${num(unit * 0.32)}" ` +
      `stroke-linecap="round" stroke-dasharray="0 ${num(unit)}"/>`
    )
  }
  const rings = [1, 1.8, 2.6]
    .map((r) => `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * unit)}"/>`)
    .join('')
  return `<g fill="none"${paint(p, { stroke: 'pattern' })} stroke-width="${num(unit * 0.14)}">${rings}</g>`
}

/** A four-pointed sparkle centred on (cx, cy). */
function sparkle(cx: number, cy: number, r: number): string {
  const k = r * 0.22
  return (
    `<path d="M${num(cx)} ${num(cy - r)}Q${num(cx + k)} ${num(cy - k)} ${num(cx + r)} ${num(cy)}` +
    `Q${num(cx + k)} ${num(cy + k)} ${num(cx)} ${num(cy + r)}Q${num(cx - k)} ${num(cy + k)} ${num(cx - r)} ${num(cy)}` +
    `Q${num(cx - k)} ${num(cy - k)} ${num(cx)} ${num(cy - r)}z"/>`
  )
}

/**
 * The marks around a hero's objects, in one of two layouts so they never overlap: sparkles by the
 * main object, a light pattern in one corner, a small ring and a wave in the others.
 */
function heroMarks(seed: number, random: () => number, p: Paint): string {
  const mirrored = seed % 2 === 1
  const sparkles = sparkle(1200, 220 + random() * 40, 46) + sparkle(1280, 330 + random() * 30, 24)
  const [ringX, ringY] = mirrored ? [300, 200] : [1330, 600]
  const [waveX, waveY] = mirrored ? [1180, 720] : [200, 200]
  const [patternX, patternY] = mirrored ? [1330, 130] : [110, 700]
  return (
    `<g${paint(p, { fill: 'stroke' })}>${sparkles}</g>` +
    pattern(mirrored ? 0 : 1, patternX, patternY, 34, p) +
    `<circle cx="${ringX}" cy="${ringY}" r="34" fill="none"${paint(p, { stroke: 'pattern' })} stroke-width="10"/>` +
    `<path d="M${waveX} ${waveY}q30-26 60 0t60 0 60 0" fill="none"${paint(p, { stroke: 'pattern' })} ` +
    `stroke-width="10" stroke-linecap="round"/>`
  )
}

/** Normalises any number to a non-negative integer seed. */
export function seedOf(seed: number): number {
  return Number.isFinite(seed) ? Math.abs(Math.trunc(seed)) : 0
}

/** The backdrop of a scene: everything behind the object. */
export function backdropMarkup(variant: IllustrationVariant, seedIn: number, p: Paint): string {
  const seed = seedOf(seedIn)
  const random = randomFrom(seed)
  const { width, height } = SCENE_SIZE[variant]
  const base = `<rect width="${width}" height="${height}"${paint(p, { fill: 'backdrop' })}/>`
  const kind = seed % 4
  if (variant === 'hero') {
    const main = softShape(kind, 860, 450, 800, random, p)
    const second = `<circle cx="${num(470 + random() * 40)}" cy="${num(590 + random() * 30)}" r="${num(170 + random() * 30)}"${paint(p, { fill: 'shape' })} opacity=".6"/>`
    return base + main + second + heroMarks(seed, random, p)
  }
  const centre = variant === 'tile' ? 400 : 390
  const shape = softShape(kind, 400, centre, 800, random, p)
  const corners: [number, number][] = [
    [70, 80],
    [600, 80],
    [70, 640],
    [600, 660],
  ]
  const [px, py] = corners[(seed >> 2) % corners.length] ?? [70, 80]
  const patternKind = (seed >> 1) % 2
  // Rings sit around their centre, dots grow right and down from it: keep both inside the frame.
  const [x, y] = patternKind === 0 ? [px, py] : [px < 400 ? 90 : 710, py < 400 ? 90 : 710]
  return base + shape + pattern(patternKind, x, y, 30, p)
}

/**
 * Where the object and, for heroes, its smaller twin (the object again, or its companion) stand,
 * around object markup given by its viewBox.
 */
export function objectsMarkup(
  variant: IllustrationVariant,
  seedIn: number,
  view: string,
  object: string,
  twin = object,
): string {
  const seed = seedOf(seedIn)
  if (variant === 'hero') {
    const tilt = (seed % 2 === 0 ? -1 : 1) * (6 + (seed % 5))
    return place(view, twin, 470, 580, 250, tilt) + place(view, object, 860, 430, 500)
  }
  if (variant === 'tile') return place(view, object, 400, 390, 400)
  return place(view, object, 400, 380, 460)
}

/** A complete scene of one variant around object markup (its 24-unit viewBox given). */
export function sceneMarkup(
  variant: IllustrationVariant,
  seed: number,
  p: Paint,
  view: string,
  object: string,
): { width: number; height: number; body: string } {
  const { width, height } = SCENE_SIZE[variant]
  return {
    width,
    height,
    body: backdropMarkup(variant, seed, p) + objectsMarkup(variant, seed, view, object),
  }
}

/** Where a picture's product and its smaller companion stand in a square scene: [cx, cy, size]. */
const PICTURE_LAYOUTS = [
  [[400, 385, 480]],
  [
    [345, 375, 430],
    [590, 545, 240],
  ],
  [
    [400, 360, 410],
    [610, 560, 220],
    [185, 580, 180],
  ],
] as const

/**
 * Coloured pictures (32-unit SVG bodies, the product first) standing on a soft ground shadow in a
 * square scene: alone, or the product with one or two smaller companions in front of it.
 */
export function picturesMarkup(bodies: readonly string[], p: Paint): string {
  const layout = PICTURE_LAYOUTS[Math.min(bodies.length, PICTURE_LAYOUTS.length) - 1] ?? PICTURE_LAYOUTS[0]
  return layout
    .map(([cx, cy, size], i) => {
      const body = bodies[i]
      if (body === undefined) return ''
      // The set's pictures fill their 32 units but for about one unit each side.
      const shadow =
        `<ellipse cx="${num(cx)}" cy="${num(cy + size * 0.45)}" rx="${num(size * 0.36)}" ` +
        `ry="${num(size * 0.055)}"${paint(p, { fill: 'shadow' })}/>`
      return (
        shadow +
        `<svg x="${num(cx - size / 2)}" y="${num(cy - size / 2)}" width="${num(size)}" height="${num(size)}" ` +
        `viewBox="0 0 32 32">${body}</svg>`
      )
    })
    .join('')
}
