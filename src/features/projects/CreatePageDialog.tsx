import { useId, useState, type FormEvent } from 'react'
import { Button, Dialog, Flex, Text, TextArea, TextField } from '@radix-ui/themes'
import type { PageType } from '../../engine/model'
import { MAX_PROMPT_LENGTH, MAX_TITLE_LENGTH } from '../../../convex/model/constants'
import { PromptLength } from '../../components/PromptLength'
import { isPageType } from './page-types'
import { PageTypeSelect } from './PageTypeSelect'

export interface NewPage {
  pageType: PageType
  title: string
  userPrompt: string
}

export interface CreatePageForm {
  pageType: string
  title: string
  userPrompt: string
}

export const EMPTY_FORM: CreatePageForm = { pageType: '', title: '', userPrompt: '' }

/** SPEC.md section 5: page type, title and prompt must all be filled (after trimming). */
export function validNewPage(form: CreatePageForm): NewPage | null {
  const title = form.title.trim()
  const userPrompt = form.userPrompt.trim()
  if (!isPageType(form.pageType) || title === '' || userPrompt === '') return null
  return { pageType: form.pageType, title, userPrompt }
}

interface CreatePageDialogProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** Resolves when the page exists; rejects (after its own toast) when it could not be created. */
  onCreate(page: NewPage): Promise<void>
}

export function CreatePageDialog({ open, onOpenChange, onCreate }: CreatePageDialogProps) {
  const [form, setForm] = useState<CreatePageForm>(EMPTY_FORM)
  const [busy, setBusy] = useState(false)
  const ids = { type: useId(), title: useId(), prompt: useId() }
  const page = validNewPage(form)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (page === null || busy) return
    setBusy(true)
    try {
      await onCreate(page)
      setForm(EMPTY_FORM)
      onOpenChange(false)
    } catch {
      // The caller showed 'Failed to create page'; the form keeps what was typed.
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>Create Page</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          Describe the page. Vitrine keeps the prompt with the page so you can generate its theme in the
          editor.
        </Dialog.Description>
        <form onSubmit={submit}>
          <Flex direction="column" gap="4">
            <div>
              <Text as="label" htmlFor={ids.type} size="2" weight="medium" className="mb-1 block">
                Page Type
              </Text>
              <PageTypeSelect
                id={ids.type}
                value={form.pageType}
                onChange={(pageType) => setForm({ ...form, pageType })}
                placeholder="Select a page type"
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
                placeholder="e.g. Summer Sale Landing"
                onChange={(event) => setForm({ ...form, title: event.target.value })}
              />
            </div>
            <div>
              <Text as="label" htmlFor={ids.prompt} size="2" weight="medium" className="mb-1 block">
                AI Prompt
              </Text>
              <TextArea
                id={ids.prompt}
                value={form.userPrompt}
                maxLength={MAX_PROMPT_LENGTH}
                rows={5}
                placeholder="Describe the page: its mood, colours, sections and what it should sell."
                onChange={(event) => setForm({ ...form, userPrompt: event.target.value })}
              />
              <PromptLength length={form.userPrompt.length} />
            </div>
          </Flex>
          <Flex gap="3" mt="5" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" disabled={page === null} loading={busy}>
              Create Page
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
