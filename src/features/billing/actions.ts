// The three Stripe buttons (subscribe, buy credits, manage billing) in one place. Each server
// call returns a URL that opens in a new tab. Whenever the server says Stripe is not configured,
// the buttons say so instead of failing.
import { useCallback, useMemo, useState } from 'react'
import { useAction } from 'convex/react'
import { toast } from 'sonner'
import { api } from '../../../convex/_generated/api'
import { toastError } from '../../lib/toast'

export type BillingActionKind = 'checkout' | 'payment' | 'portal'

/** What create-checkout, create-payment and customer-portal answer. */
export type BillingCallResult = { url?: string | null; error?: string | null } | null | undefined
export type BillingCall = () => Promise<BillingCallResult>

/**
 * SPEC.md section 8, word for word: the first text when the server could not create the
 * session (an error or no URL in its answer), the second when the call itself failed.
 */
export const BILLING_ERRORS: Record<BillingActionKind, { session: string; call: string }> = {
  checkout: { session: 'Failed to create checkout session', call: 'Failed to start checkout process' },
  payment: { session: 'Failed to create payment session', call: 'Failed to start payment process' },
  portal: { session: 'Failed to open customer portal', call: 'Failed to open billing portal' },
}

export const STRIPE_NOT_CONFIGURED = 'Payments need Stripe to be configured (see README).'

export function notifyStripeNotConfigured(): void {
  toast.info('Payments are not set up', { description: STRIPE_NOT_CONFIGURED })
}

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer')
}

/** Runs one billing call; true when a Stripe page was opened. */
export async function runBillingAction(
  kind: BillingActionKind,
  call: BillingCall | null,
  options: { stripeConfigured: boolean; openUrl?: (url: string) => void },
): Promise<boolean> {
  if (!options.stripeConfigured || call === null) {
    notifyStripeNotConfigured()
    return false
  }
  let result: BillingCallResult
  try {
    result = await call()
  } catch (error) {
    console.error(error)
    toastError(BILLING_ERRORS[kind].call)
    return false
  }
  if (!result?.url) {
    toastError(BILLING_ERRORS[kind].session, result?.error ?? undefined)
    return false
  }
  ;(options.openUrl ?? openInNewTab)(result.url)
  return true
}

/** The server functions behind the buttons (convex/stripe.ts). */
function useStripeCalls(): Record<BillingActionKind, BillingCall | null> {
  const checkout = useAction(api.stripe.createCheckout)
  const payment = useAction(api.stripe.createPayment)
  const portal = useAction(api.stripe.customerPortal)
  return useMemo(
    () => ({ checkout: () => checkout({}), payment: () => payment({}), portal: () => portal({}) }),
    [checkout, payment, portal],
  )
}

export interface BillingActions {
  subscribe(): Promise<boolean>
  buyCredits(): Promise<boolean>
  openPortal(): Promise<boolean>
  /** The action under way, for the button that shows a spinner. */
  pending: BillingActionKind | null
}

export function useBillingActions(stripeConfigured: boolean): BillingActions {
  const calls = useStripeCalls()
  const [pending, setPending] = useState<BillingActionKind | null>(null)
  const run = useCallback(
    async (kind: BillingActionKind) => {
      setPending(kind)
      try {
        return await runBillingAction(kind, calls[kind], { stripeConfigured })
      } finally {
        setPending(null)
      }
    },
    [calls, stripeConfigured],
  )
  return {
    subscribe: () => run('checkout'),
    buyCredits: () => run('payment'),
    openPortal: () => run('portal'),
    pending,
  }
}
