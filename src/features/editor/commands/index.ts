// The editor's commands, as one registry: each has an id, a label, the keys that run it, whether
// it can run now and what it does (DESIGN.md: features/editor/commands/<name>.ts). The header's
// buttons, the keyboard, the panes and the menus all start a command from here, so it is enabled
// (or not) and does the same thing wherever it is started from.
import { useEffect, useLayoutEffect, useState } from 'react'
import { applyConfig } from './apply-config'
import { applyElementChanges } from './apply-element-changes'
import { clearSelection } from './clear-selection'
import { changeDraft, discardDrafts, revertDraft } from './code-drafts'
import { download, downloadAnyway, showFilesWithErrors } from './download'
import { generate } from './generate'
import { importTheme } from './import-theme'
import { livePreview } from './live-preview'
import { loadMoreHistory } from './load-more-history'
import { pullTheme } from './pull-theme'
import { customRefine, quickRefine } from './refine'
import { redo } from './redo'
import { restoreVersion } from './restore-version'
import { saveCode } from './save-code'
import { toggleEditMode } from './toggle-edit-mode'
import { undo } from './undo'
import { openFile, setDevice, setFilesView, setProblemsOnly, setTemplate } from './view'
import { commandForKey } from './shortcuts'
import type { BoundCommand, Command, EditorContext } from './types'

export const commands = {
  undo,
  redo,
  restoreVersion,
  loadMoreHistory,
  generate,
  quickRefine,
  customRefine,
  toggleEditMode,
  applyElementChanges,
  clearSelection,
  changeDraft,
  revertDraft,
  discardDrafts,
  saveCode,
  setFilesView,
  setProblemsOnly,
  openFile,
  download,
  downloadAnyway,
  showFilesWithErrors,
  importTheme,
  pullTheme,
  applyConfig,
  setTemplate,
  setDevice,
  livePreview,
} as const

export type Commands = typeof commands
export type CommandId = keyof Commands
type InputOf<C> = C extends Command<infer Input, unknown> ? Input : never
type ResultOf<C> = C extends Command<never, infer Result> ? Result : never

/** Each command bound to the workspace: `run.undo()`, `run.restoreVersion(id)`. */
export type CommandRunners = {
  [Id in CommandId]: [InputOf<Commands[Id]>] extends [void]
    ? () => ResultOf<Commands[Id]>
    : undefined extends InputOf<Commands[Id]>
      ? (input?: InputOf<Commands[Id]>) => ResultOf<Commands[Id]>
      : (input: InputOf<Commands[Id]>) => ResultOf<Commands[Id]>
}

const ALL = Object.values(commands) as readonly Command<unknown, unknown>[]

/** The registry bound to a workspace: runners that always use its latest context. */
class BoundRegistry {
  readonly run: CommandRunners
  private latest: EditorContext
  private readonly bound = new Map<string, BoundCommand<(...input: never[]) => unknown>>()

  constructor(ctx: EditorContext) {
    this.latest = ctx
    this.run = Object.fromEntries(
      Object.entries(commands).map(([id, command]) => [
        id,
        (input?: unknown) => (command as Command<unknown, unknown>).perform(this.latest, input),
      ]),
    ) as CommandRunners
  }

  update(ctx: EditorContext): void {
    this.latest = ctx
  }

  /** A key press: the command it runs (its key is the editor's, not the browser's), if it can run now. */
  press(event: KeyboardEvent): void {
    const command = commandForKey(ALL, event)
    if (!command) return
    event.preventDefault()
    if (command.enabled(this.latest)) command.perform(this.latest, undefined)
  }

  /** The same object for as long as whether the command can run (in `ctx`) is unchanged. */
  bind<Id extends CommandId>(id: Id, ctx: EditorContext): BoundCommand<CommandRunners[Id]> {
    const command = commands[id] as Command<unknown, unknown>
    const enabled = command.enabled(ctx)
    const key = `${id}:${enabled}`
    let found = this.bound.get(key)
    if (!found) {
      found = {
        id,
        label: command.label,
        ...(command.shortcuts ? { shortcuts: command.shortcuts } : {}),
        enabled,
        perform: this.run[id] as (...input: never[]) => unknown,
      }
      this.bound.set(key, found)
    }
    return found as BoundCommand<CommandRunners[Id]>
  }
}

/**
 * The registry bound to the workspace's context. `run` keeps one identity for the screen's life
 * (the memoised panes then re-render only for what they show) and always runs a command on the
 * latest context; `bind(id)` is a command as a button takes it. The commands' keys work for as
 * long as the screen is open; a key of a command that cannot run now does nothing.
 */
export function useCommands(ctx: EditorContext): {
  run: CommandRunners
  bind<Id extends CommandId>(id: Id): BoundCommand<CommandRunners[Id]>
} {
  const [registry] = useState(() => new BoundRegistry(ctx))
  useLayoutEffect(() => registry.update(ctx))
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => registry.press(event)
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [registry])
  return { run: registry.run, bind: (id) => registry.bind(id, ctx) }
}

export type { BoundCommand, Command, EditorContext } from './types'
export { commandHint } from './shortcuts'
