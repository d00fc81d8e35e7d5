import { beforeAll, describe, expect, it } from 'vitest'
import { EVAL_CASES, type EvalCase } from '../../eval/cases'
import {
  FIDELITY_MEASURES,
  MEASURE_LABELS,
  colorSettings,
  containsPhrase,
  evaluateCases,
  findDuplicates,
  lookFingerprint,
  matchColors,
  missingFacts,
  missingProducts,
  missingTitleWords,
  nounForms,
  readPage,
  repeatedHeadings,
  summarize,
  type CaseResult,
  type Check,
} from '../../eval/measure'
import type { PageType, ThemeFiles } from '../../src/engine/model/theme'

const PAGE = `<!doctype html>
<html><head><title>Hidden Title Shop</title><style>.brand::after { content: "Style Shop" }</style></head>
<body>
  <header><a href="/" title="Attribute Shop">Leaf &amp; Ladle</a></header>
  <h1 class="hero">Tea from  Kyoto,
    since 1952</h1>
  <p data-note="750 ml">Keeps drinks cold for 24&nbsp;hours. Ten-Year Warranty.</p>
  <script>document.write('Script Shop')</script>
  <noscript>Noscript Shop</noscript>
  <template><p>Template Shop</p></template>
  <section class="testimonials">
    <blockquote>Best matcha I have had.</blockquote>
    <blockquote> Lovely tins. </blockquote>
  </section>
  <h1>Second heading</h1>
</body></html>`

function settingsFiles(settingsData: unknown, index?: unknown): ThemeFiles {
  const files: ThemeFiles = { 'config/settings_data.json': JSON.stringify(settingsData) }
  if (index !== undefined) files['templates/index.json'] = JSON.stringify(index)
  return files
}

