// npm run bench (last part): prompt -> preview visible, as a merchant sees it. `npm run dev` in
// local mode (Vite, the local backend, the composer) on a fresh data directory, driven by
// Debian's Chromium at 1440 px. Each run types a new store's description in the editor and
// clicks Generate Shopify Theme; the figure is from that click to the first painted frame of a
// preview document that shows the new store's name (the frame reports it two animation frames
// after its DOMContentLoaded, or later when the probe is added late). Then how long until the
// job has checked and saved it (the editor then empties the prompt box). Each merchant's first
// prompt in a new tab is printed apart. Then the newcomer's path (tests/e2e/support/newcomer.ts):
// landing prompt -> sign up -> "Continue to your design" -> the preview shows the named store, on
// fresh servers, their first merchant included: typed a key at a time as a fast typist types, then
// with every field filled at once (the most a newcomer waits). Prints medians; never fails on them.
import type { Page } from 'playwright-core'
import { chromePath, launchBrowser, startApp } from '../tests/e2e/support/app'
import { FRAME_PAINTED, newcomers, TYPING_MS_PER_KEY, type NewcomerRun } from '../tests/e2e/support/newcomer'

const MERCHANTS = 3
const RUNS_EACH = 4 // after the first: 5 generations, a new account's 5 credits
const NEWCOMER_SERVERS = 3
const NEWCOMERS_EACH = 2

// In every document: the editor records when Generate Shopify Theme is clicked; a preview frame
// tells its parent when it has painted, with the text it shows.
const PROBE = `
  if (window === window.top) {
    window.__bench = { clickedAt: 0, frames: [] };
    document.addEventListener('click', function (event) {
      var button = event.target && event.target.closest && event.target.closest('button');
      if (button && /Generate Shopify Theme/.test(button.textContent || '')) window.__bench.clickedAt = Date.now();
    }, true);
    window.addEventListener('message', function (event) {
      if (event.data && event.data.type === 'bench-painted') window.__bench.frames.push(event.data);
    });
  } else {
    ${FRAME_PAINTED}
  }
`

interface Run {
  visibleMs: number
  savedMs: number
}

async function generate(page: Page, name: string): Promise<Run> {
  await page
    .getByLabel(/Start over with a new description|Your store/)
    .fill(`A cosy candle shop called ${name}`)
  await page.evaluate('window.__bench.frames = []; window.__bench.clickedAt = 0')
  await page.getByRole('button', { name: 'Generate Shopify Theme' }).click()
  const shown = await page.waitForFunction(
    `(() => { const b = window.__bench; const f = b.clickedAt && b.frames.find((f) => f.text.includes(${JSON.stringify(name)})); return f ? f.at - b.clickedAt : 0 })()`,
    undefined,
    { timeout: 60_000, polling: 50 },
  )
  const visibleMs = (await shown.jsonValue()) as number
  // The job has ended when the editor empties the prompt box.
  await page.waitForFunction(
    `!document.querySelector('textarea') || document.querySelector('textarea').value === ''`,
    undefined,
    { timeout: 60_000, polling: 50 },
  )
  const savedMs = Date.now() - ((await page.evaluate('window.__bench.clickedAt')) as number)
  return { visibleMs, savedMs }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const range = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)} ms`

async function main() {
  try {
    chromePath()
  } catch (error) {
    console.log(`\nprompt -> preview visible (browser): not measured. ${(error as Error).message}`)
    return
  }
  const app = await startApp()
  const browser = await launchBrowser()
  const runs: Run[] = []
  const firsts: Run[] = []
  try {
    for (let m = 0; m < MERCHANTS; m++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      await context.addInitScript(PROBE)
      const page = await context.newPage()
      await page.goto(`${app.url}/auth`)
      await page.getByLabel('Email').fill(`bench${m}@example.com`)
      await page.getByLabel('Password').fill('open-sesame')
      await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'))
      await page.goto(`${app.url}/editor`)
      await page.frameLocator('iframe[title="Theme preview"]').locator('body').waitFor()
      await page.getByTestId('editor-credits').waitFor()
      for (let i = 0; i <= RUNS_EACH; i++) {
        const run = await generate(page, `Shop ${m}${i} Lantern`)
        ;(i === 0 ? firsts : runs).push(run)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    await app.stop()
  }
  // The newcomer's path starts where they start: the landing page of a server just started. Once
  // as a (fast) person types, once with every field filled at once: the most a newcomer waits.
  const newcomerBrowser = await launchBrowser()
  let typed: NewcomerRun[] = []
  let filled: NewcomerRun[] = []
  try {
    typed = await newcomers(newcomerBrowser, NEWCOMER_SERVERS, NEWCOMERS_EACH, { typing: true })
    filled = await newcomers(newcomerBrowser, NEWCOMER_SERVERS, NEWCOMERS_EACH)
  } finally {
    await newcomerBrowser.close()
  }
  const visible = runs.map((run) => run.visibleMs)
  const saved = runs.map((run) => run.savedMs)
  console.log(`\nBrowser (npm run dev, local mode, Chromium at 1440 px; ${runs.length} runs)`)
  console.log(
    `  prompt -> preview visible: median ${median(visible)} ms (${range(visible)}); target under 1,000 ms`,
  )
  console.log(
    `  prompt -> checked and saved (the prompt box empties): median ${median(saved)} ms (${range(saved)})`,
  )
  printNewcomers(`typed at ${TYPING_MS_PER_KEY} ms a key`, typed)
  printNewcomers('every field filled at once, no pause', filled)
}

function printNewcomers(how: string, path: NewcomerRun[]) {
  const all = path.map((run) => run.visibleMs)
  const firstOnServer = path.filter((run) => run.first).map((run) => run.visibleMs)
  console.log(
    `\nNewcomer's path, ${how} (${NEWCOMER_SERVERS} fresh servers x ${NEWCOMERS_EACH} merchants; landing prompt -> sign up -> "Continue to your design" -> the named store painted)`,
  )
  console.log(`  all: median ${median(all)} ms (${range(all)}); target under 1,500 ms`)
  console.log(
    `  first merchant on a fresh server: median ${median(firstOnServer)} ms (${range(firstOnServer)})`,
  )
  console.log(
    `  starter theme painted on the way: ${path.filter((run) => run.sawStarter).length} of ${path.length}`,
  )
  // Before that click: the editor's code and the draft load meanwhile.
  const form = path.map((run) => run.formMs)
  const stepTwo = path.map((run) => run.stepTwoMs)
  console.log(`  "Generate My Store" -> sign-up form shown: median ${median(form)} ms (${range(form)})`)
  console.log(
    `  "Sign Up" -> "Continue to your design" shown: median ${median(stepTwo)} ms (${range(stepTwo)})`,
  )
}

await main()
