// The Edit tab on an Online Store 2.0 theme with colour schemes (Dawn's shape, the third-party
// fixture): a clicked element's section offers the theme's schemes, and the chosen scheme's own
// colours can be edited, for every section in it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { Theme } from '@radix-ui/themes'
import { EditTab, type EditTabProps } from '../../src/features/editor/EditTab'
import type { SelectedElement } from '../../src/features/editor/editor-state'
import { sectionSchemeChoice } from '../../src/features/editor/settings'
import { FIXTURE_THEME, loadThemeDir } from '../engine/fixtures/load-theme'
import { boundCommand } from './bound-command'

afterEach(cleanup)

const files = loadThemeDir(FIXTURE_THEME)
const heading: SelectedElement = {
  target: { sectionId: 'rich_text', blockId: 'heading', settingId: 'heading', kind: 'text' },
  sectionId: 'rich_text',
  tag: 'h2',
  content: 'Talk about your brand',
  bounds: { x: 0, y: 0, width: 10, height: 10 },
}
const base: EditTabProps = {
  editMode: true,
  toggleEditMode: boundCommand(() => undefined),
  selection: heading,
  files,
  template: 'index',
  apply: boundCommand(async () => ({ ok: true as const })),
  clearSelection: boundCommand(() => undefined),
}

function show(props: Partial<EditTabProps> = {}) {
  return render(
    <Theme>
      <EditTab {...base} {...props} />
    </Theme>,
  )
}

describe('colour schemes in the Edit tab', () => {
  it('offers the theme’s schemes for the section, by name, with the one it uses chosen', () => {
    const choice = sectionSchemeChoice(files, 'index', 'rich_text')!
    expect(choice).toMatchObject({ settingId: 'color_scheme', label: 'Color scheme', value: 'scheme-2' })
    expect(choice.options).toEqual([
      { value: 'scheme-1', label: 'Scheme 1', swatch: { background: '#ffffff', text: '#121212' } },
      { value: 'scheme-2', label: 'Scheme 2', swatch: { background: '#f3f3f3', text: '#121212' } },
      { value: 'scheme-3', label: 'Scheme 3', swatch: { background: '#1a5e3a', text: '#ffffff' } },
    ])
    // A section storing none shows its default; one in a section group reads it from there.
    expect(sectionSchemeChoice(files, 'index', 'image_banner')?.value).toBe('scheme-3')
    expect(sectionSchemeChoice(files, 'index', 'footer')?.value).toBe('scheme-2')
    // A static section, from settings_data's live settings.
    expect(sectionSchemeChoice(files, 'page', 'rich-text')?.value).toBe('scheme-1')
  })

  it('changes the section’s scheme, and the colours shown are the chosen scheme’s', async () => {
    const onApply = vi.fn(async () => ({ ok: true as const }))
    show({ apply: boundCommand(onApply) })
    const trigger = screen.getByRole('combobox', { name: 'Section colours' })
    expect(trigger.textContent).toContain('Scheme 2')
    const colours = screen.getByRole('group', { name: 'Scheme 2 colours' })
    expect((within(colours).getByRole('textbox', { name: 'Background' }) as HTMLInputElement).value).toBe(
      '#f3f3f3',
    )
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' })
    fireEvent.click(await screen.findByRole('option', { name: /Scheme 3/ }))
    const chosen = screen.getByRole('group', { name: 'Scheme 3 colours' })
    expect(
      within(chosen).getByText('Every section in Scheme 3 changes, across the whole theme.'),
    ).toBeTruthy()
    expect((within(chosen).getByRole('textbox', { name: 'Button' }) as HTMLInputElement).value).toBe(
      '#ffffff',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Apply Changes' }))
    expect(onApply).toHaveBeenCalledWith({ scheme: { settingId: 'color_scheme', value: 'scheme-3' } })
  })

  it('edits the scheme’s own colours, validated as #rrggbb, and sends them as the scheme’s', () => {
    const onApply = vi.fn(async () => ({ ok: true as const }))
    show({ apply: boundCommand(onApply) })
    const apply = screen.getByRole('button', { name: 'Apply Changes' })
    expect(apply.hasAttribute('disabled')).toBe(true)
    const colours = screen.getByRole('group', { name: 'Scheme 2 colours' })
    const text = within(colours).getByRole('textbox', { name: 'Text' })
    fireEvent.change(text, { target: { value: '#12' } })
    expect(within(colours).getByRole('alert').textContent).toBe(
      'Enter a colour as #rrggbb, for example #1a2b3c',
    )
    expect(apply.hasAttribute('disabled')).toBe(true)
    fireEvent.change(text, { target: { value: '#2A2A6E' } })
    fireEvent.change(within(colours).getByLabelText('Background picker'), { target: { value: '#fff4e0' } })
    // Back to what it was: no change.
    fireEvent.change(text, { target: { value: '#121212' } })
    fireEvent.change(text, { target: { value: '#2A2A6E' } })
    fireEvent.click(apply)
    expect(onApply).toHaveBeenCalledWith({
      schemeColors: [{ schemeId: 'scheme-2', colors: { text: '#2a2a6e', background: '#fff4e0' } }],
    })
  })

  it('offers no scheme colours for a theme whose sections choose from a list (Vitrine’s own)', () => {
    const own = {
      'sections/hero.liquid': `<div></div>{% schema %}{"name":"Hero","settings":[{"type":"select","id":"color_scheme","label":"Scheme","options":[{"value":"light","label":"Light"},{"value":"dark","label":"Dark"}],"default":"dark"}]}{% endschema %}`,
      'templates/index.json': JSON.stringify({
        sections: { hero: { type: 'hero', settings: {} } },
        order: ['hero'],
      }),
    }
    show({ files: own, selection: { ...heading, target: undefined, sectionId: 'hero', tag: 'section' } })
    expect(screen.getByRole('combobox', { name: 'Section colours' }).textContent).toContain('Dark')
    expect(screen.queryByRole('group', { name: /colours$/ })).toBeNull()
  })
})
