// /invite/$token: what an invitation link offers the signed-in person, and accepting it.
import { useState, type ReactNode } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Button, Callout, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes'
import { ArrowLeft, CircleAlert, LogOut, MailOpen, MailX, Store as StoreIcon } from 'lucide-react'
import { useMutation } from 'convex/react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '../../../convex/_generated/api'
import {
  INVITE_EXPIRED,
  INVITE_NOT_FOUND,
  INVITE_UNVERIFIED,
  INVITE_USED,
  inviteWrongEmail,
} from '../../../convex/model/constants'
import { LoadError } from '../../components/LoadError'
import { RelativeTime } from '../../components/RelativeTime'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { useLiveQuery } from '../../components/useLiveQuery'
import { errorDetail } from '../../lib/errors'
import { useSession } from '../../lib/session'
import { toastSuccess } from '../../lib/toast'
import { RoleBadge, roleInSentence } from '../dashboard/StoreCard'

export type InvitationView = NonNullable<FunctionReturnType<typeof api.members.invitation>>

/** What a role may do on the store, in the words of model/access.ts. */
export function roleAbilities(role: InvitationView['role']): string {
  return role === 'editor'
    ? 'Editors see the store’s pages and create, generate, refine and edit them.'
    : 'Viewers see the store’s pages, their themes, history and previews, and change nothing.'
}

/** Why an invitation cannot be accepted, as the server says it. */
export function refusal(invitation: InvitationView): string | null {
  switch (invitation.status) {
    case 'expired':
      return INVITE_EXPIRED
    case 'used':
      return INVITE_USED
    case 'wrong_email':
      return inviteWrongEmail(invitation.email)
    case 'unverified':
      return INVITE_UNVERIFIED
    default:
      return null
  }
}

export function InviteScreen({ token }: { token: string }) {
  const invitation = useLiveQuery(api.members.invitation, { token })
  useDocumentTitle('Invitation')
  return (
    <div className="mx-auto w-full max-w-lg py-4 sm:py-10">
      {invitation.status === 'loading' && <InviteSkeleton />}
      {invitation.status === 'error' && <LoadError what="the invitation" />}
      {invitation.status === 'success' && invitation.data === null && <InviteNotFound />}
      {invitation.status === 'success' && invitation.data !== null && (
        <InvitationCard invitation={invitation.data} token={token} />
      )}
    </div>
  )
}

