import type { Id } from '../../../../convex/_generated/dataModel'
import { PULL_LABEL } from '../FilesTab'
import type { Command, EditorContext } from './types'

/** One new version at a time: not while anything runs, an import or another pull included. */
const canPull = (ctx: EditorContext) => !ctx.busy && !ctx.readOnly && !ctx.pull.pulling && !ctx.ui.importing

/** "Pull live theme": a connected store's published theme becomes the current version. */
export const pullTheme: Command<Id<'projects'>> = {
  id: 'pullTheme',
  label: PULL_LABEL,
  enabled: canPull,
  perform(ctx, projectId) {
    if (canPull(ctx)) void ctx.pull.pull(projectId)
  },
}
