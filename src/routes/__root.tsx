import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { Session } from '../lib/session'
import { NotFound } from '../components/NotFound'
import { EmbeddedConnector } from '../features/embedded/EmbeddedConnector'

export interface RouterContext {
  session: Session
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
})

function RootLayout() {
  return (
    <>
      <EmbeddedConnector />
      <Outlet />
    </>
  )
}
