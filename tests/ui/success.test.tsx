import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { getFunctionName, type FunctionReference } from 'convex/server'
import { PAYMENT_NOT_COMPLETE_ERROR } from '../../convex/model/constants'
import { forgetEnsuredProfile } from '../../src/features/auth/EnsureProfile'
import { PaymentConfirmation } from '../../src/features/billing/PaymentConfirmation'
import { PaymentCancelled, paymentSuccessText } from '../../src/features/billing/PaymentResult'
import { CONFIRM_WAIT_MS } from '../../src/features/billing/useCheckoutResult'
import { fakeSession, renderScreen } from './auth-harness'

// convex/react as /success uses it: billing.checkout is live (a change re-renders its readers, as
// Convex pushes query updates), actions and mutations answer from `answers`, calls are kept.
const backend = vi.hoisted(() => ({
  checkout: new Map<string, unknown>(),
  listeners: new Set<() => void>(),
  answers: new Map<string, (args: Record<string, unknown>) => unknown>(),
  calls: [] as { name: string; args: Record<string, unknown> }[],
  queried: new Set<string>(),
  auth: { isAuthenticated: true, isLoading: false },
  stable: new Map<string, (args: Record<string, unknown>) => Promise<unknown>>(),
  /** The webhook (or process-payment-success) lands: the books now hold the session. */
  land(sessionId: string, result: unknown) {
    this.checkout.set(sessionId, result)
    for (const listener of this.listeners) listener()
  },
}))
vi.mock('convex/react', async () => {
  const React = await import('react')
  const notApplied = { applied: false }
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
  return {
    useAction: fn,
    useMutation: fn,
    useConvexAuth: () => backend.auth,
    useQuery(ref: FunctionReference<'query'>, args: Record<string, unknown> | 'skip') {
      const name = getFunctionName(ref)
      if (name !== 'billing:checkout') throw new Error(`Unexpected query ${name}`)
      const subscribe = React.useCallback((listener: () => void) => {
        backend.listeners.add(listener)
        return () => void backend.listeners.delete(listener)
      }, [])
      return React.useSyncExternalStore(subscribe, () => {
        if (args === 'skip') return undefined
        backend.queried.add(String(args.sessionId))
        return backend.checkout.get(String(args.sessionId)) ?? notApplied
      })
    },
  }
})

const session = fakeSession({ status: 'signed-in', user: { email: 'ana@example.com' } })

