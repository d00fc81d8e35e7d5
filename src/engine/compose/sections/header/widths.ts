// How wide the header's words are, for the desktop menu that must stay on one line (section.ts).
// Measured in Chromium on the @fontsource latin faces of the font library: menu labels in the body
// font at 15.2 px (0.95rem, regular), store names in the heading font at 23.2 px (1.45rem, the
// widest of its weights from 400 to 800), as written and in capitals. The samples: the 339 menu
// labels and 96 store names of the eval prompts (eval/cases.ts, fresh.ts, holdout.ts) with Home,
// Catalog, Contact and the like. Each pair (k, c) is the line k * characters + c that is at least
// as wide as every sample, with the least room to spare (c at most 20 px for labels, 48 px for names).
import type { FontId } from '../../../model/fonts'

/**
 * Per family, in tenths of a pixel: label k, label c, label in capitals k, c, store name k, c,
 * store name in capitals k, c.
 */
export const TEXT_WIDTHS: Record<
  FontId,
  readonly [number, number, number, number, number, number, number, number]
> = {
  assistant: [67, 80, 76, 100, 101, 260, 125, 140],
  inter: [77, 100, 91, 120, 114, 280, 135, 260],
  dm_sans: [78, 60, 86, 100, 109, 320, 132, 220],
  work_sans: [82, 60, 90, 120, 112, 300, 139, 200],
  karla: [73, 100, 80, 120, 107, 380, 135, 200],
  rubik: [78, 60, 89, 80, 113, 320, 142, 140],
  montserrat: [82, 100, 98, 100, 130, 200, 152, 180],
  josefin_sans: [73, 100, 97, 80, 109, 280, 139, 260],
  space_grotesk: [77, 100, 83, 120, 112, 220, 127, 180],
  archivo: [73, 100, 94, 100, 116, 260, 145, 220],
  nunito_sans: [75, 80, 93, 80, 101, 400, 141, 180],
  quicksand: [75, 100, 88, 100, 106, 320, 131, 200],
  oswald: [60, 40, 65, 100, 92, 220, 109, 160],
  jost: [71, 60, 87, 80, 119, 180, 146, 160],
  tenor_sans: [80, 80, 101, 80, 115, 240, 147, 200],
  playfair_display: [75, 60, 89, 80, 101, 380, 138, 220],
  lora: [75, 100, 90, 120, 113, 220, 140, 180],
  libre_baskerville: [84, 100, 108, 120, 117, 400, 162, 260],
  cormorant: [66, 60, 88, 80, 93, 240, 125, 260],
  abril_fatface: [75, 80, 89, 120, 100, 340, 134, 180],
  roboto_slab: [77, 100, 93, 100, 118, 180, 137, 240],
  arvo: [81, 100, 94, 160, 127, 200, 148, 240],
  bitter: [73, 120, 87, 140, 102, 360, 130, 220],
  space_mono: [93, 0, 93, 0, 142, 0, 142, 0],
}

/** For a family outside the library (a merchant's own choice): the widest of each. */
export const WIDEST_TEXT = Object.values(TEXT_WIDTHS).reduce(
  (widest, row) => widest.map((value, i) => Math.max(value, row[i] ?? 0)) as unknown as typeof row,
)
