// Messages between the editor and its preview. The preview runs generated code in a sandboxed
// frame without same-origin access, so the only way out is window.postMessage: everything that
// arrives is checked — it must come from our own frame's window and have exactly the expected
// shape — before the editor acts on it.
import { z } from 'zod'
import type { SelectedElement } from './editor-state'
import { cssColorToHex } from './color'

/** Marks messages from the preview bridge (not a secret: the window check is what counts). */
export const PREVIEW_SOURCE = 'vitrine-preview'
/** Marks messages from the editor to the preview. */
export const EDITOR_SOURCE = 'vitrine-editor'

const id = z.string().min(1).max(200)
const finite = z.number().finite()

const selectMessage = z.object({
  source: z.literal(PREVIEW_SOURCE),
  type: z.literal('select'),
  target: z
    .object({
      section: id,
      block: id.optional(),
      setting: id,
      kind: z.enum(['text', 'image', 'color']),
    })
    .optional(),
  section: id.optional(),
  tag: z.string().min(1).max(40),
  text: z.string().max(5000),
  imageSrc: z.string().max(4096).optional(),
  color: z.string().max(100).optional(),
  textColor: z.string().max(100).optional(),
  sectionTextColor: z.string().max(100).optional(),
  bounds: z.object({ x: finite, y: finite, width: finite.min(0), height: finite.min(0) }),
})

const previewMessageSchema = z.discriminatedUnion('type', [
  selectMessage,
  z.object({ source: z.literal(PREVIEW_SOURCE), type: z.literal('select-none') }),
  z.object({ source: z.literal(PREVIEW_SOURCE), type: z.literal('ready') }),
  z.object({ source: z.literal(PREVIEW_SOURCE), type: z.literal('patched'), seq: z.number().int() }),
  // The selected element shows an edit's new text or colour, ahead of the page's new render.
  z.object({ source: z.literal(PREVIEW_SOURCE), type: z.literal('shown'), seq: z.number().int() }),
  z.object({ source: z.literal(PREVIEW_SOURCE), type: z.literal('reload'), seq: z.number().int() }),
  z.object({ source: z.literal(PREVIEW_SOURCE), type: z.literal('scroll'), y: finite.min(0).max(1e7) }),
  z.object({ source: z.literal(PREVIEW_SOURCE), type: z.literal('navigate'), href: z.string().max(2000) }),
])

export type PreviewMessage = z.infer<typeof previewMessageSchema>

/**
 * The message, when it comes from the preview frame's own window and has a known shape;
 * null for anything else (other frames, extensions, the app itself, malformed data).
 */
export function parsePreviewMessage(
  event: { source: unknown; data: unknown },
  frameWindow: Window | null | undefined,
): PreviewMessage | null {
  if (!frameWindow || event.source !== frameWindow) return null
  const parsed = previewMessageSchema.safeParse(event.data)
  return parsed.success ? parsed.data : null
}

function hexField<K extends string>(key: K, css: string | undefined): Partial<Record<K, string>> {
  const hex = cssColorToHex(css)
  return hex ? ({ [key]: hex } as Partial<Record<K, string>>) : {}
}

/** The selection a select message describes. */
export function selectionFromMessage(message: z.infer<typeof selectMessage>): SelectedElement {
  const { target } = message
  return {
    ...(target
      ? {
          target: {
            sectionId: target.section,
            ...(target.block ? { blockId: target.block } : {}),
            settingId: target.setting,
            kind: target.kind,
          },
        }
      : {}),
    ...(message.section ? { sectionId: message.section } : target ? { sectionId: target.section } : {}),
    tag: message.tag.toLowerCase(),
    content: message.text,
    ...(message.imageSrc ? { imageSrc: message.imageSrc } : {}),
    ...hexField('color', message.color),
    ...hexField('textColor', message.textColor),
    ...hexField('sectionTextColor', message.sectionTextColor),
    bounds: message.bounds,
  }
}
