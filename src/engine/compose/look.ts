// The palette of a store: its kind's colours, the style's treatment, then what the prompt says —
// named colours keep their hue (and appear exactly where no text has to be read on them), moods
// ("earthy", "pastel", "neon") recolour the whole palette, and every text colour keeps WCAG AA.
import { converter, differenceCiede2000 } from 'culori'
import { adjust, contrast, ensureContrast, hexToHsl, isDark, mix, readableOn } from '../catalog/palette'
import type { StyleId } from '../catalog/style-ids'
import type { Palette } from './palette'
import { type BasePalette, STYLES } from './styles'
import type { ColorMention, ColorMood, ColorReading } from './understand'

const MOOD_PALETTES: Partial<Record<ColorMood, BasePalette>> = {
  earthy: { primary: '#9a4a2c', accent: '#7d8450', background: '#f2eadb', text: '#2f2620' },
  pastel: { primary: '#8a4f7d', accent: '#f6c5d7', background: '#fff8fb', text: '#2b2233' },
  neon: { primary: '#39ff14', accent: '#ff2bd6', background: '#0c0c12', text: '#f4f4f6' },
  monochrome: { primary: '#111111', accent: '#8a8a8a', background: '#ffffff', text: '#111111' },
  jewel: { primary: '#0f52ba', accent: '#1f8a5b', background: '#fbfaf7', text: '#16161d' },
}

const toLab = converter('lab65')
const toOklch = converter('oklch')
const deltaE = differenceCiede2000()

/** CIEDE2000 difference between two hex colours (0 = the same; under ~2 looks identical). */
export function colorDistance(a: string, b: string): number {
  const la = toLab(a)
  const lb = toLab(b)
  return la && lb ? deltaE(la, lb) : 100
}

function luminanceOf(hex: string): number {
  return contrast(hex, '#000000') / 21
}

function shiftHue(hex: string, degrees: number): string {
  const hsl = hexToHsl(hex)
  return adjust(hex, { h: (hsl.h + degrees + 360) % 360 })
}

interface Roles {
  primary?: string
  accent?: string
  background?: string
  text?: string
}

/** Who plays which part: the prompt's explicit roles, then light colours to the page, the rest in order. */
function assignRoles(
  mentions: readonly ColorMention[],
  style: StyleId,
  wantsDark: boolean | undefined,
): Roles {
  const roles: Roles = {}
  for (const mention of mentions) if (mention.role && !roles[mention.role]) roles[mention.role] = mention.hex
  const free = mentions.filter((m) => !m.role)
  const darkLook = wantsDark ?? (style === 'luxury' || style === 'bold' || style === 'tech')
  for (const [index, mention] of free.entries()) {
    // A page colour is a near-neutral tint (ivory, cream, sand); mint or lemon stay colours.
    const oklch = toOklch(mention.hex)
    const light = (oklch?.l ?? 0) > 0.88 && (oklch?.c ?? 1) < 0.07
    const veryDark = luminanceOf(mention.hex) < 0.06
    if (light && !roles.background && (free.length > 1 || mentions.length > 1)) roles.background = mention.hex
    else if (
      veryDark &&
      index === 0 &&
      (free.length > 1 || mentions.length > 1 || darkLook) &&
      darkLook &&
      !roles.background
    )
      roles.background = mention.hex
    else if (!roles.primary) roles.primary = mention.hex
    else if (!roles.accent) roles.accent = mention.hex
    else if (light && !roles.background) roles.background = mention.hex
  }
  // A colour too light to carry text ("sunny yellow", "honey") is the accent, and the next
  // colour that can carry text leads.
  if (roles.primary && roles.accent && luminanceOf(roles.primary) > 0.45 && luminanceOf(roles.accent) < 0.45)
    [roles.primary, roles.accent] = [roles.accent, roles.primary]
  if (!roles.primary && roles.accent) roles.primary = roles.accent
  return roles
}

export interface PaletteInput {
  base: BasePalette
  style: StyleId
  colors: ColorReading
  /** the prompt asks for a dark (true) or light (false) page */
  dark?: boolean
  seed: number
}

export function buildPalette({ base, style, colors, dark, seed }: PaletteInput): Palette {
  let start = base
  for (const mood of colors.moods) start = MOOD_PALETTES[mood] ?? start
  let { primary, accent, background, text } = colors.moods.some((m) => MOOD_PALETTES[m])
    ? start
    : STYLES[style].palette(start)
  if (colors.moods.includes('muted')) {
    primary = adjust(primary, { s: hexToHsl(primary).s * 0.55 })
    accent = adjust(accent, { s: hexToHsl(accent).s * 0.55 })
  }
  if (colors.moods.includes('warm')) [primary, accent] = [shiftHue(primary, -12), shiftHue(accent, -12)]
  if (colors.moods.includes('cool')) [primary, accent] = [shiftHue(primary, 12), shiftHue(accent, 12)]

  const roles = assignRoles(colors.mentions, style, dark)
  if (colors.mentions.length === 0 && colors.moods.length === 0) {
    // Two stores of one kind need not share a palette: a small turn of the hue, seeded.
    const turn = ((seed % 21) - 10) * 1.2
    primary = shiftHue(primary, turn)
    accent = shiftHue(accent, turn)
  }
  if (roles.primary) {
    primary = roles.primary
    accent =
      roles.accent ??
      (isDark(roles.primary)
        ? adjust(roles.primary, { l: 72, s: 45 })
        : adjust(roles.primary, { l: 88, s: 40 }))
  } else if (roles.accent) accent = roles.accent
  if (roles.background) background = roles.background
  else if (dark === true && !isDark(background)) background = mix(primary, '#0c0c0d', 0.9)
  else if (dark === false && isDark(background)) background = '#ffffff'

  if (roles.text) text = roles.text
  if (contrast(text, background) < 7) {
    const tinted = isDark(background) ? mix('#f4f2ee', primary, 0.06) : mix('#141414', primary, 0.12)
    text = contrast(tinted, background) >= 7 ? tinted : isDark(background) ? '#f4f2ee' : '#141414'
  }
  if (roles.text) text = ensureContrast(roles.text, background, 4.5)

  // Links, buttons and prices are read on the page: primary keeps its hue at AA contrast. When
  // that moves a named colour far from itself, the exact colour stays on as the accent.
  const named = roles.primary
  const readablePrimary = ensureContrast(primary, background, 4.5)
  if (named && !roles.accent && colorDistance(readablePrimary, named) > 10) accent = named
  primary = readablePrimary
  if (isDark(background) && contrast(accent, background) < 1.6) accent = adjust(accent, { l: 70 })

  const tintedStyle = style === 'playful' || style === 'natural' || style === 'vintage'
  const surface = tintedStyle
    ? mix(background, accent, isDark(background) ? 0.12 : 0.16)
    : mix(background, text, isDark(background) ? 0.09 : 0.045)
  const palette: Palette = {
    primary,
    accent,
    background,
    text,
    surface: contrast(text, surface) >= 4.5 ? surface : mix(background, text, 0.04),
    secondary: mix(primary, accent, 0.5),
    onPrimary: readableOn(primary),
    onAccent: readableOn(accent),
  }
  // Every colour the prompt names stays in the palette exactly, if only as decoration.
  const parts: (keyof Palette)[] = ['primary', 'accent', 'background', 'text', 'surface']
  const missing = colors.mentions.find((m) => parts.every((part) => colorDistance(palette[part], m.hex) > 12))
  if (missing) palette.secondary = missing.hex
  return palette
}
