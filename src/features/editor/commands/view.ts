// What the editor shows: the preview's template and device, and the Files tab's view and file.
import type { Device, EditorState } from '../editor-state'
import type { Command } from './types'

export const setTemplate: Command<string> = {
  id: 'setTemplate',
  label: 'Template',
  enabled: () => true,
  perform: (ctx, template) => ctx.dispatch({ type: 'setTemplate', template }),
}

export const setDevice: Command<Device> = {
  id: 'setDevice',
  label: 'Device',
  enabled: () => true,
  perform: (ctx, device) => ctx.dispatch({ type: 'setDevice', device }),
}

export const setFilesView: Command<EditorState['filesView']> = {
  id: 'setFilesView',
  label: 'Files view',
  enabled: () => true,
  perform: (ctx, view) => ctx.dispatch({ type: 'setFilesView', view }),
}

export const setProblemsOnly: Command<boolean> = {
  id: 'setProblemsOnly',
  label: 'Problems only',
  enabled: () => true,
  perform: (ctx, on) => ctx.dispatch({ type: 'setProblemsOnly', on }),
}

export const openFile: Command<string> = {
  id: 'openFile',
  label: 'Open file',
  enabled: () => true,
  perform: (ctx, path) => ctx.dispatch({ type: 'openFile', path }),
}
