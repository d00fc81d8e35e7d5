import { createFileRoute } from '@tanstack/react-router'
import { BillingScreen } from '../../../../features/billing/BillingScreen'
import { useReadyProfile } from '../../../../features/dashboard/useProfile'

export const Route = createFileRoute('/_signed-in/_app/dashboard/billing')({
  component: BillingRoute,
})

function BillingRoute() {
  const profile = useReadyProfile()
  return <BillingScreen credits={profile.credits} />
}
