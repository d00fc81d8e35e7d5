// My Stores with stores shared with me: the shared card, leaving, and my open invitations.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ConvexError } from 'convex/values'
import { MyStoresScreen } from '../../src/features/dashboard/MyStores'
import { YourPages } from '../../src/features/dashboard/YourPages'
import { SaveToStoreDialog } from '../../src/features/projects/SaveToStoreDialog'
import type { Store } from '../../src/features/dashboard/StoreCard'
import type { Invitation } from '../../src/features/dashboard/StoreInvitations'
import { FakeConvexClient, invitationFixture, storeFixture, renderScreen } from './dashboard-support'

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)

function store(overrides: Partial<Store> = {}): Store {
  return storeFixture(overrides)
}

const sharedStore = store({
  _id: 'p2' as Store['_id'],
  userId: 'u2' as Store['userId'],
  shopDomain: 'lumen.myshopify.com',
  storeName: 'Lumen Candles',
  role: 'editor',
  shared: true,
  ownerName: 'Ana Ruiz',
})

function invitation(overrides: Partial<Invitation> = {}): Invitation {
  return invitationFixture({ role: 'viewer', ...overrides })
}

function setup({ stores = [store(), sharedStore], invitations = [] as Invitation[] } = {}) {
  const client = new FakeConvexClient()
  client.setQuery('projects:list', stores)
  client.setQuery('members:invitations', { page: invitations, continueCursor: null })
  client.setQuery('pages:recent', [])
  client.setQuery('themes:current', null)
  return renderScreen(<MyStoresScreen />, { client, path: '/dashboard' })
}

async function cardOf(name: string) {
  const cards = await screen.findAllByTestId('store-card')
  const card = cards.find((item) => within(item).queryByText(name) !== null)
  if (!card) throw new Error(`no card for ${name}`)
  return card
}

beforeEach(() => {
  toasts.toastError.mockReset()
  toasts.toastSuccess.mockReset()
})
afterEach(cleanup)

describe('a store shared with me', () => {
  it('says who shared it and my role, as a badge', async () => {
    setup()
    const card = await cardOf('Lumen Candles')
    expect(within(card).getByText('Shared by Ana Ruiz')).toBeTruthy()
    const badge = within(card).getByText('Editor')
    expect(badge.closest('[data-role]')?.getAttribute('data-role')).toBe('editor')
    // My own store is not marked shared.
    const mine = await cardOf('Stride Footwear')
    expect(within(mine).queryByTestId('shared-by')).toBeNull()
  })

  it('my own store shared with others says with how many', async () => {
    setup({ stores: [store({ memberCount: 2 })] })
    const card = await cardOf('Stride Footwear')
    expect(within(card).getByTestId('shared-with').textContent).toBe('Shared with 2 people')
    cleanup()
    setup({ stores: [store()] })
    expect(within(await cardOf('Stride Footwear')).queryByTestId('shared-with')).toBeNull()
  })

  it('a viewer is badged Viewer', async () => {
    setup({ stores: [{ ...sharedStore, role: 'viewer' }] })
    const card = await cardOf('Lumen Candles')
    expect(within(card).getByText('Viewer')).toBeTruthy()
  })

  it('has no delete and no status menu: those are the owner’s', async () => {
    setup()
    const card = await cardOf('Lumen Candles')
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull()
    expect(within(card).queryByRole('button', { name: 'Store settings' })).toBeNull()
    expect(within(card).getByRole('link', { name: 'Manage Pages' }).getAttribute('href')).toBe('/projects/p2')
    const mine = await cardOf('Stride Footwear')
    expect(within(mine).getByRole('button', { name: 'Delete Stride Footwear' })).toBeTruthy()
    expect(within(mine).queryByRole('button', { name: /Leave/ })).toBeNull()
  })

  it('leaves the store after the confirmation, with a toast', async () => {
    const { client } = setup()
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Lumen Candles' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Leave store' })
    expect(dialog.textContent).toMatch(/no longer see the store or its pages/)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(client.callsTo('members:leave')).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Leave Lumen Candles' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Leave store' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave store' }))
    await waitFor(() => expect(client.callsTo('members:leave')).toEqual([{ projectId: 'p2' }]))
    await waitFor(() => expect(toasts.toastSuccess).toHaveBeenCalledWith('You left Lumen Candles'))
    expect(client.callsTo('projects:remove')).toHaveLength(0)
  })

  it('says so when leaving fails', async () => {
    const { client } = setup()
    client.onCall('members:leave', () => Promise.reject(new ConvexError('Project not found')))
    fireEvent.click(await screen.findByRole('button', { name: 'Leave Lumen Candles' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave store' }),
    )
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith('Failed to leave the store', 'Project not found'),
    )
  })
})

