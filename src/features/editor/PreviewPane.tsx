import {
  memo,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react'
import {
  Badge,
  Button,
  Flex,
  IconButton,
  SegmentedControl,
  Select,
  Spinner,
  Text,
  Tooltip,
} from '@radix-ui/themes'
import {
  ExternalLink,
  Lock,
  Monitor,
  Pencil,
  PencilOff,
  Smartphone,
  Tablet,
  TriangleAlert,
} from 'lucide-react'
import { DEVICES, type Device } from './editor-state'
import type { Preview } from './usePreview'
import { templateLabel, templatePath } from './templates'
import type { BoundCommand } from './commands'

const DEVICE_ICONS: Record<Device, typeof Monitor> = { desktop: Monitor, tablet: Tablet, mobile: Smartphone }

export interface PreviewPaneProps {
  domain: string
  template: string
  templates: string[]
  onTemplateChange(template: string): void
  device: Device
  onDeviceChange(device: Device): void
  editMode: boolean
  /** The registry's Edit Mode (commands/): not offered when it cannot run (a viewer of the store). */
  toggleEditMode: BoundCommand
  preview: Preview
  /** The registry's Live Preview (commands/). */
  livePreview: BoundCommand
  frameRef: RefObject<HTMLIFrameElement | null>
  /** shown above the frame: the starter theme, a pending save */
  notice?: ReactNode
}

/** Shown only when a render takes a while: quick ones would just flicker. */
function RenderingNote() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), 300)
    return () => clearTimeout(timer)
  }, [])
  if (!visible) return null
  return (
    <Flex align="center" gap="1" role="status" aria-label="Rendering preview">
      <Spinner size="1" />
      <Text size="1" color="gray">
        Rendering…
      </Text>
    </Flex>
  )
}

