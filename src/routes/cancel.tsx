import { createFileRoute } from '@tanstack/react-router'
import { PaymentCancelled } from '../features/billing/PaymentResult'

export const Route = createFileRoute('/cancel')({
  component: CancelRoute,
})

function CancelRoute() {
  return <PaymentCancelled />
}
