import { useEffect, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Badge, Button, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes'
import { Eye, LayoutTemplate, Pencil, Sparkles, Store as StoreIcon, Upload } from 'lucide-react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '../../../convex/_generated/api'
import { RelativeTime } from '../../components/RelativeTime'
import { StatusBadge } from '../../components/StatusBadge'
import { ThemeThumbnail } from '../../components/ThemeThumbnail'
import { useLiveQuery } from '../../components/useLiveQuery'
import { useThemeFiles } from '../editor/theme-files'
import { PAGE_TYPE_LABELS } from '../projects/page-types'
import { PageThumbnail } from '../projects/PageThumbnail'
import { SaveToStoreDialog } from '../projects/SaveToStoreDialog'
import { LoadError } from '../../components/LoadError'

type RecentPage = FunctionReturnType<typeof api.pages.recent>[number]
type EditorDesign = NonNullable<FunctionReturnType<typeof api.themes.current>>

export function versionCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'version' : 'versions'}`
}

const GRID = 'grid grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))] gap-4'

/**
 * The dashboard's "Your pages and themes": the design waiting in the AI Theme Builder, and the
 * merchant's pages across their stores, each with a thumbnail of how it looks.
 */
export function YourPages() {
  const pages = useLiveQuery(api.pages.recent, {}, 'Failed to load pages')
  const design = useLiveQuery(api.themes.current, {})
  const loading = pages.status === 'loading' || design.status === 'loading'
  const editorDesign = design.status === 'success' ? design.data : null
  const list = pages.status === 'success' ? pages.data : []

  return (
    <section aria-labelledby="your-pages" className="mt-10">
      <Flex justify="between" align="end" gap="4" mb="4" wrap="wrap">
        <div>
          <Heading as="h2" size="5" id="your-pages">
            Your pages and themes
          </Heading>
          <Text as="p" size="2" color="gray" mt="1">
            What you designed, newest first. Open one to keep editing it.
          </Text>
        </div>
        <Button asChild variant="soft">
          <Link to="/editor">
            <Sparkles className="size-4" aria-hidden />
            AI Theme Builder
          </Link>
        </Button>
      </Flex>

      {loading && <PageSkeletons />}

      {pages.status === 'error' && <LoadError what="pages" />}

      {!loading && pages.status === 'success' && list.length === 0 && editorDesign === null && (
        <Flex
          direction="column"
          align="center"
          gap="2"
          className="rounded-xl border border-dashed border-[var(--gray-a6)] bg-[var(--gray-a2)] px-6 py-10 text-center"
        >
          <LayoutTemplate className="size-6 text-[var(--gray-10)]" aria-hidden />
          <Text weight="medium">No pages yet</Text>
          <Text size="2" color="gray" className="max-w-md">
            Describe a store in the AI Theme Builder, then save it to one of your stores, or create a page
            from a store&apos;s Manage Pages.
          </Text>
        </Flex>
      )}

      {!loading && (editorDesign !== null || list.length > 0) && (
        <div className={GRID} data-testid="your-pages">
          {editorDesign !== null && <EditorDesignCard design={editorDesign} />}
          {list.map((page) => (
            <RecentPageCard key={page._id} page={page} />
          ))}
        </div>
      )}
    </section>
  )
}

function RecentPageCard({ page }: { page: RecentPage }) {
  // A viewer's editor is read-only: they open the page rather than edit it.
  const open = page.role === 'viewer' ? 'Open' : 'Edit'
  return (
    <Card size="1" data-testid="recent-page" className="flex flex-col">
      <Link to="/editor" search={{ pageId: page._id }} aria-label={`${open} ${page.title}`} tabIndex={-1}>
        <PageThumbnail page={page} />
      </Link>
      <Flex justify="between" align="start" gap="2" mt="3">
        <div className="min-w-0">
          <Text as="div" size="2" weight="bold" className="truncate" title={page.title}>
            {page.title}
          </Text>
          <Flex align="center" gap="1" className="min-w-0 text-[var(--gray-11)]">
            <StoreIcon className="size-3 shrink-0" aria-hidden />
            <Text size="1" className="truncate" title={page.storeName}>
              {page.storeName}
            </Text>
          </Flex>
        </div>
        <StatusBadge status={page.status} />
      </Flex>
      <Text as="div" size="1" color="gray" mt="2">
        {PAGE_TYPE_LABELS[page.pageType]} · {versionCountLabel(page.versionCount)} ·{' '}
        <RelativeTime timestamp={page.updatedAt} prefix="Updated" />
      </Text>
      <Flex gap="2" mt="3" pt="3" className="mt-auto border-t border-[var(--gray-a4)]">
        <Button asChild size="1" variant="soft">
          <Link to="/editor" search={{ pageId: page._id }}>
            {page.role === 'viewer' ? (
              <Eye className="size-3" aria-hidden />
            ) : (
              <Pencil className="size-3" aria-hidden />
            )}
            {open}
          </Link>
        </Button>
        <Button asChild size="1" variant="soft" color="gray" highContrast>
          <Link to="/projects/$projectId" params={{ projectId: page.projectId }}>
            Store pages
          </Link>
        </Button>
      </Flex>
    </Card>
  )
}

/** The scratch design: rendered here, in the browser, as the editor renders it. */
function EditorDesignCard({ design }: { design: EditorDesign }) {
  const [saving, setSaving] = useState(false)
  const files = useThemeFiles(design)
  const [html, setHtml] = useState<string | null | undefined>(undefined)
  const ready = files.status === 'success' ? files.files : null
  useEffect(() => {
    if (ready === null) return
    let cancelled = false
    void import('../editor/render-client')
      .then(({ renderInWorker }) => renderInWorker(ready, { template: 'index', editable: false }))
      .then(
        (result) => !cancelled && setHtml(result.html),
        () => !cancelled && setHtml(null),
      )
    return () => {
      cancelled = true
    }
  }, [ready])
  const name = design.storeConfig.name.trim() || 'Your design'
  return (
    <Card size="1" data-testid="editor-design" className="flex flex-col">
      <Link to="/editor" aria-label={`Open ${name} in the editor`} tabIndex={-1}>
        <ThemeThumbnail html={files.status === 'error' ? null : html} title={`${name}, as it looks`} />
      </Link>
      <Flex justify="between" align="start" gap="2" mt="3">
        <div className="min-w-0">
          <Text as="div" size="2" weight="bold" className="truncate" title={name}>
            {name}
          </Text>
          <Text as="div" size="1" color="gray">
            In the AI Theme Builder, not in a store yet
          </Text>
        </div>
        <Badge color="amber" variant="soft">
          Unsaved
        </Badge>
      </Flex>
      <Text as="div" size="1" color="gray" mt="2">
        {versionCountLabel(design.versionCount)} ·{' '}
        <RelativeTime timestamp={design.createdAt} prefix="Updated" />
      </Text>
      <Flex gap="2" mt="3" pt="3" className="mt-auto border-t border-[var(--gray-a4)]">
        <Button asChild size="1" variant="soft">
          <Link to="/editor">
            <Pencil className="size-3" aria-hidden />
            Open
          </Link>
        </Button>
        <Button size="1" variant="soft" color="gray" highContrast onClick={() => setSaving(true)}>
          <Upload className="size-3" aria-hidden />
          Save to a store
        </Button>
      </Flex>
      {saving && <SaveToStoreDialog open onOpenChange={setSaving} designName={name} />}
    </Card>
  )
}

function PageSkeletons() {
  return (
    <div className={GRID} role="status" aria-label="Loading your pages">
      {[0, 1, 2].map((index) => (
        <Card key={index} size="1">
          <Skeleton className="aspect-[16/10] !h-auto w-full" />
          <Skeleton height="14px" width="60%" mt="3" />
          <Skeleton height="12px" width="40%" mt="2" />
        </Card>
      ))}
    </div>
  )
}
