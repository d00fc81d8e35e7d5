// Colour arithmetic: hex <-> RGB and HSL, mixing, WCAG contrast and readable colours. Below the
// composer, so the sample store's drawings and the taxonomy's palettes use it as the themes do.

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
