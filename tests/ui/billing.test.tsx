import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Billing, type BillingStatus, type CreditHistoryRow } from '../../src/features/billing/BillingScreen'
import { BILLING_ERRORS, runBillingAction, type BillingActions } from '../../src/features/billing/actions'
import { CreditBalance, TopUpButton } from '../../src/features/dashboard/DashboardHeader'
import type { LiveQueryState } from '../../src/components/useLiveQuery'
import { renderScreen } from './dashboard-support'
import type { Id } from '../../convex/_generated/dataModel'

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)
const sonner = vi.hoisted(() => ({ toast: { info: vi.fn() } }))
vi.mock('sonner', () => sonner)

const FREE: BillingStatus = {
  subscribed: false,
  subscriptionTier: null,
  subscriptionEnd: null,
  stripeConfigured: true,
  shopifyConfigured: false,
}
const PRO: BillingStatus = {
  ...FREE,
  subscribed: true,
  subscriptionTier: 'Pro Designer',
  subscriptionEnd: Date.parse('2026-04-15T12:00:00Z'),
}

function actions(): BillingActions {
  return {
    subscribe: vi.fn(async () => true),
    buyCredits: vi.fn(async () => true),
    openPortal: vi.fn(async () => true),
    pending: null,
  }
}

const HISTORY: LiveQueryState<CreditHistoryRow[]> = {
  status: 'success',
  data: [
    { amount: -1, reason: 'generation', balanceAfter: 4, createdAt: Date.parse('2026-03-02T10:00:00Z') },
    { amount: 5, reason: 'signup_bonus', balanceAfter: 5, createdAt: Date.parse('2026-03-01T10:00:00Z') },
  ],
}

function renderBilling(status: BillingStatus, credits = 12, billingActions = actions()) {
  renderScreen(
    <Billing
      credits={credits}
      status={{ status: 'success', data: status }}
      history={HISTORY}
      actions={billingActions}
    />,
  )
  return billingActions
}

beforeEach(() => {
  toasts.toastError.mockReset()
  sonner.toast.info.mockReset()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('Billing & Credits', () => {
  it('offers Pro Designer to a free user, without the credit pack or the portal', async () => {
    const billingActions = renderBilling(FREE)
    const offer = await screen.findByTestId('pro-designer-offer')
    expect(offer.textContent).toContain('$29.99')
    expect(offer.textContent).toContain('40 AI generations per month')
    expect(offer.textContent).toContain('Unlimited store designs')
    expect(offer.textContent).toContain('All page types')
    expect(offer.textContent).toContain('Export-ready themes')
    expect(offer.textContent).toContain('Priority support')
    expect(screen.getByTestId('current-plan').textContent).toContain('Free')
    expect(screen.queryByRole('button', { name: /Buy 20 credits for \$14\.99/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Manage billing/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(billingActions.subscribe).toHaveBeenCalled()
  })

  it('lets a subscriber buy credits and manage billing, with the renewal date', async () => {
    const billingActions = renderBilling(PRO)
    const plan = await screen.findByTestId('current-plan')
    expect(plan.textContent).toContain('Pro Designer')
    expect(plan.textContent).toContain('Renews on April 15, 2026')
    expect(screen.queryByTestId('pro-designer-offer')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Buy 20 credits for \$14\.99/ }))
    expect(billingActions.buyCredits).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: /Manage billing/ }))
    expect(billingActions.openPortal).toHaveBeenCalled()
  })

  it('warns below 5 credits and not at 5', async () => {
    renderBilling(FREE, 4)
    expect(await screen.findByTestId('low-credit-warning')).toBeTruthy()
    cleanup()
    renderBilling(FREE, 5)
    await screen.findByTestId('credit-balance-card')
    expect(screen.queryByTestId('low-credit-warning')).toBeNull()
  })

  it('says when payments need Stripe configuration', async () => {
    renderBilling({ ...FREE, stripeConfigured: false })
    expect((await screen.findByTestId('stripe-not-configured')).textContent).toContain(
      'Payments need Stripe to be configured (see README).',
    )
  })

  it('shows the credit history', async () => {
    renderBilling(FREE)
    expect(await screen.findByText('Theme generation')).toBeTruthy()
    expect(screen.getByText('Sign-up bonus')).toBeTruthy()
    expect(screen.getByText('+5')).toBeTruthy()
    expect(screen.getByText('-1')).toBeTruthy()
  })
})

describe('header credits and top-up', () => {
  const profile = (credits: number) =>
    ({
      status: 'ready',
      profile: {
        userId: 'u1' as Id<'users'>,
        email: 'a@b.c',
        createdAt: 0,
        credits,
        lowCredits: credits < 5,
      },
    }) as const

  it('marks a balance below 5 as low', async () => {
    renderScreen(<CreditBalance profile={profile(4)} />)
    expect((await screen.findByTestId('credit-balance')).dataset.low).toBe('true')
    cleanup()
    renderScreen(<CreditBalance profile={profile(5)} />)
    expect((await screen.findByTestId('credit-balance')).dataset.low).toBe('false')
  })

  it('lets only subscribers buy credits; others go to Billing', async () => {
    renderScreen(<TopUpButton billing={{ subscribed: false, stripeConfigured: true }} />)
    expect((await screen.findByRole('link', { name: /Get Credits/ })).getAttribute('href')).toBe(
      '/dashboard/billing',
    )
    expect(screen.queryByRole('button', { name: /Buy Credits/ })).toBeNull()
    cleanup()
    renderScreen(<TopUpButton billing={{ subscribed: true, stripeConfigured: false }} />)
    fireEvent.click(await screen.findByRole('button', { name: /Buy Credits/ }))
    await waitFor(() =>
      expect(sonner.toast.info).toHaveBeenCalledWith('Payments are not set up', {
        description: 'Payments need Stripe to be configured (see README).',
      }),
    )
  })
})

describe('billing actions', () => {
  it('says Stripe is not configured instead of calling', async () => {
    const call = vi.fn()
    expect(await runBillingAction('checkout', call, { stripeConfigured: false })).toBe(false)
    expect(call).not.toHaveBeenCalled()
    expect(sonner.toast.info).toHaveBeenCalled()
  })

  it('opens the returned URL in a new tab', async () => {
    const openUrl = vi.fn()
    const ok = await runBillingAction('payment', async () => ({ url: 'https://checkout.stripe.com/c/1' }), {
      stripeConfigured: true,
      openUrl,
    })
    expect(ok).toBe(true)
    expect(openUrl).toHaveBeenCalledWith('https://checkout.stripe.com/c/1')
  })

  it.each(['checkout', 'payment', 'portal'] as const)(
    'shows the spec toasts for %s failures',
    async (kind) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      await runBillingAction(kind, async () => ({ error: 'No such price' }), { stripeConfigured: true })
      expect(toasts.toastError).toHaveBeenLastCalledWith(BILLING_ERRORS[kind].session, 'No such price')
      await runBillingAction(
        kind,
        async () => {
          throw new Error('network')
        },
        { stripeConfigured: true },
      )
      expect(toasts.toastError).toHaveBeenLastCalledWith(BILLING_ERRORS[kind].call)
    },
  )

  it('uses the texts of SPEC.md', () => {
    expect(BILLING_ERRORS).toEqual({
      checkout: { session: 'Failed to create checkout session', call: 'Failed to start checkout process' },
      payment: { session: 'Failed to create payment session', call: 'Failed to start payment process' },
      portal: { session: 'Failed to open customer portal', call: 'Failed to open billing portal' },
    })
  })
})
