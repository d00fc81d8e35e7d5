// The composer's style presets by id (compose/styles.ts holds what each one means): the taxonomy
// names the styles each kind of store suits, so the list sits below both.
export const STYLE_IDS = [
  'modern',
  'minimal',
  'luxury',
  'vintage',
  'playful',
  'bold',
  'natural',
  'tech',
] as const
export type StyleId = (typeof STYLE_IDS)[number]
