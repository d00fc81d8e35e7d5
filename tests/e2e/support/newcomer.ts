// The newcomer's path, as every merchant first takes it (issue 26): the landing page's prompt ->
// Generate My Store -> sign up -> "Continue to your design" -> the editor's preview shows the
// store they named. The figure is from the click on "Continue to your design" to the first
// painted frame of a preview document that shows the store's name (the frame reports it two
// animation frames after its DOMContentLoaded). Each server is fresh (`npm run dev` on a new data
// directory, as every newcomer in local mode starts it): its first merchant is the one who waits
// for the cold start; more follow on the same server. Also told: whether the starter theme
// (Stride, the shoe store) was painted on the way. The bench prints the figures; the browser
// suite walks it once at each width.
import type { Browser, Locator, Page } from 'playwright-core'
import { startApp, type RunningApp } from './app'

const CLICK = 'Continue to your design'

/**
 * For a preview frame's document: tells its parent when it has painted ("bench-painted"), with the
 * text it shows, two animation frames after its DOMContentLoaded. Playwright may add this script
 * to a new frame only once its document has been parsed: the figure is then a little later than
 * the paint, never earlier.
 */
export const FRAME_PAINTED = `
  var painted = function () {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        parent.postMessage({ type: 'bench-painted', at: Date.now(), text: document.body ? document.body.textContent : '' }, '*');
      });
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', painted);
  else painted();
`

// The click time is kept in sessionStorage: it survives the route change (and a reload).
const PROBE = `
  if (window === window.top) {
    window.__frames = [];
    document.addEventListener('click', function (event) {
      var button = event.target && event.target.closest && event.target.closest('button, a');
      if (button && (button.textContent || '').indexOf(${JSON.stringify(CLICK)}) !== -1) sessionStorage.setItem('bench-clicked', String(Date.now()));
    }, true);
    window.addEventListener('message', function (event) {
      if (event.data && event.data.type === 'bench-painted') window.__frames.push(event.data);
    });
  } else {
    ${FRAME_PAINTED}
  }
`

export interface NewcomerRun {
  /** click on "Continue to your design" -> the named store painted in the preview */
  visibleMs: number
  /** click on "Generate My Store" -> the sign-up form's Email field shown */
  formMs: number
  /** click on "Sign Up" -> "Continue to your design" shown */
  stepTwoMs: number
  /** the starter theme was painted in the preview before the merchant's store */
  sawStarter: boolean
  /** this merchant was the first on a freshly started server */
  first: boolean
}

/** A fast typist: 100 ms a key (120 words a minute). */
export const TYPING_MS_PER_KEY = 100

export interface NewcomerOptions {
  width?: number
  shown?: (page: Page, name: string) => Promise<void>
  /**
   * Types the prompt, email and password a key at a time, as a (fast) person does, instead of
   * filling them at once: what the page can get ready while they type, it does.
   */
  typing?: boolean
}

export async function newcomer(
  browser: Browser,
  app: RunningApp,
  index: number,
  options: NewcomerOptions = {},
): Promise<Omit<NewcomerRun, 'first'>> {
  const name = `Lantern ${index} Candles`
  const width = options.width ?? 1440
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } })
  try {
    await context.addInitScript(PROBE)
    const page = await context.newPage()
    await page.goto(app.url, { timeout: 120_000 })
    const enter = async (field: Locator, text: string) => {
      if (!options.typing) return await field.fill(text)
      await field.click()
      await field.pressSequentially(text, { delay: TYPING_MS_PER_KEY })
    }
    await enter(
      page.getByRole('textbox', { name: 'Describe your store' }),
      `A cosy candle shop called ${name}`,
    )
    // The waits before the click are timed too: they are the newcomer's as much as the last one.
    let started = Date.now()
    await page.getByRole('button', { name: 'Generate My Store' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/auth'))
    await page.getByLabel('Email').waitFor()
    const formMs = Date.now() - started
    await enter(page.getByLabel('Email'), `newcomer${index}-${Date.now()}@example.com`)
    await enter(page.getByLabel('Password'), 'open-sesame-42')
    started = Date.now()
    await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
    await page.getByRole('button', { name: CLICK }).waitFor()
    const stepTwoMs = Date.now() - started
    await page.getByRole('button', { name: CLICK }).click()
    const shown = await page.waitForFunction(
      `(() => { const at = Number(sessionStorage.getItem('bench-clicked')); const f = at && window.__frames.find((f) => f.text.includes(${JSON.stringify(name)})); return f ? f.at - at : 0 })()`,
      undefined,
      { timeout: 120_000, polling: 50 },
    )
    const visibleMs = (await shown.jsonValue()) as number
    const sawStarter = (await page.evaluate(
      `window.__frames.some((f) => f.text.includes('Stride') && !f.text.includes(${JSON.stringify(name)}))`,
    )) as boolean
    await options.shown?.(page, name)
    return { visibleMs, formMs, stepTwoMs, sawStarter }
  } finally {
    await context.close()
  }
}

/** `servers` fresh servers, `each` merchants on each, in turn. */
export async function newcomers(
  browser: Browser,
  servers: number,
  each: number,
  options: Pick<NewcomerOptions, 'typing'> = {},
): Promise<NewcomerRun[]> {
  const runs: NewcomerRun[] = []
  for (let s = 0; s < servers; s++) {
    const app = await startApp()
    try {
      for (let m = 0; m < each; m++) {
        const run = await newcomer(browser, app, s * 10 + m, options)
        runs.push({ ...run, first: m === 0 })
      }
    } finally {
      await app.stop()
    }
  }
  return runs
}
