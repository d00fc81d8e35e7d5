// npm run bench: medians and p95 of the theme engine's operations on this machine, for composed
// themes and a Dawn-sized theme, plus the size of the engine's browser bundle. It prints figures
// next to the targets; it never fails on them.
//
// BENCH_THEME_DIR=path (a theme folder or ZIP) benchmarks a real theme instead of the synthetic
// Dawn-sized one. BENCH_RUNS scales the number of runs (default 1 = the counts below).
import { readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { readThemeInput } from '../src/cli/files'
import { exportZip, importZip } from '../src/engine/archive'
import { composeTheme } from '../src/engine/compose'
import { renderTheme } from '../src/engine/preview'
import type { PageType, ThemeFiles } from '../src/engine/model'
import { validateTheme } from '../src/engine/validate'
import { liquidBytes, syntheticDawn } from './synthetic-theme'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SCALE = Math.max(0.1, Number(process.env.BENCH_RUNS ?? 1) || 1)
const runs = (n: number) => Math.max(1, Math.round(n * SCALE))

const PROMPTS: [string, PageType][] = [
  ['A trendy shoe store for urban runners', 'homepage'],
  ['Minimalist jewelry boutique with handmade silver rings', 'homepage'],
  ['Vintage clothing store with 70s denim and leather jackets', 'collection'],
  ['Organic coffee roastery with single-origin beans', 'product'],
]

interface Row {
  task: string
  theme: string
  runs: number
  median: number
  p95: number
  target?: number
}

const rows: Row[] = []

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? NaN
}

async function measure(task: string, theme: string, count: number, fn: () => unknown, target?: number) {
  await fn() // warm-up: JIT, lazy imports, docs caches
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const row = {
    task,
    theme,
    runs: count,
    median: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    target,
  }
  rows.push(row)
  process.stderr.write(`  ${task} (${theme}): ${row.median.toFixed(1)} ms\n`)
}

