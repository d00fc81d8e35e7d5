// What the workspace's own tasks are doing, which commands set and the panes show: the prompt
// being sent, the refinement running, a download or an import under way, the download warning,
// and a generation being started (EditorContext's `ui`, but for the job's draft).
import { useRef, useState } from 'react'
import type { QuickRefinement } from '../../engine/refine'
import type { DownloadConfirmation, EditorContext } from './commands/types'

export function useWorkspaceTasks() {
  const [pendingPrompt, setPendingPrompt] = useState<string | null>(null)
  const [refining, setRefining] = useState<QuickRefinement | 'custom' | null>(null)
  const [downloading, setDownloading] = useState(false)
  const [importing, setImporting] = useState(false)
  const [confirmDownload, setConfirmDownload] = useState<DownloadConfirmation | null>(null)
  const generating = useRef(false)
  const ui: Omit<EditorContext['ui'], 'setDraft'> = {
    downloading,
    setDownloading,
    importing,
    setImporting,
    setConfirmDownload,
    setRefining,
    setPendingPrompt,
    generating,
  }
  return { ui, pendingPrompt, refining, confirmDownload }
}
