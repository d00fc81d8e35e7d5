// The editor's left panel: its tabs (Chat with the Component Refinement panel, Edit, Files and
// Config; on a phone also Preview, which it then gives the screen to) and what each shows. Every
// control that changes the theme is a bound command of the registry (commands/), which says
// whether it can run now; the panel only lays them out.
import { useCallback, useMemo } from 'react'
import { Flex, Tabs } from '@radix-ui/themes'
import { Eye, FileCode2, MessageSquare, Pencil, Settings2 } from 'lucide-react'
import type { FunctionReturnType } from 'convex/server'
import type { api } from '../../../convex/_generated/api'
import type { QuickRefinement } from '../../engine/refine'
import { PushToShopify } from '../push/PushToShopify'
import { ChatTab } from './ChatTab'
import { ConfigTab } from './ConfigTab'
import { EditTab } from './EditTab'
import { FilesTab } from './FilesTab'
import { RefinementPanel } from './RefinementPanel'
import { ConflictCallout, ViewOnlyNotice } from './CollaborationNotices'
import type { BoundCommand, CommandId, CommandRunners, EditorContext } from './commands'
import { buildConversation, lineage as lineageOf } from './conversation'
import type { EditorTab } from './editor-state'
import type { ThemeCheckState } from './useThemeCheck'
import type { Conflict, EditorRole } from './useCollaboration'
import type { useJob } from './useJob'
import type { PullStore } from './usePullLiveTheme'

const TABS: { value: EditorTab; label: string; icon: typeof MessageSquare }[] = [
  { value: 'chat', label: 'Chat', icon: MessageSquare },
  { value: 'edit', label: 'Edit', icon: Pencil },
  { value: 'files', label: 'Files', icon: FileCode2 },
  { value: 'config', label: 'Config', icon: Settings2 },
]

export interface EditorPanelProps {
  /** The workspace as its commands see it: the state, the theme, the prompt, the drafts. */
  ctx: EditorContext
  run: CommandRunners
  bind<Id extends CommandId>(id: Id): BoundCommand<CommandRunners[Id]>
  /** The running job, this tab's or another's. */
  job: ReturnType<typeof useJob>['job']
  /** The current version's line of ancestors, newest first: the conversation that made it. */
  lineage: FunctionReturnType<typeof api.themes.lineage>
  check: ThemeCheckState
  /** The connected stores whose live theme may be pulled. */
  pullStores: PullStore[]
  collab: { role: EditorRole; madeViewer: boolean; conflict: Conflict | null }
  /** The prompt this tab is generating from, before its job shows; the refinement it runs. */
  pendingPrompt: string | null
  /**
   * The landing page's design, shown before it is saved (its job running, or ended and its
   * version on its way): the merchant's words, or null. No second generation starts meanwhile.
   */
  designPrompt: string | null
  refining: QuickRefinement | 'custom' | null
  /** Below 1024 px; `phonePreview`: the preview has the screen. */
  narrow: boolean
  phonePreview: boolean
}

export function EditorPanel({
  ctx,
  run,
  bind,
  job,
  lineage,
  check,
  pullStores,
  collab,
  pendingPrompt,
  designPrompt,
  refining,
  narrow,
  phonePreview,
}: EditorPanelProps) {
  const { state, dispatch, theme, page, readOnly, isStarter, credits, drafts, pull } = ctx
  const { saved } = ctx
  const conversation = useMemo(
    () =>
      saved ? buildConversation(saved.explanation, lineageOf([...lineage].reverse(), saved.number)) : [],
    [saved, lineage],
  )
  const changeDraft = useCallback((path: string, text: string) => run.changeDraft({ path, text }), [run])
  const boundGenerate = bind('generate')
  // One object while nothing in it changes, so the Chat tab (memo) skips re-rendering.
  const generateCommand = useMemo(
    () => (designPrompt === null ? boundGenerate : { ...boundGenerate, enabled: false }),
    [designPrompt, boundGenerate],
  )
  const jobRunning = job !== null && job.status === 'running'
  const generationRunning = jobRunning && job.kind === 'generation'
  const pageId = ctx.scope.pageId

  return (
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
          dispatch(tab === 'preview' ? { type: 'showPreview' } : { type: 'setTab', tab: tab as EditorTab })
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
                  <span className="size-1.5 rounded-full bg-[var(--amber-9)]" aria-label="unsaved changes" />
                )}
              </Flex>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* On a phone the panel hides the preview's notice: a viewer is told here too. */}
        {readOnly && narrow && !phonePreview && <ViewOnlyNotice madeViewer={collab.madeViewer} />}
        <div className={phonePreview ? 'hidden' : 'min-h-0 flex-1 overflow-y-auto p-4'}>
          <Tabs.Content value="chat">
            <Flex direction="column" gap="5">
              <ChatTab
                prompt={ctx.prompt}
                onPromptChange={ctx.setPrompt}
                generate={generateCommand}
                generating={state.busy === 'generate' || generationRunning || designPrompt !== null}
                pendingPrompt={
                  pendingPrompt ?? (generationRunning ? (job.prompt ?? null) : null) ?? designPrompt
                }
                conversation={conversation}
                isStarter={isStarter}
                credits={credits}
                promptLabel={!isStarter ? undefined : page ? `Describe your ${page.title} page` : undefined}
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
              files={ctx.previewFiles}
              template={ctx.template}
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
              revert={bind('revertDraft')}
              save={bind('saveCode')}
              saving={state.busy === 'save'}
              view={state.filesView}
              onViewChange={run.setFilesView}
              problemsOnly={state.problemsOnly}
              onProblemsOnlyChange={run.setProblemsOnly}
              selectedFile={state.selectedFile}
              onOpenFile={run.openFile}
              check={check}
              baselineSource={ctx.baseline?.source}
              download={bind('download')}
              importTheme={bind('importTheme')}
              importing={ctx.ui.importing}
              pullStores={pullStores}
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
              key={saved?.versionId ?? 'starter'}
              config={theme.storeConfig}
              apply={bind('applyConfig')}
            />
          </Tabs.Content>
        </div>
      </Tabs.Root>
    </aside>
  )
}
