import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Button, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes'
import { Plus, Store as StoreIcon } from 'lucide-react'
import { useMutation } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import type { ProjectStatus } from '../../../convex/schema'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { EmptyState } from '../../components/EmptyState'
import { useLiveQuery, type LiveQueryState } from '../../components/useLiveQuery'
import { errorDetail } from '../../lib/errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { StoreCard, storeDisplayName, type Store } from './StoreCard'
import { StoreInvitations } from './StoreInvitations'
import { YourPages } from './YourPages'
import { LoadError } from '../../components/LoadError'

/** My Stores, live from projects.list. */
export function MyStoresScreen() {
  const projects = useLiveQuery(api.projects.list, {}, 'Failed to load projects')
  const removeProject = useMutation(api.projects.remove)
  const updateStatus = useMutation(api.projects.updateStatus)
  const leaveStore = useMutation(api.members.leave)
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set())

  /** Deletes my store, or leaves one shared with me: either way it goes from the list. */
  async function takeOut(store: Store, work: () => Promise<unknown>, done: string, failed: string) {
    setDeleting((current) => new Set(current).add(store._id))
    try {
      await work()
      toastSuccess(done)
    } catch (error) {
      toastError(failed, errorDetail(error))
    } finally {
      setDeleting((current) => {
        const next = new Set(current)
        next.delete(store._id)
        return next
      })
    }
  }

  const deleteStore = (store: Store) =>
    takeOut(
      store,
      () => removeProject({ projectId: store._id }),
      'Project deleted successfully',
      'Failed to delete project',
    )

  const leave = (store: Store) =>
    takeOut(
      store,
      () => leaveStore({ projectId: store._id }),
      `You left ${storeDisplayName(store)}`,
      'Failed to leave the store',
    )

  async function changeStatus(projectId: Id<'projects'>, status: ProjectStatus) {
    try {
      await updateStatus({ projectId, status })
    } catch (error) {
      toastError('Failed to update the store status', errorDetail(error))
    }
  }

  return (
    <>
      <MyStores
        projects={projects}
        deletingIds={deleting}
        onDelete={deleteStore}
        onLeave={leave}
        onChangeStatus={(store, status) => void changeStatus(store._id, status)}
      />
      <YourPages />
    </>
  )
}

interface MyStoresProps {
  projects: LiveQueryState<Store[]>
  deletingIds: ReadonlySet<string>
  onDelete(store: Store): Promise<void> | void
  onLeave(store: Store): Promise<void> | void
  onChangeStatus(store: Store, status: ProjectStatus): void
}

export function MyStores({ projects, deletingIds, onDelete, onLeave, onChangeStatus }: MyStoresProps) {
  const [confirming, setConfirming] = useState<Store | null>(null)
  const [leaving, setLeaving] = useState<Store | null>(null)
  const hasStores = projects.status === 'success' && projects.data.length > 0
  return (
    <div>
      <Flex justify="between" align={{ initial: 'start', sm: 'center' }} gap="4" mb="6" wrap="wrap">
        <div>
          <Heading as="h1" size="7" className="tracking-tight">
            My Stores
          </Heading>
          <Text as="p" size="2" color="gray" mt="1">
            The Shopify stores you design for, and the pages you are building for each.
          </Text>
        </div>
        <ConnectStoreButton label="Connect Store" />
      </Flex>

      <StoreInvitations />

      {projects.status === 'loading' && <StoreSkeletons />}

      {projects.status === 'error' && <LoadError what="projects" />}

      {projects.status === 'success' && projects.data.length === 0 && (
        <EmptyState
          icon={<StoreIcon className="size-6" />}
          title="No stores connected"
          description="Connect your Shopify store to design pages for it, or start right away in the AI Theme Builder."
          action={<ConnectStoreButton label="Connect Your First Store" />}
        />
      )}

      {hasStores && (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,22rem),1fr))] gap-4">
          {projects.data.map((store) => (
            <StoreCard
              key={store._id}
              store={store}
              deleting={deletingIds.has(store._id)}
              onDelete={() => setConfirming(store)}
              onLeave={() => setLeaving(store)}
              onChangeStatus={(status) => onChangeStatus(store, status)}
            />
          ))}
        </div>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete Project"
        description={
          <>
            Are you sure you want to delete <strong>{confirming ? storeDisplayName(confirming) : ''}</strong>?
            All of its pages and data will be permanently removed. This action cannot be undone.
          </>
        }
        confirmLabel="Delete Project"
        onConfirm={() => {
          if (confirming) void onDelete(confirming)
          setConfirming(null)
        }}
      />
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title="Leave store"
        description={
          <>
            Leave <strong>{leaving ? storeDisplayName(leaving) : ''}</strong>? You will no longer see the
            store or its pages. {leaving?.ownerName ?? 'Its owner'} can invite you again.
          </>
        }
        confirmLabel="Leave store"
        onConfirm={() => {
          if (leaving) void onLeave(leaving)
          setLeaving(null)
        }}
      />
    </div>
  )
}

function ConnectStoreButton({ label }: { label: string }) {
  return (
    <Button asChild size="2">
      <Link to="/connect-shopify">
        <Plus className="size-4" aria-hidden />
        {label}
      </Link>
    </Button>
  )
}

function StoreSkeletons() {
  return (
    <div
      className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,22rem),1fr))] gap-4"
      role="status"
      aria-label="Loading your stores"
    >
      {[0, 1, 2].map((index) => (
        <Card key={index} size="2">
          <Flex gap="3" align="center">
            <Skeleton width="40px" height="40px" />
            <Flex direction="column" gap="2" className="flex-1">
              <Skeleton height="16px" width="60%" />
              <Skeleton height="12px" width="80%" />
            </Flex>
          </Flex>
          <Skeleton height="14px" width="50%" mt="5" />
          <Flex gap="2" mt="5">
            <Skeleton height="32px" className="flex-1" />
            <Skeleton height="32px" width="72px" />
            <Skeleton height="32px" width="32px" />
          </Flex>
        </Card>
      ))}
    </div>
  )
}
