// The editor screen with its backend calls: convex/react's hooks are replaced by the shared fake
// (editor-harness.tsx) whose query results each test sets (and can change, as a live query would).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { EditorView } from '@codemirror/view'
import { PREVIEW_SOURCE } from '../../src/features/editor/preview-messages'
import { backend, callsTo, manifest, renderInTheme, resetBackend, starter, toasts } from './editor-harness'

vi.mock('convex/react', async () => (await import('./editor-harness')).convexReactMock)
vi.mock('../../src/lib/toast', async () => (await import('./editor-harness')).toasts)
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Link: (await import('./editor-harness')).FakeLink,
}))

const { EditorScreen } = await import('../../src/features/editor/EditorScreen')

// ---- fixtures ----

const savedTheme = {
  themeId: 't1',
  versionId: 'v2',
  number: 2,
  versionCount: 2,
  canUndo: true,
  canRedo: false,
  source: 'refinement',
  manifest,
  explanation: 'Built Stride Shoe Co.\n\nRefinement: A sharper hero headline.',
  storeConfig: starter.storeConfig,
  createdAt: Date.now(),
}
const versions = [
  { versionId: 'v2', number: 2, parentNumber: 1, source: 'refinement', createdAt: Date.now(), current: true },
  {
    versionId: 'v1',
    number: 1,
    source: 'generation',
    prompt: 'trendy shoe store',
    createdAt: Date.now() - 60_000,
    current: false,
  },
]

function show(props: { pageId?: string; initialPrompt?: string } = {}) {
  return renderInTheme(<EditorScreen {...props} />)
}

beforeEach(() => {
  resetBackend()
  // A save answers the new version, and whether it went on top of someone else's.
  backend.handlers.set('themes:saveEdit', () => ({ ...savedTheme, author: null, merged: null }))
})

const afterEachCleanups: (() => void)[] = []
afterEach(() => {
  for (const clean of afterEachCleanups.splice(0)) clean()
  cleanup()
  vi.useRealTimers()
})

describe('editor states', () => {
  it('shows a loading state while the theme loads', () => {
    show()
    expect(screen.getByRole('status', { name: 'Loading the editor' })).toBeTruthy()
  })

  it('shows a readable error card with a retry when the theme cannot be loaded', async () => {
    backend.set(
      'themes:current',
      new Error('[CONVEX Q(themes:current)] Uncaught ConvexError: Page not found'),
    )
    show()
    expect((await screen.findByRole('alert')).textContent).toContain('Page not found')
    backend.set('themes:current', null)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('editor-empty-state')).toBeTruthy()
  })

  it('says what went wrong for other load errors', async () => {
    backend.set('themes:current', new Error('[CONVEX Q(themes:current)] Uncaught Error: Server is down'))
    show()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We couldn’t open this theme')
    expect(alert.textContent).toContain('Server is down')
  })

  it('previews the starter theme, honestly labelled, until the user has a theme', async () => {
    backend.set('themes:current', null)
    show()
    expect(await screen.findByTestId('editor-empty-state')).toBeTruthy()
    expect(screen.getByText('Starter theme · not saved yet')).toBeTruthy()
    expect(screen.getByTestId('browser-address').textContent).toBe('yourstore.myshopify.com')
    const frame = (await screen.findByTitle('Theme preview')) as HTMLIFrameElement
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts')
    expect(frame.getAttribute('srcdoc')).toContain('SUMMER COLLECTION')
    expect(screen.getByRole('button', { name: 'Hero section' }).hasAttribute('disabled')).toBe(true)
  })

  it('shows the saved theme with its prompt and the explanation with "Refinement:"', async () => {
    backend.set('themes:current', savedTheme)
    backend.set('themes:versions', versions)
    backend.set('themes:lineage', versions)
    show()
    const log = await screen.findByRole('log')
    expect(log.textContent).toContain('trendy shoe store')
    expect(log.textContent).toContain('Refinement: A sharper hero headline.')
    expect(screen.getByText('Version 2 of 2 · Refined')).toBeTruthy()
    expect(screen.getByTestId('browser-address').textContent).toBe('stride-shoe-co.myshopify.com')
  })
})

