import { memo } from 'react'
import {
  Badge,
  Button,
  Flex,
  IconButton,
  Popover,
  ScrollArea,
  Separator,
  Spinner,
  Text,
  Tooltip,
} from '@radix-ui/themes'
import { History, Redo2, Undo2 } from 'lucide-react'
import { formatRelativeTime } from '../../components/RelativeTime'
import { commandHint } from './commands/shortcuts'
import type { BoundCommand } from './commands'

export const SOURCE_LABELS: Record<string, string> = {
  generation: 'Generated',
  refinement: 'Refined',
  visual_edit: 'Visual edit',
  code_edit: 'Code edit',
  config: 'Store settings',
  restore: 'Restored',
  import: 'Imported',
}

export interface VersionSummary {
  versionId: string
  number: number
  source: string
  prompt?: string
  createdAt: number
  current: boolean
  /** Who made it (a shared store's history names them). */
  author?: { name: string } | null
}

export interface VersionControlsProps {
  /** The registry's undo and redo (commands/): enabled, what they do and their keys. */
  undo: BoundCommand
  redo: BoundCommand
  /** The registry's Restore: not enabled while work is under way. */
  restore: BoundCommand<(versionId: string) => unknown>
  versions: VersionSummary[] | undefined
  /** Older versions exist beyond those listed (the history comes a page at a time). */
  canLoadMore?: boolean
  loadingMore?: boolean
  /** The registry's Show older versions. */
  loadMore: BoundCommand
  current?: { number: number; versionCount: number }
  /** A shared store: each version says who made it. */
  showAuthors?: boolean
  /** A viewer: versions are listed, not restored. */
  readOnly?: boolean
}

export const VersionControls = memo(function VersionControls({
  undo,
  redo,
  restore,
  versions,
  canLoadMore = false,
  loadingMore = false,
  loadMore,
  current,
  showAuthors = false,
  readOnly = false,
}: VersionControlsProps) {
  return (
    <Flex align="center" gap="1">
      <Tooltip content={commandHint(undo)}>
        <IconButton
          variant="ghost"
          color="gray"
          onClick={undo.perform}
          disabled={!undo.enabled}
          aria-label="Undo"
        >
          <Undo2 className="size-4" />
        </IconButton>
      </Tooltip>
      <Tooltip content={commandHint(redo)}>
        <IconButton
          variant="ghost"
          color="gray"
          onClick={redo.perform}
          disabled={!redo.enabled}
          aria-label="Redo"
        >
          <Redo2 className="size-4" />
        </IconButton>
      </Tooltip>
      <Popover.Root>
        <Popover.Trigger>
          <Button variant="ghost" color="gray" aria-label="Version history" className="!mx-0">
            <History className="size-4" aria-hidden />
            <span className="hidden tabular-nums sm:inline">
              {current ? `v${current.number}` : 'History'}
            </span>
          </Button>
        </Popover.Trigger>
        <Popover.Content width="340px" maxWidth="calc(100vw - 24px)" size="1">
          <Text as="p" size="2" weight="bold">
            History
          </Text>
          <Text as="p" size="1" color="gray" mb="2">
            Every generation, refinement and edit is a version. Restoring one makes it current as a new
            version.
          </Text>
          <Separator size="4" mb="1" />
          {versions === undefined ? (
            <Flex justify="center" py="4">
              <Spinner />
            </Flex>
          ) : versions.length === 0 ? (
            <Text as="p" size="2" color="gray" my="3">
              No versions yet. Generate a theme or edit the starter to save your first.
            </Text>
          ) : (
            <ScrollArea
              type="auto"
              scrollbars="vertical"
              style={{ maxHeight: 360 }}
              // The list is as wide as the popover (Radix sizes a scroll area's content to its
              // widest line, which put Restore thousands of pixels off to the side of a long
              // description); a description wraps instead, two lines at most.
              className="[&_.rt-ScrollAreaViewport>*]:!w-full"
            >
              <ul aria-label="Versions" className="pr-3">
                {versions.map((version) => (
                  <li
                    key={version.versionId}
                    className="flex items-start gap-3 border-b border-[var(--gray-a4)] py-2 last:border-b-0"
                  >
                    <Text size="2" weight="bold" className="w-8 shrink-0 tabular-nums">
                      v{version.number}
                    </Text>
                    <div className="min-w-0 flex-1">
                      <Flex align="center" gap="2" wrap="wrap">
                        <Text size="2">{SOURCE_LABELS[version.source] ?? version.source}</Text>
                        <Text size="1" color="gray" className="min-w-0 [overflow-wrap:anywhere]">
                          {showAuthors && version.author ? `${version.author.name} · ` : ''}
                          {formatRelativeTime(version.createdAt)}
                        </Text>
                      </Flex>
                      {version.prompt && (
                        <Text
                          as="p"
                          size="1"
                          color="gray"
                          className="line-clamp-2 [overflow-wrap:anywhere]"
                          title={version.prompt}
                        >
                          {version.prompt}
                        </Text>
                      )}
                    </div>
                    {version.current ? (
                      <Badge color="green" variant="soft">
                        Current
                      </Badge>
                    ) : readOnly ? null : (
                      <Button
                        size="1"
                        variant="soft"
                        disabled={!restore.enabled}
                        onClick={() => restore.perform(version.versionId)}
                      >
                        Restore
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
              {(canLoadMore || loadingMore) && (
                <Flex justify="center" py="2">
                  <Button
                    size="1"
                    variant="soft"
                    color="gray"
                    loading={loadingMore}
                    disabled={!loadMore.enabled}
                    onClick={loadMore.perform}
                  >
                    Show older versions
                  </Button>
                </Flex>
              )}
            </ScrollArea>
          )}
        </Popover.Content>
      </Popover.Root>
    </Flex>
  )
})
