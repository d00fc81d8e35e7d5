// The newcomer's path (issue 26): the landing page's prompt, sign up, "Continue to your design".
// On a freshly started `npm run dev`, as every newcomer in local mode has it, the editor's preview
// shows the store they described as its first page: never the starter shoe store, not even for a
// moment. (How fast is the bench's figure: npm run bench, "newcomer".)
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCREENSHOTS, launchBrowser, startApp, type RunningApp } from './support/app'
import { newcomer } from './support/newcomer'

let app: RunningApp
let browser: Browser

beforeAll(async () => {
  app = await startApp()
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

describe("a newcomer's design, from the landing page to the editor", () => {
  for (const [index, width] of [
    [0, 1440],
    [1, 390],
  ] as const) {
    it(`is the editor's first preview, the first merchant on a fresh server included (${width} px)`, async () => {
      const run = await newcomer(browser, app, index, {
        width,
        shown: async (page, name) => {
          const preview = page.frameLocator('iframe[title="Theme preview"]')
          await preview.getByText(name).first().waitFor()
          // Said as what it is: their design, not the starter.
          expect(await page.getByText('Starter theme', { exact: false }).count()).toBe(0)
          await page.screenshot({ path: join(SCREENSHOTS, `newcomer-editor-${width}.png`) })
        },
      })
      expect(run.visibleMs).toBeGreaterThan(0)
      expect(run.sawStarter).toBe(false)
    }, 240_000)
  }
})
