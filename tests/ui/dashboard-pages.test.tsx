import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConvexError } from 'convex/values'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { YourPages } from '../../src/features/dashboard/YourPages'
import { withoutScripts } from '../../src/components/ThemeThumbnail'
import { SEAL } from '../../src/engine/preview/seal'
import { starterTheme } from '../../src/engine/compose'
import { FakeConvexClient, renderScreen } from './dashboard-support'

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)

function recentPage(overrides: Record<string, unknown> = {}) {
  return {
    _id: 'pg1',
    _creationTime: 0,
    projectId: 'pr1',
    userId: 'u1',
    title: 'Summer home',
    pageType: 'homepage',
    userPrompt: 'A bright summer homepage',
    status: 'draft',
    updatedAt: Date.now(),
    hasGeneratedHtml: true,
    storeName: 'Stride Footwear',
    versionCount: 3,
    ...overrides,
  }
}

const starter = starterTheme()
const manifest = Object.keys(starter.files)
  .sort()
  .map((path) => ({ path, hash: `hash:${path}`, size: starter.files[path]!.length }))
const design = {
  themeId: 't1',
  versionId: 'v4',
  number: 4,
  versionCount: 4,
  canUndo: true,
  canRedo: false,
  source: 'generation',
  manifest,
  explanation: 'Built it.',
  storeConfig: { ...starter.storeConfig, name: 'Harbor Goods' },
  createdAt: Date.now(),
}

beforeEach(() => {
  toasts.toastError.mockReset()
  toasts.toastSuccess.mockReset()
})
afterEach(cleanup)

