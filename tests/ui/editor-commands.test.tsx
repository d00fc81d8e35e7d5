// The editor's command registry (features/editor/commands): the keys that run each command,
// whether each can run in the states that matter, and the visual edit's one way into the engine.
import { describe, expect, it, vi } from 'vitest'
import { starterTheme } from '../../src/engine/compose'
import { readSettingValue } from '../../src/features/editor/settings'
import { commands, type CommandId, type EditorContext } from '../../src/features/editor/commands'
import {
  commandForKey,
  commandHint,
  isTypingTarget,
  type KeyInfo,
} from '../../src/features/editor/commands/shortcuts'
import type { Shortcut } from '../../src/features/editor/commands/types'
import {
  editorReducer,
  initialEditorState,
  type EditorState,
  type SelectedElement,
} from '../../src/features/editor/editor-state'
import { applyElementChanges } from '../../src/features/editor/visual-edit'

const starter = starterTheme()
const heading: SelectedElement = {
  target: { sectionId: 'hero', blockId: 'heading_1', settingId: 'heading', kind: 'text' },
  sectionId: 'hero',
  tag: 'h1',
  content: 'SUMMER COLLECTION',
  bounds: { x: 0, y: 0, width: 10, height: 10 },
}

/** A merchant's saved theme, nothing running, no drafts: what each case below changes one thing of. */
function context(over: Partial<EditorContext> = {}): EditorContext {
  return {
    scope: { pageId: 'p1' as EditorContext['scope']['pageId'] },
    page: null,
    state: initialEditorState,
    dispatch: vi.fn(),
    saved: { versionId: 'v2', canUndo: true, canRedo: true, files: starter.files } as EditorContext['saved'],
    theme: starter,
    previewFiles: starter.files,
    template: 'index',
    isStarter: false,
    busy: false,
    readOnly: false,
    credits: 5,
    engine: 'composer',
    prompt: 'a surf shop',
    setPrompt: vi.fn(),
    drafts: {
      drafts: {},
      staleDrafts: [],
      hasDrafts: false,
      change: vi.fn(),
      revert: vi.fn(),
      clear: vi.fn(),
    },
    baseline: undefined,
    preview: { prime: vi.fn(), showEdit: vi.fn(async () => undefined) },
    history: { loadMore: vi.fn() },
    pull: { pulling: false, pull: vi.fn(async () => undefined) },
    afterSave: vi.fn(),
    backend: {
      saveEdit: vi.fn(),
      undo: vi.fn(async () => null),
      redo: vi.fn(async () => null),
      restore: vi.fn(),
      startGeneration: vi.fn(),
      startRefinement: vi.fn(),
      jobEnd: vi.fn(),
    } as unknown as EditorContext['backend'],
    ui: {
      downloading: false,
      setDownloading: vi.fn(),
      importing: false,
      setImporting: vi.fn(),
      setConfirmDownload: vi.fn(),
      setRefining: vi.fn(),
      setPendingPrompt: vi.fn(),
      setDraft: vi.fn(),
      generating: { current: false },
    },
    ...over,
  }
}

const all = Object.values(commands)
const ids = Object.keys(commands) as CommandId[]
const enabled = (id: CommandId, over: Partial<EditorContext> = {}) => commands[id].enabled(context(over))
const withDrafts = (): EditorContext['drafts'] => ({
  ...context().drafts,
  drafts: { 'layout/theme.liquid': 'x' },
  hasDrafts: true,
})

