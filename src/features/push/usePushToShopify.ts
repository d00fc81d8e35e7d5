// Pushing a page's current theme to its store (shopify.pushTheme), with the live progress of
// shopify.pushes. Calling push again after a failure resumes the same Shopify theme.
import { useAction, useQuery } from 'convex/react'
import { useState } from 'react'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'

export type PushOutcome = { themeName: string; themeUrl: string } | { error: string }

export function usePushToShopify(pageId: Id<'pages'> | undefined) {
  const push = useQuery(api.shopify.pushes, pageId ? { pageId } : 'skip')
  const pushTheme = useAction(api.shopify.pushTheme)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<PushOutcome | null>(null)

  async function start() {
    if (!pageId || busy) return
    setBusy(true)
    setOutcome(null)
    try {
      const result = await pushTheme({ pageId })
      setOutcome(
        result.success ? { themeName: result.themeName, themeUrl: result.themeUrl } : { error: result.error },
      )
    } catch {
      setOutcome({ error: 'An unexpected error occurred' })
    } finally {
      setBusy(false)
    }
  }

  const running = busy || push?.status === 'running'
  return {
    push: push ?? null,
    running,
    outcome,
    /** A failed push that can pick up where it stopped. */
    canRetry: !running && push?.status === 'failed',
    start,
  }
}
