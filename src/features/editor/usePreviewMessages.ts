// Messages from the sandboxed preview frame: only from our frame, only the shapes
// preview-messages.ts knows, each handed to the editor's handler for it. One listener for the
// screen's life, always calling the handlers of the latest render.
import { useEffect, useRef, type RefObject } from 'react'
import { parsePreviewMessage, type PreviewMessage } from './preview-messages'

type Of<T extends PreviewMessage['type']> = Extract<PreviewMessage, { type: T }>

export interface PreviewMessageHandlers {
  scroll(message: Of<'scroll'>): void
  select(message: Of<'select'>): void
  selectNone(): void
  /** The frame's document: ready, patched, showing an edit, or asking to be loaded again. */
  frame(message: Of<'ready' | 'patched' | 'shown' | 'reload'>): void
  navigate(message: Of<'navigate'>): void
}

export function usePreviewMessages(
  frameRef: RefObject<HTMLIFrameElement | null>,
  handlers: PreviewMessageHandlers,
): void {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = parsePreviewMessage(event, frameRef.current?.contentWindow)
      if (!message) return
      const on = latest.current
      switch (message.type) {
        case 'scroll':
          return on.scroll(message)
        case 'select':
          return on.select(message)
        case 'select-none':
          return on.selectNone()
        case 'ready':
        case 'patched':
        case 'shown':
        case 'reload':
          return on.frame(message)
        case 'navigate':
          return on.navigate(message)
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frameRef])
}
