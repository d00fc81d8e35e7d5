import { useMemo, useState } from 'react'
import { Dialog, Flex, IconButton, SegmentedControl, Spinner, Text } from '@radix-ui/themes'
import { Monitor, Smartphone, X } from 'lucide-react'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import { usePreviewWithFonts } from '../../components/bundled-fonts'
import { useLiveQuery } from '../../components/useLiveQuery'
import { sealDocument } from '../../engine/preview'

/**
 * The generated page in a frame that may run its scripts but has no same-origin access to the
 * app: sandbox="allow-scripts" without allow-same-origin; sealed, so no request leaves it (a page
 * stored before previews carried their policy gets it here); in its theme's fonts from the app's
 * bundle (a page rendered on the server only names them), once they have loaded.
 */
export function PreviewFrame({
  html,
  title,
  width,
}: {
  html: string
  title: string
  width: 'desktop' | 'mobile'
}) {
  const shown = usePreviewWithFonts(html)
  const srcDoc = useMemo(() => (typeof shown === 'string' ? sealDocument(shown) : undefined), [shown])
  if (srcDoc === undefined) {
    return (
      <Flex align="center" justify="center" role="status" aria-label="Loading preview">
        <Spinner size="3" />
      </Flex>
    )
  }
  return (
    <iframe
      title={title}
      sandbox="allow-scripts"
      srcDoc={srcDoc}
      className="h-full border-0 bg-white transition-[width] duration-200"
      style={{ width: width === 'mobile' ? '390px' : '100%', maxWidth: '100%' }}
    />
  )
}

export function PreviewDialog({
  page,
  onClose,
}: {
  page: { _id: Id<'pages'>; title: string } | null
  onClose(): void
}) {
  const [width, setWidth] = useState<'desktop' | 'mobile'>('desktop')
  const html = useLiveQuery(api.pages.generatedHtml, page ? { pageId: page._id } : 'skip')
  return (
    <Dialog.Root open={page !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        maxWidth="1200px"
        className="!flex h-[85dvh] !flex-col !p-0"
        aria-describedby={undefined}
      >
        <Flex align="center" justify="between" gap="3" className="border-b border-[var(--gray-a5)] px-4 py-3">
          <Dialog.Title size="3" mb="0" className="truncate">
            Preview: {page?.title}
          </Dialog.Title>
          <Flex align="center" gap="3">
            <SegmentedControl.Root
              size="1"
              value={width}
              onValueChange={(value) => setWidth(value as 'desktop' | 'mobile')}
              className="max-sm:!hidden"
            >
              <SegmentedControl.Item value="desktop" aria-label="Desktop width">
                <Monitor className="size-3.5" aria-hidden />
              </SegmentedControl.Item>
              <SegmentedControl.Item value="mobile" aria-label="Mobile width">
                <Smartphone className="size-3.5" aria-hidden />
              </SegmentedControl.Item>
            </SegmentedControl.Root>
            <Dialog.Close>
              <IconButton variant="ghost" color="gray" aria-label="Close preview">
                <X className="size-4" aria-hidden />
              </IconButton>
            </Dialog.Close>
          </Flex>
        </Flex>
        <Flex
          justify="center"
          className="min-h-0 flex-1 overflow-hidden rounded-b-[inherit] bg-[var(--gray-3)]"
        >
          {html.status === 'loading' && (
            <Flex align="center" justify="center" role="status" aria-label="Loading preview">
              <Spinner size="3" />
            </Flex>
          )}
          {html.status === 'error' && (
            <Flex align="center" justify="center" p="6">
              <Text color="red">The preview could not be loaded.</Text>
            </Flex>
          )}
          {html.status === 'success' && html.data === null && (
            <Flex align="center" justify="center" p="6">
              <Text color="gray">This page has no generated preview yet.</Text>
            </Flex>
          )}
          {html.status === 'success' && html.data !== null && page && (
            <PreviewFrame html={html.data} title={`Preview of ${page.title}`} width={width} />
          )}
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
