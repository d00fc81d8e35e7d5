import type { Id } from '../../../../convex/_generated/dataModel'
import { PULL_LABEL } from '../FilesTab'
import type { Command } from './types'

/** "Pull live theme": a connected store's published theme becomes the current version. */
export const pullTheme: Command<Id<'projects'>> = {
  id: 'pullTheme',
  label: PULL_LABEL,
  enabled: (ctx) => !ctx.busy && !ctx.readOnly && !ctx.pull.pulling && !ctx.ui.importing,
  perform: (ctx, projectId) => void ctx.pull.pull(projectId),
}
