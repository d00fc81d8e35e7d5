// Issue 28: a prompt written in French, German, Spanish, Italian, Portuguese or Dutch gives a store
// in that language: read in its own words, its catalogue titled as shops in it title things, its
// copy and its storefront strings in it, and the theme's default locale that language's.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { buildBrief, composeTheme } from '../../../src/engine/compose'
import { FIRST_NAMES_IN } from '../../../src/engine/compose/copy'
import { languagePack, loadLanguage, translatePhrase } from '../../../src/engine/compose/languages'
import { readPrompt } from '../../../src/engine/compose/understand'
import { catalogForTheme } from '../../../src/engine/catalog'
import { PRODUCT_KINDS } from '../../../src/engine/catalog/taxonomy'
import { kindWords, productsIn } from '../../../src/engine/catalog/taxonomy/languages'
import { renderThemeSync } from '../../../src/engine/preview'
import {
  STORE_LANGUAGES,
  storeConfigFromFiles,
  themeLanguage,
  writeStoreSettings,
} from '../../../src/engine/model'
import { enDefaultLocale } from '../../../src/engine/compose/library/locales'
import { validateTheme } from '../../../src/engine/validate/theme-check'
import { storeLanguage } from '../../../convex/schema'
import { customRefinementPrompt, quickRefinementPrompt } from '../../../src/engine/ai/prompts'
import { refineTheme } from '../../../src/engine/ai'

const OTHERS = STORE_LANGUAGES.filter((language) => language !== 'en')

// Each language is a chunk of its own, loaded before a store in it is composed.
describe('a language not loaded yet', () => {
  it('composes an English store, in its currency, until its words are loaded, then one in it', async () => {
    const prompt = 'pasta fresca fatta a mano, tortellini, ravioli e tagliatelle, spediamo in tutta Italia'
    // A fresh engine, as a tab that has loaded nothing: another test may have loaded Italian.
    vi.resetModules()
    const { composeTheme, languageLoaded, loadLanguage } = await import('../../../src/engine/compose')
    const { catalogForTheme } = await import('../../../src/engine/catalog')
    expect(languageLoaded('it')).toBe(false)
    const before = composeTheme({ prompt })
    expect(before.files['locales/en.default.json']).toBeDefined()
    expect(before.storeConfig.language).toBeUndefined()
    expect(before.storeConfig.currency).toBe('EUR')
    await loadLanguage('it')
    const after = composeTheme({ prompt })
    expect(after.files['locales/it.default.json']).toBeDefined()
    expect(after.storeConfig.language).toBe('it')
    expect(catalogForTheme(after.files).collections.map((c) => c.title)).toEqual(
      expect.arrayContaining(['Tortellini', 'Ravioli', 'Tagliatelle']),
    )
  })
})

beforeAll(async () => {
  for (const language of OTHERS) await loadLanguage(language)
})

/** Every key of a locale tree, as "a.b.c", with the {{ placeholders }} of its value. */
function leaves(tree: object, prefix = ''): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, (value.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort())
    else for (const [k, v] of leaves(value as object, path)) out.set(k, v)
  }
  return out
}

const slots = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort()

