// A store's people: its owner invites by email, changes roles, renews or cancels invitations and
// removes members; a member sees who is on the store and can leave it. Live from members.list.
import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import {
  Badge,
  Button,
  Callout,
  Dialog,
  Flex,
  Heading,
  IconButton,
  Select,
  Skeleton,
  Text,
  TextField,
  Tooltip,
} from '@radix-ui/themes'
import { Copy, Link2, LogOut, UserMinus, UserPlus, Users, X } from 'lucide-react'
import { useMutation } from 'convex/react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import type { MemberRole } from '../../../convex/schema'
import { MAX_EMAIL_LENGTH } from '../../../convex/model/constants'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { LoadError } from '../../components/LoadError'
import { RelativeTime } from '../../components/RelativeTime'
import { useLiveQuery } from '../../components/useLiveQuery'
import { errorDetail } from '../../lib/errors'
import { useSession } from '../../lib/session'
import { toastError, toastSuccess } from '../../lib/toast'
import { RoleBadge, roleInSentence } from '../dashboard/StoreCard'
import { Avatar } from './PresenceAvatars'
import { DomainText } from '../dashboard/StoreCard'

type People = FunctionReturnType<typeof api.members.list>
type Member = People['members'][number]
type Invite = People['invites'][number]

/** The link that carries an invitation's one-time secret. */
export function inviteLink(token: string, origin: string = window.location.origin): string {
  return `${origin}/invite/${token}`
}

/** How the invitation reaches the person: local mode sends no email. */
export function deliveryNote(mode: 'local' | 'cloud', email: string): string {
  return mode === 'local'
    ? `Local mode sends no email: send this link to ${email}.`
    : `${email} will see the invitation on their dashboard when they sign in with that address, or send them this link.`
}

const ROLES: Array<{ value: MemberRole; label: string }> = [
  { value: 'editor', label: 'Editor' },
  { value: 'viewer', label: 'Viewer' },
]

