import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, waitFor } from '@testing-library/react'
import { forgetEnsuredProfile } from '../../src/features/auth/EnsureProfile'
import { SHOPIFY_CONNECTING_KEY } from '../../src/features/connect/authorize'
import { EmbeddedProvider } from '../../src/features/embedded/EmbeddedContext'
import { EmbeddedConnector } from '../../src/features/embedded/EmbeddedConnector'
import { fakeSession, renderScreen } from './auth-harness'
import { fakeBackend } from './connect-fake-backend'

vi.mock('convex/react', async () => (await import('./connect-fake-backend')).convexReactMock)
const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)

const SHOP = 'stride.myshopify.com'
const signedIn = fakeSession({ status: 'signed-in', user: { email: 'ann@shop.co' } })

const connected = (sessionToken: string, bonusGranted = true) => ({
  success: true,
  shop: SHOP,
  storeName: 'Stride',
  projectId: 'project-1',
  bonusGranted,
  error: null,
  retry: false,
  sessionToken,
})

beforeEach(() => {
  fakeBackend.reset()
  forgetEnsuredProfile()
  localStorage.clear()
  toasts.toastError.mockReset()
  toasts.toastSuccess.mockReset()
  fakeBackend.mutations.set('users:ensure', () => ({ credits: 5 }))
  delete (window as unknown as { shopify?: unknown }).shopify
})
afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

/** Opens the app at an address as the admin (or Shopify's return) would, at route `at`. */
function open(address: string, { at = '/', session = signedIn } = {}) {
  window.history.replaceState(null, '', address)
  return renderScreen(
    () => (
      <EmbeddedProvider>
        <EmbeddedConnector />
        <p>screen</p>
      </EmbeddedProvider>
    ),
    { at, session },
  )
}

describe('returning from Shopify with a session token', () => {
  it('with the connecting flag: clears it, adds the 5 credits and goes to /editor', async () => {
    localStorage.setItem(SHOPIFY_CONNECTING_KEY, 'true')
    fakeBackend.mutations.set('shopify:connectEmbedded', ({ sessionToken }) =>
      connected(String(sessionToken)),
    )
    const { router } = open(`/?shop=${SHOP}&host=aG9zdA&id_token=token-1`)

    await waitFor(() => expect(router.state.location.pathname).toBe('/editor'))
    expect(fakeBackend.callsTo('shopify:connectEmbedded')).toEqual([{ sessionToken: 'token-1' }])
    expect(fakeBackend.callsTo('users:ensure')).toHaveLength(1)
    expect(localStorage.getItem(SHOPIFY_CONNECTING_KEY)).toBeNull()
    expect(toasts.toastSuccess).toHaveBeenCalledWith('Store Connected!', '5 free credits earned')
    // The token left the address bar.
    expect(window.location.search).toBe(`?shop=${SHOP}&host=aG9zdA`)
  })

  it('without the flag (opened from the admin): links the store and stays where it is', async () => {
    fakeBackend.mutations.set('shopify:connectEmbedded', ({ sessionToken }) =>
      connected(String(sessionToken), false),
    )
    const { router } = open(`/?shop=${SHOP}&host=aG9zdA&id_token=token-1`, { at: '/dashboard' })
    await waitFor(() => expect(fakeBackend.callsTo('shopify:connectEmbedded')).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(toasts.toastSuccess).not.toHaveBeenCalled()
    expect(toasts.toastError).not.toHaveBeenCalled()
  })

  it('asks App Bridge for a fresh token once when the server says the first expired', async () => {
    const tokens = ['stale-token', 'fresh-token']
    ;(window as unknown as { shopify: unknown }).shopify = {
      idToken: vi.fn(async () => tokens.shift() ?? 'none'),
    }
    fakeBackend.mutations.set('shopify:connectEmbedded', ({ sessionToken }) =>
      sessionToken === 'fresh-token'
        ? connected('fresh-token')
        : {
            success: false,
            shop: null,
            storeName: null,
            projectId: null,
            bonusGranted: false,
            error: 'expired',
            retry: true,
          },
    )
    open(`/?shop=${SHOP}&host=aG9zdA&id_token=address-token`)
    await waitFor(() =>
      expect(fakeBackend.callsTo('shopify:connectEmbedded')).toEqual([
        { sessionToken: 'stale-token' },
        { sessionToken: 'fresh-token' },
      ]),
    )
    await waitFor(() =>
      expect(toasts.toastSuccess).toHaveBeenCalledWith('Store Connected!', '5 free credits earned'),
    )
  })

  it('says why when the store cannot be linked, clears the flag and stays', async () => {
    localStorage.setItem(SHOPIFY_CONNECTING_KEY, 'true')
    fakeBackend.mutations.set('shopify:connectEmbedded', () => ({
      success: false,
      shop: null,
      storeName: null,
      projectId: null,
      bonusGranted: false,
      error: 'Authentication failed',
      retry: false,
    }))
    const { router } = open(`/?shop=${SHOP}&host=aG9zdA&token=token-1`, { at: '/shopify-connect' })
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith('Connection Error', 'Authentication failed'),
    )
    expect(localStorage.getItem(SHOPIFY_CONNECTING_KEY)).toBeNull()
    expect(router.state.location.pathname).toBe('/shopify-connect')
  })

  it('waits for a signed-in user, and does nothing without a token in the address', async () => {
    fakeBackend.mutations.set('shopify:connectEmbedded', ({ sessionToken }) =>
      connected(String(sessionToken)),
    )
    open(`/?shop=${SHOP}&host=aG9zdA&id_token=token-1`, { session: fakeSession() })
    cleanup()
    open(`/?shop=${SHOP}&host=aG9zdA`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fakeBackend.callsTo('shopify:connectEmbedded')).toEqual([])
  })
})
