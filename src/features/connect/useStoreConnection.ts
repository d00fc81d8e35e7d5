// /shopify-success's work (SPEC.md sections 2 and 4): with the shop Shopify authorised and the
// callback's one-time connection code (SPEC's access_token: the code, never the shop's token),
// create (or find) the project holding the token, then award the store-connect credits; any
// failure sends the user back to /connect-shopify with SPEC's toast.
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useConvexAuth, useMutation } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import { toastError, toastSuccess } from '../../lib/toast'
import { useEnsureProfile } from '../auth/EnsureProfile'
import { SHOPIFY_CONNECTING_KEY } from './authorize'
import { browserStorage } from '../../lib/browser-storage'

export const CONNECT_STEPS = [
  'Validating store access',
  'Setting up your project',
  'Awarding bonus credits',
] as const

export const REDIRECT_DELAY_MS = 2000

export type ConnectionState =
  | { phase: 'processing'; step: 0 | 1 | 2 }
  | { phase: 'success'; projectId: Id<'projects'>; bonusGranted: boolean }
  | { phase: 'failed' }

export function useStoreConnection({
  shop,
  storeName,
  connection,
}: {
  shop?: string
  storeName?: string
  connection?: string
}): ConnectionState {
  const navigate = useNavigate()
  const { isAuthenticated } = useConvexAuth()
  const ensureProfile = useEnsureProfile()
  const createProject = useMutation(api.projects.create)
  const addCredits = useMutation(api.credits.add)
  const [state, setState] = useState<ConnectionState>({ phase: 'processing', step: 0 })
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    if (!shop || !connection) {
      started.current = true
      toastError('Error', 'Missing required shop information')
      void navigate({ href: '/connect-shopify', replace: true })
      return
    }
    // The mutations need the backend to know who is calling.
    if (!isAuthenticated) return
    started.current = true

    // Back from Shopify: the connection under way has ended here, whatever its outcome.
    browserStorage().removeItem(SHOPIFY_CONNECTING_KEY)
    void (async () => {
      try {
        await ensureProfile()
        setState({ phase: 'processing', step: 1 })
        const projectId = await createProject({
          shop,
          storeName: storeName || undefined,
          connectionCode: connection,
        })
        if (!projectId) throw new Error('No project')
        setState({ phase: 'processing', step: 2 })
        const bonusGranted = await addCredits({ projectId })
        setState({ phase: 'success', projectId, bonusGranted })
        if (bonusGranted) toastSuccess('Store Connected!', '5 free credits earned')
      } catch {
        setState({ phase: 'failed' })
        toastError('Connection Error', 'Failed to connect your Shopify store. Please try again.')
        void navigate({ href: '/connect-shopify', replace: true })
      }
    })()
  }, [shop, storeName, connection, isAuthenticated, ensureProfile, createProject, addCredits, navigate])

  useEffect(() => {
    if (state.phase !== 'success') return
    const timer = setTimeout(() => void navigate({ to: '/dashboard' }), REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [state.phase, navigate])

  return state
}
