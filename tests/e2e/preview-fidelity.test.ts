// The preview run in Chromium as the editor shows it (a frame sandboxed with allow-scripts only):
// a theme written the modern way (color_palette, Liquid colour defaults, an import map with a
// module from Shopify's CDN, storage, the Shopify global, the Section Rendering API) and the
// third-party style fixture load with no console error, no failed request, no broken colour value
// and every custom element the theme defines defined.
// Real themes are tried by naming their folders:
//   VITRINE_PREVIEW_THEMES=/path/to/dawn,/path/to/horizon npx vitest run --project e2e tests/e2e/preview-fidelity.test.ts
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { probePreview } from '../../eval/preview-probe'
import { fontsourceFiles } from '../../src/cli/fonts'
import { listTemplates, renderTheme } from '../../src/engine/preview'
import type { ThemeFiles } from '../../src/engine/model/theme'
import { FIXTURE_THEME, loadThemeDir } from '../engine/fixtures/load-theme'
import { modernTheme } from '../engine/fixtures/modern-theme'
import { launchBrowser } from './support/app'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const PAGES = ['index', 'product', 'collection', 'cart', 'search']

const themes: [string, () => ThemeFiles][] = [
  ['the modern fixture', modernTheme],
  ['the third-party fixture', () => loadThemeDir(FIXTURE_THEME)],
  ...(process.env.VITRINE_PREVIEW_THEMES ?? '')
    .split(',')
    .filter(Boolean)
    .map((dir): [string, () => ThemeFiles] => [dir, () => loadThemeDir(dir)]),
]

describe.each(themes)('%s in the sandboxed preview', (_name, load) => {
  const files = load()
  const templates = PAGES.filter((t) => listTemplates(files).includes(t))

  it.each(templates)('%s runs with no console error, failed request or broken colour', async (template) => {
    const { html, errors } = await renderTheme(files, { template, fonts: fontsourceFiles() })
    expect(errors).toEqual([])
    const seen = await probePreview(browser, html, files)
    expect(seen.consoleErrors).toEqual([])
    expect(seen.failedRequests).toEqual([])
    expect(seen.brokenCss).toEqual([])
    expect(seen.undefinedElements).toEqual([])
  })
})

describe('the storefront the modern fixture expects', () => {
  it('defines its elements, answers its fetches and resolves its palette', async () => {
    const files = modernTheme()
    const { html } = await renderTheme(files, { template: 'index' })
    const page = await browser.newPage()
    try {
      await page.setContent('<iframe sandbox="allow-scripts" title="preview"></iframe>')
      await page.$eval('iframe', (frame, doc) => ((frame as HTMLIFrameElement).srcdoc = doc), html)
      const frame = await (await page.waitForSelector('iframe')).contentFrame()
      if (!frame) throw new Error('no preview frame')
      // cart-icon counts the sample cart from /cart.js once its module and fetches have run.
      await expect
        .poll(() => frame.evaluate(() => document.querySelector('cart-icon [data-count]')?.textContent))
        .toMatch(/^[1-9]\d*$/)
      const facts = await frame.evaluate(() => ({
        ready: (document.querySelector('cart-icon') as HTMLElement | null)?.dataset.ready,
        shop: document.documentElement.dataset.shop,
        button: getComputedStyle(document.querySelector('.button')!).backgroundColor,
        text: getComputedStyle(document.body).color,
      }))
      expect(facts.ready).toBe('true')
      expect(facts.shop).toMatch(/\.myshopify\.com$/)
      expect(facts.button).toBe('rgb(192, 57, 43)')
      expect(facts.text).toBe('rgb(17, 17, 17)')
      // A colour from a setting the theme never declares is empty on Shopify too: the theme's own.
      const seen = await probePreview(browser, html, files, { settleMs: 500 })
      expect(seen.themeOwnCss).toEqual(['--color-shadow-rgb: '])
      expect(seen.brokenCss).toEqual([])
    } finally {
      await page.close()
    }
  })
})
