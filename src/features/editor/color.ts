// Colours as the editor's colour fields take them: #rrggbb, validated as typed.
import { HEX_COLOR } from '../../engine/model'

export const HEX_ERROR = 'Enter a colour as #rrggbb, for example #1a2b3c'

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim())
}

/** '#ABCDEF' -> '#abcdef'; a value that is not #rrggbb stays undefined. */
export function normalizeHex(value: string): string | undefined {
  const trimmed = value.trim()
  return HEX_COLOR.test(trimmed) ? trimmed.toLowerCase() : undefined
}

/** A computed CSS colour ('rgb(12, 34, 56)', 'rgba(…, 1)', '#abc', '#aabbcc') as #rrggbb. */
export function cssColorToHex(value: string | undefined): string | undefined {
  if (!value) return undefined
  const text = value.trim().toLowerCase()
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text)
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`
  if (HEX_COLOR.test(text)) return text
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(text)
  if (!rgb) return undefined
  const alpha =
    rgb[4] === undefined ? 1 : rgb[4].endsWith('%') ? Number.parseFloat(rgb[4]) / 100 : Number(rgb[4])
  if (alpha === 0) return undefined
  const hex = [rgb[1], rgb[2], rgb[3]].map((n) => Math.min(255, Number(n)).toString(16).padStart(2, '0'))
  return `#${hex.join('')}`
}
