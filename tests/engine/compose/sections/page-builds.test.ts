// The builds of the header and footer groups' sections and of the main sections that read the
// brief: each writes only settings and blocks its section's schema declares.
import { describe, expect, it } from 'vitest'
import { buildBrief, sectionSchema } from '../../../../src/engine/compose'
import { build as announcementBar } from '../../../../src/engine/compose/sections/announcement-bar/build'
import { build as footer } from '../../../../src/engine/compose/sections/footer/build'
import { build as header } from '../../../../src/engine/compose/sections/header/build'
import { build as mainCart } from '../../../../src/engine/compose/sections/main-cart/build'
import { build as mainCollection } from '../../../../src/engine/compose/sections/main-collection/build'
import { build as mainProduct } from '../../../../src/engine/compose/sections/main-product/build'
import type { TemplateSection } from '../../../../src/engine/model/templates'

function undeclared(entry: TemplateSection): string[] {
  const schema = sectionSchema(entry.type)
  if (!schema) return [`no section ${entry.type}`]
  const ids = new Set(schema.settings.map((s) => s.id))
  const problems = Object.keys(entry.settings ?? {})
    .filter((key) => !ids.has(key))
    .map((key) => `setting ${key}`)
  for (const block of Object.values(entry.blocks ?? {})) {
    const declared = schema.blocks?.find((b) => b.type === block.type)
    if (!declared) problems.push(`block ${block.type}`)
    const blockIds = new Set(declared?.settings?.map((s) => s.id))
    for (const key of Object.keys(block.settings ?? {}))
      if (!blockIds.has(key)) problems.push(`${block.type} setting ${key}`)
  }
  return problems
}

describe('group and main section builds', () => {
  const builds = { announcementBar, footer, header, mainCart, mainCollection, mainProduct }

  it('write only what their sections declare', () => {
    for (const prompt of ['A trendy shoe store called Kickback', 'A minimalist jewelry boutique'])
      for (const pageType of ['homepage', 'cart', 'product'] as const) {
        const brief = buildBrief({ prompt, pageType })
        for (const [name, build] of Object.entries(builds))
          expect(undeclared(build(brief)), `${prompt} ${pageType} ${name}`).toEqual([])
      }
  })

  it('names the store on the cart page the prompt asked for, and only there, and shows at most three announcements', () => {
    const cart = buildBrief({ prompt: 'A trendy shoe store called Kickback', pageType: 'cart' })
    const home = buildBrief({ prompt: 'A trendy shoe store called Kickback', pageType: 'homepage' })
    expect(mainCart(cart).settings?.heading).toBe('Your cart at Kickback')
    expect(mainCart(home).settings?.heading).toBe('')
    const bar = announcementBar({ ...home, announcements: ['a', 'b', 'c', 'd'] })
    expect(bar.block_order).toEqual(['announcement_1', 'announcement_2', 'announcement_3'])
  })
})
