import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { AppSidebar } from '../../src/features/dashboard/AppSidebar'
import { SidebarTrigger } from '../../src/features/dashboard/DashboardHeader'
import { SidebarProvider } from '../../src/features/dashboard/Sidebar'
import {
  SIDEBAR_COOKIE_MAX_AGE,
  isSidebarShortcut,
  readSidebarOpen,
  sidebarCookie,
} from '../../src/features/dashboard/sidebar-state'
import { renderScreen } from './dashboard-support'

function clearCookie() {
  document.cookie = 'sidebar_state=; max-age=0; path=/'
}

function mockViewport(mobile: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: mobile && query === '(max-width: 767px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

function renderSidebar() {
  return renderScreen(
    <SidebarProvider>
      <SidebarTrigger />
      <AppSidebar />
    </SidebarProvider>,
    { path: '/dashboard' },
  )
}

beforeEach(() => {
  clearCookie()
  mockViewport(false)
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('sidebar state', () => {
  it('is saved as sidebar_state for 7 days', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 60 * 60)
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax')
  })

  it('reads open unless the cookie says false', () => {
    expect(readSidebarOpen('')).toBe(true)
    expect(readSidebarOpen('theme=dark; sidebar_state=false')).toBe(false)
    expect(readSidebarOpen('sidebar_state=true; other=1')).toBe(true)
  })

  it('recognises Ctrl+B and Cmd+B, nothing else', () => {
    expect(isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false, altKey: false })).toBe(true)
    expect(isSidebarShortcut({ key: 'B', ctrlKey: false, metaKey: true, altKey: false })).toBe(true)
    expect(isSidebarShortcut({ key: 'b', ctrlKey: false, metaKey: false, altKey: false })).toBe(false)
    expect(isSidebarShortcut({ key: 'n', ctrlKey: true, metaKey: false, altKey: false })).toBe(false)
  })
})

describe('dashboard sidebar', () => {
  it('shows both groups and their links', async () => {
    renderSidebar()
    const main = await screen.findByRole('group', { name: 'Main Navigation' })
    expect(main.textContent).toContain('Overview')
    expect(main.textContent).toContain('AI Theme Builder')
    const settings = screen.getByRole('group', { name: 'Settings' })
    expect(settings.textContent).toContain('Billing & Credits')
    expect(settings.textContent).toContain('Account Settings')
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('href')).toBe('/dashboard')
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('link', { name: 'AI Theme Builder' }).getAttribute('href')).toBe('/editor')
    expect(screen.getByRole('link', { name: 'Billing & Credits' }).getAttribute('href')).toBe(
      '/dashboard/billing',
    )
    expect(screen.getByRole('link', { name: 'Account Settings' }).getAttribute('href')).toBe(
      '/dashboard/account',
    )
  })

  it('toggles between 16rem and 3rem with Ctrl+B and Cmd+B, saving the state in a 7-day cookie', async () => {
    const cookieWrites: string[] = []
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value)
      descriptor.set!.call(document, value)
    })
    renderSidebar()
    const sidebar = await screen.findByRole('complementary', { name: 'Dashboard navigation' })
    expect(sidebar.dataset.state).toBe('expanded')
    expect(sidebar.style.width).toBe('16rem')

    act(() => void fireEvent.keyDown(window, { key: 'b', ctrlKey: true }))
    expect(sidebar.dataset.state).toBe('collapsed')
    expect(sidebar.style.width).toBe('3rem')
    expect(cookieWrites.at(-1)).toBe('sidebar_state=false; path=/; max-age=604800; SameSite=Lax')
    expect(readSidebarOpen()).toBe(false)
    // Collapsed, the links keep their names for screen readers.
    expect(screen.getByRole('link', { name: 'Overview' })).toBeTruthy()

    act(() => void fireEvent.keyDown(window, { key: 'b', metaKey: true }))
    expect(sidebar.dataset.state).toBe('expanded')
    expect(cookieWrites.at(-1)).toBe('sidebar_state=true; path=/; max-age=604800; SameSite=Lax')
  })

  it('starts collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar_state=false; path=/'
    renderSidebar()
    const sidebar = await screen.findByRole('complementary', { name: 'Dashboard navigation' })
    expect(sidebar.dataset.state).toBe('collapsed')
  })

  it('toggles from the header button', async () => {
    renderSidebar()
    const sidebar = await screen.findByRole('complementary', { name: 'Dashboard navigation' })
    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }))
    expect(sidebar.dataset.state).toBe('collapsed')
  })

  it('below 768px is an 18rem sheet opened from the header, closed after navigating', async () => {
    mockViewport(true)
    renderSidebar()
    await screen.findByRole('button', { name: 'Toggle sidebar' })
    expect(screen.queryByRole('complementary', { name: 'Dashboard navigation' })).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }))
    const sheet = await screen.findByRole('dialog', { name: 'Navigation' })
    expect(sheet.style.width).toBe('18rem')
    fireEvent.click(screen.getByRole('link', { name: 'Billing & Credits' }))
    expect(await screen.findByText('Elsewhere: /dashboard/billing')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('opens and closes the sheet with Ctrl+B on a phone', async () => {
    mockViewport(true)
    renderSidebar()
    await screen.findByRole('button', { name: 'Toggle sidebar' })
    act(() => void fireEvent.keyDown(window, { key: 'b', ctrlKey: true }))
    expect(await screen.findByRole('dialog', { name: 'Navigation' })).toBeTruthy()
  })
})
