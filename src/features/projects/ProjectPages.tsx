import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Button, Callout, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes'
import { ArrowLeft, CircleAlert, FilePlus2, Plus, SearchX, UserX, Users } from 'lucide-react'
import { useMutation } from 'convex/react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import { NO_LONGER_MEMBER } from '../../../convex/model/constants'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { EmptyState } from '../../components/EmptyState'
import { StatusBadge } from '../../components/StatusBadge'
import { useLiveQuery, type LiveQueryState } from '../../components/useLiveQuery'
import { errorDetail } from '../../lib/errors'
import { toastError, toastSuccess } from '../../lib/toast'
import { DomainText, roleLabel, storeDisplayName } from '../dashboard/StoreCard'
import { MembersButton } from '../collaborators/MembersPanel'
import { PresenceAvatars } from '../collaborators/PresenceAvatars'
import { usePresence, type Here } from '../collaborators/usePresence'
import { NoAccess } from '../collaborators/NoAccess'
import { CreatePageDialog, type NewPage } from './CreatePageDialog'
import { PageCard, type PageSummary } from './PageCard'
import { PreviewDialog } from './PreviewDialog'
import { LoadError } from '../../components/LoadError'

export type Project = NonNullable<FunctionReturnType<typeof api.projects.get>>

/** The pages of one store, live from projects.get and pages.list. */
export function ProjectPagesScreen({ projectId }: { projectId: Id<'projects'> }) {
  const project = useLiveQuery(api.projects.get, { projectId })
  const found = project.status === 'success' && project.data !== null
  const pages = useLiveQuery(api.pages.list, found ? { projectId } : 'skip', 'Failed to load pages')
  const createPage = useMutation(api.pages.create)
  const removePage = useMutation(api.pages.remove)
  // This tab is on the store's pages screen while the store is there for me.
  const { others, lost } = usePresence(found ? projectId : undefined, { screen: 'pages' })
  // A store that was there and is gone was taken from me (removed from it) or deleted.
  const [seen, setSeen] = useState(false)
  if (found && !seen) setSeen(true)
  const gone = project.status === 'success' && project.data === null && seen
  const lostAccess = lost ?? (gone ? NO_LONGER_MEMBER : null)
  // A store that is there but not mine (I was removed, or it was never shared with me) says so
  // rather than "not found"; the server tells no more than that. Until it has answered, the
  // screen waits as for the store itself.
  const absent = project.status === 'success' && project.data === null && !seen
  const access = useLiveQuery(api.projects.access, absent ? { projectId } : 'skip')
  const noAccess = access.status === 'success' && access.data === 'denied'
  const shown: LiveQueryState<Project | null> = absent && access.status === 'loading' ? access : project

  async function create(page: NewPage) {
    try {
      await createPage({ projectId, ...page })
    } catch (error) {
      toastError('Failed to create page', errorDetail(error))
      throw error
    }
  }

  async function remove(page: PageSummary) {
    try {
      await removePage({ pageId: page._id })
      toastSuccess('Page deleted successfully')
    } catch (error) {
      toastError('Failed to delete page', errorDetail(error))
    }
  }

  return (
    <ProjectPages
      project={shown}
      pages={pages}
      others={others}
      lostAccess={lostAccess}
      noAccess={noAccess}
      onCreate={create}
      onDelete={remove}
    />
  )
}

interface ProjectPagesProps {
  project: LiveQueryState<Project | null>
  pages: LiveQueryState<PageSummary[]>
  /** Who else is on the store's screens now. */
  others?: Here[]
  /** Why the store is no longer mine to see, once it was taken from me while open. */
  lostAccess?: string | null
  /** The store is there but not mine: removed from it, or it was never shared with me. */
  noAccess?: boolean
  onCreate(page: NewPage): Promise<void>
  onDelete(page: PageSummary): Promise<void>
}