describe('my invitations', () => {
  it('are not shown when there are none', async () => {
    setup()
    await screen.findAllByTestId('store-card')
    expect(screen.queryByRole('heading', { name: 'Invitations' })).toBeNull()
    expect(screen.queryByTestId('invitation')).toBeNull()
  })

  it('show above the stores: the store, the role and who invited me', async () => {
    setup({
      invitations: [
        invitation(),
        invitation({
          inviteId: 'i2' as Invitation['inviteId'],
          storeName: 'Oak & Ash',
          role: 'editor',
          invitedBy: 'Kim',
        }),
      ],
    })
    const rows = await screen.findAllByTestId('invitation')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByText('Northwind Tea')).toBeTruthy()
    expect(within(rows[0]!).getByText('Viewer')).toBeTruthy()
    expect(rows[0]!.textContent).toMatch(/Sam Lee invited you as a viewer/)
    expect(rows[1]!.textContent).toMatch(/Kim invited you as an editor/)
    // Above the list of stores.
    const firstCard = screen.getAllByTestId('store-card')[0]!
    expect(rows[0]!.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('Accept joins the store and opens its page', async () => {
    const { client, router } = setup({ invitations: [invitation()] })
    client.onCall('members:accept', () => ({ projectId: 'p9', role: 'viewer' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation to Northwind Tea' }))
    await waitFor(() => expect(client.callsTo('members:accept')).toEqual([{ inviteId: 'i1' }]))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p9'))
    expect(toasts.toastSuccess).toHaveBeenCalledWith('You joined Northwind Tea')
  })

  it('says why when accepting fails, and stays', async () => {
    const { client, router } = setup({ invitations: [invitation()] })
    client.onCall('members:accept', () =>
      Promise.reject(new ConvexError('This invitation has expired. Ask the store’s owner for a new one.')),
    )
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the invitation to Northwind Tea' }))
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith(
        'Failed to accept the invitation',
        'This invitation has expired. Ask the store’s owner for a new one.',
      ),
    )
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('disappear live once there are none', async () => {
    const { client } = setup({ invitations: [invitation()] })
    expect(await screen.findByTestId('invitation')).toBeTruthy()
    act(() => client.setQuery('members:invitations', { page: [], continueCursor: null }))
    await waitFor(() => expect(screen.queryByTestId('invitation')).toBeNull())
  })

  it('a long list shows a page, then the next ones on demand: none is hidden', async () => {
    const pages: Record<string, { page: Invitation[]; continueCursor: string | null }> = {
      first: {
        page: [invitation({ storeName: 'Northwind Tea', invitedBy: 'Sam Lee' })],
        continueCursor: 'c1',
      },
      c1: {
        page: [invitation({ inviteId: 'i2' as Invitation['inviteId'], storeName: 'Second Shop' })],
        continueCursor: 'c2',
      },
      c2: {
        page: [invitation({ inviteId: 'i3' as Invitation['inviteId'], storeName: 'Third Shop' })],
        continueCursor: null,
      },
    }
    const { client } = setup()
    act(() =>
      client.setQuery('members:invitations', (args: { cursor?: string }) => pages[args.cursor ?? 'first']),
    )
    expect(await screen.findAllByTestId('invitation')).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Show more invitations' }))
    await waitFor(() => expect(screen.getAllByTestId('invitation')).toHaveLength(2))
    expect(screen.getAllByTestId('invitation')[1]!.textContent).toContain('Second Shop')
    fireEvent.click(screen.getByRole('button', { name: 'Show more invitations' }))
    await waitFor(() => expect(screen.getAllByTestId('invitation')).toHaveLength(3))
    const stores = ['Northwind Tea', 'Second Shop', 'Third Shop']
    const shown = screen
      .getAllByTestId('invitation')
      .map((row) => stores.find((name) => row.textContent?.includes(name)))
    expect(shown).toEqual(stores)
    // The end: nothing more to show.
    expect(screen.queryByRole('button', { name: 'Show more invitations' })).toBeNull()
    // Accepting one from a later page joins that store.
    client.onCall('members:accept', () => ({ projectId: 'p9', role: 'editor' }))
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation to Third Shop' }))
    await waitFor(() => expect(client.callsTo('members:accept')).toEqual([{ inviteId: 'i3' }]))
  })
})

describe('pages of stores shared with me', () => {
  const recent = (role: Store['role'], title: string) => ({
    _id: `pg-${role}`,
    _creationTime: 0,
    projectId: 'p2',
    userId: 'u2',
    title,
    pageType: 'homepage',
    userPrompt: 'A page',
    status: 'draft',
    updatedAt: Date.now(),
    hasGeneratedHtml: false,
    storeName: 'Lumen Candles',
    versionCount: 1,
    role,
  })

  it('Your Pages offers a viewer Open, and an editor Edit', async () => {
    const client = new FakeConvexClient()
    client.setQuery('pages:recent', [recent('viewer', 'Viewed page'), recent('editor', 'Edited page')])
    client.setQuery('themes:current', null)
    renderScreen(<YourPages />, { client })
    const [viewed, edited] = await screen.findAllByTestId('recent-page')
    expect(within(viewed!).getByRole('link', { name: 'Open' }).getAttribute('href')).toBe(
      '/editor?pageId=pg-viewer',
    )
    expect(within(viewed!).queryByRole('link', { name: 'Edit' })).toBeNull()
    expect(within(edited!).getByRole('link', { name: 'Edit' })).toBeTruthy()
  })

  it('Save to a store offers my stores and those I edit, not those I only view', async () => {
    const client = new FakeConvexClient()
    client.setQuery('projects:list', [
      store(),
      sharedStore,
      { ...sharedStore, _id: 'p3' as Store['_id'], storeName: 'Viewed Store', role: 'viewer' },
    ])
    renderScreen(<SaveToStoreDialog open onOpenChange={() => undefined} designName="Harbor" />, { client })
    const trigger = await screen.findByRole('combobox', { name: 'Store' })
    fireEvent.keyDown(trigger, { key: 'Enter' })
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(options).toEqual(['Stride Footwear', 'Lumen Candles'])
  })
})
