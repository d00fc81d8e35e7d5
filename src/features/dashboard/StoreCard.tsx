import { Fragment } from 'react'
import { Link } from '@tanstack/react-router'
import { Badge, Button, Card, DropdownMenu, Flex, IconButton, Spinner, Text, Tooltip } from '@radix-ui/themes'
import { ExternalLink, FileText, LogOut, MoreHorizontal, Trash2, Users } from 'lucide-react'
import type { FunctionReturnType } from 'convex/server'
import type { api } from '../../../convex/_generated/api'
import type { ProjectStatus } from '../../../convex/schema'
import { RelativeTime } from '../../components/RelativeTime'
import { StatusBadge } from '../../components/StatusBadge'

export type Store = FunctionReturnType<typeof api.projects.list>[number]

export function storeDisplayName(store: Pick<Store, 'storeName' | 'shopDomain'>): string {
  return store.storeName?.trim() || store.shopDomain
}

export function pageCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'page' : 'pages'}`
}

/** "Editor", "Viewer", "Owner": a role as the screens name it. */
export function roleLabel(role: Store['role']): string {
  return role === 'owner' ? 'Owner' : role === 'editor' ? 'Editor' : 'Viewer'
}

/** "an editor", "a viewer": a member's role inside a sentence. */
export function roleInSentence(role: 'editor' | 'viewer'): string {
  return role === 'editor' ? 'an editor' : 'a viewer'
}

/** A role's badge: an editor's in the accent colour, a viewer's in gray. */
export function RoleBadge({ role }: { role: Store['role'] }) {
  return (
    <Badge color={role === 'viewer' ? 'gray' : 'indigo'} variant="soft" radius="full" data-role={role}>
      {roleLabel(role)}
    </Badge>
  )
}

/**
 * A shop's domain with its line breaks where a reader looks for them: before a dot or after a
 * hyphen, never inside its last two labels ("myshopify.com" stays whole on a phone).
 */
export function DomainText({ domain }: { domain: string }) {
  const labels = domain.split('.')
  const parts =
    labels.length > 2
      ? [
          ...labels.slice(0, -2).map((label, index) => (index > 0 ? `.${label}` : label)),
          `.${labels.slice(-2).join('.')}`,
        ]
      : [domain]
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  )
}

export function shopAdminUrl(shopDomain: string): string {
  return `https://${shopDomain}/admin`
}

interface StoreCardProps {
  store: Store
  /** Being deleted (mine) or left (shared with me): on its way out of the list. */
  deleting: boolean
  onDelete(): void
  onChangeStatus(status: ProjectStatus): void
  /** A store shared with me: I leave it instead of deleting it. */
  onLeave?(): void
}

