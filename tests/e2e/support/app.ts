// Starts Vitrine as a newcomer would (`npm run dev`: Vite with the local backend), on a free
// port with a fresh data directory, and drives it with Chromium (support/browser.ts finds it)
// through playwright-core.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core'
import { installedBrowser, nodeHost } from './browser'

export const ROOT = resolve(import.meta.dirname, '../../..')
export const SCREENSHOTS = join(ROOT, 'tests/e2e/screenshots')

/**
 * The browser to drive: in a test run, the one support/browser-setup.ts found or installed (it
 * sets CHROME_PATH once per run); elsewhere (the benches), one already on this machine, or an
 * error whose message says what to run.
 */
export function chromePath(): string {
  return installedBrowser(nodeHost())
}

async function freePort(): Promise<number> {
  return await new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** What marks Vite's page for a request made while the app's bundle is still being built. */
const BUNDLING_PAGE = '__vite_is_fallback_page__'

export interface RunningApp {
  url: string
  dataDir: string
  /** The dev server's output so far (its last 8 KB). */
  log(): string
  stop(): Promise<void>
}

// What is running right now, so that a failed walk can say where the browser was.
const runningApps = new Set<RunningApp>()
const openBrowsers = new Set<Browser>()
// Per watched page: its navigations and console lines, in order.
const trails = new WeakMap<Page, string[]>()

export interface AppOptions {
  /**
   * Server-side environment for this app (the functions read the dev server's process.env),
   * given the app's own address, e.g. to point Stripe and Shopify at loopback fakes.
   */
  env?: (url: string) => Record<string, string>
  /** Where the local data goes (a fresh folder under the system's temporary one by default). */
  dataDir?: string
}

/**
 * `vite` in local mode: no VITE_CONVEX_URL, a data directory of its own, and no Stripe, Shopify
 * or OpenAI settings from the outside environment unless `options.env` gives them.
 */
export async function startApp(options: AppOptions = {}): Promise<RunningApp> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'vitrine-e2e-')))
  const env: NodeJS.ProcessEnv = { ...process.env, VITRINE_DATA_DIR: dataDir, BROWSER: 'none' }
  for (const name of Object.keys(env)) {
    if (/^(VITE_CONVEX|OPENAI_|STRIPE_|SHOPIFY_)/.test(name)) delete env[name]
  }
  Object.assign(env, options.env?.(url) ?? {})
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // Started when the local backend answers and the app's page is the app: in full-bundle mode
  // (vite.config.ts), the page is Vite's "Bundling in progress" until the first build is done.
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The dev server exited:\n${output}`)
    try {
      const session = await fetch(`${url}/api/local/auth/session`)
      if (session.ok && !(await (await fetch(url)).text()).includes(BUNDLING_PAGE)) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The dev server did not start in 60 s:\n${output}`)
    await new Promise((wait) => setTimeout(wait, 250))
  }
  const running: RunningApp = {
    url,
    dataDir,
    log: () => output.slice(-8192),
    async stop() {
      runningApps.delete(running)
      child.kill('SIGTERM')
      await new Promise((done) => (child.exitCode !== null ? done(undefined) : child.once('exit', done)))
      await rm(dataDir, { recursive: true, force: true })
    },
  }
  runningApps.add(running)
  return running
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromePath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  openBrowsers.add(browser)
  browser.on('disconnected', () => openBrowsers.delete(browser))
  return browser
}

/**
 * A page that records what a person would call broken: console errors and failed requests to
 * the app's own origin.
 */
export interface WatchedPage {
  page: Page
  problems: string[]
}

export async function watchedPage(context: BrowserContext, origin: string): Promise<WatchedPage> {
  return watch(await context.newPage(), origin)
}

/** Watches a page the app opened itself (a tab from window.open, say) the same way. */
export function watch(page: Page, origin: string): WatchedPage {
  const problems: string[] = []
  const started = Date.now()
  const trail: string[] = []
  trails.set(page, trail)
  page.on('framenavigated', (frame) => {
    const where = frame === page.mainFrame() ? 'page' : `frame ${frame.name() || '(unnamed)'}`
    trail.push(`+${Date.now() - started} ms ${where} at ${withoutSecrets(frame.url())}`)
  })
  page.on('console', (message) => {
    trail.push(`+${Date.now() - started} ms console.${message.type()}: ${message.text().slice(0, 300)}`)
    if (message.type() === 'error') problems.push(`console error on ${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`))
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? ''
    // Leaving a page aborts its requests and cuts its live-update stream; neither is a failure.
    const leftBehind = failure.includes('ERR_ABORTED') || request.url().endsWith('/api/local/events')
    if (request.url().startsWith(origin) && !leftBehind) {
      problems.push(`request failed: ${request.method()} ${request.url()} ${failure}`)
    }
  })
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 500) {
      problems.push(`HTTP ${response.status()} for ${response.url()}`)
    }
  })
  return { page, problems }
}

