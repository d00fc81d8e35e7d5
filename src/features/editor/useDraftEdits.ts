// Unsaved Code View edits: each file's new text, with the text it had when its edit began, so an
// edit made stale by a newer version (another tab, undo, a generation) can be shown as such.
import { useCallback, useMemo, useState } from 'react'

type DraftEdits = Record<string, { text: string; base: string | undefined }>

export interface Drafts {
  /** path -> unsaved text */
  drafts: Record<string, string>
  /** Paths whose file a newer version has changed since the edit began. */
  staleDrafts: string[]
  hasDrafts: boolean
  change(path: string, text: string): void
  revert(path: string): void
  clear(): void
}

export function useDraftEdits(files: Record<string, string>): Drafts {
  const [edits, setEdits] = useState<DraftEdits>({})
  const drafts = useMemo(
    () => Object.fromEntries(Object.entries(edits).map(([path, draft]) => [path, draft.text])),
    [edits],
  )
  const staleDrafts = useMemo(
    () => Object.keys(edits).filter((path) => edits[path]?.base !== files[path]),
    [edits, files],
  )
  // An edit back to the text it started from is no edit.
  const change = useCallback(
    (path: string, text: string) =>
      setEdits((current) => {
        const next = { ...current }
        const base = path in current ? current[path]!.base : files[path]
        if (text === base) delete next[path]
        else next[path] = { text, base }
        return next
      }),
    [files],
  )
  const revert = useCallback(
    (path: string) =>
      setEdits((current) => {
        const next = { ...current }
        delete next[path]
        return next
      }),
    [],
  )
  const clear = useCallback(() => setEdits({}), [])
  return { drafts, staleDrafts, hasDrafts: Object.keys(drafts).length > 0, change, revert, clear }
}
