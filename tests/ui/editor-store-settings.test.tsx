// The store a theme says it is, in the editor (issue 26, items 4 and 5): an imported theme ZIP
// names its own store (not the starter's or the version before it), and a Config tab change
// is a version labelled as what it was. convex/react is replaced by a small fake whose query
// results each test sets, as in editor-harness.tsx.
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { exportZip } from '../../src/engine/archive'
import { FIXTURE_THEME, loadThemeDir } from '../engine/fixtures/load-theme'
import { backend, manifest, renderInTheme, resetBackend, starter } from './editor-harness'

vi.mock('convex/react', async () => (await import('./editor-harness')).convexReactMock)
vi.mock('../../src/lib/toast', async () => (await import('./editor-harness')).toasts)
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Link: (await import('./editor-harness')).FakeLink,
}))

const { EditorScreen } = await import('../../src/features/editor/EditorScreen')

const savedTheme = {
  themeId: 't1',
  versionId: 'v2',
  number: 2,
  versionCount: 2,
  canUndo: true,
  canRedo: false,
  source: 'generation',
  manifest,
  explanation: 'Built "Stride Shoe Co."',
  storeConfig: starter.storeConfig,
  createdAt: Date.now(),
}

interface SaveArgs {
  source: string
  changes: { path: string; source: string | null }[]
  explanation: string
  storeConfig: { name: string; tagline: string; primaryColor: string; categories: string[] }
}

function saves(): SaveArgs[] {
  return backend.calls.filter((c) => c.name === 'themes:saveEdit').map((c) => c.args as unknown as SaveArgs)
}

function show() {
  return renderInTheme(<EditorScreen />)
}

beforeEach(() => {
  resetBackend()
  backend.handlers.set('themes:saveEdit', () => ({ ...savedTheme, author: null, merged: null }))
})

afterEach(() => cleanup())

/** Radix tabs open on a mouse press, as a merchant's click starts. */
function openTab(tab: HTMLElement) {
  fireEvent.mouseDown(tab, { button: 0 })
}

/** A theme of the Online Store 2.0 kind made elsewhere (theme_info names it "Fixture"), zipped. */
async function themeZip(name: string): Promise<File> {
  const { data } = await exportZip(loadThemeDir(FIXTURE_THEME))
  const file = new File([data as BlobPart], name, { type: 'application/zip' })
  // jsdom's File has no arrayBuffer() (every browser's has).
  return Object.assign(file, { arrayBuffer: () => Promise.resolve(data.slice().buffer) })
}

async function importAs(fileName: string) {
  openTab(await screen.findByRole('tab', { name: /Files/ }))
  const before = saves().length
  fireEvent.change(screen.getByLabelText('Theme ZIP to import'), {
    target: { files: [await themeZip(fileName)] },
  })
  // The Files tab checks the theme shown (Theme Check) as it opens: on a shared machine, a while.
  await waitFor(() => expect(saves()).toHaveLength(before + 1), { timeout: 60_000 })
  return saves()[before]!
}

describe('an imported theme ZIP', () => {
  it(
    'names its own store, not the starter’s, whatever the editor showed before',
    { timeout: 90_000 },
    async () => {
      backend.set('themes:current', null)
      show()
      expect(await screen.findByTestId('editor-empty-state')).toBeTruthy()
      const saved = await importAs('fixture-main.zip')
      expect(saved.source).toBe('import')
      // The theme's own name (settings_schema.json's theme_info), none of the starter's store.
      expect(saved.storeConfig.name).toBe('Fixture')
      expect(saved.storeConfig.tagline).not.toBe(starter.storeConfig.tagline)
      expect(saved.storeConfig.categories).not.toEqual(starter.storeConfig.categories)
    },
  )

  it(
    'exported from a Shopify store, names that store, over a saved theme of another',
    { timeout: 90_000 },
    async () => {
      backend.set('themes:current', savedTheme)
      show()
      const saved = await importAs('theme_export__lunar-coffee-myshopify-com-fixture__12JAN2025-0110pm.zip')
      expect(saved.storeConfig.name).toBe('Lunar Coffee')
      // The editor shows the version the server then has: its address is that store's.
      backend.set('themes:current', {
        ...savedTheme,
        versionId: 'v3',
        number: 3,
        source: 'import',
        storeConfig: saved.storeConfig,
      })
      await waitFor(() =>
        expect(screen.getByTestId('browser-address').textContent).toBe('lunar-coffee.myshopify.com'),
      )
    },
  )
})

describe('a Config tab change', () => {
  it('is saved as a store settings version, and the history says so', async () => {
    backend.set('themes:current', savedTheme)
    show()
    openTab(await screen.findByRole('tab', { name: /Config/ }))
    fireEvent.change(screen.getByLabelText('Tagline'), { target: { value: 'Laced up' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply to Theme' }))
    await waitFor(() => expect(saves()).toHaveLength(1), { timeout: 10_000 })
    const saved = saves()[0]!
    expect(saved.source).toBe('config')
    expect(saved.storeConfig.tagline).toBe('Laced up')
    // The tagline shows where the theme showed the old one: the footer.
    const footer = saved.changes.find((change) => change.path === 'sections/footer-group.json')
    expect(footer?.source).toContain('<p>Laced up</p>')

    backend.set('themes:current', {
      ...savedTheme,
      versionId: 'v3',
      number: 3,
      versionCount: 3,
      source: 'config',
    })
    expect(await screen.findByText('Version 3 of 3 · Store settings')).toBeTruthy()
  })
})
