// The editor's visual-edit mapping, end to end on real renders: an element clicked in the
// editable preview names the setting it came from; the edit goes into that setting, so the
// code (and the ZIP) hold the same change, and the re-render shows it at the same element.
import { describe, expect, it } from 'vitest'
import { starterTheme } from '../../src/engine/compose'
import { applyVisualEdit, editTargetFromAttributes, VisualEditError } from '../../src/engine/edit/visual-edit'
import { renderTheme } from '../../src/engine/preview'
import { exportZip, importZip } from '../../src/engine/archive/zip'
import { readThemeJson, storeConfigFromFiles, type Theme } from '../../src/engine/model/theme'
import { readSettingValue, sectionName, sectionSchemeChoice } from '../../src/features/editor/settings'
import { applyStoreConfig } from '../../src/features/editor/store-config'
import { FIXTURE_THEME, loadThemeDir } from './fixtures/load-theme'

/** The data-vitrine-* attributes of the first element whose text is `text`, as the bridge reads them. */
function attributesOf(html: string, text: string) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`<([a-z0-9]+)([^>]*)>\\s*${escaped}\\s*</\\1>`).exec(html)
  if (!match) return undefined
  const attr = (name: string) => new RegExp(`data-vitrine-${name}="([^"]*)"`).exec(match[2] ?? '')?.[1]
  return { section: attr('section'), block: attr('block'), setting: attr('setting'), kind: attr('kind') }
}

describe('visual edits from the editor', () => {
  it('a heading clicked in the starter preview maps to its block setting; the edit shows in code and render', async () => {
    const theme = starterTheme()
    const before = await renderTheme(theme.files, { editable: true })
    const attrs = attributesOf(before.html, 'SUMMER COLLECTION')
    const target = editTargetFromAttributes(attrs ?? {})
    expect(target).toEqual({ sectionId: 'hero', blockId: 'heading_1', settingId: 'heading', kind: 'text' })
    expect(readSettingValue(theme.files, 'index', target!)).toBe('SUMMER COLLECTION')

    const edited = applyVisualEdit(theme, { template: 'index', ...target!, value: 'Autumn drop' })
    const json = readThemeJson(edited.files, 'templates/index.json') as {
      sections: { hero: { blocks: { heading_1: { settings: { heading: string } } } } }
    }
    expect(json.sections.hero.blocks.heading_1.settings.heading).toBe('Autumn drop')
    const after = await renderTheme(edited.files, { editable: true })
    expect(attributesOf(after.html, 'Autumn drop')).toEqual(attrs)
    expect(after.html).not.toContain('SUMMER COLLECTION')

    const zipped = await importZip((await exportZip(edited.files, edited.storeConfig.name)).data)
    expect(zipped['templates/index.json']).toBe(edited.files['templates/index.json'])
  })

  it('offers the section colour scheme of composed sections and applies it', () => {
    const theme = starterTheme()
    const scheme = sectionSchemeChoice(theme.files, 'index', 'hero')
    expect(scheme).toMatchObject({ settingId: 'color_scheme', value: 'inverse' })
    expect(scheme?.options.map((o) => o.value)).toContain('primary')
    expect(sectionName(theme.files, 'index', 'hero')).toBe('Image banner')
    const edited = applyVisualEdit(theme, {
      template: 'index',
      sectionId: 'hero',
      settingId: 'color_scheme',
      value: 'primary',
    })
    expect(sectionSchemeChoice(edited.files, 'index', 'hero')?.value).toBe('primary')
  })

  it('a section background of a third-party theme maps to its colour setting; bad colours are refused', async () => {
    const theme: Theme = {
      files: loadThemeDir(FIXTURE_THEME),
      explanation: '',
      storeConfig: { name: 'Fixture', tagline: '', primaryColor: '#111111', categories: ['General'] },
    }
    const { html } = await renderTheme(theme.files, { editable: true })
    const wrapper =
      /<[a-z]+ id="shopify-section-[^"]*"[^>]*data-vitrine-kind="color"[^>]*>/.exec(html)?.[0] ?? ''
    const target = editTargetFromAttributes({
      section: /data-vitrine-section="([^"]*)"/.exec(wrapper)?.[1],
      setting: /data-vitrine-setting="([^"]*)"/.exec(wrapper)?.[1],
      kind: 'color',
    })
    expect(target?.kind).toBe('color')
    expect(sectionName(theme.files, 'index', target!.sectionId)).not.toMatch(/^t:/)
    const edited = applyVisualEdit(theme, { template: 'index', ...target!, value: '#1F6F4A' })
    expect(readSettingValue(edited.files, 'index', target!)).toBe('#1f6f4a')
    expect(() => applyVisualEdit(theme, { template: 'index', ...target!, value: 'red; x' })).toThrow(
      VisualEditError,
    )
  })

  it('the Config tab writes the store settings the preview and refinements read back', async () => {
    const theme = starterTheme()
    const config = {
      name: 'Kicks Corner',
      tagline: 'Laced up',
      primaryColor: '#0a7d4f',
      categories: ['Sneakers'],
    }
    const files = applyStoreConfig(theme.files, config)
    expect(storeConfigFromFiles(files)).toEqual(config)
    const { html, errors } = await renderTheme(files)
    expect(errors).toEqual([])
    expect(html).toContain('Kicks Corner')
    expect(html).toContain('#0a7d4f')
  })
})
