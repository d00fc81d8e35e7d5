// npm run eval:preview -- <theme folder or ZIP>...
// Renders each theme's home, product, collection, cart and search pages and runs them in Chromium
// as the editor shows them, then prints per page: the warm render time, console errors, failed
// requests, broken colour values (and the empty ones that are the theme's own), and custom elements
// left undefined. It reports; it exits 1 only when a page cannot be rendered or opened at all.
import { readThemeInput } from '../src/cli/files'
import { fontsourceFiles } from '../src/cli/fonts'
import { listTemplates, renderThemeSync } from '../src/engine/preview'
import { launchBrowser } from '../tests/e2e/support/app'
import { probePreview } from './preview-probe'

const PAGES = ['index', 'product', 'collection', 'cart', 'search']

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function main(): Promise<number> {
  const inputs = process.argv.slice(2)
  if (inputs.length === 0) {
    console.error('Usage: npm run eval:preview -- <theme folder or ZIP>...')
    return 2
  }
  const browser = await launchBrowser()
  const rows: string[][] = [
    [
      'theme',
      'page',
      'render warm',
      'console errors',
      'failed requests',
      'broken colours',
      "theme's own",
      'undefined elements',
    ],
  ]
  let failed = false
  try {
    for (const input of inputs) {
      const files = await readThemeInput(input, input)
      const name = input.split('/').filter(Boolean).pop() ?? input
      const fonts = fontsourceFiles()
      for (const template of PAGES.filter((t) => listTemplates(files).includes(t))) {
        const first = renderThemeSync(files, { template, fonts })
        const times: number[] = []
        for (let i = 0; i < 10; i++) {
          const start = performance.now()
          renderThemeSync(files, { template, fonts })
          times.push(performance.now() - start)
        }
        const seen = await probePreview(browser, first.html, files)
        if (first.errors.length > 0) failed = true
        rows.push([
          name,
          template,
          `${median(times).toFixed(0)} ms`,
          String(seen.consoleErrors.length),
          String(seen.failedRequests.length),
          String(seen.brokenCss.length),
          String(seen.themeOwnCss.length),
          seen.undefinedElements.length === 0 ? '0' : seen.undefinedElements.join(' '),
        ])
        for (const line of [...seen.consoleErrors, ...seen.failedRequests, ...seen.brokenCss])
          console.log(`  ${name} ${template}: ${line}`)
      }
    }
  } finally {
    await browser.close()
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  console.log(`\nPreview fidelity (Node ${process.version})\n`)
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '))
  return failed ? 1 : 0
}

process.exitCode = await main()