describe('eval measures', () => {
  it('reads visible text only: text nodes of the body, not attributes, scripts, styles or the head', () => {
    const { text } = readPage(PAGE)
    expect(containsPhrase(text, 'Leaf & Ladle')).toBe(true)
    expect(containsPhrase(text, '24 hours')).toBe(true)
    for (const hidden of [
      'Hidden Title Shop',
      'Style Shop',
      'Attribute Shop',
      'Script Shop',
      'Noscript Shop',
    ])
      expect(containsPhrase(text, hidden), hidden).toBe(false)
    expect(containsPhrase(text, 'Template Shop')).toBe(false)
    expect(missingFacts(text, ['750 ml'])).toEqual(['750 ml'])
  })

  it('takes the first h1 as the heading and blockquotes as testimonial quotes', () => {
    const page = readPage(PAGE)
    expect(page.heading).toBe('Tea from Kyoto, since 1952')
    expect(page.quotes).toEqual(['Best matcha I have had.', 'Lovely tins.'])
    expect(readPage('<html><body><p>No heading here</p></body></html>')).toMatchObject({
      heading: '',
      quotes: [],
    })
  })

  it('finds headings the main content shows twice, leaving the header and footer out', () => {
    const page = readPage(`<html><body><header><h2>Stay in touch</h2></header><main>
      <h1>Since 1952, in Kyoto</h1><h2>Stay in touch</h2><h3>Matcha</h3><h2>Our teas</h2>
      <h2>since 1952,  in Kyoto</h2><h3>Matcha</h3></main><footer><h2>Our teas</h2></footer></body></html>`)
    expect(page.headings).toEqual([
      'Since 1952, in Kyoto',
      'Stay in touch',
      'Matcha',
      'Our teas',
      'since 1952, in Kyoto',
      'Matcha',
    ])
    expect(repeatedHeadings(page.headings)).toEqual([
      'Since 1952, in Kyoto',
      'Matcha',
      'since 1952, in Kyoto',
    ])
    expect(repeatedHeadings(['Shop', 'About'])).toEqual([])
  })

  it('matches phrases across case, curly quotes, hyphens and spaces, and only as whole words', () => {
    expect(containsPhrase('Welcome to ABUELA ROSA’S kitchen', "Abuela Rosa's")).toBe(true)
    expect(containsPhrase('a ten year   warranty', 'Ten-Year Warranty')).toBe(true)
    expect(containsPhrase('Same–day delivery', 'same-day delivery')).toBe(true)
    expect(containsPhrase('Brewing gear', 'Brew')).toBe(false)
    expect(containsPhrase('Orders over $500 ship free', '$50')).toBe(false)
    expect(containsPhrase('Orders over $50. Ship free', '$50')).toBe(true)
    expect(containsPhrase('Common threads', 'Common Thread')).toBe(false)
    expect(containsPhrase('anything', '')).toBe(false)
  })

  it('finds products in singular or plural and names the missing ones', () => {
    const text = 'Our Oversized Hoodie, a Graphic Tee and knives'
    expect(missingProducts(text, ['oversized hoodies', 'graphic tees', 'knife', 'caps'])).toEqual(['caps'])
    expect(nounForms('hoodies')).toContain('hoodie')
    expect(missingProducts('Nothing sold here', ['candles'])).toEqual(['candles'])
  })

  it('counts a fact as shown when any of its wordings is there, in singular or plural', () => {
    const text = 'Free shipping on orders over $50 · Pre-order now · 750ml bottle · for cinewhoops'
    expect(
      missingFacts(text, [
        'free shipping over $50|free shipping on orders over $50',
        'preorder|pre-order',
        '750 ml|750ml',
        'cinewhoop',
        '1952',
      ]),
    ).toEqual(['1952'])
  })

  it('checks the heading for every word of the product title', () => {
    expect(missingTitleWords('Walnut Tournament Chess Sets', 'walnut tournament chess set')).toEqual([])
    expect(missingTitleWords('Classic Piece', 'Walnut Tournament Chess Set')).toEqual([
      'walnut',
      'tournament',
      'chess',
      'set',
    ])
    expect(missingTitleWords('Aspen 6-Person Hot Tub', 'Aspen hot tub')).toEqual([])
  })

  it('reads colour settings from the current settings, a named preset and nested colour schemes', () => {
    const direct = settingsFiles({
      current: { colors_primary: '#00A86B', type_body_font: 'humanist', layout_radius: 12, name: 'Jade' },
    })
    expect(colorSettings(direct)).toEqual([['colors_primary', '#00A86B']])

    const preset = settingsFiles({
      current: 'Default',
      presets: {
        Default: {
          color_schemes: { 'scheme-1': { settings: { background: '#fffff0', text: 'rgb(20, 20, 20)' } } },
        },
      },
    })
    expect(colorSettings(preset)).toEqual([
      ['color_schemes.scheme-1.settings.background', '#fffff0'],
      ['color_schemes.scheme-1.settings.text', 'rgb(20, 20, 20)'],
    ])
    expect(colorSettings({})).toEqual([])
  })

  it('honours a colour within ΔE 20 of a theme colour and not a far one', () => {
    const [jade, coral] = matchColors(
      [
        { word: 'jade', hex: '#00a86b' },
        { word: 'coral', hex: '#ff7f50' },
      ],
      ['#2e8b57', '#111111', '#f6f3ea'],
    )
    expect(jade?.nearest).toBe('#2e8b57')
    expect(jade?.deltaE).toBeLessThanOrEqual(20)
    expect(coral?.deltaE).toBeGreaterThan(20)
    expect(matchColors([{ word: 'red', hex: '#ff0000' }], [])[0]).toMatchObject({
      nearest: null,
      deltaE: Infinity,
    })
  })

  it('fingerprints a look by its palette, fonts and homepage sections', () => {
    const settings = { current: { colors_primary: '#123456', type_heading_font: 'old_style' } }
    const index = (order: string[]) => ({
      sections: Object.fromEntries(order.map((id) => [id, { type: id }])),
      order,
    })
    const look = lookFingerprint(settingsFiles(settings, index(['banner', 'grid'])))
    expect(lookFingerprint(settingsFiles(settings, index(['banner', 'grid'])))).toBe(look)
    expect(lookFingerprint(settingsFiles(settings, index(['grid', 'banner'])))).not.toBe(look)
    const otherFont = { current: { ...settings.current, type_heading_font: 'geometric' } }
    expect(lookFingerprint(settingsFiles(otherFont, index(['banner', 'grid'])))).not.toBe(look)
    const otherColor = { current: { ...settings.current, colors_primary: '#654321' } }
    expect(lookFingerprint(settingsFiles(otherColor, index(['banner', 'grid'])))).not.toBe(look)
  })

  it('finds texts shared by different cases, not repeats within one case', () => {
    const duplicates = findDuplicates([
      { caseId: 'a', texts: ['Great quality!', 'Fast delivery', 'Fast delivery'] },
      { caseId: 'b', texts: ['great  QUALITY!'] },
      { caseId: 'c', texts: ['Something else', ''] },
      { caseId: 'd', texts: [''] },
    ])
    expect(duplicates).toEqual([{ text: 'Great quality!', caseIds: ['a', 'b'] }])
  })

  it('totals a measure over the cases it applies to, by case and by item', () => {
    const check = (expected: number, missing: string[]): Check => ({
      passed: missing.length === 0,
      expected,
      missing,
    })
    const result = (id: string, store: Check | null, fingerprint: string, heading: string): CaseResult => ({
      id,
      pageType: 'homepage',
      template: 'index',
      checks: { store, products: check(3, ['caps']), facts: null, colors: null, productTitle: null },
      clean: check(1, []),
      heading,
      testimonialQuotes: [],
      repeatedHeadings: [],
      fingerprint,
      problems: [],
      ms: 0,
    })
    const summary = summarize([
      result('a', check(1, []), 'look-1', 'Hello'),
      result('b', check(1, ['Brew']), 'look-1', 'Hello'),
      result('c', null, 'look-2', 'Other'),
    ])
    expect(summary.measures.store).toEqual({ cases: 2, passed: 1, rate: 0.5, items: 2, found: 1 })
    expect(summary.measures.products).toEqual({ cases: 3, passed: 0, rate: 0, items: 9, found: 6 })
    expect(summary.measures.facts.cases).toBe(0)
    expect(summary.measures.clean.rate).toBe(1)
    expect(summary.distinctLooks).toEqual({ distinct: 2, cases: 3, rate: 2 / 3 })
    expect(summary.duplicateHeadings).toEqual([{ text: 'Hello', caseIds: ['a', 'b'] }])
  })
})

