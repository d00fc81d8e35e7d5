// Bring your own theme (issue 15), in the browser: a merchant imports a theme ZIP of the Online
// Store 2.0 kind (Dawn's shape: a color_scheme_group, its schemes in the preset settings_data's
// `current` names, sections choosing a scheme through a color_scheme setting), clicks a heading
// in the preview, moves its section to another colour scheme and changes that scheme's
// background, applies, refines the colours offline, undoes the refinement and downloads the ZIP,
// which holds the edited scheme colour and is named after the theme's own store, as the preview's
// address is. The theme is the third-party fixture written here.
import { readFile } from 'node:fs/promises'
import JSZip from 'jszip'
import type { FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_THEME, loadThemeDir } from '../engine/fixtures/load-theme'
import { openSession, screenshot, type Session, type WatchedPage } from './support/app'

let session: Session
let tab: WatchedPage
let page: Page
let preview: FrameLocator

const NEW_BACKGROUND = '#2a2a6e'
const NEW_BACKGROUND_RGB = 'rgb(42, 42, 110)'

/** Theme JSON without the generated-file banner Shopify puts before it. */
function withoutBanner(text: string): string {
  return text.replace(/^\s*\/\*[\s\S]*?\*\/\s*/, '')
}

/** The fixture as Dawn ships its settings: `current` names a preset holding the live settings. */
async function themeZip(): Promise<Buffer> {
  const files = loadThemeDir(FIXTURE_THEME)
  const source = files['config/settings_data.json']!
  const data = JSON.parse(withoutBanner(source)) as { current: object }
  files['config/settings_data.json'] = JSON.stringify(
    { current: 'Dawn', presets: { Dawn: data.current } },
    null,
    2,
  )
  const zip = new JSZip()
  for (const [path, text] of Object.entries(files)) {
    const binary = /^data:[^;]+;base64,(.*)$/.exec(text)
    zip.file(path, binary ? Buffer.from(binary[1]!, 'base64') : text)
  }
  return await zip.generateAsync({ type: 'nodebuffer' })
}

/** The computed background of the rich text section (scheme-2 in the fixture's index). */
function richTextBackground(): Promise<string> {
  return preview
    .locator('.rich-text')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor)
}

beforeAll(async () => {
  session = await openSession({ width: 1440, height: 900 })
  tab = session.tab
  page = tab.page
  preview = page.frameLocator('iframe[title="Theme preview"]')
}, 120_000)

afterAll(async () => {
  await session?.close()
})

