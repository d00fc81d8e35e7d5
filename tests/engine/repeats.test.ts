// One page, each heading once: the pass over a template's sections that keeps the first of each.
import { describe, expect, it } from 'vitest'
import { withoutRepeats } from '../../src/engine/compose/repeats'
import type { TemplateSection } from '../../src/engine/model/templates'

const hero = (heading: string): TemplateSection => ({ type: 'image-banner', settings: { heading } })

const points = (heading: string, items: [title: string, text: string][]): TemplateSection => ({
  type: 'multicolumn',
  settings: { heading },
  blocks: Object.fromEntries(
    items.map(([title, text], i) => [`column_${i + 1}`, { type: 'column', settings: { title, text } }]),
  ),
  block_order: items.map((_, i) => `column_${i + 1}`),
})

const story = (heading: string, text: string): TemplateSection => ({
  type: 'rich-text',
  settings: {},
  blocks: {
    heading_1: { type: 'heading', settings: { heading } },
    text_1: { type: 'text', settings: { text } },
  },
  block_order: ['heading_1', 'text_1'],
})

const titles = (section: TemplateSection | undefined) =>
  (section?.block_order ?? []).map((id) => section?.blocks?.[id]?.settings?.title)

describe('withoutRepeats', () => {
  it('gives a section other words when an earlier one has its heading', () => {
    const out = withoutRepeats([
      ['hero', hero('Pre-order the Orbit 90')],
      ['countdown', { type: 'countdown', settings: { heading: 'Pre-order the orbit 90!' } }],
      ['faq', { type: 'faq', settings: { heading: 'Questions' } }],
    ])
    expect(out.map(([, s]) => s.settings?.heading)).toEqual([
      'Pre-order the Orbit 90',
      'Be first in line',
      'Questions',
    ])
  })

  it('leaves out a point said already and keeps a new sentence under a free title', () => {
    const out = withoutRepeats([
      ['features', points('Why the bottle', [['BPA free', 'No BPA in any part.']])],
      [
        'highlights',
        points('Why Summit', [
          ['BPA free', 'No BPA in any part.'],
          ['BPA free', 'Tested by an independent lab.'],
          ['Lifetime warranty', ''],
        ]),
      ],
    ])
    expect(titles(out[1]?.[1])).toEqual(['Good to know', 'Lifetime warranty'])
    expect(out[1]?.[1].blocks?.column_2?.settings?.text).toBe('Tested by an independent lab.')
  })

  it('drops a list whose every point was said, and a story told already', () => {
    const out = withoutRepeats([
      ['story', story('About Hive & Hood', '<p>We make suits.</p>')],
      ['features', points('Why us', [['Made in Devon', 'By hand.']])],
      ['highlights', points('More', [['Made in Devon', 'By hand.']])],
      ['brand_story', story('From Devon', '<p>We make suits.</p>')],
    ])
    expect(out.map(([id]) => id)).toEqual(['story', 'features'])
  })

  it('keeps every section of a page without repeats as it is', () => {
    const sections: [string, TemplateSection][] = [
      ['hero', hero('Tea from Kyoto')],
      ['highlights', points('Why us', [['Since 1952', 'Three generations.']])],
      ['story', story('Our story', '<p>Leaves.</p>')],
    ]
    expect(withoutRepeats(sections)).toEqual(sections)
  })
})
