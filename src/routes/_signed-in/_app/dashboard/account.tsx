import { createFileRoute } from '@tanstack/react-router'
import { AccountSettings } from '../../../../features/dashboard/AccountSettings'
import { useReadyProfile } from '../../../../features/dashboard/useProfile'

export const Route = createFileRoute('/_signed-in/_app/dashboard/account')({
  component: AccountRoute,
})

function AccountRoute() {
  return <AccountSettings profile={useReadyProfile()} />
}
