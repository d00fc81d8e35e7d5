// /success: what really happened to the Checkout session in the address (useCheckoutResult).
import { useDocumentTitle } from '../../components/useDocumentTitle'
import {
  PaymentConfirming,
  PaymentNotComplete,
  PaymentNotFound,
  PaymentSuccess,
  paymentSuccessText,
} from './PaymentResult'
import { useCheckoutResult } from './useCheckoutResult'

const TITLES = {
  confirming: 'Confirming your payment',
  not_complete: 'Payment not confirmed yet',
  not_found: 'No payment found',
} as const

export function PaymentConfirmation({ sessionId, type }: { sessionId?: string; type?: string }) {
  const view = useCheckoutResult(sessionId, type)
  useDocumentTitle(
    view.state === 'applied' ? paymentSuccessText(view.type, view.credits).eyebrow : TITLES[view.state],
  )
  switch (view.state) {
    case 'applied':
      return <PaymentSuccess type={view.type} credits={view.credits} />
    case 'not_complete':
      return <PaymentNotComplete />
    case 'not_found':
      return <PaymentNotFound />
    case 'confirming':
      return <PaymentConfirming />
  }
}
