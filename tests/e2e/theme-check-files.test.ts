// Theme Check errors, found where the download warning sends the merchant (issue 26, item 7): a
// merchant imports a theme that has Theme Check errors of its own (the third-party fixture: an
// img without width and height, a template naming an app block that is not there) and downloads
// it without a warning for them; the File Browser marks the files that have errors and warnings;
// the first problem opens in the code editor; an error the merchant's edit adds is marked as new
// and makes the download ask first, telling it from those the theme was imported with.
import JSZip from 'jszip'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_THEME, loadThemeDir } from '../engine/fixtures/load-theme'
import { openSession, screenshot, type Session, type WatchedPage } from './support/app'

let session: Session
let tab: WatchedPage
let page: Page

async function themeZip(): Promise<Buffer> {
  const zip = new JSZip()
  for (const [path, text] of Object.entries(loadThemeDir(FIXTURE_THEME))) {
    const binary = /^data:[^;]+;base64,(.*)$/.exec(text)
    zip.file(path, binary ? Buffer.from(binary[1]!, 'base64') : text)
  }
  return await zip.generateAsync({ type: 'nodebuffer' })
}

/** A file's row in the File Browser, found by its name. */
function fileRow(name: string) {
  return page.locator('nav[aria-label="Theme files"] button', { hasText: name })
}

/** Clicks Download ZIP: whether the file came at once, or the warning was shown first. */
async function download(): Promise<'downloaded' | 'asked'> {
  const downloaded = page.waitForEvent('download', { timeout: 90_000 }).then(() => 'downloaded' as const)
  const asked = page
    .getByRole('alertdialog')
    .waitFor({ timeout: 90_000 })
    .then(() => 'asked' as const)
  await page.getByRole('button', { name: 'Download ZIP' }).click()
  const outcome = await Promise.race([downloaded, asked])
  void downloaded.catch(() => undefined)
  void asked.catch(() => undefined)
  return outcome
}

beforeAll(async () => {
  session = await openSession({ width: 1440, height: 900 })
  tab = session.tab
  page = tab.page
  // Theme Check and the dev server's first compile of each screen take their time on a loaded machine.
  page.setDefaultTimeout(60_000)
}, 120_000)

afterAll(async () => {
  await session?.close()
})

describe('Theme Check errors in the Files tab', () => {
  it(
    'an imported theme downloads without a warning for the errors it came with, and the File Browser marks them',
    { timeout: 300_000 },
    async () => {
      await page.goto(`${session.app.url}/auth`)
      await page.getByLabel('Email').fill('theme-check@example.com')
      await page.getByLabel('Password').fill('open-sesame')
      await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
      await page.waitForURL(/\/shopify-connect/, { timeout: 60_000 })
      await page.goto(`${session.app.url}/editor`)
      await page.getByRole('tab', { name: /Files/ }).click()
      await page.getByLabel('Theme ZIP to import').setInputFiles({
        name: 'own-theme.zip',
        mimeType: 'application/zip',
        buffer: await themeZip(),
      })
      await page.getByText('Theme imported').first().waitFor({ timeout: 120_000 })
      // Its 2 errors and 5 warnings are the theme's own.
      const status = page.getByTestId('theme-check-status')
      await expect.poll(() => status.textContent(), { timeout: 180_000 }).toBe('7 already in the theme')

      expect(await fileRow('image-banner.liquid').getAttribute('aria-label')).toBe(
        'image-banner.liquid: 1 error',
      )
      expect(await fileRow('index.json').getAttribute('aria-label')).toBe('index.json: 1 error')
      expect(await fileRow('theme.liquid').first().getAttribute('aria-label')).toBe(
        'theme.liquid: 3 warnings',
      )
      expect(await fileRow('rich-text.liquid').getAttribute('aria-label')).toBeNull()
      await page.getByRole('button', { name: 'Problems only' }).click()
      expect(await page.getByTestId('problem-files').textContent()).toBe('4 files with problems')
      expect(await page.locator('nav[aria-label="Theme files"] button').count()).toBe(4)
      await screenshot(page, '42-files-theme-check')

      expect(await download()).toBe('downloaded')
    },
  )

  it(
    'opens the first file with an error in the code editor, at the error',
    { timeout: 120_000 },
    async () => {
      await page.getByRole('button', { name: 'First problem' }).click()
      // templates/ comes before sections/ in the list.
      await page.getByText('templates/index.json', { exact: true }).waitFor()
      const editor = page.getByTestId('code-editor')
      await editor.locator('.cm-lintRange-error').first().waitFor()
      expect(await editor.locator('.cm-activeLine').textContent()).toContain('blocks/stars/123')
      const offenses = page.getByRole('list', { name: 'Theme Check offenses' })
      expect(await offenses.textContent()).toContain('does not exist')
    },
  )

  it(
    'marks an error an edit adds as new, and the download asks first, counting the imported ones apart',
    { timeout: 300_000 },
    async () => {
      await page.getByRole('radio', { name: 'File Browser' }).click()
      // The list is as it was left: only the files with problems, until the merchant says otherwise.
      const only = page.getByRole('button', { name: 'Problems only' })
      expect(await only.getAttribute('aria-pressed')).toBe('true')
      await only.click()
      await fileRow('rich-text.liquid').click()
      const code = page.getByLabel('Code of sections/rich-text.liquid')
      await code.click()
      await page.keyboard.press('Control+Home')
      await page.keyboard.insertText("{{ 'x' | no_such_filter }}\n")
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await page.getByText('Changes Applied').first().waitFor({ timeout: 60_000 })
      const status = page.getByTestId('theme-check-status')
      await expect
        .poll(() => status.textContent(), { timeout: 180_000 })
        .toBe('1 new error, 7 already in the theme')

      await page.getByRole('radio', { name: 'File Browser' }).click()
      const row = fileRow('rich-text.liquid')
      expect(await row.getAttribute('aria-label')).toBe('rich-text.liquid: 1 error (1 new)')
      expect(await row.getByTestId('file-errors').getAttribute('data-new')).toBe('true')

      expect(await download()).toBe('asked')
      const dialog = page.getByRole('alertdialog')
      const text = await dialog.textContent()
      expect(text).toContain('Theme Check found 1 error that edits added to this theme.')
      expect(text).toContain('2 more errors were in the theme as it was imported.')
      await screenshot(page, '43-download-new-errors')
      await dialog.getByRole('button', { name: 'Show the files' }).click()
      await page.getByRole('navigation', { name: 'Theme files' }).waitFor()
      // The files the warning is about, and only those (the filter was turned off above).
      expect(await only.getAttribute('aria-pressed')).toBe('true')
      expect(await page.locator('nav[aria-label="Theme files"] button').count()).toBe(
        Number((await page.getByTestId('problem-files').textContent())?.split(' ')[0]),
      )
      expect(await fileRow('rich-text.liquid').getAttribute('aria-label')).toBe(
        'rich-text.liquid: 1 error (1 new)',
      )
    },
  )

  it('had no console errors or failed requests', () => {
    expect(tab.problems).toEqual([])
  })
})
