// Renders one screen inside a memory router and a fake session, with placeholder pages at the
// places it may navigate to, so tests can see where it went.
import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { Theme } from '@radix-ui/themes'
import { SessionContext, type Session } from '../../src/lib/session'

export const DESTINATIONS = [
  '/',
  '/auth',
  '/editor',
  '/dashboard',
  '/dashboard/billing',
  '/shopify-connect',
  '/connect-shopify',
  '/help',
  '/documentation',
  '/training',
  '/contact',
  '/privacy',
  '/terms',
]

export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    mode: 'local',
    status: 'signed-out',
    user: null,
    signUp: async () => ({ status: 'signed-in' }),
    signIn: async () => undefined,
    signOut: async () => undefined,
    ...overrides,
  }
}

export function renderScreen(
  screen: () => ReactNode,
  { at = '/screen', session = fakeSession() }: { at?: string; session?: Session } = {},
) {
  const path = at.split(/[?#]/)[0]!
  const root = createRootRoute({ component: () => <Outlet /> })
  const main = createRoute({ getParentRoute: () => root, path, component: () => <>{screen()}</> })
  const others = DESTINATIONS.filter((destination) => destination !== path).map((destination) =>
    createRoute({
      getParentRoute: () => root,
      path: destination,
      component: () => <p data-testid="destination">{destination}</p>,
    }),
  )
  const router = createRouter({
    routeTree: root.addChildren([main, ...others]),
    history: createMemoryHistory({ initialEntries: [at] }),
  })
  const view = render(
    <Theme>
      <SessionContext.Provider value={session}>
        <RouterProvider router={router} />
      </SessionContext.Provider>
    </Theme>,
  )
  return { router, ...view }
}
