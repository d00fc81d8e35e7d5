import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen } from '@testing-library/react'
import { AccountSettings } from '../../src/features/dashboard/AccountSettings'
import { fakeSession, renderScreen } from './dashboard-support'

const profile = { email: 'maya@example.com', createdAt: Date.UTC(2026, 0, 15), credits: 5, lowCredits: false }

afterEach(cleanup)

describe('Account Settings', () => {
  it('shows Verified only for an email the identity provider verified', async () => {
    renderScreen(<AccountSettings profile={profile as never} />, {
      session: fakeSession({ mode: 'cloud', user: { email: 'maya@example.com', emailVerified: true } }),
    })
    expect(await screen.findByText('Verified')).toBeTruthy()
    expect(screen.queryByText('Not verified')).toBeNull()
    expect(screen.getByText(/Member since January 15, 2026/)).toBeTruthy()
  })

  it('says "Not verified" for a local account, which has no email verification', async () => {
    renderScreen(<AccountSettings profile={profile as never} />, {
      session: fakeSession({ mode: 'local', user: { email: 'maya@example.com' } }),
    })
    expect(await screen.findByText('Not verified')).toBeTruthy()
    expect(screen.queryByText('Verified')).toBeNull()
    expect(screen.getByText('Local account on this machine')).toBeTruthy()
  })
})