beforeEach(() => {
  backend.checkout.clear()
  backend.listeners.clear()
  backend.answers.clear()
  backend.calls.length = 0
  backend.queried.clear()
  backend.auth = { isAuthenticated: true, isLoading: false }
  backend.answers.set('users:ensure', () => ({ credits: 5 }))
  // By default Stripe is slow to answer: the screen has only the books to go by.
  backend.answers.set('stripe:processPaymentSuccess', () => new Promise(() => undefined))
  forgetEnsuredProfile()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function show(sessionId?: string, type?: string) {
  return renderScreen(() => <PaymentConfirmation sessionId={sessionId} type={type} />, {
    at: '/success',
    session,
  })
}

const heading = (name: string) => screen.findByRole('heading', { name })
const body = async () => (await screen.findByTestId(/payment-(success|result)-body/)).textContent

describe('/success says what really happened', () => {
  it('says no payment was found at once when the address names no Checkout session', async () => {
    for (const sessionId of [undefined, 'anything', 'cs_', 'cs_test_<script>']) {
      show(sessionId, 'credits')
      await heading('No payment found')
      expect(await body()).toMatch(/no credits have been added/)
      expect(screen.queryByText('Payment successful')).toBeNull()
      cleanup()
    }
    expect(backend.calls.filter((c) => c.name === 'stripe:processPaymentSuccess')).toEqual([])
    expect([...backend.queried]).toEqual([])
  })

  it('is confirming while the session has not reached the books, and claims nothing', async () => {
    show('cs_test_1', 'credits')
    expect((await screen.findByRole('status')).textContent).toMatch(/Confirming your payment/)
    expect(document.title).toBe('Confirming your payment — Vitrine')
    expect(screen.queryByText('Payment successful')).toBeNull()
    expect(screen.queryByText(/credits have been added/)).toBeNull()
    expect([...backend.queried]).toEqual(['cs_test_1'])
  })

  it('turns to the credits variant with the credits really added when the webhook lands', async () => {
    show('cs_test_1', 'credits')
    await heading('Confirming your payment…')
    act(() => backend.land('cs_test_1', { applied: true, type: 'credits', credits: 20 }))
    await heading('Credits added!')
    expect(screen.getByText('Payment successful')).toBeTruthy()
    expect(await body()).toBe('20 credits have been added to your account. Each design prompt uses 1 credit.')
    expect(document.title).toBe('Payment successful — Vitrine')
  })

  it("shows the variant of what was bought, whatever the address's type says", async () => {
    backend.land('cs_test_2', { applied: true, type: 'subscription', credits: 40 })
    show('cs_test_2', 'credits')
    await heading('Welcome to Pro Designer!')
    expect(await body()).toMatch(
      /^40 credits have been added to your account, plus a monthly Pro Designer subscription with 40 fresh credits every month\.$/,
    )
  })

  it('does not claim credits for a subscription that has not paid its first invoice', async () => {
    backend.land('cs_test_3', { applied: true, type: 'subscription', credits: 0 })
    show('cs_test_3', 'subscription')
    await heading('Welcome to Pro Designer!')
    const text = await body()
    expect(text).toMatch(/subscription is active/)
    expect(text).toMatch(/No credits have been added yet/)
    expect(screen.getByText('Subscription started')).toBeTruthy()
    expect(screen.queryByText('Payment successful')).toBeNull()
  })

  it('offers Start Creating and Go to Editor on success', async () => {
    backend.land('cs_test_1', { applied: true, type: 'credits', credits: 20 })
    show('cs_test_1', 'credits')
    expect((await screen.findByRole('link', { name: 'Start Creating' })).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Go to Editor' }).getAttribute('href')).toBe('/editor')
  })

  it('says no payment was found when nothing reaches the books in time, and still turns if it lands later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    backend.answers.set('stripe:processPaymentSuccess', () => ({
      success: false,
      error: 'Unknown payment session',
    }))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    show('cs_test_forged', 'credits')
    await heading('Confirming your payment…')
    await waitFor(() => expect(backend.calls.map((c) => c.name)).toContain('stripe:processPaymentSuccess'))
    // A failed confirmation alone does not decide: the webhook may still come.
    await act(async () => void vi.advanceTimersByTime(CONFIRM_WAIT_MS - 500))
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy()
    await act(async () => void vi.advanceTimersByTime(1000))
    await heading('No payment found')
    expect(await body()).toMatch(/could not find a payment for this checkout on your account/)
    expect(screen.getByRole('link', { name: /Billing & Credits/ }).getAttribute('href')).toBe(
      '/dashboard/billing',
    )
    expect(screen.getByRole('link', { name: /Contact us/ }).getAttribute('href')).toBe('/contact')
    expect(screen.queryByText('Payment successful')).toBeNull()

    act(() => backend.land('cs_test_forged', { applied: true, type: 'credits', credits: 20 }))
    await heading('Credits added!')
  })

  it('keeps confirming, without a deadline, once process-payment-success applied the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    backend.answers.set('stripe:processPaymentSuccess', () => ({ success: true }))
    show('cs_test_1', 'credits')
    await waitFor(() => expect(backend.calls.map((c) => c.name)).toContain('stripe:processPaymentSuccess'))
    await act(async () => void vi.advanceTimersByTime(CONFIRM_WAIT_MS * 2))
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy()
    act(() => backend.land('cs_test_1', { applied: true, type: 'credits', credits: 20 }))
    await heading('Credits added!')
  })

  it('says Stripe has not confirmed the payment when it says so, and turns when it does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    backend.answers.set('stripe:processPaymentSuccess', () => ({
      success: false,
      error: PAYMENT_NOT_COMPLETE_ERROR,
    }))
    show('cs_test_1', 'subscription')
    await heading('Payment not confirmed yet')
    expect(await body()).toMatch(/^Stripe has not confirmed this payment yet, so no credits have been added/)
    act(() => backend.land('cs_test_1', { applied: true, type: 'subscription', credits: 40 }))
    await heading('Welcome to Pro Designer!')
  })

  it('asks nothing and waits no deadline until the backend knows who is signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    backend.auth = { isAuthenticated: false, isLoading: true }
    show('cs_test_1', 'credits')
    await heading('Confirming your payment…')
    await act(async () => void vi.advanceTimersByTime(CONFIRM_WAIT_MS * 2))
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy()
    expect(backend.calls).toEqual([])
    expect([...backend.queried]).toEqual([])
  })
})

describe('the success texts', () => {
  it("are SPEC's variants with the number of credits given", () => {
    expect(paymentSuccessText('credits', 20).body).toMatch(/^20 credits have been added/)
    expect(paymentSuccessText('subscription', 40).body).toMatch(
      /^40 credits have been added to your account, plus a monthly Pro Designer subscription/,
    )
  })
})

describe('/cancel', () => {
  it('offers Go Home and Try Again, which goes back', async () => {
    const { router } = renderScreen(() => <PaymentCancelled />, { session })
    expect((await screen.findByRole('link', { name: 'Go Home' })).getAttribute('href')).toBe('/')
    const back = vi.spyOn(router.history, 'back')
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(back).toHaveBeenCalled()
  })
})
