import type { ReactNode } from 'react'
import { Navigate, useLocation } from '@tanstack/react-router'
import { Flex, Spinner } from '@radix-ui/themes'
import { useSession } from '../lib/session'

/**
 * Children only with a session: a spinner while it loads, /auth (and back here afterwards)
 * without one — also when the session ends while the screen is open.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession()
  const location = useLocation()
  if (session.status === 'loading') {
    return (
      <Flex align="center" justify="center" className="min-h-screen" role="status" aria-label="Loading">
        <Spinner size="3" />
      </Flex>
    )
  }
  if (session.status === 'signed-out') {
    return <Navigate to="/auth" search={{ redirect: location.href }} replace />
  }
  return <>{children}</>
}
