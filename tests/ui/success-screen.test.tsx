import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { forgetEnsuredProfile } from '../../src/features/auth/EnsureProfile'
import { ShopifySuccess } from '../../src/features/connect/ShopifySuccess'
import { REDIRECT_DELAY_MS } from '../../src/features/connect/useStoreConnection'
import { fakeSession, renderScreen } from './auth-harness'
import { fakeBackend } from './connect-fake-backend'

vi.mock('convex/react', async () => (await import('./connect-fake-backend')).convexReactMock)
const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)

const session = fakeSession({ status: 'signed-in', user: { email: 'ann@shop.co' } })

beforeEach(() => {
  fakeBackend.reset()
  forgetEnsuredProfile()
  toasts.toastError.mockReset()
  toasts.toastSuccess.mockReset()
  fakeBackend.mutations.set('users:ensure', () => ({ credits: 5 }))
})
afterEach(cleanup)

const CODE = 'c0de'.repeat(16)

function show(search: { shop?: string; storeName?: string; connection?: string }) {
  return renderScreen(() => <ShopifySuccess {...search} />, { at: '/shopify-success', session })
}

describe('/shopify-success', () => {
  it.each([
    ['a shop', { connection: CODE }],
    ['the connection code', { shop: 'stride.myshopify.com' }],
  ])('without %s: the Error toast, then /connect-shopify, and nothing is created', async (_, search) => {
    const { router } = show(search)
    await waitFor(() => expect(router.state.location.pathname).toBe('/connect-shopify'))
    expect(toasts.toastError).toHaveBeenCalledWith('Error', 'Missing required shop information')
    expect(fakeBackend.callsTo('projects:create')).toEqual([])
  })

  it('shows Connecting Store... with its three steps while it works', async () => {
    fakeBackend.mutations.set('projects:create', () => new Promise(() => undefined))
    show({ shop: 'stride.myshopify.com', connection: CODE })
    expect(await screen.findByRole('heading', { name: 'Connecting Store...' })).toBeTruthy()
    for (const step of ['Validating store access', 'Setting up your project', 'Awarding bonus credits']) {
      expect(screen.getByText(step)).toBeTruthy()
    }
    await waitFor(() => expect(fakeBackend.callsTo('projects:create')).toHaveLength(1))
  })

  it('waits until the backend knows who is signed in', async () => {
    fakeBackend.auth = { isAuthenticated: false, isLoading: true }
    show({ shop: 'stride.myshopify.com', connection: CODE })
    await screen.findByRole('heading', { name: 'Connecting Store...' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fakeBackend.calls).toEqual([])
  })

  it('creates the project, awards the credits, says so, and goes to the dashboard after 2 s', async () => {
    fakeBackend.mutations.set('projects:create', () => 'project-1')
    fakeBackend.mutations.set('credits:add', () => true)
    const { router } = show({ shop: 'stride.myshopify.com', storeName: 'Stride Shoes', connection: CODE })
    expect(await screen.findByRole('heading', { name: 'Store Connected!' })).toBeTruthy()
    const shownAt = Date.now()
    expect(screen.getByText('Stride Shoes')).toBeTruthy()
    expect(screen.getByText('+5 Free Credits Awarded!')).toBeTruthy()
    expect(screen.getByText('Redirecting to your dashboard...')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard')
    expect(fakeBackend.callsTo('users:ensure')).toHaveLength(1)
    expect(fakeBackend.callsTo('projects:create')).toEqual([
      { shop: 'stride.myshopify.com', storeName: 'Stride Shoes', connectionCode: CODE },
    ])
    expect(fakeBackend.callsTo('credits:add')).toEqual([{ projectId: 'project-1' }])
    expect(toasts.toastSuccess).toHaveBeenCalledWith('Store Connected!', '5 free credits earned')

    expect(router.state.location.pathname).toBe('/shopify-success')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), {
      timeout: REDIRECT_DELAY_MS + 1500,
    })
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS - 100)
  })

  it('says no new credits apply when the store had its bonus before', async () => {
    fakeBackend.mutations.set('projects:create', () => 'project-1')
    fakeBackend.mutations.set('credits:add', () => false)
    fakeBackend.queries.set('projects:get', { connected: true })
    show({ shop: 'stride.myshopify.com', connection: CODE })
    expect(await screen.findByRole('heading', { name: 'Store Connected!' })).toBeTruthy()
    expect(screen.getByText('stride.myshopify.com')).toBeTruthy()
    expect(screen.queryByText('+5 Free Credits Awarded!')).toBeNull()
    expect(await screen.findByText(/This store was connected before, so no new credits apply/)).toBeTruthy()
    expect(toasts.toastSuccess).not.toHaveBeenCalled()
  })

  it('does not claim a connection Shopify never authorised', async () => {
    fakeBackend.mutations.set('projects:create', () => 'project-1')
    fakeBackend.mutations.set('credits:add', () => false)
    fakeBackend.queries.set('projects:get', { connected: false })
    show({ shop: 'stride.myshopify.com', connection: CODE })
    expect(await screen.findByRole('heading', { name: 'Store added' })).toBeTruthy()
    expect(screen.getByText(/Shopify has not authorised Vitrine for this store yet/)).toBeTruthy()
  })

  it.each([
    ['returns nothing', () => null],
    [
      'throws',
      () => {
        throw new Error('boom')
      },
    ],
  ])('when project creation %s: the Connection Error toast, then /connect-shopify', async (_, create) => {
    fakeBackend.mutations.set('projects:create', create)
    const { router } = show({ shop: 'stride.myshopify.com', connection: CODE })
    await waitFor(() => expect(router.state.location.pathname).toBe('/connect-shopify'))
    expect(toasts.toastError).toHaveBeenCalledWith(
      'Connection Error',
      'Failed to connect your Shopify store. Please try again.',
    )
    expect(fakeBackend.callsTo('credits:add')).toEqual([])
  })
})
