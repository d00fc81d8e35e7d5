// The hostile sections of issue #25 in the editor's render worker, as a merchant's browser runs
// them: src/features/editor/render-worker.ts bundled by esbuild for the browser, started in
// Debian's Chromium from a page on loopback, sent each case's theme as the editor sends it. The
// time is from the request to the worker's answer; the memory is the peak resident size of the
// page's renderer process (where a dedicated worker runs) above what it held just before, read
// from /proc every 10 ms.
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { launchBrowser } from '../tests/e2e/support/app'
import { composeTheme } from '../src/engine/compose'
import { HUGE_RANGE, MEMORY_BOMB, PRINTED_BOMBS, SLOW_SORT, sectionOf } from '../tests/support/hostile'

export interface WorkerFigure {
  label: string
  ms: number
  peakAboveBefore: number
  outcome: string
}

function rendererPids(): Set<number> {
  const pids = new Set<number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
      if (cmdline.includes('--type=renderer')) pids.add(Number(entry))
    } catch {
      // ended meanwhile
    }
  }
  return pids
}

function rss(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

async function workerBundle(): Promise<string> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../src/features/editor/render-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'error',
  })
  return result.outputFiles[0]!.text
}

function themeWith(body: string | undefined, count: number): Record<string, string> {
  const theme = composeTheme({ prompt: 'A trendy shoe store called Stride', pageType: 'homepage' }).files
  if (body === undefined) return theme
  const keys = Array.from({ length: count }, (_, i) => `s${i}`)
  return {
    ...theme,
    'sections/hostile.liquid': sectionOf(body),
    'templates/index.json': JSON.stringify({
      sections: Object.fromEntries(keys.map((key) => [key, { type: 'hostile' }])),
      order: keys,
    }),
  }
}

export async function measureWorker(): Promise<WorkerFigure[]> {
  const code = await workerBundle()
  const server = createServer((req, res) => {
    if (req.url === '/worker.js') {
      res.setHeader('content-type', 'text/javascript')
      return void res.end(code)
    }
    res.setHeader('content-type', 'text/html')
    res.end('<!doctype html><title>worker bench</title>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  const before = rendererPids()
  const browser = await launchBrowser()
  const figures: WorkerFigure[] = []
  try {
    const cases: [string, string | undefined, number][] = [
      ['composed theme (reference)', undefined, 0],
      ['six 150-byte memory-bomb sections', MEMORY_BOMB, 6],
      ['a section sorting 2 million items', SLOW_SORT, 1],
      ['a section looping a 49-million range', HUGE_RANGE, 1],
      ['a section printing a 1 MB string 256 times', PRINTED_BOMBS['printing a string 256 times'], 1],
    ]
    for (const [label, body, count] of cases) {
      // A fresh page and worker per case, warmed on the composed theme first (as the editor's
      // worker is by the time a merchant imports a theme).
      const page = await browser.newPage()
      await page.goto(url)
      await page.evaluate(`
        window.worker = new Worker('/worker.js', { type: 'module' });
        window.renderOnce = (seq, files) => new Promise((resolve) => {
          window.worker.onmessage = (event) => resolve(event.data);
          window.worker.postMessage({ type: 'render', seq, files: { id: seq, files }, template: 'index', editable: true, faces: [] });
        });
      `)
      await page.evaluate(`window.renderOnce(1, ${JSON.stringify(themeWith(undefined, 0))})`)
      const ours = [...rendererPids()].filter((pid) => !before.has(pid))
      const start = Math.max(...ours.map(rss))
      let peak = start
      const poll = setInterval(() => (peak = Math.max(peak, ...ours.map(rss))), 10)
      const began = performance.now()
      const reply = (await page.evaluate(
        `window.renderOnce(2, ${JSON.stringify(themeWith(body, count))})`,
      )) as {
        type: string
        errors?: { message: string }[]
        message?: string
      }
      const ms = performance.now() - began
      clearInterval(poll)
      peak = Math.max(peak, ...ours.map(rss))
      const outcome =
        reply.type === 'failed'
          ? `failed: ${reply.message}`
          : reply.errors?.length
            ? `rendered; ${reply.errors[0]!.message}`
            : 'rendered'
      figures.push({ label, ms, peakAboveBefore: peak - start, outcome })
      await page.close()
    }
  } finally {
    await browser.close()
    server.close()
  }
  return figures
}
