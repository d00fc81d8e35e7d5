// The theme editor (/editor): the left panel (Chat, Edit, Files, Config and the Component
// Refinement panel) and the live preview on the right. The theme lives on the server as
// versions (themes.current is a live query, so a second tab follows along); this screen keeps
// only UI state, in one reducer, plus unsaved Code View drafts.
import { startTransition, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { AlertDialog, Button, Callout, Card, Flex, Heading, Skeleton, Tabs, Text } from '@radix-ui/themes'
import {
  CircleAlert,
  Coins,
  Eye,
  LayoutDashboard,
  FileCode2,
  MessageSquare,
  Pencil,
  RefreshCw,
  Settings2,
  Sparkles,
} from 'lucide-react'
import { useConvex, useMutation, usePaginatedQuery } from 'convex/react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import { starterTheme } from '../../engine/compose'
import { applySchemeColors, applyVisualEdit, VisualEditError } from '../../engine/edit'
import { listTemplates } from '../../engine/preview'
import type { QuickRefinement } from '../../engine/ai'
import {
  storeConfigFromFiles,
  templateForPageType,
  type PageType,
  type StoreConfig,
  type Theme,
  type ThemeFiles,
} from '../../engine/model'
import { toastError, toastSuccess, toastWarning } from '../../lib/toast'
import { ChatTab } from './ChatTab'
import { ConfigTab } from './ConfigTab'
import { EditTab, type ApplyResult, type ElementChanges } from './EditTab'
import { FilesTab } from './FilesTab'
import { PreviewPane } from './PreviewPane'
import { RefinementPanel } from './RefinementPanel'
import { VersionControls, SOURCE_LABELS } from './VersionControls'
import { Brand } from '../../components/Brand'
import { SaveToStoreButton } from '../projects/SaveToStoreDialog'
import { PushToShopify } from '../push/PushToShopify'
import { buildConversation, lineage as lineageOf } from './conversation'
import {
  editorReducer,
  initialEditorState,
  type Device,
  type EditorState,
  type EditorTab,
} from './editor-state'
import {
  CHANGES_APPLIED,
  DOWNLOAD_FAILED,
  creditCheck,
  generationOutcome,
  isLowOnCredits,
  refinementOutcome,
  type GenerationResult,
  type ToastMessage,
} from './outcomes'
import { livePreviewPage, injectPreviewBridge } from './preview-bridge'
import { previewFonts } from './preview-fonts'
import { renderInWorker } from './render-client'
import { EDITOR_SOURCE, selectionFromMessage } from './preview-messages'
import { useActionShortcuts, type ActionRegistry } from './actions'
import { storeDomain } from './store'
import { applyStoreConfig, explanationAfterConfig, importedStoreConfig } from './store-config'
import { templateForHref } from './templates'
import { baselineOrigin, checkAgainst, countOffenses, NO_FILES, type BaselineSource } from './theme-check'
import { markEdit } from './timing'
import { loadFailure, readableError } from './load-errors'
import { useLiveQuery } from '../../components/useLiveQuery'
import { useMediaQuery } from '../../components/useMediaQuery'
import { rememberContents, useThemeFiles } from './theme-files'
import { JobProgress } from './JobProgress'
import { usePreview } from './usePreview'
import { useThemeCheck } from './useThemeCheck'
import { useThemeBaseline } from './useThemeBaseline'
import { useStableHandlers } from './useStableHandlers'
import { useDraftEdits } from './useDraftEdits'
import { usePreviewMessages } from './usePreviewMessages'
import { useStartingDesign } from './useStartingDesign'
import { heldDesignRequest, type DesignRequest } from './design-request'
import { composedDraft, generationInput, warmUpComposer } from './compose-draft'
import { lastKnownEngine, rememberEngine } from './engine-hint'
import { browserStorage } from '../../lib/browser-storage'
import { usePullLiveTheme } from './usePullLiveTheme'
import { useCollaboration } from './useCollaboration'
import { AccessLostNotice, ConflictCallout, ViewOnlyNotice } from './CollaborationNotices'
import { NoAccess } from '../collaborators/NoAccess'
import { PresenceAvatars } from '../collaborators/PresenceAvatars'

/** The current version's metadata and manifest, with its files (fetched by hash). */
type SavedTheme = NonNullable<FunctionReturnType<typeof api.themes.current>> & {
  files: Record<string, string>
}
type PageSummary = NonNullable<FunctionReturnType<typeof api.pages.get>>
type Lineage = FunctionReturnType<typeof api.themes.lineage>
type JobView = NonNullable<FunctionReturnType<typeof api.generation.job>>

/** Versions the history popover lists at first, and then with each "Show older". */
const HISTORY_PAGE = 25

function showToast(message: ToastMessage): void {
  if (message.variant === 'success') toastSuccess(message.title, message.description)
  else if (message.variant === 'warning') toastWarning(message.title, message.description)
  else toastError(message.title, message.description)
}

/** The editor's theme in the moment before the landing page's design is composed. */
const WAITING_THEME: Theme = {
  files: {},
  explanation: '',
  storeConfig: { name: 'Your store', tagline: '', primaryColor: '#000000', categories: [] },
}

function warmComposer(): (() => void) | undefined {
  if (typeof window.requestIdleCallback !== 'function') return undefined
  const handle = window.requestIdleCallback(warmUpComposer)
  return () => window.cancelIdleCallback(handle)
}

/** What changed from `base` to `next`: new or edited files with their text, deleted ones as null. */
function fileChanges(
  base: Record<string, string> | null,
  next: Record<string, string>,
): { path: string; source: string | null }[] {
  const changes: { path: string; source: string | null }[] = []
  for (const path of Object.keys(next).sort()) {
    if (base === null || base[path] !== next[path]) changes.push({ path, source: next[path]! })
  }
  if (base !== null)
    for (const path of Object.keys(base)) if (!(path in next)) changes.push({ path, source: null })
  return changes
}

function saveBlob(data: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([data as BlobPart], { type: 'application/zip' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function EditorScreen({ pageId, initialPrompt }: { pageId?: string; initialPrompt?: string }) {
  // Retry remounts the session, which subscribes to its queries afresh.
  const [attempt, setAttempt] = useState(0)
  return (
    <EditorSession
      key={`${pageId ?? 'scratch'}:${attempt}`}
      pageId={pageId as Id<'pages'> | undefined}
      initialPrompt={initialPrompt}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  )
}

function EditorSession({
  pageId,
  initialPrompt,
  onRetry,
}: {
  pageId?: Id<'pages'>
  initialPrompt?: string
  onRetry(): void
}) {
  const scope = pageId ? { pageId } : {}
  const current = useLiveQuery(api.themes.current, scope)
  const lineage = useLiveQuery(api.themes.lineage, scope)
  const page = useLiveQuery(api.pages.get, pageId ? { pageId } : 'skip')
  // A page that is there but not mine (I was removed from its store, or it was never shared
  // with me) says so, rather than "not found"; the server tells no more than that.
  const pageGone = pageId !== undefined && page.status === 'success' && page.data === null
  const access = useLiveQuery(api.pages.access, pageGone ? { pageId } : 'skip')
  const me = useLiveQuery(api.users.me, {})
  const credits = me.status === 'success' && me.data ? me.data.credits : undefined
  // The manifest arrives live; the contents it names come by hash, only those not held yet.
  const files = useThemeFiles(current.status === 'success' ? current.data : null)
  const filesLoading = current.status === 'success' && current.data !== null && files.status === 'loading'

  if (pageGone && access.status === 'success' && access.data === 'denied') {
    return (
      <EditorFrame credits={credits}>
        <NoAccess />
      </EditorFrame>
    )
  }
  if (
    current.status === 'loading' ||
    filesLoading ||
    (pageId && page.status === 'loading') ||
    (pageGone && access.status === 'loading')
  ) {
    return (
      <EditorFrame credits={credits}>
        <EditorSkeleton />
      </EditorFrame>
    )
  }
  const failure =
    current.status === 'error'
      ? current.error
      : files.status === 'error'
        ? files.error
        : page.status === 'error'
          ? page.error
          : undefined
  if (failure || (pageId && page.status === 'success' && page.data === null)) {
    return (
      <EditorFrame credits={credits}>
        <EditorError
          {...loadFailure(failure, page.status === 'success' && page.data === null)}
          onRetry={onRetry}
        />
      </EditorFrame>
    )
  }
  return (
    <EditorWorkspace
      saved={
        current.status === 'success' && current.data !== null && files.status === 'success'
          ? { ...files.theme, files: files.files }
          : null
      }
      lineage={lineage.status === 'success' ? lineage.data : []}
      page={page.status === 'success' ? page.data : null}
      pageId={pageId}
      credits={credits}
      myId={me.status === 'success' && me.data ? me.data.userId : undefined}
      initialPrompt={initialPrompt}
    />
  )
}

// ---- frame, loading and error ----

function CreditsPill({ credits }: { credits: number | undefined }) {
  if (credits === undefined) return <Skeleton width="72px" height="28px" className="rounded-full" />
  const low = isLowOnCredits(credits)
  return (
    <Link
      to="/dashboard/billing"
      aria-label={`${credits} credits`}
      data-testid="editor-credits"
      className={[
        'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium tabular-nums',
        low ? 'bg-[var(--amber-a3)] text-[var(--amber-11)]' : 'bg-[var(--gray-a3)] text-[var(--gray-12)]',
      ].join(' ')}
    >
      <Coins className="size-3.5" aria-hidden />
      {credits}
      <span className="hidden sm:inline">{credits === 1 ? 'credit' : 'credits'}</span>
    </Link>
  )
}

function EditorFrame({
  credits,
  title,
  subtitle,
  actions,
  children,
}: {
  credits: number | undefined
  title?: React.ReactNode
  subtitle?: React.ReactNode
  actions?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-[var(--color-background)]">
      <header className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 border-b border-[var(--gray-a5)] bg-[var(--color-panel-solid)] px-3 py-2 sm:h-14 sm:flex-nowrap sm:gap-3 sm:px-4 sm:py-0">
        <Brand compact />
        <span className="hidden h-5 w-px bg-[var(--gray-a6)] sm:block" aria-hidden />
        {/* On a phone the title and version line have a row of their own, below the controls. */}
        <div className="order-last flex w-full min-w-0 flex-wrap items-baseline gap-x-2 sm:order-none sm:block sm:w-auto sm:flex-1">
          <Text as="div" size="2" weight="medium" className="max-w-full truncate">
            {title ?? 'AI Theme Builder'}
          </Text>
          {subtitle && (
            <Text as="div" size="1" color="gray" className="max-w-full truncate">
              {subtitle}
            </Text>
          )}
        </div>
        <span className="flex-1 sm:hidden" aria-hidden />
        {actions}
        <CreditsPill credits={credits} />
        <Button asChild variant="soft" color="gray" size="2" className="max-sm:!px-2">
          <Link to="/dashboard" aria-label="Dashboard">
            <LayoutDashboard className="size-4 sm:!hidden" aria-hidden />
            <span className="max-sm:hidden">Dashboard</span>
          </Link>
        </Button>
      </header>
      {children}
    </div>
  )
}

function EditorSkeleton() {
  return (
    <div className="flex min-h-0 flex-1 flex-col lg:flex-row" role="status" aria-label="Loading the editor">
      <div className="flex flex-col gap-4 border-b border-[var(--gray-a5)] p-4 lg:w-[440px] lg:border-b-0 lg:border-r">
        <Skeleton height="32px" />
        <Skeleton height="120px" />
        <Skeleton height="96px" />
        <Skeleton height="220px" />
      </div>
      <div className="flex min-h-[60vh] flex-1 flex-col gap-3 bg-[var(--gray-2)] p-4">
        <Skeleton height="36px" />
        <Skeleton className="flex-1" height="100%" />
      </div>
    </div>
  )
}

function EditorError({ title, message, onRetry }: { title: string; message: string; onRetry(): void }) {
  return (
    <Flex align="center" justify="center" className="flex-1 p-6">
      <Card size="3" className="w-full max-w-md" role="alert">
        <Flex direction="column" gap="3" align="start">
          <span className="grid size-10 place-items-center rounded-full bg-[var(--red-a3)] text-[var(--red-11)]">
            <CircleAlert className="size-5" aria-hidden />
          </span>
          <Heading as="h1" size="4">
            {title}
          </Heading>
          <Text size="2" color="gray">
            {message}
          </Text>
          <Flex gap="2" mt="2">
            <Button onClick={onRetry}>
              <RefreshCw className="size-4" aria-hidden />
              Try again
            </Button>
            <Button asChild variant="soft" color="gray">
              <Link to="/dashboard">Back to Dashboard</Link>
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  )
}

// ---- the workspace ----

const TABS: { value: EditorTab; label: string; icon: typeof MessageSquare }[] = [
  { value: 'chat', label: 'Chat', icon: MessageSquare },
  { value: 'edit', label: 'Edit', icon: Pencil },
  { value: 'files', label: 'Files', icon: FileCode2 },
  { value: 'config', label: 'Config', icon: Settings2 },
]

function EditorWorkspace({
  saved,
  lineage: versionLineage,
  page,
  pageId,
  credits,
  initialPrompt,
  myId,
}: {
  saved: SavedTheme | null
  lineage: Lineage
  page: PageSummary | null
  pageId?: Id<'pages'>
  credits: number | undefined
  initialPrompt?: string
  myId?: Id<'users'>
}) {
  const scope = useMemo(() => (pageId ? { pageId } : {}), [pageId])
  const [state, dispatch] = useReducer(editorReducer, initialEditorState)
  // A page with no theme yet starts from the prompt it was created with.
  const [prompt, setPrompt] = useState(initialPrompt ?? (saved === null && page ? page.userPrompt : ''))
  const [pendingPrompt, setPendingPrompt] = useState<string | null>(null)
  const [refining, setRefining] = useState<QuickRefinement | 'custom' | null>(null)
  const [downloading, setDownloading] = useState(false)
  const [importing, setImporting] = useState(false)
  /**
   * Theme Check errors edits added to the theme being downloaded, and those it had of its own
   * (`origin`: as imported or generated; absent while its baseline is not known).
   */
  const [confirmDownload, setConfirmDownload] = useState<{
    errors: number
    own: number
    origin?: BaselineSource | null
  } | null>(null)

  const saveEdit = useMutation(api.themes.saveEdit)
  const undo = useMutation(api.themes.undo)
  const redo = useMutation(api.themes.redo)
  const restore = useMutation(api.themes.restore)
  const startGeneration = useMutation(api.generation.start)
  const startRefinement = useMutation(api.generation.startRefine)
  const history = usePaginatedQuery(api.themes.versions, scope, { initialNumItems: HISTORY_PAGE })

  // A generation or refinement runs as a job on the server: this tab's, or another tab's.
  const running = useLiveQuery(api.generation.running, scope)
  const engineQuery = useLiveQuery(api.generation.engine, {})
  const engineAnswer = engineQuery.status === 'success' ? engineQuery.data : null
  useEffect(() => {
    if (engineAnswer) rememberEngine(engineAnswer)
  }, [engineAnswer])
  // Until the editor's own answer, the one the steps before it had (engine-hint.ts).
  const engine = engineAnswer ?? lastKnownEngine()
  // The composer's first theme in a tab costs it its set-up (word lists, the catalogue): that is
  // done while the tab is idle, so the merchant's first prompt shows as fast as the next.
  useEffect(() => {
    if (engine === 'composer') return warmComposer()
  }, [engine])
  const runningJob = running.status === 'success' ? running.data : null
  const job: JobView | null = runningJob
  const convex = useConvex()
  /** Resolves when the job has ended (or cannot be seen any more), with how it ended. */
  const jobEnd = (jobId: Id<'jobs'>) =>
    new Promise<GenerationResult>((resolve) => {
      const watch = convex.watchQuery(api.generation.job, { jobId })
      let ended = false
      const check = () => {
        let value: JobView | null | undefined
        try {
          value = watch.localQueryResult()
        } catch {
          value = null
        }
        if (ended || value === undefined || (value !== null && value.status === 'running')) return
        ended = true
        unsubscribe()
        resolve(
          value?.status === 'succeeded'
            ? { success: true, ...(value.partial ? { partial: value.partial } : {}) }
            : { success: false, error: value?.error },
        )
      }
      // onUpdate calls back only later, once the subscription exists.
      const unsubscribe = watch.onUpdate(check)
      check()
    })

  // The design described on the landing page, waiting for this editor (submitted 500 ms after it
  // opens): with the composer it shows at once, before its job has even started, as the same draft
  // the job will show; until then the preview waits for it, and never shows the starter.
  const [starting, setStarting] = useState(() =>
    heldDesignRequest(typeof window === 'undefined' ? undefined : browserStorage()),
  )
  const startingDraft = useMemo(
    () => (starting && engine === 'composer' ? composedDraft(generationInput(starting, page)) : undefined),
    [starting, engine, page],
  )
  // Until the user has a theme of their own, the preview shows the starter (and says so), unless
  // their design is on its way: the composer's draft is then theirs (the starter is not even made).
  const isStarter = saved === null
  const skipStarter = starting !== null && engine !== 'openai'
  const starter = useMemo(() => (isStarter && !skipStarter ? starterTheme() : null), [isStarter, skipStarter])
  const theme: Theme = useMemo(
    () =>
      saved
        ? { files: saved.files, explanation: saved.explanation, storeConfig: saved.storeConfig }
        : (starter ?? startingDraft ?? WAITING_THEME),
    [saved, starter, startingDraft],
  )
  const versionId = saved?.versionId ?? null

  // An edit shows at once; its preview gives way when the server has another version current.
  if (state.versionId !== versionId) dispatch({ type: 'versionChanged', versionId })
  // A composer job's theme, shown while the job checks and saves it, until a newer version is
  // current (the saved one, whose contents are then already here) or the job fails.
  const generating = useRef(false)
  const [draft, setDraft] = useState<{ files: ThemeFiles; name: string; over: string | null } | null>(null)
  if (draft && draft.over !== versionId) setDraft(null)
  const previewFiles = state.pending?.files ?? draft?.files ?? startingDraft?.files ?? theme.files
  // Their design is on its way and nothing of it can show yet: the preview waits, without the starter.
  const awaitingDesign =
    isStarter &&
    starting !== null &&
    (previewFiles === WAITING_THEME.files || previewFiles === starter?.files)

  const templates = useMemo(() => listTemplates(previewFiles), [previewFiles])
  const preferred = state.template ?? (page ? templateForPageType(page.pageType as PageType) : 'index')
  const template = templates.includes(preferred) ? preferred : (templates[0] ?? 'index')

  const scroll = useRef({ template: '', y: 0 })
  const frameRef = useRef<HTMLIFrameElement>(null)
  const preview = usePreview(
    awaitingDesign ? null : previewFiles,
    template,
    state.editMode,
    frameRef,
    (name) => (scroll.current.template === name ? scroll.current.y : 0),
  )
  // Below 1024 px the preview and the panel take the screen in turn (state.focus).
  const narrow = useMediaQuery('(max-width: 1023px)')
  const phonePreview = narrow && state.focus === 'preview'

  // Unsaved Code View edits, with the text each file had when its edit began.
  const draftEdits = useDraftEdits(theme.files)
  const { drafts, staleDrafts, hasDrafts } = draftEdits
  const codeFiles = useMemo(() => ({ ...theme.files, ...drafts }), [theme.files, drafts])
  // The theme's own offenses (as imported, or as Vitrine generated it) apart from those edits added.
  const baseline = useThemeBaseline(scope, saved, theme.files)
  const check = useThemeCheck(codeFiles, state.tab === 'files', baseline?.files)

  // A shared store: my role, who else is here, and their versions while I hold drafts.
  const collab = useCollaboration({ page, saved, myId, hasDrafts, template, tab: state.tab })
  const { readOnly } = collab
  // Made a viewer while editing: edit mode, and what was selected in it, go at once.
  if (readOnly && state.editMode) dispatch({ type: 'setEditMode', on: false })

  const jobRunning = job !== null && job.status === 'running'
  const busy = state.busy !== null || jobRunning
  const pull = usePullLiveTheme({ pageId, pageProjectId: page?.projectId, busy: busy || importing })
  const conversation = useMemo(
    () =>
      saved
        ? buildConversation(saved.explanation, lineageOf([...versionLineage].reverse(), saved.number))
        : [],
    [saved, versionLineage],
  )

  // ---- commands (buttons, shortcuts and the preview all come through here) ----

  const saveFiles = async (
    files: Record<string, string>,
    source: 'visual_edit' | 'code_edit' | 'config' | 'import',
    label: string,
    {
      storeConfig,
      explanation,
      atOnce,
    }: { storeConfig?: StoreConfig; explanation?: string; atOnce?: { text?: string; color?: string } } = {},
  ): Promise<ApplyResult> => {
    // The frame gets the edit first; the editor's own re-render follows as a transition. A text
    // or colour of the selected element shows on it at once, before the page renders anew.
    markEdit(label)
    if (atOnce) await preview.showEdit(atOnce)
    preview.prime(files)
    startTransition(() => {
      dispatch({ type: 'showPending', files, baseVersionId: versionId })
      dispatch({ type: 'startBusy', task: 'save' })
    })
    try {
      const base = source === 'import' || saved === null ? null : saved.files
      const changes = fileChanges(base, files)
      // This tab knows the new contents: the manifest that names them needs no fetch.
      await rememberContents(changes.flatMap((change) => (change.source === null ? [] : [change.source])))
      const result = await saveEdit({
        ...scope,
        source,
        ...(base !== null && saved ? { baseVersionId: saved.versionId } : {}),
        changes,
        explanation: explanation ?? theme.explanation,
        storeConfig: storeConfig ?? storeConfigFromFiles(files) ?? theme.storeConfig,
      })
      collab.afterSave(result)
      return { ok: true }
    } catch (error) {
      dispatch({ type: 'dropPending' })
      return {
        ok: false,
        error: error instanceof Error ? readableError(error) : 'The changes could not be saved',
      }
    } finally {
      dispatch({ type: 'endBusy' })
    }
  }

  const applyElementChanges = async (changes: ElementChanges): Promise<ApplyResult> => {
    const selection = state.selection
    if (!selection || busy) return { ok: false, error: 'Select an element in the preview first.' }
    let next: Theme = { ...theme, files: previewFiles }
    try {
      if (changes.value !== undefined && selection.target) {
        next = applyVisualEdit(next, { template, ...selection.target, value: changes.value })
      }
      // The clicked text's own colour: a setting beside its text setting, in the same section or block.
      if (changes.elementColor && selection.target) {
        next = applyVisualEdit(next, { template, ...selection.target, ...changes.elementColor })
      }
      if (changes.scheme && selection.sectionId) {
        next = applyVisualEdit(next, {
          template,
          sectionId: selection.sectionId,
          settingId: changes.scheme.settingId,
          value: changes.scheme.value,
        })
      }
      for (const color of changes.sectionColors ?? []) {
        const sectionId = selection.sectionId ?? selection.target?.sectionId
        if (sectionId) next = applyVisualEdit(next, { template, sectionId, ...color })
      }
      // A colour scheme's own colours, in settings_data: every section in the scheme changes.
      for (const edit of changes.schemeColors ?? []) next = applySchemeColors(next, edit)
    } catch (error) {
      if (error instanceof VisualEditError) return { ok: false, error: error.message }
      return { ok: false, error: 'This change could not be applied to the theme.' }
    }
    // SPEC: Apply Changes clears the selection; the preview shows the change right away.
    startTransition(() => dispatch({ type: 'clearSelection' }))
    // What the clicked element can show by itself: plain new text, its own colour.
    const text =
      selection.target?.kind === 'text' && changes.value !== undefined && !changes.value.includes('<')
        ? changes.value
        : undefined
    const atOnce = {
      ...(text !== undefined ? { text } : {}),
      ...(changes.elementColor ? { color: changes.elementColor.value } : {}),
    }
    const result = await saveFiles(next.files, 'visual_edit', 'visual edit', {
      atOnce: Object.keys(atOnce).length > 0 ? atOnce : undefined,
    })
    if (result.ok) showToast(CHANGES_APPLIED)
    else toastError('Changes not saved', result.error)
    return result
  }

  const applyConfig = async (config: StoreConfig): Promise<ApplyResult> => {
    let files: Record<string, string>
    try {
      files = applyStoreConfig(previewFiles, config)
    } catch (error) {
      return {
        ok: false,
        error: error instanceof Error ? error.message : 'The theme settings could not be read',
      }
    }
    const result = await saveFiles(files, 'config', 'config change', {
      storeConfig: config,
      explanation: explanationAfterConfig(theme.explanation, theme.storeConfig, config),
    })
    if (result.ok) showToast(CHANGES_APPLIED)
    return result
  }

  const saveCode = async () => {
    if (!hasDrafts || busy) return
    const result = await saveFiles({ ...theme.files, ...drafts }, 'code_edit', 'code edit')
    if (result.ok) {
      draftEdits.clear()
      showToast(CHANGES_APPLIED)
    } else toastError('Changes not saved', result.error)
  }

  const importTheme = async (file: File) => {
    if (busy || pull.pulling) return
    setImporting(true)
    try {
      const { importZip } = await import('../../engine/archive')
      const files = await importZip(await file.arrayBuffer())
      // The store it names is its own (or the file's), never the one shown before it.
      const result = await saveFiles(files, 'import', 'import', {
        explanation: `Imported from ${file.name}.`,
        storeConfig: importedStoreConfig(files, file.name),
      })
      if (result.ok) toastSuccess('Theme imported', `${file.name} is now the current version.`)
      else toastError('Import failed', result.error)
    } catch (error) {
      toastError('Import failed', error instanceof Error ? error.message : 'The ZIP could not be read.')
    } finally {
      setImporting(false)
    }
  }

  const generate = async (request: DesignRequest) => {
    const text = request.prompt.trim()
    // `busy` shows once the transition below has rendered; a second click before then finds this.
    if (text === '' || busy || readOnly || generating.current) return
    const blocked = creditCheck(credits)
    if (blocked) {
      showToast(blocked)
      return
    }
    generating.current = true
    const input = generationInput(request, page)
    // The frame's work comes first: the editor's own re-render is a transition.
    startTransition(() => {
      dispatch({ type: 'startBusy', task: 'generate' })
      // On a phone, the new theme takes the screen.
      dispatch({ type: 'showPreview' })
      setPendingPrompt(text)
    })
    try {
      const starting = startGeneration({ ...scope, ...input })
      // With the composer, the theme this job will save is known now (composedDraft): it shows
      // at once, while the job checks and saves it, and goes if the job does not start.
      if (engine === 'composer') markEdit('prompt')
      const composed = engine === 'composer' ? composedDraft(input) : undefined
      if (composed) {
        // The frame gets it first; the editor's own re-render follows.
        preview.prime(composed.files, { newTheme: true })
        startTransition(() =>
          setDraft({ files: composed.files, name: composed.storeConfig.name, over: versionId }),
        )
      }
      const started = await starting
      if (!started.success) {
        setDraft(null)
        showToast(generationOutcome(started))
        return
      }
      if (started.engine !== 'composer') setDraft(null)
      else if (composed) void rememberContents(Object.values(composed.files))
      const result = await jobEnd(started.jobId)
      if (!result.success) setDraft(null)
      showToast(generationOutcome(result))
      if (result.success) {
        // The box empties, unless the merchant has started on their next description.
        setPrompt((current) => (current === request.prompt ? '' : current))
        if (request.pageType && !pageId)
          dispatch({ type: 'setTemplate', template: templateForPageType(request.pageType) })
      }
    } catch (error) {
      showToast(generationOutcome({ thrown: error }))
    } finally {
      generating.current = false
      setPendingPrompt(null)
      dispatch({ type: 'endBusy' })
    }
  }

  const refine = async (refinement: { kind: QuickRefinement } | { custom: string }): Promise<boolean> => {
    if (busy || isStarter) return false
    const kind = 'custom' in refinement ? 'custom' : 'quick'
    const blocked = creditCheck(credits)
    if (blocked) {
      showToast(blocked)
      return false
    }
    dispatch({ type: 'startBusy', task: 'refine' })
    setRefining('custom' in refinement ? 'custom' : refinement.kind)
    try {
      const started = await startRefinement({ ...scope, refinement })
      if (!started.success) {
        showToast(refinementOutcome(kind, started))
        return false
      }
      const result = await jobEnd(started.jobId)
      showToast(refinementOutcome(kind, result))
      return result.success
    } catch (error) {
      showToast(refinementOutcome(kind, { thrown: error }))
      return false
    } finally {
      setRefining(null)
      dispatch({ type: 'endBusy' })
    }
  }

  const stepHistory = async (direction: 'undo' | 'redo') => {
    if (busy || !saved || !(direction === 'undo' ? saved.canUndo : saved.canRedo)) return
    dispatch({ type: 'startBusy', task: 'history' })
    try {
      await (direction === 'undo' ? undo(scope) : redo(scope))
    } catch (error) {
      toastError(direction === 'undo' ? 'Undo failed' : 'Redo failed', readableError(error as Error))
    } finally {
      dispatch({ type: 'endBusy' })
    }
  }

  const restoreVersion = async (id: string) => {
    if (busy) return
    dispatch({ type: 'startBusy', task: 'history' })
    try {
      const restored = await restore({ versionId: id as Id<'themeVersions'> })
      toastSuccess('Version restored', `It is current again as version ${restored.number}.`)
    } catch (error) {
      toastError('Restore failed', readableError(error as Error))
    } finally {
      dispatch({ type: 'endBusy' })
    }
  }

  const downloadZip = async (force = false) => {
    const files = theme.files
    setDownloading(true)
    try {
      if (!force) {
        // A theme Shopify would reject is not handed out without a word; the errors it had as it
        // was imported (or generated) are its own, not the merchant's doing, and pass quietly.
        const { offenses, added } = await checkAgainst(files, baseline?.files ?? NO_FILES).catch(() => ({
          offenses: [],
          added: [],
        }))
        const errors = countOffenses(added).errors
        if (errors > 0) {
          setConfirmDownload({
            errors,
            own: countOffenses(offenses).errors - errors,
            ...(baseline ? { origin: baseline.source } : {}),
          })
          return
        }
      }
      const { exportZip } = await import('../../engine/archive')
      const { fileName, data } = await exportZip(files, theme.storeConfig.name)
      saveBlob(data, fileName)
    } catch {
      showToast(DOWNLOAD_FAILED)
    } finally {
      setDownloading(false)
    }
  }

  const openLivePreview = async () => {
    try {
      const fonts = await previewFonts.load(previewFiles)
      const { html } = await renderInWorker(previewFiles, { template, editable: false, fonts })
      const title = `${theme.storeConfig.name} — preview`
      const pageHtml = livePreviewPage(injectPreviewBridge(html, { editable: false, scrollY: 0 }), title)
      const url = URL.createObjectURL(new Blob([pageHtml], { type: 'text/html' }))
      window.open(url, '_blank', 'noopener')
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    } catch {
      toastError('Preview failed', 'The preview could not be opened.')
    }
  }

  usePreviewMessages(frameRef, {
    scroll: (message) => {
      scroll.current = { template, y: message.y }
    },
    select: (message) => dispatch({ type: 'selectElement', element: selectionFromMessage(message) }),
    selectNone: () => dispatch({ type: 'clearSelection' }),
    frame: preview.onFrameMessage,
    navigate: (message) => {
      const next = templateForHref(message.href, templates)
      if (next) dispatch({ type: 'setTemplate', template: next })
    },
  })

  // The selection's outline in the preview goes when the selection does.
  useEffect(() => {
    if (state.selection !== null) return
    frameRef.current?.contentWindow?.postMessage({ source: EDITOR_SOURCE, type: 'clear-selection' }, '*')
  }, [state.selection])

  // On a phone, a merchant with a theme sees it first, as a phone shows it.
  useEffect(() => {
    if (narrow) dispatch({ type: 'setDevice', device: 'mobile' })
    if (narrow && !isStarter) dispatch({ type: 'showPreview' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [])

  useStartingDesign({
    request: starting,
    onSettled: () => setStarting(null),
    page,
    isStarter,
    noJob: running.status === 'success' && running.data === null,
    initialPrompt,
    setPrompt,
    generate,
  })

  // What the panes call: one identity for the screen's life, so they re-render only for what
  // they show.
  const on = useStableHandlers({
    undo: () => void stepHistory('undo'),
    redo: () => void stepHistory('redo'),
    loadMoreHistory: () => history.loadMore(HISTORY_PAGE),
    restore: (id: string) => void restoreVersion(id),
    generate: () => void generate({ prompt }),
    quickRefine: (kind: QuickRefinement) => void refine({ kind }),
    customRefine: (custom: string) => refine({ custom }),
    toggleEditMode: () => dispatch({ type: 'toggleEditMode' }),
    applyElementChanges,
    clearSelection: () => dispatch({ type: 'clearSelection' }),
    changeDraft: (path: string, text: string) => draftEdits.change(path, text),
    revertDraft: (path: string) => draftEdits.revert(path),
    discardDrafts: () => draftEdits.clear(),
    saveCode: () => void saveCode(),
    setFilesView: (view: EditorState['filesView']) => dispatch({ type: 'setFilesView', view }),
    openFile: (path: string) => dispatch({ type: 'openFile', path }),
    download: () => void downloadZip(),
    importTheme: (file: File) => void importTheme(file),
    pullTheme: (projectId: Id<'projects'>) => void pull.pull(projectId),
    applyConfig,
    setTemplate: (name: string) => dispatch({ type: 'setTemplate', template: name }),
    setDevice: (device: Device) => dispatch({ type: 'setDevice', device }),
    livePreview: () => void openLivePreview(),
  })
  // The commands of the screen: the header's buttons and the keyboard both run them from here.
  const canUndo = !busy && !readOnly && (saved?.canUndo ?? false)
  const canRedo = !busy && !readOnly && (saved?.canRedo ?? false)
  const canGenerate = !busy && !readOnly && prompt.trim() !== ''
  const actions = useMemo<ActionRegistry>(
    () => ({
      undo: {
        id: 'undo',
        label: 'Undo',
        shortcuts: [{ key: 'z', mod: true }],
        enabled: canUndo,
        perform: on.undo,
      },
      redo: {
        id: 'redo',
        label: 'Redo',
        shortcuts: [
          { key: 'z', mod: true, shift: true },
          { key: 'y', ctrl: true },
        ],
        enabled: canRedo,
        perform: on.redo,
      },
      generate: {
        id: 'generate',
        label: 'Generate Shopify Theme',
        shortcuts: [{ key: 'Enter', mod: true }],
        whileTyping: true,
        enabled: canGenerate,
        perform: on.generate,
      },
      saveCode: {
        id: 'saveCode',
        label: 'Save code changes',
        shortcuts: [{ key: 's', mod: true }],
        whileTyping: true,
        enabled: hasDrafts && !busy && !readOnly,
        perform: on.saveCode,
      },
      toggleEditMode: {
        id: 'toggleEditMode',
        label: 'Edit Mode',
        enabled: !readOnly,
        perform: on.toggleEditMode,
      },
      download: { id: 'download', label: 'Download ZIP', enabled: !downloading, perform: on.download },
      livePreview: { id: 'livePreview', label: 'Live Preview', enabled: true, perform: on.livePreview },
    }),
    [on, canUndo, canRedo, canGenerate, hasDrafts, busy, downloading, readOnly],
  )
  useActionShortcuts(actions)
  const current = useMemo(
    () => (saved ? { number: saved.number, versionCount: saved.versionCount } : undefined),
    [saved],
  )
  const hasDraft = draft !== null || startingDraft !== undefined
  const { lost, madeViewer } = collab
  const notice = useMemo(
    () =>
      lost ? (
        <AccessLostNotice message={lost} />
      ) : readOnly ? (
        <ViewOnlyNotice madeViewer={madeViewer} />
      ) : hasDraft ? (
        <Callout.Root size="1" color="gray" variant="surface" className="!rounded-none" role="status">
          <Callout.Icon>
            <Sparkles className="size-4" />
          </Callout.Icon>
          <Callout.Text>Your new theme: Theme Check and saving are still running.</Callout.Text>
        </Callout.Root>
      ) : awaitingDesign ? (
        <Callout.Root size="1" color="gray" variant="surface" className="!rounded-none" role="status">
          <Callout.Icon>
            <Sparkles className="size-4" />
          </Callout.Icon>
          <Callout.Text>Designing your store from your description…</Callout.Text>
        </Callout.Root>
      ) : isStarter ? (
        <Callout.Root size="1" color="indigo" variant="surface" className="!rounded-none">
          <Callout.Icon>
            <Sparkles className="size-4" />
          </Callout.Icon>
          <Callout.Text>
            Starter theme: a sample shoe store. Generate from the Chat tab to make your own; edits to the
            starter are saved as your first version.
          </Callout.Text>
        </Callout.Root>
      ) : undefined,
    [hasDraft, awaitingDesign, isStarter, readOnly, lost, madeViewer],
  )

  const title = page ? page.title : 'AI Theme Builder'
  const roleNote =
    collab.role === 'viewer' ? ' · View only' : collab.role === 'editor' ? ' · Shared with you' : ''
  const subtitle =
    (isStarter
      ? starting
        ? 'Your design · not saved yet'
        : 'Starter theme · not saved yet'
      : `Version ${saved.number} of ${saved.versionCount} · ${SOURCE_LABELS[saved.source] ?? saved.source}`) +
    roleNote
  const versions = history.status === 'LoadingFirstPage' ? undefined : history.results
  // A history with someone else in it names each version's author.
  const showAuthors =
    collab.role !== 'owner' || (versions ?? []).some((v) => v.author && v.author.userId !== myId)

  return (
    <EditorFrame
      credits={credits}
      title={
        page ? (
          <Link to="/projects/$projectId" params={{ projectId: page.projectId }} className="hover:underline">
            {title}
          </Link>
        ) : (
          title
        )
      }
      subtitle={subtitle}
      actions={
        <>
          {!pageId && !isStarter && <SaveToStoreButton designName={theme.storeConfig.name} />}
          <PresenceAvatars others={collab.others} />
          <VersionControls
            undo={actions.undo}
            redo={actions.redo}
            busy={busy}
            versions={versions}
            showAuthors={showAuthors}
            readOnly={readOnly}
            canLoadMore={history.status === 'CanLoadMore'}
            loadingMore={history.status === 'LoadingMore'}
            onLoadMore={on.loadMoreHistory}
            onRestore={on.restore}
            current={current}
          />
        </>
      }
    >
      {job !== null && job.status === 'running' && <JobProgress job={job} />}
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <aside
          className={[
            'flex min-h-0 w-full flex-col border-b border-[var(--gray-a5)] bg-[var(--color-panel-solid)] lg:w-[440px] lg:flex-none lg:border-b-0 lg:border-r',
            phonePreview ? 'shrink-0' : 'flex-1',
          ].join(' ')}
          aria-label="Editor panel"
        >
          <Tabs.Root
            value={phonePreview ? 'preview' : state.tab}
            onValueChange={(tab) =>
              dispatch(
                tab === 'preview' ? { type: 'showPreview' } : { type: 'setTab', tab: tab as EditorTab },
              )
            }
            className="flex min-h-0 flex-1 flex-col"
          >
            <Tabs.List className="shrink-0 px-2" size={narrow ? '1' : '2'}>
              {narrow && (
                <Tabs.Trigger value="preview">
                  <Flex align="center" gap="1">
                    <Eye className="size-4" aria-hidden />
                    Preview
                  </Flex>
                </Tabs.Trigger>
              )}
              {TABS.map(({ value, label, icon: Icon }) => (
                <Tabs.Trigger key={value} value={value}>
                  <Flex align="center" gap="1">
                    <Icon className="size-4" aria-hidden />
                    {label}
                    {value === 'files' && hasDrafts && (
                      <span
                        className="size-1.5 rounded-full bg-[var(--amber-9)]"
                        aria-label="unsaved changes"
                      />
                    )}
                  </Flex>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {/* On a phone the panel hides the preview's notice: a viewer is told here too. */}
            {readOnly && narrow && !phonePreview && <ViewOnlyNotice madeViewer={madeViewer} />}
            <div className={phonePreview ? 'hidden' : 'min-h-0 flex-1 overflow-y-auto p-4'}>
              <Tabs.Content value="chat">
                <Flex direction="column" gap="5">
                  <ChatTab
                    prompt={prompt}
                    onPromptChange={setPrompt}
                    onGenerate={on.generate}
                    generating={state.busy === 'generate' || (jobRunning && job.kind === 'generation')}
                    busy={busy || readOnly}
                    pendingPrompt={
                      pendingPrompt ?? (jobRunning && job.kind === 'generation' ? (job.prompt ?? null) : null)
                    }
                    conversation={conversation}
                    isStarter={isStarter}
                    credits={credits}
                    promptLabel={
                      !isStarter ? undefined : page ? `Describe your ${page.title} page` : undefined
                    }
                  />
                  <RefinementPanel
                    busy={busy}
                    running={
                      refining ??
                      (jobRunning && job.kind === 'refinement'
                        ? ((job.refinement as QuickRefinement | undefined) ?? 'custom')
                        : null)
                    }
                    disabledReason={
                      readOnly
                        ? 'Viewers cannot refine this theme: ask the store’s owner to make you an editor.'
                        : isStarter
                          ? 'Generate your own theme first, then refine any part of it.'
                          : undefined
                    }
                    onQuick={on.quickRefine}
                    onCustom={on.customRefine}
                  />
                </Flex>
              </Tabs.Content>
              <Tabs.Content value="edit">
                <EditTab
                  editMode={state.editMode}
                  onToggleEditMode={on.toggleEditMode}
                  selection={state.selection}
                  files={previewFiles}
                  template={template}
                  busy={busy || readOnly}
                  onApply={on.applyElementChanges}
                  onCancel={on.clearSelection}
                  readOnly={readOnly}
                />
              </Tabs.Content>
              <Tabs.Content value="files">
                {collab.conflict && (
                  <div className="mb-3">
                    <ConflictCallout
                      conflict={collab.conflict}
                      saving={state.busy === 'save'}
                      onSave={on.saveCode}
                      onDiscard={on.discardDrafts}
                    />
                  </div>
                )}
                <FilesTab
                  files={theme.files}
                  drafts={drafts}
                  staleDrafts={staleDrafts}
                  onDraftChange={on.changeDraft}
                  onRevert={on.revertDraft}
                  onSave={on.saveCode}
                  saving={state.busy === 'save'}
                  view={state.filesView}
                  onViewChange={on.setFilesView}
                  selectedFile={state.selectedFile}
                  onOpenFile={on.openFile}
                  check={check}
                  baselineSource={baseline?.source}
                  download={actions.download}
                  onImport={on.importTheme}
                  importing={importing}
                  pullStores={pull.stores}
                  onPull={on.pullTheme}
                  pulling={pull.pulling}
                  readOnly={readOnly}
                />
                {pageId && collab.role === 'owner' && (
                  <div className="mt-4 border-t border-[var(--gray-a5)] pt-4">
                    <PushToShopify pageId={pageId} />
                  </div>
                )}
              </Tabs.Content>
              <Tabs.Content value="config">
                <ConfigTab
                  key={versionId ?? 'starter'}
                  config={theme.storeConfig}
                  busy={busy || readOnly}
                  onApply={on.applyConfig}
                />
              </Tabs.Content>
            </div>
          </Tabs.Root>
        </aside>
        <main
          className={[narrow && !phonePreview ? 'hidden' : 'flex', 'min-h-0 min-w-0 flex-1 flex-col'].join(
            ' ',
          )}
          aria-label="Preview"
        >
          <PreviewPane
            domain={storeDomain(
              draft
                ? draft.name
                : startingDraft
                  ? startingDraft.storeConfig.name
                  : isStarter
                    ? undefined
                    : theme.storeConfig.name,
            )}
            template={template}
            templates={templates}
            onTemplateChange={on.setTemplate}
            device={state.device}
            onDeviceChange={on.setDevice}
            editMode={state.editMode}
            onToggleEditMode={on.toggleEditMode}
            readOnly={readOnly}
            preview={preview}
            livePreview={actions.livePreview}
            frameRef={frameRef}
            notice={notice}
          />
        </main>
      </div>

      <AlertDialog.Root
        open={confirmDownload !== null}
        onOpenChange={(open) => !open && setConfirmDownload(null)}
      >
        <AlertDialog.Content maxWidth="440px">
          <AlertDialog.Title>Download a theme with errors?</AlertDialog.Title>
          {confirmDownload && <DownloadWarning {...confirmDownload} />}
          <Flex gap="3" mt="5" justify="end" wrap="wrap">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button
                variant="soft"
                onClick={() => {
                  dispatch({ type: 'setTab', tab: 'files' })
                  dispatch({ type: 'setFilesView', view: 'browser' })
                }}
              >
                Show the files
              </Button>
            </AlertDialog.Action>
            <AlertDialog.Action>
              <Button color="amber" onClick={() => void downloadZip(true)}>
                Download anyway
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </EditorFrame>
  )
}

/** What the download warning says: the errors edits added, and those the theme came with. */
function DownloadWarning({
  errors,
  own,
  origin,
}: {
  errors: number
  own: number
  origin?: BaselineSource | null
}) {
  const them = errors === 1 ? 'it' : 'them'
  return (
    <AlertDialog.Description size="2" color="gray">
      Theme Check found {errors} {errors === 1 ? 'error' : 'errors'}{' '}
      {origin === undefined ? 'in this theme.' : 'that edits added to this theme.'} Shopify may refuse to
      upload it until {errors === 1 ? 'it is' : 'they are'} fixed: the File Browser in the Files tab marks the
      files that have {them}.
      {origin && own > 0 && (
        <>
          {' '}
          {own} more {own === 1 ? 'error was' : 'errors were'} in the theme {baselineOrigin(origin)}.
        </>
      )}
    </AlertDialog.Description>
  )
}
