// What the editor says on a shared store: view only (and made a viewer while here), access lost,
// and a version someone else made while I held unsaved Code View edits.
import { Button, Callout, Flex } from '@radix-ui/themes'
import { Eye, TriangleAlert, Users } from 'lucide-react'
import type { BoundCommand } from './commands'
import type { Conflict } from './useCollaboration'

export const VIEW_ONLY_NOTICE =
  'View only: you are a viewer of this store. You can look at every template, file and version, and download the theme; ask its owner to make you an editor to change it.'

/** Said when the owner made me a viewer while I was in the editor (edit mode is turned off). */
export const MADE_VIEWER_NOTICE =
  'The store’s owner made you a viewer: you can now only view this store. Edit mode is off; you can still look at every template, file and version, and download the theme.'

/** A line across the top of the preview. */
function BarNotice({
  color,
  icon,
  alert = false,
  children,
}: {
  color: 'gray' | 'amber' | 'red'
  icon: React.ReactNode
  alert?: boolean
  children: React.ReactNode
}) {
  return (
    <Callout.Root
      size="1"
      color={color}
      variant="surface"
      className="!rounded-none"
      role={alert ? 'alert' : 'status'}
    >
      <Callout.Icon>{icon}</Callout.Icon>
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  )
}

export function ViewOnlyNotice({ madeViewer = false }: { madeViewer?: boolean }) {
  return madeViewer ? (
    <BarNotice color="amber" icon={<Eye className="size-4" />} alert>
      {MADE_VIEWER_NOTICE}
    </BarNotice>
  ) : (
    <BarNotice color="gray" icon={<Eye className="size-4" />}>
      {VIEW_ONLY_NOTICE}
    </BarNotice>
  )
}

export function AccessLostNotice({ message }: { message: string }) {
  return (
    <BarNotice color="red" icon={<TriangleAlert className="size-4" />} alert>
      {message}
    </BarNotice>
  )
}

export function ConflictCallout({
  conflict,
  saving,
  save,
  discard,
}: {
  conflict: Conflict
  saving: boolean
  /** The registry's Save and Discard mine (commands/). */
  save: BoundCommand
  discard: BoundCommand
}) {
  return (
    <Callout.Root color="amber" size="1" role="alert" data-testid="conflict">
      <Callout.Icon>
        <Users className="size-4" />
      </Callout.Icon>
      <Callout.Text>
        {conflict.name} made version {conflict.number} while you were editing. Your unsaved changes are still
        here: saving keeps them as a new version on top of theirs (where you both changed a file, your text is
        kept and theirs stays in the history).
      </Callout.Text>
      <Flex gap="2" mt="1">
        <Button size="1" onClick={save.perform} disabled={!save.enabled} loading={saving}>
          Save mine as a new version
        </Button>
        <Button
          size="1"
          variant="soft"
          color="gray"
          onClick={discard.perform}
          disabled={saving || !discard.enabled}
        >
          Discard mine
        </Button>
      </Flex>
    </Callout.Root>
  )
}
