// The store's people: the owner invites and manages them, a member sees them and can leave.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ConvexError } from 'convex/values'
import type { FunctionReturnType } from 'convex/server'
import type { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { MembersPanel, deliveryNote, inviteLink } from '../../src/features/collaborators/MembersPanel'
import { FakeConvexClient, fakeSession, renderScreen } from './dashboard-support'

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)

type People = FunctionReturnType<typeof api.members.list>
const DAY = 24 * 60 * 60 * 1000
const projectId = 'p1' as Id<'projects'>
const TOKEN = 'ab'.repeat(32)

const owner = {
  userId: 'u1' as Id<'users'>,
  name: 'Maya Chen',
  initials: 'MC',
  email: 'maya@example.com',
  role: 'owner' as const,
  you: true,
}
const editor = {
  memberId: 'm1' as Id<'members'>,
  userId: 'u2' as Id<'users'>,
  name: 'Ana Ruiz',
  initials: 'AR',
  email: 'ana@example.com',
  role: 'editor' as const,
  you: false,
}
const invite = {
  inviteId: 'i1' as Id<'invites'>,
  email: 'sam@example.com',
  role: 'viewer' as const,
  expiresAt: Date.now() + 6 * DAY,
}

function ownerView(overrides: Partial<People> = {}): People {
  return { role: 'owner', members: [owner, editor], invites: [invite], ...overrides }
}

/** What a viewer (Ana, here) sees: the people, not the invitations. */
function viewerView(): People {
  return {
    role: 'viewer',
    members: [
      { ...owner, you: false },
      { ...editor, role: 'viewer', you: true },
    ],
    invites: [],
  }
}

function setup(people: People | Error | undefined, mode: 'local' | 'cloud' = 'local') {
  const client = new FakeConvexClient()
  client.setQuery('members:list', people)
  const result = renderScreen(<MembersPanel projectId={projectId} storeName="Stride Footwear" />, {
    client,
    session: fakeSession({ mode }),
    path: '/projects/p1',
  })
  return { ...result, client }
}

async function chooseOption(trigger: HTMLElement, label: string) {
  fireEvent.keyDown(trigger, { key: 'Enter' })
  fireEvent.click(await screen.findByRole('option', { name: label }))
}

beforeEach(() => {
  toasts.toastError.mockReset()
  toasts.toastSuccess.mockReset()
})
afterEach(cleanup)

