// The theme editor (/editor): the left panel (Chat, Edit, Files, Config and the Component
// Refinement panel) and the live preview on the right. The theme lives on the server as
// versions (themes.current is a live query, so a second tab follows along); this screen keeps
// only UI state, in one reducer, plus unsaved Code View drafts. It is layout: what the editor
// does is its commands (commands/), the job, the theme shown and the frame are hooks beside it.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Flex, Tabs } from '@radix-ui/themes'
import { Eye, FileCode2, MessageSquare, Pencil, Settings2 } from 'lucide-react'
import { useMutation, usePaginatedQuery } from 'convex/react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import type { QuickRefinement } from '../../engine/refine'
import { ChatTab } from './ChatTab'
import { ConfigTab } from './ConfigTab'
import { EditTab } from './EditTab'
import { FilesTab } from './FilesTab'
import { PreviewPane } from './PreviewPane'
import { RefinementPanel } from './RefinementPanel'
import { VersionControls, SOURCE_LABELS } from './VersionControls'
import { SaveToStoreButton } from '../projects/SaveToStoreDialog'
import { PushToShopify } from '../push/PushToShopify'
import { buildConversation, lineage as lineageOf } from './conversation'
import { editorReducer, initialEditorState, type EditorTab } from './editor-state'
import { storeDomain } from './store'
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
import { useShownTheme } from './useShownTheme'
import { usePreviewFrame } from './usePreviewFrame'
import { HISTORY_PAGE } from './commands/load-more-history'
import { useCommands, type EditorContext } from './commands'
import type { DownloadConfirmation, PageSummary, SavedTheme } from './commands/types'
import { ConflictCallout, ViewOnlyNotice } from './CollaborationNotices'
import { DownloadDialog } from './DownloadDialog'
import { EditorError, EditorFrame, EditorSkeleton } from './EditorFrame'
import { PreviewNotice } from './PreviewNotice'
import { NoAccess } from '../collaborators/NoAccess'
import { PresenceAvatars } from '../collaborators/PresenceAvatars'

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
  const [confirmDownload, setConfirmDownload] = useState<DownloadConfirmation | null>(null)
  const generating = useRef(false)

  const backend = {
    saveEdit: useMutation(api.themes.saveEdit),
    undo: useMutation(api.themes.undo),
    redo: useMutation(api.themes.redo),
    restore: useMutation(api.themes.restore),
    startGeneration: useMutation(api.generation.start),
    startRefinement: useMutation(api.generation.startRefine),
  }
  const history = usePaginatedQuery(api.themes.versions, scope, { initialNumItems: HISTORY_PAGE })
  const { job, noJob, engine, jobEnd } = useJob(scope)
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
  const conversation = useMemo(
    () =>
      saved
        ? buildConversation(saved.explanation, lineageOf([...versionLineage].reverse(), saved.number))
        : [],
    [saved, versionLineage],
  )

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
    backend: { ...backend, jobEnd },
    ui: {
      downloading,
      setDownloading,
      importing,
      setImporting,
      setConfirmDownload,
      setRefining,
      setPendingPrompt,
      setDraft: shown.setDraft,
      generating,
    },
  }
  const { run, bind } = useCommands(ctx)
  const changeDraft = useCallback((path: string, text: string) => run.changeDraft({ path, text }), [run])

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

  const current = useMemo(
    () => (saved ? { number: saved.number, versionCount: saved.versionCount } : undefined),
    [saved],
  )
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
  const { starting } = shown

  const title = page ? page.title : 'AI Theme Builder'
  const roleNote =
    collab.role === 'viewer' ? ' · View only' : collab.role === 'editor' ? ' · Shared with you' : ''
  const subtitle =
    (saved === null
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
            undo={bind('undo')}
            redo={bind('redo')}
            restore={bind('restoreVersion')}
            versions={versions}
            showAuthors={showAuthors}
            readOnly={readOnly}
            canLoadMore={history.status === 'CanLoadMore'}
            loadingMore={history.status === 'LoadingMore'}
            loadMore={bind('loadMoreHistory')}
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
                    {value === 'files' && drafts.hasDrafts && (
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
                    generate={bind('generate')}
                    generating={state.busy === 'generate' || (jobRunning && job.kind === 'generation')}
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
                    quick={bind('quickRefine')}
                    custom={bind('customRefine')}
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
                  />
                </Flex>
              </Tabs.Content>
              <Tabs.Content value="edit">
                <EditTab
                  editMode={state.editMode}
                  toggleEditMode={bind('toggleEditMode')}
                  selection={state.selection}
                  files={previewFiles}
                  template={template}
                  apply={bind('applyElementChanges')}
                  clearSelection={bind('clearSelection')}
                  readOnly={readOnly}
                />
              </Tabs.Content>
              <Tabs.Content value="files">
                {collab.conflict && (
                  <div className="mb-3">
                    <ConflictCallout
                      conflict={collab.conflict}
                      saving={state.busy === 'save'}
                      save={bind('saveCode')}
                      discard={bind('discardDrafts')}
                    />
                  </div>
                )}
                <FilesTab
                  files={theme.files}
                  drafts={drafts.drafts}
                  staleDrafts={drafts.staleDrafts}
                  onDraftChange={changeDraft}
                  onRevert={run.revertDraft}
                  save={bind('saveCode')}
                  saving={state.busy === 'save'}
                  view={state.filesView}
                  onViewChange={run.setFilesView}
                  selectedFile={state.selectedFile}
                  onOpenFile={run.openFile}
                  check={check}
                  baselineSource={baseline?.source}
                  download={bind('download')}
                  importTheme={bind('importTheme')}
                  importing={importing}
                  pullStores={pull.stores}
                  pull={bind('pullTheme')}
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
                  apply={bind('applyConfig')}
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
        confirmation={confirmDownload}
        onClose={() => setConfirmDownload(null)}
        showFiles={bind('showFilesWithErrors')}
        downloadAnyway={bind('downloadAnyway')}
      />
    </EditorFrame>
  )
}
