// npm run eval [-- --json] [--set original|holdout|fresh|all] [--only id,id] [--page-type T] [--floor 0.95]
//                [--blind dev|aside|all|second|none] [--detail]
// Composes, renders and measures every case, then prints the table and the totals; then whether
// the stores are believable (catalogue.ts), on the chosen set and on the blind catalogue set
// (its working part by default; the part held aside with --blind aside). It reports; it judges
// (exit 1) only when --floor is given.
import { parseArgs } from 'node:util'
import { PAGE_TYPES, STORE_LANGUAGES, type PageType } from '../src/engine/model'
import { loadLanguage } from '../src/engine/compose'
import { EVAL_CASES, type EvalCase } from './cases'
import { FRESH_CASES } from './fresh'
import { HOLDOUT_CASES } from './holdout'
import {
  BLIND_ASIDE,
  BLIND_SECOND,
  BLIND_DEV,
  catalogueDetail,
  catalogueLines,
  evaluateCatalogue,
  type CatalogueResult,
  type CatalogueCase,
} from './catalogue'
import {
  FIDELITY_MEASURES,
  MEASURE_LABELS,
  evaluateCases,
  summarize,
  type CaseResult,
  type Check,
  type Duplicate,
  type EvalSummary,
} from './measure'

const TARGETS: Record<(typeof FIDELITY_MEASURES)[number] | 'clean', number> = {
  store: 0.95,
  products: 0.95,
  facts: 0.95,
  colors: 0.95,
  productTitle: 0.95,
  clean: 1,
}

/**
 * The prompt sets: the original one; the holdout, written apart from the composer (blind for its
 * first run, then used to improve it); the fresh set, a third one written blind after that to
 * measure how the composer does on prompts nobody tuned it for; or all of them.
 */
const SETS: Record<string, EvalCase[]> = {
  original: EVAL_CASES,
  holdout: HOLDOUT_CASES,
  fresh: FRESH_CASES,
  all: [...EVAL_CASES, ...HOLDOUT_CASES, ...FRESH_CASES],
}

/** The blind catalogue prompts: the part worked with, the part held aside, both, or none. */
const BLIND_SETS: Record<string, CatalogueCase[]> = {
  dev: BLIND_DEV,
  aside: BLIND_ASIDE,
  all: [...BLIND_DEV, ...BLIND_ASIDE],
  second: BLIND_SECOND,
  none: [],
}

/**
 * A fidelity case read as a catalogue case: an English prompt, its named products the kinds (its
 * currency unjudged: these cases do not say which they imply).
 */
function asCatalogueCase(evalCase: EvalCase): CatalogueCase {
  return {
    id: evalCase.id,
    prompt: evalCase.prompt,
    language: 'en',
    kinds: evalCase.expect.products,
    notProducts: [],
    service: false,
  }
}

const COLUMNS = [
  ['store', 'store'],
  ['products', 'prod'],
  ['facts', 'facts'],
  ['colors', 'color'],
  ['productTitle', 'title'],
  ['clean', 'clean'],
] as const

function usage(message: string): never {
  process.stderr.write(
    `${message}\nusage: npm run eval -- [--json] [--set ${Object.keys(SETS).join('|')}] [--only id,id] [--page-type ${PAGE_TYPES.join('|')}] [--floor 0..1]\n`,
  )
  process.exit(2)
}