describe('the command registry', () => {
  it('names each command by its key, with a label', () => {
    for (const id of ids) {
      expect(commands[id].id).toBe(id)
      expect(commands[id].label.trim()).not.toBe('')
    }
  })

  it('gives no two commands, nor one command twice, the same keys', () => {
    const spell = (s: Shortcut) =>
      `${s.ctrl ? 'ctrl+' : ''}${s.mod ? 'mod+' : ''}${s.shift ? 'shift+' : ''}${s.key.toLowerCase()}`
    const keys = all.flatMap((command) => (command.shortcuts ?? []).map(spell))
    expect(keys.length).toBeGreaterThan(0)
    expect(new Set(keys).size).toBe(keys.length)
    expect(all.filter((c) => c.shortcuts).map((c) => c.id)).toEqual(['undo', 'redo', 'generate', 'saveCode'])
  })

  const press = (over: Partial<KeyInfo>) =>
    commandForKey(all, {
      key: 'z',
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      target: document.body,
      ...over,
    })?.id ?? null

  it('Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo, Ctrl/Cmd+S saves code, Ctrl/Cmd+Enter generates', () => {
    expect(press({ ctrlKey: true })).toBe('undo')
    expect(press({ metaKey: true })).toBe('undo')
    expect(press({ ctrlKey: true, shiftKey: true, key: 'Z' })).toBe('redo')
    expect(press({ metaKey: true, shiftKey: true })).toBe('redo')
    expect(press({ ctrlKey: true, key: 'y' })).toBe('redo')
    expect(press({ metaKey: true, key: 'y' })).toBeNull()
    expect(press({ ctrlKey: true, key: 's' })).toBe('saveCode')
    expect(press({ metaKey: true, key: 'Enter' })).toBe('generate')
    expect(press({})).toBeNull()
    expect(press({ ctrlKey: true, altKey: true })).toBeNull()
  })

  it('leaves undo to text fields and the code editor, but saves and generates from them', () => {
    const input = document.createElement('input')
    const textarea = document.createElement('textarea')
    const cm = document.createElement('div')
    cm.className = 'cm-editor'
    const content = document.createElement('div')
    cm.appendChild(content)
    for (const target of [input, textarea, content]) {
      expect(isTypingTarget(target)).toBe(true)
      expect(press({ ctrlKey: true, target })).toBeNull()
      expect(press({ ctrlKey: true, key: 's', target })).toBe('saveCode')
      expect(press({ ctrlKey: true, key: 'Enter', target })).toBe('generate')
    }
  })

  it('names each command with its first shortcut, as this machine writes it', () => {
    expect(commandHint(commands.undo, false)).toBe('Undo (Ctrl+Z)')
    expect(commandHint(commands.redo, false)).toBe('Redo (Ctrl+Shift+Z)')
    expect(commandHint(commands.redo, true)).toBe('Redo (⇧⌘Z)')
    expect(commandHint(commands.download, true)).toBe('Download ZIP')
  })
})

describe('when each command can run', () => {
  it('undo and redo: a step to take, nothing running, not a viewer', () => {
    for (const id of ['undo', 'redo'] as const) {
      expect(enabled(id)).toBe(true)
      expect(enabled(id, { busy: true })).toBe(false)
      expect(enabled(id, { readOnly: true })).toBe(false)
      expect(enabled(id, { saved: null })).toBe(false)
    }
    const first = { ...context().saved!, canUndo: false, canRedo: true }
    expect(enabled('undo', { saved: first })).toBe(false)
    expect(enabled('redo', { saved: first })).toBe(true)
  })

  it('generate: words in the prompt box, nothing running, not a viewer', () => {
    expect(enabled('generate')).toBe(true)
    expect(enabled('generate', { prompt: '   ' })).toBe(false)
    expect(enabled('generate', { busy: true })).toBe(false)
    expect(enabled('generate', { readOnly: true })).toBe(false)
    expect(enabled('generate', { isStarter: true, saved: null })).toBe(true)
  })

  it('refinements: a theme of the merchant’s own, nothing running, not a viewer', () => {
    for (const id of ['quickRefine', 'customRefine'] as const) {
      expect(enabled(id)).toBe(true)
      expect(enabled(id, { isStarter: true, saved: null })).toBe(false)
      expect(enabled(id, { busy: true })).toBe(false)
      expect(enabled(id, { readOnly: true })).toBe(false)
    }
  })

  it('saving code: drafts to save, nothing running, not a viewer; discarding: drafts to discard', () => {
    expect(enabled('saveCode')).toBe(false)
    expect(enabled('saveCode', { drafts: withDrafts() })).toBe(true)
    expect(enabled('saveCode', { drafts: withDrafts(), busy: true })).toBe(false)
    expect(enabled('saveCode', { drafts: withDrafts(), readOnly: true })).toBe(false)
    expect(enabled('discardDrafts')).toBe(false)
    expect(enabled('discardDrafts', { drafts: withDrafts() })).toBe(true)
  })

  it('the visual edit: edit mode is not for viewers; Apply Changes needs a selection and nothing running', () => {
    expect(enabled('toggleEditMode')).toBe(true)
    expect(enabled('toggleEditMode', { readOnly: true })).toBe(false)
    const selected = { ...initialEditorState, editMode: true, selection: heading }
    expect(enabled('applyElementChanges')).toBe(false)
    expect(enabled('applyElementChanges', { state: selected })).toBe(true)
    expect(enabled('applyElementChanges', { state: selected, busy: true })).toBe(false)
    expect(enabled('clearSelection')).toBe(false)
    expect(enabled('clearSelection', { state: selected })).toBe(true)
  })

  it('download waits for the one being made; Live Preview can always open', () => {
    expect(enabled('download')).toBe(true)
    expect(enabled('download', { ui: { ...context().ui, downloading: true } })).toBe(false)
    expect(enabled('livePreview', { busy: true, readOnly: true })).toBe(true)
  })

  it('import and pull: one new version at a time, not for viewers', () => {
    for (const id of ['importTheme', 'pullTheme'] as const) {
      expect(enabled(id)).toBe(true)
      expect(enabled(id, { busy: true })).toBe(false)
      expect(enabled(id, { readOnly: true })).toBe(false)
      expect(enabled(id, { pull: { pulling: true, pull: vi.fn() } })).toBe(false)
      expect(enabled(id, { ui: { ...context().ui, importing: true } })).toBe(false)
    }
  })
})

