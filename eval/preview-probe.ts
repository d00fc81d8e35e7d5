// What a rendered preview does in a real browser, measured the way the editor shows it: the page
// in a frame sandboxed with allow-scripts only (an opaque origin, as in the app). It counts console
// errors and uncaught exceptions, requests that fail, CSS values left empty or broken (custom
// colour properties with no value, `rgb( / …)`, `[object Object]`), and custom elements the theme
// defines somewhere that are still undefined once the page has run.
import type { Browser } from 'playwright-core'
import type { ThemeFiles } from '../src/engine/theme'

export interface ProbeResult {
  consoleErrors: string[]
  failedRequests: string[]
  /** "property: value" of every empty or broken colour value */
  brokenCss: string[]
  /** custom elements the theme defines (or Shopify's own) left undefined */
  undefinedElements: string[]
  /** custom elements on the page that are defined */
  definedElements: number
}

/** Runs in the frame: a plain script (not a function), so no bundler helper leaks into it. */
const IN_FRAME = `(() => {
  const broken = [];
  const bad = (name, value) =>
    (name.startsWith('--') && /colou?r|rgb/i.test(name) && value === '') ||
    value.includes('[object') || /rgba?\\(\\s*[\\/,)]/.test(value);
  const walk = (rules) => {
    for (const rule of Array.from(rules)) {
      if (rule.cssRules) walk(rule.cssRules);
      const style = rule.style;
      if (!style) continue;
      for (let i = 0; i < style.length; i++) {
        const name = style.item(i);
        if (!name) continue;
        const value = style.getPropertyValue(name).trim();
        if (bad(name, value)) broken.push(name + ': ' + value);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try { walk(sheet.cssRules); } catch (e) {}
  }
  for (const el of Array.from(document.querySelectorAll('[style]'))) {
    const style = el.style;
    for (let i = 0; i < style.length; i++) {
      const name = style.item(i);
      const value = style.getPropertyValue(name).trim();
      if (bad(name, value)) broken.push(name + ': ' + value);
    }
  }
  const names = new Set(Array.from(document.querySelectorAll('*')).map((e) => e.localName).filter((n) => n.includes('-')));
  const defined = Array.from(names).filter((n) => customElements.get(n));
  const undefinedNames = Array.from(names).filter((n) => !customElements.get(n));
  return { broken, defined: defined.length, undefinedNames };
})()`

/** Custom element names the theme's own code defines: customElements.define('name', ...). */
export function themeDefinedElements(files: ThemeFiles): Set<string> {
  const names = new Set<string>()
  for (const [path, text] of Object.entries(files)) {
    if (!/\.(m?js|liquid)$/.test(path)) continue
    for (const m of text.matchAll(/customElements\.define\(\s*['"`]([a-z][\w-]*-[\w-]*)['"`]/g))
      names.add(m[1]!)
  }
  return names
}

/**
 * Loads one rendered page into a sandboxed frame and reports what went wrong. `settleMs` is how
 * long the page's scripts get to run (modules, fetches) before it is read.
 */
export async function probePreview(
  browser: Browser,
  html: string,
  files: ThemeFiles,
  options: { width?: number; height?: number; settleMs?: number; screenshot?: string } = {},
): Promise<ProbeResult> {
  const width = options.width ?? 1440
  const height = options.height ?? 900
  const page = await browser.newPage({ viewport: { width, height } })
  const consoleErrors: string[] = []
  const failedRequests: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text().slice(0, 300))
  })
  page.on('pageerror', (e) => consoleErrors.push(`uncaught: ${e.message.slice(0, 300)}`))
  page.on('requestfailed', (r) =>
    failedRequests.push(`${r.url().slice(0, 160)} (${r.failure()?.errorText ?? ''})`),
  )
  page.on('response', (r) => {
    if (r.status() >= 400) failedRequests.push(`${r.url().slice(0, 160)} (${r.status()})`)
  })
  try {
    await page.setContent(
      `<!doctype html><html><body style="margin:0"><iframe sandbox="allow-scripts" title="preview" ` +
        `style="width:${width}px;height:${height}px;border:0;display:block"></iframe></body></html>`,
    )
    await page.$eval('iframe', (frame, doc) => ((frame as HTMLIFrameElement).srcdoc = doc), html)
    await page.waitForFunction(() => document.querySelector('iframe')?.contentWindow !== null)
    await page.waitForTimeout(options.settleMs ?? 2000)
    const frame = page.frames()[1]
    if (!frame) throw new Error('the preview frame did not load')
    const seen = (await frame.evaluate(IN_FRAME)) as {
      broken: string[]
      defined: number
      undefinedNames: string[]
    }
    if (options.screenshot) await page.screenshot({ path: options.screenshot })
    const declared = themeDefinedElements(files)
    return {
      consoleErrors,
      failedRequests,
      brokenCss: [...new Set(seen.broken)],
      undefinedElements: seen.undefinedNames.filter((n) => declared.has(n) || n.startsWith('shopify-')),
      definedElements: seen.defined,
    }
  } finally {
    await page.close()
  }
}
