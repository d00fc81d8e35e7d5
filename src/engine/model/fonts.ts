// The font library composed themes choose from: families of Shopify's font library (the theme's
// font_picker settings store their handles, `<id>_n4`, `<id>_i7`...) that are also installed as
// self-hosted @fontsource packages, so the preview shows the real faces without a network.
// Prata is left out: Theme Check lists prata_n4 among the deprecated handles.

export type FontWeight = 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900
export type FontStyle = 'normal' | 'italic'

/** What a family mostly is; `traits` adds what else it can pass for. */
export type FontCategory =
  'sans' | 'geometric' | 'rounded' | 'condensed' | 'serif' | 'slab' | 'display' | 'mono'

export interface LibraryFont {
  family: string
  category: FontCategory
  traits: readonly FontCategory[]
  /** the letters carry serifs (serif, slab and serif display faces) */
  serifs: boolean
  /** upright weights */
  weights: readonly FontWeight[]
  /** weights that also come in italic */
  italics: readonly FontWeight[]
  /** Shopify's fallback_families for the family */
  fallback: 'serif' | 'sans-serif' | 'monospace'
}

const ALL: FontWeight[] = [100, 200, 300, 400, 500, 600, 700, 800, 900]
const range = (from: FontWeight, to: FontWeight) => ALL.filter((w) => w >= from && w <= to)

function sans(
  family: string,
  category: FontCategory,
  weights: FontWeight[],
  italics: FontWeight[],
  traits: FontCategory[] = [],
): LibraryFont {
  return { family, category, traits, serifs: false, weights, italics, fallback: 'sans-serif' }
}

function serif(
  family: string,
  category: FontCategory,
  weights: FontWeight[],
  italics: FontWeight[],
  traits: FontCategory[] = [],
): LibraryFont {
  return { family, category, traits, serifs: true, weights, italics, fallback: 'serif' }
}

// Weights are those of the @fontsource package (latin files), except Libre Baskerville, whose
// package now has a variable cut: Shopify's library has its original 400, 400 italic and 700.
export const FONT_LIBRARY = {
  assistant: sans('Assistant', 'sans', range(200, 800), []),
  inter: sans('Inter', 'sans', range(100, 900), range(100, 900)),
  dm_sans: sans('DM Sans', 'geometric', range(100, 900), range(100, 900)),
  work_sans: sans('Work Sans', 'sans', range(100, 900), range(100, 900)),
  karla: sans('Karla', 'sans', range(200, 800), range(200, 800)),
  rubik: sans('Rubik', 'rounded', range(300, 900), range(300, 900)),
  montserrat: sans('Montserrat', 'geometric', range(100, 900), range(100, 900)),
  josefin_sans: sans('Josefin Sans', 'geometric', range(100, 700), range(100, 700), ['display']),
  space_grotesk: sans('Space Grotesk', 'sans', range(300, 700), []),
  archivo: sans('Archivo', 'sans', range(100, 900), range(100, 900)),
  nunito_sans: sans('Nunito Sans', 'sans', range(200, 900), range(200, 900)),
  quicksand: sans('Quicksand', 'rounded', range(300, 700), [], ['geometric']),
  oswald: sans('Oswald', 'condensed', range(200, 700), [], ['display']),
  jost: sans('Jost', 'geometric', range(100, 900), range(100, 900)),
  tenor_sans: sans('Tenor Sans', 'sans', [400], [], ['display']),
  playfair_display: serif('Playfair Display', 'serif', range(400, 900), range(400, 900), ['display']),
  lora: serif('Lora', 'serif', range(400, 700), range(400, 700)),
  libre_baskerville: serif('Libre Baskerville', 'serif', [400, 700], [400]),
  cormorant: serif('Cormorant', 'serif', range(300, 700), range(300, 700), ['display']),
  abril_fatface: serif('Abril Fatface', 'display', [400], []),
  roboto_slab: serif('Roboto Slab', 'slab', range(100, 900), []),
  arvo: serif('Arvo', 'slab', [400, 700], [400, 700]),
  bitter: serif('Bitter', 'slab', range(100, 900), range(100, 900)),
  space_mono: {
    family: 'Space Mono',
    category: 'mono',
    traits: [],
    serifs: false,
    weights: [400, 700],
    italics: [400, 700],
    fallback: 'monospace',
  },
} satisfies Record<string, LibraryFont>

/** A family of the library, named by its Shopify handle without the variant (`playfair_display`). */
export type FontId = keyof typeof FONT_LIBRARY

export const FONT_IDS = Object.keys(FONT_LIBRARY) as FontId[]

/** CSS font-family value for a family, as the layout prints it from the font setting. */
export function fontStack(id: FontId): string {
  const font = FONT_LIBRARY[id]
  return `'${font.family}', ${font.fallback}`
}

/**
 * The Shopify font library handle of a variant (`playfair_display_n4`, `lora_i7`): the family's
 * nearest weight when it lacks the one asked for, upright when it has no italic.
 */
export function fontHandle(id: FontId, weight: number = 400, style: FontStyle = 'normal'): string {
  const font: LibraryFont = FONT_LIBRARY[id]
  const italic = style === 'italic' && font.italics.length > 0
  const weights = italic ? font.italics : font.weights
  const nearest = weights.reduce((best, w) => (Math.abs(w - weight) < Math.abs(best - weight) ? w : best))
  return `${id}_${italic ? 'i' : 'n'}${nearest / 100}`
}

/** The family of a font_picker handle, if it is one of the library's (`lora_n7` -> lora). */
export function fontIdOfHandle(handle: string): FontId | undefined {
  const base = /^(.*)_[ni]\d$/.exec(handle.trim())?.[1]
  return base !== undefined && base in FONT_LIBRARY ? (base as FontId) : undefined
}

/** The library family whose name this is ("DM Sans" -> dm_sans). */
export function fontIdOfFamily(family: string): FontId | undefined {
  const wanted = family
    .replace(/^['"]|['"]$/g, '')
    .trim()
    .toLowerCase()
  return FONT_IDS.find((id) => FONT_LIBRARY[id].family.toLowerCase() === wanted)
}

/** The family's name (Playfair Display). */
export function fontFamily(id: FontId): string {
  return FONT_LIBRARY[id].family
}

/** Whether the family has this variant in the library. */
export function hasVariant(id: FontId, weight: number, style: FontStyle): boolean {
  const font: LibraryFont = FONT_LIBRARY[id]
  return (style === 'italic' ? font.italics : font.weights).some((w) => w === weight)
}

/**
 * Where a face lives inside node_modules/@fontsource: the latin subset, as woff2. Any family name
 * is accepted (the package is its name in kebab case); whether the file exists is the host's
 * business.
 */
export function fontsourceFile(family: string, weight: number, style: FontStyle): string {
  const slug = family
    .replace(/^['"]|['"]$/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
  return `${slug}/files/${slug}-latin-${weight}-${style}.woff2`
}