describe('each language a store can be written in', () => {
  it.each(OTHERS)(
    '%s: the storefront locale has every English key, with the same placeholders',
    (language) => {
      const english = leaves(enDefaultLocale)
      const own = leaves(languagePack(language)!.storefront)
      expect([...own.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [key, placeholders] of english) expect(own.get(key), key).toEqual(placeholders)
    },
  )

  it.each(OTHERS)(
    "%s: each phrase keeps its English slots, and the store's voice fills only known ones",
    (language) => {
      const pack = languagePack(language)!
      for (const [english, translation] of Object.entries(pack.phrases))
        expect(slots(translation), english).toEqual(slots(english))
      const patterns = [
        ...pack.voice.heroHeadings,
        ...pack.voice.heroTexts,
        ...pack.voice.story,
        ...pack.voice.values.flatMap(([title, text]) => [title, text]),
        ...pack.voice.faq.flat(),
        ...pack.voice.testimonials,
        ...pack.voice.announcements,
        ...pack.voice.craft,
      ]
      for (const pattern of patterns)
        for (const slot of slots(pattern))
          expect(['{name}', '{products}', '{product}', '{audience}', '{place}', '{year}']).toContain(slot)
    },
  )

  it.each(OTHERS)(
    '%s: every kind of product has its words, and a title for each English style',
    (language) => {
      for (const kind of PRODUCT_KINDS) {
        const words = kindWords(language, kind.id)
        expect(words, kind.id).toBeDefined()
        expect(words!.titles, kind.id).toHaveLength(kind.styles.length)
        expect(new Set(words!.titles.map((t) => t.toLowerCase())).size, kind.id).toBe(words!.titles.length)
      }
    },
  )

  it('the Convex validator takes every language the composer may write, and no other', () => {
    expect(storeLanguage.members.map((member) => member.value)).toEqual([...STORE_LANGUAGES])
  })
})

describe('a prompt read in its own language', () => {
  it("finds a French shop's name, town and year, and sells its cheeses, not its town", () => {
    const reading = readPrompt(
      "La Cloche à Fromages, c'est notre fromagerie familiale à Annecy depuis 1987. On affine nos fromages : reblochon fermier, tomme de Savoie et beaufort d'alpage.",
    )
    expect(reading.language).toBe('fr')
    expect(reading.name?.text).toBe('La Cloche à Fromages')
    expect(reading.facts.places).toContain('Annecy')
    expect(reading.facts.founded?.year).toBe(1987)
    const sold = reading.products.map((p) => p.plural)
    expect(sold).toEqual(expect.arrayContaining(['fromages', 'reblochon fermier', 'tomme de Savoie']))
    expect(sold.join(' ')).not.toMatch(/Annecy|1987/)
  })

  it('reads German compounds by their last word: Grüntee and Kräutertee are teas', () => {
    const found = productsIn('Wir verkaufen losen Grüntee, Schwarztee und Kräutertee', 'de')
    expect(found.map((p) => [p.text, p.id])).toEqual([
      ['Grüntee', 'loose-leaf-tea'],
      ['Schwarztee', 'loose-leaf-tea'],
      ['Kräutertee', 'loose-leaf-tea'],
    ])
  })

  it('sells a music school its lessons: "lezioni di pianoforte, chitarra e canto" are three kinds of lesson', () => {
    const reading = readPrompt(
      'Scuola di musica a Bologna: lezioni di pianoforte, chitarra, canto e batteria per bambini e adulti.',
    )
    expect(reading.products.map((p) => p.plural)).toEqual([
      'lezioni di pianoforte',
      'lezioni di chitarra',
      'lezioni di canto',
      'lezioni di batteria',
    ])
  })

  it('never sells the shop, a fact or a colour: "tienda", "fait maison", "vert sapin"', () => {
    const surf = readPrompt('Tienda de surf en Tarifa. Vendemos tablas, neoprenos y quillas.')
    expect(surf.products.map((p) => p.plural.toLowerCase())).not.toContain('tienda')
    expect(surf.products.map((p) => p.plural)).toEqual(
      expect.arrayContaining(['tablas', 'neoprenos', 'quillas']),
    )
    const jam = readPrompt(
      'confitures artisanales et miels de Provence, fait maison, couleurs vert sapin et crème',
    )
    expect(jam.products.map((p) => p.plural)).toEqual(['confitures', 'miels'])
  })

  it('books a service by its own words, and sells no fact of its visits: "Hufbeschlag", "toilettage", "omgeving"', async () => {
    await Promise.all(['de', 'fr', 'nl'].map((language) => loadLanguage(language as 'de')))
    const titlesOf = (prompt: string) => {
      const files = composeTheme({ prompt }).files
      return {
        categories: storeConfigFromFiles(files)?.categories ?? [],
        titles: catalogForTheme(files).products.map((p) => p.title),
      }
    }
    const farrier = titlesOf('Hufschmied im Raum Bern: Beschlag und Barhufbearbeitung. Termine auch abends.')
    expect(farrier.categories).not.toContain('Termine')
    expect(farrier.titles).toContain('Beschlag · Gutschein')
    expect(farrier.titles.some((t) => /Modell |Geschenkbox|Limitierte Edition/.test(t))).toBe(false)
    const groomer = titlesOf(
      'Toilettage pour chiens à Lille : bain, tonte, coupe des griffes. Sur rendez-vous.',
    )
    expect(groomer.titles).toContain('Toilettage · Carte cadeau')
    expect(groomer.titles.some((t) => /^Brosse/.test(t))).toBe(false)
    const windows = titlesOf('Ramen wassen en dakgoten reinigen in Utrecht en omgeving')
    expect(windows.categories.map((c) => c.toLowerCase())).not.toContain('omgeving')
  })
})

describe('a store composed in the merchant’s language', () => {
  const prompt = 'Une boutique de confitures artisanales et de miels de Provence, à Avignon, depuis 1998.'
  let theme: ReturnType<typeof composeTheme>
  let files: ReturnType<typeof composeTheme>['files']
  beforeAll(() => {
    theme = composeTheme({ prompt })
    files = theme.files
  })

  it("makes French the theme's default storefront language, with English beside it for other markets", () => {
    expect(themeLanguage(files)).toBe('fr')
    expect(Object.keys(files).filter((path) => path.startsWith('locales/'))).toEqual(
      expect.arrayContaining(['locales/fr.default.json', 'locales/en.json']),
    )
    expect(files['locales/en.default.json']).toBeUndefined()
    expect(JSON.parse(files['locales/fr.default.json']!).products.product.add_to_cart).toBe(
      'Ajouter au panier',
    )
    expect(theme.storeConfig.language).toBe('fr')
    expect(theme.storeConfig.currency).toBe('EUR')
  })

  it('keeps its language through a Config edit, as the files say it', () => {
    const config = storeConfigFromFiles(files)!
    expect(config.language).toBe('fr')
    const edited = writeStoreSettings(files, { ...config, name: 'Les Ruchers du Ventoux' })
    expect(storeConfigFromFiles(edited)?.language).toBe('fr')
  })

  it('titles its catalogue as a French shop does, from the kinds the prompt names', () => {
    const catalog = catalogForTheme(files)
    const titles = catalog.collections.map((c) => c.title)
    expect(titles).toEqual(expect.arrayContaining(['Confitures', 'Miels', 'Tous les produits']))
    const jam = kindWords('fr', 'jam')!.titles
    const honey = kindWords('fr', 'honey')!.titles
    const products = catalog.products.filter((p) => p.tags.includes('Confitures') || p.tags.includes('Miels'))
    expect(products.length).toBeGreaterThan(0)
    for (const product of products) expect([...jam, ...honey]).toContain(product.title)
    expect(catalog.shop.locale).toBe('fr')
  })

  it('renders in French: the page language, buttons, menus, sort orders and the copy', () => {
    const home = renderThemeSync(files, { template: 'index' }).html
    expect(home).toContain('lang="fr"')
    expect(home).toContain('Ajouter au panier')
    expect(home).toContain('Accueil')
    expect(home).not.toMatch(/Add to cart|Shop now|What our customers say|Join our newsletter/)
    const collection = renderThemeSync(files, { template: 'collection' }).html
    expect(collection).toContain('Prix : faible à élevé')
    expect(collection).not.toContain('Price, low to high')
  })

  it('writes euros as a French shop does, and promises no "no markdowns" beside its sale prices', () => {
    const collection = renderThemeSync(files, { template: 'collection' }).html
    expect(collection).toMatch(/\d+,\d\d €/)
    expect(collection).toContain('Prix promotionnel')
    const pages = Object.entries(files)
      .filter(([path]) => path.startsWith('templates/'))
      .map(([, source]) => source)
      .join('\n')
    expect(pages).not.toContain('fausses promotions')
  })

  it('says a maker makes what they sell, instead of sourcing it from makers', () => {
    const made = composeTheme({
      prompt:
        'Je fabrique des savons saponifiés à froid et des shampoings solides dans mon atelier en Bretagne.',
    })
    const text = Object.values(made.files).join('\n')
    expect(text).toContain('fabrication maison')
    expect(text).not.toMatch(/artisans et de fabricants de confiance/)
  })

  it('passes Theme Check like every composed theme', async () => {
    const offenses = await validateTheme(files)
    expect(offenses.filter((o) => o.severity !== 'info')).toEqual([])
  })

  it('looks up a composed phrase with its slots filled: "About {name}" in Dutch', () => {
    expect(translatePhrase('nl', 'About Huis Linde')).toMatch(/Huis Linde/)
    expect(translatePhrase('nl', 'About Huis Linde')).not.toMatch(/About/)
  })

  it('asks the model to refine a German store in German, and an English one as before', () => {
    const config = { name: 'Teekontor Hansen', categories: ['Grüntee'], language: 'de' as const }
    expect(customRefinementPrompt('Mehr Platz im Hero', config)).toContain('write any new text in German')
    expect(quickRefinementPrompt('hero', config)).toContain('write any new text in German')
    expect(customRefinementPrompt('More room', { name: 'Brew', categories: ['Tea'] })).not.toContain(
      'write any new text',
    )
  })

  it("writes Vitrine's own refinement of its hero in French, not English", async () => {
    const refined = await refineTheme(theme, { kind: 'hero' })
    expect(refined.success).toBe(true)
    const index = refined.generated?.files['templates/index.json'] ?? ''
    expect(index).not.toMatch(
      /New season at|Made for every day|Fresh arrivals|Find your new favourite|Discover more/,
    )
    expect(index).toMatch(
      /Nouvelle saison chez|Pensé pour tous les jours|Nouveautés tout juste arrivées|coup de cœur|À découvrir/,
    )
  })

  it('leaves an English prompt in English, as before', () => {
    const english = composeTheme({ prompt: 'A candle shop called Wick & Wane' })
    expect(english.files['locales/en.default.json']).toBeDefined()
    expect(
      Object.keys(english.files).filter((p) => p.startsWith('locales/') && p.endsWith('.default.json')),
    ).toEqual(['locales/en.default.json'])
    expect(english.storeConfig.language).toBeUndefined()
  })
})

describe("a store's dates", () => {
  it('are written in its language on the blog and the article, and in English in an English store', async () => {
    await loadLanguage('fr')
    const dates = (prompt: string, template: string) =>
      Array.from(
        renderThemeSync(composeTheme({ prompt, pageType: 'homepage' }).files, { template }).html.matchAll(
          /class="(?:article-card__date|article__meta)">([^<&]*)/g,
        ),
        (match) => match[1]?.trim(),
      )
    expect(dates('Une fromagerie à Lyon : fromages affinés, beurre et vins', 'blog')[0]).toBe('12 mars 2024')
    expect(dates('Une fromagerie à Lyon : fromages affinés, beurre et vins', 'article')[0]).toBe(
      '12 mars 2024',
    )
    expect(dates('A cheese shop in Lyon selling aged cheeses', 'blog')[0]).toBe('March 12, 2024')
  })
})

describe("a store's reviewers", () => {
  it('have names of its language', async () => {
    await loadLanguage('fr')
    const brief = buildBrief({
      prompt: 'Une fromagerie à Lyon : fromages affinés, beurre et vins',
      pageType: 'homepage',
    })
    const french = FIRST_NAMES_IN.fr
    expect(brief.testimonials.length).toBeGreaterThan(0)
    for (const [, author] of brief.testimonials) expect(french).toContain(author.split(' ')[0])
  })
})
