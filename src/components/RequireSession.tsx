import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { Flex, Spinner } from '@radix-ui/themes'
import { useSession } from '../lib/session'

function Loading() {
  return (
    <Flex align="center" justify="center" className="min-h-screen" role="status" aria-label="Loading">
      <Spinner size="3" />
    </Flex>
  )
}

/**
 * Children only with a session: a spinner while it loads, /auth (and back here afterwards)
 * without one — also when the session ends while the screen is open.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  // Where to come back to: the address while the session was still there. Navigating once per
  // sign-out matters: the address changes to /auth before this guard unmounts.
  const returnTo = useRef(location.href)
  useEffect(() => {
    if (session.status !== 'signed-out') returnTo.current = location.href
  }, [session.status, location.href])

  useEffect(() => {
    if (session.status !== 'signed-out') return
    void navigate({ to: '/auth', search: { redirect: returnTo.current }, replace: true })
  }, [session.status, navigate])

  if (session.status !== 'signed-in') return <Loading />
  return <>{children}</>
}
