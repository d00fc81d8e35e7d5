// A theme's palette: its colours, settled so text reads on them, and the colour words people use.
// The arithmetic is catalog/palette.ts's.
import { contrast, ensureContrast, isDark, mix, readableOn } from '../catalog/palette'

export interface Palette {
  primary: string
  accent: string
  background: string
  text: string
  /** cards, alternate sections */
  surface: string
  /** decoration only (separators, borders, shapes): never behind or as text */
  secondary: string
  /** text on primary buttons */
  onPrimary: string
  /** text on the accent colour */
  onAccent: string
}

/**
 * A palette's core colours made readable, with the colours derived from them: text readable on
 * the background (WCAG 4.5), a primary that shows on it (3), a surface between the two and the
 * labels of primary and accent.
 */
export function settledPalette(core: {
  primary: string
  accent: string
  background: string
  text: string
}): Omit<Palette, 'secondary'> {
  const { accent, background } = core
  const text =
    contrast(core.text, background) < 4.5 ? (isDark(background) ? '#f3f1ec' : '#161616') : core.text
  const primary = ensureContrast(core.primary, background, 3)
  return {
    primary,
    accent,
    background,
    text,
    surface: mix(background, text, isDark(background) ? 0.09 : 0.045),
    onPrimary: readableOn(primary),
    onAccent: readableOn(accent),
  }
}

/** Colour words found in prompts, most specific first (so "navy blue" wins over "blue"). */
export const COLOR_WORDS: readonly (readonly [string, string])[] = [
  ['navy blue', '#1f2a44'],
  ['sky blue', '#5aa9e6'],
  ['baby blue', '#8ecae6'],
  ['royal blue', '#2f4fd8'],
  ['electric blue', '#1e5bff'],
  ['forest green', '#2f5d3a'],
  ['sage green', '#8a9a7b'],
  ['mint green', '#7fd1ae'],
  ['olive green', '#6b7139'],
  ['emerald green', '#107a57'],
  ['neon green', '#39d353'],
  ['hot pink', '#ff3d8b'],
  ['blush pink', '#e8b4b8'],
  ['dusty rose', '#c48b8b'],
  ['rose gold', '#b76e79'],
  ['burnt orange', '#cc5500'],
  ['off white', '#f7f3ea'],
  ['off-white', '#f7f3ea'],
  ['navy', '#1f2a44'],
  ['teal', '#137c7a'],
  ['turquoise', '#22b5b0'],
  ['cyan', '#1fb6d5'],
  ['blue', '#2857d6'],
  ['indigo', '#3f3fb0'],
  ['purple', '#7b3fc4'],
  ['violet', '#7f4fd6'],
  ['lavender', '#a99ad6'],
  ['lilac', '#b69fd0'],
  ['magenta', '#c2187a'],
  ['pink', '#e86a9a'],
  ['blush', '#e8b4b8'],
  ['red', '#d3312b'],
  ['crimson', '#b3122e'],
  ['burgundy', '#7a1f35'],
  ['maroon', '#6d1a2b'],
  ['wine', '#6f1d35'],
  ['coral', '#f06f5a'],
  ['peach', '#f4a582'],
  ['orange', '#f07b1d'],
  ['terracotta', '#c1643d'],
  ['rust', '#a4492f'],
  ['mustard', '#d2a12f'],
  ['yellow', '#f2c230'],
  ['gold', '#b8975a'],
  ['golden', '#c9a24a'],
  ['silver', '#9aa3ad'],
  ['bronze', '#a0703a'],
  ['copper', '#b36b3f'],
  ['emerald', '#107a57'],
  ['sage', '#8a9a7b'],
  ['mint', '#7fd1ae'],
  ['olive', '#6b7139'],
  ['green', '#2e8b57'],
  ['lime', '#9acd32'],
  ['brown', '#6b4a33'],
  ['chocolate', '#5a3825'],
  ['tan', '#c8a97e'],
  ['beige', '#e6d8bf'],
  ['cream', '#f3ead8'],
  ['ivory', '#faf6ec'],
  ['charcoal', '#2f3136'],
  ['grey', '#7d8288'],
  ['gray', '#7d8288'],
  ['black', '#111111'],
  ['white', '#ffffff'],
]
