import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { Flex, Skeleton, Text } from '@radix-ui/themes'
import { LayoutTemplate } from 'lucide-react'
import { sealDocument } from '../engine/preview'
import { usePreviewWithFonts } from './bundled-fonts'

/** The width a thumbnail lays its page out at: a desktop, as the editor's Desktop preview. */
export const THUMBNAIL_PAGE_WIDTH = 1280
const PAGE_HEIGHT = 800

/**
 * A still picture runs nothing: the page's scripts and inline event handlers (a stylesheet's
 * onload, say) go before it reaches the frame, which would only refuse them, noisily.
 */
export function withoutScripts(html: string): string {
  let out = html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
  // One handler of a tag at a time, until none is left.
  for (let before = ''; before !== out;) {
    before = out
    out = out.replace(/(<[a-z][^<>]*?)\s+on[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, (_, tag: string) => tag)
  }
  return out
}

/**
 * A rendered store page, small: laid out at desktop width in a frame that runs no script and
 * cannot be reached (sandbox without permissions), scaled down to the card's width, in its
 * theme's fonts from the app's bundle (a page rendered on the server only names them).
 * `html` is the page, null when there is none, undefined while it loads.
 */
export function ThemeThumbnail({
  html,
  title,
  empty = 'No preview yet',
}: {
  html: string | null | undefined
  title: string
  empty?: ReactNode
}) {
  const still = useMemo(() => (typeof html === 'string' ? withoutScripts(html) : html), [html])
  const shown = usePreviewWithFonts(still)
  const srcDoc = useMemo(() => (typeof shown === 'string' ? sealDocument(shown) : undefined), [shown])
  const box = useRef<HTMLDivElement>(null)
  const [scale, setScale] = useState(0)
  useEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => setScale(element.clientWidth / THUMBNAIL_PAGE_WIDTH)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={box}
      data-testid="theme-thumbnail"
      className="relative aspect-[16/10] w-full overflow-hidden rounded-md border border-[var(--gray-a4)] bg-[var(--gray-2)]"
    >
      {shown === undefined && <Skeleton className="absolute inset-0 !h-full !w-full" aria-hidden />}
      {shown === null && (
        <Flex
          direction="column"
          align="center"
          justify="center"
          gap="2"
          className="absolute inset-0 text-[var(--gray-10)]"
        >
          <LayoutTemplate className="size-6" aria-hidden />
          <Text size="1">{empty}</Text>
        </Flex>
      )}
      {srcDoc !== undefined && (
        <iframe
          title={title}
          srcDoc={srcDoc}
          sandbox=""
          loading="lazy"
          tabIndex={-1}
          aria-hidden
          scrolling="no"
          className="pointer-events-none absolute left-0 top-0 origin-top-left border-0 bg-white"
          style={{
            width: THUMBNAIL_PAGE_WIDTH,
            height: PAGE_HEIGHT,
            transform: `scale(${scale})`,
          }}
        />
      )}
    </div>
  )
}