function readOptions() {
  let values
  try {
    values = parseArgs({
      options: {
        json: { type: 'boolean', default: false },
        set: { type: 'string', default: 'original' },
        only: { type: 'string' },
        'page-type': { type: 'string' },
        floor: { type: 'string' },
        blind: { type: 'string', default: 'dev' },
        detail: { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    usage(error instanceof Error ? error.message : String(error))
  }
  const set = SETS[values.set]
  if (set === undefined) usage(`unknown set: ${values.set}`)
  const pageType = values['page-type']
  if (pageType !== undefined && !(PAGE_TYPES as readonly string[]).includes(pageType))
    usage(`unknown page type: ${pageType}`)
  const only = values.only
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  const unknown = only?.filter((id) => !set.some((evalCase) => evalCase.id === id)) ?? []
  if (unknown.length > 0) usage(`unknown case: ${unknown.join(', ')}`)
  const floor = values.floor === undefined ? undefined : Number(values.floor)
  if (floor !== undefined && !(floor >= 0 && floor <= 1)) usage(`--floor takes a fraction from 0 to 1`)
  const blind = BLIND_SETS[values.blind]
  if (blind === undefined) usage(`unknown blind set: ${values.blind}`)
  return {
    json: values.json === true,
    set,
    only,
    pageType: pageType as PageType | undefined,
    floor,
    blind,
    detail: values.detail === true,
  }
}

const percent = (rate: number) => `${(rate * 100).toFixed(0)}%`

function mark(check: Check | null): string {
  if (check === null) return '·'
  return check.passed ? '✓' : '✗'
}

function notes(result: CaseResult): string {
  const parts: string[] = []
  for (const [measure] of COLUMNS) {
    const check = measure === 'clean' ? result.clean : result.checks[measure]
    if (check && !check.passed) {
      const shown = check.missing.slice(0, 4).join('; ')
      const more = check.missing.length > 4 ? ` +${check.missing.length - 4} more` : ''
      parts.push(`${measure === 'clean' ? 'theme check' : measure}: ${shown}${more}`)
    }
  }
  if (result.problems.length > 0) parts.push(`problems: ${result.problems.slice(0, 2).join('; ')}`)
  return parts.join(' | ')
}

function caseTable(results: CaseResult[]): string[] {
  const idWidth = Math.max(4, ...results.map((result) => result.id.length))
  const header = ['case'.padEnd(idWidth), 'page'.padEnd(10), ...COLUMNS.map(([, label]) => label), 'missing']
  const lines = [header.join('  ')]
  for (const result of results) {
    const marks = COLUMNS.map(([measure, label]) =>
      mark(measure === 'clean' ? result.clean : result.checks[measure]).padEnd(label.length),
    )
    lines.push([result.id.padEnd(idWidth), result.pageType.padEnd(10), ...marks, notes(result)].join('  '))
  }
  return lines
}

function duplicateLines(title: string, duplicates: Duplicate[]): string[] {
  const lines = [`${title}: ${duplicates.length}`]
  for (const duplicate of duplicates.slice(0, 15))
    lines.push(
      `  "${duplicate.text.slice(0, 80)}" in ${duplicate.caseIds.length} cases: ${duplicate.caseIds.join(', ')}`,
    )
  if (duplicates.length > 15) lines.push(`  … and ${duplicates.length - 15} more`)
  return lines
}

function repeatLines(repeats: EvalSummary['repeatedHeadings']): string[] {
  const lines = [`Pages that show a heading twice: ${repeats.length}`]
  for (const { caseId, headings } of repeats.slice(0, 15))
    lines.push(`  ${caseId}: ${headings.map((heading) => `"${heading.slice(0, 60)}"`).join(', ')}`)
  if (repeats.length > 15) lines.push(`  … and ${repeats.length - 15} more`)
  return lines
}

function totalLines(summary: EvalSummary): string[] {
  const labelWidth = Math.max(...Object.values(MEASURE_LABELS).map((label) => label.length))
  const lines = [`Totals over ${summary.cases} cases`]
  for (const measure of [...FIDELITY_MEASURES, 'clean'] as const) {
    const total = summary.measures[measure]
    const target = TARGETS[measure]
    if (total.cases === 0) {
      lines.push(`  ${MEASURE_LABELS[measure].padEnd(labelWidth)}    n/a (no case expects it)`)
      continue
    }
    lines.push(
      [
        `  ${MEASURE_LABELS[measure].padEnd(labelWidth)}`,
        `${percent(total.rate).padStart(4)} of cases (${total.passed}/${total.cases})`,
        `target ${measure === 'clean' ? '' : '≥ '}${percent(target)}`,
        `${total.found}/${total.items} items`,
        total.rate >= target ? '' : '← below target',
      ].join('   '),
    )
  }
  const looks = summary.distinctLooks
  lines.push(
    `  ${'distinct looks'.padEnd(labelWidth)}   ${percent(looks.rate)} (${looks.distinct}/${looks.cases})`,
  )
  return lines
}

/** Measures under the floor, and whether any theme has Theme Check errors or warnings. */
function belowFloor(summary: EvalSummary, floor: number): string[] {
  const failures = FIDELITY_MEASURES.filter((measure) => summary.measures[measure].rate < floor).map(
    (measure) => `${MEASURE_LABELS[measure]} ${percent(summary.measures[measure].rate)} < ${percent(floor)}`,
  )
  const clean = summary.measures.clean
  if (clean.passed < clean.cases)
    failures.push(`${clean.cases - clean.passed} theme(s) not Theme Check clean`)
  return failures
}

async function main() {
  const options = readOptions()
  // Stores in French, German, ... are composed in their language: its words are loaded first.
  await Promise.all(STORE_LANGUAGES.map((language) => loadLanguage(language)))
  const cases = options.set.filter(
    (evalCase) =>
      (options.only === undefined || options.only.includes(evalCase.id)) &&
      (options.pageType === undefined || evalCase.pageType === options.pageType),
  )
  if (cases.length === 0) usage('no case matches')
  const started = performance.now()
  let done = 0
  const results = await evaluateCases(cases, () => {
    done += 1
    if (process.stderr.isTTY) process.stderr.write(`\r${done}/${cases.length} cases`)
  })
  if (process.stderr.isTTY) process.stderr.write('\r')
  const seconds = (performance.now() - started) / 1000
  const summary = summarize(results)

  const tuned = cases.map(asCatalogueCase)
  const tunedCatalogue: CatalogueResult[] = []
  for (const evalCase of tuned) tunedCatalogue.push(await evaluateCatalogue(evalCase))
  const blindCatalogue: CatalogueResult[] = []
  for (const evalCase of options.blind) blindCatalogue.push(await evaluateCatalogue(evalCase))
  const catalogue = [
    ...catalogueLines('Believable stores, these cases', tuned, tunedCatalogue),
    ...(options.detail ? catalogueDetail(tunedCatalogue) : []),
    ...(options.blind.length > 0
      ? [
          ...catalogueLines('Believable stores, the blind catalogue set', options.blind, blindCatalogue),
          ...(options.detail ? catalogueDetail(blindCatalogue) : []),
        ]
      : []),
  ]

  if (options.json) {
    process.stdout.write(
      `${JSON.stringify({ summary, results, catalogue: { tuned: tunedCatalogue, blind: blindCatalogue }, seconds }, null, 2)}\n`,
    )
  } else {
    const lines = [
      ...caseTable(results),
      '',
      ...totalLines(summary),
      '',
      ...duplicateLines('Hero headings (h1) shared by different cases', summary.duplicateHeadings),
      ...duplicateLines('Testimonial quotes shared by different cases', summary.duplicateQuotes),
      ...repeatLines(summary.repeatedHeadings),
      '',
      ...catalogue,
      '',
      `${results.length} cases in ${seconds.toFixed(1)} s`,
    ]
    process.stdout.write(`${lines.join('\n')}\n`)
  }

  if (options.floor !== undefined) {
    const failures = belowFloor(summary, options.floor)
    if (failures.length > 0) {
      process.stderr.write(`below the floor: ${failures.join('; ')}\n`)
      process.exit(1)
    }
  }
}

await main()
