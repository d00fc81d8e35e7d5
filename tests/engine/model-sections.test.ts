// The one lookup of sections and blocks that the settings writer writes through and the editor reads
// through: template, then section groups, then static sections in settings_data; blocks anywhere
// in the tree; a theme block's settings from its own file.
import { describe, expect, it } from 'vitest'
import { applyVisualEdit } from '../../src/engine/edit/visual-edit'
import { blockSettingDefs, findBlock, locateSection, schemaOfFile } from '../../src/engine/model/sections'
import { readSettingValue } from '../../src/features/editor/settings'

const section = (settings: string, blocks = '[]') =>
  `<div>{{ section.settings.title }}</div>\n{% schema %}{"name":"S","settings":[${settings}],"blocks":${blocks}}{% endschema %}`

function theme(): Record<string, string> {
  return {
    'sections/hero.liquid': section('{"type":"text","id":"title","default":"Hello"}', '[{"type":"@theme"}]'),
    'sections/announcement.liquid': section('{"type":"text","id":"title","default":"News"}'),
    'sections/footer.liquid': section('{"type":"text","id":"title","default":"Bye"}'),
    'blocks/quote.liquid':
      '<q>{{ block.settings.quote }}</q>\n{% schema %}{"name":"Quote","settings":[{"type":"text","id":"quote","default":"Well made"}],"blocks":[{"type":"@theme"}]}{% endschema %}',
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
    'sections/header-group.json': JSON.stringify({
      type: 'header',
      name: 'Header',
      sections: { bar: { type: 'announcement', settings: { title: 'In the group' } } },
      order: ['bar'],
    }),
    'config/settings_data.json': `/* banner */\n${JSON.stringify({
      current: 'Default',
      presets: { Default: { sections: { footer: { type: 'footer', settings: { title: 'Static' } } } } },
    })}`,
  }
}

describe('locateSection', () => {
  it('finds a section in the template, then the section groups, then settings_data', () => {
    const files = theme()
    expect(locateSection(files, 'index', 'hero')).toMatchObject({
      path: 'templates/index.json',
      type: 'hero',
    })
    expect(locateSection(files, 'index', 'bar')).toMatchObject({ path: 'sections/header-group.json' })
    const footer = locateSection(files, 'index', 'footer')
    expect(footer).toMatchObject({ path: 'config/settings_data.json', type: 'footer' })
    expect(footer?.section.settings).toEqual({ title: 'Static' })
    expect(locateSection(files, 'index', 'nowhere')).toBeUndefined()
  })

  it('gives a static section with no settings yet an entry in the live preset only when asked to', () => {
    const files = theme()
    const data = JSON.parse(files['config/settings_data.json']!.replace(/^\/\*.*\*\/\n/, ''))
    delete data.presets.Default.sections.footer
    files['config/settings_data.json'] = JSON.stringify(data)
    expect(locateSection(files, 'index', 'footer')?.section).toEqual({})
    const created = locateSection(files, 'index', 'footer', { create: true })
    expect(created?.section).toEqual({ type: 'footer', settings: {} })
    expect((created?.root as typeof data).presets.Default.sections.footer).toBe(created?.section)
  })
})

describe('blocks', () => {
  it('finds nested theme blocks and reads their settings from their own file', () => {
    const files = theme()
    const place = locateSection(files, 'index', 'hero')!
    const inner = findBlock(place.section.blocks, 'inner')
    expect(inner?.type).toBe('quote')
    const schema = schemaOfFile(files, 'sections/hero.liquid')
    expect(blockSettingDefs(files, schema, inner?.type).map((d) => d.id)).toEqual(['quote'])
    expect(blockSettingDefs(files, schema, 'missing')).toEqual([])
  })

  it('the editor starts from a theme block’s default, and the edit lands in that block', () => {
    const files = theme()
    const target = { sectionId: 'hero', blockId: 'inner', settingId: 'quote' }
    expect(readSettingValue(files, 'index', target)).toBe('Well made')
    const edited = applyVisualEdit({ files } as never, {
      template: 'index',
      ...target,
      value: 'Built to last',
    })
    expect(readSettingValue(edited.files, 'index', target)).toBe('Built to last')
  })
})
