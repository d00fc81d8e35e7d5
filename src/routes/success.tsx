import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { RequireSession } from '../components/RequireSession'
import { PaymentSuccess, paymentType } from '../features/billing/PaymentResult'
import { useProcessPaymentSuccess } from '../features/billing/useProcessPaymentSuccess'

const searchSchema = z.object({
  session_id: z.string().optional(),
  type: z.string().optional(),
})

export const Route = createFileRoute('/success')({
  validateSearch: searchSchema,
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
