// Issue 25, attack 2, in the browser: an imported theme whose sections run to their limits (four
// loops that each take the 2 s a section may, and six 150-byte memory bombs) used to render on
// the tab's main thread: the editor froze for the page's whole 8 s budget. It renders in a
// worker now: while it does, the merchant switches tabs and the page answers, and the preview
// then says which sections were stopped, with the rest of the store around them.
import JSZip from 'jszip'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { composeTheme } from '../../src/engine/compose'
import { MEMORY_BOMB, sectionOf } from '../support/hostile'
import { openSession, screenshot, type Session } from './support/app'

let session: Session
let page: Page

const SLOW = '{% for i in (1..100000) %}{% for j in (1..100000) %}{{ j }}{% endfor %}{% endfor %}'

async function hostileZip(): Promise<Buffer> {
  const theme = composeTheme({ prompt: 'A trendy shoe store called Stride', pageType: 'homepage' })
  const keys = ['slow1', 'bomb1', 'slow2', 'bomb2', 'slow3', 'bomb3', 'slow4', 'bomb4', 'bomb5', 'bomb6']
  const files = {
    ...theme.files,
    'sections/slow.liquid': sectionOf(SLOW),
    'sections/bomb.liquid': sectionOf(MEMORY_BOMB),
    'templates/index.json': JSON.stringify({
      sections: Object.fromEntries(keys.map((key) => [key, { type: key.replace(/\d$/, '') }])),
      order: keys,
    }),
  }
  const zip = new JSZip()
  for (const [path, text] of Object.entries(files)) zip.file(path, text)
  return await zip.generateAsync({ type: 'nodebuffer' })
}

beforeAll(async () => {
  session = await openSession({ width: 1440, height: 900 })
  page = session.tab.page
}, 120_000)

afterAll(async () => {
  await session?.close()
})

describe('a theme whose render runs away', () => {
  it('renders off the main thread: the editor answers while it renders', { timeout: 120_000 }, async () => {
    await page.goto(`${session.app.url}/auth`)
    await page.getByLabel('Email').fill('hostile-theme@example.com')
    await page.getByLabel('Password').fill('open-sesame')
    await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
    await page.waitForURL(/\/shopify-connect/, { timeout: 60_000 })
    await page.goto(`${session.app.url}/editor`)
    await page
      .getByRole('status', { name: 'Rendering preview' })
      .waitFor({ state: 'detached', timeout: 60_000 })
    await page.getByRole('tab', { name: /Files/ }).click()
    await page.getByLabel('Theme ZIP to import').setInputFiles({
      name: 'hostile.zip',
      mimeType: 'application/zip',
      buffer: await hostileZip(),
    })
    await page.getByText('Theme imported').first().waitFor({ timeout: 60_000 })
    // The page budget's 8 s render is under way in the worker: the merchant moves to Config and
    // sees it while the preview still says it is rendering.
    const rendering = page.getByRole('status', { name: 'Rendering preview' })
    await rendering.waitFor({ timeout: 10_000 })
    await page.getByRole('tab', { name: /Config/ }).click()
    await page
      .getByRole('tabpanel')
      .getByText(/Store name/i)
      .first()
      .waitFor({ timeout: 30_000 })
    // Told by order, not by a clock (a busy machine stretches both): the Config tab answered
    // while the preview still rendered. On the main thread the click would have waited for the
    // whole render, and the status would be gone by the time the tab showed.
    expect(await rendering.isVisible()).toBe(true)
    expect(page.workers().some((worker) => /render-worker/.test(worker.url()))).toBe(true)
    await rendering.waitFor({ state: 'detached', timeout: 60_000 })
    // Where the merchant went, they stay.
    expect(await page.getByRole('tab', { name: /Config/ }).getAttribute('aria-selected')).toBe('true')
  })

  it(
    'shows the sections that were stopped, in place, with the store around them',
    { timeout: 60_000 },
    async () => {
      const preview = page.frameLocator('iframe[title="Theme preview"]')
      await preview
        .getByText('Liquid error (sections/bomb.liquid): memory alloc limit exceeded')
        .first()
        .waitFor()
      expect(await preview.getByText(/Liquid error \(sections\/bomb\.liquid\)/).count()).toBe(6)
      expect(await preview.locator('header').first().isVisible()).toBe(true)
      expect(await preview.getByText('Get on the list').first().isVisible()).toBe(true)
      await screenshot(page, '40-hostile-theme-stopped-sections')
    },
  )
})
