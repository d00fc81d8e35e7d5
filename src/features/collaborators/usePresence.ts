// This tab's presence on a store's screens, and who else is there, live. The tab says where it
// is at once, whenever that changes, and every PRESENCE_HEARTBEAT_MS; it says it left when it
// unmounts or the page is hidden for good. A refused heartbeat means the person lost the store.
import { useEffect, useRef, useState } from 'react'
import { useMutation } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import { isPresenceTab, PRESENCE_HEARTBEAT_MS, presenceTemplateOf } from '../../../convex/model/constants'
import { useLiveQuery } from '../../components/useLiveQuery'

export interface PresenceWhere {
  pageId?: Id<'pages'>
  screen: 'pages' | 'editor'
  /** The template's name ('product.alternate'): its kind is what is sent. */
  template?: string
  tab?: string
}

export type Here = NonNullable<ReturnType<typeof useOthers>>[number]

function newSessionId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

function useOthers(projectId: Id<'projects'> | undefined) {
  const others = useLiveQuery(api.presence.list, projectId ? { projectId } : 'skip')
  return others.status === 'success' ? others.data : undefined
}

/**
 * Announces this tab on the store (nothing without a store: the scratch editor) and answers the
 * others there, and `lost` once the server refuses the tab (removed from the store).
 */
export function usePresence(projectId: Id<'projects'> | undefined, where: PresenceWhere) {
  const heartbeat = useMutation(api.presence.heartbeat)
  const leave = useMutation(api.presence.leave)
  const [sessionId] = useState(newSessionId)
  const [lost, setLost] = useState<string | null>(null)
  const { pageId, screen, template, tab } = where
  const latest = useRef({ projectId, pageId, screen, template, tab })
  useEffect(() => {
    latest.current = { projectId, pageId, screen, template, tab }
  })

  useEffect(() => {
    if (!projectId) return
    let stopped = false
    const beat = () => {
      const now = latest.current
      if (!now.projectId) return
      // The others see the kind of template (a product template, not its file's name) and the
      // editor's tab: the server takes nothing else.
      const template = now.template === undefined ? undefined : presenceTemplateOf(now.template)
      heartbeat({
        projectId: now.projectId,
        sessionId,
        screen: now.screen,
        ...(now.pageId ? { pageId: now.pageId } : {}),
        ...(template ? { template } : {}),
        ...(now.tab !== undefined && isPresenceTab(now.tab) ? { tab: now.tab } : {}),
      })
        .then((result) => {
          if (!stopped) setLost(result.ok ? null : result.error)
        })
        // A heartbeat lost to the network is sent again on the next beat.
        .catch(() => undefined)
    }
    beat()
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
    // Where the tab is goes out at once when it changes (and the interval starts again).
  }, [projectId, pageId, screen, template, tab, heartbeat, sessionId])

  useEffect(() => {
    if (!projectId) return
    const gone = () => void leave({ sessionId }).catch(() => undefined)
    window.addEventListener('pagehide', gone)
    return () => {
      window.removeEventListener('pagehide', gone)
      gone()
    }
  }, [projectId, leave, sessionId])

  return { others: useOthers(projectId), lost }
}
