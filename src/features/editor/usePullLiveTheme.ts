// "Pull live theme" in the Files tab: the stores the editor may pull from (a page's own store, or
// any of my connected stores for the scratch theme), and the pull itself (shopifyPull.pullLiveTheme,
// which checks all of it again on the server) with its toasts. The new version arrives through
// themes.current like any other. When it may run is the pullTheme command's to say (commands/).
import { useMemo, useState } from 'react'
import { useAction } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import { useLiveQuery } from '../../components/useLiveQuery'
import { toastError, toastSuccess } from '../../lib/toast'
import { storeDisplayName } from '../dashboard/StoreCard'
import { readableError } from './load-errors'

export interface PullStore {
  projectId: Id<'projects'>
  name: string
}

export function usePullLiveTheme({
  pageId,
  pageProjectId,
}: {
  pageId?: Id<'pages'>
  pageProjectId?: Id<'projects'>
}) {
  const projects = useLiveQuery(api.projects.list, {})
  const pullLiveTheme = useAction(api.shopifyPull.pullLiveTheme)
  const [pulling, setPulling] = useState(false)
  const list = projects.status === 'success' ? projects.data : undefined
  const stores = useMemo<PullStore[]>(
    () =>
      (list ?? [])
        // The store's token is its owner's: members never pull.
        .filter((project) => project.role === 'owner' && project.connected && project.status === 'active')
        .filter((project) => pageId === undefined || project._id === pageProjectId)
        .map((project) => ({ projectId: project._id, name: storeDisplayName(project) })),
    [list, pageId, pageProjectId],
  )

  const pull = async (projectId: Id<'projects'>) => {
    setPulling(true)
    try {
      const result = await pullLiveTheme({ projectId, ...(pageId ? { pageId } : {}) })
      if (result.success) {
        const left =
          result.skipped > 0
            ? ` ${result.skipped} ${result.skipped === 1 ? 'file was' : 'files were'} left out; the Chat tab names them.`
            : ''
        toastSuccess(
          'Live theme pulled',
          `${result.themeName} from ${result.storeName} is now the current version.${left}`,
        )
      } else toastError('Pull failed', result.error)
    } catch (error) {
      toastError(
        'Pull failed',
        error instanceof Error ? readableError(error) : 'An unexpected error occurred',
      )
    } finally {
      setPulling(false)
    }
  }

  return { stores, pulling, pull }
}
