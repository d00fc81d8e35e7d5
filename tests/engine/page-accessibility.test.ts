// The accessibility gains measured by npm run eval:lighthouse, kept by cheap checks on rendered
// composed pages: named links and buttons, labels that hold their visible text, headings that
// do not skip levels, and prices and small print at 4.5:1 on the colours they sit on, prices on
// every colour scheme. Colours come from the page's own CSS (fixtures/page-audit.ts).
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { composeTheme } from '../../src/engine/compose'
import { COLOR_SCHEMES } from '../../src/engine/compose/sections/schema'
import { renderThemeSync } from '../../src/engine/preview'
import { templateForPageType, type PageType, type ThemeFiles } from '../../src/engine/model/theme'
import {
  PageStyles,
  hiddenFromAssistiveTech,
  labelsWithoutVisibleText,
  namelessControls,
  skippedHeadingLevels,
} from './fixtures/page-audit'

/** Stores with different palettes: light, dark, named colours, muted and loud. */
const STORES = [
  'trendy shoe store',
  'minimalist jewelry boutique',
  'vintage clothing store',
  'custom neon signs for weddings and bars, made to order, in black and hot pink',
  'Hand-poured soy candles in jade and acid green',
  'Luxury watches in navy and gold, a quiet serif look',
  'Olive oil from the Saltmarsh farm, visit our shop and tasting room',
]

/** Every page type's own page, each from a store of its own. */
const PAGE_TYPES: [PageType, string][] = [
  ['about', 'An olive oil estate in Crete since 1952, family run'],
  ['contact', 'A bike repair shop in Lyon, open Tuesday to Saturday'],
  ['landing', 'A pre-order campaign for wireless headphones, ships in March'],
  ['blog', 'A children’s bookshop blog about bedtime stories'],
  ['cart', 'Handmade soap with sage and oatmeal'],
  ['checkout', 'Pre-owned Swiss watches with insured delivery'],
]

const COMMON_TEMPLATES = ['index', 'product', 'collection']

/** Text whose colour the library sets, and which the audits found unreadable before. */
const PRICE_TEXT = '.price__sale, .price__compare, .price__regular'
const CHECKED_TEXT = `${PRICE_TEXT}, .card__vendor, .badge, .cart__items th`
/** Small print once drawn at reduced opacity; some of it sits on images, which are not judged. */
const SMALL_PRINT = [
  '.eyebrow',
  '.location__label',
  '.banner__text',
  '.slideshow__text',
  '.article-card__date',
  '.featured-blog__date',
  '.article__meta',
  '.cart__taxes',
  '.testimonial__author',
  '.pull-quote__source',
  '.logo-list__heading',
  '.countdown__label',
  '.plan__interval',
  '.empty-state',
].join(', ')

interface Page {
  name: string
  document: Document
}

function parse(html: string): Document {
  return new JSDOM(html).window.document
}

function render(files: ThemeFiles, template: string, name: string): Page {
  const { html, errors } = renderThemeSync(files, { template })
  expect(errors, name).toEqual([])
  return { name, document: parse(html) }
}

/** Texts of the selector on the page that read below 4.5:1, or that the CSS leaves unreadable. */
function lowContrast(
  page: Page,
  selector: string,
  { judgeImages = false } = {},
): { failures: string[]; checked: number } {
  const styles = new PageStyles(page.document)
  const failures: string[] = []
  let checked = 0
  for (const element of page.document.querySelectorAll(selector)) {
    if (hiddenFromAssistiveTech(element) || element.classList.contains('visually-hidden')) continue
    if (!(element.textContent ?? '').trim()) continue
    const measured = styles.textContrast(element)
    if (!measured && !judgeImages) continue
    checked++
    const label = `${page.name}: ${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`
    if (!measured) failures.push(`${label}: colours not readable from the CSS`)
    else if (measured.ratio < 4.5)
      failures.push(`${label}: ${measured.text} on ${measured.background} = ${measured.ratio.toFixed(2)}:1`)
  }
  return { failures, checked }
}

let pages: Page[] = []

beforeAll(() => {
  pages = []
  for (const prompt of STORES) {
    const { files } = composeTheme({ prompt, pageType: 'homepage' })
    for (const template of COMMON_TEMPLATES) pages.push(render(files, template, `${prompt} / ${template}`))
  }
  for (const [pageType, prompt] of PAGE_TYPES) {
    const { files } = composeTheme({ prompt, pageType })
    const template = templateForPageType(pageType)
    pages.push(render(files, template, `${prompt} / ${template}`))
  }
  // Composing and rendering every page is seconds of work on a busy shared machine.
}, 120_000)

