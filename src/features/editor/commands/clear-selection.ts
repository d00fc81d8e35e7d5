import type { Command } from './types'

/** Cancel (or the ×) on the selected element: nothing is selected, the preview shows again. */
export const clearSelection: Command = {
  id: 'clearSelection',
  label: 'Clear selection',
  enabled: (ctx) => ctx.state.selection !== null,
  perform: (ctx) => ctx.dispatch({ type: 'clearSelection' }),
}
