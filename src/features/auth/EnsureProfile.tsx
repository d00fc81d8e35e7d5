// users.ensure, once per signed-in user: creates the profile (with the 5 sign-up credits) the
// first time someone is seen. Screens that need the profile before acting await useEnsureProfile().
import { useCallback, useEffect } from 'react'
import { useConvexAuth, useMutation } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import { useSession } from '../../lib/session'
import { toastError } from '../../lib/toast'

let ensured: { email: string; promise: Promise<void> } | null = null

/** Forgets which profile was ensured (sign-out, and between tests). */
export function forgetEnsuredProfile(): void {
  ensured = null
}

/**
 * A function that resolves once the signed-in user's profile exists; the call to the backend
 * happens at most once per user (a failed call is tried again next time).
 */
export function useEnsureProfile(): () => Promise<void> {
  const ensure = useMutation(api.users.ensure)
  const session = useSession()
  const email = session.user?.email ?? ''
  return useCallback(() => {
    if (ensured === null || ensured.email !== email) {
      const promise = ensure({}).then(() => undefined)
      const entry = { email, promise }
      ensured = entry
      promise.catch(() => {
        if (ensured === entry) ensured = null
      })
    }
    return ensured.promise
  }, [ensure, email])
}

/** Mount wherever signed-in screens render; does nothing for visitors. */
export function EnsureProfile() {
  const session = useSession()
  const { isAuthenticated } = useConvexAuth()
  const ensureProfile = useEnsureProfile()
  const signedIn = session.status === 'signed-in' && isAuthenticated

  useEffect(() => {
    if (session.status === 'signed-out') forgetEnsuredProfile()
  }, [session.status])

  useEffect(() => {
    if (!signedIn) return
    ensureProfile().catch(() => toastError('Failed to load user profile'))
  }, [signedIn, ensureProfile])

  return null
}