export function StoreCard({ store, deleting, onDelete, onChangeStatus, onLeave }: StoreCardProps) {
  const name = storeDisplayName(store)
  const shared = store.role !== 'owner'
  return (
    <Card
      size="2"
      data-testid="store-card"
      aria-busy={deleting}
      className={`relative flex flex-col transition-opacity ${deleting ? 'pointer-events-none opacity-60' : ''}`}
    >
      <Flex gap="3" align="start">
        <Flex
          aria-hidden
          align="center"
          justify="center"
          className="size-10 shrink-0 rounded-lg bg-[var(--accent-a3)] text-base font-semibold uppercase text-[var(--accent-11)]"
        >
          {name.slice(0, 1)}
        </Flex>
        <div className="min-w-0 flex-1">
          <Text
            as="div"
            size="3"
            weight="bold"
            // Shown whole: a name or a domain wraps (a domain at its dots and dashes; a word too
            // long for the line anywhere, as a last resort).
            className="break-words"
            title={name}
          >
            {name === store.shopDomain ? <DomainText domain={name} /> : name}
          </Text>
          {name !== store.shopDomain && (
            <Text as="div" size="1" color="gray" className="break-words font-mono">
              <DomainText domain={store.shopDomain} />
            </Text>
          )}
        </div>
        <StatusBadge status={store.status} />
      </Flex>

      {shared && (
        <Flex gap="2" mt="3" align="center" wrap="wrap" data-testid="shared-by">
          <Users className="size-3.5 text-[var(--gray-11)]" aria-hidden />
          <Text size="2" color="gray">
            Shared by {store.ownerName ?? 'its owner'}
          </Text>
          <RoleBadge role={store.role} />
        </Flex>
      )}
      {!shared && store.memberCount > 0 && (
        <Flex gap="2" mt="3" align="center" data-testid="shared-with">
          <Users className="size-3.5 text-[var(--gray-11)]" aria-hidden />
          <Text size="2" color="gray">
            Shared with {store.memberCount} {store.memberCount === 1 ? 'person' : 'people'}
          </Text>
        </Flex>
      )}

      <Flex gap="4" mt="4" align="center" className="text-[var(--gray-11)]" wrap="wrap">
        <Flex gap="1" align="center">
          <FileText className="size-3.5" aria-hidden />
          <Text size="2">{pageCountLabel(store.pageCount)}</Text>
        </Flex>
        <Text size="2">
          <RelativeTime timestamp={store.updatedAt} prefix="Updated" />
        </Text>
      </Flex>

      <Flex gap="2" mt="4" pt="4" align="center" className="mt-auto border-t border-[var(--gray-a4)]">
        <Button asChild size="2">
          <Link to="/projects/$projectId" params={{ projectId: store._id }}>
            Manage Pages
          </Link>
        </Button>
        <Button asChild size="2" variant="soft" color="gray" highContrast>
          <a href={shopAdminUrl(store.shopDomain)} target="_blank" rel="noopener noreferrer">
            Admin
            <ExternalLink className="size-3.5" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
        <div className="flex-1" />
        {shared ? (
          // The status and the store itself are its owner's: a member can only leave.
          <Tooltip content="Leave store">
            <IconButton size="2" variant="soft" color="gray" aria-label={`Leave ${name}`} onClick={onLeave}>
              <LogOut className="size-4" aria-hidden />
            </IconButton>
          </Tooltip>
        ) : (
          <>
            <StoreSettingsMenu store={store} onChangeStatus={onChangeStatus} />
            <Tooltip content="Delete project">
              <IconButton
                size="2"
                variant="soft"
                color="red"
                aria-label={`Delete ${name}`}
                onClick={onDelete}
              >
                <Trash2 className="size-4" aria-hidden />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Flex>

      {deleting && (
        <Flex
          align="center"
          justify="center"
          gap="2"
          role="status"
          className="absolute inset-0 rounded-[inherit] bg-[var(--color-panel-translucent)]"
        >
          <Spinner />
          <Text size="2" weight="medium">
            {shared ? 'Leaving…' : 'Deleting…'}
          </Text>
        </Flex>
      )}
    </Card>
  )
}

export function canReactivate(store: Pick<Store, 'status' | 'connected'>): boolean {
  return store.status === 'disconnected' && store.connected
}

/**
 * The settings button. SPEC.md gives it no action; here it changes the store's status where
 * that is honest: an active store can be marked disconnected, and a disconnected store that
 * has authorised Vitrine can be marked active again. Others (never authorised, or revoked by
 * the shop) need Shopify's authorisation first.
 */
function StoreSettingsMenu({
  store,
  onChangeStatus,
}: {
  store: Store
  onChangeStatus(status: ProjectStatus): void
}) {
  return (
    <DropdownMenu.Root>
      <Tooltip content="Store settings">
        <DropdownMenu.Trigger>
          <IconButton size="2" variant="soft" color="gray" highContrast aria-label="Store settings">
            <MoreHorizontal className="size-4" aria-hidden />
          </IconButton>
        </DropdownMenu.Trigger>
      </Tooltip>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>Status</DropdownMenu.Label>
        {store.status === 'active' && (
          <DropdownMenu.Item onSelect={() => onChangeStatus('disconnected')}>
            Mark as disconnected
          </DropdownMenu.Item>
        )}
        {canReactivate(store) && (
          <DropdownMenu.Item onSelect={() => onChangeStatus('active')}>Mark as active</DropdownMenu.Item>
        )}
        {store.status !== 'active' && !canReactivate(store) && (
          <DropdownMenu.Item disabled>Connect through Shopify to activate</DropdownMenu.Item>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