export const PreviewPane = memo(function PreviewPane(props: PreviewPaneProps) {
  const { domain, template, templates, onTemplateChange, device, onDeviceChange, editMode, toggleEditMode } =
    props
  const { preview, livePreview, frameRef, notice } = props
  const { document } = preview
  const errors = document?.errors ?? []

  return (
    <Flex direction="column" className="h-full min-h-0">
      <div className="border-b border-[var(--gray-a5)] bg-[var(--color-panel-solid)] px-3 py-2">
        <Flex align="center" gap="3">
          <Flex gap="1.5" aria-hidden className="hidden sm:flex">
            <span className="size-3 rounded-full bg-[#ff5f57]" />
            <span className="size-3 rounded-full bg-[#febc2e]" />
            <span className="size-3 rounded-full bg-[#28c840]" />
          </Flex>
          <Flex
            align="center"
            gap="2"
            className="min-w-0 flex-1 rounded-full bg-[var(--gray-a3)] px-3 py-1.5 text-[13px] text-[var(--gray-11)]"
            data-testid="browser-address"
          >
            <Lock className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">
              <span className="text-[var(--gray-12)]">{domain}</span>
              {templatePath(template) === '/' ? '' : templatePath(template)}
            </span>
          </Flex>
          <Tooltip content="Open the preview in a new tab">
            <Button
              size="2"
              variant="soft"
              onClick={livePreview.perform}
              disabled={!document || !livePreview.enabled}
            >
              <ExternalLink className="size-4" aria-hidden />
              <span className="hidden sm:inline">{livePreview.label}</span>
            </Button>
          </Tooltip>
        </Flex>
        <Flex align="center" gap="2" mt="2" wrap="wrap">
          <Select.Root value={template} onValueChange={onTemplateChange} size="1">
            <Select.Trigger aria-label="Template" className="min-w-[150px]" />
            <Select.Content position="popper">
              {templates.map((name) => (
                <Select.Item key={name} value={name}>
                  {templateLabel(name)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <SegmentedControl.Root
            value={device}
            onValueChange={(value) => onDeviceChange(value as Device)}
            size="1"
            aria-label="Device width"
          >
            {(Object.keys(DEVICES) as Device[]).map((key) => {
              const Icon = DEVICE_ICONS[key]
              const info = DEVICES[key]
              return (
                <SegmentedControl.Item key={key} value={key} aria-label={info.label}>
                  <Flex align="center" gap="1">
                    <Icon className="size-3.5" aria-hidden />
                    <span className="hidden md:inline">
                      {info.label}
                      {info.width ? ` ${info.width}` : ''}
                    </span>
                  </Flex>
                </SegmentedControl.Item>
              )
            })}
          </SegmentedControl.Root>
          {toggleEditMode.enabled && (
            <Tooltip content={editMode ? 'Leave edit mode' : 'Click elements in the preview to edit them'}>
              <IconButton
                size="1"
                variant={editMode ? 'solid' : 'soft'}
                onClick={toggleEditMode.perform}
                aria-pressed={editMode}
                aria-label={editMode ? 'Exit Edit' : 'Edit Mode'}
              >
                {editMode ? <PencilOff className="size-3.5" /> : <Pencil className="size-3.5" />}
              </IconButton>
            </Tooltip>
          )}
          <Flex align="center" gap="2" ml="auto">
            {preview.status === 'rendering' && <RenderingNote />}
            {errors.length > 0 && (
              <Tooltip
                content={errors.map((e) => (e.file ? `${e.file}: ${e.message}` : e.message)).join('\n')}
              >
                <Badge color="amber" variant="soft">
                  <TriangleAlert className="size-3.5" aria-hidden />
                  {errors.length} preview {errors.length === 1 ? 'issue' : 'issues'}
                </Badge>
              </Tooltip>
            )}
          </Flex>
        </Flex>
      </div>
      {editMode && toggleEditMode.enabled && (
        <Flex
          align="center"
          justify="between"
          gap="2"
          className="bg-[var(--accent-9)] px-3 py-1.5 text-[var(--accent-contrast)]"
          role="status"
        >
          <Text size="1" weight="medium">
            Edit mode: click elements to edit
          </Text>
          <button
            type="button"
            onClick={toggleEditMode.perform}
            className="text-xs font-medium underline underline-offset-2"
          >
            Exit Edit
          </button>
        </Flex>
      )}
      {notice}
      <div className="relative min-h-0 flex-1 overflow-auto bg-[var(--gray-3)]" data-testid="preview-area">
        <PreviewFrameView preview={preview} frameRef={frameRef} device={device} />
      </div>
    </Flex>
  )
})

/** The frame and its document; it alone re-renders when the preview loads a new document. */
/** The width a desktop is shown at: narrower preview areas show it scaled, as Shopify's editor does. */
export const DESKTOP_PREVIEW_WIDTH = 1280

/** The element's size, kept current (0 × 0 until measured, or without ResizeObserver). */
function useElementSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 })
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return
      const { width, height } = entry.contentRect
      setSize((current) =>
        current.width === width && current.height === height ? current : { width, height },
      )
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return size
}

/**
 * How a device is shown in an area: at its real width, scaled down to fit when the area is
 * narrower (a desktop in a 1,000 px pane keeps its desktop layout instead of its mobile menu).
 */
export function deviceLayout(device: Device, area: { width: number; height: number }) {
  const framed = DEVICES[device].width !== null
  const width = DEVICES[device].width ?? DESKTOP_PREVIEW_WIDTH
  const room = framed ? area.width - 16 : area.width
  const height = framed ? area.height - 32 : area.height
  if (area.width <= 0 || room >= width)
    return { framed, scale: 1, width: framed ? width : null, height: null }
  const scale = room / width
  return { framed, scale, width, height: height / scale }
}

/** The frame and its document; it alone re-renders when the preview loads a new document. */
function PreviewFrameView({
  preview,
  frameRef,
  device,
}: {
  preview: Preview
  frameRef: RefObject<HTMLIFrameElement | null>
  device: Device
}) {
  const frame = useSyncExternalStore(preview.frames.subscribe, preview.frames.get)
  const areaRef = useRef<HTMLDivElement>(null)
  const layout = deviceLayout(device, useElementSize(areaRef))
  let content: ReactNode
  if (preview.status === 'error' && !frame)
    content = (
      <Flex align="center" justify="center" direction="column" gap="3" className="h-full p-6">
        <RenderFailed preview={preview} />
      </Flex>
    )
  else if (!frame)
    content = (
      <Flex align="center" justify="center" direction="column" gap="2" className="h-full" role="status">
        <Spinner size="3" />
        <Text size="2" color="gray">
          Rendering the preview…
        </Text>
      </Flex>
    )
  else
    content = (
      <div
        // overflow: clip, not hidden: the scaled frame's full-size box must not be scrolled into view
        // (focus moving into the page, or a script's scrollIntoView, shifted the page sideways).
        className={layout.framed ? 'mx-auto h-full py-4' : 'h-full overflow-clip'}
        style={layout.width ? { width: layout.width * layout.scale } : undefined}
      >
        <iframe
          key={frame.key}
          ref={frameRef}
          title="Theme preview"
          sandbox="allow-scripts"
          srcDoc={frame.srcDoc}
          className={[
            'block border-0 bg-white',
            layout.framed ? 'rounded-lg shadow-lg ring-1 ring-[var(--gray-a6)]' : '',
            layout.width ? '' : 'w-full',
            layout.height ? '' : 'h-full',
          ].join(' ')}
          style={
            layout.scale === 1
              ? layout.width
                ? { width: layout.width }
                : undefined
              : {
                  width: layout.width!,
                  height: layout.height!,
                  transform: `scale(${layout.scale})`,
                  transformOrigin: '0 0',
                }
          }
          data-device={device}
          data-scale={layout.scale === 1 ? undefined : layout.scale.toFixed(3)}
        />
      </div>
    )
  return (
    <div ref={areaRef} className="h-full w-full overflow-clip">
      {preview.status === 'error' && frame && (
        // The frame still shows the page as it was: say that this one failed, over it.
        <Flex
          align="center"
          justify="center"
          gap="3"
          wrap="wrap"
          className="absolute inset-x-0 top-0 z-10 border-b border-[var(--red-a6)] bg-[var(--color-panel-solid)] px-4 py-2 shadow-sm"
        >
          <RenderFailed preview={preview} />
        </Flex>
      )}
      {content}
    </div>
  )
}

/** A failed render, and the way to try it again. */
function RenderFailed({ preview }: { preview: Preview }) {
  return (
    <>
      <Text color="red" size="2" role="alert" className="max-w-prose text-center">
        The preview could not be rendered: {preview.error}
      </Text>
      <Button size="1" variant="soft" onClick={preview.retry}>
        Try again
      </Button>
    </>
  )
}