/** The owner invites lee@example.com as an editor; the server answers the link's secret. */
async function inviteLee(client: FakeConvexClient) {
  client.onCall('members:invite', () => ({
    inviteId: 'i2',
    token: TOKEN,
    email: 'lee@example.com',
    role: 'editor',
    expiresAt: Date.now() + 7 * DAY,
  }))
  fireEvent.change(await screen.findByLabelText('Invite by email'), {
    target: { value: 'lee@example.com' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Invite' }))
}

describe('members panel, the owner', () => {
  it('lists the owner and members with name, email, role and "you", and the open invitations', async () => {
    setup(ownerView())
    const rows = await screen.findAllByTestId('member')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByText('Maya Chen')).toBeTruthy()
    expect(within(rows[0]!).getByText('maya@example.com')).toBeTruthy()
    expect(within(rows[0]!).getByText('you')).toBeTruthy()
    expect(within(rows[0]!).getByText('Owner')).toBeTruthy()
    expect(within(rows[1]!).getByText('Ana Ruiz')).toBeTruthy()
    expect(within(rows[1]!).queryByText('you')).toBeNull()
    expect(within(rows[1]!).getByRole('combobox', { name: 'Role of Ana Ruiz' }).textContent).toBe('Editor')
    // The owner's own row has no role select and no Remove.
    expect(within(rows[0]!).queryByRole('combobox')).toBeNull()
    expect(within(rows[0]!).queryByRole('button')).toBeNull()

    const open = screen.getByTestId('open-invite')
    expect(within(open).getByText('sam@example.com')).toBeTruthy()
    expect(within(open).getByText('Viewer')).toBeTruthy()
    expect(within(open).getByText('Expires in 6 days')).toBeTruthy()
  })

  it('invites an email as the chosen role and shows the link to send, in local mode', async () => {
    const { client } = setup(ownerView({ invites: [] }), 'local')
    client.onCall('members:invite', (args) => ({
      inviteId: 'i2',
      token: TOKEN,
      email: 'lee@example.com',
      role: args.role,
      expiresAt: Date.now() + 7 * DAY,
    }))
    const email = await screen.findByLabelText('Invite by email')
    fireEvent.change(email, { target: { value: 'Lee@Example.com' } })
    await chooseOption(screen.getByRole('combobox', { name: 'Role' }), 'Viewer')
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }))
    await waitFor(() =>
      expect(client.callsTo('members:invite')).toEqual([
        { projectId: 'p1', email: 'Lee@Example.com', role: 'viewer' },
      ]),
    )
    const box = await screen.findByTestId('invite-link')
    const link = within(box).getByLabelText('Invitation link for lee@example.com') as HTMLInputElement
    expect(link.value).toBe(`${window.location.origin}/invite/${TOKEN}`)
    expect(
      within(box).getByText('Local mode sends no email: send this link to lee@example.com.'),
    ).toBeTruthy()
    expect(within(box).getByRole('button', { name: 'Copy' })).toBeTruthy()
    expect((email as HTMLInputElement).value).toBe('')
  })

  it('in cloud mode, says the invited person also sees it on their dashboard', async () => {
    const { client } = setup(ownerView({ invites: [] }), 'cloud')
    await inviteLee(client)
    expect(
      await screen.findByText(
        'lee@example.com will see the invitation on their dashboard when they sign in with that address, or send them this link.',
      ),
    ).toBeTruthy()
  })

  it('copies the link', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { client } = setup(ownerView({ invites: [] }))
    await inviteLee(client)
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/invite/${TOKEN}`))
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy()
  })

  it('shows the server’s refusal inline, under the email, and no link', async () => {
    const { client } = setup(ownerView())
    client.onCall('members:invite', () => Promise.reject(new ConvexError('Enter a valid email address')))
    const email = await screen.findByLabelText('Invite by email')
    fireEvent.change(email, { target: { value: 'not-an-email' } })
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }))
    const error = await screen.findByRole('alert')
    expect(error.textContent).toBe('Enter a valid email address')
    expect(email.getAttribute('aria-describedby')).toBe(error.id)
    expect(screen.queryByTestId('invite-link')).toBeNull()
    expect((email as HTMLInputElement).value).toBe('not-an-email')
  })

  it('keeps Invite disabled until an email is typed', async () => {
    setup(ownerView())
    const button = await screen.findByRole('button', { name: 'Invite' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('Invite by email'), { target: { value: 'a@b.co' } })
    expect((button as HTMLButtonElement).disabled).toBe(false)
  })

  it('changes a member’s role with setRole', async () => {
    const { client } = setup(ownerView())
    await chooseOption(await screen.findByRole('combobox', { name: 'Role of Ana Ruiz' }), 'Viewer')
    await waitFor(() =>
      expect(client.callsTo('members:setRole')).toEqual([{ memberId: 'm1', role: 'viewer' }]),
    )
    await waitFor(() => expect(toasts.toastSuccess).toHaveBeenCalledWith('Ana Ruiz is now a viewer'))
  })

  it('removes a member only after the confirmation', async () => {
    const { client } = setup(ownerView())
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Ana Ruiz' }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove from store' })
    expect(dialog.textContent).toMatch(/Ana Ruiz/)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(client.callsTo('members:remove')).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Remove Ana Ruiz' }))
    dialog = await screen.findByRole('alertdialog', { name: 'Remove from store' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(client.callsTo('members:remove')).toEqual([{ memberId: 'm1' }]))
    await waitFor(() =>
      expect(toasts.toastSuccess).toHaveBeenCalledWith('Ana Ruiz was removed from Stride Footwear'),
    )
  })

  it('New link renews the invitation and shows the new link; Cancel cancels it', async () => {
    const { client } = setup(ownerView())
    const other = 'cd'.repeat(32)
    client.onCall('members:renewInvite', () => ({
      inviteId: 'i1',
      token: other,
      email: 'sam@example.com',
      role: 'viewer',
      expiresAt: Date.now() + 7 * DAY,
    }))
    fireEvent.click(await screen.findByRole('button', { name: 'New link for sam@example.com' }))
    await waitFor(() => expect(client.callsTo('members:renewInvite')).toEqual([{ inviteId: 'i1' }]))
    const link = (await screen.findByLabelText('Invitation link for sam@example.com')) as HTMLInputElement
    expect(link.value).toBe(inviteLink(other))

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the invitation for sam@example.com' }))
    await waitFor(() => expect(client.callsTo('members:cancelInvite')).toEqual([{ inviteId: 'i1' }]))
  })

  it('says so when nobody else is on the store yet', async () => {
    setup(ownerView({ members: [owner], invites: [] }))
    expect(await screen.findByText(/Nobody else is on this store yet/)).toBeTruthy()
  })
})

describe('members panel, a member', () => {
  it('a viewer sees the people read-only: no invite form, no role selects, no Remove, no invitations', async () => {
    setup(viewerView())
    const rows = await screen.findAllByTestId('member')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByText('Owner')).toBeTruthy()
    expect(within(rows[1]!).getByText('Viewer')).toBeTruthy()
    expect(within(rows[1]!).getByText('you')).toBeTruthy()
    expect(screen.queryByLabelText('Invite by email')).toBeNull()
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull()
    expect(screen.queryByTestId('open-invite')).toBeNull()
  })

  it('leaves the store after the confirmation, and goes to the dashboard', async () => {
    const { client, router } = setup(viewerView())
    fireEvent.click(await screen.findByRole('button', { name: 'Leave store' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave store' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave store' }))
    await waitFor(() => expect(client.callsTo('members:leave')).toEqual([{ projectId: 'p1' }]))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(toasts.toastSuccess).toHaveBeenCalledWith('You left Stride Footwear')
  })
})

describe('members panel, states', () => {
  it('shows a loading state, then the people', async () => {
    const { client } = setup(undefined)
    expect(await screen.findByRole('status', { name: 'Loading the people on this store' })).toBeTruthy()
    client.setQuery('members:list', ownerView())
    expect(await screen.findAllByTestId('member')).toHaveLength(2)
  })

  it('says so when the people cannot be loaded', async () => {
    setup(new Error('offline'))
    expect((await screen.findByRole('alert')).textContent).toMatch(/Failed to load the people on this store/)
  })
})

describe('invitation link texts', () => {
  it('builds the link from the origin and the token', () => {
    expect(inviteLink(TOKEN, 'https://vitrine.example')).toBe(`https://vitrine.example/invite/${TOKEN}`)
  })
  it('says how the invitation reaches the person, by mode', () => {
    expect(deliveryNote('local', 'a@b.co')).toBe('Local mode sends no email: send this link to a@b.co.')
    expect(deliveryNote('cloud', 'a@b.co')).toMatch(/^a@b\.co will see the invitation on their dashboard/)
  })
})
