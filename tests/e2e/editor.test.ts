// The browser suite, part two: the editor end to end. A prompt typed on the landing page is
// generated after sign-up, the preview shows the store, a heading is edited by clicking it in
// the preview, the change is in the code and in the downloaded ZIP, undo takes it back, and the
// credits went down by one.
import { readFile } from 'node:fs/promises'
import JSZip from 'jszip'
import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  launchBrowser,
  SCREENSHOTS,
  screenshot,
  startApp,
  watchedPage,
  type RunningApp,
  type WatchedPage,
} from './support/app'

let app: RunningApp
let browser: Browser
let context: BrowserContext
let tab: WatchedPage
let page: Page
let preview: FrameLocator

beforeAll(async () => {
  app = await startApp()
  browser = await launchBrowser()
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
  tab = await watchedPage(context, app.url)
  page = tab.page
  preview = page.frameLocator('iframe[title="Theme preview"]')
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

async function credits(): Promise<number> {
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/local/call', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-vitrine-local': '1',
        authorization: `Bearer ${localStorage.getItem('session')}`,
      },
      body: JSON.stringify({ kind: 'query', name: 'users:me', args: {} }),
    })
    return (await response.json()) as { value: { credits: number } }
  })
  return me.value.credits
}

describe('the editor', () => {
  it('generates the theme described on the landing page once signed up', async () => {
    await page.goto(`${app.url}/`)
    await page
      .getByRole('textbox', { name: 'Describe your store' })
      .fill('A trendy shoe store called Sole Harbor')
    await page.getByRole('button', { name: 'Generate My Store' }).click()
    await page.waitForURL(/\/auth/)
    await page.getByLabel('Email').fill('editor@example.com')
    await page.getByLabel('Password').fill('open-sesame')
    await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
    await page.waitForURL(/\/shopify-connect/)
    expect(await credits()).toBe(5)

    await page.goto(`${app.url}/editor`)
    const started = Date.now()
    // The saved design prompt is submitted on its own after 500 ms.
    await preview.getByText('Sole Harbor').first().waitFor({ timeout: 30_000 })
    console.log(`[e2e] landing prompt to rendered preview: ${Date.now() - started} ms`)
    expect(await page.evaluate(() => localStorage.getItem('designPrompt'))).toBeNull()
    await expect.poll(credits, { timeout: 15_000 }).toBe(4)
    await page.getByText('sole-harbor.myshopify.com').first().waitFor()
    await page.getByRole('button', { name: 'Building Theme...' }).waitFor({ state: 'detached' })
    await screenshot(page, '10-editor-generated')
  })

  it('changes a heading’s text and colour by clicking it in the preview, and undo takes it back', async () => {
    await page.getByRole('tab', { name: /Edit/ }).click()
    await page.getByRole('button', { name: 'Edit Mode' }).first().click()
    const heading = preview.locator('h1[data-vitrine-setting], h2[data-vitrine-setting]').first()
    const before = (await heading.textContent())?.trim() ?? ''
    expect(before).not.toBe('')
    await heading.click()
    const field = page.getByLabel('Text content')
    await field.waitFor()
    expect((await field.inputValue()).trim()).toBe(before)
    await field.fill('Walk on sunshine')
    await page.getByRole('button', { name: 'Set Text color' }).click()
    await page.getByRole('textbox', { name: 'Text color', exact: true }).fill('#aa2200')
    await page.getByRole('button', { name: 'Apply Changes' }).click()
    await page.getByText('Changes Applied').first().waitFor()
    // The toast covers none of the header's controls.
    const toast = (await page.locator('[data-sonner-toast]').first().boundingBox())!
    for (const name of ['Undo', 'Redo', 'Dashboard']) {
      const control = (await page
        .getByRole(name === 'Dashboard' ? 'link' : 'button', { name })
        .first()
        .boundingBox())!
      const apart =
        toast.x >= control.x + control.width ||
        control.x >= toast.x + toast.width ||
        toast.y >= control.y + control.height ||
        control.y >= toast.y + toast.height
      expect(apart, `the toast covers ${name}`).toBe(true)
    }
    const edited = preview.getByText('Walk on sunshine').first()
    await edited.waitFor()
    await expect
      .poll(() => edited.evaluate((element) => getComputedStyle(element).color))
      .toBe('rgb(170, 34, 0)')
    await screenshot(page, '11-editor-visual-edit')

    await page.getByRole('tab', { name: /Files/ }).click()
    await page.getByRole('radio', { name: 'Code View' }).click()
    await page.getByText('Select a file to view its code').waitFor()
    await page.getByRole('radio', { name: 'File Browser' }).click()
    await page
      .getByRole('region', { name: 'templates' })
      .getByRole('button', { name: /^index\.json/ })
      .click()
    await page
      .locator('.cm-content')
      .getByText(/Walk on sunshine/)
      .first()
      .waitFor()
    await screenshot(page, '12-editor-code-view')

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download ZIP' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('sole-harbor.zip')
    const zip = await JSZip.loadAsync(await readFile((await file.path())!))
    expect(zip.file('layout/theme.liquid')).not.toBeNull()
    const template = await zip.file('templates/index.json')!.async('string')
    expect(template).toContain('Walk on sunshine')
    expect(template).toContain('"text_color": "#aa2200"')

    await page.getByRole('button', { name: 'Undo' }).click()
    await preview.getByText(before).first().waitFor()
    await expect.poll(() => preview.getByText('Walk on sunshine').count()).toBe(0)
  })

  it('switches templates and device widths', async () => {
    await page.getByRole('combobox', { name: 'Template' }).click()
    await page
      .getByRole('option', { name: /product/i })
      .first()
      .click()
    await preview.locator('form[action*="/cart/add"], [data-vitrine-section]').first().waitFor()
    await page.getByRole('radio', { name: /mobile/i }).click()
    const width = await page
      .locator('iframe[title="Theme preview"]')
      .evaluate((frame) => frame.getBoundingClientRect().width)
    expect(width).toBeLessThanOrEqual(400)
    await screenshot(page, '13-editor-product-mobile')
  })

  it('shows a desktop at desktop width in a narrower pane, scaled to fit', async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByRole('radio', { name: /desktop/i }).click()
    const frame = page.locator('iframe[title="Theme preview"]')
    await expect.poll(() => frame.getAttribute('data-scale')).not.toBeNull()
    expect(Number(await frame.getAttribute('data-scale'))).toBeLessThan(1)
    expect(await preview.locator('html').evaluate(() => window.innerWidth)).toBe(1280)
    const box = (await frame.boundingBox())!
    expect(box.width).toBeLessThanOrEqual(1280 - 440)
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('on a phone, gives the preview the screen and passes it to the panels and back', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('tab', { name: 'Preview' }).click()
    const frame = page.locator('iframe[title="Theme preview"]')
    await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(500)
    expect((await frame.boundingBox())!.width).toBeLessThanOrEqual(390)
    await page.screenshot({ path: `${SCREENSHOTS}/14-editor-phone-preview-mobile.png` })
    await page.getByRole('tab', { name: 'Chat' }).click()
    await page.getByRole('button', { name: 'Generate Shopify Theme' }).waitFor()
    expect(await frame.isVisible()).toBe(false)
    // The dashboard is a tap away on a phone too.
    await page.getByRole('link', { name: 'Dashboard' }).waitFor()
    await page.screenshot({ path: `${SCREENSHOTS}/14-editor-phone-chat-mobile.png` })
    await page.getByRole('tab', { name: 'Preview' }).click()
    await frame.waitFor()
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  it('had no console errors or failed requests', () => {
    expect(tab.problems).toEqual([])
  })
})
