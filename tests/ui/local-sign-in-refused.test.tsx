// Issue 25, attack 6, in the browser: when the local backend refuses a sign-in (429 while the
// address or the client backs off after failed attempts), the sign-in form says what the server
// said, through the real local session (src/lib/local-session.tsx) and the real form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { AuthScreen } from '../../src/features/auth/AuthScreen'
import { LocalBackendProvider } from '../../src/lib/local-session'
import { useSession, type Session } from '../../src/lib/session'
import { renderScreen } from './auth-harness'
import { fakeBackend } from './connect-fake-backend'

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }))
vi.mock('convex/react', async () => ({
  ...(await import('./connect-fake-backend')).convexReactMock,
  ConvexProviderWithAuth: ({ children }: { children: ReactNode }) => children,
}))

const REFUSAL = 'Too many attempts. Try again in 8 seconds.'
const requests: string[] = []

beforeEach(() => {
  fakeBackend.reset()
  localStorage.clear()
  requests.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url)
      return new Response(JSON.stringify({ error: REFUSAL }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '8' },
      })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The session the local backend's provider gives the app. */
function localSession(): Session {
  let session: Session | undefined
  function Grab() {
    session = useSession()
    return null
  }
  render(
    <LocalBackendProvider>
      <Grab />
    </LocalBackendProvider>,
  )
  return session!
}

describe('local sign-in refused by the server', () => {
  it("shows the server's message in the sign-in form", async () => {
    renderScreen(() => <AuthScreen search={{ tab: 'sign-in' }} />, { session: localSession() })
    await screen.findByRole('heading', { name: 'Welcome back' })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@shop.co' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }))
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSAL)
    expect(requests).toEqual(['/api/local/auth/sign-in'])
    expect(localStorage.getItem('session')).toBeNull()
  })
})
