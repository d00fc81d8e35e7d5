// What merchants found out of reach at 1440 and 390 px (issue 26, items 2 and 10), in Chromium
// in local mode, measured with the browser's own boxes: History's Restore buttons after a
// version made from a long prompt, the Save to a store dialog without a store, the editor
// header's title and version line, a store card's domain, and the Share dialog with a long
// invited address. Each screen is saved at both widths in tests/e2e/screenshots/layout-*.png.
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
const LONG_EMAIL = 'merchandising.team.lead+summer-campaign-2025@summit-stride-outfitters.example.com'
const DOMAIN = 'summit-stride-trail-and-mountain-outfitters'

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

/** How many lines the given part of an element's text is laid out on. */
async function linesOf(locator: Locator, part: string): Promise<number> {
  return await locator.evaluate((element, text) => {
    const nodes: Array<{ node: Text; start: number }> = []
    let whole = ''
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: whole.length })
      whole += node.textContent ?? ''
    }
    const from = whole.indexOf(text)
    if (from < 0) throw new Error(`"${text}" is not in "${whole}"`)
    const at = (offset: number, end: boolean) => {
      const found = nodes.findLast(({ start, node }) =>
        end
          ? start < offset && offset <= start + node.length
          : start <= offset && offset < start + node.length,
      )!
      return [found.node, offset - found.start] as const
    }
    const range = document.createRange()
    range.setStart(...at(from, false))
    range.setEnd(...at(from + text.length, true))
    const tops = new Set(
      [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
    )
    return tops.size
  }, part)
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
      // A cold dev server bundles the app's dependencies first, and may reload the page once.
      await page.goto(`${session.app.url}/auth`, { waitUntil: 'commit' })
      await page.getByLabel('Email').waitFor({ timeout: 150_000 })
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

  it('the editor header shows its title and version line whole, at 390 px too', async () => {
    for (const size of WIDTHS) {
      await page.setViewportSize(size)
      const header = page.locator('header')
      const title = header.getByText('AI Theme Builder', { exact: true })
      const subtitle = header.getByText(/^Version 3 of 3 · Restored$/)
      await shot('editor-header')
      expect.soft(await shownWhole(title), `the title at ${size.width} px`).toBe(true)
      expect.soft(await shownWhole(subtitle), `the version line at ${size.width} px`).toBe(true)
      expect
        .soft(inside(await box(title), screen()), `the title is on the screen at ${size.width} px`)
        .toBe(true)
      expect
        .soft(inside(await box(subtitle), screen()), `the version line is on the screen at ${size.width} px`)
        .toBe(true)
      // The header's controls are all still there and on the screen.
      for (const control of [
        page.getByRole('button', { name: 'Save to store' }),
        page.getByRole('button', { name: 'Version history' }),
        page.getByRole('link', { name: 'Dashboard' }),
      ]) {
        expect
          .soft(inside(await box(control), screen()), `${control.toString()} at ${size.width} px`)
          .toBe(true)
      }
    }
  })

  it('Save to a store, with no store yet, can be closed by its Close button', async () => {
    for (const size of WIDTHS) {
      await page.setViewportSize(size)
      await page.getByRole('button', { name: 'Save to store' }).click()
      const dialog = page.getByRole('dialog', { name: 'Save to a store' })
      await dialog.getByText('You have no store yet').waitFor()
      await shot('save-to-store')
      const close = dialog.getByRole('button', { name: 'Close' })
      expect.soft(await close.count(), `a Close button at ${size.width} px`).toBe(1)
      expect
        .soft(inside(await box(close), await box(dialog)), `Close is inside the dialog at ${size.width} px`)
        .toBe(true)
      expect
        .soft(inside(await box(dialog), screen()), `the dialog is on the screen at ${size.width} px`)
        .toBe(true)
      await close.click()
      await dialog.waitFor({ state: 'detached' })
    }
  })

  it(
    'a store card shows its domain whole, with “myshopify.com” on one line',
    { timeout: 150_000 },
    async () => {
      await page.setViewportSize(DESKTOP)
      await page.goto(`${session.app.url}/shopify-connect`)
      await page.getByLabel('Store domain').fill(DOMAIN)
      await page.getByRole('button', { name: 'Connect Shopify Store' }).click()
      await page.getByRole('button', { name: 'Continue without connecting' }).click()
      await page.waitForURL(/\/dashboard$/)
      for (const size of WIDTHS) {
        await page.setViewportSize(size)
        const card = page.getByTestId('store-card').first()
        const domain = card.getByText(`${DOMAIN}.myshopify.com`, { exact: true }).first()
        await domain.waitFor()
        await shot('store-card')
        expect.soft(await shownWhole(domain), `the domain at ${size.width} px`).toBe(true)
        expect.soft(await linesOf(domain, 'myshopify.com'), `“myshopify.com” at ${size.width} px`).toBe(1)
        expect
          .soft(
            inside(await box(domain), await box(card)),
            `the domain is inside its card at ${size.width} px`,
          )
          .toBe(true)
      }
    },
  )

  it(
    'the Share dialog with a long invited address fits the screen, with Close, Invite and Cancel on it',
    { timeout: 150_000 },
    async () => {
      await page.setViewportSize(DESKTOP)
      await page.getByRole('link', { name: 'Manage Pages' }).first().click()
      await page.waitForURL(/\/projects\//)
      // The store's page first: its heading is the long domain, whole on the screen.
      // (The dashboard's "My Stores" may still be on the page as its address changes.)
      const heading = page.getByRole('heading', { level: 1, name: /myshopify\.com/ })
      for (const size of WIDTHS) {
        await page.setViewportSize(size)
        await heading.waitFor()
        await shot('store-page')
        const where = `at ${size.width} px`
        const wide = await page.evaluate(() => document.documentElement.scrollWidth)
        expect
          .soft(wide, `the store's page is no wider than the screen ${where}`)
          .toBeLessThanOrEqual(size.width)
        expect.soft(inside(await box(heading), screen()), `the heading is on the screen ${where}`).toBe(true)
        expect
          .soft(await linesOf(heading, 'myshopify.com'), `“myshopify.com” in the heading ${where}`)
          .toBe(1)
      }
      await page.setViewportSize(DESKTOP)
      await page.getByRole('button', { name: 'Share' }).click()
      const dialog = page.getByRole('dialog', { name: /^Share / })
      const form = dialog.getByRole('form', { name: 'Invite someone' })
      await form.getByLabel('Invite by email').fill(LONG_EMAIL)
      await form.getByRole('button', { name: 'Invite' }).click()
      await dialog.getByTestId('invite-link').waitFor()
      await dialog.getByTestId('open-invite').waitFor()
      for (const size of WIDTHS) {
        await page.setViewportSize(size)
        await page.waitForTimeout(100)
        await shot('share')
        const frame = await box(dialog)
        const where = `at ${size.width} px`
        expect.soft(frame.width, `the dialog's width ${where}`).toBeLessThanOrEqual(size.width)
        // Across the screen: a dialog taller than a phone scrolls, as Radix's overlay does.
        expect
          .soft(
            frame.x >= -1 && frame.x + frame.width <= size.width + 1,
            `the dialog is across the screen ${where}`,
          )
          .toBe(true)
        expect
          .soft(await shownWhole(dialog), `nothing of the dialog is hidden to its right ${where}`)
          .toBe(true)
        for (const control of [
          dialog.getByRole('button', { name: 'Close', exact: true }),
          form.getByRole('button', { name: 'Invite' }),
          dialog.getByRole('button', { name: 'Hide the link' }),
          dialog.getByRole('button', { name: 'Copy' }),
          dialog.getByRole('button', { name: `New link for ${LONG_EMAIL}` }),
          dialog.getByRole('button', { name: `Cancel the invitation for ${LONG_EMAIL}` }),
        ]) {
          expect
            .soft(inside(await box(control), frame), `${control.toString()} is inside the dialog ${where}`)
            .toBe(true)
        }
        const title = dialog.getByRole('heading', { name: /^Share / })
        expect.soft(await linesOf(title, 'myshopify.com'), `“myshopify.com” in the title ${where}`).toBe(1)
        // The address is there whole: in the link's heading, and in the open invitation's title.
        await dialog.getByText(`Invitation link for ${LONG_EMAIL}`).waitFor()
        expect(await dialog.getByTestId('open-invite').getByTitle(LONG_EMAIL).count()).toBe(1)
      }
    },
  )

  it('had no console errors or failed requests', () => {
    expect(session.tab.problems).toEqual([])
  })
})
