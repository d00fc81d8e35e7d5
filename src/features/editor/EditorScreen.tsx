// The theme editor (/editor): the left panel (Chat, Edit, Files, Config and the Component
// Refinement panel) and the live preview on the right. The theme lives on the server as
// versions (themes.current is a live query, so a second tab follows along); this screen keeps
// only UI state, in one reducer, plus unsaved Code View drafts. It is layout: what the editor
// does is its commands (commands/); the job, the theme shown, the frame, the backend calls and
// the tasks' state are hooks beside it; the panel (EditorPanel) and the header's title, version
// line and actions (EditorHeader) are components beside it.
import { useEffect, useMemo, useReducer, useState } from 'react'
import { usePaginatedQuery } from 'convex/react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import { EditorPanel } from './EditorPanel'
import { PreviewPane } from './PreviewPane'
import { EditorActions, PageTitle, versionLine } from './EditorHeader'
import { editorReducer, initialEditorState } from './editor-state'
import { storeDomain } from './store'
import { merchantWords } from './conversation'
import { loadFailure } from './load-errors'
import { useLiveQuery } from '../../components/useLiveQuery'
import { useMediaQuery } from '../../components/useMediaQuery'
import { useThemeFiles } from './theme-files'
import { JobProgress } from './JobProgress'
import { useThemeCheck } from './useThemeCheck'
import { useThemeBaseline } from './useThemeBaseline'
import { useDraftEdits } from './useDraftEdits'
import { useStartingDesign } from './useStartingDesign'
import { usePullLiveTheme } from './usePullLiveTheme'
import { useCollaboration } from './useCollaboration'
import { useJob } from './useJob'
import { useEditorBackend } from './useEditorBackend'
import { useShownTheme } from './useShownTheme'
import { usePreviewFrame } from './usePreviewFrame'
import { useWorkspaceTasks } from './useWorkspaceTasks'
import { HISTORY_PAGE } from './commands/load-more-history'
import { useCommands, type EditorContext } from './commands'
import type { PageSummary, SavedTheme } from './commands/types'
import { DownloadDialog } from './DownloadDialog'
import { EditorError, EditorFrame, EditorSkeleton } from './EditorFrame'
import { PreviewNotice } from './PreviewNotice'
import { NoAccess } from '../collaborators/NoAccess'

type Lineage = FunctionReturnType<typeof api.themes.lineage>

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

