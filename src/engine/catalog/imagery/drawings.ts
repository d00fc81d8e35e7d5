// What each illustration id draws: its 24-unit elements and the box they cover.
import { CUSTOM_ICONS } from './custom'
import { CUSTOM_ILLUSTRATIONS, LUCIDE_ICONS, type IllustrationId } from './icons'
import type { Drawing } from './scene'
import { boundingBox, parseIcon } from './shapes'

/** Drawn for a name that is not an illustration: neutral, and fits any store. */
export const FALLBACK_ILLUSTRATION: IllustrationId = 'shopping-bag'

const CUSTOM_IDS: ReadonlySet<string> = new Set(CUSTOM_ILLUSTRATIONS)

export function isIllustrationId(value: unknown): value is IllustrationId {
  return typeof value === 'string' && (CUSTOM_IDS.has(value) || Object.hasOwn(LUCIDE_ICONS, value))
}

/** Every id that can be drawn: Lucide's first, then ours. */
export const ILLUSTRATION_IDS: readonly IllustrationId[] = [
  ...(Object.keys(LUCIDE_ICONS) as IllustrationId[]),
  ...CUSTOM_ILLUSTRATIONS,
]

/** The 24-unit icon an illustration is drawn from, as a standalone SVG. */
export function iconSvg(id: IllustrationId): string {
  return CUSTOM_IDS.has(id)
    ? CUSTOM_ICONS[id as keyof typeof CUSTOM_ICONS]
    : LUCIDE_ICONS[id as keyof typeof LUCIDE_ICONS]
}

const drawings = new Map<IllustrationId, Drawing>()

/** The elements of an id's drawing (the fallback's for an unknown id), parsed once. */
export function drawingOf(id: IllustrationId): Drawing {
  const known = isIllustrationId(id) ? id : FALLBACK_ILLUSTRATION
  let drawing = drawings.get(known)
  if (!drawing) {
    const shapes = parseIcon(iconSvg(known))
    drawing = { shapes, box: boundingBox(shapes) }
    drawings.set(known, drawing)
  }
  return drawing
}
