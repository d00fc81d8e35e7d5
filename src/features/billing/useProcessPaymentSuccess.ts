// SPEC's process-payment-success on /success: once per Checkout session, as soon as the backend
// knows who is calling. The server confirms the session with Stripe and applies it (never twice
// with the webhook); the subscription and the balance then update on their own, being live
// queries. A failure is only logged (SPEC.md section 8, "Payment processing error").
import { useEffect, useRef } from 'react'
import { useAction, useConvexAuth } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import { useEnsureProfile } from '../auth/EnsureProfile'

export function useProcessPaymentSuccess(sessionId: string | undefined, type: string | undefined): void {
  const { isAuthenticated } = useConvexAuth()
  const ensureProfile = useEnsureProfile()
  const processPaymentSuccess = useAction(api.stripe.processPaymentSuccess)
  const processed = useRef<string | null>(null)

  useEffect(() => {
    if (!sessionId || !isAuthenticated || processed.current === sessionId) return
    processed.current = sessionId
    void (async () => {
      try {
        await ensureProfile()
        const result = await processPaymentSuccess({ sessionId, type })
        if (!result.success) console.error('Payment processing error:', result.error)
      } catch (error) {
        console.error('Payment processing error:', error)
      }
    })()
  }, [sessionId, type, isAuthenticated, ensureProfile, processPaymentSuccess])
}
