// Code View's unsaved edits: typed, reverted file by file, or discarded all at once.
import type { Command } from './types'

export const changeDraft: Command<{ path: string; text: string }> = {
  id: 'changeDraft',
  label: 'Edit file',
  enabled: (ctx) => !ctx.readOnly,
  perform: (ctx, { path, text }) => ctx.drafts.change(path, text),
}

export const revertDraft: Command<string> = {
  id: 'revertDraft',
  label: 'Revert',
  enabled: (ctx) => ctx.drafts.hasDrafts,
  perform: (ctx, path) => ctx.drafts.revert(path),
}

export const discardDrafts: Command = {
  id: 'discardDrafts',
  label: 'Discard mine',
  enabled: (ctx) => ctx.drafts.hasDrafts,
  perform: (ctx) => ctx.drafts.clear(),
}
