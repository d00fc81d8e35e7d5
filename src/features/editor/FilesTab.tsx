import { memo, useMemo, useRef } from 'react'
import {
  Badge,
  Button,
  Card,
  DropdownMenu,
  Flex,
  Heading,
  SegmentedControl,
  Spinner,
  Text,
  Tooltip,
} from '@radix-ui/themes'
import {
  CircleAlert,
  CircleCheck,
  CloudDownload,
  Download,
  FileCode2,
  Filter,
  Folder,
  LocateFixed,
  RotateCcw,
  Save,
  TriangleAlert,
  Upload,
} from 'lucide-react'
import { CodeEditor } from './CodeEditor'
import { formatCharCount, groupThemeFiles, type FileGroup } from './files'
import {
  baselineOrigin,
  baselineSummary,
  countOffenses,
  offenseSummary,
  problemsByFile,
  problemsLabel,
  type BaselineSource,
  type FileProblems,
} from './theme-check'
import type { ThemeCheckState } from './useThemeCheck'
import type { BoundCommand } from './commands'
import type { PullStore } from './usePullLiveTheme'

export const NO_FILE_SELECTED = 'Select a file to view its code'

export interface FilesTabProps {
  /** the files as saved (the current version, or the starter) */
  files: Record<string, string>
  /** unsaved Code View edits, by path */
  drafts: Record<string, string>
  /** drafts of files that a newer version has changed since the edit began */
  staleDrafts?: string[]
  onDraftChange(path: string, text: string): void
  /** The registry's Revert: a file's draft goes, its saved text shows again. */
  revert: BoundCommand<(path: string) => void>
  /** The registry's Save (commands/, also Ctrl/Cmd+S): enabled with edits to save, for an editor, while nothing runs. */
  save: BoundCommand
  saving: boolean
  view: 'browser' | 'code'
  onViewChange(view: 'browser' | 'code'): void
  /**
   * The File Browser lists only the files with problems (in the editor's state, so the list is as
   * it was left when the merchant comes back from a file, and the download warning can turn it on).
   */
  problemsOnly: boolean
  onProblemsOnlyChange(problemsOnly: boolean): void
  selectedFile: string | null
  onOpenFile(path: string): void
  check: ThemeCheckState
  /**
   * Where the offenses `check` does not count as added come from: the theme as imported, or as
   * Vitrine generated it (null: nowhere, they are all new; absent: not known yet).
   */
  baselineSource?: BaselineSource | null
  /** The registry's Download ZIP (commands/): not enabled while a download is being made. */
  download: BoundCommand
  /** The registry's Import: a theme ZIP chosen by the user, saved as a new version. */
  importTheme: BoundCommand<(file: File) => unknown>
  importing: boolean
  /** connected stores whose live theme may be pulled as a new version; none hides the button */
  pullStores?: PullStore[]
  /** The registry's Pull live theme. */
  pull?: PullCommand
  pulling?: boolean
  /** A viewer of a shared store: files can be read and downloaded, not changed or imported. */
  readOnly?: boolean
}

export const PULL_LABEL = 'Pull live theme'

type PullCommand = BoundCommand<(projectId: PullStore['projectId']) => void>

