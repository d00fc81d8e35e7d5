import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { RequireSession } from '../components/RequireSession'
import { PaymentSuccess, paymentType } from '../features/billing/PaymentResult'

const searchSchema = z.object({
  session_id: z.string().optional(),
  type: z.string().optional(),
})

export const Route = createFileRoute('/success')({
  validateSearch: searchSchema,
  component: SuccessRoute,
})

// process-payment-success ({ session_id, type }) arrives with the billing issue: it runs here on
// mount, then the subscription and the profile refresh on their own (they are live queries).
function SuccessRoute() {
  const { type } = Route.useSearch()
  return (
    <RequireSession>
      <PaymentSuccess type={paymentType(type)} />
    </RequireSession>
  )
}