function InvitationCard({ invitation, token }: { invitation: InvitationView; token: string }) {
  const accept = useMutation(api.members.accept)
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const reason = refusal(invitation)
  const article = roleInSentence(invitation.role)

  async function acceptInvitation() {
    setBusy(true)
    setFailure(null)
    try {
      const { projectId } = await accept({ token })
      toastSuccess(`You joined ${invitation.storeName}`)
      void navigate({ to: '/projects/$projectId', params: { projectId } })
    } catch (error) {
      setFailure(
        errorDetail(error) ?? 'The invitation could not be accepted. Check your connection and try again.',
      )
      setBusy(false)
    }
  }

  return (
    <Card size={{ initial: '3', sm: '4' }} data-testid="invitation-card" data-status={invitation.status}>
      <Flex direction="column" gap="4">
        <Flex
          aria-hidden
          align="center"
          justify="center"
          className="size-12 rounded-full bg-[var(--accent-a3)] text-[var(--accent-11)]"
        >
          <MailOpen className="size-6" />
        </Flex>
        <div>
          <Text as="p" size="2" color="gray">
            {invitation.invitedBy} invited {invitation.email} to
          </Text>
          <Flex align="center" gap="2" wrap="wrap" mt="1">
            <Heading as="h1" size="6" className="[overflow-wrap:anywhere]">
              {invitation.storeName}
            </Heading>
            <RoleBadge role={invitation.role} />
          </Flex>
          <Text as="p" size="2" mt="2">
            {invitation.status === 'open' && `You are invited as ${article}. `}
            {roleAbilities(invitation.role)}
          </Text>
        </div>

        {invitation.status === 'open' && (
          <>
            <Text as="p" size="1" color="gray">
              <RelativeTime timestamp={invitation.expiresAt} prefix="This invitation expires" />.
            </Text>
            {failure && (
              <Callout.Root color="red" role="alert">
                <Callout.Icon>
                  <CircleAlert className="size-4" />
                </Callout.Icon>
                <Callout.Text>{failure}</Callout.Text>
              </Callout.Root>
            )}
            <Actions>
              <Button size="3" loading={busy} onClick={() => void acceptInvitation()}>
                Accept invitation
              </Button>
              <Button asChild size="3" variant="soft" color="gray">
                <Link to="/dashboard">Not now</Link>
              </Button>
            </Actions>
          </>
        )}

        {invitation.status === 'member' && (
          <>
            <Callout.Root color="green">
              <Callout.Icon>
                <StoreIcon className="size-4" />
              </Callout.Icon>
              <Callout.Text>You’re already on this store.</Callout.Text>
            </Callout.Root>
            <Actions>
              <Button asChild size="3">
                <Link to="/projects/$projectId" params={{ projectId: invitation.projectId }}>
                  Open store
                </Link>
              </Button>
            </Actions>
          </>
        )}

        {reason !== null && (
          <>
            <Callout.Root color={invitation.status === 'expired' ? 'amber' : 'red'} role="alert">
              <Callout.Icon>
                <CircleAlert className="size-4" />
              </Callout.Icon>
              <Callout.Text>{reason}</Callout.Text>
            </Callout.Root>
            <Actions>
              {invitation.status === 'wrong_email' && (
                <SwitchAccount email={invitation.email} token={token} />
              )}
              <BackToDashboard />
            </Actions>
          </>
        )}
      </Flex>
    </Card>
  )
}

function Actions({ children }: { children: ReactNode }) {
  return (
    <Flex direction={{ initial: 'column', sm: 'row' }} gap="3">
      {children}
    </Flex>
  )
}

/** Signs out and back in (or up) as the invited address; the sign-in screen returns to the link. */
function SwitchAccount({ email, token }: { email: string; token: string }) {
  const session = useSession()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  async function switchAccount() {
    setBusy(true)
    await session.signOut()
    await navigate({ to: '/auth', search: { redirect: `/invite/${token}` }, replace: true })
  }
  return (
    <Button size="3" loading={busy} onClick={() => void switchAccount()}>
      <LogOut className="size-4" aria-hidden />
      Sign in as {email}
    </Button>
  )
}

function BackToDashboard() {
  return (
    <Button asChild size="3" variant="soft" color="gray">
      <Link to="/dashboard">
        <ArrowLeft className="size-4" aria-hidden />
        Back to dashboard
      </Link>
    </Button>
  )
}

function InviteNotFound() {
  return (
    <Card size={{ initial: '3', sm: '4' }} data-testid="invitation-card" data-status="not_found">
      <Flex direction="column" gap="4">
        <Flex
          aria-hidden
          align="center"
          justify="center"
          className="size-12 rounded-full bg-[var(--gray-a3)] text-[var(--gray-11)]"
        >
          <MailX className="size-6" />
        </Flex>
        <Heading as="h1" size="6">
          Invitation not found
        </Heading>
        <Text as="p" size="2" color="gray" role="alert">
          {INVITE_NOT_FOUND}
        </Text>
        <Actions>
          <BackToDashboard />
        </Actions>
      </Flex>
    </Card>
  )
}

function InviteSkeleton() {
  return (
    <Card size={{ initial: '3', sm: '4' }} role="status" aria-label="Loading the invitation">
      <Skeleton width="48px" height="48px" className="!rounded-full" />
      <Skeleton width="60%" height="14px" mt="4" />
      <Skeleton width="80%" height="28px" mt="2" />
      <Skeleton width="100%" height="14px" mt="3" />
      <Skeleton width="160px" height="40px" mt="5" />
    </Card>
  )
}
