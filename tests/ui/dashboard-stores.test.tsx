import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MyStoresScreen } from '../../src/features/dashboard/MyStores'
import { StoreCard, type Store } from '../../src/features/dashboard/StoreCard'
import { RelativeTime, formatRelativeTime } from '../../src/components/RelativeTime'
import { FakeConvexClient, storeFixture, renderScreen } from './dashboard-support'

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)

const MINUTE = 60 * 1000

function store(overrides: Partial<Store> = {}): Store {
  return storeFixture({ updatedAt: Date.now() - 5 * MINUTE, pageCount: 3, ...overrides })
}

function renderCard(props: Partial<Parameters<typeof StoreCard>[0]> = {}) {
  const onDelete = vi.fn()
  renderScreen(
    <StoreCard store={store()} deleting={false} onDelete={onDelete} onChangeStatus={vi.fn()} {...props} />,
  )
  return { onDelete }
}

beforeEach(() => {
  toasts.toastError.mockReset()
  toasts.toastSuccess.mockReset()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('relative time', () => {
  const now = Date.parse('2026-03-10T12:00:00Z')
  it('says how long ago, in words', () => {
    expect(formatRelativeTime(now - 10 * 1000, now)).toBe('just now')
    expect(formatRelativeTime(now - 5 * MINUTE, now)).toBe('5 minutes ago')
    expect(formatRelativeTime(now - 1 * MINUTE, now)).toBe('1 minute ago')
    expect(formatRelativeTime(now - 3 * 60 * MINUTE, now)).toBe('3 hours ago')
    expect(formatRelativeTime(now - 24 * 60 * MINUTE, now)).toBe('yesterday')
    expect(formatRelativeTime(now - 3 * 24 * 60 * MINUTE, now)).toBe('3 days ago')
    expect(formatRelativeTime(now - 400 * 24 * 60 * MINUTE, now)).toBe('last year')
  })
})

describe('store card', () => {
  it('shows the store name, the shop domain, the page count and when it was updated', async () => {
    renderCard()
    const card = await screen.findByTestId('store-card')
    expect(within(card).getByText('Stride Footwear')).toBeTruthy()
    expect(within(card).getByText('stride.myshopify.com')).toBeTruthy()
    expect(within(card).getByText('3 pages')).toBeTruthy()
    expect(within(card).getByText('Updated 5 minutes ago')).toBeTruthy()
  })

  it('falls back to the shop domain when the store has no name', async () => {
    renderCard({ store: store({ storeName: undefined, pageCount: 1 }) })
    const card = await screen.findByTestId('store-card')
    expect(within(card).getAllByText('stride.myshopify.com')).toHaveLength(1)
    expect(within(card).getByText('1 page')).toBeTruthy()
  })

  it.each([
    ['active', 'Active', 'green'],
    ['disconnected', 'Disconnected', 'amber'],
    ['revoked', 'Revoked', 'red'],
  ] as const)('shows status %s as a %s badge in %s', async (status, label, color) => {
    renderCard({ store: store({ status }) })
    const badge = (await screen.findByText(label)).closest('[data-status]')!
    expect(badge.getAttribute('data-status')).toBe(status)
    expect(badge.getAttribute('data-accent-color')).toBe(color)
  })

  it('keeps the relative time up to date', () => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.parse('2026-03-10T12:00:00Z'))
    render(<RelativeTime timestamp={Date.now() - 2 * MINUTE} prefix="Updated" />)
    expect(screen.getByText('Updated 2 minutes ago')).toBeTruthy()
    act(() => void vi.advanceTimersByTime(3 * MINUTE))
    expect(screen.getByText('Updated 5 minutes ago')).toBeTruthy()
  })

  it('links Manage Pages to the project and opens the Shopify admin in a new tab', async () => {
    renderCard()
    const manage = await screen.findByRole('link', { name: 'Manage Pages' })
    expect(manage.getAttribute('href')).toBe('/projects/p1')
    const admin = screen.getByRole('link', { name: /Admin/ })
    expect(admin.getAttribute('href')).toBe('https://stride.myshopify.com/admin')
    expect(admin.getAttribute('target')).toBe('_blank')
    expect(admin.getAttribute('rel')).toContain('noopener')
  })

  it('shows a deleting state', async () => {
    renderCard({ deleting: true })
    const card = await screen.findByTestId('store-card')
    expect(card.getAttribute('aria-busy')).toBe('true')
    expect(within(card).getByText('Deleting…')).toBeTruthy()
  })
})

describe('My Stores', () => {
  it('shows skeletons while loading, then the empty state', async () => {
    const client = new FakeConvexClient()
    renderScreen(<MyStoresScreen />, { client })
    expect(await screen.findByRole('status', { name: 'Loading your stores' })).toBeTruthy()
    act(() => client.setQuery('projects:list', []))
    expect(await screen.findByText('No stores connected')).toBeTruthy()
    const first = screen.getByRole('link', { name: 'Connect Your First Store' })
    expect(first.getAttribute('href')).toBe('/connect-shopify')
    expect(screen.getByRole('link', { name: 'Connect Store' }).getAttribute('href')).toBe('/connect-shopify')
  })

  it('lists the stores live', async () => {
    const client = new FakeConvexClient()
    client.setQuery('projects:list', [store()])
    renderScreen(<MyStoresScreen />, { client })
    expect(await screen.findAllByTestId('store-card')).toHaveLength(1)
    act(() =>
      client.setQuery('projects:list', [store(), store({ _id: 'p2' as Store['_id'], storeName: 'Lumen' })]),
    )
    expect(await screen.findAllByTestId('store-card')).toHaveLength(2)
  })

  it("toasts 'Failed to load projects' when the list fails", async () => {
    const client = new FakeConvexClient()
    client.setQuery('projects:list', new Error('offline'))
    renderScreen(<MyStoresScreen />, { client })
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(toasts.toastError).toHaveBeenCalledWith('Failed to load projects')
  })

  it('deletes a store only after the Delete Project confirmation, showing it as deleting meanwhile', async () => {
    const client = new FakeConvexClient()
    client.setQuery('projects:list', [store()])
    let finish: () => void = () => undefined
    client.onCall('projects:remove', () => new Promise<void>((resolve) => (finish = resolve)))
    renderScreen(<MyStoresScreen />, { client })

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Stride Footwear' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete Project' })
    expect(dialog.textContent).toMatch(/all of its pages and data will be permanently removed/i)
    expect(dialog.textContent).toMatch(/cannot be undone/i)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(client.callsTo('projects:remove')).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Delete Stride Footwear' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Delete Project' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Project' }))
    await waitFor(() => expect(client.callsTo('projects:remove')).toEqual([{ projectId: 'p1' }]))
    expect(screen.getByTestId('store-card').getAttribute('aria-busy')).toBe('true')

    await act(async () => {
      client.setQuery('projects:list', [])
      finish()
    })
    await waitFor(() => expect(toasts.toastSuccess).toHaveBeenCalledWith('Project deleted successfully'))
    expect(await screen.findByText('No stores connected')).toBeTruthy()
  })

  it('says so when deleting fails, and the store stays', async () => {
    const client = new FakeConvexClient()
    client.setQuery('projects:list', [store()])
    client.onCall('projects:remove', () => Promise.reject(new Error('offline')))
    renderScreen(<MyStoresScreen />, { client })
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Stride Footwear' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Project' }),
    )
    await waitFor(() => expect(toasts.toastError).toHaveBeenCalledWith('Failed to delete project', undefined))
    expect(toasts.toastSuccess).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByTestId('store-card').getAttribute('aria-busy')).toBe('false'))
  })
})