describe('what commands do', () => {
  it('undo asks the server for the step, busy meanwhile; a disabled undo asks nothing', async () => {
    const ctx = context()
    commands.undo.perform(ctx)
    await vi.waitFor(() => expect(ctx.dispatch).toHaveBeenLastCalledWith({ type: 'endBusy' }))
    expect(ctx.backend.undo).toHaveBeenCalledWith({ pageId: 'p1' })
    expect(ctx.dispatch).toHaveBeenCalledWith({ type: 'startBusy', task: 'history' })
    const busy = context({ busy: true })
    commands.undo.perform(busy)
    expect(busy.backend.undo).not.toHaveBeenCalled()
  })

  it('import, pull, save and restore do nothing when they cannot run, whoever starts them', async () => {
    const zip = new File([], 'theme.zip')
    const importing = { ui: { ...context().ui, importing: true } }
    const pulling = { pull: { pulling: true, pull: vi.fn(async () => undefined) } }
    for (const over of [{ busy: true }, { readOnly: true }, importing, pulling]) {
      const ctx = context(over)
      await commands.importTheme.perform(ctx, zip)
      commands.pullTheme.perform(ctx, 'j1' as never)
      expect(ctx.ui.setImporting).not.toHaveBeenCalled()
      expect(ctx.pull.pull).not.toHaveBeenCalled()
    }
    for (const over of [{ busy: true }, { readOnly: true }]) {
      const ctx = context({ ...over, drafts: withDrafts() })
      await commands.saveCode.perform(ctx)
      await commands.restoreVersion.perform(ctx, 'v1')
      expect(ctx.backend.saveEdit).not.toHaveBeenCalled()
      expect(ctx.backend.restore).not.toHaveBeenCalled()
    }
    const ctx = context()
    commands.pullTheme.perform(ctx, 'j1' as never)
    expect(ctx.pull.pull).toHaveBeenCalledWith('j1')
  })

  it('the download warning’s Show the files opens the File Browser listing only the files with problems', () => {
    let state: EditorState = { ...initialEditorState, filesView: 'code', tab: 'chat' }
    const ctx = context({ dispatch: vi.fn((action) => (state = editorReducer(state, action))) })
    commands.showFilesWithErrors.perform(ctx)
    expect(state).toMatchObject({ tab: 'files', filesView: 'browser', problemsOnly: true })
  })

  it('Apply Changes without a selection says to select an element first', async () => {
    await expect(commands.applyElementChanges.perform(context(), { value: 'Hi' })).resolves.toEqual({
      ok: false,
      error: 'Select an element in the preview first.',
    })
  })
})

describe('the visual edit into the engine', () => {
  it('writes the text and the section’s colour, and shows plain text on the element at once', () => {
    const { theme, atOnce } = applyElementChanges(starter, 'index', heading, {
      value: 'Autumn drop',
      sectionColors: [],
    })
    expect(readSettingValue(theme.files, 'index', heading.target!)).toBe('Autumn drop')
    expect(atOnce).toEqual({ text: 'Autumn drop' })
  })

  it('shows no markup at once, and nothing when only the section changes', () => {
    expect(applyElementChanges(starter, 'index', heading, { value: '<b>Bold</b>' }).atOnce).toBeUndefined()
    const schemeless = applyElementChanges(starter, 'index', heading, {})
    expect(schemeless.atOnce).toBeUndefined()
    expect(schemeless.theme.files).toEqual(starter.files)
  })
})
