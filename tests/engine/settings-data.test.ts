import { describe, expect, it } from 'vitest'
import { liveSettings, withLiveSettings } from '../../src/engine/model/settings-data'
import { storeConfigFromFiles } from '../../src/engine/model/theme'
import { applyStoreConfig } from '../../src/features/editor/store-config'
import { currentThemeSettings } from '../../src/engine/model/theme'

const config = {
  name: 'Harbor Goods',
  tagline: 'Poured by hand',
  primaryColor: '#725636',
  categories: ['Candles', 'Wax melts'],
}

describe("settings_data's live settings", () => {
  it('are current itself, or the preset current names', () => {
    const own = { current: { colors_primary: '#111111' } }
    expect(liveSettings(own)).toBe(own.current)
    const preset = { current: 'Default', presets: { Default: { colors_primary: '#222222' }, Other: {} } }
    expect(liveSettings(preset)).toBe(preset.presets.Default)
    expect(liveSettings({ current: 'Missing', presets: {} })).toBeNull()
    expect(liveSettings({ current: [] })).toBeNull()
    expect(liveSettings(null)).toBeNull()
  })

  it('are written where they are read, into a new object', () => {
    const own = { current: { a: 1 }, presets: { Default: { a: 2 } } }
    const written = withLiveSettings(own, { a: 3 })
    expect(written).toEqual({ current: { a: 3 }, presets: { Default: { a: 2 } } })
    expect(own.current).toEqual({ a: 1 })
    const preset = { current: 'Default', presets: { Default: { a: 1 }, Other: { a: 2 } } }
    const intoPreset = withLiveSettings(preset, { a: 4 })
    expect(intoPreset).toEqual({ current: 'Default', presets: { Default: { a: 4 }, Other: { a: 2 } } })
    expect(liveSettings(intoPreset)).toEqual({ a: 4 })
    expect(preset.presets.Default).toEqual({ a: 1 })
    // No live settings yet: current holds them.
    expect(withLiveSettings({}, { a: 5 })).toEqual({ current: { a: 5 } })
    expect(withLiveSettings({ current: 'Missing', presets: {} }, {})).toBeNull()
    expect(withLiveSettings({ current: [] }, {})).toBeNull()
    expect(withLiveSettings(null, {})).toBeNull()
  })

  it('round-trip the store settings through the presets form Dawn and Horizon ship (it read back nothing)', () => {
    const files = {
      'config/settings_data.json': JSON.stringify({
        current: 'Default',
        presets: { Default: { type_header_font: 'x' } },
      }),
    }
    const written = applyStoreConfig(files, config)
    const data = JSON.parse(written['config/settings_data.json']!)
    expect(data.current).toBe('Default')
    expect(data.presets.Default).toMatchObject({ store_name: 'Harbor Goods', type_header_font: 'x' })
    expect(storeConfigFromFiles(written)).toEqual(config)
    expect(currentThemeSettings(written)).toMatchObject({ store_name: 'Harbor Goods' })
  })

  it('round-trip them through the plain form too', () => {
    const written = applyStoreConfig({ 'config/settings_data.json': '{"current": {}}' }, config)
    expect(storeConfigFromFiles(written)).toEqual(config)
  })
})
