// What a rendered preview does in a real browser, measured the way the editor shows it: the page
// in a frame sandboxed with allow-scripts only (an opaque origin, as in the app). It counts console
// errors and uncaught exceptions, requests that fail, CSS values left empty or broken (custom
// colour properties with no value, `rgb( / …)`, `[object Object]`), and custom elements the theme
// defines somewhere that are still undefined once the page has run.
import type { Browser } from 'playwright-core'
import type { ThemeFiles } from '../src/engine/model'

export interface ProbeResult {
  consoleErrors: string[]
  failedRequests: string[]
  /** "property: value" of every empty or broken colour value the preview is to blame for */
  brokenCss: string[]
  /**
   * Empty values the theme itself prints empty on Shopify too: its Liquid sets the property from
   * a setting its settings_schema does not declare (Horizon's `settings.drawer_shadow_color`).
   */
  themeOwnCss: string[]
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

/** The ids of the theme settings its settings_schema declares. */
function declaredSettings(files: ThemeFiles): Set<string> {
  const ids = new Set<string>()
  try {
    const schema = JSON.parse(files['config/settings_schema.json'] ?? '[]') as {
      settings?: { id?: string }[]
    }[]
    for (const group of schema)
      for (const setting of group.settings ?? []) if (setting.id) ids.add(setting.id)
  } catch {
    // an unreadable schema declares nothing
  }
  return ids
}

/**
 * Is an empty custom property the theme's own doing: every line of its Liquid that sets the
 * property prints a theme setting the schema does not declare?
 */
export function emptyByTheme(files: ThemeFiles, property: string): boolean {
  if (!property.startsWith('--')) return false
  const declared = declaredSettings(files)
  const lines: string[] = []
  for (const [path, text] of Object.entries(files)) {
    if (!path.endsWith('.liquid') || !text.includes(`${property}:`)) continue
    for (const line of text.split('\n')) if (line.includes(`${property}:`)) lines.push(line)
  }
  return (
    lines.length > 0 &&
    lines.every((line) => {
      const used = [...line.matchAll(/\bsettings\.([a-z0-9_]+)/g)].map((m) => m[1]!)
      return used.length > 0 && used.some((id) => !declared.has(id))
    })
  )
}

/**
 * Custom element names the page's own code defines (customElements.define('name', ...)): in the
 * theme's Liquid, or in a script asset the page loads. An element whose script the page does not
 * load stays undefined on Shopify too (Horizon loads announcement-bar.js only for two or more
 * announcements).
 */
export function themeDefinedElements(files: ThemeFiles, html?: string): Set<string> {
  const names = new Set<string>()
  for (const [path, text] of Object.entries(files)) {
    if (!/\.(m?js|liquid)$/.test(path)) continue
    if (html !== undefined && /\.m?js$/.test(path) && !pageLoads(html, text)) continue
    for (const m of text.matchAll(/customElements\.define\(\s*['"`]([a-z][\w-]*-[\w-]*)['"`]/g))
      names.add(m[1]!)
  }
  return names
}

/** Is a script's text in the page, inline or as a data: URL? */
function pageLoads(html: string, script: string): boolean {
  const head = script.slice(0, 400)
  return html.includes(head) || html.includes(encodeURIComponent(head))
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
    const declared = themeDefinedElements(files, html)
    const broken = [...new Set(seen.broken)]
    const own = (entry: string) => emptyByTheme(files, entry.split(':')[0]!.trim())
    return {
      consoleErrors,
      failedRequests,
      brokenCss: broken.filter((entry) => !own(entry)),
      themeOwnCss: broken.filter(own),
      undefinedElements: seen.undefinedNames.filter((n) => declared.has(n) || n.startsWith('shopify-')),
      definedElements: seen.defined,
    }
  } finally {
    await page.close()
  }
}
