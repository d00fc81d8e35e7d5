// The browser suite: a newcomer's walk through Vitrine in local mode, by the visible texts of
// SPEC.md, in Debian's Chromium. Every screen is saved as a screenshot (desktop and 390 px) in
// tests/e2e/screenshots/, and the walk fails on any console error or failed request.
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  openSession,
  screenshot,
  watchedPage,
  type RunningApp,
  type Session,
  type WatchedPage,
} from './support/app'

let session: Session
let app: RunningApp
let context: BrowserContext
let tab: WatchedPage
let page: Page

const EMAIL = 'merchant@example.com'
const PASSWORD = 'open-sesame'

beforeAll(async () => {
  session = await openSession({ width: 1280, height: 800 })
  ;({ app, context, tab } = session)
  page = tab.page
}, 120_000)

afterAll(async () => {
  await session?.close()
})

async function go(path: string) {
  await page.goto(`${app.url}${path}`)
}

describe('a newcomer in local mode', () => {
  it('sees the landing page with its sections and the local mode badge', async () => {
    await go('/')
    await page.getByRole('button', { name: 'Generate My Store' }).waitFor()
    await page.getByText('Local mode').waitFor()
    for (const id of ['how-it-works', 'ai-builder', 'pricing', 'support']) {
      expect(await page.locator(`#${id}`).count(), `#${id}`).toBe(1)
    }
    await page.getByText('$29.99').first().waitFor()
    await screenshot(page, '01-landing')
  })

  it('is told to enter a prompt, then the prompt is kept for after sign-up', async () => {
    await page.getByRole('button', { name: 'Generate My Store' }).click()
    await page.getByText('Please enter a prompt').waitFor()
    await page.getByRole('textbox', { name: 'Describe your store' }).fill('A trendy shoe store called Stride')
    await page.getByRole('button', { name: 'Generate My Store' }).click()
    await page.waitForURL(/\/auth/)
    expect(await page.evaluate(() => localStorage.getItem('designPrompt'))).toContain(
      'Page Type: homepage. A trendy shoe store called Stride',
    )
    await screenshot(page, '02-auth')
  })

  it('signs up and is sent on to connect a store', async () => {
    await page.getByLabel('Email').fill(EMAIL)
    await page.getByLabel('Password').fill('short')
    await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
    await page
      .getByText(/at least 6 characters/)
      .first()
      .waitFor()
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
    await page.waitForURL(/\/shopify-connect/)
    await page.getByText('Connect Shopify Store').first().waitFor()
    await screenshot(page, '03-shopify-connect')
  })

  it('is asked for a shop domain, and can continue without connecting in local mode', async () => {
    await page.getByRole('button', { name: 'Connect Shopify Store' }).click()
    await page.getByText('Please enter your shop domain').waitFor()
    await page.getByLabel('Store domain').fill('stride-shoes')
    await page.getByRole('button', { name: 'Connect Shopify Store' }).click()
    await page.getByText('Connecting a real store needs Shopify app credentials.').waitFor()
    await page.getByRole('button', { name: 'Continue without connecting' }).click()
    await page.waitForURL(/\/dashboard$/)
    await page.getByRole('heading', { name: 'My Stores' }).waitFor()
    await page.getByText('stride-shoes.myshopify.com').first().waitFor()
    await screenshot(page, '04-my-stores')
  })

  it('creates a page for the store', async () => {
    await page.getByRole('link', { name: 'Manage Pages' }).first().click()
    await page.getByText('No pages created yet').waitFor()
    await page.getByRole('button', { name: 'Create Page' }).first().click()
    const dialog = page.getByRole('dialog')
    const create = dialog.getByRole('button', { name: 'Create Page' })
    expect(await create.isDisabled()).toBe(true)
    await dialog.getByLabel('Page Type').click()
    await page.getByRole('option', { name: /Homepage/i }).click()
    await dialog.getByLabel('Page Title').fill('Summer home')
    await dialog.getByLabel('AI Prompt').fill('A bright summer homepage for Stride')
    await create.click()
    await page.getByText('Summer home').first().waitFor()
    await screenshot(page, '05-project-pages')
  })

  it('sees the balance, billing and account screens', async () => {
    await go('/dashboard/billing')
    await page.getByText('Pro Designer').first().waitFor()
    await screenshot(page, '06-billing')
    await go('/dashboard/account')
    await page.getByText(EMAIL).first().waitFor()
    // A local account has no email verification, and says so.
    await page.getByText('Not verified', { exact: true }).waitFor()
    await screenshot(page, '07-account')
  })

  it('sees a store appear live in a second tab', async () => {
    const second = await watchedPage(context, app.url)
    await second.page.goto(`${app.url}/dashboard`)
    await second.page.getByText('stride-shoes.myshopify.com').first().waitFor()
    await go('/shopify-connect')
    await page.getByLabel('Store domain').fill('second-store')
    await page.getByRole('button', { name: 'Connect Shopify Store' }).click()
    await page.getByRole('button', { name: 'Continue without connecting' }).click()
    await second.page.getByText('second-store.myshopify.com').first().waitFor({ timeout: 10_000 })
    expect(second.problems).toEqual([])
    await second.page.close()
  })

  it('reads the static pages and the 404 page', async () => {
    for (const [path, text] of [
      ['/help', /Monday-Friday 9:00-18:00 EST/],
      ['/contact', /First name/i],
      ['/documentation', /Upload zip file/i],
      ['/training', /Webinars/i],
      ['/privacy', /Privacy/],
      ['/terms', /Terms/],
    ] as const) {
      await go(path)
      await page.getByText(text).first().waitFor()
      await screenshot(page, `08-static${path.replace('/', '-')}`)
    }
    await go('/no-such-page')
    await page.getByText('Oops! Page not found').waitFor()
    await page.getByRole('link', { name: 'Return to Home' }).waitFor()
    await screenshot(page, '09-not-found')
  })

  it('is told honestly that an address without a checkout session names no payment, and sees the cancelled payment screen', async () => {
    // The payment results themselves are walked against fake Stripe in billing-connect.test.ts.
    for (const type of ['credits', 'subscription']) {
      await go(`/success?type=${type}`)
      await page.getByRole('heading', { name: 'No payment found' }).waitFor()
      await page.getByText(/so no credits have been added/).waitFor()
      expect(await page.getByText('Payment successful').count()).toBe(0)
      expect(await page.getByText(/credits have been added to your account/).count()).toBe(0)
    }
    await page.getByRole('link', { name: 'Billing & Credits' }).waitFor()
    await screenshot(page, '10-success-no-payment')
    await go('/cancel')
    await page.getByText('Go Home').first().waitFor()
    await page.getByText('Try Again').first().waitFor()
    await screenshot(page, '11-cancel')
  })

  it('is sent back to connect a store when the store authorization result lacks the shop', async () => {
    await go('/shopify-success')
    await page.getByText('Missing required shop information').first().waitFor()
    await page.waitForURL(/\/shopify-connect/, { waitUntil: 'commit' })
  })

  it('signs out and is sent to /auth from the dashboard', async () => {
    await go('/dashboard')
    await page.getByRole('button', { name: 'Sign Out' }).first().click()
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor()
    expect(await page.evaluate(() => localStorage.getItem('session'))).toBeNull()
    await go('/dashboard')
    await page.waitForURL(/\/auth\?redirect=/)
    await page.getByRole('tab', { name: 'Sign In' }).waitFor()
  })

  it('had no console errors or failed requests anywhere', () => {
    expect(tab.problems).toEqual([])
  })
})