async function bundleSize(): Promise<string[]> {
  const modules = [
    'model/index',
    'archive/index',
    'validate/index',
    'edit/index',
    'compose/index',
    'preview/index',
    'ai/index',
  ]
  const present: string[] = []
  for (const name of modules) {
    const [folder, file] = name.includes('/') ? name.split('/') : ['', name]
    const entries = await readdir(`${ROOT}/src/engine/${folder}`).catch(() => [] as string[])
    if (entries.includes(`${file}.ts`)) present.push(name)
  }
  const contents = present.map(
    (name) => `export * as ${name.replace(/\/index$/, '')} from './src/engine/${name}'`,
  )
  try {
    const result = await build({
      stdin: { contents: contents.join('\n'), resolveDir: ROOT, loader: 'ts' },
      bundle: true,
      platform: 'browser',
      format: 'esm',
      target: 'es2022',
      minify: true,
      splitting: true,
      outdir: `${ROOT}/tmp/bench-bundle`,
      write: false,
      logLevel: 'silent',
    })
    const sizes = result.outputFiles.map((f) => ({
      entry: f.path.endsWith('stdin.js'),
      raw: f.contents.length,
      gz: gzipSync(f.contents).length,
    }))
    const entry = sizes.filter((s) => s.entry)
    const lazy = sizes.filter((s) => !s.entry)
    const sum = (list: typeof sizes, key: 'raw' | 'gz') => list.reduce((total, s) => total + s[key], 0)
    return [
      `engine modules: ${present.join(', ')}`,
      `entry bundle:   ${kb(sum(entry, 'raw'))} raw, ${kb(sum(entry, 'gz'))} gzip`,
      `lazy chunks:    ${kb(sum(lazy, 'raw'))} raw, ${kb(sum(lazy, 'gz'))} gzip (${lazy.length} chunks, mostly Theme Check's Liquid docs)`,
      `total:          ${kb(sum(sizes, 'raw'))} raw, ${kb(sum(sizes, 'gz'))} gzip`,
    ]
  } catch (error) {
    // esbuild names the Node-only module that reached the engine's import graph.
    return [`browser bundle FAILED: ${(error as Error).message}`]
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function table(): string {
  const head = ['task', 'theme', 'runs', 'median ms', 'p95 ms', 'target']
  const body = rows.map((r) => [
    r.task,
    r.theme,
    String(r.runs),
    r.median.toFixed(1),
    r.p95.toFixed(1),
    r.target === undefined ? '' : `< ${r.target} ms ${r.median < r.target ? 'ok' : 'OVER'}`,
  ])
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((line) => line[i]!.length)))
  const line = (cells: string[]) =>
    cells.map((c, i) => (i >= 2 && i <= 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ')
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n')
}

async function main() {
  process.stderr.write('Measuring...\n')
  for (const [prompt, pageType] of PROMPTS) {
    await measure(
      'compose',
      `"${prompt.slice(0, 28)}…"`,
      runs(50),
      () => composeTheme({ prompt, pageType }),
      20,
    )
  }

  const composed = composeTheme({ prompt: PROMPTS[0]![0], pageType: 'homepage' })
  let bigName: string
  let big: ThemeFiles
  const given = process.env.BENCH_THEME_DIR
  if (given) {
    big = await readThemeInput(given)
    bigName = 'given'
  } else {
    big = syntheticDawn(composed)
    bigName = 'dawn-sized'
  }

  const themes: [string, ThemeFiles][] = [
    ['composed', composed.files],
    [bigName, big],
  ]
  for (const [name, files] of themes) {
    for (const template of ['index', 'product', 'collection']) {
      await measure(`render ${template}`, name, runs(20), () => renderTheme(files, { template }), 50)
    }
  }
  for (const [name, files] of themes) {
    // A first check: every file, the graph built anew (a check again reuses what still holds).
    await measure(
      'validate',
      name,
      runs(name === 'composed' ? 10 : 5),
      () => validateTheme(files, { reuse: false }),
      2000,
    )
  }
  for (const [name, files] of themes) {
    // Theme Check after an edit of the largest section, against the check of the theme before it.
    const [path] = Object.keys(files)
      .filter((file) => file.startsWith('sections/') && file.endsWith('.liquid'))
      .sort((a, b) => files[b]!.length - files[a]!.length)
    if (path === undefined) continue
    let edits = 0
    await validateTheme(files)
    await measure(
      're-check one edited file',
      name,
      runs(10),
      () => validateTheme({ ...files, [path]: `${files[path]}\n<!-- edit ${++edits} -->\n` }),
      200,
    )
  }
  for (const [name, files] of themes) {
    const { data } = await exportZip(files)
    await measure('zip', name, runs(20), () => exportZip(files), 100)
    await measure('unzip', name, runs(20), () => importZip(data), 100)
  }

  const describeTheme = (files: ThemeFiles) => {
    const parts = Object.keys(files).filter((p) => /^(sections|snippets)\//.test(p)).length
    return `${Object.keys(files).length} files, ${parts} sections+snippets, ${kb(liquidBytes(files))} of Liquid`
  }
  const bundle = await bundleSize()

  console.log(
    `\nVitrine engine benchmark (Node ${process.version}, ${(await import('node:os')).cpus().length} cores)`,
  )
  console.log(`composed theme:  ${describeTheme(composed.files)}`)
  console.log(
    given
      ? `given theme:     ${given}: ${describeTheme(big)}`
      : `dawn-sized theme: SYNTHETIC (no real third-party theme can be committed; set BENCH_THEME_DIR to use one):\n                 the composed theme's sections and snippets copied and enlarged: ${describeTheme(big)}`,
  )
  console.log(`\n${table()}\n`)
  console.log('Browser bundle of src/engine (esbuild, minified, platform=browser):')
  for (const line of bundle) console.log(`  ${line}`)
}

await main()
