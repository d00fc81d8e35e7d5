import { useId, useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Button, Callout, Dialog, Flex, Select, Spinner, Text, TextField, Tooltip } from '@radix-ui/themes'
import { CircleAlert, Upload } from 'lucide-react'
import { useMutation } from 'convex/react'
import { ConvexError } from 'convex/values'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import { MAX_TITLE_LENGTH } from '../../../convex/model/constants'
import type { PageType } from '../../engine/model'
import { useLiveQuery } from '../../components/useLiveQuery'
import { toastSuccess } from '../../lib/toast'
import { PAGE_TYPE_LABELS, isPageType } from './page-types'
import { PageTypeSelect } from './PageTypeSelect'
import { storeDisplayName } from '../dashboard/StoreCard'

export interface SaveToStoreForm {
  projectId: string
  pageType: string
  title: string
}

/** Store, page type and a title (after trimming): all three, as the Create Page dialog asks. */
export function validSaveToStore(
  form: SaveToStoreForm,
): { projectId: Id<'projects'>; pageType: PageType; title: string } | null {
  const title = form.title.trim()
  if (form.projectId === '' || !isPageType(form.pageType) || title === '') return null
  return { projectId: form.projectId as Id<'projects'>, pageType: form.pageType, title }
}

function failureText(error: unknown): string {
  if (error instanceof ConvexError && typeof error.data === 'string') return error.data
  return 'The design could not be saved to the store. Please try again.'
}

/**
 * Saves the design in the AI Theme Builder, with its history, as a new page of one of the
 * merchant's stores, then opens that page in the editor.
 */
export function SaveToStoreDialog({
  open,
  onOpenChange,
  designName,
  pageType = 'homepage',
}: {
  open: boolean
  onOpenChange(open: boolean): void
  /** The design's store name: the title starts from it. */
  designName: string
  pageType?: PageType
}) {
  const stores = useLiveQuery(api.projects.list, open ? {} : 'skip')
  const createFromEditor = useMutation(api.pages.createFromEditor)
  const navigate = useNavigate()
  const ids = { store: useId(), type: useId(), title: useId() }
  const [form, setForm] = useState<SaveToStoreForm>({
    projectId: '',
    pageType,
    title: `${designName} ${PAGE_TYPE_LABELS[pageType]}`.trim(),
  })
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  // A page goes only where I may create pages: my stores and those I edit, not those I view.
  const list = stores.status === 'success' ? stores.data.filter((store) => store.role !== 'viewer') : []
  // One store: it is the one.
  const projectId = form.projectId || (list.length === 1 ? list[0]!._id : '')
  const valid = validSaveToStore({ ...form, projectId })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (valid === null || busy) return
    setBusy(true)
    setFailure(null)
    try {
      const pageId = await createFromEditor(valid)
      const store = list.find((item) => item._id === valid.projectId)
      toastSuccess(
        'Saved to your store',
        `${valid.title} is a page of ${store ? storeDisplayName(store) : 'your store'}.`,
      )
      onOpenChange(false)
      void navigate({ to: '/editor', search: { pageId } })
    } catch (error) {
      setFailure(failureText(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>Save to a store</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Your design becomes a page of the store, with its history. The AI Theme Builder then starts afresh.
        </Dialog.Description>
        {stores.status === 'loading' && (
          <Flex align="center" gap="2" role="status" py="4">
            <Spinner /> <Text size="2">Loading your stores…</Text>
          </Flex>
        )}
        {stores.status === 'error' && (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <CircleAlert className="size-4" />
            </Callout.Icon>
            <Callout.Text>Your stores could not be loaded. Check your connection and try again.</Callout.Text>
          </Callout.Root>
        )}
        {stores.status === 'success' && list.length === 0 && (
          <Text as="p" size="2">
            You have no store yet. Add your Shopify store first; your design waits here in the editor.
          </Text>
        )}
        {/* Until the form is there, the way out is Close (and, without a store, to connect one). */}
        {(stores.status !== 'success' || list.length === 0) && (
          <Flex gap="3" mt="5" justify="end" wrap="wrap">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Close
              </Button>
            </Dialog.Close>
            {stores.status === 'success' && (
              <Button asChild>
                <Link to="/connect-shopify">Connect a store</Link>
              </Button>
            )}
          </Flex>
        )}
        {stores.status === 'success' && list.length > 0 && (
          <form onSubmit={submit}>
            <Flex direction="column" gap="4">
              <div>
                <Text as="label" htmlFor={ids.store} size="2" weight="medium" className="mb-1 block">
                  Store
                </Text>
                <Select.Root
                  value={projectId}
                  onValueChange={(value) => setForm({ ...form, projectId: value })}
                >
                  <Select.Trigger id={ids.store} placeholder="Select a store" className="!w-full" />
                  <Select.Content position="popper">
                    {list.map((store) => (
                      <Select.Item key={store._id} value={store._id}>
                        {storeDisplayName(store)}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </div>
              <div>
                <Text as="label" htmlFor={ids.type} size="2" weight="medium" className="mb-1 block">
                  Page Type
                </Text>
                <PageTypeSelect
                  id={ids.type}
                  value={form.pageType}
                  onChange={(pageType) => setForm({ ...form, pageType })}
                />
              </div>
              <div>
                <Text as="label" htmlFor={ids.title} size="2" weight="medium" className="mb-1 block">
                  Page Title
                </Text>
                <TextField.Root
                  id={ids.title}
                  value={form.title}
                  maxLength={MAX_TITLE_LENGTH}
                  onChange={(event) => setForm({ ...form, title: event.target.value })}
                />
              </div>
              {failure && (
                <Text size="2" color="red" role="alert">
                  {failure}
                </Text>
              )}
            </Flex>
            <Flex gap="3" mt="5" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray" disabled={busy}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={valid === null} loading={busy}>
                Save to Store
              </Button>
            </Flex>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** The editor's "Save to store", for a design that is in no store yet. */
export function SaveToStoreButton({ designName }: { designName: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Tooltip content="Save this design as a page of one of your stores">
        <Button size="2" variant="soft" onClick={() => setOpen(true)} aria-label="Save to store">
          <Upload className="size-4" aria-hidden />
          <span className="hidden sm:inline">Save to store</span>
        </Button>
      </Tooltip>
      {open && <SaveToStoreDialog open onOpenChange={setOpen} designName={designName} />}
    </>
  )
}