describe('generation', () => {
  beforeEach(() => backend.set('themes:current', null))

  it('with no credits: the "No credits remaining" toast, and no generation', async () => {
    backend.set('users:me', { email: 'a@b.c', createdAt: 0, credits: 0, lowCredits: true })
    show({ initialPrompt: 'trendy shoe store' })
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Shopify Theme' }))
    expect(toasts.toastError).toHaveBeenCalledWith(
      'No credits remaining',
      'You need at least 1 credit to generate a theme. Please purchase more credits or connect your Shopify store.',
    )
    expect(callsTo('generation:start')).toEqual([])
  })

  it('generates from the prompt as a job, shows its steps, and says so when it ends', async () => {
    backend.handlers.set('generation:start', () => {
      const job = {
        jobId: 'j1',
        kind: 'generation',
        status: 'running',
        step: 'designing',
        progress: 0.4,
        prompt: 'trendy shoe store',
        engine: 'composer',
      }
      backend.set('generation:job', job)
      backend.set('generation:running', job)
      return { success: true, jobId: 'j1' }
    })
    show({ initialPrompt: '  trendy shoe store  ' })
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Shopify Theme' }))
    expect(await screen.findByRole('button', { name: 'Building Theme...' })).toBeTruthy()
    expect(callsTo('generation:start')).toEqual([{ prompt: 'trendy shoe store' }])
    expect((await screen.findByTestId('job-progress')).textContent).toContain('Composing your theme…')
    expect(toasts.toastSuccess).not.toHaveBeenCalled()
    act(() => {
      backend.set('generation:running', null)
      backend.set('generation:job', {
        jobId: 'j1',
        kind: 'generation',
        status: 'succeeded',
        step: 'done',
        progress: 1,
      })
    })
    await waitFor(() => expect(screen.queryByTestId('job-progress')).toBeNull())
    expect(toasts.toastSuccess).toHaveBeenCalledWith(
      'Theme updated successfully!',
      'Your Shopify store preview has been updated with the new changes.',
    )
    expect(screen.getByRole('button', { name: 'Generate Shopify Theme' })).toBeTruthy()
  })

  /**
   * Starts a generation of Harbor Goods whose job, run by `engine`, is still at `step`, from the
   * starter's preview. Answers the frame's document, as it changes.
   */
  async function startRunningJob(engine: 'composer' | 'openai', step: string) {
    backend.set('generation:engine', engine)
    const running = { jobId: 'j3', kind: 'generation', status: 'running', step, progress: 0.5 }
    backend.handlers.set('generation:start', () => {
      backend.set('generation:job', running)
      backend.set('generation:running', running)
      return { success: true, jobId: 'j3', engine }
    })
    show({ initialPrompt: 'A cosy candle shop called Harbor Goods' })
    const srcdoc = () => screen.getByTitle('Theme preview').getAttribute('srcdoc') ?? ''
    await waitFor(() => expect(srcdoc()).toContain('Stride'))
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Shopify Theme' }))
    return { running, srcdoc }
  }

  it("shows a composer job's theme while the job checks and saves it, and drops it when the job fails", async () => {
    const { running, srcdoc } = await startRunningJob('composer', 'checking')
    // The job is still checking: the preview already shows the theme it will save.
    await waitFor(() => expect(srcdoc()).toContain('Harbor Goods'))
    expect(screen.getByTestId('job-progress')).toBeTruthy()
    // Said as what it is: not the starter any more, and not saved yet.
    expect(screen.getByText('Your new theme: Theme Check and saving are still running.')).toBeTruthy()
    expect(screen.queryByText(/Starter theme: a sample shoe store/)).toBeNull()
    act(() => {
      backend.set('generation:running', null)
      backend.set('generation:job', { ...running, status: 'failed', error: 'Theme Check found errors' })
    })
    await waitFor(() => expect(srcdoc()).not.toContain('Harbor Goods'))
    expect(srcdoc()).toContain('Stride')
    expect(screen.queryByText('Your new theme: Theme Check and saving are still running.')).toBeNull()
  })

  it("shows the composer's theme before the server has answered, and drops it when the job does not start", async () => {
    backend.set('generation:engine', 'composer')
    let answer: (response: unknown) => void = () => undefined
    backend.handlers.set('generation:start', () => new Promise((resolve) => (answer = resolve)))
    show({ initialPrompt: 'A cosy candle shop called Harbor Goods' })
    const srcdoc = () => screen.getByTitle('Theme preview').getAttribute('srcdoc') ?? ''
    await waitFor(() => expect(srcdoc()).toContain('Stride'))
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Shopify Theme' }))
    // generation.start has not answered yet: the composer's theme for this prompt already shows.
    await waitFor(() => expect(srcdoc()).toContain('Harbor Goods'))
    expect(callsTo('generation:start')).toHaveLength(1)
    act(() => answer({ success: false, error: 'Too many generations in a minute.' }))
    await waitFor(() => expect(srcdoc()).not.toContain('Harbor Goods'))
    expect(srcdoc()).toContain('Stride')
    expect(toasts.toastError).toHaveBeenCalledWith('Generation failed', 'Too many generations in a minute.')
    expect(screen.queryByText('Your new theme: Theme Check and saving are still running.')).toBeNull()
  })

  /** Every document the preview frame is given, in order, from the editor's first render. */
  function frameDocuments(): string[] {
    const seen: string[] = []
    const record = () => {
      const frame = document.querySelector('iframe[title="Theme preview"]')
      const doc = frame?.getAttribute('srcdoc')
      if (doc && seen.at(-1) !== doc) seen.push(doc)
    }
    const observer = new MutationObserver(record)
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['srcdoc'],
    })
    afterEachCleanups.push(() => observer.disconnect())
    return seen
  }

  it("shows the landing page's design as its first preview, before its job has started, never the starter", async () => {
    backend.set('themes:current', null)
    backend.set('generation:engine', 'composer')
    backend.handlers.set('generation:start', () => new Promise(() => undefined))
    localStorage.setItem('designPrompt', 'Page Type: homepage. A cosy candle shop called Lantern Candles')
    localStorage.setItem('pageType', 'homepage')
    const documents = frameDocuments()
    show()
    await waitFor(() => expect(documents.at(-1)).toContain('Lantern Candles'))
    expect(documents.some((doc) => doc.includes('SUMMER COLLECTION'))).toBe(false)
    expect(screen.getByTestId('browser-address').textContent).toContain('lantern-candles')
    expect(screen.queryByText(/Starter theme/)).toBeNull()
    // Then the job is started with the same words, and the preview keeps the same document.
    await waitFor(() => expect(callsTo('generation:start')).toHaveLength(1))
    expect(callsTo('generation:start')[0]).toMatchObject({
      prompt: 'A cosy candle shop called Lantern Candles',
    })
    expect(documents.filter((doc) => doc.includes('Lantern Candles'))).toHaveLength(1)
  })

  it("says the landing page's design is the merchant's between its job's end and the saved version's arrival", async () => {
    backend.set('themes:current', null)
    backend.set('generation:engine', 'composer')
    backend.handlers.set('generation:start', () => {
      backend.set('generation:job', {
        jobId: 'j5',
        kind: 'generation',
        status: 'succeeded',
        step: 'done',
        progress: 1,
      })
      return { success: true, jobId: 'j5', engine: 'composer' }
    })
    localStorage.setItem('designPrompt', 'Page Type: homepage. A cosy candle shop called Lantern Candles')
    const documents = frameDocuments()
    show()
    await waitFor(() =>
      expect(toasts.toastSuccess).toHaveBeenCalledWith('Theme updated successfully!', expect.any(String)),
    )
    // The job has ended; its version has not reached this editor yet (themes.current is still null).
    await waitFor(() => expect(documents.at(-1)).toContain('Lantern Candles'))
    expect(screen.getByText('Your design · not saved yet')).toBeTruthy()
    expect(screen.queryByText(/Starter theme/)).toBeNull()
    // The Chat tab says the same: the merchant's words, not the starter's invitation, and no
    // second generation (another credit) while this one is saved.
    expect(screen.queryByText(/a sample shoe store/)).toBeNull()
    expect(
      within(screen.getByRole('log', { name: 'Conversation' })).getByText(
        'A cosy candle shop called Lantern Candles',
      ),
    ).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Building Theme...' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('waits for a model-designed landing design without showing the starter, and shows the starter if it fails', async () => {
    backend.set('themes:current', null)
    backend.set('generation:engine', 'openai')
    let answer: (response: unknown) => void = () => undefined
    backend.handlers.set('generation:start', () => new Promise((resolve) => (answer = resolve)))
    localStorage.setItem('designPrompt', 'Page Type: homepage. A cosy candle shop called Lantern Candles')
    const documents = frameDocuments()
    show()
    expect(await screen.findByText('Designing your store from your description…')).toBeTruthy()
    await waitFor(() => expect(callsTo('generation:start')).toHaveLength(1))
    expect(documents).toEqual([])
    act(() => answer({ success: false, error: 'Too many generations in a minute.' }))
    await waitFor(() => expect(documents.at(-1)).toContain('SUMMER COLLECTION'))
    expect(screen.queryByText('Designing your store from your description…')).toBeNull()
  })

  it('counts the description against its 4,000-character limit, and says so at the limit', async () => {
    show({ initialPrompt: 'A tea shop' })
    const box = await screen.findByRole('textbox', { name: 'Your store' })
    expect(box.getAttribute('maxlength')).toBe('4000')
    expect(screen.getByText('10 / 4,000')).toBeTruthy()
    fireEvent.change(box, { target: { value: 'x'.repeat(4000) } })
    expect(
      screen.getByText('Descriptions stop at 4,000 characters. 4,000 / 4,000', { normalizer: (t) => t }),
    ).toBeTruthy()
  })

  it('starts one job for a double click, before the editor has re-rendered as busy', async () => {
    backend.handlers.set('generation:start', () => new Promise(() => undefined))
    show({ initialPrompt: 'A cosy candle shop called Harbor Goods' })
    const button = await screen.findByRole('button', { name: 'Generate Shopify Theme' })
    // Two clicks in one go: no render between them disables the button.
    await act(async () => {
      button.click()
      button.click()
    })
    expect(callsTo('generation:start')).toHaveLength(1)
  })

  it('shows no composer theme for a job the model designs', async () => {
    const { srcdoc } = await startRunningJob('openai', 'designing')
    expect((await screen.findByTestId('job-progress')).textContent).toBeTruthy()
    // Long enough for a draft to have been rendered (the test above shows one within its waits).
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(srcdoc()).not.toContain('Harbor Goods')
  })

  it('reports the server error, the fallback text, or an unexpected error', async () => {
    show({ initialPrompt: 'shoes' })
    const button = await screen.findByRole('button', { name: 'Generate Shopify Theme' })
    backend.handlers.set('generation:start', () => ({
      success: false,
      error: 'Too many generations in a minute.',
    }))
    fireEvent.click(button)
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith(
        'Generation failed',
        'Too many generations in a minute.',
      ),
    )
    // A job that ends failed: the job's error.
    backend.handlers.set('generation:start', () => {
      backend.set('generation:job', {
        jobId: 'j2',
        kind: 'generation',
        status: 'failed',
        step: 'checking',
        progress: 0.6,
        error: 'Theme Check found errors',
      })
      return { success: true, jobId: 'j2' }
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Shopify Theme' }))
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith('Generation failed', 'Theme Check found errors'),
    )
    backend.handlers.set('generation:start', () => ({ success: false }))
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Shopify Theme' }))
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith(
        'Generation failed',
        'Failed to generate theme. Please try again.',
      ),
    )
    backend.handlers.set('generation:start', () => Promise.reject(new Error('socket closed')))
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Shopify Theme' }))
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith(
        'Generation failed',
        'An unexpected error occurred. Please try again.',
      ),
    )
  })

  it('submits the saved design prompt 500 ms after opening, and consumes it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    localStorage.setItem('designPrompt', 'Page Type: product. A ceramic mug')
    localStorage.setItem('pageType', 'product')
    backend.handlers.set('generation:start', () => ({ success: false, error: 'x' }))
    show()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(localStorage.getItem('designPrompt')).toBeNull()
    // The merchant's own words: the page type travels as its own field.
    expect((screen.getByLabelText('Your store') as HTMLTextAreaElement).value).toBe('A ceramic mug')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(490)
    })
    expect(callsTo('generation:start')).toEqual([])
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20)
    })
    expect(callsTo('generation:start')).toEqual([{ prompt: 'A ceramic mug', pageType: 'product' }])
  })
})

