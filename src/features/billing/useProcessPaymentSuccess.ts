// SPEC's process-payment-success on /success: once per Checkout session, as soon as the backend
// knows who is calling. The server confirms the session with Stripe and applies it (never twice
// with the webhook); the subscription and the balance then update on their own, being live
// queries. A failure is only logged (SPEC.md section 8, "Payment processing error"); what the
// screen says comes from the books (useCheckoutResult), this answer only tells it whether Stripe
// still waits for the payment.
import { useEffect, useRef, useState } from 'react'
import { useAction, useConvexAuth } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import { isCheckoutSessionId, PAYMENT_NOT_COMPLETE_ERROR } from '../../../convex/model/constants'
import { useEnsureProfile } from '../auth/EnsureProfile'

/** Not asked yet or under way; applied; Stripe has not confirmed the payment; any other failure. */
export type ProcessOutcome = 'pending' | 'applied' | 'not_complete' | 'failed'

export function useProcessPaymentSuccess(
  sessionId: string | undefined,
  type: string | undefined,
): ProcessOutcome {
  const { isAuthenticated } = useConvexAuth()
  const ensureProfile = useEnsureProfile()
  const processPaymentSuccess = useAction(api.stripe.processPaymentSuccess)
  const processed = useRef<string | null>(null)
  const [outcome, setOutcome] = useState<{ sessionId: string; outcome: ProcessOutcome } | null>(null)

  useEffect(() => {
    if (!sessionId || !isCheckoutSessionId(sessionId)) return
    if (!isAuthenticated || processed.current === sessionId) return
    processed.current = sessionId
    const settle = (result: ProcessOutcome) => {
      if (processed.current === sessionId) setOutcome({ sessionId, outcome: result })
    }
    void (async () => {
      try {
        await ensureProfile()
        const result = await processPaymentSuccess({ sessionId, type })
        if (result.success) return settle('applied')
        console.error('Payment processing error:', result.error)
        settle(result.error === PAYMENT_NOT_COMPLETE_ERROR ? 'not_complete' : 'failed')
      } catch (error) {
        console.error('Payment processing error:', error)
        settle('failed')
      }
    })()
  }, [sessionId, type, isAuthenticated, ensureProfile, processPaymentSuccess])

  return outcome !== null && outcome.sessionId === sessionId ? outcome.outcome : 'pending'
}
