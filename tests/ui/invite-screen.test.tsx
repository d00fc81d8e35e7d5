// /invite/$token: what the link offers, by the invitation's status, and accepting it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { ConvexError } from 'convex/values'
import { InviteScreen, type InvitationView } from '../../src/features/collaborators/InviteScreen'
import {
  INVITE_EXPIRED,
  INVITE_NOT_FOUND,
  INVITE_UNVERIFIED,
  INVITE_USED,
  inviteWrongEmail,
} from '../../convex/model/constants'
import { FakeConvexClient, fakeSession, invitationFixture, renderScreen } from './dashboard-support'

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)

const TOKEN = 'a'.repeat(64)

const invitation = invitationFixture

function setup(value: InvitationView | null | Error | undefined) {
  const client = new FakeConvexClient()
  client.setQuery('members:invitation', value)
  return renderScreen(<InviteScreen token={TOKEN} />, { client, path: `/invite/${TOKEN}` })
}

beforeEach(() => {
  toasts.toastError.mockReset()
  toasts.toastSuccess.mockReset()
})
afterEach(cleanup)

describe('invite screen', () => {
  it('shows a loading state, then the store, the role and who invited', async () => {
    const { client } = setup(undefined)
    expect(await screen.findByRole('status', { name: 'Loading the invitation' })).toBeTruthy()
    client.setQuery('members:invitation', invitation())
    expect(await screen.findByRole('heading', { name: 'Northwind Tea' })).toBeTruthy()
    expect(screen.getByText('Sam Lee invited maya@example.com to')).toBeTruthy()
    expect(screen.getByText('Editor')).toBeTruthy()
    expect(screen.getByText(/You are invited as an editor/)).toBeTruthy()
    expect(screen.getByText(/This invitation expires in 6 days/)).toBeTruthy()
  })

  it('asks the server with the link’s token', async () => {
    const client = new FakeConvexClient()
    const asked: unknown[] = []
    client.setQuery('members:invitation', (args: Record<string, unknown>) => {
      asked.push(args)
      return invitation()
    })
    renderScreen(<InviteScreen token={TOKEN} />, { client, path: `/invite/${TOKEN}` })
    await screen.findByRole('heading', { name: 'Northwind Tea' })
    expect(asked).toContainEqual({ token: TOKEN })
  })

  it('open: Accept joins with the token, then opens the store with a toast', async () => {
    const { client, router } = setup(invitation())
    client.onCall('members:accept', () => ({ projectId: 'p9', role: 'editor' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    await waitFor(() => expect(client.callsTo('members:accept')).toEqual([{ token: TOKEN }]))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p9'))
    expect(toasts.toastSuccess).toHaveBeenCalledWith('You joined Northwind Tea')
  })

  it('open: a refused Accept shows the server’s reason and stays', async () => {
    const { client, router } = setup(invitation())
    client.onCall('members:accept', () => Promise.reject(new ConvexError(INVITE_EXPIRED)))
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    expect((await screen.findByRole('alert')).textContent).toBe(INVITE_EXPIRED)
    expect(router.state.location.pathname).toBe(`/invite/${TOKEN}`)
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeTruthy()
  })

  it('member: says I am on the store already and opens it', async () => {
    setup(invitation({ status: 'member' }))
    expect(await screen.findByText('You’re already on this store.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open store' }).getAttribute('href')).toBe('/projects/p9')
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull()
  })

  it.each([
    ['expired', INVITE_EXPIRED],
    ['used', INVITE_USED],
    ['wrong_email', inviteWrongEmail('maya@example.com')],
    ['unverified', INVITE_UNVERIFIED],
  ] as const)('%s: explains why, in the server’s words, with a way back', async (status, text) => {
    setup(invitation({ status }))
    expect((await screen.findByRole('alert')).textContent).toBe(text)
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard')
  })

  it('wrong email: names the address the invitation is for', async () => {
    setup(invitation({ status: 'wrong_email', email: 'ana@example.com' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This invitation is for ana@example.com.',
    )
  })

  it('wrong email: signs out and goes to sign in, which comes back to the link', async () => {
    const signOut = vi.fn(async () => undefined)
    const client = new FakeConvexClient()
    client.setQuery('members:invitation', invitation({ status: 'wrong_email', email: 'ana@example.com' }))
    const { router } = renderScreen(<InviteScreen token={TOKEN} />, {
      client,
      path: `/invite/${TOKEN}`,
      session: fakeSession({ signOut }),
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in as ana@example.com' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(signOut).toHaveBeenCalledOnce()
    expect(router.state.location.search).toEqual({ redirect: `/invite/${TOKEN}` })
  })

  it('not found: says the invitation does not exist, with a way back', async () => {
    setup(null)
    expect(await screen.findByRole('heading', { name: 'Invitation not found' })).toBeTruthy()
    expect(screen.getByText(INVITE_NOT_FOUND)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe('/dashboard')
  })

  it('says so when the invitation cannot be loaded', async () => {
    setup(new Error('offline'))
    expect((await screen.findByRole('alert')).textContent).toMatch(/Failed to load the invitation/)
  })
})