/** Saves the current screen at desktop width and at 390 px. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true })
  const size = page.viewportSize() ?? { width: 1280, height: 800 }
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-desktop.png`), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.waitForTimeout(150)
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-mobile.png`), fullPage: true })
  // No screen is wider than the phone: a page that scrolls sideways at 390 px is broken there.
  const phoneWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  await page.setViewportSize(size)
  if (phoneWidth > 390) throw new Error(`${name} is ${phoneWidth} px wide on a 390 px phone`)
  // Let every frame lay out at the restored size before the walk goes on. A click into a
  // cross-site frame (the app inside the admin) right after a resize can otherwise be dispatched
  // where the frame used to be, and never reach it.
  for (const frame of page.frames()) {
    // A frame that may run no script (a thumbnail) has nothing to wait for, and a script sent
    // there would never answer (and Chromium logs it as blocked).
    const element = frame === page.mainFrame() ? null : await frame.frameElement().catch(() => null)
    const sandbox = element ? await element.getAttribute('sandbox') : null
    if (sandbox !== null && !sandbox.split(/\s+/).includes('allow-scripts')) continue
    await frame
      .evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
      .catch(() => undefined)
  }
}

export interface Session {
  app: RunningApp
  browser: Browser
  context: BrowserContext
  tab: WatchedPage
  close(): Promise<void>
}

/** A running app and a watched browser tab on it, for one test file. */
export async function openSession(
  viewport: { width: number; height: number },
  options: AppOptions = {},
): Promise<Session> {
  const app = await startApp(options)
  const browser = await launchBrowser()
  const context = await browser.newContext({ viewport, acceptDownloads: true })
  const tab = await watchedPage(context, app.url)
  return {
    app,
    browser,
    context,
    tab,
    async close() {
      await browser.close()
      await app.stop()
    },
  }
}

/** An address with its tokens, codes and signatures blanked: logs are read by people. */
function withoutSecrets(url: string): string {
  return url.replace(/([?&](?:id_token|session|code|hmac|state|token)=)[^&#]*/g, '$1…')
}

/** A frame's text, its lines of words only, cut to `max` characters. */
async function frameText(frame: Frame, max: number): Promise<string[]> {
  const text = await frame
    .evaluate(() => document.body?.innerText ?? '')
    .catch((error: unknown) => `(unreadable: ${String(error)})`)
  return text
    .slice(0, max)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `    | ${line}`)
}

/**
 * The tail of each dev server's output, then where every open browser is: the navigations of
 * watched pages, what the page says in its alerts and status lines, and what its frames show.
 * Printed when a walk fails, so a failure on CI can be read from its log. CI keeps only the end
 * of that log: the pages come last, short, and the server's warnings about the engine's
 * imports (printed at every start) are left out.
 */
export async function describeWhatIsOpen(): Promise<string> {
  const lines: string[] = []
  for (const app of runningApps) {
    lines.push(`— dev server ${app.url}, last output:`)
    const output = app
      .log()
      .split('\n')
      .filter(
        (line) =>
          line.trim() &&
          !/without a file extension|NATIVE_IGNORE_WARNING|configLoader|directory index/.test(line),
      )
    lines.push(...output.slice(-12).map((line) => `    | ${line}`))
  }
  for (const browser of openBrowsers) {
    for (const [c, context] of browser.contexts().entries()) {
      for (const [p, page] of context.pages().entries()) {
        lines.push(`— context ${c}, page ${p}: ${withoutSecrets(page.url())}`)
        for (const step of (trails.get(page) ?? []).slice(-6)) lines.push(`  ${step}`)
        const said = await page
          .locator('[role="alert"], [role="status"]')
          .allInnerTexts()
          .catch(() => [])
        for (const text of said.filter((t) => t.trim()))
          lines.push(`  says: ${text.replace(/\s+/g, ' ').slice(0, 200)}`)
        for (const frame of page.frames()) {
          const main = frame === page.mainFrame()
          lines.push(`  frame ${main ? '(page)' : withoutSecrets(frame.url()).slice(0, 80)}`)
          lines.push(...(await frameText(frame, main ? 600 : 400)))
        }
      }
    }
  }
  return lines.join('\n')
}
