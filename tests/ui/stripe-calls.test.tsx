import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { getFunctionName, type FunctionReference } from 'convex/server'
import { forgetEnsuredProfile } from '../../src/features/auth/EnsureProfile'
import { useBillingActions } from '../../src/features/billing/actions'
import { useProcessPaymentSuccess } from '../../src/features/billing/useProcessPaymentSuccess'
import { fakeSession, renderScreen } from './auth-harness'

// convex/react as far as these hooks use it: each function answers from `answers`, calls are kept.
const backend = vi.hoisted(() => ({
  answers: new Map<string, (args: Record<string, unknown>) => unknown>(),
  calls: [] as { name: string; args: Record<string, unknown> }[],
  auth: { isAuthenticated: true, isLoading: false },
  stable: new Map<string, (args: Record<string, unknown>) => Promise<unknown>>(),
}))
vi.mock('convex/react', () => {
  const fn = (ref: FunctionReference<'action' | 'mutation'>) => {
    const name = getFunctionName(ref)
    if (!backend.stable.has(name)) {
      backend.stable.set(name, async (args: Record<string, unknown>) => {
        backend.calls.push({ name, args })
        const answer = backend.answers.get(name)
        if (!answer) throw new Error(`No answer for ${name}`)
        return await answer(args)
      })
    }
    return backend.stable.get(name)!
  }
  return { useAction: fn, useMutation: fn, useConvexAuth: () => backend.auth }
})
const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)

const session = fakeSession({ status: 'signed-in', user: { email: 'ana@example.com' } })

beforeEach(() => {
  backend.answers.clear()
  backend.calls.length = 0
  backend.auth = { isAuthenticated: true, isLoading: false }
  backend.answers.set('users:ensure', () => ({ credits: 5 }))
  forgetEnsuredProfile()
  toasts.toastError.mockReset()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Confirm({ sessionId, type }: { sessionId?: string; type?: string }) {
  useProcessPaymentSuccess(sessionId, type)
  return <p>confirming</p>
}

function Buttons() {
  const actions = useBillingActions(true)
  return (
    <>
      <button onClick={() => void actions.subscribe()}>subscribe</button>
      <button onClick={() => void actions.buyCredits()}>buy</button>
      <button onClick={() => void actions.openPortal()}>portal</button>
    </>
  )
}

describe('/success confirms the payment', () => {
  it('calls process-payment-success once with the session id and type', async () => {
    backend.answers.set('stripe:processPaymentSuccess', () => ({ success: true }))
    renderScreen(() => <Confirm sessionId="cs_test_1" type="credits" />, { session })
    await waitFor(() =>
      expect(backend.calls.filter((c) => c.name === 'stripe:processPaymentSuccess')).toEqual([
        { name: 'stripe:processPaymentSuccess', args: { sessionId: 'cs_test_1', type: 'credits' } },
      ]),
    )
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(backend.calls.filter((c) => c.name === 'stripe:processPaymentSuccess')).toHaveLength(1)
  })

  it('waits for the backend to know the caller, and does nothing without a session id', async () => {
    backend.auth = { isAuthenticated: false, isLoading: true }
    renderScreen(() => <Confirm sessionId="cs_test_1" type="subscription" />, { session })
    await screen.findByText('confirming')
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(backend.calls).toEqual([])
    cleanup()
    backend.auth = { isAuthenticated: true, isLoading: false }
    renderScreen(() => <Confirm type="subscription" />, { session })
    await screen.findByText('confirming')
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(backend.calls).toEqual([])
  })

  it('only logs a failure, as SPEC says', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    backend.answers.set('stripe:processPaymentSuccess', () => ({
      success: false,
      error: 'Unknown payment session',
    }))
    renderScreen(() => <Confirm sessionId="cs_test_2" type="credits" />, { session })
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Payment processing error:', 'Unknown payment session'),
    )
    expect(toasts.toastError).not.toHaveBeenCalled()
  })
})

describe('the billing buttons call convex/stripe.ts', () => {
  it('opens the URL each action answers in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    backend.answers.set('stripe:createCheckout', () => ({ url: 'https://checkout.example/1' }))
    backend.answers.set('stripe:createPayment', () => ({ url: 'https://checkout.example/2' }))
    backend.answers.set('stripe:customerPortal', () => ({ url: 'https://portal.example/3' }))
    renderScreen(() => <Buttons />, { session })
    for (const [name, url] of [
      ['subscribe', 'https://checkout.example/1'],
      ['buy', 'https://checkout.example/2'],
      ['portal', 'https://portal.example/3'],
    ] as const) {
      fireEvent.click(await screen.findByRole('button', { name }))
      await waitFor(() => expect(open).toHaveBeenLastCalledWith(url, '_blank', 'noopener,noreferrer'))
    }
  })

  it("shows SPEC's toast with the server's error when there is no URL", async () => {
    backend.answers.set('stripe:createPayment', () => ({
      error: 'Credit top-ups are for Pro Designer subscribers',
    }))
    renderScreen(() => <Buttons />, { session })
    fireEvent.click(await screen.findByRole('button', { name: 'buy' }))
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith(
        'Failed to create payment session',
        'Credit top-ups are for Pro Designer subscribers',
      ),
    )
  })
})
