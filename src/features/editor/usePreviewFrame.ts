// The preview's frame: the template it shows, its render (usePreview), and what the frame says
// back (scroll, a selection, a link followed). The selection's outline goes when the selection does.
import { useEffect, useMemo, useRef, type Dispatch } from 'react'
import { listTemplates } from '../../engine/preview'
import { templateForPageType, type PageType, type ThemeFiles } from '../../engine/model'
import type { EditorAction, EditorState } from './editor-state'
import { EDITOR_SOURCE, selectionFromMessage } from './preview-messages'
import { templateForHref } from './templates'
import { usePreview } from './usePreview'
import { usePreviewMessages } from './usePreviewMessages'

export function usePreviewFrame({
  files,
  waiting,
  page,
  state,
  dispatch,
}: {
  /** What the preview shows. */
  files: ThemeFiles
  /** Nothing of it can show yet (a newcomer's design on its way): the frame waits. */
  waiting: boolean
  page: { pageType: string } | null
  state: EditorState
  dispatch: Dispatch<EditorAction>
}) {
  const templates = useMemo(() => listTemplates(files), [files])
  const preferred = state.template ?? (page ? templateForPageType(page.pageType as PageType) : 'index')
  const template = templates.includes(preferred) ? preferred : (templates[0] ?? 'index')

  const scroll = useRef({ template: '', y: 0 })
  const frameRef = useRef<HTMLIFrameElement>(null)
  const preview = usePreview(waiting ? null : files, template, state.editMode, frameRef, (name) =>
    scroll.current.template === name ? scroll.current.y : 0,
  )

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

  return { frameRef, preview, template, templates }
}
