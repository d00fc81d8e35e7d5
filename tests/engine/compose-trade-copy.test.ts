// The words on a composed store's buttons and section headings are its own trade's, or plain
// ones: a surf shop never says "Start digging" or "Browse the racks" (a record shop's and a
// vintage rack's words), whatever look or tone the composer gives it.
import { describe, expect, it } from 'vitest'
import { buildBrief, composeTheme } from '../../src/engine/compose'
import { storeKind } from '../../src/engine/catalog/taxonomy'
import { readThemeJson, type ThemeFiles } from '../../src/engine/model/theme'

/** Words that belong to one trade; a store of another kind never says them. */
const TRADE_WORDS: [kind: string, words: RegExp][] = [
  ['record-store', /\bdig(ging)?\b|\bcrates?\b|\bvinyl\b/i],
  ['vintage-clothing', /\bracks?\b|\bnew old stock\b/i],
  ['streetwear', /\bthe drop\b|\bweekly drop\b|\blookbook\b/i],
]

interface Section {
  settings?: Record<string, unknown>
  blocks?: Record<string, { settings?: Record<string, unknown> }>
}

/** Every button label, and every section's heading and text, of the store's JSON templates. */
function storeWords(files: ThemeFiles): string[] {
  const words: string[] = []
  for (const path of Object.keys(files).filter((p) => /^templates\/.+\.json$/.test(p))) {
    const json = readThemeJson(files, path) as { sections: Record<string, Section> }
    for (const section of Object.values(json.sections)) {
      for (const [id, value] of Object.entries(section.settings ?? {}))
        if (/^(heading|text|button_label(_\d)?)$/.test(id) && typeof value === 'string') words.push(value)
      for (const block of Object.values(section.blocks ?? {}))
        for (const [id, value] of Object.entries(block.settings ?? {}))
          if (/^(button_label(_\d)?|label)$/.test(id) && typeof value === 'string' && value) words.push(value)
    }
  }
  return words
}

function compose(prompt: string) {
  const brief = buildBrief({ prompt, pageType: 'homepage' })
  return { brief, words: storeWords(composeTheme({ brief }).files) }
}

function expectNoOtherTrade(kind: string, words: string[]) {
  for (const [trade, pattern] of TRADE_WORDS) {
    if (trade === kind) continue
    expect(
      words.filter((w) => pattern.test(w)),
      `a ${kind} store says ${trade} words`,
    ).toEqual([])
  }
}

describe("a composed store's buttons and headings", () => {
  const stores = [
    ['A surf shop called Swell in Cornwall', 'surf-shop'],
    ['A family bakery in Lyon selling sourdough and croissants', 'bakery'],
    ['A bike repair shop in Utrecht selling parts and accessories', 'bike-shop'],
  ] as const

  for (const [prompt, kind] of stores) {
    it(`are a ${kind}'s own words: ${prompt}`, () => {
      const { brief, words } = compose(prompt)
      expect(brief.kind.id).toBe(kind)
      const own = storeKind(kind)?.copy
      expect(own?.shopButton).toEqual(expect.any(String))
      expect(brief.hero.button).toBe(own?.shopButton)
      expect(brief.hero.secondaryButton).toBe(own?.browseButton)
      expect(words).toContain(own?.shopButton)
      expectNoOtherTrade(kind, words)
    })
  }

  it('keep a trade its own words: a record shop digs, a vintage clothing store has racks', () => {
    const records = compose('A record store selling vinyl LPs and turntables')
    expect(records.brief.kind.id).toBe('record-store')
    expect(records.brief.hero.button).toBe('Start digging')
    expectNoOtherTrade('record-store', records.words)
    const vintage = compose('A vintage clothing store')
    expect(vintage.brief.kind.id).toBe('vintage-clothing')
    expect(vintage.words).toContain('Browse the racks')
    expectNoOtherTrade('vintage-clothing', vintage.words)
  })

  it('are plain words for a store of no known kind, or described in another language', () => {
    for (const prompt of [
      'A shop for handmade widgets',
      'Une boutique de surf à Biarritz',
      'Ein Fahrradladen in Berlin',
      'Una panadería artesanal en Sevilla',
      'A nostalgic corner shop with old-fashioned charm',
    ]) {
      const { brief, words } = compose(prompt)
      const own = storeKind(brief.kind.id)?.copy
      // A kind without words of its own (or none found) takes the tone's, which name no trade.
      if (!own) expectNoOtherTrade('', words)
      else expectNoOtherTrade(brief.kind.id, words)
      expect(brief.hero.button.trim()).not.toBe('')
    }
  })
})
