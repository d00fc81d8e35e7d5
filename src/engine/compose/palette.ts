// Colour arithmetic for palettes: hex <-> HSL, WCAG contrast, and the colour words people use.

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

interface Hsl {
  h: number
  s: number
  l: number
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function rgbToHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('')}`
}

export function hexToHsl(hex: string): Hsl {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as [number, number, number]
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  if (max === min) return { h: 0, s: 0, l: l * 100 }
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  let h: number
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0)
  else if (max === g) h = (b - r) / d + 2
  else h = (r - g) / d + 4
  return { h: h * 60, s: s * 100, l: l * 100 }
}

export function hslToHex({ h, s, l }: Hsl): string {
  const sat = clamp(s, 0, 100) / 100
  const light = clamp(l, 0, 100) / 100
  const k = (n: number) => (n + ((h % 360) + 360) / 30) % 12
  const a = sat * Math.min(light, 1 - light)
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return rgbToHex(f(0) * 255, f(8) * 255, f(4) * 255)
}

export function adjust(hex: string, change: Partial<Hsl>): string {
  const hsl = hexToHsl(hex)
  return hslToHex({ h: change.h ?? hsl.h, s: change.s ?? hsl.s, l: change.l ?? hsl.l })
}

export function mix(a: string, b: string, weight: number): string {
  const ca = hexToRgb(a)
  const cb = hexToRgb(b)
  return rgbToHex(...(ca.map((v, i) => v * (1 - weight) + (cb[i] ?? 0) * weight) as [number, number, number]))
}

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function contrast(a: string, b: string): number {
  const la = luminance(a)
  const lb = luminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

export function isDark(hex: string): boolean {
  return luminance(hex) < 0.18
}

/** The more readable of near-black and white on a given colour. */
export function readableOn(hex: string): string {
  return contrast(hex, '#ffffff') >= contrast(hex, '#111111') ? '#ffffff' : '#111111'
}

/** Moves `color` darker or lighter until it reads on `background` (WCAG ratio `min`). */
export function ensureContrast(color: string, background: string, min: number): string {
  if (contrast(color, background) >= min) return color
  const hsl = hexToHsl(color)
  const step = isDark(background) ? 4 : -4
  for (let l = hsl.l; l >= 0 && l <= 100; l += step) {
    const candidate = hslToHex({ ...hsl, l })
    if (contrast(candidate, background) >= min) return candidate
  }
  return readableOn(background)
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
