// The download warning: a theme with Theme Check errors that edits added is not handed out
// without a word. It names those errors apart from the ones the theme came with.
import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import type { BoundCommand } from './commands'
import type { DownloadConfirmation } from './commands/types'
import { baselineOrigin, type BaselineSource } from './theme-check'

export function DownloadDialog({
  confirmation,
  onClose,
  showFiles,
  downloadAnyway,
}: {
  confirmation: DownloadConfirmation | null
  onClose(): void
  /** The registry's Show the files and Download anyway (commands/download.ts). */
  showFiles: BoundCommand
  downloadAnyway: BoundCommand
}) {
  return (
    <AlertDialog.Root open={confirmation !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Download a theme with errors?</AlertDialog.Title>
        {confirmation && <DownloadWarning {...confirmation} />}
        <Flex gap="3" mt="5" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button variant="soft" onClick={showFiles.perform} disabled={!showFiles.enabled}>
              Show the files
            </Button>
          </AlertDialog.Action>
          <AlertDialog.Action>
            <Button color="amber" onClick={downloadAnyway.perform} disabled={!downloadAnyway.enabled}>
              Download anyway
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}

/** What the download warning says: the errors edits added, and those the theme came with. */
function DownloadWarning({
  errors,
  own,
  origin,
}: {
  errors: number
  own: number
  origin?: BaselineSource | null
}) {
  const them = errors === 1 ? 'it' : 'them'
  return (
    <AlertDialog.Description size="2" color="gray">
      Theme Check found {errors} {errors === 1 ? 'error' : 'errors'}{' '}
      {origin === undefined ? 'in this theme.' : 'that edits added to this theme.'} Shopify may refuse to
      upload it until {errors === 1 ? 'it is' : 'they are'} fixed: the File Browser in the Files tab marks the
      files that have {them}.
      {origin && own > 0 && (
        <>
          {' '}
          {own} more {own === 1 ? 'error was' : 'errors were'} in the theme {baselineOrigin(origin)}.
        </>
      )}
    </AlertDialog.Description>
  )
}
