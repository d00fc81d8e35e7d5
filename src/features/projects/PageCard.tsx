import { Link } from '@tanstack/react-router'
import { Button, Card, Flex, IconButton, Text, Tooltip } from '@radix-ui/themes'
import { Eye, LayoutTemplate, Pencil, SquareArrowOutUpRight, Trash2 } from 'lucide-react'
import type { FunctionReturnType } from 'convex/server'
import type { api } from '../../../convex/_generated/api'
import { RelativeTime } from '../../components/RelativeTime'
import { StatusBadge } from '../../components/StatusBadge'
import { PAGE_TYPE_LABELS } from './page-types'
import { PageThumbnail } from './PageThumbnail'

export type PageSummary = FunctionReturnType<typeof api.pages.list>[number]

interface PageCardProps {
  page: PageSummary
  deleting: boolean
  /** An editor or the owner edits the page; a viewer opens it (the editor is read-only for them). */
  canEdit?: boolean
  onPreview(): void
  /** Only the owner deletes pages: without it, no Delete. */
  onDelete?(): void
}

export function PageCard({ page, deleting, canEdit = true, onPreview, onDelete }: PageCardProps) {
  const open = canEdit ? 'Edit' : 'Open'
  return (
    <Card
      size="2"
      data-testid="page-card"
      aria-busy={deleting}
      className={`flex flex-col transition-opacity ${deleting ? 'pointer-events-none opacity-60' : ''}`}
    >
      <Link
        to="/editor"
        search={{ pageId: page._id }}
        aria-label={`${open} ${page.title}`}
        tabIndex={-1}
        className="mb-3"
      >
        <PageThumbnail page={page} />
      </Link>
      <Flex justify="between" align="start" gap="3">
        <div className="min-w-0">
          <Text as="div" size="3" weight="bold" className="truncate" title={page.title}>
            {page.title}
          </Text>
          <Flex gap="1" align="center" mt="1" className="text-[var(--gray-11)]">
            <LayoutTemplate className="size-3.5" aria-hidden />
            <Text size="1">{PAGE_TYPE_LABELS[page.pageType]}</Text>
          </Flex>
        </div>
        <StatusBadge status={page.status} />
      </Flex>
      <Text
        as="p"
        size="2"
        color="gray"
        mt="3"
        className="line-clamp-3 whitespace-pre-line"
        title={page.userPrompt}
      >
        {page.userPrompt}
      </Text>
      <Text as="div" size="1" color="gray" mt="3">
        <RelativeTime timestamp={page.updatedAt} prefix="Updated" />
      </Text>
      <Flex gap="2" mt="4" pt="4" align="center" className="mt-auto border-t border-[var(--gray-a4)]">
        <Button asChild size="2" variant="soft">
          <Link to="/editor" search={{ pageId: page._id }}>
            {canEdit ? (
              <Pencil className="size-3.5" aria-hidden />
            ) : (
              <SquareArrowOutUpRight className="size-3.5" aria-hidden />
            )}
            {open}
          </Link>
        </Button>
        {page.hasGeneratedHtml && (
          <Button size="2" variant="soft" color="gray" highContrast onClick={onPreview}>
            <Eye className="size-3.5" aria-hidden />
            Preview
          </Button>
        )}
        <div className="flex-1" />
        {onDelete && (
          <Tooltip content="Delete page">
            <IconButton
              size="2"
              variant="soft"
              color="red"
              aria-label={`Delete ${page.title}`}
              onClick={onDelete}
            >
              <Trash2 className="size-4" aria-hidden />
            </IconButton>
          </Tooltip>
        )}
      </Flex>
    </Card>
  )
}