// ---- the workspace ----

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
  const tasks = useWorkspaceTasks()

  const history = usePaginatedQuery(api.themes.versions, scope, { initialNumItems: HISTORY_PAGE })
  const { job, noJob, engine, jobEnd } = useJob(scope)
  const backend = useEditorBackend(jobEnd)
  const shown = useShownTheme({ saved, page, engine, pending: state.pending })
  const { theme, isStarter, versionId, draft, startingDraft, previewFiles, awaitingDesign } = shown
  // An edit shows at once; its preview gives way when the server has another version current.
  if (state.versionId !== versionId) dispatch({ type: 'versionChanged', versionId })
  const { frameRef, preview, template, templates } = usePreviewFrame({
    files: previewFiles,
    waiting: awaitingDesign,
    page,
    state,
    dispatch,
  })
  // Below 1024 px the preview and the panel take the screen in turn (state.focus).
  const narrow = useMediaQuery('(max-width: 1023px)')
  const phonePreview = narrow && state.focus === 'preview'

  // Unsaved Code View edits, with the text each file had when its edit began.
  const drafts = useDraftEdits(theme.files)
  const codeFiles = useMemo(() => ({ ...theme.files, ...drafts.drafts }), [theme.files, drafts.drafts])
  // The theme's own offenses (as imported, or as Vitrine generated it) apart from those edits added.
  const baseline = useThemeBaseline(scope, saved, theme.files)
  const check = useThemeCheck(codeFiles, state.tab === 'files', baseline?.files)

  // A shared store: my role, who else is here, and their versions while I hold drafts.
  const collab = useCollaboration({
    page,
    saved,
    myId,
    hasDrafts: drafts.hasDrafts,
    template,
    tab: state.tab,
  })
  const { readOnly } = collab
  // Made a viewer while editing: edit mode, and what was selected in it, go at once.
  if (readOnly && state.editMode) dispatch({ type: 'setEditMode', on: false })

  const jobRunning = job !== null && job.status === 'running'
  const busy = state.busy !== null || jobRunning
  const pull = usePullLiveTheme({ pageId, pageProjectId: page?.projectId })

  // What the commands read and call (buttons, shortcuts and the preview all come through them).
  const ctx: EditorContext = {
    scope,
    page,
    state,
    dispatch,
    saved,
    theme,
    previewFiles,
    template,
    isStarter,
    busy,
    readOnly,
    credits,
    engine,
    prompt,
    setPrompt,
    drafts,
    baseline,
    preview,
    history,
    pull,
    afterSave: collab.afterSave,
    backend,
    ui: { ...tasks.ui, setDraft: shown.setDraft },
  }
  const { run, bind } = useCommands(ctx)

  // On a phone, a merchant with a theme sees it first, as a phone shows it.
  useEffect(() => {
    if (narrow) dispatch({ type: 'setDevice', device: 'mobile' })
    if (narrow && !isStarter) dispatch({ type: 'showPreview' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [])

  useStartingDesign({
    request: shown.starting,
    onSettled: shown.settleStarting,
    page,
    isStarter,
    noJob,
    initialPrompt,
    setPrompt,
    generate: run.generate,
  })

  const hasDraft = draft !== null || startingDraft !== undefined
  const { lost, madeViewer } = collab
  const notice = useMemo(
    () => (
      <PreviewNotice
        lost={lost}
        readOnly={readOnly}
        madeViewer={madeViewer}
        hasDraft={hasDraft}
        awaitingDesign={awaitingDesign}
        isStarter={isStarter}
      />
    ),
    [hasDraft, awaitingDesign, isStarter, readOnly, lost, madeViewer],
  )

  return (
    <EditorFrame
      credits={credits}
      title={page && <PageTitle page={page} />}
      subtitle={versionLine(saved, shown.starting !== null || hasDraft, collab.role)}
      actions={
        <EditorActions
          designName={!pageId && !isStarter ? theme.storeConfig.name : undefined}
          others={collab.others}
          bind={bind}
          history={history}
          saved={saved}
          role={collab.role}
          readOnly={readOnly}
          myId={myId}
        />
      }
    >
      {job !== null && job.status === 'running' && <JobProgress job={job} />}
      <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
        <EditorPanel
          ctx={ctx}
          run={run}
          bind={bind}
          job={job}
          lineage={versionLineage}
          check={check}
          pullStores={pull.stores}
          collab={collab}
          pendingPrompt={tasks.pendingPrompt}
          designPrompt={
            saved === null && (shown.starting !== null || hasDraft)
              ? (shown.starting?.prompt ?? (job?.prompt ? merchantWords(job.prompt) : null))
              : null
          }
          refining={tasks.refining}
          narrow={narrow}
          phonePreview={phonePreview}
        />
        <main
          className={[narrow && !phonePreview ? 'hidden' : 'flex', 'min-h-0 min-w-0 flex-1 flex-col'].join(
            ' ',
          )}
          aria-label="Preview"
        >
          <PreviewPane
            domain={storeDomain(shown.storeName)}
            template={template}
            templates={templates}
            onTemplateChange={run.setTemplate}
            device={state.device}
            onDeviceChange={run.setDevice}
            editMode={state.editMode}
            toggleEditMode={bind('toggleEditMode')}
            preview={preview}
            livePreview={bind('livePreview')}
            frameRef={frameRef}
            notice={notice}
          />
        </main>
      </div>

      <DownloadDialog
        confirmation={tasks.confirmDownload}
        onClose={() => tasks.ui.setConfirmDownload(null)}
        showFiles={bind('showFilesWithErrors')}
        downloadAnyway={bind('downloadAnyway')}
      />
    </EditorFrame>
  )
}
