// npm run bench (hostile part): time and peak memory of the engine facing the hostile inputs of
// issue #13, each case in a fresh Node process running the engine bundled by esbuild (as
// memory.bench.ts does): a 1.1 MB ZIP whose entry claims 1,000 bytes and inflates to 1.1 GB, a
// ZIP that honestly declares 60 MB, a ZIP of 400,000 empty entries, a 10.5 MB section, and a
// template naming one section 5,000 times, previewed and checked; and issue #25's sections that
// build or sort huge arrays in one filter (the same budget runs in the editor's render worker). Targets: under
// 2 s and 150 MB above an idle process each. Prints the figures; never fails on them.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { bundleForNode } from './node-bundle'

const CASES = {
  idle: 'idle (engine imported, nothing run)',
  'zip-bomb': 'import a 1.1 MB ZIP claiming 1 KB, inflating to 1.1 GB',
  'zip-declared': 'import a ZIP declaring 60 MB',
  'zip-entries': 'import a 48 MB ZIP of 400,000 empty entries',
  'render-base': 'preview, composed theme (reference)',
  'render-huge': 'preview, + a 10.5 MB section',
  'check-base': 'Theme Check, composed theme, warm (reference)',
  'check-huge': 'Theme Check, + a 10.5 MB section, warm',
  'render-many': 'preview, a template of 5,000 sections',
  'check-many': 'Theme Check, a template of 5,000 sections, warm',
  'render-bomb': 'preview, six 150-byte memory-bomb sections (#25)',
  'render-sort': 'preview, a section sorting 2 million items',
  'render-range': 'preview, a section looping a 49-million range',
  'render-print': 'preview, a section printing a 1 MB string 256 times',
} as const
type Case = keyof typeof CASES

interface Result {
  ms: number
  maxRss: number
  outcome: string
}

async function runCase(name: Case): Promise<void> {
  const { importZip } = await import('../src/engine/archive')
  const { renderTheme } = await import('../src/engine/preview')
  const { validateTheme } = await import('../src/engine/validate')
  const { composeTheme } = await import('../src/engine/compose')
  const {
    deflatedSpaces,
    hugeSection,
    lyingZipBomb,
    zipOf,
    sectionOf,
    MEMORY_BOMB,
    SLOW_SORT,
    HUGE_RANGE,
    PRINTED_BOMBS,
  } = await import('../tests/support/hostile')
  let outcome = ''
  let ms = 0
  const timed = async (work: () => Promise<string>) => {
    const start = performance.now()
    outcome = await work()
    ms = performance.now() - start
  }
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'accepted (!)',
      (error: unknown) => `refused: ${error instanceof Error ? error.message : String(error)}`,
    )
  if (name === 'zip-bomb') {
    const bomb = lyingZipBomb(1100)
    await timed(() => refusal(importZip(bomb)))
  } else if (name === 'zip-declared') {
    const zip = zipOf([
      { path: 'sections/big.liquid', deflated: deflatedSpaces(60), claimedSize: 60 * 1024 * 1024 },
    ])
    await timed(() => refusal(importZip(zip)))
  } else if (name === 'zip-entries') {
    // Made by the parent (making it here would count its memory): the case reads it as uploaded.
    const zip = new Uint8Array(readFileSync(manyEntriesPath()))
    await timed(() => refusal(importZip(zip)))
  } else if (name !== 'idle') {
    const theme = composeTheme({ prompt: 'A trendy shoe store called Stride', pageType: 'homepage' })
    const index = JSON.parse(theme.files['templates/index.json']!) as {
      sections: Record<string, { type: string }>
      order: string[]
    }
    const path = `sections/${index.sections[index.order[0]!]!.type}.liquid`
    const hostile = {
      'render-bomb': MEMORY_BOMB,
      'render-sort': SLOW_SORT,
      'render-range': HUGE_RANGE,
      'render-print': PRINTED_BOMBS['printing a string 256 times'],
    }[name as string]
    const files = hostile
      ? {
          ...theme.files,
          'sections/hostile.liquid': sectionOf(hostile),
          'templates/index.json': repeatedSection('hostile', name === 'render-bomb' ? 6 : 1),
        }
      : name.endsWith('huge')
        ? { ...theme.files, [path]: hugeSection(10.5) }
        : name.endsWith('many')
          ? {
              ...theme.files,
              'templates/index.json': repeatedSection(index.sections[index.order[0]!]!.type, 5000),
            }
          : theme.files
    if (name.startsWith('render')) {
      await timed(async () => {
        const { errors } = await renderTheme(files)
        return errors.length === 0 ? 'rendered' : `rendered; ${errors[0]!.message}`
      })
    } else {
      // Theme Check loads Shopify's docs and JSON schemas, and parses the composed theme, once
      // per process (as a warm Convex action does): the case is the check that follows.
      await validateTheme(theme.files)
      await timed(async () => {
        const errors = (await validateTheme(files)).filter((offense) => offense.severity === 'error')
        return errors.length === 0 ? 'no errors' : `${errors[0]!.check}: ${errors[0]!.message}`
      })
    }
  }
  const result: Result = { ms, maxRss: process.resourceUsage().maxRSS * 1024, outcome }
  process.stdout.write(JSON.stringify(result))
}

