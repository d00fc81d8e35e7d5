import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import { DashboardLayout } from '../../src/features/dashboard/DashboardLayout'
import { useReadyProfile } from '../../src/features/dashboard/useProfile'
import { FakeConvexClient, renderScreen } from './dashboard-support'

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)

const PROFILE = { email: 'maya@example.com', createdAt: 0, credits: 5, lowCredits: false }
const FREE = {
  subscribed: false,
  subscriptionTier: null,
  subscriptionEnd: null,
  stripeConfigured: false,
  shopifyConfigured: false,
}

function Screen() {
  return <p>Credits on screen: {useReadyProfile().credits}</p>
}

function renderLayout(client: FakeConvexClient) {
  client.setQuery('billing:status', FREE)
  return renderScreen(
    <DashboardLayout>
      <Screen />
    </DashboardLayout>,
    { client, path: '/dashboard' },
  )
}

beforeEach(() => toasts.toastError.mockReset())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('dashboard layout', () => {
  it('creates the profile once, then shows the screen with the balance in the header', async () => {
    const client = new FakeConvexClient()
    let finish: () => void = () => undefined
    client.setQuery('users:me', null)
    client.onCall('users:ensure', () => new Promise((resolve) => (finish = () => resolve(PROFILE))))
    renderLayout(client)
    expect(await screen.findByRole('status', { name: 'Loading your profile' })).toBeTruthy()
    await waitFor(() => expect(client.callsTo('users:ensure')).toHaveLength(1))
    expect(screen.queryByText(/Credits on screen/)).toBeNull()
    await act(async () => {
      client.setQuery('users:me', PROFILE)
      finish()
    })
    expect(await screen.findByText('Credits on screen: 5')).toBeTruthy()
    expect(client.callsTo('users:ensure')).toHaveLength(1)
    expect(screen.getByTestId('credit-balance').textContent).toContain('5')
    expect(screen.getByRole('link', { name: 'Vitrine' }).getAttribute('href')).toBe('/dashboard')
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Get Credits/ })).toBeTruthy()
  })

  it('follows the balance live and marks it low below 5', async () => {
    const client = new FakeConvexClient()
    client.setQuery('users:me', PROFILE)
    renderLayout(client)
    expect((await screen.findByTestId('credit-balance')).dataset.low).toBe('false')
    act(() => client.setQuery('users:me', { ...PROFILE, credits: 4, lowCredits: true }))
    await waitFor(() => expect(screen.getByTestId('credit-balance').dataset.low).toBe('true'))
    expect(screen.getByText('Credits on screen: 4')).toBeTruthy()
  })

  it("toasts 'Failed to load user profile' when the profile cannot be created", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const client = new FakeConvexClient()
    client.setQuery('users:me', null)
    client.onCall('users:ensure', () => Promise.reject(new Error('offline')))
    renderLayout(client)
    await waitFor(() => expect(toasts.toastError).toHaveBeenCalledWith('Failed to load user profile'))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.queryByText(/Credits on screen/)).toBeNull()
  })
})
