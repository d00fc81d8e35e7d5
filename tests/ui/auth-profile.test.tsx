import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, waitFor } from '@testing-library/react'
import { EnsureProfile, forgetEnsuredProfile } from '../../src/features/auth/EnsureProfile'
import { clerkErrorMessage, pickSecondFactor } from '../../src/lib/cloud-session'
import { SessionContext, type Session } from '../../src/lib/session'
import { fakeSession } from './auth-harness'
import { fakeBackend } from './connect-fake-backend'

vi.mock('convex/react', async () => (await import('./connect-fake-backend')).convexReactMock)
const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)

beforeEach(() => {
  fakeBackend.reset()
  forgetEnsuredProfile()
  toasts.toastError.mockReset()
})
afterEach(cleanup)

function mount(session: Session, copies = 1) {
  return render(
    <SessionContext.Provider value={session}>
      {Array.from({ length: copies }, (_, index) => (
        <EnsureProfile key={index} />
      ))}
    </SessionContext.Provider>,
  )
}

const ann = fakeSession({ status: 'signed-in', user: { email: 'ann@shop.co' } })

describe('EnsureProfile', () => {
  it('calls users.ensure once per signed-in user, however many screens mount it', async () => {
    fakeBackend.mutations.set('users:ensure', () => ({ credits: 5 }))
    mount(ann, 3)
    await waitFor(() => expect(fakeBackend.callsTo('users:ensure')).toHaveLength(1))
    cleanup()
    mount(ann)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fakeBackend.callsTo('users:ensure')).toHaveLength(1)
    cleanup()
    mount(fakeSession({ status: 'signed-in', user: { email: 'bob@shop.co' } }))
    await waitFor(() => expect(fakeBackend.callsTo('users:ensure')).toHaveLength(2))
  })

  it('does nothing for visitors or before the backend knows the user', async () => {
    fakeBackend.mutations.set('users:ensure', () => ({}))
    mount(fakeSession())
    fakeBackend.auth = { isAuthenticated: false, isLoading: true }
    mount(ann)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fakeBackend.calls).toEqual([])
  })

  it("says 'Failed to load user profile' when it fails, and tries again next time", async () => {
    fakeBackend.mutations.set('users:ensure', () => {
      throw new Error('down')
    })
    mount(ann)
    await waitFor(() => expect(toasts.toastError).toHaveBeenCalledWith('Failed to load user profile'))
    cleanup()
    fakeBackend.mutations.set('users:ensure', () => ({}))
    mount(ann)
    await waitFor(() => expect(fakeBackend.callsTo('users:ensure')).toHaveLength(2))
  })
})

describe('cloud sign-in helpers', () => {
  it("shows Clerk's long message, or 'Authentication failed'", () => {
    expect(clerkErrorMessage({ errors: [{ message: 'short', longMessage: 'Password is incorrect.' }] })).toBe(
      'Password is incorrect.',
    )
    expect(clerkErrorMessage(new Error('Network down'))).toBe('Network down')
    expect(clerkErrorMessage(null)).toBe('Authentication failed')
    expect(clerkErrorMessage({})).toBe('Authentication failed')
  })

  it('asks for the authenticator app first, then SMS, email, backup code', () => {
    expect(
      pickSecondFactor([
        { strategy: 'backup_code' },
        { strategy: 'phone_code', safeIdentifier: '+1******42' },
        { strategy: 'totp' },
      ]),
    ).toEqual({ strategy: 'totp', destination: null })
    expect(
      pickSecondFactor([{ strategy: 'backup_code' }, { strategy: 'phone_code', safeIdentifier: '+1**42' }]),
    ).toEqual({ strategy: 'phone_code', destination: '+1**42' })
    expect(pickSecondFactor([{ strategy: 'passkey' }])).toBeNull()
  })
})
