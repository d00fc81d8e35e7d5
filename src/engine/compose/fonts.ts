// Font stacks the themes choose from. All are system or web-safe families, so the storefront and
// the preview render without fetching a font (and Theme Check has no remote asset to flag).

export const FONT_STACKS = {
  modern_sans: {
    label: 'Modern sans',
    stack: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  geometric: {
    label: 'Geometric',
    stack: "Futura, 'Century Gothic', 'Avenir Next', Avenir, 'Trebuchet MS', sans-serif",
  },
  humanist: {
    label: 'Humanist',
    stack: "'Gill Sans', 'Gill Sans MT', Optima, Candara, Calibri, 'Segoe UI', sans-serif",
  },
  condensed: {
    label: 'Condensed',
    stack: "'Arial Narrow', 'Roboto Condensed', 'Helvetica Neue', Impact, sans-serif",
  },
  rounded: {
    label: 'Rounded',
    stack: "ui-rounded, 'SF Pro Rounded', 'Arial Rounded MT Bold', 'Trebuchet MS', sans-serif",
  },
  classic_serif: {
    label: 'Classic serif',
    stack: "Georgia, 'Times New Roman', Times, serif",
  },
  didone: {
    label: 'Didone',
    stack: "Didot, 'Bodoni 72', 'Bodoni MT', 'Noto Serif Display', Georgia, serif",
  },
  old_style: {
    label: 'Old style',
    stack: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Garamond, Georgia, serif",
  },
  slab: {
    label: 'Slab serif',
    stack: "Rockwell, 'Roboto Slab', 'Rockwell Nova', Arvo, Georgia, serif",
  },
  typewriter: {
    label: 'Typewriter',
    stack: "'American Typewriter', 'Courier New', Courier, monospace",
  },
  mono: {
    label: 'Monospace',
    stack: "ui-monospace, 'SF Mono', Menlo, Consolas, 'Liberation Mono', monospace",
  },
} as const

export type FontId = keyof typeof FONT_STACKS

export const FONT_IDS = Object.keys(FONT_STACKS) as FontId[]

export interface Typography {
  heading: FontId
  body: FontId
  /** CSS font stacks of the two choices */
  headingStack: string
  bodyStack: string
  headingWeight: 400 | 500 | 600 | 700 | 800
  uppercaseHeadings: boolean
  /** heading letter spacing in hundredths of an em */
  headingSpacing: number
  /** base body size in px */
  baseSize: number
}
