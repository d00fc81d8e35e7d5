// Local mode when no Convex deployment is configured, cloud mode (Convex + Clerk) when it is.
import type { ReactNode } from 'react'
import { LocalBackendProvider } from './local-session'

export const CONVEX_URL: string | undefined = import.meta.env.VITE_CONVEX_URL || undefined
export const IS_LOCAL_MODE = CONVEX_URL === undefined

export function BackendProvider({ children }: { children: ReactNode }) {
  if (IS_LOCAL_MODE) return <LocalBackendProvider>{children}</LocalBackendProvider>
  throw new Error('Cloud mode (VITE_CONVEX_URL) needs the Clerk session provider, which is not wired yet.')
}
