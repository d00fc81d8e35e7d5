// What /success may honestly say about a Checkout session. The books decide (billing.checkout, a
// live query): the screen says a payment succeeded only once its session reached the signed-in
// user's account, with the credits it really added, and changes by itself when the webhook or
// process-payment-success lands. Until then it is confirming; Stripe saying the payment is not
// complete, or nothing arriving within CONFIRM_WAIT_MS, is said as such; an address that names no
// session at all is said at once.
import { useEffect, useState } from 'react'
import { useConvexAuth, useQuery } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import { isCheckoutSessionId } from '../../../convex/model/constants'
import type { PaymentType } from './PaymentResult'
import { useProcessPaymentSuccess } from './useProcessPaymentSuccess'

/**
 * How long the screen waits for a session to reach the books before saying no payment was found.
 * process-payment-success applies a paid session itself within a Stripe round trip, and Stripe's
 * webhook usually lands within seconds; a later arrival still turns the screen to success.
 */
export const CONFIRM_WAIT_MS = 10_000

export type CheckoutView =
  | { state: 'confirming' }
  | { state: 'not_complete' }
  | { state: 'not_found' }
  | { state: 'applied'; type: PaymentType; credits: number }

export function useCheckoutResult(sessionId: string | undefined, type: string | undefined): CheckoutView {
  const { isAuthenticated } = useConvexAuth()
  const valid = sessionId !== undefined && isCheckoutSessionId(sessionId)
  const processed = useProcessPaymentSuccess(sessionId, type)
  const result = useQuery(api.billing.checkout, valid && isAuthenticated ? { sessionId } : 'skip')

  // The wait starts once the backend knows who is asking; a new session id waits afresh.
  const [waitedFor, setWaitedFor] = useState<string | null>(null)
  useEffect(() => {
    if (!valid || !isAuthenticated) return
    const timer = setTimeout(() => setWaitedFor(sessionId), CONFIRM_WAIT_MS)
    return () => clearTimeout(timer)
  }, [valid, isAuthenticated, sessionId])

  if (!valid) return { state: 'not_found' }
  if (result?.applied) return { state: 'applied', type: result.type, credits: result.credits }
  if (result === undefined) return { state: 'confirming' }
  if (processed === 'not_complete') return { state: 'not_complete' }
  // Applied by process-payment-success: the live query is about to say so.
  if (processed === 'applied') return { state: 'confirming' }
  return waitedFor === sessionId ? { state: 'not_found' } : { state: 'confirming' }
}