/** Editor or viewer: the invite form's choice and each member's. */
function RoleSelect({
  value,
  onChange,
  label,
  id,
  size,
  disabled,
  className,
}: {
  value: MemberRole
  onChange(role: MemberRole): void
  label: string
  id?: string
  size?: '1' | '2'
  disabled?: boolean
  className?: string
}) {
  return (
    <Select.Root
      size={size}
      value={value}
      onValueChange={(next) => onChange(next as MemberRole)}
      disabled={disabled}
    >
      <Select.Trigger id={id} aria-label={label} className={className} />
      <Select.Content position="popper">
        {ROLES.map((option) => (
          <Select.Item key={option.value} value={option.value}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
}

/** The header's button to the store's people: "Share" for its owner, "People" for members. */
export function MembersButton({
  projectId,
  storeName,
  owner,
}: {
  projectId: Id<'projects'>
  storeName: string
  owner: boolean
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <Button size="2" variant="soft" color="gray" highContrast>
          <Users className="size-4" aria-hidden />
          {owner ? 'Share' : 'People'}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="600px" aria-describedby={undefined}>
        <Flex justify="between" align="start" gap="3" mb="4">
          <Dialog.Title mb="0" className="[overflow-wrap:anywhere]">
            {owner ? 'Share ' : 'People on '}
            <DomainText domain={storeName} />
          </Dialog.Title>
          <Dialog.Close>
            <IconButton size="1" variant="ghost" color="gray" aria-label="Close">
              <X className="size-4" aria-hidden />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <MembersPanel projectId={projectId} storeName={storeName} />
      </Dialog.Content>
    </Dialog.Root>
  )
}

export function MembersPanel({ projectId, storeName }: { projectId: Id<'projects'>; storeName: string }) {
  const people = useLiveQuery(api.members.list, { projectId })
  const [link, setLink] = useState<{ email: string; token: string } | null>(null)

  if (people.status === 'loading') return <MembersSkeleton />
  if (people.status === 'error') return <LoadError what="the people on this store" />

  const { role, members, invites } = people.data
  const owner = role === 'owner'
  return (
    <Flex direction="column" gap="5" data-testid="members-panel">
      {owner && <InviteForm projectId={projectId} onInvited={setLink} />}
      {owner && link !== null && <InviteLinkBox {...link} onClose={() => setLink(null)} />}

      <section aria-labelledby="members-people">
        <Heading as="h3" size="2" id="members-people" mb="2">
          People with access
        </Heading>
        <ul className="m-0 flex list-none flex-col divide-y divide-[var(--gray-a4)] p-0">
          {members.map((member) => (
            <MemberRow key={member.userId} member={member} manage={owner} storeName={storeName} />
          ))}
        </ul>
        {owner && members.length === 1 && invites.length === 0 && (
          <Text as="p" size="2" color="gray" mt="2">
            Nobody else is on this store yet. Invite someone by email to build its pages with you.
          </Text>
        )}
      </section>

      {owner && invites.length > 0 && (
        <section aria-labelledby="members-invites">
          <Heading as="h3" size="2" id="members-invites" mb="2">
            Open invitations
          </Heading>
          <ul className="m-0 flex list-none flex-col divide-y divide-[var(--gray-a4)] p-0">
            {invites.map((invite) => (
              <InviteRow key={invite.inviteId} invite={invite} onRenewed={setLink} />
            ))}
          </ul>
        </section>
      )}

      {!owner && <LeaveStore projectId={projectId} storeName={storeName} />}
    </Flex>
  )
}

function InviteForm({
  projectId,
  onInvited,
}: {
  projectId: Id<'projects'>
  onInvited(link: { email: string; token: string }): void
}) {
  const invite = useMutation(api.members.invite)
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<MemberRole>('editor')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const ids = { email: useId(), role: useId(), error: useId() }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || email.trim() === '') return
    setBusy(true)
    setFailure(null)
    try {
      const result = await invite({ projectId, email, role })
      onInvited({ email: result.email, token: result.token })
      setEmail('')
    } catch (error) {
      setFailure(
        errorDetail(error) ?? 'The invitation could not be sent. Check your connection and try again.',
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    // The server checks the address and says what is wrong, inline (noValidate: no browser bubble).
    <form onSubmit={submit} aria-label="Invite someone" noValidate>
      <div className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_auto_auto]">
        <div className="col-span-2 sm:col-span-1">
          <Text as="label" htmlFor={ids.email} size="2" weight="medium" className="mb-1 block">
            Invite by email
          </Text>
          <TextField.Root
            id={ids.email}
            type="email"
            value={email}
            maxLength={MAX_EMAIL_LENGTH}
            placeholder="name@example.com"
            autoComplete="off"
            aria-invalid={failure !== null}
            aria-describedby={failure !== null ? ids.error : undefined}
            onChange={(event) => {
              setEmail(event.target.value)
              setFailure(null)
            }}
          />
        </div>
        <div className="sm:self-end">
          <Text as="label" htmlFor={ids.role} size="2" weight="medium" className="sr-only">
            Role
          </Text>
          <RoleSelect
            value={role}
            onChange={setRole}
            label="Role"
            id={ids.role}
            className="!w-full sm:!w-auto"
          />
        </div>
        <Button type="submit" className="self-end" loading={busy} disabled={email.trim() === ''}>
          <UserPlus className="size-4" aria-hidden />
          Invite
        </Button>
      </div>
      {failure !== null && (
        <Text as="p" id={ids.error} size="2" color="red" mt="2" role="alert">
          {failure}
        </Text>
      )}
      <Text as="p" size="1" color="gray" mt="2">
        Editors create and edit pages; viewers see them. Only you connect, push and delete.
      </Text>
    </form>
  )
}

function InviteLinkBox({ email, token, onClose }: { email: string; token: string; onClose(): void }) {
  const session = useSession()
  const link = inviteLink(token)
  const id = useId()
  const [copied, setCopied] = useState(false)

  async function copy() {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
      toastSuccess('Link copied')
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected for the person to copy.
      const input = document.getElementById(id)
      if (input instanceof HTMLInputElement) input.select()
      toastError('Could not copy the link', 'Select it and copy it yourself.')
    }
  }

  return (
    <Callout.Root color="green" variant="surface" data-testid="invite-link">
      <Callout.Icon>
        <Link2 className="size-4" />
      </Callout.Icon>
      <Flex direction="column" gap="2" className="w-full min-w-0">
        <Flex justify="between" align="start" gap="2">
          <Text as="label" htmlFor={id} size="2" weight="medium" className="[overflow-wrap:anywhere]">
            Invitation link for {email}
          </Text>
          <IconButton size="1" variant="ghost" color="gray" aria-label="Hide the link" onClick={onClose}>
            <X className="size-3.5" aria-hidden />
          </IconButton>
        </Flex>
        <Flex gap="2" direction={{ initial: 'column', sm: 'row' }}>
          <TextField.Root
            id={id}
            readOnly
            value={link}
            className="min-w-0 flex-1 font-mono"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button type="button" variant="solid" onClick={() => void copy()}>
            <Copy className="size-4" aria-hidden />
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Flex>
        <Text as="p" size="2" className="[overflow-wrap:anywhere]">
          {deliveryNote(session.mode, email)}
        </Text>
      </Flex>
    </Callout.Root>
  )
}

function MemberRow({ member, manage, storeName }: { member: Member; manage: boolean; storeName: string }) {
  const setRole = useMutation(api.members.setRole)
  const remove = useMutation(api.members.remove)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const memberId = member.memberId
  const editable = manage && memberId !== undefined

  async function changeRole(role: MemberRole) {
    if (memberId === undefined || role === member.role) return
    try {
      await setRole({ memberId, role })
      toastSuccess(`${member.name} is now ${roleInSentence(role)}`)
    } catch (error) {
      toastError('Failed to change the role', errorDetail(error))
    }
  }

  async function removeMember() {
    if (memberId === undefined) return
    setBusy(true)
    try {
      await remove({ memberId })
      toastSuccess(`${member.name} was removed from ${storeName}`)
    } catch (error) {
      toastError('Failed to remove the member', errorDetail(error))
      setBusy(false)
    }
  }

  return (
    <li
      className={`flex items-center gap-3 py-2.5 ${busy ? 'opacity-60' : ''}`}
      data-testid="member"
      aria-busy={busy}
    >
      <Avatar userId={member.userId} initials={member.initials} size={32} />
      {/* Takes the room the row leaves it, never more: a long name or address is cut, with a title. */}
      <div className="min-w-0 flex-1 contain-inline-size">
        <Flex align="center" gap="2">
          <Text size="2" weight="medium" className="truncate" title={member.name}>
            {member.name}
          </Text>
          {member.you && (
            <Badge size="1" variant="outline" color="gray" radius="full">
              you
            </Badge>
          )}
        </Flex>
        {member.email !== null && (
          <Text as="div" size="1" color="gray" className="truncate" title={member.email}>
            {member.email}
          </Text>
        )}
      </div>
      {editable ? (
        <>
          <RoleSelect
            size="1"
            value={member.role as MemberRole}
            onChange={(next) => void changeRole(next)}
            label={`Role of ${member.name}`}
            disabled={busy}
          />
          <Tooltip content="Remove from the store">
            <IconButton
              size="1"
              variant="soft"
              color="red"
              aria-label={`Remove ${member.name}`}
              disabled={busy}
              onClick={() => setConfirming(true)}
            >
              <UserMinus className="size-3.5" aria-hidden />
            </IconButton>
          </Tooltip>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Remove from store"
            description={
              <>
                Remove <strong>{member.name}</strong> from {storeName}? They will no longer see the store or
                its pages, and any screen of it they have open closes. You can invite them again.
              </>
            }
            confirmLabel="Remove"
            onConfirm={() => {
              setConfirming(false)
              void removeMember()
            }}
          />
        </>
      ) : (
        <RoleBadge role={member.role} />
      )}
    </li>
  )
}

function InviteRow({
  invite,
  onRenewed,
}: {
  invite: Invite
  onRenewed(link: { email: string; token: string }): void
}) {
  const renew = useMutation(api.members.renewInvite)
  const cancel = useMutation(api.members.cancelInvite)
  const [busy, setBusy] = useState<'renew' | 'cancel' | null>(null)

  async function renewInvite() {
    setBusy('renew')
    try {
      const result = await renew({ inviteId: invite.inviteId })
      onRenewed({ email: result.email, token: result.token })
    } catch (error) {
      toastError('Failed to make a new link', errorDetail(error))
    } finally {
      setBusy(null)
    }
  }

  async function cancelInvite() {
    setBusy('cancel')
    try {
      await cancel({ inviteId: invite.inviteId })
      toastSuccess(`The invitation for ${invite.email} was cancelled`)
    } catch (error) {
      toastError('Failed to cancel the invitation', errorDetail(error))
      setBusy(null)
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5" data-testid="open-invite">
      <div className="min-w-0 flex-1 basis-48 contain-inline-size">
        <Flex align="center" gap="2">
          <Text size="2" weight="medium" className="truncate" title={invite.email}>
            {invite.email}
          </Text>
          <RoleBadge role={invite.role} />
        </Flex>
        <Text as="div" size="1" color="gray">
          <RelativeTime timestamp={invite.expiresAt} prefix="Expires" />
        </Text>
      </div>
      <Flex gap="2">
        <Button
          size="1"
          variant="soft"
          loading={busy === 'renew'}
          disabled={busy !== null}
          aria-label={`New link for ${invite.email}`}
          onClick={() => void renewInvite()}
        >
          New link
        </Button>
        <Button
          size="1"
          variant="soft"
          color="gray"
          loading={busy === 'cancel'}
          disabled={busy !== null}
          aria-label={`Cancel the invitation for ${invite.email}`}
          onClick={() => void cancelInvite()}
        >
          Cancel
        </Button>
      </Flex>
    </li>
  )
}

function LeaveStore({ projectId, storeName }: { projectId: Id<'projects'>; storeName: string }) {
  const leave = useMutation(api.members.leave)
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)

  async function leaveStore() {
    setBusy(true)
    try {
      await leave({ projectId })
      toastSuccess(`You left ${storeName}`)
      void navigate({ to: '/dashboard' })
    } catch (error) {
      toastError('Failed to leave the store', errorDetail(error))
      setBusy(false)
    }
  }

  return (
    <Flex
      justify="between"
      align="center"
      gap="3"
      wrap="wrap"
      pt="4"
      className="border-t border-[var(--gray-a4)]"
    >
      <Text size="2" color="gray">
        Only the store’s owner manages its people.
      </Text>
      <Button variant="soft" color="red" loading={busy} onClick={() => setConfirming(true)}>
        <LogOut className="size-4" aria-hidden />
        Leave store
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Leave store"
        description={
          <>
            Leave <strong>{storeName}</strong>? You will no longer see the store or its pages. Its owner can
            invite you again.
          </>
        }
        confirmLabel="Leave store"
        onConfirm={() => {
          setConfirming(false)
          void leaveStore()
        }}
      />
    </Flex>
  )
}

function MembersSkeleton() {
  return (
    <Flex direction="column" gap="3" role="status" aria-label="Loading the people on this store">
      {[0, 1].map((index) => (
        <Flex key={index} align="center" gap="3">
          <Skeleton width="32px" height="32px" className="!rounded-full" />
          <Flex direction="column" gap="1" className="flex-1">
            <Skeleton height="14px" width="40%" />
            <Skeleton height="12px" width="60%" />
          </Flex>
          <Skeleton height="24px" width="64px" />
        </Flex>
      ))}
    </Flex>
  )
}