describe('composed pages, as assistive technology reads them', () => {
  it('name every link and button a screen reader lists', () => {
    const nameless = pages.flatMap((page) =>
      namelessControls(page.document).map((html) => `${page.name}: ${html}`),
    )
    expect(nameless).toEqual([])
  })

  it('give each product card one link, named by the product title', () => {
    const cards = pages.flatMap((page) => [...page.document.querySelectorAll('.card')])
    expect(cards.length).toBeGreaterThan(20)
    for (const card of cards) {
      const links = [...card.querySelectorAll('a[href]')].filter((link) => !hiddenFromAssistiveTech(link))
      expect(links).toHaveLength(1)
      expect(links[0]?.textContent?.trim()).toBe(card.querySelector('.card__title')?.textContent?.trim())
    }
  })

  it('keep the visible text of a control inside its label', () => {
    const mismatched = pages.flatMap((page) =>
      labelsWithoutVisibleText(page.document).map((html) => `${page.name}: ${html}`),
    )
    expect(mismatched).toEqual([])
  })

  it('never skip a heading level', () => {
    const skips = pages.flatMap((page) =>
      skippedHeadingLevels(page.document).map((skip) => `${page.name}: ${skip}`),
    )
    expect(skips).toEqual([])
  })

  it('give every image an alt attribute (empty for decoration)', () => {
    const missing = pages.flatMap((page) =>
      [...page.document.querySelectorAll('img:not([alt])')].map(
        (img) => `${page.name}: ${img.outerHTML.slice(0, 100)}`,
      ),
    )
    expect(missing).toEqual([])
  })
})

describe('composed pages, as a shopper reads them', () => {
  it('show prices, vendors, badges and table headings at 4.5:1 or more', () => {
    let checked = 0
    let compared = 0
    const failures: string[] = []
    for (const page of pages) {
      const result = lowContrast(page, CHECKED_TEXT, { judgeImages: true })
      checked += result.checked
      failures.push(...result.failures)
      compared += page.document.querySelectorAll('.price__compare').length
    }
    expect(failures).toEqual([])
    expect(checked).toBeGreaterThan(100)
    // Compare-at prices are the text that used to fade below the ratio: the sample shows some.
    expect(compared).toBeGreaterThan(0)
  })

  it('draw small print (eyebrows, dates, labels, captions) at full strength, readable', () => {
    let checked = 0
    const failures: string[] = []
    for (const page of pages) {
      const result = lowContrast(page, SMALL_PRINT)
      checked += result.checked
      failures.push(...result.failures)
    }
    expect(failures).toEqual([])
    expect(checked).toBeGreaterThan(20)
  })

  it('keep the product grid’s prices readable on every colour scheme and card style', () => {
    const failures: string[] = []
    let checked = 0
    for (const prompt of STORES.slice(0, 4)) {
      const { files } = composeTheme({ prompt, pageType: 'homepage' })
      const index = JSON.parse(files['templates/index.json'] ?? '{}') as {
        sections: Record<string, { type: string; settings?: Record<string, unknown> }>
      }
      const gridId = Object.keys(index.sections).find(
        (id) => index.sections[id]?.type === 'featured-collection',
      )
      expect(gridId, prompt).toBeDefined()
      for (const scheme of COLOR_SCHEMES)
        for (const cardStyle of ['modern', 'minimal', 'bold']) {
          const grid = index.sections[gridId!]!
          grid.settings = { ...grid.settings, color_scheme: scheme, card_style: cardStyle }
          const page = render(
            { ...files, 'templates/index.json': JSON.stringify(index) },
            'index',
            `${prompt} / ${scheme} / ${cardStyle}`,
          )
          const inGrid = PRICE_TEXT.split(', ')
            .map((selector) => `[id$="__${gridId}"] ${selector}`)
            .join(', ')
          const result = lowContrast(page, inGrid, { judgeImages: true })
          expect(result.checked, page.name).toBeGreaterThan(0)
          checked += result.checked
          failures.push(...result.failures)
        }
    }
    expect(failures).toEqual([])
    expect(checked).toBeGreaterThan(0)
  })
})
