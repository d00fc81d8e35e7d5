// The measures of the quality evaluation: what a rendered page shows compared with what the
// merchant's prompt named. Every function here is pure but evaluateCase, which composes,
// renders and checks one case.
import { differenceCiede2000 } from 'culori'
import { JSDOM } from 'jsdom'
import pluralize from 'pluralize'
import { composeTheme } from '../src/engine/compose'
import { renderThemeSync } from '../src/engine/preview'
import { readThemeJson, templateForPageType, type PageType, type ThemeFiles } from '../src/engine/model'
import { validateTheme } from '../src/engine/validate'
import type { EvalCase, NamedColor } from './cases'

/** Further apart than this, a theme colour is not the colour the merchant named. */
export const MAX_COLOR_DELTA_E = 20

export const FIDELITY_MEASURES = ['store', 'products', 'facts', 'colors', 'productTitle'] as const
export type FidelityMeasure = (typeof FIDELITY_MEASURES)[number]

export const MEASURE_LABELS: Record<FidelityMeasure | 'clean', string> = {
  store: 'named store shown',
  products: 'named products shown',
  facts: 'facts shown',
  colors: 'colours honoured',
  productTitle: 'product page about the product',
  clean: 'Theme Check clean',
}

/** The outcome of one measure on one case: the expected items and those the page lacks. */
export interface Check {
  passed: boolean
  expected: number
  missing: string[]
}

export interface CaseResult {
  id: string
  pageType: PageType
  template: string
  /** null where the case expects nothing of that kind */
  checks: Record<FidelityMeasure, Check | null>
  clean: Check
  /** the text of the page's first h1 ('' when none) */
  heading: string
  testimonialQuotes: string[]
  /** headings (h1–h3) shown more than once on the page */
  repeatedHeadings: string[]
  fingerprint: string
  /** compose or render failures, which the measures then count as misses */
  problems: string[]
  ms: number
}

export interface MeasureTotal {
  /** cases the measure applies to, and how many of them pass */
  cases: number
  passed: number
  rate: number
  /** items over those cases, and how many are shown */
  items: number
  found: number
}

export interface Duplicate {
  text: string
  caseIds: string[]
}

export interface EvalSummary {
  cases: number
  measures: Record<FidelityMeasure | 'clean', MeasureTotal>
  distinctLooks: { distinct: number; cases: number; rate: number }
  duplicateHeadings: Duplicate[]
  duplicateQuotes: Duplicate[]
  /** cases whose page shows a heading twice, with those headings */
  repeatedHeadings: { caseId: string; headings: string[] }[]
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/**
 * Lower case, one kind of each quote, and hyphens, dashes and runs of whitespace all one
 * space: "Ten-Year  Warranty" and "ten year warranty" read the same.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201A\u201B\u2032`\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"')
    .replace(/[\s\-\u2010-\u2015\u2212]+/g, ' ')
    .trim()
}

/** Whether the text holds the phrase as whole words ("Brew" is not in "Brewing"). */
export function containsPhrase(text: string, phrase: string): boolean {
  const haystack = normalizeText(text)
  const needle = normalizeText(phrase)
  if (needle === '') return false
  const startsWord = LETTER_OR_DIGIT.test(needle[0] ?? '')
  const endsWord = LETTER_OR_DIGIT.test(needle[needle.length - 1] ?? '')
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1] ?? ''
    const after = haystack[at + needle.length] ?? ''
    if (startsWord && LETTER_OR_DIGIT.test(before)) continue
    if (endsWord && LETTER_OR_DIGIT.test(after)) continue
    return true
  }
  return false
}

/** A noun phrase in the forms a page may use: as given, singular and plural. */
export function nounForms(phrase: string): string[] {
  const singular = pluralize.singular(phrase)
  const forms = [phrase, singular, pluralize.plural(phrase), pluralize.plural(singular)]
  // pluralize turns "hoodies" into "hoody": the plain "-s" cut catches such nouns.
  if (/[^s]s$/i.test(phrase)) forms.push(phrase.slice(0, -1))
  return [...new Set(forms)]
}

export function missingProducts(text: string, products: string[]): string[] {
  return products.filter((product) => !nounForms(product).some((form) => containsPhrase(text, form)))
}

/** Facts the text lacks; a fact "a|b" is shown by either wording, in singular or plural. */
export function missingFacts(text: string, facts: string[]): string[] {
  return facts.filter(
    (fact) =>
      !fact.split('|').some((wording) => nounForms(wording).some((form) => containsPhrase(text, form))),
  )
}

