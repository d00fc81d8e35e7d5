// The store page of a shared store: what each role may do there, who else is here, and losing it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ProjectPagesScreen, type Project } from '../../src/features/projects/ProjectPages'
import type { PageSummary } from '../../src/features/projects/PageCard'
import type { Id } from '../../convex/_generated/dataModel'
import { NO_LONGER_MEMBER } from '../../convex/model/constants'
import { FakeConvexClient, pageFixture, storeFixture, renderScreen } from './dashboard-support'

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)

const projectId = 'p1' as Id<'projects'>

function project(role: Project['role']): Project {
  const shared = role !== 'owner'
  return storeFixture({
    _id: projectId,
    updatedAt: Date.now(),
    pageCount: 1,
    role,
    shared,
    ownerName: shared ? 'Maya Chen' : null,
    memberCount: shared ? 0 : 1,
  })
}

const page: PageSummary = pageFixture({
  projectId,
  userPrompt: 'A bold summer homepage',
  updatedAt: Date.now(),
  hasGeneratedHtml: true,
})

function setup(role: Project['role'], { others = [] as unknown[] } = {}) {
  const client = new FakeConvexClient()
  client.setQuery('projects:get', project(role))
  client.setQuery('pages:list', [page])
  client.setQuery('presence:list', others)
  client.onCall('presence:heartbeat', () => ({ ok: true, role }))
  const result = renderScreen(<ProjectPagesScreen projectId={projectId} />, { client, path: '/projects/p1' })
  return { ...result, client }
}

beforeEach(() => {
  toasts.toastError.mockReset()
  toasts.toastSuccess.mockReset()
})
afterEach(cleanup)

describe('store page, by role', () => {
  it('a viewer opens and previews pages, and cannot create, edit or delete them', async () => {
    setup('viewer')
    const card = await screen.findByTestId('page-card')
    const open = within(card).getByRole('link', { name: 'Open' })
    expect(open.getAttribute('href')).toBe('/editor?pageId=g1')
    expect(within(card).getByRole('button', { name: 'Preview' })).toBeTruthy()
    expect(within(card).queryByRole('link', { name: 'Edit' })).toBeNull()
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Create Page' })).toBeNull()
    expect(screen.getByTestId('shared-with-me').textContent).toBe('Shared by Maya Chen · you are a viewer')
  })

  it('a viewer sees no way to create a page on an empty store', async () => {
    const { client } = setup('viewer')
    act(() => client.setQuery('pages:list', []))
    expect(await screen.findByText('No pages created yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Create/ })).toBeNull()
  })

  it('an editor creates and edits pages, and cannot delete them', async () => {
    setup('editor')
    const card = await screen.findByTestId('page-card')
    expect(within(card).getByRole('link', { name: 'Edit' })).toBeTruthy()
    expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Create Page' })).toBeTruthy()
    expect(screen.getByTestId('shared-with-me').textContent).toBe('Shared by Maya Chen · you are an editor')
  })

  it('the owner also deletes pages, shares the store, and is not told it is shared', async () => {
    setup('owner')
    const card = await screen.findByTestId('page-card')
    expect(within(card).getByRole('button', { name: 'Delete Summer Homepage' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Create Page' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy()
    expect(screen.queryByTestId('shared-with-me')).toBeNull()
  })

  it('Share opens the people panel; a member’s button says People', async () => {
    const { client } = setup('owner')
    client.setQuery('members:list', {
      role: 'owner',
      members: [
        {
          userId: 'u1',
          name: 'Maya Chen',
          initials: 'MC',
          email: 'maya@example.com',
          role: 'owner',
          you: true,
        },
      ],
      invites: [],
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }))
    const dialog = await screen.findByRole('dialog', { name: 'Share Stride Footwear' })
    expect(within(dialog).getByLabelText('Invite by email')).toBeTruthy()
    expect(within(dialog).getByText('Maya Chen')).toBeTruthy()
    cleanup()

    setup('editor')
    expect(await screen.findByRole('button', { name: 'People' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull()
  })
})

describe('store page, presence', () => {
  it('says this tab is on the pages screen, and shows who else is here', async () => {
    const { client } = setup('editor', {
      others: [{ userId: 'u1', name: 'Maya Chen', initials: 'MC', screen: 'pages' }],
    })
    const here = await screen.findByTestId('presence')
    expect(here.getAttribute('aria-label')).toBe('Also here: Maya Chen, on the pages screen')
    expect(within(here).getByText('MC')).toBeTruthy()
    await waitFor(() =>
      expect(client.callsTo('presence:heartbeat')[0]).toMatchObject({ projectId, screen: 'pages' }),
    )
  })

  it('shows nobody when I am alone', async () => {
    setup('owner')
    await screen.findByTestId('page-card')
    expect(screen.queryByTestId('presence')).toBeNull()
  })

  it('when the server refuses my tab (I was removed), says so with the way back', async () => {
    const client = new FakeConvexClient()
    client.setQuery('projects:get', project('editor'))
    client.setQuery('pages:list', [page])
    client.setQuery('presence:list', [])
    client.onCall('presence:heartbeat', () => ({ ok: false, error: NO_LONGER_MEMBER }))
    renderScreen(<ProjectPagesScreen projectId={projectId} />, { client, path: '/projects/p1' })
    const lost = await screen.findByTestId('lost-access')
    expect(lost.textContent).toContain(NO_LONGER_MEMBER)
    expect(within(lost).getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    )
    expect(screen.queryByTestId('page-card')).toBeNull()
  })

  it('when the store I had open is taken from me, says I no longer have access, not "not found"', async () => {
    const { client } = setup('viewer')
    await screen.findByTestId('page-card')
    act(() => client.setQuery('projects:get', null))
    expect((await screen.findByTestId('lost-access')).textContent).toContain(NO_LONGER_MEMBER)
    expect(screen.queryByText('Project not found')).toBeNull()
  })

  it('opening the address of a store I was removed from says I have no access, with the way back, and nothing of it', async () => {
    const client = new FakeConvexClient()
    client.setQuery('projects:get', null)
    client.setQuery('projects:access', 'denied')
    renderScreen(<ProjectPagesScreen projectId={projectId} />, { client, path: '/projects/p1' })
    const card = await screen.findByTestId('no-access')
    expect(within(card).getByRole('heading').textContent).toBe(NO_LONGER_MEMBER)
    expect(card.textContent).toMatch(/removed from this store, or it was not shared with you/)
    expect(within(card).getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    )
    expect(screen.queryByText('Project not found')).toBeNull()
    expect(client.callsTo('presence:heartbeat')).toHaveLength(0)
  })

  it('a store that is not there is simply not found', async () => {
    const client = new FakeConvexClient()
    client.setQuery('projects:get', null)
    client.setQuery('projects:access', 'missing')
    renderScreen(<ProjectPagesScreen projectId={projectId} />, { client, path: '/projects/p1' })
    expect(await screen.findByText('Project not found')).toBeTruthy()
    expect(screen.queryByTestId('lost-access')).toBeNull()
    expect(screen.queryByTestId('no-access')).toBeNull()
    expect(client.callsTo('presence:heartbeat')).toHaveLength(0)
  })
})
