// Undo and redo: one step along the theme's versions, on the server.
import { toastError } from '../../../lib/toast'
import { readableError } from '../load-errors'
import type { EditorContext } from './types'

export async function stepHistory(ctx: EditorContext, direction: 'undo' | 'redo'): Promise<void> {
  const { busy, saved, dispatch } = ctx
  if (busy || !saved || !(direction === 'undo' ? saved.canUndo : saved.canRedo)) return
  dispatch({ type: 'startBusy', task: 'history' })
  try {
    await (direction === 'undo' ? ctx.backend.undo(ctx.scope) : ctx.backend.redo(ctx.scope))
  } catch (error) {
    toastError(direction === 'undo' ? 'Undo failed' : 'Redo failed', readableError(error as Error))
  } finally {
    dispatch({ type: 'endBusy' })
  }
}
