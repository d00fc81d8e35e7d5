// Issue 28: a store sells in the currency its prompt implies, read from what it says (a symbol, a
// place) or the language it is written in; the sample prices follow, in that currency's format.
import { describe, expect, it } from 'vitest'
import { composeTheme, loadLanguage } from '../../../src/engine/compose'
import { promptCurrency, promptLanguage } from '../../../src/engine/compose/understand/locale'
import { catalogForTheme } from '../../../src/engine/catalog'
import { renderThemeSync } from '../../../src/engine/preview'
import { STORE_CURRENCIES, storeConfigFromFiles, writeStoreSettings } from '../../../src/engine/model'
import { storeCurrency } from '../../../convex/schema'

describe("the prompt's language", () => {
  it.each([
    ['une fromagerie à Annecy avec des tommes et du reblochon', 'fr'],
    ['Wir sind ein kleiner Teeladen in Hamburg und verkaufen losen Tee', 'de'],
    ['panadería artesanal con pan de masa madre y envíos a toda España', 'es'],
    ['pasta fresca fatta a mano, spediamo in tutta Italia', 'it'],
    ['loja de conservas em Lisboa, feitas à mão, com envio para todo o país', 'pt'],
    ['Fietsenmaker in Utrecht, klaar terwijl je wacht', 'nl'],
    ['une fromagerie à Lyon', 'fr'],
    ['tienda de surf', 'es'],
    ['Le Petit Jardin bakery', 'en'],
    ['microgreens delivred weekly in brooklyn, kelly green', 'en'],
    ['A café called Le Petit Jardin selling croissants', 'en'],
    // Function words beyond the few above, Dutch spellings, German without a verb of its own.
    [
      'Stickdateien (PES, JEF) für Brother & Janome – Tiere, Blumen. Sofort zum Download, inklusive Anleitung.',
      'de',
    ],
    ['ramen schoonmaken in Rotterdam en omstreken, gegarandeerd', 'nl'],
    ['ouderwetse koekjes en snoepjes, zoet en zout', 'nl'],
    ['Funny socks and shoes for goofy toes', 'en'],
    ['A camper van conversion kit shop for vanlifers', 'en'],
  ])('reads %s as %s', (prompt, language) => {
    expect(promptLanguage(prompt)).toBe(language)
  })
})

describe('the currency a store sells in', () => {
  it.each([
    ['candles, €24 each', 'EUR'],
    ['a repair shop in Leeds', 'GBP'],
    ['maple syrup from a sugar shack in Québec', 'CAD'],
    ['hot sauce made in New Mexico', 'USD'],
    ['une fromagerie à Annecy', 'EUR'],
    ['Optiker in Zürich mit Brillen', 'CHF'],
    ['a candle shop', 'USD'],
  ])('%s sells in %s', (prompt, currency) => {
    expect(promptCurrency(prompt)).toBe(currency)
  })

  it("prices a French shop's catalogue in euros, written as a French shop writes them, and keeps it through a Config edit", async () => {
    await loadLanguage('fr')
    const files = composeTheme({ prompt: 'confitures artisanales et miels de Provence, fait maison' }).files
    const catalog = catalogForTheme(files)
    expect(catalog.shop.currency).toBe('EUR')
    expect(catalog.shop.moneyFormat).toBe('{{amount_with_comma_separator}} €')
    const page = renderThemeSync(files, { template: 'collection' }).html
    expect(page).toMatch(/\d+,\d\d €/)
    expect(page).not.toMatch(/\$\d/)
    // The Config tab writes the store's name and categories; the currency stays.
    const config = storeConfigFromFiles(files)!
    const edited = writeStoreSettings(files, { ...config, name: 'Les Ruchers' })
    expect(storeConfigFromFiles(edited)?.currency).toBe('EUR')
  })

  it('prices in yen as yen are priced: whole and in the hundreds or more', () => {
    const files = composeTheme({ prompt: 'A tea house in Kyoto selling matcha and teapots' }).files
    const catalog = catalogForTheme(files)
    expect(catalog.shop.currency).toBe('JPY')
    for (const product of catalog.products.slice(1)) expect(product.price).toBeGreaterThanOrEqual(100_000)
  })

  it('the Convex validator takes every currency the composer may write, and no other', () => {
    expect(storeCurrency.members.map((member) => member.value)).toEqual([...STORE_CURRENCIES])
  })

  it('leaves a store that says nothing of money in US dollars, with no currency written', () => {
    const files = composeTheme({ prompt: 'A candle shop called Wick & Wane' }).files
    expect(storeConfigFromFiles(files)?.currency).toBeUndefined()
    expect(files['config/settings_data.json']).not.toContain('store_currency')
    expect(catalogForTheme(files).shop.currency).toBe('USD')
  })
})
