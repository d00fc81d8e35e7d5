// What the workspace puts in the editor's header (EditorFrame): the page's title, a way to its
// store; the version line; and the screen's actions: Save to store for a design in no store yet,
// who else is here, undo, redo and the history.
import { useMemo, type ComponentProps } from 'react'
import { Link } from '@tanstack/react-router'
import type { UsePaginatedQueryReturnType } from 'convex/react'
import type { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import { SaveToStoreButton } from '../projects/SaveToStoreDialog'
import { PresenceAvatars } from '../collaborators/PresenceAvatars'
import type { BoundCommand, CommandId, CommandRunners } from './commands'
import type { PageSummary, SavedTheme } from './commands/types'
import type { EditorRole } from './useCollaboration'
import { VersionControls, SOURCE_LABELS } from './VersionControls'

/** The page's title, linking to its store; none for the editor without a page (the frame's own). */
export function PageTitle({ page }: { page: PageSummary }) {
  return (
    <Link to="/projects/$projectId" params={{ projectId: page.projectId }} className="hover:underline">
      {page.title}
    </Link>
  )
}

/** "Version 2 of 5 · Visual edit", or what is shown before there is a version; and my role, if shared. */
export function versionLine(saved: SavedTheme | null, designing: boolean, role: EditorRole): string {
  const roleNote = role === 'viewer' ? ' · View only' : role === 'editor' ? ' · Shared with you' : ''
  if (saved === null)
    return (designing ? 'Your design · not saved yet' : 'Starter theme · not saved yet') + roleNote
  const source = SOURCE_LABELS[saved.source] ?? saved.source
  return `Version ${saved.number} of ${saved.versionCount} · ${source}${roleNote}`
}

export function EditorActions({
  designName,
  others,
  bind,
  history,
  saved,
  role,
  readOnly,
  myId,
}: {
  /** The design's name, for Save to store (a design in no store yet); none hides it. */
  designName: string | undefined
  others: ComponentProps<typeof PresenceAvatars>['others']
  bind<Id extends CommandId>(id: Id): BoundCommand<CommandRunners[Id]>
  history: UsePaginatedQueryReturnType<typeof api.themes.versions>
  saved: SavedTheme | null
  role: EditorRole
  readOnly: boolean
  myId: Id<'users'> | undefined
}) {
  const current = useMemo(
    () => (saved ? { number: saved.number, versionCount: saved.versionCount } : undefined),
    [saved],
  )
  const versions = history.status === 'LoadingFirstPage' ? undefined : history.results
  // A history with someone else in it names each version's author.
  const showAuthors = role !== 'owner' || (versions ?? []).some((v) => v.author && v.author.userId !== myId)
  return (
    <>
      {designName !== undefined && <SaveToStoreButton designName={designName} />}
      <PresenceAvatars others={others} />
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
  )
}
