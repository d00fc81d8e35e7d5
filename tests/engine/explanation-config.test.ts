import { describe, expect, it } from 'vitest'
import { composeTheme } from '../../src/engine/compose'
import { explanationAfterConfig } from '../../src/features/editor/store-config'

describe('the explanation after a Config change', () => {
  const theme = composeTheme({
    prompt: 'A cosy candle shop called Harbor Goods selling candles, wax melts and diffusers',
  })
  const before = theme.storeConfig

  it("names the new collections, store name and primary colour in the composer's own sentences", () => {
    const after = {
      ...before,
      name: 'Tidewater',
      primaryColor: '#123456',
      categories: ['Soaps', 'Gift sets'],
    }
    const text = explanationAfterConfig(theme.explanation, before, after)
    expect(text).toContain('Categories: Soaps, Gift sets.')
    expect(text).toContain(
      'create collections named "Soaps", "Gift sets" so the collection list links to them.',
    )
    expect(text).toContain('Built "Tidewater"')
    expect(text).toContain('primary #123456')
    for (const old of before.categories) expect(text).not.toContain(`"${old}"`)
    expect(text).not.toContain(`"${before.name}"`)
    expect(text).not.toContain('Store settings now')
  })

  it('keeps an explanation without such sentences, and says the new settings in one line kept current', () => {
    const model = 'A warm, minimal theme with a big hero.'
    const once = explanationAfterConfig(model, before, { ...before, categories: ['Soaps'] })
    expect(once).toBe(`${model}\n\nStore settings now: collections Soaps.`)
    const twice = explanationAfterConfig(
      once,
      { ...before, categories: ['Soaps'] },
      {
        ...before,
        categories: ['Soaps', 'Gifts'],
        name: 'Tidewater',
      },
    )
    expect(twice).toBe(`${model}\n\nStore settings now: "Tidewater", collections Soaps, Gifts.`)
  })

  it('changes nothing when the settings did not change', () => {
    expect(explanationAfterConfig(theme.explanation, before, { ...before })).toBe(theme.explanation)
  })
})