describe('eval cases', () => {
  const countOf = (pageType: PageType) =>
    EVAL_CASES.filter((evalCase) => evalCase.pageType === pageType).length

  it('are at least 64, with unique ids, across every page type (homepage about a third)', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(64)
    expect(new Set(EVAL_CASES.map((evalCase) => evalCase.id)).size).toBe(EVAL_CASES.length)
    const homepageShare = countOf('homepage') / EVAL_CASES.length
    expect(homepageShare).toBeGreaterThanOrEqual(0.28)
    expect(homepageShare).toBeLessThanOrEqual(0.4)
    for (const pageType of ['product', 'collection', 'about', 'contact', 'landing'] as const)
      expect(countOf(pageType), pageType).toBeGreaterThanOrEqual(4)
    for (const pageType of ['blog', 'cart', 'checkout'] as const)
      expect(countOf(pageType), pageType).toBeGreaterThanOrEqual(2)
  })

  it('include prompts without a store name, and product pages sent by the landing form', () => {
    expect(
      EVAL_CASES.filter((evalCase) => evalCase.expect.store === undefined).length,
    ).toBeGreaterThanOrEqual(8)
    const fromForm = EVAL_CASES.filter(
      (evalCase) =>
        evalCase.prompt.startsWith('Page Type: product.') &&
        evalCase.prompt.includes('Product Details:') &&
        evalCase.product?.title !== undefined,
    )
    expect(fromForm.length).toBeGreaterThanOrEqual(3)
  })

  it('expect only what the prompt itself says', () => {
    const ungrounded = (evalCase: EvalCase): string[] => {
      const { prompt, expect: expected } = evalCase
      const problems: string[] = []
      if (expected.store !== undefined && !containsPhrase(prompt, expected.store))
        problems.push(`store ${expected.store}`)
      for (const product of missingProducts(prompt, expected.products)) problems.push(`product ${product}`)
      for (const fact of missingFacts(prompt, expected.facts)) problems.push(`fact ${fact}`)
      for (const color of expected.colors) {
        if (!containsPhrase(prompt, color.word)) problems.push(`colour ${color.word}`)
        if (!/^#[0-9a-f]{6}$/.test(color.hex)) problems.push(`hex ${color.hex}`)
      }
      if (expected.productTitle !== undefined)
        for (const word of missingTitleWords(prompt, expected.productTitle))
          problems.push(`title word ${word}`)
      if (evalCase.pageType === 'product' && expected.productTitle === undefined)
        problems.push('no product title')
      return problems.map((problem) => `${evalCase.id}: ${problem}`)
    }
    expect(EVAL_CASES.flatMap(ungrounded)).toEqual([])
  })
})

// The quality bar for the composer: every case composed, rendered and measured as `npm run eval`
// does. It fails until the composer shows what merchants name.
describe('composer quality on the eval set', () => {
  const FLOOR = 0.9
  let results: CaseResult[] = []

  beforeAll(async () => {
    results = await evaluateCases(EVAL_CASES)
  }, 240_000)

  const failing = (pick: (result: CaseResult) => Check | null) =>
    results.flatMap((result) => {
      const check = pick(result)
      return check && !check.passed ? [`${result.id}: ${check.missing.join('; ')}`] : []
    })

  it.each(FIDELITY_MEASURES)(`%s: at least ${FLOOR * 100}% of the cases pass`, (measure) => {
    const total = summarize(results).measures[measure]
    expect(total.cases).toBeGreaterThan(0)
    expect(
      total.rate,
      `${MEASURE_LABELS[measure]}: ${total.passed}/${total.cases}; failing:\n${failing((result) => result.checks[measure]).join('\n')}`,
    ).toBeGreaterThanOrEqual(FLOOR)
  })

  it('every theme passes Theme Check with zero errors and zero warnings', () => {
    expect(results).toHaveLength(EVAL_CASES.length)
    expect(failing((result) => result.clean)).toEqual([])
  })
})
