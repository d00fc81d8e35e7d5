// What a command of the editor is, and the context the workspace gives it: the state it reads
// and the backend calls it makes. A command decides for itself whether it can run now
// (enabled) and what it does (perform); the buttons, the keyboard and the panes all start it
// through the one registry (commands/index.ts).
import type { Dispatch, MutableRefObject, SetStateAction } from 'react'
import type { ReactMutation } from 'convex/react'
import type { FunctionReturnType } from 'convex/server'
import type { api } from '../../../../convex/_generated/api'
import type { Id } from '../../../../convex/_generated/dataModel'
import type { QuickRefinement } from '../../../engine/refine'
import type { Theme, ThemeFiles } from '../../../engine/model'
import type { EditorAction as StateAction, EditorState } from '../editor-state'
import type { Drafts } from '../useDraftEdits'
import type { Preview } from '../usePreview'
import type { ThemeBaseline } from '../useThemeBaseline'
import type { BaselineSource } from '../theme-check'
import type { GenerationResult } from '../outcomes'

/** The current version's metadata and manifest, with its files (fetched by hash). */
export type SavedTheme = NonNullable<FunctionReturnType<typeof api.themes.current>> & {
  files: Record<string, string>
}
export type PageSummary = NonNullable<FunctionReturnType<typeof api.pages.get>>
export type Engine = 'composer' | 'openai'

export interface Shortcut {
  /** KeyboardEvent.key, compared without case. */
  key: string
  /** Ctrl on Windows and Linux, Cmd on a Mac (either is accepted). */
  mod?: boolean
  shift?: boolean
  /** Ctrl itself, not Cmd (Ctrl+Y). */
  ctrl?: boolean
}

/** A composer job's theme, shown while the job checks and saves it, over the version it follows. */
export interface JobDraft {
  files: ThemeFiles
  name: string
  over: string | null
}

/** The download warning's figures: errors edits added, those the theme had of its own, and where it came from. */
export interface DownloadConfirmation {
  errors: number
  own: number
  origin?: BaselineSource | null
}

export interface EditorContext {
  /** The page's scope for the backend's calls; {} for the editor without a page. */
  scope: { pageId?: Id<'pages'> }
  page: PageSummary | null
  state: EditorState
  dispatch: Dispatch<StateAction>
  saved: SavedTheme | null
  /** The theme: the saved version, the starter, or the newcomer's draft. */
  theme: Theme
  /** What the preview shows: an edit ahead of the server, a job's draft, or the theme's files. */
  previewFiles: ThemeFiles
  template: string
  isStarter: boolean
  /** A task of this tab or a job (this tab's or another's) is running. */
  busy: boolean
  readOnly: boolean
  credits: number | undefined
  /** The jobs' engine, as the server said (or the steps before the editor knew). */
  engine: Engine | null
  prompt: string
  setPrompt: Dispatch<SetStateAction<string>>
  drafts: Drafts
  baseline: ThemeBaseline | undefined
  preview: Pick<Preview, 'prime' | 'showEdit'>
  history: { loadMore(count: number): void }
  pull: { pulling: boolean; pull(projectId: Id<'projects'>): Promise<void> }
  afterSave(result: FunctionReturnType<typeof api.themes.saveEdit>): void
  backend: {
    saveEdit: ReactMutation<typeof api.themes.saveEdit>
    undo: ReactMutation<typeof api.themes.undo>
    redo: ReactMutation<typeof api.themes.redo>
    restore: ReactMutation<typeof api.themes.restore>
    startGeneration: ReactMutation<typeof api.generation.start>
    startRefinement: ReactMutation<typeof api.generation.startRefine>
    /** Resolves when the job has ended (or cannot be seen any more), with how it ended. */
    jobEnd(jobId: Id<'jobs'>): Promise<GenerationResult>
  }
  /** The workspace's own state, which commands set. */
  ui: {
    downloading: boolean
    setDownloading(on: boolean): void
    importing: boolean
    setImporting(on: boolean): void
    setConfirmDownload(confirmation: DownloadConfirmation | null): void
    setRefining(refining: QuickRefinement | 'custom' | null): void
    setPendingPrompt(prompt: string | null): void
    setDraft: Dispatch<SetStateAction<JobDraft | null>>
    /** A generation is being started (set before `busy` shows, so a second click finds it). */
    generating: MutableRefObject<boolean>
  }
}

export interface Command<Input = void, Result = void> {
  id: string
  /** What a button or menu calls it, as SPEC.md words it. */
  label: string
  /** The keys that run it (only commands that take no input have any). */
  shortcuts?: readonly Shortcut[]
  /** Whether its keys still run it while typing in a field (Save in the code editor). */
  whileTyping?: boolean
  /** Whether it can run now: a button for it is disabled, and its keys do nothing, otherwise. */
  enabled(ctx: EditorContext): boolean
  perform(ctx: EditorContext, input: Input): Result
}

/**
 * A command as a button, a menu item or a pane takes it: bound to the workspace, with whether it
 * can run now (a control for it is disabled otherwise). `Perform` is what it takes and gives:
 * `BoundCommand<(file: File) => Promise<void>>` for Import; no input by default.
 */
export interface BoundCommand<Perform extends (...input: never[]) => unknown = () => void> {
  id: string
  label: string
  shortcuts?: readonly Shortcut[]
  enabled: boolean
  perform: Perform
}