/** "Pull live theme": one button for one store, a menu of stores for several. */
function PullButton({ stores, pull, pulling }: { stores: PullStore[]; pull: PullCommand; pulling: boolean }) {
  const icon = <CloudDownload className="size-4" aria-hidden />
  if (stores.length === 1) {
    const [store] = stores
    return (
      <Tooltip content={`Pull the published theme of ${store!.name} as a new version`}>
        <Button
          variant="soft"
          color="gray"
          onClick={() => pull.perform(store!.projectId)}
          disabled={!pull.enabled}
          loading={pulling}
        >
          {icon}
          {PULL_LABEL}
        </Button>
      </Tooltip>
    )
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger disabled={!pull.enabled}>
        <Button variant="soft" color="gray" loading={pulling}>
          {icon}
          {PULL_LABEL}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>Pull the published theme of</DropdownMenu.Label>
        {stores.map((store) => (
          <DropdownMenu.Item key={store.projectId} onSelect={() => pull.perform(store.projectId)}>
            {store.name}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

function CheckStatus({
  check,
  baselineSource,
}: {
  check: ThemeCheckState
  baselineSource?: BaselineSource | null
}) {
  if (check.status === 'idle') return null
  if (check.status === 'running')
    return (
      <Badge color="gray" variant="soft" data-testid="theme-check-status">
        <Spinner size="1" /> Theme Check…
      </Badge>
    )
  if (check.status === 'error')
    return (
      <Tooltip content={check.message}>
        <Badge color="gray" variant="soft" data-testid="theme-check-status">
          Theme Check unavailable
        </Badge>
      </Tooltip>
    )
  const counts = countOffenses(check.offenses)
  if (check.added === undefined) {
    const color = counts.errors > 0 ? 'red' : counts.warnings > 0 ? 'amber' : 'green'
    const Icon = counts.errors > 0 ? CircleAlert : counts.warnings > 0 ? TriangleAlert : CircleCheck
    return (
      <Badge color={color} variant="soft" data-testid="theme-check-status">
        <Icon className="size-3.5" aria-hidden />
        {offenseSummary(counts)}
      </Badge>
    )
  }
  // Against the saved theme: its own offenses (an imported Dawn has 12) are not the edit's.
  const added = countOffenses(check.added)
  const color = added.errors > 0 ? 'red' : check.offenses.length > 0 ? 'amber' : 'green'
  const Icon = added.errors > 0 ? CircleAlert : check.offenses.length > 0 ? TriangleAlert : CircleCheck
  const badge = (
    <Badge color={color} variant="soft" data-testid="theme-check-status">
      <Icon className="size-3.5" aria-hidden />
      {baselineSummary(check.offenses, check.added)}
    </Badge>
  )
  if (check.offenses.length === check.added.length) return badge
  const own = check.offenses.length - check.added.length
  const origin = baselineSource ? baselineOrigin(baselineSource) : 'before these edits'
  return (
    <Tooltip
      content={`${offenseSummary(counts)} in all; ${own} of them ${own === 1 ? 'was' : 'were'} in the theme ${origin}. Only errors edits add make the download ask first.`}
    >
      {badge}
    </Tooltip>
  )
}

export const FilesTab = memo(function FilesTab(props: FilesTabProps) {
  const { files, drafts, view, onViewChange, selectedFile, onOpenFile, check, download } = props
  const { importTheme, importing, pullStores = [], pull, pulling = false, readOnly = false } = props
  const importInput = useRef<HTMLInputElement>(null)
  const shown = useMemo(() => ({ ...files, ...drafts }), [files, drafts])
  const groups = useMemo(() => groupThemeFiles(shown), [shown])
  const fileCount = Object.keys(shown).length
  const dirty = Object.keys(drafts)
  return (
    <Card size="2">
      <Flex direction="column" gap="3">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <div>
            <Heading as="h2" size="3">
              Theme Files
            </Heading>
            <Flex align="center" gap="2" mt="1" wrap="wrap">
              <Text size="1" color="gray">
                {fileCount} {fileCount === 1 ? 'file' : 'files'}
              </Text>
              <CheckStatus check={check} baselineSource={props.baselineSource} />
            </Flex>
          </div>
          <Flex gap="2" wrap="wrap">
            {!readOnly && (
              <Tooltip content="Import a Shopify theme ZIP as a new version">
                <Button
                  variant="soft"
                  color="gray"
                  onClick={() => importInput.current?.click()}
                  disabled={!importTheme.enabled}
                  loading={importing}
                >
                  <Upload className="size-4" aria-hidden />
                  Import
                </Button>
              </Tooltip>
            )}
            {pull && pullStores.length > 0 && (
              <PullButton stores={pullStores} pull={pull} pulling={pulling} />
            )}
            <Button onClick={download.perform} loading={!download.enabled} variant="solid">
              <Download className="size-4" aria-hidden />
              {download.label}
            </Button>
          </Flex>
          <input
            ref={importInput}
            type="file"
            accept=".zip,application/zip"
            className="hidden"
            aria-label="Theme ZIP to import"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) importTheme.perform(file)
            }}
          />
        </Flex>
        {dirty.length > 0 && (
          <Text size="1" color="amber">
            {dirty.length} unsaved {dirty.length === 1 ? 'file' : 'files'} in Code View; the download has the
            saved theme.
          </Text>
        )}
        <SegmentedControl.Root
          value={view}
          onValueChange={(value) => onViewChange(value as 'browser' | 'code')}
          size="1"
          aria-label="Files view"
        >
          <SegmentedControl.Item value="browser">File Browser</SegmentedControl.Item>
          <SegmentedControl.Item value="code">Code View</SegmentedControl.Item>
        </SegmentedControl.Root>
        {view === 'browser' ? (
          <FileBrowser
            groups={groups}
            drafts={drafts}
            selectedFile={selectedFile}
            onOpenFile={onOpenFile}
            check={check}
            problemsOnly={props.problemsOnly}
            onProblemsOnlyChange={props.onProblemsOnlyChange}
          />
        ) : (
          <CodeView {...props} shown={shown} />
        )}
      </Flex>
    </Card>
  )
})

/** The first file of the list with errors edits added, else with errors, else with warnings. */
function firstProblem(groups: FileGroup[], problems: Map<string, FileProblems>): string | undefined {
  const paths = groups.flatMap((group) => group.files.map((file) => file.path))
  return (
    paths.find((path) => (problems.get(path)?.newErrors ?? 0) > 0) ??
    paths.find((path) => (problems.get(path)?.errors ?? 0) > 0) ??
    paths.find((path) => problems.has(path))
  )
}

/**
 * A file's (or a folder's) Theme Check marks: its errors in red, its warnings in amber, each
 * solid when edits added some of them.
 */
function ProblemMarks({ problems, testId }: { problems: FileProblems; testId: 'file' | 'folder' }) {
  return (
    <span className="flex shrink-0 items-center gap-1" title={problemsLabel(problems)}>
      {problems.errors > 0 && (
        <Badge
          size="1"
          color="red"
          variant={problems.newErrors > 0 ? 'solid' : 'soft'}
          data-testid={`${testId}-errors`}
          data-new={String(problems.newErrors > 0)}
        >
          <CircleAlert className="size-3" aria-hidden />
          {problems.errors}
        </Badge>
      )}
      {problems.warnings > 0 && (
        <Badge
          size="1"
          color="amber"
          variant={problems.newWarnings > 0 ? 'solid' : 'soft'}
          data-testid={`${testId}-warnings`}
          data-new={String(problems.newWarnings > 0)}
        >
          <TriangleAlert className="size-3" aria-hidden />
          {problems.warnings}
        </Badge>
      )}
    </span>
  )
}

function sumProblems(list: (FileProblems | undefined)[]): FileProblems {
  const total = { errors: 0, warnings: 0, newErrors: 0, newWarnings: 0 }
  for (const problems of list) {
    if (!problems) continue
    total.errors += problems.errors
    total.warnings += problems.warnings
    total.newErrors += problems.newErrors
    total.newWarnings += problems.newWarnings
  }
  return total
}

/**
 * The File Browser: the files by folder, each marked with its Theme Check errors and warnings
 * (the last check's while the next runs), the list narrowed to them on demand.
 */
function FileBrowser({
  groups,
  drafts,
  selectedFile,
  onOpenFile,
  check,
  problemsOnly,
  onProblemsOnlyChange,
}: Pick<FilesTabProps, 'drafts' | 'selectedFile' | 'onOpenFile' | 'check'> & {
  groups: FileGroup[]
  /** Whether the list shows only the files with problems. */
  problemsOnly: boolean
  onProblemsOnlyChange(problemsOnly: boolean): void
}) {
  const offenses =
    check.status === 'done' ? check.offenses : check.status === 'running' ? check.previous : undefined
  const added =
    check.status === 'done' ? check.added : check.status === 'running' ? check.previousAdded : undefined
  const problems = useMemo(() => problemsByFile(offenses ?? [], added), [offenses, added])
  // Files the check found problems in that the list still has (a check may be of older files).
  const listed = useMemo(
    () => groups.flatMap((group) => group.files.filter((file) => problems.has(file.path))).length,
    [groups, problems],
  )
  const filtering = problemsOnly && listed > 0
  const shownGroups = useMemo(
    () =>
      filtering
        ? groups
            .map((group) => ({ ...group, files: group.files.filter((file) => problems.has(file.path)) }))
            .filter((group) => group.files.length > 0)
        : groups,
    [filtering, groups, problems],
  )
  const first = listed > 0 ? firstProblem(groups, problems) : undefined
  const firstHasErrors = first !== undefined && (problems.get(first)?.errors ?? 0) > 0
  return (
    <Flex direction="column" gap="2">
      {listed > 0 && (
        <Flex align="center" justify="between" gap="2" wrap="wrap">
          <Text size="1" color="gray" data-testid="problem-files">
            {listed} {listed === 1 ? 'file' : 'files'} with problems
          </Text>
          <Flex gap="2">
            <Button
              size="1"
              variant={filtering ? 'solid' : 'soft'}
              color="gray"
              aria-pressed={filtering}
              onClick={() => onProblemsOnlyChange(!problemsOnly)}
            >
              <Filter className="size-3.5" aria-hidden />
              Problems only
            </Button>
            {first !== undefined && (
              <Button
                size="1"
                variant="soft"
                color={firstHasErrors ? 'red' : 'amber'}
                onClick={() => onOpenFile(first)}
              >
                <LocateFixed className="size-3.5" aria-hidden />
                First problem
              </Button>
            )}
          </Flex>
        </Flex>
      )}
      <nav aria-label="Theme files" className="-mx-1 max-h-[520px] overflow-y-auto">
        {shownGroups.map((group) => (
          <section key={group.folder} aria-label={group.folder} className="mb-3 last:mb-0">
            <Flex align="center" gap="2" px="1" py="1" className="sticky top-0 bg-[var(--color-panel-solid)]">
              <Folder className="size-4 text-[var(--accent-10)]" aria-hidden />
              <Text size="2" weight="bold">
                {group.folder}
              </Text>
              <Text size="1" color="gray">
                ({group.files.length})
              </Text>
              {group.files.some((file) => problems.has(file.path)) && (
                <ProblemMarks
                  problems={sumProblems(group.files.map((file) => problems.get(file.path)))}
                  testId="folder"
                />
              )}
            </Flex>
            <ul>
              {group.files.map((file) => {
                const fileProblems = problems.get(file.path)
                return (
                  <li key={file.path}>
                    <button
                      type="button"
                      onClick={() => onOpenFile(file.path)}
                      aria-label={fileProblems ? `${file.name}: ${problemsLabel(fileProblems)}` : undefined}
                      className={[
                        'flex w-full items-center gap-2 rounded-md py-1 pl-7 pr-2 text-left text-sm outline-none',
                        'hover:bg-[var(--gray-a3)] focus-visible:ring-2 focus-visible:ring-[var(--accent-8)]',
                        selectedFile === file.path ? 'bg-[var(--accent-a3)] text-[var(--accent-12)]' : '',
                      ].join(' ')}
                      data-path={file.path}
                    >
                      <span className="min-w-0 flex-1 truncate font-mono text-[12.5px]">
                        {file.name}
                        {drafts[file.path] !== undefined && (
                          <span className="text-[var(--amber-11)]"> •</span>
                        )}
                      </span>
                      {fileProblems && <ProblemMarks problems={fileProblems} testId="file" />}
                      <span className="shrink-0 text-xs tabular-nums text-[var(--gray-11)]">
                        {formatCharCount(file.chars)}
                      </span>
                    </button>
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </nav>
    </Flex>
  )
}

function CodeView({
  shown,
  files,
  drafts,
  staleDrafts = [],
  selectedFile,
  onDraftChange,
  revert,
  save,
  saving,
  check,
  readOnly = false,
}: FilesTabProps & { shown: Record<string, string> }) {
  const known =
    check.status === 'done' ? check.offenses : check.status === 'running' ? check.previous : undefined
  const fileOffenses = useMemo(
    () => (selectedFile === null || !known ? [] : known.filter((offense) => offense.file === selectedFile)),
    [known, selectedFile],
  )
  const added = useMemo(() => new Set(check.status === 'done' && check.added ? check.added : []), [check])
  if (selectedFile === null || shown[selectedFile] === undefined) {
    return (
      <Flex
        align="center"
        justify="center"
        direction="column"
        gap="2"
        className="h-[400px] rounded-md border border-dashed border-[var(--gray-a6)] bg-[var(--gray-a2)]"
      >
        <FileCode2 className="size-6 text-[var(--gray-9)]" aria-hidden />
        <Text size="2" color="gray">
          {NO_FILE_SELECTED}
        </Text>
      </Flex>
    )
  }
  const dirty = drafts[selectedFile] !== undefined
  const counts = countOffenses(fileOffenses)
  return (
    <Flex direction="column" gap="2">
      <Flex align="center" justify="between" gap="2" wrap="wrap">
        <Flex align="center" gap="2" className="min-w-0">
          <Text size="2" className="truncate font-mono" title={selectedFile}>
            {selectedFile}
          </Text>
          {dirty && (
            <Badge color="amber" variant="soft">
              Unsaved
            </Badge>
          )}
          {fileOffenses.length > 0 && (
            <Badge color={counts.errors > 0 ? 'red' : 'amber'} variant="soft" data-testid="file-offenses">
              {offenseSummary(counts)}
            </Badge>
          )}
        </Flex>
        <Flex gap="2" className={readOnly ? 'hidden' : undefined}>
          {dirty && (
            <Button
              size="1"
              variant="soft"
              color="gray"
              onClick={() => revert.perform(selectedFile)}
              disabled={!revert.enabled}
            >
              <RotateCcw className="size-3.5" aria-hidden />
              Revert
            </Button>
          )}
          <Tooltip content="Save as a new version (Ctrl+S / ⌘S)">
            <Button size="1" onClick={save.perform} disabled={!save.enabled} loading={saving}>
              <Save className="size-3.5" aria-hidden />
              Save
            </Button>
          </Tooltip>
        </Flex>
      </Flex>
      {staleDrafts.includes(selectedFile) && (
        <Text size="1" color="amber" role="status">
          A newer version changed this file since you started editing. Saving keeps your text; Revert shows
          the newer one.
        </Text>
      )}
      <CodeEditor
        key={`${selectedFile}:${readOnly}`}
        path={selectedFile}
        value={shown[selectedFile] ?? ''}
        onChange={(text) => onDraftChange(selectedFile, text)}
        offenses={fileOffenses}
        readOnly={readOnly}
      />
      {fileOffenses.length > 0 && (
        <ul className="max-h-40 space-y-1 overflow-y-auto text-xs" aria-label="Theme Check offenses">
          {fileOffenses.map((offense, index) => (
            <li key={index} className="flex gap-2">
              <Badge size="1" color={offense.severity === 'error' ? 'red' : 'amber'} variant="soft">
                {offense.line}:{offense.column}
              </Badge>
              {added.has(offense) && (
                <Badge size="1" color="red" variant="outline">
                  New
                </Badge>
              )}
              <span>
                {offense.message} <span className="text-[var(--gray-10)]">({offense.check})</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {files[selectedFile] === undefined && (
        <Text size="1" color="gray">
          New file.
        </Text>
      )}
    </Flex>
  )
}
