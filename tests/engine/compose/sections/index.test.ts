// compose/sections/index.ts: the one list of what a home or landing page is made of. Each build
// writes only settings and blocks its section's own schema declares, whatever the brief.
import { describe, expect, it } from 'vitest'
import { buildBrief, sectionSchema, type StoreBrief } from '../../../../src/engine/compose'
import { HOME_SECTIONS, type HomeSection } from '../../../../src/engine/compose/sections'

const BRIEFS: StoreBrief[] = [
  buildBrief({ prompt: 'A trendy shoe store called Stride Shoe Co. with a summer collection' }),
  buildBrief({
    prompt:
      'Crate 78 is a used vinyl shop in Detroit, founded in 1998. Free shipping over $50, a monthly record subscription, 30-day returns.',
  }),
  buildBrief({ prompt: 'Pulse headphones pre-order, 40-hour battery, 2-year warranty', pageType: 'landing' }),
]

function undeclared(kind: HomeSection, brief: StoreBrief): string[] {
  const problems: string[] = []
  for (const [id, entry] of HOME_SECTIONS[kind](brief)) {
    const schema = sectionSchema(entry.type)
    if (!schema) {
      problems.push(`${kind}/${id}: no section ${entry.type}`)
      continue
    }
    const ids = new Set(schema.settings.map((s) => s.id))
    for (const key of Object.keys(entry.settings ?? {}))
      if (!ids.has(key)) problems.push(`${kind}/${id}: setting ${key}`)
    for (const [blockId, block] of Object.entries(entry.blocks ?? {})) {
      const blockSchema = schema.blocks?.find((b) => b.type === block.type)
      if (!blockSchema) {
        problems.push(`${kind}/${id}: block ${blockId} of type ${block.type}`)
        continue
      }
      const blockIds = new Set(blockSchema.settings?.map((s) => s.id))
      for (const key of Object.keys(block.settings ?? {}))
        if (!blockIds.has(key)) problems.push(`${kind}/${id}: ${block.type} setting ${key}`)
    }
    if (entry.block_order) expect(entry.block_order).toEqual(Object.keys(entry.blocks ?? {}))
  }
  return problems
}

describe('HOME_SECTIONS', () => {
  it('builds every kind with the settings and blocks its section declares', () => {
    for (const brief of BRIEFS) {
      for (const kind of Object.keys(HOME_SECTIONS) as HomeSection[])
        expect(undeclared(kind, brief), `${brief.name}: ${kind}`).toEqual([])
    }
  })

  it('lists every kind a brief puts on its home page, and builds none of a brief without its facts', () => {
    for (const brief of BRIEFS)
      for (const kind of brief.homeSections) expect(Object.keys(HOME_SECTIONS)).toContain(kind)
    const plain = BRIEFS[0]!
    expect(plain.timeline).toEqual([])
    expect(plain.subscription).toBeUndefined()
    expect(HOME_SECTIONS.timeline(plain)).toEqual([])
    expect(HOME_SECTIONS.subscription(plain)).toEqual([])
    const vinyl = BRIEFS[1]!
    expect(HOME_SECTIONS.timeline(vinyl).map(([id]) => id)).toEqual(['timeline'])
    expect(HOME_SECTIONS.subscription(vinyl).map(([, s]) => s.type)).toEqual(['subscription'])
  })

  it('makes highlights six to a section, the first under the store name', () => {
    const brief: StoreBrief = {
      ...BRIEFS[1]!,
      highlights: Array.from({ length: 8 }, (_, i) => ({
        title: `Fact ${i}`,
        text: '',
        icon: 'star' as const,
      })),
    }
    const made = HOME_SECTIONS.highlights(brief)
    expect(made.map(([id, s]) => [id, s.type, s.block_order?.length, s.settings?.heading])).toEqual([
      ['highlights', 'multicolumn', 6, `Why ${brief.name}`],
      ['highlights', 'multicolumn', 2, 'More to know'],
    ])
  })
})
