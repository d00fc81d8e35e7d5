// The editor when my role on a shared store changes under me (issue 26, item 9): made a viewer
// while editing, the edit UI goes and I am told why; removed from the store, or opening its
// page's address afterwards, I am told I no longer have access, with the way back, and nothing
// of the store. convex/react is replaced by a small fake whose query results each test sets
// (and changes, as a live query would), as in editor-harness.tsx.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { PREVIEW_SOURCE } from '../../src/features/editor/preview-messages'
import { NO_LONGER_MEMBER } from '../../convex/model/constants'
import { backend, manifest, renderInTheme, resetBackend, starter } from './editor-harness'

vi.mock('convex/react', async () => (await import('./editor-harness')).convexReactMock)
vi.mock('../../src/lib/toast', async () => (await import('./editor-harness')).toasts)
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Link: (await import('./editor-harness')).FakeLink,
}))

const { EditorScreen } = await import('../../src/features/editor/EditorScreen')

const bo = { userId: 'u2', name: 'Bo', initials: 'BO' }
const savedTheme = {
  themeId: 't1',
  versionId: 'v2',
  number: 2,
  versionCount: 2,
  canUndo: true,
  canRedo: false,
  source: 'refinement',
  manifest,
  explanation: 'Built Stride Shoe Co.',
  storeConfig: starter.storeConfig,
  createdAt: Date.now(),
  author: bo,
}
const sharedPage = (role: 'editor' | 'viewer') => ({
  _id: 'p1',
  projectId: 'j1',
  userId: 'owner',
  title: 'Summer home',
  pageType: 'homepage',
  userPrompt: 'A bright summer homepage for Stride',
  status: 'draft',
  hasGeneratedHtml: true,
  updatedAt: 0,
  role,
})
const heading = {
  source: PREVIEW_SOURCE,
  type: 'select',
  target: { section: 'hero', block: 'heading_1', setting: 'heading', kind: 'text' },
  section: 'hero',
  tag: 'H1',
  text: 'SUMMER COLLECTION',
  color: 'rgba(0, 0, 0, 0)',
  bounds: { x: 10, y: 10, width: 400, height: 60 },
}

function show() {
  return renderInTheme(<EditorScreen pageId="p1" />)
}

function post(source: unknown, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source: source as Window }))
  })
}

/** The store's page taken from me: what the live queries answer once I was removed. */
function removeMe() {
  act(() => {
    backend.set('pages:access', 'denied')
    backend.set('pages:get', null)
    backend.set(
      'themes:current',
      new Error('[CONVEX Q(themes:current)] Uncaught ConvexError: Page not found'),
    )
  })
}

beforeEach(() => {
  resetBackend()
  backend.set('presence:list', [])
  backend.set('themes:current', savedTheme)
  backend.handlers.set('presence:heartbeat', () => ({ ok: true, role: 'editor' }))
})

afterEach(cleanup)

describe('made a viewer while editing', () => {
  it('edit mode turns off, the selection and its text box go, the Edit tab is read-only, and I am told why', async () => {
    backend.set('pages:get', sharedPage('editor'))
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Mode' }))
    const frame = await waitFor(() => {
      const frame = screen.getByTitle('Theme preview') as HTMLIFrameElement
      expect(frame.getAttribute('srcdoc')).toContain('var EDITABLE = true;')
      return frame
    })
    post(frame.contentWindow, heading)
    expect(await screen.findByLabelText('Text content')).toBeTruthy()
    expect(screen.getByText('Edit mode: click elements to edit')).toBeTruthy()

    // The owner makes me a viewer: the page's live query says so.
    act(() => backend.set('pages:get', sharedPage('viewer')))

    await waitFor(() => expect(screen.queryByLabelText('Text content')).toBeNull())
    expect(screen.queryByText('Edit mode: click elements to edit')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Exit Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit Mode' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Apply Changes' })).toBeNull()
    // Why: the owner changed my role, and I can now only view.
    const notices = screen.getAllByText(/made you a viewer/)
    expect(notices.length).toBeGreaterThan(0)
    expect(notices[0]!.textContent).toMatch(/can now only view this store/)
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByText(/Viewers cannot edit this theme/)).toBeTruthy()
    // The frame's clicks select nothing any more, and its document is no longer the editable one.
    post(frame.contentWindow, heading)
    expect(screen.queryByLabelText('Text content')).toBeNull()
    await waitFor(() =>
      expect((screen.getByTitle('Theme preview') as HTMLIFrameElement).getAttribute('srcdoc')).not.toContain(
        'var EDITABLE = true;',
      ),
    )
  })

  it('a viewer from the start is offered no edit mode at all', async () => {
    backend.set('pages:get', sharedPage('viewer'))
    show()
    expect(await screen.findByText(/View only: you are a viewer of this store/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Edit Mode' })).toBeNull()
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Edit/ }))
    expect(screen.getByText(/Viewers cannot edit this theme/)).toBeTruthy()
    // Not told of a change that did not happen.
    expect(screen.queryByText(/made you a viewer/)).toBeNull()
  })
})

describe('removed from the store', () => {
  it('while in the editor: told I no longer have access, with the way back, not "Page not found"', async () => {
    backend.set('pages:get', sharedPage('editor'))
    show()
    expect(await screen.findByText(/Shared with you/)).toBeTruthy()
    removeMe()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading').textContent).toBe(NO_LONGER_MEMBER)
    expect(alert.textContent).toMatch(/removed from this store, or it was not shared with you/)
    expect(within(alert).getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    )
    expect(screen.queryByText(/Page not found/)).toBeNull()
    // Nothing of the store: not its page, not its theme.
    expect(screen.queryByText(/Summer home/)).toBeNull()
    expect(screen.queryByTitle('Theme preview')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it("opening the page's address afterwards says the same", async () => {
    backend.set('pages:access', 'denied')
    backend.set('pages:get', null)
    backend.set(
      'themes:current',
      new Error('[CONVEX Q(themes:current)] Uncaught ConvexError: Page not found'),
    )
    show()
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('heading').textContent).toBe(NO_LONGER_MEMBER)
    expect(screen.queryByText(/Page not found/)).toBeNull()
  })

  it('a page that is not there at all is still "Page not found"', async () => {
    backend.set('pages:access', 'missing')
    backend.set('pages:get', null)
    backend.set(
      'themes:current',
      new Error('[CONVEX Q(themes:current)] Uncaught ConvexError: Page not found'),
    )
    show()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Page not found')
    expect(screen.queryByText(NO_LONGER_MEMBER)).toBeNull()
  })
})
