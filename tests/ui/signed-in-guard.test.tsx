import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { Theme } from '@radix-ui/themes'
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router'
import { routeTree } from '../../src/routeTree.gen'
import { SessionContext, type Session } from '../../src/lib/session'
import { ConvexProviderWithAuth } from 'convex/react'
import { FakeConvexClient, fakeSession } from './dashboard-support'

const SIGNED_OUT = { isLoading: false, isAuthenticated: false, fetchAccessToken: async () => null }
const useNoAuth = () => SIGNED_OUT

afterEach(cleanup)

function open(at: string, session: Session) {
  const router = createRouter({
    routeTree,
    context: { session },
    history: createMemoryHistory({ initialEntries: [at] }),
  })
  render(
    <Theme>
      <SessionContext.Provider value={session}>
        <ConvexProviderWithAuth client={new FakeConvexClient() as never} useAuth={useNoAuth}>
          <RouterProvider router={router} context={{ session }} />
        </ConvexProviderWithAuth>
      </SessionContext.Provider>
    </Theme>,
  )
  return router
}

describe('the signed-in layout', () => {
  it.each([
    '/dashboard',
    '/dashboard/billing',
    '/projects/p1',
    '/editor?prompt=shoes',
    '/shopify-connect',
    '/success',
    `/invite/${'0f'.repeat(32)}`,
  ])('sends a visitor without a session from %s to /auth, and back there afterwards', async (at) => {
    const router = open(at, fakeSession({ status: 'signed-out', user: null }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(router.state.location.search).toMatchObject({ redirect: at })
  })

  it('shows a spinner while the session loads, and leaves the address alone', async () => {
    const router = open('/dashboard', fakeSession({ status: 'loading', user: null }))
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('goes to /auth when the session ends while a screen is open', async () => {
    const router = open('/success', fakeSession({ status: 'loading', user: null }))
    await screen.findByRole('status', { name: 'Loading' })
    router.update({
      ...router.options,
      context: { session: fakeSession({ status: 'signed-out', user: null }) },
    })
    await router.invalidate()
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(router.state.location.search).toMatchObject({ redirect: '/success' })
  })

  it('lets public pages open without a session', async () => {
    const router = open('/help', fakeSession({ status: 'signed-out', user: null }))
    await waitFor(() => expect(router.state.status).toBe('idle'))
    expect(router.state.location.pathname).toBe('/help')
  })
})
