import { stepHistory } from './step-history'
import type { Command, EditorContext } from './types'

export const undo: Command = {
  id: 'undo',
  label: 'Undo',
  shortcuts: [{ key: 'z', mod: true }],
  enabled: (ctx: EditorContext) => !ctx.busy && !ctx.readOnly && (ctx.saved?.canUndo ?? false),
  perform: (ctx) => void stepHistory(ctx, 'undo'),
}
