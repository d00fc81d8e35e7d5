import { createFileRoute } from '@tanstack/react-router'
import { PaymentConfirmation } from '../../features/billing/PaymentConfirmation'
import { optionalSearchString } from '../../lib/search-params'

export const Route = createFileRoute('/_signed-in/success')({
  validateSearch: (search: Record<string, unknown>) => ({
    session_id: optionalSearchString(search.session_id, 500),
    type: optionalSearchString(search.type, 40),
  }),
  component: SuccessRoute,
})

// process-payment-success ({ session_id, type }) runs on mount; the screen says what the books
// hold for the session (a live query): confirming, the payment's real credits, or no payment.
function SuccessRoute() {
  const { session_id: sessionId, type } = Route.useSearch()
  return <PaymentConfirmation key={sessionId ?? ''} sessionId={sessionId} type={type} />
}
