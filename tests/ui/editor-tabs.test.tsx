// The editor's panels on their own: each tab's states and validations.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { Theme } from '@radix-ui/themes'
import { StrictMode, useState, type ReactElement } from 'react'
import { ChatTab, EXAMPLE_PROMPTS, type ChatTabProps } from '../../src/features/editor/ChatTab'
import { RefinementPanel } from '../../src/features/editor/RefinementPanel'
import { FilesTab, type FilesTabProps } from '../../src/features/editor/FilesTab'
import { EditTab, type EditTabProps } from '../../src/features/editor/EditTab'
import { ConfigTab } from '../../src/features/editor/ConfigTab'
import type { SelectedElement } from '../../src/features/editor/editor-state'
import { starterTheme } from '../../src/engine/compose'
import { applyVisualEdit } from '../../src/engine/edit/visual-edit'
import { boundCommand } from './bound-command'

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  Link: ({ children, to, ...rest }: { children: React.ReactNode; to: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

afterEach(cleanup)

/** The Files tab with its filter held as the editor's state holds it. */
function FilesTabWithFilter(props: FilesTabProps) {
  const [problemsOnly, setProblemsOnly] = useState(props.problemsOnly)
  return <FilesTab {...props} problemsOnly={problemsOnly} onProblemsOnlyChange={setProblemsOnly} />
}

function show(ui: ReactElement) {
  return render(<Theme>{ui}</Theme>)
}

describe('Chat tab', () => {
  const base: ChatTabProps = {
    prompt: '',
    onPromptChange: () => undefined,
    generate: boundCommand(() => undefined),
    generating: false,
    pendingPrompt: null,
    conversation: [],
    isStarter: true,
    credits: 5,
  }

  it('disables Generate Shopify Theme while its command cannot run (an empty prompt, a viewer, work under way)', () => {
    const onGenerate = vi.fn()
    const { rerender } = show(
      <ChatTab {...base} prompt="   " generate={boundCommand(onGenerate, { enabled: false })} />,
    )
    const button = screen.getByRole('button', { name: 'Generate Shopify Theme' })
    expect(button.hasAttribute('disabled')).toBe(true)
    fireEvent.click(button)
    expect(onGenerate).not.toHaveBeenCalled()
    rerender(
      <Theme>
        <ChatTab {...base} prompt="trendy shoe store" generate={boundCommand(onGenerate)} />
      </Theme>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Generate Shopify Theme' }))
    expect(onGenerate).toHaveBeenCalledTimes(1)
  })

  it('says Building Theme... while generating, with the prompt in the conversation', () => {
    show(
      <ChatTab
        {...base}
        prompt="trendy shoe store"
        generating
        generate={boundCommand(() => undefined, { enabled: false })}
        pendingPrompt="trendy shoe store"
      />,
    )
    const button = screen.getByRole('button', { name: 'Building Theme...' })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Generate Shopify Theme' })).toBeNull()
    expect(within(screen.getByRole('log')).getByText('trendy shoe store')).toBeTruthy()
  })

  it('shows the empty state with the three example prompts, which fill the prompt', () => {
    const onPromptChange = vi.fn()
    show(<ChatTab {...base} onPromptChange={onPromptChange} />)
    expect(screen.getByText('Describe your store')).toBeTruthy()
    for (const example of EXAMPLE_PROMPTS) screen.getByRole('button', { name: example })
    expect(EXAMPLE_PROMPTS).toEqual([
      'trendy shoe store',
      'minimalist jewelry boutique',
      'vintage clothing store',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'vintage clothing store' }))
    expect(onPromptChange).toHaveBeenCalledWith('vintage clothing store')
  })

  it('warns below 5 credits, not at 5', () => {
    const { rerender } = show(<ChatTab {...base} credits={5} />)
    expect(screen.queryByTestId('low-credits')).toBeNull()
    rerender(
      <Theme>
        <ChatTab {...base} credits={4} />
      </Theme>,
    )
    expect(screen.getByTestId('low-credits').textContent).toContain('You have 4 credits left.')
  })

  it('shows the prompt and the explanation, with "Refinement:" and "Custom refinement:" parts', () => {
    show(
      <ChatTab
        {...base}
        isStarter={false}
        conversation={[
          { role: 'user', kind: 'generation', text: 'trendy shoe store' },
          { role: 'assistant', kind: 'generation', text: 'Built Stride.' },
          { role: 'assistant', kind: 'refinement', text: 'Sharper hero.' },
          { role: 'user', kind: 'custom', text: 'rounder buttons' },
          { role: 'assistant', kind: 'custom', text: 'Rounded the buttons.' },
        ]}
      />,
    )
    const log = screen.getByRole('log')
    expect(within(log).getByText('trendy shoe store')).toBeTruthy()
    const texts = [...log.querySelectorAll('[data-role="assistant"] p')].map((p) => p.textContent)
    expect(texts).toEqual([
      'Built Stride.',
      'Refinement: Sharper hero.',
      'Custom refinement: Rounded the buttons.',
    ])
  })
})

describe('Component Refinement panel', () => {
  const names = ['Hero section', 'Product grid', 'Colour palette', 'Typography', 'Image styling']

  it('offers five quick refinements and a custom one, disabled while empty after trimming', () => {
    const onQuick = vi.fn()
    const onCustom = vi.fn(async () => true)
    show(<RefinementPanel quick={boundCommand(onQuick)} custom={boundCommand(onCustom)} running={null} />)
    for (const name of names)
      expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Colour palette' }))
    expect(onQuick).toHaveBeenCalledWith('colors')
    const apply = screen.getByRole('button', { name: 'Apply Custom Refinement' })
    fireEvent.change(screen.getByLabelText('Custom refinement'), { target: { value: '   ' } })
    expect(apply.hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText('Custom refinement'), { target: { value: ' rounder buttons ' } })
    expect(apply.hasAttribute('disabled')).toBe(false)
    fireEvent.click(apply)
    expect(onCustom).toHaveBeenCalledWith('rounder buttons')
  })

  it('disables every button while its commands cannot run (work under way)', () => {
    show(
      <RefinementPanel
        quick={boundCommand(vi.fn(), { enabled: false })}
        custom={boundCommand(
          vi.fn(async () => true),
          { enabled: false },
        )}
        running="hero"
      />,
    )
    fireEvent.change(screen.getByLabelText('Custom refinement'), { target: { value: 'rounder buttons' } })
    for (const name of names) expect(screen.getByRole('button', { name }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Apply Custom Refinement' }).hasAttribute('disabled')).toBe(
      true,
    )
  })

  it('says why it is off when there is no theme to refine', () => {
    show(
      <RefinementPanel
        quick={boundCommand(vi.fn(), { enabled: false })}
        custom={boundCommand(
          vi.fn(async () => true),
          { enabled: false },
        )}
        running={null}
        disabledReason="Generate first."
      />,
    )
    expect(screen.getByText('Generate first.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Hero section' }).hasAttribute('disabled')).toBe(true)
  })
})

describe('Files tab', () => {
  const files = {
    'layout/theme.liquid': '<html>{{ content_for_layout }}</html>',
    'sections/hero.liquid': '<h1>{{ section.settings.heading }}</h1>',
    'README.md': 'Theme notes',
  }
  const base: FilesTabProps = {
    files,
    drafts: {},
    onDraftChange: () => undefined,
    revert: boundCommand(() => undefined),
    save: boundCommand(() => undefined),
    saving: false,
    view: 'browser',
    onViewChange: () => undefined,
    problemsOnly: false,
    onProblemsOnlyChange: () => undefined,
    selectedFile: null,
    onOpenFile: () => undefined,
    check: { status: 'idle' },
    download: { id: 'download', label: 'Download ZIP', enabled: true, perform: () => undefined },
    importTheme: boundCommand(() => undefined),
    importing: false,
  }

  it('groups files by top folder, "root" for the rest, with character counts', () => {
    const onOpenFile = vi.fn()
    show(<FilesTab {...base} onOpenFile={onOpenFile} />)
    expect(screen.getByText('Theme Files')).toBeTruthy()
    const root = screen.getByRole('region', { name: 'root' })
    expect(within(root).getByText('README.md')).toBeTruthy()
    expect(within(root).getByText('11 chars')).toBeTruthy()
    const sections = screen.getByRole('region', { name: 'sections' })
    expect(within(sections).getByText('hero.liquid')).toBeTruthy()
    expect(within(sections).getByText('39 chars')).toBeTruthy()
    fireEvent.click(within(sections).getByText('hero.liquid'))
    expect(onOpenFile).toHaveBeenCalledWith('sections/hero.liquid')
  })

  it('says when a newer version changed a file that has a draft', () => {
    show(
      <FilesTab
        {...base}
        view="code"
        selectedFile="sections/hero.liquid"
        drafts={{ 'sections/hero.liquid': '<h1>mine</h1>' }}
        staleDrafts={['sections/hero.liquid']}
      />,
    )
    expect(screen.getByRole('status').textContent).toContain('A newer version changed this file')
  })

  it('reverts the open file’s draft through its command', () => {
    const revert = vi.fn()
    show(
      <FilesTab
        {...base}
        view="code"
        selectedFile="README.md"
        drafts={{ 'README.md': 'Mine' }}
        revert={boundCommand(revert)}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Revert' }))
    expect(revert).toHaveBeenCalledWith('README.md')
  })

  it('disables Import and Save while their commands cannot run', () => {
    const files = base.files
    show(
      <FilesTab
        {...base}
        view="code"
        selectedFile="README.md"
        drafts={{ 'README.md': files['README.md'] + '!' }}
        save={boundCommand(() => undefined, { enabled: false })}
        importTheme={boundCommand(() => undefined, { enabled: false })}
      />,
    )
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true)
  })

  it('Code View asks for a file until one is selected', () => {
    show(<FilesTab {...base} view="code" />)
    expect(screen.getByText('Select a file to view its code')).toBeTruthy()
  })

  it('Code View shows the file in the code editor, with Theme Check offenses and its draft state', () => {
    show(
      <FilesTab
        {...base}
        view="code"
        selectedFile="sections/hero.liquid"
        drafts={{ 'sections/hero.liquid': '<h1>{{ section.settings.heading }}</h1>\n<p>' }}
        check={{
          status: 'done',
          offenses: [
            {
              file: 'sections/hero.liquid',
              line: 1,
              column: 1,
              severity: 'error',
              check: 'MissingSchema',
              message: 'No schema',
            },
            {
              file: 'layout/theme.liquid',
              line: 1,
              column: 1,
              severity: 'warning',
              check: 'X',
              message: 'Other file',
            },
          ],
        }}
      />,
    )
    expect(screen.queryByText('Select a file to view its code')).toBeNull()
    expect(screen.getByText('Unsaved')).toBeTruthy()
    expect(screen.getByTestId('file-offenses').textContent).toBe('1 error')
    expect(screen.getByTestId('theme-check-status').textContent).toContain('1 error, 1 warning')
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false)
    const editor = screen.getByTestId('code-editor')
    expect(editor.style.height).toBe('400px')
    expect(editor.querySelector('.cm-editor')).not.toBeNull()
  })
  describe('File Browser marks the files Theme Check finds offenses in', () => {
    const offense = (file: string, severity: 'error' | 'warning', check: string) => ({
      file,
      line: 1,
      column: 1,
      severity,
      check,
      message: `${check} in ${file}`,
    })
    const heroImage = offense('sections/hero.liquid', 'error', 'ImgWidthAndHeight')
    const heroFilter = offense('sections/hero.liquid', 'error', 'UnknownFilter')
    const heroUnused = offense('sections/hero.liquid', 'warning', 'UnusedAssign')
    const layoutRemote = offense('layout/theme.liquid', 'warning', 'RemoteAsset')
    const row = (name: string) =>
      screen.getByRole('button', { name: new RegExp(`^${name.replace('.', '\\.')}`) })

    it('marks each file with its errors and its warnings, counted apart', () => {
      show(
        <FilesTab
          {...base}
          check={{ status: 'done', offenses: [heroImage, heroFilter, heroUnused, layoutRemote] }}
        />,
      )
      const hero = row('hero.liquid')
      expect(within(hero).getByTestId('file-errors').textContent).toBe('2')
      expect(within(hero).getByTestId('file-warnings').textContent).toBe('1')
      expect(hero.getAttribute('aria-label')).toBe('hero.liquid: 2 errors, 1 warning')
      const layout = row('theme.liquid')
      expect(within(layout).queryByTestId('file-errors')).toBeNull()
      expect(within(layout).getByTestId('file-warnings').textContent).toBe('1')
      const readme = row('README.md')
      expect(within(readme).queryByTestId('file-errors')).toBeNull()
      expect(within(readme).queryByTestId('file-warnings')).toBeNull()
    })

    it('tells the errors edits added from those the theme came with', () => {
      show(
        <FilesTab
          {...base}
          baselineSource="import"
          check={{
            status: 'done',
            offenses: [heroImage, heroFilter, heroUnused, layoutRemote],
            added: [heroFilter],
          }}
        />,
      )
      const hero = row('hero.liquid')
      expect(hero.getAttribute('aria-label')).toBe('hero.liquid: 2 errors (1 new), 1 warning')
      expect(within(hero).getByTestId('file-errors').getAttribute('data-new')).toBe('true')
      expect(within(row('theme.liquid')).getByTestId('file-warnings').getAttribute('data-new')).toBe('false')
    })

    it('keeps the marks of the last check while Theme Check runs again', () => {
      show(<FilesTab {...base} check={{ status: 'running', previous: [heroImage] }} />)
      expect(within(row('hero.liquid')).getByTestId('file-errors').textContent).toBe('1')
    })

    it('shows only the files with problems, as left, and opens the first file with an error', () => {
      const onOpenFile = vi.fn()
      const props: FilesTabProps = {
        ...base,
        onOpenFile,
        check: { status: 'done', offenses: [layoutRemote, heroImage] },
      }
      const { rerender } = show(<FilesTabWithFilter {...props} />)
      expect(screen.getByTestId('problem-files').textContent).toBe('2 files with problems')
      const only = screen.getByRole('button', { name: 'Problems only' })
      expect(only.getAttribute('aria-pressed')).toBe('false')
      fireEvent.click(only)
      expect(only.getAttribute('aria-pressed')).toBe('true')
      expect(screen.queryByText('README.md')).toBeNull()
      expect(screen.queryByRole('region', { name: 'root' })).toBeNull()
      expect(screen.getByText('hero.liquid')).toBeTruthy()
      expect(screen.getByText('theme.liquid')).toBeTruthy()
      // Still so after a look at a file in Code View.
      rerender(
        <Theme>
          <FilesTabWithFilter {...props} view="code" />
        </Theme>,
      )
      rerender(
        <Theme>
          <FilesTabWithFilter {...props} />
        </Theme>,
      )
      expect(screen.getByRole('button', { name: 'Problems only' }).getAttribute('aria-pressed')).toBe('true')
      fireEvent.click(screen.getByRole('button', { name: 'Problems only' }))
      expect(screen.getByText('README.md')).toBeTruthy()
      // layout/ comes first in the list, but its file has only a warning.
      fireEvent.click(screen.getByRole('button', { name: 'First problem' }))
      expect(onOpenFile).toHaveBeenCalledWith('sections/hero.liquid')
    })

    it('opens a file at its first error, in the code editor', () => {
      const lines = Array.from({ length: 30 }, (_, index) => `<p>line ${index + 1}</p>`)
      const hero = lines.join('\n')
      // As the app renders it: strict mode makes the editor's view twice.
      render(
        <StrictMode>
          <Theme>
            <FilesTab
              {...base}
              files={{ ...files, 'sections/hero.liquid': hero }}
              view="code"
              selectedFile="sections/hero.liquid"
              check={{
                status: 'done',
                offenses: [
                  { ...heroUnused, line: 4 },
                  { ...heroImage, line: 20, column: 4 },
                ],
              }}
            />
          </Theme>
        </StrictMode>,
      )
      const editor = screen.getByTestId('code-editor')
      expect(editor.querySelector('.cm-activeLine')?.textContent).toBe('<p>line 20</p>')
      expect(editor.querySelectorAll('.cm-lintRange-error')).toHaveLength(1)
      expect(editor.querySelectorAll('.cm-lintRange-warning')).toHaveLength(1)
    })

    it('offers no filter while the theme has no offenses', () => {
      show(<FilesTab {...base} check={{ status: 'done', offenses: [] }} />)
      expect(screen.queryByRole('button', { name: 'Problems only' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'First problem' })).toBeNull()
    })
  })

  describe('Files tab Theme Check against the saved theme', () => {
    const own = {
      file: 'sections/hero.liquid',
      line: 3,
      column: 1,
      severity: 'error' as const,
      check: 'ValidSchemaTranslations',
      message: 'Missing key',
    }
    const added = { ...own, line: 1, check: 'UnknownFilter', message: "Unknown filter 'nope'" }

    it("tells an imported theme's own offenses from those an edit adds", () => {
      show(
        <FilesTab
          {...base}
          view="code"
          selectedFile="sections/hero.liquid"
          check={{ status: 'done', offenses: [added, own], added: [added] }}
        />,
      )
      expect(screen.getByTestId('theme-check-status').textContent).toBe('1 new error, 1 already in the theme')
      const list = screen.getByRole('list', { name: 'Theme Check offenses' })
      const items = within(list).getAllByRole('listitem')
      expect(items.map((item) => within(item).queryByText('New') !== null)).toEqual([true, false])
    })

    it('shows a theme with only offenses of its own as such', () => {
      show(<FilesTab {...base} check={{ status: 'done', offenses: [own], added: [] }} />)
      expect(screen.getByTestId('theme-check-status').textContent).toBe('1 already in the theme')
    })

    it('keeps the empty, running and unavailable states', () => {
      show(<FilesTab {...base} check={{ status: 'done', offenses: [], added: [] }} />)
      expect(screen.getByTestId('theme-check-status').textContent).toBe('No Theme Check offenses')
      cleanup()
      show(<FilesTab {...base} check={{ status: 'running' }} />)
      expect(screen.getByTestId('theme-check-status').textContent).toContain('Theme Check…')
      cleanup()
      show(<FilesTab {...base} check={{ status: 'error', message: 'x' }} />)
      expect(screen.getByTestId('theme-check-status').textContent).toBe('Theme Check unavailable')
    })
  })
})

describe('Edit tab', () => {
  const theme = starterTheme()
  const heading: SelectedElement = {
    target: { sectionId: 'hero', blockId: 'heading_1', settingId: 'heading', kind: 'text' },
    sectionId: 'hero',
    tag: 'h1',
    content: 'SUMMER COLLECTION',
    bounds: { x: 0, y: 0, width: 10, height: 10 },
  }
  const base: EditTabProps = {
    editMode: true,
    toggleEditMode: boundCommand(() => undefined),
    selection: null,
    files: theme.files,
    template: 'index',
    apply: boundCommand(async () => ({ ok: true as const })),
    clearSelection: boundCommand(() => undefined),
  }

  it('toggles between Edit Mode and Exit Edit, with the hint', () => {
    const toggle = vi.fn()
    const { rerender } = show(<EditTab {...base} editMode={false} toggleEditMode={boundCommand(toggle)} />)
    fireEvent.click(screen.getByRole('button', { name: 'Edit Mode' }))
    expect(toggle).toHaveBeenCalled()
    expect(screen.getAllByText('Click elements to edit').length).toBeGreaterThan(0)
    rerender(
      <Theme>
        <EditTab {...base} />
      </Theme>,
    )
    expect(screen.getByRole('button', { name: 'Exit Edit' })).toBeTruthy()
    expect(screen.getByTestId('no-selection')).toBeTruthy()
  })

  it('edits a text element from its setting and applies the change', async () => {
    const onApply = vi.fn(async () => ({ ok: true as const }))
    show(<EditTab {...base} selection={heading} apply={boundCommand(onApply)} />)
    const text = screen.getByLabelText('Text content') as HTMLTextAreaElement
    expect(text.value).toBe('SUMMER COLLECTION')
    const apply = screen.getByRole('button', { name: 'Apply Changes' })
    expect(apply.hasAttribute('disabled')).toBe(true)
    fireEvent.change(text, { target: { value: 'AUTUMN DROP' } })
    fireEvent.click(apply)
    expect(onApply).toHaveBeenCalledWith({ value: 'AUTUMN DROP' })
  })

  it('keeps Apply Changes disabled, whatever changed, while its command cannot run', () => {
    show(<EditTab {...base} selection={heading} apply={boundCommand(vi.fn(), { enabled: false })} />)
    fireEvent.change(screen.getByLabelText('Text content'), { target: { value: 'AUTUMN DROP' } })
    expect(screen.getByRole('button', { name: 'Apply Changes' }).hasAttribute('disabled')).toBe(true)
  })

  it('shows why an edit was refused, inline', async () => {
    const onApply = vi.fn(async () => ({
      ok: false as const,
      error: 'text cannot contain Liquid ({{ }} or {% %})',
    }))
    show(<EditTab {...base} selection={heading} apply={boundCommand(onApply)} />)
    fireEvent.change(screen.getByLabelText('Text content'), { target: { value: '{{ x }}' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply Changes' }))
    expect((await screen.findByRole('alert')).textContent).toContain('text cannot contain Liquid')
  })

  it('validates the background colour as #rrggbb in the hex field', () => {
    const onApply = vi.fn(async () => ({ ok: true as const }))
    const background: SelectedElement = {
      target: { sectionId: 'banner', settingId: 'background_color', kind: 'color' },
      tag: 'section',
      content: '',
      color: '#f4efe6',
      bounds: { x: 0, y: 0, width: 10, height: 10 },
    }
    show(<EditTab {...base} selection={background} apply={boundCommand(onApply)} />)
    const hex = screen.getByRole('textbox', { name: 'Background color' }) as HTMLInputElement
    expect(hex.value).toBe('#f4efe6')
    fireEvent.change(hex, { target: { value: '#12' } })
    expect(screen.getByRole('alert').textContent).toBe('Enter a colour as #rrggbb, for example #1a2b3c')
    expect(screen.getByRole('button', { name: 'Apply Changes' }).hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText('Background color picker'), { target: { value: '#1f6f4a' } })
    expect(hex.value).toBe('#1f6f4a')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Apply Changes' }))
    expect(onApply).toHaveBeenCalledWith({ value: '#1f6f4a' })
  })

  it('offers the section colours beside a heading, unset until one is picked, from the colours shown', () => {
    const onApply = vi.fn(async () => ({ ok: true as const }))
    const shown = { ...heading, color: '#0b0b0b', textColor: '#fafafa', sectionTextColor: '#f0f0f0' }
    show(<EditTab {...base} selection={shown} apply={boundCommand(onApply)} />)
    expect(screen.getByText('Section colours')).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Section text color' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Set Section background color' }))
    // A picker starts from the colour the section shows now, not from black.
    expect(
      (screen.getByRole('textbox', { name: 'Section background color' }) as HTMLInputElement).value,
    ).toBe('#0b0b0b')
    fireEvent.click(screen.getByRole('button', { name: 'Set Section text color' }))
    const hex = screen.getByRole('textbox', { name: 'Section text color' }) as HTMLInputElement
    expect(hex.value).toBe('#f0f0f0')
    fireEvent.change(hex, { target: { value: '#12' } })
    expect(screen.getByRole('button', { name: 'Apply Changes' }).hasAttribute('disabled')).toBe(true)
    fireEvent.change(hex, { target: { value: '#AA2200' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply Changes' }))
    expect(onApply).toHaveBeenCalledWith({
      sectionColors: [
        { settingId: 'background_color', value: '#0b0b0b' },
        { settingId: 'text_color', value: '#AA2200' },
      ],
    })
  })

  it('colours a clicked heading alone, starting from the colour it shows', () => {
    const onApply = vi.fn(async () => ({ ok: true as const }))
    show(<EditTab {...base} selection={{ ...heading, textColor: '#fafafa' }} apply={boundCommand(onApply)} />)
    const own = screen.getByRole('textbox', { name: 'Heading color' }) as HTMLInputElement
    expect(own.value).toBe('#fafafa')
    expect((screen.getByLabelText('Heading color picker') as HTMLInputElement).value).toBe('#fafafa')
    expect(screen.getByText('This heading only: the rest of the section keeps its colours.')).toBeTruthy()
    // The heading's own colour is not offered again among the section's colours.
    expect(screen.queryByRole('button', { name: /Set .*Heading color/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Apply Changes' }).hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText('Heading color picker'), { target: { value: '#aa2200' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply Changes' }))
    expect(onApply).toHaveBeenCalledWith({ elementColor: { settingId: 'color_heading', value: '#aa2200' } })
  })

  it('starts a heading’s own colour from the colour it was given', () => {
    const files = applyVisualEdit(theme, {
      template: 'index',
      sectionId: 'hero',
      blockId: 'heading_1',
      settingId: 'color_heading',
      value: '#336699',
    }).files
    show(<EditTab {...base} files={files} selection={{ ...heading, textColor: '#fafafa' }} />)
    expect((screen.getByRole('textbox', { name: 'Heading color' }) as HTMLInputElement).value).toBe('#336699')
  })

  it('offers the text colour, not a second background field, for a section background', () => {
    const background: SelectedElement = {
      target: { sectionId: 'hero', settingId: 'background_color', kind: 'color' },
      sectionId: 'hero',
      tag: 'section',
      content: '',
      color: '#f4efe6',
      bounds: { x: 0, y: 0, width: 10, height: 10 },
    }
    show(<EditTab {...base} selection={background} />)
    expect(screen.getAllByRole('textbox', { name: 'Background color' })).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Set Section background color' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Set Section text color' })).toBeTruthy()
  })
})

describe('Config tab', () => {
  const config = {
    name: 'Stride',
    tagline: 'Run far',
    primaryColor: '#f0420f',
    categories: ['Sneakers', 'Boots'],
  }

  it('validates and applies store name, tagline, primary colour and categories', async () => {
    const onApply = vi.fn(async () => ({ ok: true as const }))
    show(<ConfigTab config={config} apply={boundCommand(onApply)} />)
    const apply = screen.getByRole('button', { name: 'Apply to Theme' })
    expect(apply.hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText('Store name'), { target: { value: '  ' } })
    fireEvent.click(apply)
    expect(await screen.findByText('Enter a store name')).toBeTruthy()
    expect(onApply).not.toHaveBeenCalled()
    fireEvent.change(screen.getByLabelText('Store name'), { target: { value: 'Kicks' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Primary color' }), { target: { value: '#0A7D4F' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Categories' }), {
      target: { value: 'Sneakers, Sandals' },
    })
    expect(within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem')).toHaveLength(2)
    fireEvent.click(apply)
    expect(onApply).toHaveBeenCalledWith({
      name: 'Kicks',
      tagline: 'Run far',
      primaryColor: '#0a7d4f',
      categories: ['Sneakers', 'Sandals'],
    })
  })

  it('keeps Apply to Theme disabled, whatever changed, while its command cannot run', () => {
    show(<ConfigTab config={config} apply={boundCommand(vi.fn(), { enabled: false })} />)
    fireEvent.change(screen.getByLabelText('Store name'), { target: { value: 'Kicks' } })
    expect(screen.getByRole('button', { name: 'Apply to Theme' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Reset' }).hasAttribute('disabled')).toBe(false)
  })
})
