import { createFileRoute } from '@tanstack/react-router'
import { InviteScreen } from '../../../../features/collaborators/InviteScreen'

/**
 * An invitation link. Guard: signed in (otherwise /auth, and back to this link afterwards, so a
 * person invited before they have an account signs up and lands here).
 */
export const Route = createFileRoute('/_signed-in/_app/invite/$token')({
  component: InviteRoute,
})

function InviteRoute() {
  const { token } = Route.useParams()
  return <InviteScreen key={token} token={token} />
}
