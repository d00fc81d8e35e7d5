import type { Id } from '../../../../convex/_generated/dataModel'
import { toastError, toastSuccess } from '../../../lib/toast'
import { readableError } from '../load-errors'
import type { Command, EditorContext } from './types'

const canRestore = (ctx: EditorContext) => !ctx.busy && !ctx.readOnly

/** History's Restore: an older version becomes current again, as a new version. */
export const restoreVersion: Command<string, Promise<void>> = {
  id: 'restoreVersion',
  label: 'Restore',
  enabled: canRestore,
  async perform(ctx, versionId) {
    if (!canRestore(ctx)) return
    ctx.dispatch({ type: 'startBusy', task: 'history' })
    try {
      const restored = await ctx.backend.restore({ versionId: versionId as Id<'themeVersions'> })
      toastSuccess('Version restored', `It is current again as version ${restored.number}.`)
    } catch (error) {
      toastError('Restore failed', readableError(error as Error))
    } finally {
      ctx.dispatch({ type: 'endBusy' })
    }
  },
}
