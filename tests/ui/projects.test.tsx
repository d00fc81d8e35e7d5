import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ProjectPagesScreen } from '../../src/features/projects/ProjectPages'
import { validNewPage } from '../../src/features/projects/CreatePageDialog'
import { PAGE_TYPE_OPTIONS } from '../../src/features/projects/page-types'
import type { PageSummary } from '../../src/features/projects/PageCard'
import type { Id } from '../../convex/_generated/dataModel'
import { FakeConvexClient, pageFixture, renderScreen, storeFixture } from './dashboard-support'
import { SEAL } from '../../src/engine/preview/seal'

const toasts = vi.hoisted(() => ({ toastError: vi.fn(), toastSuccess: vi.fn() }))
vi.mock('../../src/lib/toast', () => toasts)

const projectId = 'p1' as Id<'projects'>
const project = storeFixture({ _id: projectId, updatedAt: Date.now(), pageCount: 0 })

function page(overrides: Partial<PageSummary> = {}): PageSummary {
  return pageFixture({ projectId, ...overrides })
}

function setup(pages: PageSummary[] | Error | undefined = []) {
  const client = new FakeConvexClient()
  client.setQuery('projects:get', project)
  client.setQuery('pages:list', pages)
  renderScreen(<ProjectPagesScreen projectId={projectId} />, { client })
  return client
}

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement
}

async function choosePageType(label: string) {
  const trigger = screen.getByRole('combobox', { name: 'Page Type' })
  fireEvent.keyDown(trigger, { key: 'Enter' })
  fireEvent.click(await screen.findByRole('option', { name: label }))
  await waitFor(() => expect(trigger.textContent).toBe(label))
}

async function openCreateDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create Page' }))
  return await screen.findByRole('dialog', { name: 'Create Page' })
}

beforeEach(() => {
  toasts.toastError.mockReset()
  toasts.toastSuccess.mockReset()
})
afterEach(cleanup)

describe('create page form', () => {
  it('needs a page type, a title and a prompt, all non-empty after trimming', () => {
    expect(validNewPage({ pageType: '', title: 'Home', userPrompt: 'Bold' })).toBeNull()
    expect(validNewPage({ pageType: 'homepage', title: '   ', userPrompt: 'Bold' })).toBeNull()
    expect(validNewPage({ pageType: 'homepage', title: 'Home', userPrompt: ' \n ' })).toBeNull()
    expect(validNewPage({ pageType: 'poster', title: 'Home', userPrompt: 'Bold' })).toBeNull()
    expect(validNewPage({ pageType: 'homepage', title: ' Home ', userPrompt: ' Bold ' })).toEqual({
      pageType: 'homepage',
      title: 'Home',
      userPrompt: 'Bold',
    })
  })

  it('offers every page type with a readable label', () => {
    expect(PAGE_TYPE_OPTIONS.map((option) => option.value)).toEqual([
      'homepage',
      'product',
      'collection',
      'about',
      'contact',
      'landing',
      'blog',
      'cart',
      'checkout',
    ])
    expect(PAGE_TYPE_OPTIONS.find((option) => option.value === 'landing')?.label).toBe('Landing Page')
  })
})