/** The words of the product title the heading lacks (a word in singular or plural counts). */
export function missingTitleWords(heading: string, title: string): string[] {
  const words = (text: string) =>
    normalizeText(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
  const headingWords = new Set(words(heading))
  return words(title).filter((word) => !nounForms(word).some((form) => headingWords.has(form)))
}

/** What a rendered page shows: its visible text, its main heading and its testimonial quotes. */
export interface PageReading {
  text: string
  heading: string
  quotes: string[]
  /** the h1–h3 texts of the main content (not the header or footer), in page order */
  headings: string[]
}

/** Headings a page shows more than once ("Sole Harbor, fitted right" on the hero and a tile). */
export function repeatedHeadings(headings: string[]): string[] {
  const seen = new Map<string, number>()
  for (const heading of headings) {
    const key = normalizeText(heading)
    if (key !== '') seen.set(key, (seen.get(key) ?? 0) + 1)
  }
  return [...new Set(headings.filter((heading) => (seen.get(normalizeText(heading)) ?? 0) > 1))]
}

export function readPage(html: string): PageReading {
  // Styles and scripts are not shown; cutting them first also spares jsdom parsing the CSS.
  const markup = html.replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
  const { document, NodeFilter } = new JSDOM(markup).window
  const pieces: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style, noscript, template, title')) continue
    const value = node.nodeValue?.trim()
    if (value) pieces.push(value)
  }
  const shown = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
  return {
    text: pieces.join(' '),
    heading: shown(document.querySelector('h1')),
    quotes: [...document.querySelectorAll('blockquote')].map(shown).filter(Boolean),
    headings: [...(document.querySelector('main') ?? document.body).querySelectorAll('h1, h2, h3')]
      .map(shown)
      .filter(Boolean),
  }
}

type JsonObject = Record<string, unknown>

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The settings the theme uses: settings_data's current object, or the preset it names. */
function currentSettings(files: ThemeFiles): JsonObject {
  let data: unknown
  try {
    data = readThemeJson(files, 'config/settings_data.json')
  } catch {
    return {}
  }
  if (!isObject(data)) return {}
  const { current, presets } = data
  if (typeof current === 'string' && isObject(presets) && isObject(presets[current])) return presets[current]
  return isObject(current) ? current : {}
}

/** Every setting (nested ones too, as in color_schemes) as path = value. */
function flattenSettings(value: unknown, path = ''): [string, unknown][] {
  if (!isObject(value)) return [[path, value]]
  return Object.entries(value).flatMap(([key, inner]) =>
    flattenSettings(inner, path ? `${path}.${key}` : key),
  )
}

const COLOR_VALUE = /^(#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\([^)]*\))$/i

/** The colour settings of config/settings_data.json, as [path, value], sorted by path. */
export function colorSettings(files: ThemeFiles): [string, string][] {
  return flattenSettings(currentSettings(files))
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && COLOR_VALUE.test(entry[1]))
    .sort(([a], [b]) => a.localeCompare(b))
}

export interface ColorMatch {
  color: NamedColor
  /** the nearest theme colour and its CIEDE2000 distance (Infinity when the theme has none) */
  nearest: string | null
  deltaE: number
}

const ciede2000 = differenceCiede2000()

export function matchColors(colors: NamedColor[], themeColors: string[]): ColorMatch[] {
  return colors.map((color) => {
    let best: ColorMatch = { color, nearest: null, deltaE: Infinity }
    for (const candidate of themeColors) {
      const deltaE = ciede2000(color.hex, candidate)
      if (Number.isFinite(deltaE) && deltaE < best.deltaE) best = { color, nearest: candidate, deltaE }
    }
    return best
  })
}

function colorCheck(colors: NamedColor[], files: ThemeFiles): Check {
  const misses = matchColors(
    colors,
    colorSettings(files).map(([, value]) => value),
  ).filter((match) => !(match.deltaE <= MAX_COLOR_DELTA_E))
  return {
    passed: misses.length === 0,
    expected: colors.length,
    missing: misses.map(({ color, nearest, deltaE }) =>
      nearest === null
        ? `${color.word} (no colours)`
        : `${color.word} (ΔE ${deltaE.toFixed(1)} to ${nearest})`,
    ),
  }
}

/** Palette, fonts and the homepage's sections: two themes that share all three look alike. */
export function lookFingerprint(files: ThemeFiles): string {
  const fonts = flattenSettings(currentSettings(files))
    .filter(([path]) => /font/i.test(path))
    .sort(([a], [b]) => a.localeCompare(b))
  let sections: string[] = []
  try {
    const index = readThemeJson(files, 'templates/index.json')
    if (isObject(index) && Array.isArray(index.order) && isObject(index.sections)) {
      const byId = index.sections
      sections = index.order.map((id) => {
        const section = byId[String(id)]
        return isObject(section) ? String(section.type) : '?'
      })
    }
  } catch {
    sections = []
  }
  return JSON.stringify({ palette: colorSettings(files), fonts, sections })
}

