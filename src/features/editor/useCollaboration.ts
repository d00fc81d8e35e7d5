// The editor on a shared store: my role there (a viewer reads, an editor changes; made a viewer
// while here, I am told), who else is here, and what happens when someone else makes a version:
// I am told, and unsaved Code View edits I hold are never dropped for it — they can be saved on
// top of theirs, or discarded.
import { useEffect, useState } from 'react'
import type { FunctionReturnType } from 'convex/server'
import type { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import { toastSuccess } from '../../lib/toast'
import { usePresence } from '../collaborators/usePresence'
import { SOURCE_LABELS } from './VersionControls'

type Page = NonNullable<FunctionReturnType<typeof api.pages.get>>
type Current = NonNullable<FunctionReturnType<typeof api.themes.current>>
type Saved = FunctionReturnType<typeof api.themes.saveEdit>

export type EditorRole = Page['role']

/** A version someone else made while I held unsaved edits. */
export interface Conflict {
  name: string
  number: number
}

export function useCollaboration({
  page,
  saved,
  myId,
  hasDrafts,
  template,
  tab,
}: {
  page: Page | null
  saved: Pick<Current, 'versionId' | 'number' | 'source' | 'author'> | null
  myId: Id<'users'> | undefined
  hasDrafts: boolean
  template: string
  tab: string
}) {
  // The scratch editor (no page) is the user's own.
  const role: EditorRole = page?.role ?? 'owner'
  // The owner can change my role while I am here (pages.get is live): made a viewer, I am told so.
  const [shownRole, setShownRole] = useState(role)
  const [madeViewer, setMadeViewer] = useState(false)
  if (role !== shownRole) {
    setShownRole(role)
    setMadeViewer(role === 'viewer')
  }
  const { others, lost } = usePresence(page?.projectId, {
    ...(page ? { pageId: page._id } : {}),
    screen: 'editor',
    template,
    tab,
  })

  // Someone else's new version: mine (this tab or another of mine) needs no word, the
  // stale-draft marks cover my other tabs.
  const versionId = saved?.versionId
  const author = saved?.author
  const theirs = author != null && myId !== undefined && author.userId !== myId
  const [seen, setSeen] = useState(versionId)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const [news, setNews] = useState<{ name: string; number: number; source: string } | null>(null)
  if (saved && versionId !== seen) {
    setSeen(versionId)
    if (theirs && hasDrafts) setConflict({ name: author.name, number: saved.number })
    else if (theirs) setNews({ name: author.name, number: saved.number, source: saved.source })
  }
  // Saved or discarded: nothing is at stake any more.
  if (conflict !== null && !hasDrafts) setConflict(null)
  useEffect(() => {
    if (news === null) return
    toastSuccess(
      `${news.name} made version ${news.number}`,
      `${SOURCE_LABELS[news.source] ?? news.source}: the preview shows it now.`,
    )
  }, [news])

  /** What my save says when it went on top of someone else's newer version. */
  const afterSave = (result: Saved) => {
    const merged = result.merged
    if (merged === null || !merged.author || merged.author.userId === myId) return
    const replaced =
      merged.replaced.length === 0
        ? `Their changes are kept.`
        : `You both changed ${merged.replaced.join(', ')}: your text is kept there; theirs is version ${merged.over} in the history.`
    toastSuccess(`Saved on top of ${merged.author.name}'s version ${merged.over}`, replaced)
  }

  return {
    role,
    readOnly: role === 'viewer',
    /** my role became viewer while this editor was open */
    madeViewer,
    others,
    lost,
    conflict,
    afterSave,
  }
}