describe('project pages', () => {
  it('shows the store, Back to Stores and the empty state', async () => {
    setup([])
    expect(await screen.findByRole('heading', { name: 'Stride Footwear' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Stores' }).getAttribute('href')).toBe('/dashboard')
    expect(screen.getByText('No pages created yet')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Create Your First Page' })).toBeTruthy()
  })

  it("shows 'Project not found' with a way back when the project does not exist", async () => {
    const client = new FakeConvexClient()
    client.setQuery('projects:get', null)
    client.setQuery('projects:access', 'missing')
    renderScreen(<ProjectPagesScreen projectId={projectId} />, { client })
    expect(await screen.findByText('Project not found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard')
  })

  it('treats a malformed project id as not found', async () => {
    const client = new FakeConvexClient()
    client.setQuery('projects:get', new Error('Validator error: Expected ID for table "projects", got `x`'))
    renderScreen(<ProjectPagesScreen projectId={projectId} />, { client })
    expect(await screen.findByText('Project not found')).toBeTruthy()
  })

  it("toasts 'Failed to load pages' when the pages fail to load", async () => {
    setup(new Error('offline'))
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(toasts.toastError).toHaveBeenCalledWith('Failed to load pages')
  })

  it('shows a page card with title, type, status, prompt, relative time and an Edit link', async () => {
    setup([page()])
    const card = await screen.findByTestId('page-card')
    expect(within(card).getByText('Summer Homepage')).toBeTruthy()
    expect(within(card).getByText('Homepage')).toBeTruthy()
    expect(within(card).getByText('Draft')).toBeTruthy()
    expect(within(card).getByText('A bold summer homepage for a running shoe brand')).toBeTruthy()
    expect(within(card).getByText('Updated 1 hour ago')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/editor?pageId=g1')
  })

  it('offers Preview only for pages with generated HTML, in a sandbox without same-origin access', async () => {
    const client = setup([
      page(),
      page({ _id: 'g2' as PageSummary['_id'], title: 'Black Friday Sale', hasGeneratedHtml: true }),
    ])
    client.setQuery('pages:generatedHtml', (args: Record<string, unknown>) =>
      args.pageId === 'g2' ? '<h1>Black Friday</h1>' : null,
    )
    const cards = await screen.findAllByTestId('page-card')
    expect(within(cards[0]!).queryByRole('button', { name: 'Preview' })).toBeNull()
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Preview' }))

    const frame = (await screen.findByTitle('Preview of Black Friday Sale')) as HTMLIFrameElement
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts')
    // Sealed with the preview's policy, though it was stored without it: nothing leaves the frame.
    expect(frame.getAttribute('srcdoc')).toBe(`${SEAL}<h1>Black Friday</h1>`)
  })

  it('keeps Create Page disabled until page type, title and prompt are filled', async () => {
    setup([])
    const dialog = await openCreateDialog()
    const submit = within(dialog).getByRole('button', { name: 'Create Page' }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)

    fireEvent.change(field('Page Title'), { target: { value: 'Summer Sale' } })
    fireEvent.change(field('AI Prompt'), { target: { value: '   ' } })
    expect(submit.disabled).toBe(true)
    fireEvent.change(field('AI Prompt'), { target: { value: 'Bright and bold' } })
    expect(submit.disabled).toBe(true)
    await choosePageType('Landing Page')
    expect(submit.disabled).toBe(false)
    fireEvent.change(field('Page Title'), { target: { value: '  ' } })
    expect(submit.disabled).toBe(true)
  })

  it('creates the page, then closes and resets the dialog', async () => {
    const client = setup([])
    let dialog = await openCreateDialog()
    await choosePageType('Landing Page')
    fireEvent.change(field('Page Title'), { target: { value: '  Summer Sale ' } })
    fireEvent.change(field('AI Prompt'), { target: { value: 'Bright and bold' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Page' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(client.callsTo('pages:create')).toEqual([
      { projectId: 'p1', pageType: 'landing', title: 'Summer Sale', userPrompt: 'Bright and bold' },
    ])

    dialog = await openCreateDialog()
    expect(field('Page Title').value).toBe('')
    expect(field('AI Prompt').value).toBe('')
    expect(within(dialog).getByRole('combobox', { name: 'Page Type' }).textContent).toBe('Select a page type')
  })

  it("toasts 'Failed to create page' and keeps the dialog open when creation fails", async () => {
    const client = setup([])
    client.onCall('pages:create', () => Promise.reject(new Error('offline')))
    const dialog = await openCreateDialog()
    await choosePageType('Homepage')
    fireEvent.change(field('Page Title'), { target: { value: 'Home' } })
    fireEvent.change(field('AI Prompt'), { target: { value: 'Calm' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Page' }))
    await waitFor(() => expect(toasts.toastError).toHaveBeenCalledWith('Failed to create page', undefined))
    expect(screen.getByRole('dialog', { name: 'Create Page' })).toBeTruthy()
    expect(field('Page Title').value).toBe('Home')
  })

  it("deletes a page after confirmation with 'Page deleted successfully'", async () => {
    const client = setup([page()])
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Summer Homepage' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Page' })
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Page' }))
    })
    await waitFor(() => expect(toasts.toastSuccess).toHaveBeenCalledWith('Page deleted successfully'))
    expect(client.callsTo('pages:remove')).toEqual([{ pageId: 'g1' }])
  })
})
