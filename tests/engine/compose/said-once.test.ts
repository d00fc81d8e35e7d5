// Issue 28, "copy a merchant keeps": what the page says, it says once. A story paragraph another
// section prints already is not printed again in the story, and the sentence that only describes
// the store (what it sells and where) is not pasted back as a highlight.
import { describe, expect, it } from 'vitest'
import { buildBrief, composeTheme } from '../../../src/engine/compose'
import { onlyDescribes } from '../../../src/engine/compose/copy'
import { withoutRepeatedParagraphs } from '../../../src/engine/compose/repeats'
import type { TemplateSection } from '../../../src/engine/model/templates'

const slots = {
  name: 'Meadow',
  products: 'raw honey and beeswax candles',
  product: 'honey',
  audience: 'cooks',
}
const facts = {
  quantities: [],
  durations: [],
  warranties: [],
  places: ['Vermont'],
  audiences: [],
  offers: [],
  claims: [],
}

/** Every paragraph of a page's text settings, as printed. */
function paragraphs(template: string): string[] {
  const out: string[] = []
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.startsWith('<p>'))
      out.push(
        ...value
          .split(/<\/p>/)
          .map((p) => p.replace('<p>', '').trim())
          .filter(Boolean),
      )
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  walk(JSON.parse(template))
  return out
}

describe('said once', () => {
  it('knows a sentence that only describes the store from one that says something more', () => {
    expect(
      onlyDescribes('A small honey shop in Vermont selling raw honey and beeswax candles', facts, slots),
    ).toBe(true)
    expect(onlyDescribes('Every jar is strained once and never heated', facts, slots)).toBe(false)
    expect(onlyDescribes('A honey shop in Vermont, open Saturdays', facts, slots)).toBe(false)
  })

  it('leaves a story paragraph out where another section of the page prints it, and the story when all are', () => {
    const text = (t: string): TemplateSection => ({
      type: 'image-with-text',
      settings: { text: `<p>${t}</p>` },
    })
    const story: TemplateSection = {
      type: 'rich-text',
      settings: {},
      blocks: { body: { type: 'text', settings: { text: '<p>First part.</p><p>Second part.</p>' } } },
      block_order: ['body'],
    }
    const [[, kept]] = withoutRepeatedParagraphs([
      ['story', story],
      ['iwt', text('Second part.')],
    ]) as [[string, TemplateSection]]
    expect(kept.blocks?.body?.settings?.text).toBe('<p>First part.</p>')
    // Told whole elsewhere: the story goes.
    const told = withoutRepeatedParagraphs([
      ['story', story],
      ['a', text('First part.')],
      ['b', text('Second part.')],
    ])
    expect(told.map(([id]) => id)).toEqual(['a', 'b'])
  })

  it("prints a honey shop's home and about pages with no paragraph twice, and its description not as a highlight", () => {
    const prompt = 'A small honey shop in Vermont selling raw honey, lemon honey and beeswax candles'
    const { files } = composeTheme({ prompt, pageType: 'homepage' })
    for (const path of ['templates/index.json', 'templates/page.about.json']) {
      const said = paragraphs(files[path] ?? '{}')
      expect(said.length).toBeGreaterThan(1)
      expect(new Set(said).size, path).toBe(said.length)
    }
    const brief = buildBrief({ prompt, pageType: 'homepage' })
    expect(brief.highlights.map((h) => h.text)).not.toContain(`${prompt}.`)
    expect(brief.highlights.map((h) => h.title)).toContain('From Vermont')
  })
})
