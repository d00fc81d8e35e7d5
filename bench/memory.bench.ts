// npm run bench (memory part): the peak memory of a generation job's and a refinement job's
// engine work (compose or refine, Theme Check, the page preview), each in a fresh Node process as
// a "use node" action runs, for a composed theme and a Dawn-sized one. Convex gives a Node action
// 512 MiB and a default-runtime action 64 MiB; convex/engine.ts runs in the Node runtime.
// Prints peak RSS and the part above an idle process with the engine loaded; never fails on them.
import { execFileSync } from 'node:child_process'
import { bundleForNode } from './node-bundle'

type Case = 'idle' | 'generate-composed' | 'refine-composed' | 'refine-dawn'
const HEAP_STEPS_MB = [32, 48, 64, 96, 128, 192, 256]

async function runCase(name: Case): Promise<void> {
  const { generateTheme, refineTheme, mergeRefinement } = await import('../src/engine/ai')
  const { validateTheme } = await import('../src/engine/validate')
  const { renderTheme } = await import('../src/engine/preview')
  const { composeTheme } = await import('../src/engine/compose')
  const { syntheticDawn } = await import('./synthetic-theme')
  const check = async (files: Record<string, string>) => {
    await validateTheme(files)
    await renderTheme(files, { template: 'index' })
  }
  if (name === 'generate-composed') {
    const result = await generateTheme({ prompt: 'A trendy shoe store called Stride', pageType: 'homepage' })
    if (!result.generated) throw new Error(result.error)
    await check(result.generated.files)
  } else if (name !== 'idle') {
    const composed = composeTheme({ prompt: 'A trendy shoe store called Stride', pageType: 'homepage' })
    const theme = name === 'refine-dawn' ? { ...composed, files: syntheticDawn(composed) } : composed
    const result = await refineTheme(theme, { kind: 'colors' })
    if (!result.generated) throw new Error(result.error)
    const merged = mergeRefinement(theme, result.generated.files, result.generated.explanation, 'quick')
    await check(merged.files)
  }
  process.stdout.write(JSON.stringify({ maxRss: process.resourceUsage().maxRSS * 1024 }))
}

function measure(script: string, name: Case, heapMb?: number): number {
  const flags = heapMb === undefined ? [] : [`--max-old-space-size=${heapMb}`]
  const out = execFileSync(process.execPath, [...flags, script, '--case', name], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  return (JSON.parse(out.trim().split('\n').at(-1)!) as { maxRss: number }).maxRss
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

if (process.argv[2] === '--case') {
  await runCase(process.argv[3] as Case)
} else {
  const runs = Math.max(1, Math.round(Number(process.env.BENCH_RUNS ?? 1) || 1))
  const script = await bundleForNode(import.meta.url, 'memory')
  const peak = (name: Case) => Math.max(...Array.from({ length: runs }, () => measure(script, name)))
  const idle = peak('idle')
  console.log(
    `\nVitrine job memory (the engine bundled by esbuild, a fresh Node ${process.version} process per job)`,
  )
  /** The smallest V8 heap (old space) the job completes in: what it needs, not what it takes. */
  const smallestHeap = (name: Case) => {
    for (const heapMb of HEAP_STEPS_MB) {
      try {
        measure(script, name, heapMb)
        return `${heapMb} MB`
      } catch {
        // out of memory at this size: try the next
      }
    }
    return `> ${HEAP_STEPS_MB.at(-1)} MB`
  }
  console.log('job                                           peak RSS   above idle   completes in a heap of')
  console.log(`${'idle (engine imported, nothing run)'.padEnd(45)} ${mb(idle).padStart(9)}`)
  for (const [label, name] of [
    ['generate, composed theme', 'generate-composed'],
    ['refine colors, composed theme', 'refine-composed'],
    ['refine colors, Dawn-sized theme (~1.5 MB)', 'refine-dawn'],
  ] as const) {
    const value = peak(name)
    console.log(
      `${label.padEnd(45)} ${mb(value).padStart(9)} ${mb(value - idle).padStart(11)}   ${smallestHeap(name)}`,
    )
  }
  console.log('Convex: a "use node" action has 512 MiB; a default-runtime action 64 MiB.')
}
