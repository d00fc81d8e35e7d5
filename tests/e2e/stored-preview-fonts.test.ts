// A page's stored preview (rendered on the server) shows its theme's real fonts on the dashboard's
// thumbnail and in the store's Preview dialog, as the editor's preview does: the heading is drawn
// with Playfair Display, not with the machine's serif (no browser here has Playfair installed).
// What Chromium actually drew is read with the DevTools protocol (CSS.getPlatformFontsForNode):
// a thumbnail's frame runs no script, so nothing can be asked inside it.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateTheme } from '../../src/engine/ai'
import { openSession, screenshot, type Session } from './support/app'

const TITLE = 'Maison Ambre home'

let session: Session
let page: Page

beforeAll(async () => {
  session = await openSession({ width: 1440, height: 900 })
  page = session.tab.page
}, 120_000)

afterAll(async () => {
  await session?.close()
})

/** A function of the local backend, called as the signed-in merchant. */
async function call<T>(kind: 'query' | 'mutation', name: string, args: Record<string, unknown>): Promise<T> {
  const answer = await page.evaluate(
    async ({ kind, name, args }) => {
      const response = await fetch('/api/local/call', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-vitrine-local': '1',
          authorization: `Bearer ${localStorage.getItem('session')}`,
        },
        body: JSON.stringify({ kind, name, args }),
      })
      return (await response.json()) as { value?: unknown; error?: unknown }
    },
    { kind, name, args },
  )
  if (!('value' in answer)) throw new Error(`${name}: ${JSON.stringify(answer)}`)
  return answer.value as T
}

/** A composed theme whose headings are set in Playfair Display, bold. */
async function playfairTheme() {
  const result = await generateTheme({
    prompt: 'A luxury perfume boutique called Maison Ambre',
    pageType: 'homepage',
  })
  if (!result.success || !result.generated || !result.storeConfig) throw new Error(result.error)
  const files = { ...result.generated.files }
  const data = JSON.parse(files['config/settings_data.json']!) as { current: Record<string, unknown> }
  data.current.type_heading_font = 'playfair_display_n4'
  data.current.type_heading_weight = '700'
  files['config/settings_data.json'] = JSON.stringify(data, null, 2)
  return { files, storeConfig: result.storeConfig }
}

/**
 * The fonts Chromium drew the first heading on screen (a slideshow's other slides are hidden) of
 * the frame titled `title` with, most glyphs first, and the family its style asks for; null while
 * the frame or its heading is not there yet. A sandboxed frame has a process of its own here,
 * and so a DevTools session of its own.
 */
async function headingFonts(title: string): Promise<{ asked: string; drawn: string[] } | null> {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue
    const element = await frame.frameElement().catch(() => null)
    if ((await element?.getAttribute('title')) !== title) continue
    const cdp = await session.context.newCDPSession(frame)
    try {
      await cdp.send('DOM.enable')
      await cdp.send('CSS.enable')
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: 'h1, h2' })
      for (const nodeId of nodeIds) {
        const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
        if (fonts.length === 0) continue
        const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId })
        const asked = computedStyle.find((property) => property.name === 'font-family')?.value ?? ''
        const drawn = [...fonts].sort((x, y) => y.glyphCount - x.glyphCount).map((font) => font.familyName)
        return { asked, drawn }
      }
    } finally {
      await cdp.detach().catch(() => undefined)
    }
  }
  return null
}

describe("a stored preview's fonts", () => {
  let storeUrl = ''

  it(
    'a store gets a page whose theme sets its headings in Playfair Display',
    { timeout: 240_000 },
    async () => {
      // The dev server compiles the app on its first visit: slow on a busy machine.
      await page.goto(`${session.app.url}/auth`, { timeout: 120_000 })
      await page.getByLabel('Email').fill('fonts@example.com')
      await page.getByLabel('Password').fill('open-sesame')
      await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
      await page.waitForURL(/\/shopify-connect/, { timeout: 60_000 })
      await page.getByLabel('Store domain').fill('maison-ambre')
      await page.getByRole('button', { name: 'Connect Shopify Store' }).click()
      await page.getByRole('button', { name: 'Continue without connecting' }).click()
      await page.waitForURL(/\/dashboard$/)
      await page.getByRole('link', { name: 'Manage Pages' }).first().click()
      await page.waitForURL(/\/projects\//)
      storeUrl = page.url()
      const projectId = storeUrl.split('/projects/')[1]!.split(/[?#/]/)[0]!
      const pageId = await call<string>('mutation', 'pages:create', {
        projectId,
        pageType: 'homepage',
        title: TITLE,
        userPrompt: 'A luxury perfume boutique called Maison Ambre',
      })
      const { files, storeConfig } = await playfairTheme()
      await call('mutation', 'themes:saveEdit', {
        pageId,
        source: 'import',
        changes: Object.entries(files).map(([path, source]) => ({ path, source })),
        explanation: 'Playfair Display headings',
        storeConfig,
      })
    },
  )

  it('the dashboard thumbnail draws the heading in Playfair Display', { timeout: 90_000 }, async () => {
    await page.goto(`${session.app.url}/dashboard`)
    const title = `${TITLE}, as it looks`
    await page.locator(`iframe[title="${title}"]`).scrollIntoViewIfNeeded({ timeout: 60_000 })
    await expect
      .poll(() => headingFonts(title), { timeout: 30_000 })
      .toMatchObject({ asked: expect.stringMatching(/^"?Playfair Display/) })
    await expect
      .poll(async () => (await headingFonts(title))?.drawn[0], { timeout: 15_000 })
      .toBe('Playfair Display')
    await screenshot(page, 'fonts-dashboard')
  })

  it('the Preview dialog draws the heading in Playfair Display', { timeout: 90_000 }, async () => {
    await page.goto(storeUrl)
    await page.getByRole('button', { name: 'Preview', exact: true }).first().click()
    const title = `Preview of ${TITLE}`
    await page.locator(`iframe[title="${title}"]`).waitFor({ timeout: 30_000 })
    await expect
      .poll(() => headingFonts(title), { timeout: 30_000 })
      .toMatchObject({ asked: expect.stringMatching(/^"?Playfair Display/) })
    await expect
      .poll(async () => (await headingFonts(title))?.drawn[0], { timeout: 15_000 })
      .toBe('Playfair Display')
    await screenshot(page, 'fonts-preview-dialog')
  })

  it('had no console error or failed request', () => {
    expect(session.tab.problems).toEqual([])
  })
})
