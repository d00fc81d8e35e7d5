// Local mode when no Convex deployment is configured, cloud mode (Convex + Clerk) when it is.
import { Suspense, lazy, type ReactNode } from 'react'
import { Flex, Spinner } from '@radix-ui/themes'
import { LocalBackendProvider } from './local-session'

export const CONVEX_URL: string | undefined = import.meta.env.VITE_CONVEX_URL || undefined
export const IS_LOCAL_MODE = CONVEX_URL === undefined

// Clerk and the Convex cloud client load only in cloud mode, in their own chunk.
const CloudBackendProvider = lazy(() => import('./cloud-session'))

export function BackendProvider({ children }: { children: ReactNode }) {
  if (CONVEX_URL === undefined) return <LocalBackendProvider>{children}</LocalBackendProvider>
  return (
    <Suspense
      fallback={
        <Flex align="center" justify="center" className="min-h-screen" role="status" aria-label="Loading">
          <Spinner size="3" />
        </Flex>
      }
    >
      <CloudBackendProvider convexUrl={CONVEX_URL}>{children}</CloudBackendProvider>
    </Suspense>
  )
}
