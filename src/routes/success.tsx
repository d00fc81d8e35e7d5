import { createFileRoute } from '@tanstack/react-router'
import { RequireSession } from '../components/RequireSession'
import { PaymentSuccess, paymentType } from '../features/billing/PaymentResult'
import { useProcessPaymentSuccess } from '../features/billing/useProcessPaymentSuccess'
import { optionalSearchString } from '../lib/search-params'

export const Route = createFileRoute('/success')({
  validateSearch: (search: Record<string, unknown>) => ({
    session_id: optionalSearchString(search.session_id, 500),
    type: optionalSearchString(search.type, 40),
  }),
  component: SuccessRoute,
})

// process-payment-success ({ session_id, type }) runs on mount; the subscription and the profile
// then refresh on their own (they are live queries).
function SuccessRoute() {
  const { session_id: sessionId, type } = Route.useSearch()
  return (
    <RequireSession>
      <ConfirmPayment sessionId={sessionId} type={type} />
      <PaymentSuccess type={paymentType(type)} />
    </RequireSession>
  )
}

function ConfirmPayment({ sessionId, type }: { sessionId?: string; type?: string }) {
  useProcessPaymentSuccess(sessionId, type)
  return null
}
