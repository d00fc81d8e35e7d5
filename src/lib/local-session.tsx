import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { ConvexProviderWithAuth } from 'convex/react'
import { LocalConvexClient } from './local-client'
import { LOCAL_API, localWriteHeaders } from '../local-backend/protocol'
import { SessionContext, useSession, type Session, type SessionUser } from './session'
import { browserStorage } from './browser-storage'

/** SPEC.md's local storage key for the session. */
export const SESSION_STORAGE_KEY = 'session'

async function post(path: string, body: unknown, token?: string | null) {
  const response = await fetch(`${LOCAL_API}${path}`, {
    method: 'POST',
    headers: localWriteHeaders(token),
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as { token?: string; user?: SessionUser; error?: string }
  if (!response.ok) throw new Error(json.error ?? 'An unexpected error occurred')
  return json
}

function LocalSessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => browserStorage().getItem(SESSION_STORAGE_KEY))
  const [user, setUser] = useState<SessionUser | null>(null)
  const [loading, setLoading] = useState(token !== null)

  useEffect(() => {
    if (token === null) return
    let cancelled = false
    fetch(`${LOCAL_API}/auth/session`, { headers: { authorization: `Bearer ${token}` } })
      .then((response) => response.json() as Promise<{ user: SessionUser | null }>)
      .then(({ user }) => {
        if (cancelled) return
        if (user === null) {
          browserStorage().removeItem(SESSION_STORAGE_KEY)
          setToken(null)
        }
        setUser(user)
      })
      .catch(() => undefined)
      .finally(() => !cancelled && setLoading(false))
    return () => {
      cancelled = true
    }
  }, [token])

  const open = useCallback((next: { token?: string; user?: SessionUser }) => {
    if (!next.token || !next.user) throw new Error('An unexpected error occurred')
    browserStorage().setItem(SESSION_STORAGE_KEY, next.token)
    setToken(next.token)
    setUser(next.user)
    setLoading(false)
  }, [])

  const session = useMemo<Session>(
    () => ({
      mode: 'local',
      status: loading ? 'loading' : user !== null && token !== null ? 'signed-in' : 'signed-out',
      user,
      async signUp(email, password) {
        open(await post('/auth/sign-up', { email, password }))
        return { status: 'signed-in' }
      },
      async signIn(email, password) {
        open(await post('/auth/sign-in', { email, password }))
      },
      async signOut() {
        await post('/auth/sign-out', {}, token).catch(() => undefined)
        browserStorage().removeItem(SESSION_STORAGE_KEY)
        setToken(null)
        setUser(null)
      },
    }),
    [loading, user, token, open],
  )

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}

/** What ConvexProviderWithAuth asks of an auth provider, answered from the local session. */
function useLocalConvexAuth() {
  const session = useSession()
  const token = session.status === 'signed-in' ? browserStorage().getItem(SESSION_STORAGE_KEY) : null
  const fetchAccessToken = useCallback(async () => token, [token])
  return useMemo(
    () => ({
      isLoading: session.status === 'loading',
      isAuthenticated: session.status === 'signed-in',
      fetchAccessToken,
    }),
    [session.status, fetchAccessToken],
  )
}

const client = typeof window === 'undefined' ? null : new LocalConvexClient()

export function LocalBackendProvider({ children }: { children: ReactNode }) {
  if (client === null) throw new Error('Local mode runs in a browser')
  return (
    <LocalSessionProvider>
      <ConvexProviderWithAuth client={client as never} useAuth={useLocalConvexAuth}>
        {children}
      </ConvexProviderWithAuth>
    </LocalSessionProvider>
  )
}
