// Save in Code View (or Ctrl/Cmd+S, also from inside the code editor): the drafts become a version.
import { toastError } from '../../../lib/toast'
import { CHANGES_APPLIED } from '../outcomes'
import { saveFiles } from './save-files'
import { showToast } from './toast'
import type { Command, EditorContext } from './types'

const canSave = (ctx: EditorContext) => ctx.drafts.hasDrafts && !ctx.busy && !ctx.readOnly

export const saveCode: Command<void, Promise<void>> = {
  id: 'saveCode',
  label: 'Save code changes',
  shortcuts: [{ key: 's', mod: true }],
  whileTyping: true,
  enabled: canSave,
  async perform(ctx) {
    const { drafts } = ctx
    if (!canSave(ctx)) return
    const result = await saveFiles(ctx, { ...ctx.theme.files, ...drafts.drafts }, 'code_edit', 'code edit')
    if (result.ok) {
      drafts.clear()
      showToast(CHANGES_APPLIED)
    } else toastError('Changes not saved', result.error)
  },
}
