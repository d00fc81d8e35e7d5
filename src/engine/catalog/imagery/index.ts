// Illustrations of products and heroes: a drawing of the kind of product (a Lucide icon or one of
// ours) composed into a small still life in the store's palette. Images for the preview's sample
// products, and a Liquid snippet that draws the same in the theme's own colours.
import { contrast, ensureContrast, isDark, mix } from '../palette'
import { drawingOf } from './drawings'
import type { IllustrationId } from './icons'
import { type Picture, artBody } from './art'
import {
  type IllustrationVariant,
  type Paint,
  backdropMarkup,
  objectMarkup,
  objectView,
  picturesMarkup,
  sceneMarkup,
  SCENE_SIZE,
  seedOf,
} from './scene'

export { FALLBACK_ILLUSTRATION, ILLUSTRATION_IDS, drawingOf, iconSvg, isIllustrationId } from './drawings'
export { illustrationSnippet } from './snippet'
export type { IllustrationId } from './icons'
export type { IllustrationVariant } from './scene'
export {
  artBody,
  artLoaded,
  kindArt,
  kindPicture,
  loadArt,
  pictureOf,
  planPictures,
  takeWantedArt,
  type Picture,
} from './art'

export interface IllustrationPalette {
  primary: string
  accent: string
  background: string
  surface: string
  text: string
}

export interface IllustrationOptions {
  palette: IllustrationPalette
  /** varies the backdrop (shape, angle, tint) so products of one kind do not look identical */
  seed?: number
  /** 'product' and 'tile' are 800×800, 'hero' 1600×900 (default 'product') */
  variant?: IllustrationVariant
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** A palette colour as #rrggbb; anything else (it ends up inside an attribute) becomes `fallback`. */
function hexOr(value: string, fallback: string): string {
  if (!HEX.test(value)) return fallback
  if (value.length === 4) return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase()
  return value.toLowerCase()
}

/** Raises a line colour's contrast against every colour it is drawn over. */
function readableOver(color: string, grounds: string[], min: number): string {
  let result = color
  for (let round = 0; round < 3; round++) {
    const worst = grounds.reduce((a, b) => (contrast(result, a) <= contrast(result, b) ? a : b))
    if (contrast(result, worst) >= min) break
    result = ensureContrast(result, worst, min)
  }
  return result
}

function bakedPaint(palette: IllustrationPalette, seed: number, variant: IllustrationVariant): Paint {
  const primary = hexOr(palette.primary, '#333333')
  const accent = hexOr(palette.accent, primary)
  const background = hexOr(palette.background, '#ffffff')
  const surface = hexOr(palette.surface, background)
  const text = hexOr(palette.text, '#111111')
  const step = (seed % 5) / 4
  const dark = isDark(background)
  // Tiles stand for whole collections: a bolder ground than a single product's soft one.
  const tint = variant === 'tile' ? 0.32 + step * 0.1 : 0.12 + step * 0.1
  const backdrop = mix(mix(background, surface, 0.5), seed % 2 === 0 ? accent : primary, tint)
  const shape = mix(backdrop, seed % 3 === 0 ? primary : accent, dark ? 0.2 : 0.22)
  const fill = dark ? mix(backdrop, '#ffffff', 0.14) : mix(backdrop, '#ffffff', 0.72)
  const stroke = readableOver(contrast(primary, fill) >= 2 ? primary : text, [backdrop, shape, fill], 3.5)
  return {
    inline: false,
    colors: {
      backdrop,
      shape,
      pattern: mix(shape, stroke, 0.3),
      fill,
      stroke,
      shadow: mix(backdrop, stroke, dark ? 0.35 : 0.2),
    },
  }
}

/** A complete standalone SVG of an illustration in a palette. The same arguments give the same string. */
export function illustrationSvg(id: IllustrationId, options: IllustrationOptions): string {
  const variant = options.variant ?? 'product'
  const seed = seedOf(options.seed ?? 0)
  const drawing = drawingOf(id)
  const paint = bakedPaint(options.palette, seed, variant)
  const { width, height, body } = sceneMarkup(
    variant,
    seed,
    paint,
    objectView(drawing),
    objectMarkup(drawing, paint),
  )
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${body}</svg>`
  )
}

/** The same illustration as a `data:image/svg+xml` URL (percent-encoded), for sample products. */
export function illustrationDataUrl(id: IllustrationId, options: IllustrationOptions): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(illustrationSvg(id, options))}`
}

/**
 * A product's image: its coloured picture (./art, loaded) on a backdrop in the store's palette, or
 * the line drawing `fallback` when it has no picture. Product and tile variants only: a hero is
 * drawn in line art.
 */
export function productImageUrl(
  picture: Picture | undefined,
  fallback: IllustrationId,
  options: IllustrationOptions,
): string {
  const variant = options.variant ?? 'product'
  const bodies = picture?.map(artBody)
  if (!bodies || variant === 'hero' || bodies.some((body) => body === undefined))
    return illustrationDataUrl(fallback, options)
  const seed = seedOf(options.seed ?? 0)
  const paint = bakedPaint(options.palette, seed, variant)
  const { width, height } = SCENE_SIZE[variant]
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${backdropMarkup(variant, seed, paint)}${picturesMarkup(bodies as string[], paint)}</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
