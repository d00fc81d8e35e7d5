import { createContext, useContext, useEffect, useRef, useState } from 'react'
import { useConvexAuth, useMutation } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import { toastError } from '../../lib/toast'
import { useLiveQuery, type LiveQueryState } from '../../components/useLiveQuery'
import type { FunctionReturnType } from 'convex/server'

export type Profile = NonNullable<FunctionReturnType<typeof api.users.me>>

export type ProfileState = { status: 'loading' } | { status: 'ready'; profile: Profile } | { status: 'error' }

const PROFILE_ERROR = 'Failed to load user profile'

/**
 * The signed-in user's profile, created on first sight: users.ensure runs once, as soon as the
 * backend knows who is signed in (it is idempotent), and users.me keeps the balance live.
 */
export function useProfile(): ProfileState {
  const { isAuthenticated } = useConvexAuth()
  const ensure = useMutation(api.users.ensure)
  const started = useRef(false)
  const [ensureFailed, setEnsureFailed] = useState(false)
  const me: LiveQueryState<Profile | null> = useLiveQuery(
    api.users.me,
    isAuthenticated ? {} : 'skip',
    PROFILE_ERROR,
  )

  useEffect(() => {
    if (!isAuthenticated || started.current) return
    started.current = true
    ensure({}).catch((error: unknown) => {
      console.error(error)
      toastError(PROFILE_ERROR)
      setEnsureFailed(true)
    })
  }, [isAuthenticated, ensure])

  if (me.status === 'success' && me.data !== null) return { status: 'ready', profile: me.data }
  if (ensureFailed || me.status === 'error') return { status: 'error' }
  return { status: 'loading' }
}

/** The ready profile, for the screens inside the dashboard layout (which waits for it). */
export const ProfileContext = createContext<Profile | null>(null)

export function useReadyProfile(): Profile {
  const profile = useContext(ProfileContext)
  if (profile === null) throw new Error('useReadyProfile must be used inside the dashboard layout')
  return profile
}
