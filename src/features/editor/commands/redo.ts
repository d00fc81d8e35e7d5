import { stepHistory } from './step-history'
import type { Command, EditorContext } from './types'

export const redo: Command = {
  id: 'redo',
  label: 'Redo',
  shortcuts: [
    { key: 'z', mod: true, shift: true },
    { key: 'y', ctrl: true },
  ],
  enabled: (ctx: EditorContext) => !ctx.busy && !ctx.readOnly && (ctx.saved?.canRedo ?? false),
  perform: (ctx) => void stepHistory(ctx, 'redo'),
}
