// Opened from the Shopify admin (or sent back by it) with a session token: once the user is
// signed in, the server verifies the token, exchanges it for the shop's offline token and links
// the shop to the user (shopify.connectEmbedded). SPEC.md section 4: when the connecting flag is
// set, it is cleared, the 5 credits are added (once per shop, by the server) and the user goes
// on to /editor.
import { useEffect, useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useAction, useConvexAuth } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import type { EmbeddedConnectResult } from '../../../convex/shopify'
import { useSession } from '../../lib/session'
import { toastError, toastSuccess } from '../../lib/toast'
import { useEnsureProfile } from '../auth/EnsureProfile'
import { SHOPIFY_CONNECTING_KEY } from '../connect/authorize'
import { useEmbedded } from './EmbeddedContext'
import { browserStorage } from '../../lib/browser-storage'

type Connect = (args: { sessionToken: string }) => Promise<EmbeddedConnectResult>

/** Connects with a session token; an expired one is swapped once for a fresh one. */
export async function connectWithSessionToken(
  connect: Connect,
  getSessionToken: () => Promise<string | null>,
): Promise<EmbeddedConnectResult | null> {
  const token = await getSessionToken()
  if (!token) return null
  const result = await connect({ sessionToken: token })
  if (result.success || !result.retry) return result
  const fresh = await getSessionToken()
  return fresh && fresh !== token ? await connect({ sessionToken: fresh }) : result
}

/** Mounted once inside the router; does nothing without a session token in the address. */
export function EmbeddedConnector() {
  const { accessToken, getSessionToken } = useEmbedded()
  const session = useSession()
  const { isAuthenticated } = useConvexAuth()
  const connect = useAction(api.shopify.connectEmbedded)
  const ensureProfile = useEnsureProfile()
  const navigate = useNavigate()
  const started = useRef(false)
  const signedIn = session.status === 'signed-in' && isAuthenticated

  useEffect(() => {
    if (accessToken === null || !signedIn || started.current) return
    started.current = true
    const connecting = browserStorage().getItem(SHOPIFY_CONNECTING_KEY) !== null
    void (async () => {
      let result: EmbeddedConnectResult | null
      try {
        await ensureProfile()
        result = await connectWithSessionToken(connect, getSessionToken)
      } catch {
        result = null
      }
      if (connecting) browserStorage().removeItem(SHOPIFY_CONNECTING_KEY)
      if (result === null || !result.success) {
        toastError(
          'Connection Error',
          result?.error ?? 'Failed to connect your Shopify store. Please try again.',
        )
        return
      }
      if (result.bonusGranted) toastSuccess('Store Connected!', '5 free credits earned')
      if (connecting) await navigate({ to: '/editor' })
    })()
  }, [accessToken, signedIn, connect, ensureProfile, getSessionToken, navigate])

  return null
}
