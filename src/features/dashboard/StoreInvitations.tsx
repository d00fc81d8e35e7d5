import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { MailOpen } from 'lucide-react'
import { useMutation } from 'convex/react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '../../../convex/_generated/api'
import { RelativeTime } from '../../components/RelativeTime'
import { useLiveQuery } from '../../components/useLiveQuery'
import { errorDetail } from '../../lib/errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { RoleBadge, roleInSentence } from './StoreCard'

type InvitationsPage = FunctionReturnType<typeof api.members.invitations>
export type Invitation = InvitationsPage['page'][number]

interface Accepting {
  accepting: string | null
  accept: (invitation: Invitation) => void
}

/**
 * The open invitations for my verified email, above My Stores: accepting one opens the store.
 * Those from people I already share a store with come first, then the others, a page at a time
 * ("Show more"): none is ever hidden, however many strangers invite me. Nothing at all when
 * there are none (or while they load, or if they cannot be read).
 */
export function StoreInvitations() {
  const first = useLiveQuery(api.members.invitations, {})
  const accept = useMutation(api.members.accept)
  const navigate = useNavigate()
  const [accepting, setAccepting] = useState<string | null>(null)

  if (first.status !== 'success') return null
  if (first.data.page.length === 0 && first.data.continueCursor === null) return null

  async function acceptInvitation(invitation: Invitation) {
    setAccepting(invitation.inviteId)
    try {
      const { projectId } = await accept({ inviteId: invitation.inviteId })
      toastSuccess(`You joined ${invitation.storeName}`)
      void navigate({ to: '/projects/$projectId', params: { projectId } })
    } catch (error) {
      toastError('Failed to accept the invitation', errorDetail(error))
    } finally {
      setAccepting(null)
    }
  }

  return (
    <section aria-labelledby="store-invitations" className="mb-8">
      <Heading as="h2" size="4" id="store-invitations" mb="3">
        Invitations
      </Heading>
      <Flex direction="column" gap="3">
        <InvitationsFrom
          result={first.data}
          accepting={accepting}
          accept={(invitation) => void acceptInvitation(invitation)}
        />
      </Flex>
    </section>
  )
}

/** A page of invitations, then the next page once asked for ("Show more"), and so on. */
function InvitationsFrom({ result, ...accepting }: { result: InvitationsPage } & Accepting) {
  const [more, setMore] = useState(false)
  const cursor = result.continueCursor
  return (
    <>
      {result.page.map((invitation) => (
        <InvitationCard key={invitation.inviteId} invitation={invitation} {...accepting} />
      ))}
      {cursor !== null &&
        (more ? (
          <NextInvitations cursor={cursor} {...accepting} />
        ) : (
          <Flex justify="center">
            <Button variant="soft" color="gray" onClick={() => setMore(true)}>
              Show more invitations
            </Button>
          </Flex>
        ))}
    </>
  )
}

/** The page after `cursor`, live: it follows when the page before it changes. */
function NextInvitations({ cursor, ...accepting }: { cursor: string } & Accepting) {
  const next = useLiveQuery(api.members.invitations, { cursor })
  if (next.status === 'loading')
    return (
      <Text size="2" color="gray" role="status">
        Loading more invitations…
      </Text>
    )
  if (next.status === 'error')
    return (
      <Text size="2" color="red" role="alert">
        More invitations could not be loaded.
      </Text>
    )
  return <InvitationsFrom result={next.data} {...accepting} />
}

function InvitationCard({ invitation, accepting, accept }: { invitation: Invitation } & Accepting) {
  return (
    <Card size="2" data-testid="invitation" className="bg-[var(--accent-a2)]">
      <Flex gap="3" align={{ initial: 'start', sm: 'center' }} direction={{ initial: 'column', sm: 'row' }}>
        <Flex gap="3" align="start" className="min-w-0 flex-1">
          <Flex
            aria-hidden
            align="center"
            justify="center"
            className="size-10 shrink-0 rounded-lg bg-[var(--accent-a3)] text-[var(--accent-11)]"
          >
            <MailOpen className="size-5" />
          </Flex>
          <div className="min-w-0">
            <Flex gap="2" align="center" wrap="wrap">
              <Text size="3" weight="bold" className="[overflow-wrap:anywhere]">
                {invitation.storeName}
              </Text>
              <RoleBadge role={invitation.role} />
            </Flex>
            <Text as="p" size="2" color="gray">
              {invitation.invitedBy} invited you as {roleInSentence(invitation.role)} ·{' '}
              <RelativeTime timestamp={invitation.expiresAt} prefix="expires" />
            </Text>
          </div>
        </Flex>
        <Button
          size="2"
          loading={accepting === invitation.inviteId}
          disabled={accepting !== null}
          onClick={() => accept(invitation)}
          aria-label={`Accept the invitation to ${invitation.storeName}`}
        >
          Accept
        </Button>
      </Flex>
    </Card>
  )
}
