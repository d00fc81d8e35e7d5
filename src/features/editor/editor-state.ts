// The editor's UI state as one reducer of pure actions: the toolbar buttons, the keyboard
// shortcuts and the preview's messages all dispatch the same actions (Excalidraw's habit), so
// every path through the editor behaves the same way and each step can be tested on its own.
import type { EditKind } from '../../engine/edit'

export const EDITOR_TABS = ['chat', 'edit', 'files', 'config'] as const
export type EditorTab = (typeof EDITOR_TABS)[number]

export const DEVICES = {
  desktop: { label: 'Desktop', width: null },
  tablet: { label: 'Tablet', width: 768 },
  mobile: { label: 'Mobile', width: 390 },
} as const
export type Device = keyof typeof DEVICES

export interface Bounds {
  x: number
  y: number
  width: number
  height: number
}

/** An element clicked in the editable preview (SPEC: id, type, content, selector, bounds). */
export interface SelectedElement {
  /** what the element shows, when it maps to a setting */
  target?: {
    sectionId: string
    blockId?: string
    settingId: string
    kind: EditKind
  }
  /** the section the element sits in (for its colour scheme), when known */
  sectionId?: string
  /** tag name, lower case: 'h1', 'img', 'section' ... */
  tag: string
  /** the text the element shows */
  content: string
  imageSrc?: string
  /** the background behind it (its own, else its section's or an ancestor's), as #rrggbb */
  color?: string
  /** its computed text colour, as #rrggbb */
  textColor?: string
  /** the text colour of its section, as #rrggbb */
  sectionTextColor?: string
  bounds: Bounds
}

export type BusyTask = 'generate' | 'refine' | 'save' | 'history'

export interface EditorState {
  tab: EditorTab
  /**
   * On a phone the preview and the panel take the screen in turn: which one shows. Wider
   * screens show both and ignore it.
   */
  focus: 'preview' | 'panel'
  editMode: boolean
  /** the template chosen by the user; null: the page's own (or the home page) */
  template: string | null
  device: Device
  selection: SelectedElement | null
  filesView: 'browser' | 'code'
  /** The File Browser lists only the files Theme Check found problems in. */
  problemsOnly: boolean
  selectedFile: string | null
  busy: BusyTask | null
  /**
   * Files shown in the preview before the server confirms them (an applied edit), with the
   * version they were made from: dropped as soon as another version is current.
   */
  pending: { files: Record<string, string>; baseVersionId: string | null } | null
  /** the theme version this state was made for (undefined until the first is seen) */
  versionId?: string | null
}

export const initialEditorState: EditorState = {
  tab: 'chat',
  focus: 'panel',
  editMode: false,
  template: null,
  device: 'desktop',
  selection: null,
  filesView: 'browser',
  problemsOnly: false,
  selectedFile: null,
  busy: null,
  pending: null,
}

export type EditorAction =
  | { type: 'setTab'; tab: EditorTab }
  | { type: 'showPreview' }
  | { type: 'setEditMode'; on: boolean }
  | { type: 'toggleEditMode' }
  | { type: 'selectElement'; element: SelectedElement }
  | { type: 'clearSelection' }
  | { type: 'setTemplate'; template: string }
  | { type: 'setDevice'; device: Device }
  | { type: 'setFilesView'; view: 'browser' | 'code' }
  | { type: 'setProblemsOnly'; on: boolean }
  | { type: 'openFile'; path: string }
  | { type: 'startBusy'; task: BusyTask }
  | { type: 'endBusy' }
  | { type: 'showPending'; files: Record<string, string>; baseVersionId: string | null }
  | { type: 'dropPending' }
  | { type: 'versionChanged'; versionId: string | null }

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'setTab':
      // Choosing a panel shows it (on a phone, in the preview's place).
      return state.tab === action.tab && state.focus === 'panel'
        ? state
        : { ...state, tab: action.tab, focus: 'panel' }
    case 'showPreview':
      return state.focus === 'preview' ? state : { ...state, focus: 'preview' }
    case 'setEditMode':
      if (state.editMode === action.on) return state
      // Entering edit mode opens its panel beside the preview (on a phone, the preview, whose
      // elements are there to be tapped); leaving it forgets the selection.
      return action.on
        ? { ...state, editMode: true, tab: 'edit', focus: 'preview' }
        : { ...state, editMode: false, selection: null }
    case 'toggleEditMode':
      return editorReducer(state, { type: 'setEditMode', on: !state.editMode })
    case 'selectElement':
      if (!state.editMode) return state
      return { ...state, selection: action.element, tab: 'edit', focus: 'panel' }
    case 'clearSelection':
      // Applied or cancelled: back to the preview, to see the change or pick another element.
      return state.selection === null ? state : { ...state, selection: null, focus: 'preview' }
    case 'setTemplate':
      // Another template shows other elements: a selection would point at nothing there.
      return { ...state, template: action.template, selection: null }
    case 'setDevice':
      return { ...state, device: action.device }
    case 'setFilesView':
      return { ...state, filesView: action.view }
    case 'setProblemsOnly':
      return { ...state, problemsOnly: action.on }
    case 'openFile':
      return { ...state, selectedFile: action.path, filesView: 'code', tab: 'files', focus: 'panel' }
    case 'startBusy':
      return { ...state, busy: action.task }
    case 'endBusy':
      return state.busy === null ? state : { ...state, busy: null }
    case 'showPending':
      return { ...state, pending: { files: action.files, baseVersionId: action.baseVersionId } }
    case 'dropPending':
      return state.pending === null ? state : { ...state, pending: null }
    case 'versionChanged':
      // Another version is current (an edit saved, undo, a generation, another tab): what was
      // selected or shown ahead of the server belongs to the old one.
      if (state.versionId === action.versionId) return state
      return {
        ...state,
        versionId: action.versionId,
        selection: null,
        pending: state.pending?.baseVersionId === action.versionId ? state.pending : null,
      }
  }
}
