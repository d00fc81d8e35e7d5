// The store an imported theme ZIP is for (issue 26, item 4): its own settings when it records
// them, else the store a Shopify theme export came from, the theme's own name, or the ZIP's
// name. It names the preview's address (storeDomain) and the ZIP a download makes.
import { describe, expect, it } from 'vitest'
import { starterTheme } from '../../src/engine/compose'
import { archiveFileName, exportZip, importZip } from '../../src/engine/archive/zip'
import { DEFAULT_STORE_CONFIG } from '../../src/engine/model/theme'
import { importedStoreConfig } from '../../src/engine/model/store-config'
import { storeDomain } from '../../src/features/editor/store'
import { FIXTURE_THEME, loadThemeDir } from './fixtures/load-theme'

const fixture = loadThemeDir(FIXTURE_THEME)
const withoutThemeInfo = { ...fixture, 'config/settings_schema.json': '[]' }

describe('an imported theme’s store', () => {
  it('is the one a Vitrine theme records in its settings, through a download and back', async () => {
    const theme = starterTheme()
    const files = await importZip((await exportZip(theme.files, theme.storeConfig.name)).data)
    expect(importedStoreConfig(files, 'stride-shoe-co.zip')).toEqual(theme.storeConfig)
  })

  it('is the store a Shopify theme export was taken from, with the defaults for the rest', () => {
    const config = importedStoreConfig(
      fixture,
      'theme_export__lunar-coffee-myshopify-com-dawn__12JAN2025-0110pm.zip',
    )
    expect(config).toEqual({ ...DEFAULT_STORE_CONFIG, name: 'Lunar Coffee' })
    expect(storeDomain(config.name)).toBe('lunar-coffee.myshopify.com')
    expect(archiveFileName(config.name)).toBe('lunar-coffee.zip')
    // A store on its own domain is exported under that domain.
    expect(
      importedStoreConfig(fixture, 'theme_export__ohmydress-it-ohmydress__04JUN2026-1259pm.zip').name,
    ).toBe('Ohmydress')
    expect(
      importedStoreConfig(fixture, 'theme_export__hiplus-de-updated-copy-of-dawn__02DEC2025-0920am (1).zip')
        .name,
    ).toBe('Hiplus')
  })

  it('is else the theme’s own name (theme_info), else the ZIP’s name', () => {
    const dawn = importedStoreConfig(fixture, 'dawn-main.zip')
    expect(dawn.name).toBe('Fixture')
    expect(storeDomain(dawn.name)).toBe('fixture.myshopify.com')
    expect(importedStoreConfig(withoutThemeInfo, 'lunar_coffee-theme (2).zip').name).toBe(
      'Lunar Coffee Theme',
    )
    expect(importedStoreConfig(withoutThemeInfo, 'LunarCoffee.zip').name).toBe('LunarCoffee')
    expect(importedStoreConfig(withoutThemeInfo, '.zip').name).toBe(DEFAULT_STORE_CONFIG.name)
  })

  it('keeps nothing of the starter', () => {
    const starter = starterTheme().storeConfig
    const config = importedStoreConfig(fixture, 'fixture.zip')
    expect(config.name).not.toBe(starter.name)
    expect(config.tagline).not.toBe(starter.tagline)
    expect(config.categories).not.toEqual(starter.categories)
    expect(config.primaryColor).not.toBe(starter.primaryColor)
  })
})