describe('Your pages and themes', () => {
  it('shows skeletons while loading, then says there is nothing yet and where to start', async () => {
    const client = new FakeConvexClient()
    renderScreen(<YourPages />, { client })
    expect(await screen.findByRole('status', { name: 'Loading your pages' })).toBeTruthy()
    act(() => {
      client.setQuery('pages:recent', [])
      client.setQuery('themes:current', null)
    })
    expect(await screen.findByText('No pages yet')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'AI Theme Builder' }).getAttribute('href')).toBe('/editor')
  })

  it('lists my pages with their store, type, version count and a thumbnail of the stored preview', async () => {
    const client = new FakeConvexClient()
    client.setQuery('pages:recent', [
      recentPage(),
      recentPage({
        _id: 'pg2',
        title: 'About us',
        pageType: 'about',
        hasGeneratedHtml: false,
        versionCount: 0,
      }),
    ])
    client.setQuery('themes:current', null)
    client.setQuery('pages:generatedHtml', ({ pageId }: Record<string, unknown>) =>
      pageId === 'pg1' ? '<h1>Stride summer</h1><script>alert(1)</script>' : null,
    )
    renderScreen(<YourPages />, { client })
    const cards = await screen.findAllByTestId('recent-page')
    expect(cards).toHaveLength(2)
    const first = within(cards[0]!)
    expect(first.getByText('Summer home')).toBeTruthy()
    expect(first.getByText('Stride Footwear')).toBeTruthy()
    expect(cards[0]!.textContent).toContain('Homepage · 3 versions')
    expect(first.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/editor?pageId=pg1')
    expect(first.getByRole('link', { name: 'Store pages' }).getAttribute('href')).toBe('/projects/pr1')
    // The thumbnail is the stored page, in a frame that may run nothing, its scripts removed.
    await waitFor(() => expect(cards[0]!.querySelector('iframe')).not.toBeNull())
    const frame = cards[0]!.querySelector('iframe')!
    expect(frame.getAttribute('sandbox')).toBe('')
    // Sealed with the preview's policy, though it was stored without it: nothing leaves the frame.
    expect(frame.getAttribute('srcdoc')).toBe(`${SEAL}<h1>Stride summer</h1>`)
    // A page with no theme yet says so instead.
    expect(within(cards[1]!).getByText('No theme yet')).toBeTruthy()
    expect(cards[1]!.querySelector('iframe')).toBeNull()
  })

  it('shows the design waiting in the editor, rendered, and offers to save it to a store', async () => {
    const client = new FakeConvexClient()
    client.setQuery('pages:recent', [])
    client.setQuery('themes:current', design)
    client.setQuery('themes:contents', ({ hashes }: Record<string, unknown>) =>
      (hashes as string[]).map((hash) => ({ hash, text: starter.files[hash.slice('hash:'.length)]! })),
    )
    client.setQuery('projects:list', [
      { _id: 'pr1', shopDomain: 'stride.myshopify.com', storeName: 'Stride', status: 'active', pageCount: 0 },
    ])
    client.onCall('pages:createFromEditor', () => 'pgNew')
    const { router } = renderScreen(<YourPages />, { client })
    const card = await screen.findByTestId('editor-design')
    expect(within(card).getByText('Harbor Goods')).toBeTruthy()
    expect(card.textContent).toContain('4 versions')
    await waitFor(
      () => expect(card.querySelector('iframe')?.getAttribute('srcdoc')).toContain('SUMMER COLLECTION'),
      {
        timeout: 10_000,
      },
    )

    fireEvent.click(within(card).getByRole('button', { name: 'Save to a store' }))
    const dialog = await screen.findByRole('dialog')
    expect((within(dialog).getByLabelText('Page Title') as HTMLInputElement).value).toBe(
      'Harbor Goods Homepage',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to Store' }))
    await waitFor(() =>
      expect(client.callsTo('pages:createFromEditor')).toEqual([
        { projectId: 'pr1', pageType: 'homepage', title: 'Harbor Goods Homepage' },
      ]),
    )
    await waitFor(() => expect(router.state.location.href).toBe('/editor?pageId=pgNew'))
    expect(toasts.toastSuccess).toHaveBeenCalledWith(
      'Saved to your store',
      'Harbor Goods Homepage is a page of Stride.',
    )
  })

  it('without a store, the dialog says to add one first, and closes with its Close button', async () => {
    const client = new FakeConvexClient()
    client.setQuery('pages:recent', [])
    client.setQuery('themes:current', design)
    client.setQuery('projects:list', [])
    renderScreen(<YourPages />, { client })
    fireEvent.click(await screen.findByRole('button', { name: 'Save to a store' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/You have no store yet/)).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Connect a store' }).getAttribute('href')).toBe(
      '/connect-shopify',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('keeps the dialog open with the reason when the design cannot be saved', async () => {
    const client = new FakeConvexClient()
    client.setQuery('pages:recent', [])
    client.setQuery('themes:current', design)
    client.setQuery('projects:list', [
      { _id: 'pr1', shopDomain: 'stride.myshopify.com', storeName: 'Stride', status: 'active', pageCount: 0 },
    ])
    client.onCall('pages:createFromEditor', () => {
      throw new ConvexError('Your theme is still being built. Save it once it is ready.')
    })
    const { router } = renderScreen(<YourPages />, { client })
    fireEvent.click(await screen.findByRole('button', { name: 'Save to a store' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save to Store' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Your theme is still being built. Save it once it is ready.',
    )
    expect(screen.getByRole('dialog')).toBe(dialog)
    expect(router.state.location.pathname).toBe('/screen')
  })

  it("toasts 'Failed to load pages' when the list fails", async () => {
    const client = new FakeConvexClient()
    client.setQuery('pages:recent', new Error('offline'))
    client.setQuery('themes:current', null)
    renderScreen(<YourPages />, { client })
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load pages')
    expect(toasts.toastError).toHaveBeenCalledWith('Failed to load pages')
  })
})

describe('withoutScripts', () => {
  it('removes inline event handlers too, and keeps the rest of the element', () => {
    expect(
      withoutScripts(
        `<link rel="stylesheet" href="a.css" onload="this.media='all'"><img src=x onerror=go() alt="y"><body onload="a()" onclick='b()'>`,
      ),
    ).toBe('<link rel="stylesheet" href="a.css"><img src=x alt="y"><body>')
  })

  it('removes every script element, whatever its case or attributes', () => {
    expect(
      withoutScripts('<p>a</p><SCRIPT type="module">x()</SCRIPT ><p>b</p><script src="y.js"></script>'),
    ).toBe('<p>a</p><p>b</p>')
  })
})
