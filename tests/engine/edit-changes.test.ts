// The one settings writer (src/engine/edit/changes.ts): a ChangeSet from a visual edit, a
// refinement rule or the AI finds its sections and blocks through the same locator, and its values
// meet the same check.
import { describe, expect, it } from 'vitest'
import { applyChanges, applyVisualEdit, VisualEditError, type ChangeSet } from '../../src/engine/edit'
import { DEFAULT_STORE_CONFIG, readThemeJson, type ThemeFiles } from '../../src/engine/model'

const section = (settings: string, blocks = '[]') =>
  `<div>{{ section.settings.title }}</div>\n{% schema %}{"name":"S","settings":[${settings}],"blocks":${blocks}}{% endschema %}`

const TITLE = '{"type":"text","id":"title","label":"Title","default":"Hello"}'
const SIZE = '{"type":"range","id":"size","label":"Size","min":10,"max":50,"step":1,"default":20}'

function theme(): ThemeFiles {
  return {
    'sections/hero.liquid': section(`${TITLE},${SIZE}`, '[{"type":"@theme"}]'),
    'sections/announcement.liquid': section(TITLE),
    'sections/footer.liquid': section(TITLE),
    'blocks/quote.liquid':
      '<q>{{ block.settings.quote }}</q>\n{% schema %}{"name":"Quote","settings":[{"type":"text","id":"quote","label":"Quote","default":"Well made"}],"blocks":[{"type":"@theme"}]}{% endschema %}',
    'templates/index.json': JSON.stringify({
      sections: {
        hero: {
          type: 'hero',
          settings: { title: 'On the page' },
          blocks: {
            outer: { type: 'quote', settings: {}, blocks: { inner: { type: 'quote', settings: {} } } },
          },
        },
      },
      order: ['hero'],
    }),
    'sections/footer-group.json': JSON.stringify({
      type: 'footer',
      name: 'Footer',
      sections: { bar: { type: 'announcement', settings: { title: 'In the footer' } } },
      order: ['bar'],
    }),
    'sections/header-group.json': JSON.stringify({
      type: 'header',
      name: 'Header',
      sections: { bar: { type: 'announcement', settings: { title: 'In the header' } } },
      order: ['bar'],
    }),
    'config/settings_data.json': `/* banner */\n${JSON.stringify({ current: 'Default', presets: { Default: {} } })}`,
  }
}

const change = (template: string, section: string, settings: ChangeSet['sections'][number]['settings']) => ({
  themeSettings: [],
  sections: [{ template, section, settings, blocks: [] }],
})

type Node = { settings?: Record<string, unknown>; blocks?: Record<string, Node> }
const sectionsIn = (files: ThemeFiles, path: string) =>
  (readThemeJson(files, path) as { sections: Record<string, Node> }).sections
const liveIn = (files: ThemeFiles) =>
  (
    readThemeJson(files, 'config/settings_data.json') as {
      presets: { Default: { sections?: Record<string, Node> } }
    }
  ).presets.Default

describe('applyChanges, the one settings writer', () => {
  it("writes a proposed change into a static section's entry in settings_data and into a nested theme block", () => {
    const files = theme()
    const result = applyChanges(files, {
      themeSettings: [],
      sections: [
        {
          template: 'index',
          section: 'footer',
          settings: [{ id: 'title', value: 'Made by hand' }],
          blocks: [],
        },
        {
          template: 'index',
          section: 'hero',
          settings: [],
          blocks: [{ block: 'inner', settings: [{ id: 'quote', value: 'Built to last' }] }],
        },
      ],
    })
    expect(result.skipped).toEqual([])
    expect(Object.keys(result.files).sort()).toEqual(['config/settings_data.json', 'templates/index.json'])
    expect(liveIn(result.files).sections?.footer).toEqual({
      type: 'footer',
      settings: { title: 'Made by hand' },
    })
    expect(result.files['config/settings_data.json']).toMatch(/^\/\* banner \*\/\n/)
    expect(
      sectionsIn(result.files, 'templates/index.json').hero?.blocks?.outer?.blocks?.inner?.settings,
    ).toEqual({
      quote: 'Built to last',
    })
    expect(result.applied).toEqual(['S: Title = Made by hand', 'index › S › Quote: Quote = Built to last'])
  })

  it('looks first in the section group a change names', () => {
    const result = applyChanges(
      theme(),
      change('header-group', 'bar', [{ id: 'title', value: 'Free shipping' }]),
    )
    expect(Object.keys(result.files)).toEqual(['sections/header-group.json'])
    expect(sectionsIn(result.files, 'sections/header-group.json').bar?.settings?.title).toBe('Free shipping')
  })

  it('leaves the files as they are when a value is what the setting already shows', () => {
    const files = theme()
    // The footer has no entry in settings_data: it shows its default, "Hello".
    expect(applyChanges(files, change('index', 'footer', [{ id: 'title', value: 'Hello' }])).files).toEqual(
      {},
    )
    expect(
      applyChanges(files, change('index', 'hero', [{ id: 'title', value: 'On the page' }])).files,
    ).toEqual({})
  })

  it('fits a proposed value the check can fit, and refuses a typed one with the reason', () => {
    const proposed = applyChanges(theme(), change('index', 'hero', [{ id: 'size', value: 80 }]))
    expect(sectionsIn(proposed.files, 'templates/index.json').hero?.settings?.size).toBe(50)

    const typed = applyChanges(theme(), change('index', 'hero', [{ id: 'size', value: '80' }]), {
      source: 'typed',
    })
    expect(typed.files).toEqual({})
    expect(typed.refused).toMatchObject([{ what: 'value', settingId: 'size', why: '80 is outside 10–50' }])
    expect(() =>
      applyVisualEdit(
        { files: theme(), explanation: '', storeConfig: DEFAULT_STORE_CONFIG },
        { template: 'index', sectionId: 'hero', settingId: 'size', value: '80' },
      ),
    ).toThrow(new VisualEditError('Section "hero", setting "size": 80 is outside 10–50'))
  })

  it('says what it could not apply, naming sections and blocks by their labels', () => {
    const result = applyChanges(theme(), {
      themeSettings: [{ id: 'nope', value: 1 }],
      sections: [
        { template: 'index', section: 'nowhere', settings: [], blocks: [] },
        { template: 'page.about', section: 'x', settings: [], blocks: [] },
        {
          template: 'index',
          section: 'hero',
          settings: [{ id: 'title', value: '{{ shop.name }}' }],
          blocks: [{ block: 'missing', settings: [] }],
        },
      ],
    })
    expect(result.files).toEqual({})
    expect(result.skipped).toEqual([
      'theme settings: no setting "nope"',
      'index: no section "nowhere"',
      'page.about: no such template',
      'index › S: Title cannot be "{{ shop.name }}"',
      'index › S: no block "missing"',
    ])
  })
})
