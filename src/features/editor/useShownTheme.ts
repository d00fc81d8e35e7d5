// The theme the editor shows, and what its preview shows of it. The saved version; until the
// merchant has one, the starter (and the screen says so), unless their design is on its way from
// the landing page: with the composer it shows at once, before its job has even started, as the
// same draft the job will show; until then the preview waits for it, and never shows the starter.
import { startTransition, useMemo, useState } from 'react'
import { starterTheme } from '../../engine/compose'
import type { Theme, ThemeFiles } from '../../engine/model'
import { browserStorage } from '../../lib/browser-storage'
import type { Engine, JobDraft, PageSummary, SavedTheme } from './commands/types'
import { composedDraft, generationInput } from './compose-draft'
import { heldDesignRequest } from './design-request'

/** The editor's theme in the moment before the landing page's design is composed. */
const WAITING_THEME: Theme = {
  files: {},
  explanation: '',
  storeConfig: { name: 'Your store', tagline: '', primaryColor: '#000000', categories: [] },
}

export function useShownTheme({
  saved,
  page,
  engine,
  pending,
}: {
  saved: SavedTheme | null
  page: PageSummary | null
  engine: Engine | null
  /** An edit shown ahead of the server (editor-state's `pending`). */
  pending: { files: ThemeFiles } | null
}) {
  // The design described on the landing page, waiting for this editor (submitted 500 ms after it
  // opens).
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

  // A composer job's theme, shown while the job checks and saves it, until a newer version is
  // current (the saved one, whose contents are then already here) or the job fails.
  const [draft, setDraft] = useState<JobDraft | null>(null)
  if (draft && draft.over !== versionId) setDraft(null)
  const previewFiles = pending?.files ?? draft?.files ?? startingDraft?.files ?? theme.files
  // Their design is on its way and nothing of it can show yet: the preview waits, without the starter.
  const awaitingDesign =
    isStarter &&
    starting !== null &&
    (previewFiles === WAITING_THEME.files || previewFiles === starter?.files)
  // The store the preview's address names: the one shown (the starter names none of its own).
  const storeName = draft
    ? draft.name
    : startingDraft
      ? startingDraft.storeConfig.name
      : isStarter
        ? undefined
        : theme.storeConfig.name

  return {
    starting,
    /**
     * Its generation has ended (saved, refused or failed): it waits no longer. A transition, as the
     * job's draft is set in one: the two show together, never the starter between them.
     */
    settleStarting: () => startTransition(() => setStarting(null)),
    startingDraft,
    isStarter,
    theme,
    versionId,
    draft,
    setDraft,
    previewFiles,
    awaitingDesign,
    storeName,
  }
}
