// A store's typography: heading and body families from the library, chosen among the pairings
// that suit its style and honour what the prompt asked of the type; weights, capitals, spacing
// and size from the style.
import {
  FONT_IDS,
  FONT_LIBRARY,
  type FontCategory,
  type FontId,
  fontStack,
  type LibraryFont,
} from '../model/fonts'
import { STYLES } from './styles'
import type { StyleId } from '../catalog/style-ids'
import { pick } from '../model/text'

export interface Typography {
  heading: FontId
  body: FontId
  /** CSS font-family values of the two choices: the family, then Shopify's fallback */
  headingStack: string
  bodyStack: string
  headingWeight: 400 | 500 | 600 | 700 | 800
  uppercaseHeadings: boolean
  /** heading letter spacing in hundredths of an em */
  headingSpacing: number
  /** base body size in px */
  baseSize: number
}

/** What the prompt asked of the type. */
export interface TypographyHints {
  serif?: boolean
  sansSerif?: boolean
  monospace?: boolean
  rounded?: boolean
  geometric?: boolean
  condensed?: boolean
  display?: boolean
}

type Hint = keyof TypographyHints

export interface FontPairing {
  heading: FontId
  body: FontId
  /** the styles this pairing suits */
  styles: readonly StyleId[]
}

export const FONT_PAIRINGS: readonly FontPairing[] = [
  { heading: 'cormorant', body: 'jost', styles: ['luxury', 'minimal'] },
  { heading: 'playfair_display', body: 'nunito_sans', styles: ['luxury', 'natural'] },
  { heading: 'playfair_display', body: 'inter', styles: ['luxury', 'modern'] },
  { heading: 'libre_baskerville', body: 'karla', styles: ['luxury', 'vintage', 'natural'] },
  { heading: 'tenor_sans', body: 'nunito_sans', styles: ['minimal', 'luxury'] },
  { heading: 'cormorant', body: 'karla', styles: ['natural', 'luxury'] },
  { heading: 'jost', body: 'inter', styles: ['minimal', 'modern', 'tech'] },
  { heading: 'josefin_sans', body: 'lora', styles: ['minimal', 'modern'] },
  { heading: 'assistant', body: 'assistant', styles: ['minimal', 'modern'] },
  { heading: 'dm_sans', body: 'dm_sans', styles: ['minimal', 'tech'] },
  { heading: 'dm_sans', body: 'inter', styles: ['modern', 'tech'] },
  { heading: 'montserrat', body: 'karla', styles: ['modern', 'bold'] },
  { heading: 'lora', body: 'work_sans', styles: ['natural', 'modern'] },
  { heading: 'bitter', body: 'work_sans', styles: ['natural', 'vintage'] },
  { heading: 'arvo', body: 'karla', styles: ['vintage', 'natural'] },
  { heading: 'roboto_slab', body: 'lora', styles: ['vintage'] },
  { heading: 'abril_fatface', body: 'work_sans', styles: ['vintage', 'bold'] },
  { heading: 'oswald', body: 'archivo', styles: ['bold'] },
  { heading: 'oswald', body: 'inter', styles: ['bold', 'tech'] },
  { heading: 'archivo', body: 'inter', styles: ['bold', 'tech'] },
  { heading: 'space_grotesk', body: 'inter', styles: ['tech', 'modern'] },
  { heading: 'space_mono', body: 'space_grotesk', styles: ['tech'] },
  { heading: 'quicksand', body: 'nunito_sans', styles: ['playful'] },
  { heading: 'rubik', body: 'karla', styles: ['playful'] },
  { heading: 'rubik', body: 'rubik', styles: ['playful', 'bold'] },
]

/** The hints a request names, most important first: when no family can honour them all, the last ones give way. */
const HINT_PRIORITY: Hint[] = [
  'monospace',
  'sansSerif',
  'serif',
  'display',
  'condensed',
  'rounded',
  'geometric',
]

function hasTrait(font: LibraryFont, trait: FontCategory): boolean {
  return font.category === trait || font.traits.includes(trait)
}

function headingFits(id: FontId, hint: Hint): boolean {
  const font: LibraryFont = FONT_LIBRARY[id]
  switch (hint) {
    case 'serif':
      return font.serifs
    case 'sansSerif':
      return !font.serifs && font.category !== 'mono'
    case 'monospace':
      return font.category === 'mono'
    case 'rounded':
      return hasTrait(font, 'rounded')
    case 'geometric':
      return hasTrait(font, 'geometric')
    case 'condensed':
      return hasTrait(font, 'condensed')
    case 'display':
      return hasTrait(font, 'display')
  }
}

/** Whether a family, as heading font, honours everything the hints ask. */
export function honoursHints(id: FontId, hints: TypographyHints): boolean {
  return HINT_PRIORITY.every((hint) => hints[hint] !== true || headingFits(id, hint))
}

/** A family fit for paragraphs: no display, condensed or monospaced face; sans when asked. */
function bodyFits(id: FontId, hints: Hint[]): boolean {
  const font: LibraryFont = FONT_LIBRARY[id]
  if (['display', 'condensed', 'mono'].includes(font.category)) return false
  return !hints.includes('sansSerif') || !font.serifs
}

/** The hints of a request that one heading family can honour together. */
function honourableHints(hints: TypographyHints): Hint[] {
  let wanted = HINT_PRIORITY.filter((hint) => hints[hint] === true)
  while (wanted.length > 0 && !FONT_IDS.some((id) => wanted.every((hint) => headingFits(id, hint))))
    wanted = wanted.slice(0, -1)
  return wanted
}

/** The weight of a family nearest to the one asked for, among those a heading setting offers. */
export function nearestHeadingWeight(id: FontId, wanted: number): Typography['headingWeight'] {
  const font: LibraryFont = FONT_LIBRARY[id]
  const offered = font.weights.filter((w): w is Typography['headingWeight'] => w >= 400 && w <= 800)
  return offered.reduce((best, w) => (Math.abs(w - wanted) < Math.abs(best - wanted) ? w : best), 400)
}

/**
 * Heading and body families for a store: pairings of the style that honour the hints, else any
 * pairing that does, else the fitting families themselves; `seed` chooses among them, so two stores
 * of one style need not look alike. Weights, capitals, spacing and size come from the style.
 */
export function buildTypography(style: StyleId, hints: TypographyHints, seed: number): Typography {
  const preset = STYLES[style]
  const wanted = honourableHints(hints)
  const fitting = FONT_PAIRINGS.filter(
    (pair) => wanted.every((hint) => headingFits(pair.heading, hint)) && bodyFits(pair.body, wanted),
  )
  const ownStyle = fitting.filter((pair) => pair.styles.includes(style))
  const candidates = ownStyle.length > 0 ? ownStyle : fitting
  let heading: FontId
  let body: FontId
  if (candidates.length > 0) {
    ;({ heading, body } = pick(candidates, seed, 'typography'))
  } else {
    heading = pick(
      FONT_IDS.filter((id) => wanted.every((hint) => headingFits(id, hint))),
      seed,
      'typography-heading',
    )
    body = bodyFits(preset.body, wanted)
      ? preset.body
      : pick(
          FONT_IDS.filter((id) => bodyFits(id, wanted)),
          seed,
          'typography-body',
        )
  }
  return {
    heading,
    body,
    headingStack: fontStack(heading),
    bodyStack: fontStack(body),
    headingWeight: nearestHeadingWeight(heading, preset.headingWeight),
    uppercaseHeadings: preset.uppercaseHeadings,
    headingSpacing: preset.headingSpacing,
    baseSize: preset.baseSize,
  }
}