// Resolved from the working directory: the case runs from a bundle in another folder.
const manyEntriesPath = () => resolve('node_modules/.cache/vitrine-bench/many-entries.zip')

/** A ZIP of `count` empty snippets, written by hand (jszip takes long to write one this large). */
async function writeManyEntries(count: number): Promise<void> {
  const { zipOf } = await import('../tests/support/hostile')
  const empty = new Uint8Array([3, 0]) // an empty DEFLATE stream
  const entries = Array.from({ length: count }, (_, i) => ({
    path: `snippets/s${i}.liquid`,
    deflated: empty,
    claimedSize: 0,
  }))
  writeFileSync(manyEntriesPath(), zipOf(entries))
}

/** A JSON template naming one section type `count` times. */
function repeatedSection(type: string, count: number): string {
  const keys = Array.from({ length: count }, (_, i) => `s${i}`)
  return JSON.stringify({ sections: Object.fromEntries(keys.map((key) => [key, { type }])), order: keys })
}

function measure(script: string, name: Case): Result {
  const out = execFileSync(process.execPath, [script, '--case', name], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  return JSON.parse(out.trim().split('\n').at(-1)!) as Result
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

if (process.argv[2] === '--case') {
  await runCase(process.argv[3] as Case)
} else if (process.argv[2] === '--write-many-entries') {
  await writeManyEntries(400_000)
} else {
  const script = await bundleForNode(import.meta.url, 'hostile')
  // In a process of its own: Linux carries a parent's peak RSS into the children it starts.
  execFileSync(process.execPath, [script, '--write-many-entries'], { stdio: 'ignore' })
  const idle = measure(script, 'idle').maxRss
  console.log(
    `\nVitrine and hostile input (issue #13): the engine bundled by esbuild, a fresh Node ${process.version} process per case`,
  )
  console.log(
    `${'case'.padEnd(52)} ${'time'.padStart(8)} ${'peak RSS'.padStart(10)} ${'above idle'.padStart(11)}`,
  )
  console.log(`${CASES.idle.padEnd(52)} ${''.padStart(8)} ${mb(idle).padStart(10)}`)
  for (const name of Object.keys(CASES).filter((c) => c !== 'idle') as Case[]) {
    const { ms, maxRss, outcome } = measure(script, name)
    console.log(
      `${CASES[name].padEnd(52)} ${`${(ms / 1000).toFixed(2)} s`.padStart(8)} ${mb(maxRss).padStart(10)} ${mb(maxRss - idle).padStart(11)}`,
    )
    console.log(`  ${outcome.length > 150 ? `${outcome.slice(0, 150)}…` : outcome}`)
  }
  console.log('Targets for the hostile cases: under 2 s and under 150 MB above idle each.')
  // The editor's side: the same sections in its render worker, in Chromium (worker-hostile.ts).
  const { measureWorker } = (await import(
    /* a path esbuild does not follow: the case bundle needs no browser */ `${'./worker-hostile'}.ts`
  )) as typeof import('./worker-hostile')
  console.log(`\nThe same in the editor's render worker (Chromium, a fresh worker per case)`)
  console.log(`${'case'.padEnd(52)} ${'time'.padStart(8)} ${'renderer peak above before'.padStart(27)}`)
  for (const { label, ms, peakAboveBefore, outcome } of await measureWorker()) {
    console.log(
      `${label.padEnd(52)} ${`${(ms / 1000).toFixed(2)} s`.padStart(8)} ${mb(peakAboveBefore).padStart(27)}`,
    )
    console.log(`  ${outcome.length > 150 ? `${outcome.slice(0, 150)}…` : outcome}`)
  }
  console.log('Targets: under 2 s and under 150 MB each.')
}