export function ProjectPages({
  project,
  pages,
  others,
  lostAccess,
  noAccess = false,
  onCreate,
  onDelete,
}: ProjectPagesProps) {
  const [creating, setCreating] = useState(false)
  const [previewing, setPreviewing] = useState<PageSummary | null>(null)
  const [confirming, setConfirming] = useState<PageSummary | null>(null)
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(new Set())

  if (lostAccess) return <LostAccess text={lostAccess} />
  if (noAccess) return <NoAccess />
  if (project.status === 'loading') return <ProjectSkeleton />
  if (project.status === 'error' && !isInvalidIdError(project.error)) return <ProjectLoadError />
  if (project.status === 'error' || project.data === null) return <ProjectNotFound />

  const store = project.data
  const hasPages = pages.status === 'success' && pages.data.length > 0
  // Viewers see; editors also create and edit pages; only the owner deletes them.
  const canEdit = store.role !== 'viewer'
  const canDelete = store.role === 'owner'

  async function deletePage(page: PageSummary) {
    setDeleting((current) => new Set(current).add(page._id))
    try {
      await onDelete(page)
    } finally {
      setDeleting((current) => {
        const next = new Set(current)
        next.delete(page._id)
        return next
      })
    }
  }

  return (
    <div>
      <Button asChild variant="ghost" color="gray" size="2" className="!-ml-2 mb-3">
        <Link to="/dashboard">
          <ArrowLeft className="size-4" aria-hidden />
          Back to Stores
        </Link>
      </Button>
      <Flex justify="between" align={{ initial: 'start', sm: 'center' }} gap="4" mb="6" wrap="wrap">
        <div className="min-w-0">
          <Flex align="center" gap="3" wrap="wrap">
            {/* A long domain wraps at its dots and dashes, and never runs off a phone's screen. */}
            <Heading as="h1" size="7" className="min-w-0 tracking-tight [overflow-wrap:anywhere]">
              {storeDisplayName(store) === store.shopDomain ? (
                <DomainText domain={store.shopDomain} />
              ) : (
                storeDisplayName(store)
              )}
            </Heading>
            <StatusBadge status={store.status} />
          </Flex>
          <Text as="p" size="2" color="gray" mt="1" className="font-mono [overflow-wrap:anywhere]">
            <DomainText domain={store.shopDomain} />
          </Text>
          {store.role !== 'owner' && (
            <Flex align="center" gap="2" mt="2" data-testid="shared-with-me">
              <Users className="size-3.5 shrink-0 text-[var(--gray-11)]" aria-hidden />
              <Text size="2" color="gray">
                Shared by {store.ownerName ?? 'its owner'} · you are {store.role === 'editor' ? 'an' : 'a'}{' '}
                {roleLabel(store.role).toLowerCase()}
              </Text>
            </Flex>
          )}
        </div>
        <Flex align="center" gap="3" wrap="wrap">
          <PresenceAvatars others={others} />
          <MembersButton
            projectId={store._id}
            storeName={storeDisplayName(store)}
            owner={store.role === 'owner'}
          />
          {canEdit && (
            <Button size="2" onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden />
              Create Page
            </Button>
          )}
        </Flex>
      </Flex>

      {pages.status === 'loading' && <PageSkeletons />}
      {pages.status === 'error' && <LoadError what="pages" />}
      {pages.status === 'success' && pages.data.length === 0 && (
        <EmptyState
          icon={<FilePlus2 className="size-6" />}
          title="No pages created yet"
          description={
            canEdit
              ? 'Create a page for this store: pick its type, give it a title and describe it in plain words.'
              : 'The store’s owner and editors create its pages; they show here as soon as they do.'
          }
          action={
            canEdit && (
              <Button size="2" onClick={() => setCreating(true)}>
                <Plus className="size-4" aria-hidden />
                Create Your First Page
              </Button>
            )
          }
        />
      )}
      {hasPages && (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,19rem),1fr))] gap-4">
          {pages.data.map((page) => (
            <PageCard
              key={page._id}
              page={page}
              deleting={deleting.has(page._id)}
              canEdit={canEdit}
              onPreview={() => setPreviewing(page)}
              onDelete={canDelete ? () => setConfirming(page) : undefined}
            />
          ))}
        </div>
      )}

      <CreatePageDialog open={creating} onOpenChange={setCreating} onCreate={onCreate} />
      <PreviewDialog page={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Delete Page"
        description={
          <>
            Are you sure you want to delete <strong>{confirming?.title}</strong>? The page and its generated
            theme will be permanently removed. This action cannot be undone.
          </>
        }
        confirmLabel="Delete Page"
        onConfirm={() => {
          if (confirming) void deletePage(confirming)
          setConfirming(null)
        }}
      />
    </div>
  )
}

/** An address with a malformed id fails argument validation: to the user, a store that isn't there. */
export function isInvalidIdError(error: Error): boolean {
  return /validator|ArgumentValidationError/i.test(error.message)
}

function ProjectLoadError() {
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <CircleAlert className="size-4" />
      </Callout.Icon>
      <Callout.Text>
        This store could not be loaded. We will keep trying; check your connection.{' '}
        <Link to="/dashboard" className="underline">
          Back to Dashboard
        </Link>
      </Callout.Text>
    </Callout.Root>
  )
}

/** The store was taken from me while I had it open: the server's words, and the way back. */
function LostAccess({ text }: { text: string }) {
  return (
    <Callout.Root color="amber" role="alert" data-testid="lost-access">
      <Callout.Icon>
        <UserX className="size-4" />
      </Callout.Icon>
      <Callout.Text>
        {text}{' '}
        <Link to="/dashboard" className="underline">
          Back to Dashboard
        </Link>
      </Callout.Text>
    </Callout.Root>
  )
}

function ProjectNotFound() {
  return (
    <EmptyState
      icon={<SearchX className="size-6" />}
      title="Project not found"
      description="This store does not exist or belongs to another account. It may have been deleted."
      action={
        <Button asChild size="2">
          <Link to="/dashboard">
            <ArrowLeft className="size-4" aria-hidden />
            Back to Dashboard
          </Link>
        </Button>
      }
    />
  )
}

function ProjectSkeleton() {
  return (
    <div role="status" aria-label="Loading the store">
      <Skeleton width="120px" height="20px" mb="4" />
      <Skeleton width="260px" height="32px" mb="2" />
      <Skeleton width="200px" height="16px" mb="6" />
      <PageSkeletons />
    </div>
  )
}

function PageSkeletons() {
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,19rem),1fr))] gap-4" aria-hidden>
      {[0, 1, 2].map((index) => (
        <Card key={index} size="2">
          <Skeleton height="18px" width="70%" />
          <Skeleton height="12px" width="40%" mt="2" />
          <Skeleton height="48px" mt="4" />
          <Flex gap="2" mt="5">
            <Skeleton height="32px" className="flex-1" />
            <Skeleton height="32px" width="32px" />
          </Flex>
        </Card>
      ))}
    </div>
  )
}