describe('a store page', () => {
  const page = {
    _id: 'p1',
    projectId: 'j1',
    userId: 'u1',
    title: 'Summer home',
    pageType: 'homepage',
    userPrompt: 'A bright summer homepage for Stride',
    status: 'draft',
    hasGeneratedHtml: false,
    updatedAt: 0,
  }

  it('with no theme yet, is generated from its prompt 500 ms after opening, once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    backend.set('themes:current', null)
    backend.set('pages:get', page)
    backend.handlers.set('generation:start', () => ({ success: false, error: 'x' }))
    show({ pageId: 'p1' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(490)
    })
    expect(callsTo('generation:start')).toEqual([])
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20)
    })
    expect(callsTo('generation:start')).toEqual([
      { pageId: 'p1', prompt: 'A bright summer homepage for Stride', pageType: 'homepage' },
    ])
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000)
    })
    expect(callsTo('generation:start')).toHaveLength(1)
  })

  it('with a theme, or while its job runs, starts no generation', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    backend.set('pages:get', page)
    backend.set('themes:current', savedTheme)
    show({ pageId: 'p1' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    cleanup()
    backend.set('themes:current', null)
    backend.set('generation:running', {
      jobId: 'j',
      kind: 'generation',
      status: 'running',
      step: 'designing',
    })
    show({ pageId: 'p1' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    expect(callsTo('generation:start')).toEqual([])
  })

  it('offers "Save to store" for a design in no store yet, and only then', async () => {
    backend.set('themes:current', null)
    show()
    expect(await screen.findByTestId('editor-empty-state')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save to store' })).toBeNull()
    cleanup()
    backend.set('themes:current', savedTheme)
    show()
    expect(await screen.findByRole('button', { name: 'Save to store' })).toBeTruthy()
    cleanup()
    backend.set('pages:get', page)
    show({ pageId: 'p1' })
    await screen.findByText('Summer home')
    expect(screen.queryByRole('button', { name: 'Save to store' })).toBeNull()
  })
})

describe('refinements', () => {
  beforeEach(() => {
    backend.set('themes:current', savedTheme)
    backend.set('themes:versions', versions)
    backend.set('themes:lineage', versions)
  })

  it('runs a quick refinement and reports failures in the words of SPEC.md', async () => {
    const endsAs = (status: 'succeeded' | 'failed') => () => {
      backend.set('generation:job', { jobId: 'r', kind: 'refinement', status, step: 'done', progress: 1 })
      return { success: true, jobId: 'r' }
    }
    backend.handlers.set('generation:startRefine', endsAs('succeeded'))
    show()
    fireEvent.click(await screen.findByRole('button', { name: 'Hero section' }))
    await waitFor(() =>
      expect(toasts.toastSuccess).toHaveBeenCalledWith('Theme updated successfully!', expect.any(String)),
    )
    expect(callsTo('generation:startRefine')).toEqual([{ refinement: { kind: 'hero' } }])
    backend.handlers.set('generation:startRefine', endsAs('failed'))
    fireEvent.click(screen.getByRole('button', { name: 'Typography' }))
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith(
        'Refinement Failed',
        'Failed to refine the component. Please try again.',
      ),
    )
    fireEvent.change(screen.getByLabelText('Custom refinement'), { target: { value: 'rounder buttons' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply Custom Refinement' }))
    await waitFor(() =>
      expect(toasts.toastError).toHaveBeenCalledWith(
        'Refinement Failed',
        'Failed to apply custom refinements. Please try again.',
      ),
    )
    expect(callsTo('generation:startRefine').at(-1)).toEqual({ refinement: { custom: 'rounder buttons' } })
    // A custom refinement that changed nothing: SPEC's text, then what the server says would work.
    const help =
      'Failed to apply custom refinements. Please try again. Without an AI model, Vitrine understands corners (“rounded corners”). No credit was used.'
    backend.handlers.set('generation:startRefine', () => {
      backend.set('generation:job', {
        jobId: 'r2',
        kind: 'refinement',
        status: 'failed',
        step: 'designing',
        progress: 0.4,
        error: help,
      })
      return { success: true, jobId: 'r2' }
    })
    fireEvent.change(screen.getByLabelText('Custom refinement'), { target: { value: 'more premium' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply Custom Refinement' }))
    await waitFor(() => expect(toasts.toastError).toHaveBeenCalledWith('Refinement Failed', help))
  })

  it('reports a refinement that did only part of what was asked as such, not as a success', async () => {
    backend.handlers.set('generation:startRefine', () => {
      backend.set('generation:job', {
        jobId: 'r3',
        kind: 'refinement',
        status: 'succeeded',
        step: 'done',
        progress: 1,
        versionNumber: 3,
        partial: {
          applied: ['Colours: primary #1f4d2b, accent #97d8a8, background #f3ead8, text #3b2f2a.'],
          notApplied: ['pill buttons and a sticky header'],
        },
      })
      return { success: true, jobId: 'r3' }
    })
    show()
    fireEvent.change(await screen.findByLabelText('Custom refinement'), {
      target: { value: 'Forest green primary #1f4d2b, pill buttons and a sticky header' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Apply Custom Refinement' }))
    await waitFor(() =>
      expect(toasts.toastWarning).toHaveBeenCalledWith(
        'Theme partly updated',
        'Applied: Colours: primary #1f4d2b, accent #97d8a8, background #f3ead8, text #3b2f2a. Not applied: pill buttons and a sticky header.',
      ),
    )
    expect(toasts.toastSuccess).not.toHaveBeenCalledWith('Theme updated successfully!', expect.anything())
  })
})

describe('visual editing through the preview', () => {
  beforeEach(() => {
    backend.set('themes:current', savedTheme)
    backend.set('themes:versions', versions)
    backend.set('themes:lineage', versions)
  })

  const heading = {
    source: PREVIEW_SOURCE,
    type: 'select',
    target: { section: 'hero', block: 'heading_1', setting: 'heading', kind: 'text' },
    section: 'hero',
    tag: 'H1',
    text: 'SUMMER COLLECTION',
    color: 'rgba(0, 0, 0, 0)',
    bounds: { x: 10, y: 10, width: 400, height: 60 },
  }

  async function openEditMode() {
    show()
    // The preview toolbar's toggle: the same action as the Edit tab's, which it opens.
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Mode' }))
    expect((await screen.findAllByRole('button', { name: 'Exit Edit' })).length).toBeGreaterThan(0)
    expect(screen.getByTestId('no-selection')).toBeTruthy()
    // Edit mode loads a new document (key and all): the frame to talk to is the editable one, not
    // the one still shown while it renders.
    return waitFor(() => {
      const frame = screen.getByTitle('Theme preview') as HTMLIFrameElement
      expect(frame.getAttribute('srcdoc')).toContain('var EDITABLE = true;')
      return frame
    })
  }

  function post(source: unknown, data: unknown) {
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source: source as Window }))
    })
  }

  it('ignores messages that are not from the preview frame or not of a known shape', async () => {
    const frame = await openEditMode()
    post(window, heading)
    post(frame.contentWindow, { ...heading, type: 'steal' })
    expect(screen.queryByLabelText('Text content')).toBeNull()
    post(frame.contentWindow, heading)
    expect(await screen.findByLabelText('Text content')).toBeTruthy()
  })

  it('Apply Changes writes the setting, saves a visual_edit version and clears the selection', async () => {
    const frame = await openEditMode()
    post(frame.contentWindow, heading)
    const text = (await screen.findByLabelText('Text content')) as HTMLTextAreaElement
    expect(text.value).toBe('SUMMER COLLECTION')
    fireEvent.change(text, { target: { value: 'AUTUMN DROP' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply Changes' }))
    // A 2-core machine shared with other suites: the edit's render may take a while.
    await waitFor(() => expect(callsTo('themes:saveEdit')).toHaveLength(1), { timeout: 10_000 })
    const saved = callsTo('themes:saveEdit')[0] as {
      source: string
      baseVersionId: string
      changes: { path: string; source: string }[]
    }
    expect(saved.source).toBe('visual_edit')
    // Only the edited file travels, on top of the version it was made on.
    expect(saved.baseVersionId).toBe('v2')
    expect(saved.changes.map((change) => change.path)).toEqual(['templates/index.json'])
    const index = saved.changes[0]!.source
    expect(JSON.parse(index).sections.hero.blocks.heading_1.settings.heading).toBe('AUTUMN DROP')
    await waitFor(() =>
      expect(toasts.toastSuccess).toHaveBeenCalledWith(
        'Changes Applied',
        'Your edits have been saved to the theme.',
      ),
    )
    expect(screen.queryByLabelText('Text content')).toBeNull()
    expect(screen.getByTestId('no-selection')).toBeTruthy()
  })

  it('shows the new text on the clicked element at once, before the page renders anew', async () => {
    const frame = await openEditMode()
    // The frame's document is loaded and ready.
    post(frame.contentWindow, { source: PREVIEW_SOURCE, type: 'ready' })
    const sent: { type: string; seq?: number; text?: string; color?: string }[] = []
    const postMessage = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation((data: unknown) => {
      const message = data as (typeof sent)[number]
      sent.push(message)
      // The frame's bridge shows the edit and says so at once, as it does in a browser (a reply
      // posted later by the test could come after the editor's 100 ms wait on a loaded machine).
      if (message.type === 'show-edit')
        queueMicrotask(() =>
          window.dispatchEvent(
            new MessageEvent('message', {
              data: { source: PREVIEW_SOURCE, type: 'shown', seq: message.seq },
              source: frame.contentWindow,
            }),
          ),
        )
    })
    post(frame.contentWindow, heading)
    fireEvent.change(await screen.findByLabelText('Text content'), { target: { value: 'AUTUMN DROP' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply Changes' }))
    await waitFor(() => expect(sent.some((message) => message.type === 'show-edit')).toBe(true))
    const showEdit = sent.find((message) => message.type === 'show-edit')!
    expect(showEdit).toMatchObject({ source: 'vitrine-editor', text: 'AUTUMN DROP' })
    // Nothing else went first; the page's render waits for the frame to say it shows the edit.
    expect(sent[0]).toBe(showEdit)
    await waitFor(() => expect(callsTo('themes:saveEdit')).toHaveLength(1), { timeout: 10_000 })
    const timings = window.__vitrinePreviewTimings ?? []
    expect(timings.some((timing) => timing.label === 'visual edit' && timing.atOnce)).toBe(true)
    postMessage.mockRestore()
  })

  it('changes a clicked heading’s colour alone, from the colour it shows', async () => {
    const frame = await openEditMode()
    post(frame.contentWindow, { ...heading, textColor: 'rgb(250, 250, 250)' })
    const own = (await screen.findByRole('textbox', { name: 'Heading color' })) as HTMLInputElement
    expect(own.value).toBe('#fafafa')
    fireEvent.change(own, { target: { value: '#aa2200' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply Changes' }))
    // A 2-core machine shared with other suites: the edit's render may take a while.
    await waitFor(() => expect(callsTo('themes:saveEdit')).toHaveLength(1), { timeout: 10_000 })
    const saved = callsTo('themes:saveEdit')[0] as { changes: { path: string; source: string }[] }
    const index = saved.changes.find((f) => f.path === 'templates/index.json')?.source ?? ''
    const hero = JSON.parse(index).sections.hero
    // The heading's own colour, on its block: the section's text colour (and so the subtitle) is untouched.
    expect(hero.blocks.heading_1.settings.color_heading).toBe('#aa2200')
    expect(hero.settings.text_color).toBeUndefined()
    expect(hero.blocks.text_1.settings.color_text).toBeUndefined()
    expect(hero.blocks.heading_1.settings.heading).toBe('SUMMER COLLECTION')
  })

  it('shows a refused edit inline and keeps the selection', async () => {
    const frame = await openEditMode()
    post(frame.contentWindow, heading)
    fireEvent.change(await screen.findByLabelText('Text content'), { target: { value: '{{ shop.secret }}' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply Changes' }))
    expect((await screen.findByRole('alert')).textContent).toMatch(/Liquid/)
    expect(callsTo('themes:saveEdit')).toEqual([])
    expect(screen.getByLabelText('Text content')).toBeTruthy()
  })
})

describe('versions', () => {
  it('undoes with Ctrl+Z, but not while typing in a field', async () => {
    backend.set('themes:current', savedTheme)
    backend.set('themes:versions', versions)
    backend.set('themes:lineage', versions)
    show()
    const prompt = await screen.findByLabelText('Start over with a new description')
    fireEvent.keyDown(prompt, { key: 'z', ctrlKey: true })
    expect(callsTo('themes:undo')).toEqual([])
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true })
    await waitFor(() => expect(callsTo('themes:undo')).toEqual([{}]))
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true })
    // Nothing to redo from the newest version.
    expect(callsTo('themes:redo')).toEqual([])
  })
})

describe('keys', () => {
  it('generates with Ctrl/Cmd+Enter in the prompt box, once, and not while the box is empty', async () => {
    backend.set('themes:current', null)
    backend.handlers.set('generation:start', () => new Promise(() => undefined))
    show()
    const box = await screen.findByRole('textbox', { name: 'Your store' })
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true })
    expect(callsTo('generation:start')).toEqual([])
    fireEvent.change(box, { target: { value: 'A cosy candle shop' } })
    fireEvent.keyDown(box, { key: 'Enter', metaKey: true })
    await waitFor(() => expect(callsTo('generation:start')).toHaveLength(1))
    expect(callsTo('generation:start')[0]).toMatchObject({ prompt: 'A cosy candle shop' })
  })

  it('saves Code View’s edits with Ctrl/Cmd+S from inside the code editor, as one version', async () => {
    // jsdom measures no text; the code editor's cursor asks all the same.
    Range.prototype.getClientRects = () => [] as unknown as DOMRectList
    Range.prototype.getBoundingClientRect = () => new DOMRect()
    afterEachCleanups.push(() => {
      delete (Range.prototype as Partial<Range>).getClientRects
      delete (Range.prototype as Partial<Range>).getBoundingClientRect
    })
    backend.set('themes:current', savedTheme)
    show()
    fireEvent.mouseDown(await screen.findByRole('tab', { name: /Files/ }), { button: 0 })
    fireEvent.click(within(screen.getByRole('region', { name: 'layout' })).getByText('theme.liquid'))
    const content = await screen.findByRole('textbox', { name: 'Code of layout/theme.liquid' })
    const view = EditorView.findFromDOM(content.closest('.cm-editor') as HTMLElement)!
    act(() => view.dispatch({ changes: { from: 0, insert: '<!-- mine -->' }, userEvent: 'input' }))
    expect(await screen.findByText('Unsaved')).toBeTruthy()
    const press = fireEvent.keyDown(content, { key: 's', ctrlKey: true })
    expect(press).toBe(false)
    await waitFor(() => expect(screen.queryByText('Unsaved')).toBeNull())
    expect(callsTo('themes:saveEdit')).toHaveLength(1)
    expect(callsTo('themes:saveEdit')[0]).toMatchObject({ source: 'code_edit' })
  })
})

describe('downloading a theme Theme Check finds errors in', () => {
  // A tiny theme with a Theme Check error of its own (an img without width and height), and an
  // edit of it that adds another (an unknown filter).
  const imported = {
    'layout/theme.liquid':
      '<!doctype html>\n<html>\n<head>{{ content_for_header }}</head>\n<body>{{ content_for_layout }}</body>\n</html>\n',
    'templates/index.json': '{"sections":{"own":{"type":"own"}},"order":["own"]}',
    'locales/en.default.json': '{}',
    'config/settings_schema.json':
      '[{"name":"theme_info","theme_name":"Tiny","theme_version":"1.0.0","theme_author":"Vitrine","theme_documentation_url":"https://example.com","theme_support_url":"https://example.com"}]',
    'sections/own.liquid':
      '<div class="own">\n  <img src="{{ section.settings.image | image_url: width: 600 }}" alt="">\n</div>\n{% schema %}\n{"name":"Own","settings":[{"type":"image_picker","id":"image","label":"Image"}],"presets":[{"name":"Own"}]}\n{% endschema %}\n',
  }
  const edited = {
    ...imported,
    'sections/own.liquid': imported['sections/own.liquid'].replace(
      '<div class="own">',
      '<div class="own">{{ section.settings.image | no_such_filter }}',
    ),
  }
  const texts = new Map<string, string>()
  const manifestOf = (files: Record<string, string>) =>
    Object.keys(files)
      .sort()
      .map((path) => {
        const hash = `hash:${files[path]!.length}:${path}`
        texts.set(hash, files[path]!)
        return { path, hash, size: files[path]!.length }
      })
  const importVersion = { ...savedTheme, versionId: 'v1', number: 1, versionCount: 1, canUndo: false }
  let createObjectURL: ReturnType<typeof vi.fn>

  beforeEach(() => {
    backend.handlers.set('themes:contents', (args) =>
      (args.hashes as string[]).map((hash) => ({ hash, text: texts.get(hash)! })),
    )
    createObjectURL = vi.fn(() => 'blob:theme')
    Object.assign(URL, { createObjectURL, revokeObjectURL: () => undefined })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  })

  afterEach(() => {
    vi.restoreAllMocks()
  })

  it(
    'hands out an untouched imported theme without a warning for the errors it was imported with',
    { timeout: 90_000 },
    async () => {
      backend.set('themes:current', {
        ...importVersion,
        source: 'import',
        baseNumber: 1,
        manifest: manifestOf(imported),
      })
      show()
      // Radix tabs open on a mouse press.
      fireEvent.mouseDown(await screen.findByRole('tab', { name: /Files/ }), { button: 0 })
      // The theme has an error of its own, and Theme Check says it was already there.
      await waitFor(
        () => expect(screen.getByTestId('theme-check-status').textContent).toBe('1 already in the theme'),
        { timeout: 60_000 },
      )
      fireEvent.click(screen.getByRole('button', { name: 'Download ZIP' }))
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1), { timeout: 30_000 })
      expect(screen.queryByRole('alertdialog')).toBeNull()
    },
  )

  it(
    'asks first when edits added errors, and counts those apart from the ones it was imported with',
    { timeout: 90_000 },
    async () => {
      backend.set('themes:current', {
        ...savedTheme,
        source: 'code_edit',
        baseNumber: 1,
        manifest: manifestOf(edited),
      })
      backend.set('themes:baseline', {
        themeId: 't1',
        versionId: 'v1',
        number: 1,
        source: 'import',
        manifest: manifestOf(imported),
      })
      show()
      fireEvent.mouseDown(await screen.findByRole('tab', { name: /Files/ }), { button: 0 })
      await waitFor(
        () =>
          expect(screen.getByTestId('theme-check-status').textContent).toBe(
            '1 new error, 1 already in the theme',
          ),
        { timeout: 60_000 },
      )
      fireEvent.click(screen.getByRole('button', { name: 'Download ZIP' }))
      const dialog = await screen.findByRole('alertdialog', {}, { timeout: 30_000 })
      expect(dialog.textContent).toContain('Theme Check found 1 error that edits added to this theme.')
      expect(dialog.textContent).toContain('1 more error was in the theme as it was imported.')
      expect(createObjectURL).not.toHaveBeenCalled()
      fireEvent.click(screen.getByRole('button', { name: 'Download anyway' }))
      await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1), { timeout: 30_000 })
    },
  )
})

describe('a shared store', () => {
  const sharedPage = (role: 'editor' | 'viewer') => ({
    _id: 'p1',
    projectId: 'j1',
    userId: 'owner',
    title: 'Summer home',
    pageType: 'homepage',
    userPrompt: 'A bright summer homepage for Stride',
    status: 'draft',
    hasGeneratedHtml: true,
    updatedAt: 0,
    role,
  })
  const bo = { userId: 'u2', name: 'Bo', initials: 'BO' }

  it('a viewer reads everything and can change nothing: no generate, refine, restore or push', async () => {
    backend.set('pages:get', sharedPage('viewer'))
    backend.set('themes:current', { ...savedTheme, author: bo })
    backend.set(
      'themes:versions',
      versions.map((version) => ({ ...version, author: bo })),
    )
    backend.set('presence:list', [
      { ...bo, screen: 'editor', pageId: 'p1', pageTitle: 'Summer home', tab: 'edit' },
    ])
    show({ pageId: 'p1' })
    expect(await screen.findByText(/View only: you are a viewer of this store/)).toBeTruthy()
    expect(screen.getByText(/· View only/)).toBeTruthy()
    const prompt = screen.getByRole('textbox', { name: /new description|Your store|Describe/ })
    fireEvent.change(prompt, { target: { value: 'A louder shop' } })
    expect(
      (screen.getByRole('button', { name: 'Generate Shopify Theme' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(true)
    // Who else is here, and where.
    expect(
      screen.getByRole('group', { name: /Also here: Bo, in the editor: Summer home · Edit tab/ }),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: /Files/ }))
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Push to Shopify/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Version history' }))
    const list = await screen.findByRole('list', { name: 'Versions' })
    expect(list.textContent).toContain('Bo ·')
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull()
    expect(callsTo('presence:heartbeat')[0]).toMatchObject({
      projectId: 'j1',
      pageId: 'p1',
      screen: 'editor',
    })
  })

  it('says when someone else made the version now shown; my own versions pass quietly', async () => {
    backend.set('pages:get', sharedPage('editor'))
    backend.set('themes:current', { ...savedTheme, author: { userId: 'u1', name: 'Me', initials: 'ME' } })
    show({ pageId: 'p1' })
    await screen.findByText(/Shared with you/)
    act(() =>
      backend.set('themes:current', {
        ...savedTheme,
        versionId: 'v3',
        number: 3,
        author: { userId: 'u1', name: 'Me', initials: 'ME' },
      }),
    )
    await screen.findByText(/Version 3 of/)
    expect(toasts.toastSuccess).not.toHaveBeenCalled()
    act(() =>
      backend.set('themes:current', {
        ...savedTheme,
        versionId: 'v4',
        number: 4,
        source: 'visual_edit',
        author: bo,
      }),
    )
    await waitFor(() =>
      expect(toasts.toastSuccess).toHaveBeenCalledWith(
        'Bo made version 4',
        'Visual edit: the preview shows it now.',
      ),
    )
  })
})