describe('bringing a theme of one’s own', () => {
  it(
    'imports a theme ZIP through the Files tab, and the preview shows it',
    { timeout: 120_000 },
    async () => {
      await page.goto(`${session.app.url}/auth`)
      await page.getByLabel('Email').fill('own-theme@example.com')
      await page.getByLabel('Password').fill('open-sesame')
      await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
      await page.waitForURL(/\/shopify-connect/, { timeout: 60_000 })
      await page.goto(`${session.app.url}/editor`)
      await page.getByRole('tab', { name: /Files/ }).click()
      await page.getByLabel('Theme ZIP to import').setInputFiles({
        name: 'dawn-like.zip',
        mimeType: 'application/zip',
        buffer: await themeZip(),
      })
      await page.getByText('Theme imported').first().waitFor({ timeout: 30_000 })
      await preview.getByText('Talk about your brand').first().waitFor({ timeout: 30_000 })
      // The theme names its own store (theme_info's "Fixture"), not the starter's Stride Shoe Co.
      await expect
        .poll(() => page.getByTestId('browser-address').textContent(), { timeout: 15_000 })
        .toBe('fixture.myshopify.com')
      // Scheme 2 as the theme stores it.
      await expect.poll(richTextBackground, { timeout: 15_000 }).toBe('rgb(243, 243, 243)')
    },
  )

  it(
    'moves a section to another colour scheme and edits that scheme’s colour',
    { timeout: 90_000 },
    async () => {
      await page.getByRole('tab', { name: /Edit/ }).click()
      await page.getByRole('button', { name: 'Edit Mode' }).first().click()
      await preview.locator('.rich-text__heading').first().click()
      // The scaled desktop frame stays where it is: bringing the clicked heading into view must
      // not scroll its clipped box sideways (it cut the page's left edge off).
      expect(
        await page.evaluate(() => {
          const frame = document.querySelector('iframe[title="Theme preview"]')
          let shift = 0
          for (let el = frame?.parentElement; el; el = el.parentElement) shift += el.scrollLeft
          return shift
        }),
      ).toBe(0)
      await page.getByLabel('Text content').waitFor()
      const scheme = page.getByRole('combobox', { name: 'Section colours' })
      expect(await scheme.textContent()).toContain('Scheme 2')
      await scheme.click()
      await page.getByRole('option', { name: /Scheme 3/ }).click()
      const colours = page.getByRole('group', { name: 'Scheme 3 colours' })
      const background = colours.getByRole('textbox', { name: 'Background', exact: true })
      expect(await background.inputValue()).toBe('#1a5e3a')
      await background.fill(NEW_BACKGROUND)
      await colours.getByText('Every section in Scheme 3 changes, across the whole theme.').waitFor()
      await screenshot(page, '17-editor-colour-scheme')

      await page.getByRole('button', { name: 'Apply Changes' }).click()
      await page.getByText('Changes Applied').first().waitFor()
      await expect.poll(richTextBackground, { timeout: 15_000 }).toBe(NEW_BACKGROUND_RGB)
      // Every section in the scheme changed: the image banner is in Scheme 3 by default (its
      // background is an overlay colour of its own, over the scheme's).
      expect(
        await preview
          .locator('.banner')
          .first()
          .evaluate((element) => getComputedStyle(element).getPropertyValue('--color-background').trim()),
      ).toBe('42,42,110')
    },
  )

  it(
    'refines the colours offline, and undo brings the edited scheme back',
    { timeout: 120_000 },
    async () => {
      // The quick refinements sit in the Chat tab; with no OpenAI key they run offline.
      await page.getByRole('tab', { name: /Chat/ }).click()
      await page.getByRole('button', { name: 'Colour palette' }).click()
      await page.getByText('Theme updated successfully!').first().waitFor({ timeout: 60_000 })
      await expect.poll(richTextBackground, { timeout: 15_000 }).not.toBe(NEW_BACKGROUND_RGB)
      const undo = page.getByRole('button', { name: 'Undo' })
      await undo.and(page.locator(':enabled')).waitFor()
      await undo.click()
      await expect.poll(richTextBackground, { timeout: 15_000 }).toBe(NEW_BACKGROUND_RGB)
    },
  )

  it(
    'downloads the ZIP with the edited scheme and the section’s new scheme',
    { timeout: 60_000 },
    async () => {
      await page.getByRole('tab', { name: /Files/ }).click()
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download ZIP' }).click()
      // An imported theme may bring Theme Check errors of its own: the merchant is asked first.
      const anyway = page.getByRole('button', { name: 'Download anyway' })
      await Promise.race([
        download,
        anyway
          .waitFor()
          .then(() => anyway.click())
          .catch(() => undefined),
      ])
      const file = await download
      expect(file.suggestedFilename()).toBe('fixture.zip')
      const zip = await JSZip.loadAsync(await readFile((await file.path())!))
      const settingsText = await zip.file('config/settings_data.json')!.async('string')
      const settings = JSON.parse(withoutBanner(settingsText)) as {
        current: string
        presets: Record<string, { color_schemes: Record<string, { settings: Record<string, string> }> }>
      }
      expect(settings.current).toBe('Dawn')
      expect(settings.presets.Dawn!.color_schemes['scheme-3']!.settings.background).toBe(NEW_BACKGROUND)
      const index = JSON.parse(withoutBanner(await zip.file('templates/index.json')!.async('string'))) as {
        sections: Record<string, { settings?: Record<string, unknown> }>
      }
      expect(index.sections.rich_text!.settings?.color_scheme).toBe('scheme-3')
    },
  )

  it('had no console errors or failed requests', () => {
    expect(tab.problems).toEqual([])
  })
})
