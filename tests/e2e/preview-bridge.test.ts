// The editor's bridge in a real browser: a click in edit mode picks what the merchant pointed at,
// even where the theme lays a container over its text (Horizon's hero does), and falls back to the
// section's own colour only where no text or image of the section is under the pointer.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectPreviewBridge } from '../../src/features/editor/preview-bridge'
import { launchBrowser } from './support/app'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const PAGE = `<!doctype html><html><head><style>
  body { margin: 0; font: 16px sans-serif; }
  .hero { position: relative; height: 400px; background: #888; }
  .hero__content { position: absolute; top: 150px; left: 100px; pointer-events: none; }
  .hero__content h2 { margin: 0; font-size: 40px; }
  .hero__overlay { position: absolute; inset: 0; z-index: 2; }
</style></head><body>
<section id="shopify-section-hero" class="hero" data-vitrine-section="hero" data-vitrine-setting="background" data-vitrine-kind="color">
  <div class="hero__content"><h2 data-vitrine-section="hero" data-vitrine-setting="heading" data-vitrine-kind="text">Browse our latest</h2></div>
  <div class="hero__overlay"></div>
</section>
</body></html>`

/**
 * Clicks at (x, y) and answers the message the bridge posts about it. The listener is in place
 * before the click is sent (a click dispatched before a not-yet-run listener would be missed on a
 * busy machine, and the walk would wait forever).
 */
async function clickAt(page: Page, x: number, y: number): Promise<unknown> {
  await page.evaluate(() => {
    const w = window as unknown as { bridgeSaid: unknown[] }
    w.bridgeSaid = []
    window.addEventListener('message', (event) => w.bridgeSaid.push(event.data))
  })
  await page.mouse.click(x, y)
  const said = await page.waitForFunction(() => {
    const w = window as unknown as { bridgeSaid: { type?: string }[] }
    return w.bridgeSaid.find((message) => message.type !== 'ready' && message.type !== 'scroll')
  })
  return await said.jsonValue()
}

describe('picking what was clicked in edit mode', () => {
  it('finds the text under a container laid over it, and the section colour around it', async () => {
    const page = await browser.newPage({ viewport: { width: 800, height: 600 } })
    try {
      await page.setContent(injectPreviewBridge(PAGE, { editable: true, scrollY: 0 }))
      const box = (await page.locator('h2').boundingBox())!
      const onText = (await clickAt(page, box.x + 20, box.y + box.height / 2)) as {
        type: string
        target?: { setting: string }
      }
      expect(onText.type).toBe('select')
      expect(onText.target?.setting).toBe('heading')
      const beside = (await clickAt(page, 700, 50)) as { type: string; target?: { setting: string } }
      expect(beside.type).toBe('select')
      expect(beside.target?.setting).toBe('background')
    } finally {
      await page.close()
    }
  })
})