/** Texts that appear in more than one case (repeats within one case are not duplicates). */
export function findDuplicates(entries: { caseId: string; texts: string[] }[]): Duplicate[] {
  const byText = new Map<string, { text: string; caseIds: Set<string> }>()
  for (const { caseId, texts } of entries) {
    for (const text of texts) {
      const key = normalizeText(text)
      if (key === '') continue
      const entry = byText.get(key) ?? { text, caseIds: new Set<string>() }
      entry.caseIds.add(caseId)
      byText.set(key, entry)
    }
  }
  return [...byText.values()]
    .filter((entry) => entry.caseIds.size > 1)
    .map((entry) => ({ text: entry.text, caseIds: [...entry.caseIds] }))
    .sort((a, b) => b.caseIds.length - a.caseIds.length || a.text.localeCompare(b.text))
}

function listCheck(expected: string[], missing: string[]): Check | null {
  if (expected.length === 0) return null
  return { passed: missing.length === 0, expected: expected.length, missing }
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Composes the case's theme, renders its page and takes every measure of it. */
export async function evaluateCase(evalCase: EvalCase): Promise<CaseResult> {
  const started = performance.now()
  const { expect } = evalCase
  const template = templateForPageType(evalCase.pageType)
  const problems: string[] = []
  let files: ThemeFiles = {}
  let page: PageReading = { text: '', heading: '', quotes: [], headings: [] }
  try {
    files = composeTheme({
      prompt: evalCase.prompt,
      pageType: evalCase.pageType,
      product: evalCase.product,
    }).files
    const rendered = renderThemeSync(files, { template })
    problems.push(...rendered.errors.map((error) => `render: ${error.file ?? ''} ${error.message}`.trim()))
    page = readPage(rendered.html)
  } catch (error) {
    problems.push(`compose: ${errorMessage(error)}`)
  }

  let offenses: string[]
  try {
    offenses = (await validateTheme(files))
      .filter((offense) => offense.severity !== 'info')
      .map((offense) => `${offense.file}:${offense.line} ${offense.severity} ${offense.check}`)
  } catch (error) {
    offenses = [`theme check: ${errorMessage(error)}`]
  }
  if (Object.keys(files).length === 0) offenses.push('no theme')

  const storeShown = expect.store === undefined || containsPhrase(page.text, expect.store)
  return {
    id: evalCase.id,
    pageType: evalCase.pageType,
    template,
    checks: {
      store:
        expect.store === undefined
          ? null
          : { passed: storeShown, expected: 1, missing: storeShown ? [] : [expect.store] },
      products: listCheck(expect.products, missingProducts(page.text, expect.products)),
      facts: listCheck(expect.facts, missingFacts(page.text, expect.facts)),
      colors: expect.colors.length === 0 ? null : colorCheck(expect.colors, files),
      productTitle:
        expect.productTitle === undefined
          ? null
          : listCheck([expect.productTitle], missingTitleWords(page.heading, expect.productTitle)),
    },
    clean: { passed: offenses.length === 0, expected: 1, missing: offenses },
    heading: page.heading,
    testimonialQuotes: page.quotes,
    repeatedHeadings: repeatedHeadings(page.headings),
    fingerprint: lookFingerprint(files),
    problems,
    ms: Math.round(performance.now() - started),
  }
}

/** Evaluates the cases one after the other (the machine is shared; validation is CPU-bound). */
export async function evaluateCases(
  cases: EvalCase[],
  onResult?: (result: CaseResult) => void,
): Promise<CaseResult[]> {
  const results: CaseResult[] = []
  for (const evalCase of cases) {
    const result = await evaluateCase(evalCase)
    onResult?.(result)
    results.push(result)
  }
  return results
}

function totalOf(checks: (Check | null)[]): MeasureTotal {
  const applicable = checks.filter((check): check is Check => check !== null)
  const passed = applicable.filter((check) => check.passed).length
  const items = applicable.reduce((sum, check) => sum + check.expected, 0)
  // A title counts as one item however many of its words are missing.
  const missed = applicable.reduce((sum, check) => sum + Math.min(check.missing.length, check.expected), 0)
  return {
    cases: applicable.length,
    passed,
    rate: applicable.length === 0 ? 1 : passed / applicable.length,
    items,
    found: items - missed,
  }
}

export function summarize(results: CaseResult[]): EvalSummary {
  const measures = Object.fromEntries(
    FIDELITY_MEASURES.map((measure) => [measure, totalOf(results.map((result) => result.checks[measure]))]),
  ) as Record<FidelityMeasure, MeasureTotal>
  const distinct = new Set(results.map((result) => result.fingerprint)).size
  return {
    cases: results.length,
    measures: { ...measures, clean: totalOf(results.map((result) => result.clean)) },
    distinctLooks: {
      distinct,
      cases: results.length,
      rate: results.length === 0 ? 1 : distinct / results.length,
    },
    duplicateHeadings: findDuplicates(
      results.map((result) => ({ caseId: result.id, texts: [result.heading] })),
    ),
    duplicateQuotes: findDuplicates(
      results.map((result) => ({ caseId: result.id, texts: result.testimonialQuotes })),
    ),
    repeatedHeadings: results
      .filter((result) => result.repeatedHeadings.length > 0)
      .map((result) => ({ caseId: result.id, headings: result.repeatedHeadings })),
  }
}
