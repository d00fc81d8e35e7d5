import { EDIT_MODE_LABEL } from '../EditTab'
import type { Command } from './types'

/** Edit Mode: elements in the preview can be selected and changed (not for a viewer). */
export const toggleEditMode: Command = {
  id: 'toggleEditMode',
  label: EDIT_MODE_LABEL,
  enabled: (ctx) => !ctx.readOnly,
  perform: (ctx) => ctx.dispatch({ type: 'toggleEditMode' }),
}
