// What merchants found out of reach at 1440 and 390 px (issue 26), in Chromium in local mode,
// measured with the browser's own boxes: History's Restore buttons after a version made from a
// long prompt. Each screen is saved at both widths in tests/e2e/screenshots/layout-*.png.
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSession, SCREENSHOTS, type Session } from './support/app'

let session: Session
let page: Page

const DESKTOP = { width: 1440, height: 900 }
const PHONE = { width: 390, height: 844 }
const WIDTHS = [DESKTOP, PHONE] as const

// A merchant's description, pasted whole: about 700 characters, one of them a long address.
const LONG_PROMPT = [
  'A premium trail running and hiking footwear store called Summit Stride Outfitters,',
  'with an earthy palette of moss green, slate grey and sunrise orange, a full-width hero',
  'with a seasonal sale banner announcing free shipping on orders over one hundred dollars,',
  'a featured collection of waterproof trail shoes, a grid of best sellers with reviews,',
  'a section telling the story of our family-run workshop in the mountains since 1987,',
  'a newsletter sign-up promising early access to limited releases, testimonials from',
  'ultramarathon runners, and a footer linking to https://summit-stride-outfitters.example.com/pages/sizing-guide-and-returns-policy',
  'with our sizing guide, returns policy and store locations across the Pacific Northwest.',
].join(' ')

beforeAll(async () => {
  session = await openSession(DESKTOP)
  page = session.tab.page
  // The first screens wait on the dev server bundling the app: slow on a busy machine.
  page.setDefaultTimeout(60_000)
}, 120_000)

afterAll(async () => {
  await session?.close()
})

async function shot(name: string) {
  await mkdir(SCREENSHOTS, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: join(SCREENSHOTS, `layout-${name}-${width}.png`) })
}

type Box = { x: number; y: number; width: number; height: number }

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox()
  if (found === null) throw new Error(`${locator.toString()} has no box (not displayed)`)
  return found
}

/** The inner box lies wholly inside the outer one (a pixel of rounding allowed). */
function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1
  )
}

function screen(): Box {
  const size = page.viewportSize()!
  return { x: 0, y: 0, ...size }
}

/** The element shows all of its text: nothing cut by an ellipsis or hidden sideways. */
async function shownWhole(locator: Locator): Promise<boolean> {
  return await locator.evaluate((element) => element.scrollWidth <= element.clientWidth)
}

async function generate(prompt: string, version: number) {
  await page.locator('#editor-prompt').fill(prompt)
  await page.getByRole('button', { name: 'Generate Shopify Theme' }).click()
  await page.getByText(new RegExp(`^Version ${version} of ${version}`)).waitFor({ timeout: 120_000 })
}

describe('screens merchants found out of reach, at 1440 and 390 px', () => {
  it(
    'signs up and designs two themes from long descriptions, with no store yet',
    { timeout: 300_000 },
    async () => {
      await page.goto(`${session.app.url}/auth`)
      await page.getByLabel('Email').fill('summit@example.com')
      await page.getByLabel('Password').fill('open-sesame')
      await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
      await page.waitForURL(/\/shopify-connect/, { timeout: 60_000 })
      await page.goto(`${session.app.url}/editor`)
      await page.getByText('Starter theme · not saved yet').waitFor({ timeout: 60_000 })
      await generate(LONG_PROMPT, 1)
      await generate(`${LONG_PROMPT} Make it darker.`, 2)
    },
  )

  it('History’s Restore button lies inside the popover, and each long description is there whole in its title', async () => {
    for (const size of WIDTHS) {
      await page.setViewportSize(size)
      await page.getByRole('button', { name: 'Version history' }).click()
      const popover = page.getByRole('dialog').filter({ has: page.getByRole('list', { name: 'Versions' }) })
      const list = popover.getByRole('list', { name: 'Versions' })
      const restore = list.getByRole('button', { name: 'Restore' })
      await restore.waitFor()
      await shot('history')
      const where = `at ${size.width} px`
      const frame = await box(popover)
      expect.soft(inside(await box(restore), frame), `Restore is inside the popover ${where}`).toBe(true)
      expect.soft(inside(frame, screen()), `the popover is on the screen ${where}`).toBe(true)
      // The list scrolls up and down only: nothing of a row is hidden to its right.
      const viewport = popover.locator('[data-radix-scroll-area-viewport]')
      expect.soft(await shownWhole(viewport), `the list has no hidden sideways scroll ${where}`).toBe(true)
      expect
        .soft(inside(await box(restore), await box(viewport)), `Restore is in the list’s view ${where}`)
        .toBe(true)
      const description = list.getByTitle(LONG_PROMPT, { exact: true })
      expect.soft(await description.count(), `the long description is in a title ${where}`).toBe(1)
      expect
        .soft(inside(await box(description), frame), `the description is inside the popover ${where}`)
        .toBe(true)
      if (size === PHONE) {
        // A merchant on a phone restores the first version, and it becomes the current one.
        await restore.click()
        await page.getByText(/^Version 3 of 3 · Restored/).waitFor({ timeout: 30_000 })
      }
      await page.keyboard.press('Escape')
      await popover.waitFor({ state: 'detached' })
    }
  })

  it('had no console errors or failed requests', () => {
    expect(session.tab.problems).toEqual([])
  })
})
