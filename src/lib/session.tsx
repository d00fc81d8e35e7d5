// Who is signed in, as the screens see it. Local mode implements it over the local backend's
// accounts; cloud mode over Clerk. Screens use useSession() and never know which.
import { createContext, useContext } from 'react'

export interface SessionUser {
  email: string
  /** Whether the identity provider has verified the email; local accounts never are. */
  emailVerified?: boolean
}

export type SignUpResult = { status: 'signed-in' } | { status: 'confirm-email' }

export interface Session {
  mode: 'local' | 'cloud'
  status: 'loading' | 'signed-in' | 'signed-out'
  user: SessionUser | null
  signUp(email: string, password: string): Promise<SignUpResult>
  signIn(email: string, password: string): Promise<void>
  signOut(): Promise<void>
}

export const SessionContext = createContext<Session | null>(null)

export function useSession(): Session {
  const session = useContext(SessionContext)
  if (session === null) throw new Error('useSession must be used inside a session provider')
  return session
}
