// What the preview says above the page: access lost, view only, a new theme still being checked
// and saved, a newcomer's design on its way, or the starter theme; nothing otherwise.
import { Callout } from '@radix-ui/themes'
import { Sparkles } from 'lucide-react'
import { AccessLostNotice, ViewOnlyNotice } from './CollaborationNotices'

export function PreviewNotice({
  lost,
  readOnly,
  madeViewer,
  hasDraft,
  awaitingDesign,
  isStarter,
}: {
  lost: string | null | undefined
  readOnly: boolean
  madeViewer: boolean
  hasDraft: boolean
  awaitingDesign: boolean
  isStarter: boolean
}) {
  if (lost) return <AccessLostNotice message={lost} />
  if (readOnly) return <ViewOnlyNotice madeViewer={madeViewer} />
  if (hasDraft)
    return (
      <Callout.Root size="1" color="gray" variant="surface" className="!rounded-none" role="status">
        <Callout.Icon>
          <Sparkles className="size-4" />
        </Callout.Icon>
        <Callout.Text>Your new theme: Theme Check and saving are still running.</Callout.Text>
      </Callout.Root>
    )
  if (awaitingDesign)
    return (
      <Callout.Root size="1" color="gray" variant="surface" className="!rounded-none" role="status">
        <Callout.Icon>
          <Sparkles className="size-4" />
        </Callout.Icon>
        <Callout.Text>Designing your store from your description…</Callout.Text>
      </Callout.Root>
    )
  if (isStarter)
    return (
      <Callout.Root size="1" color="indigo" variant="surface" className="!rounded-none">
        <Callout.Icon>
          <Sparkles className="size-4" />
        </Callout.Icon>
        <Callout.Text>
          Starter theme: a sample shoe store. Generate from the Chat tab to make your own; edits to the
          starter are saved as your first version.
        </Callout.Text>
      </Callout.Root>
    )
  return null
}
