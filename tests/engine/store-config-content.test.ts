// The Config tab's store settings reach what the theme shows (issue 26, item 5): a new tagline
// shows where the composed theme showed the old one (the footer's text, the about page), and
// the homepage's collection list lists the new categories, not the ones the theme was made with.
import { describe, expect, it } from 'vitest'
import { composeTheme, starterTheme } from '../../src/engine/compose'
import { renderTheme } from '../../src/engine/preview'
import { readThemeJson, storeConfigFromFiles, type StoreConfig } from '../../src/engine/model/theme'
import { applyStoreConfig } from '../../src/features/editor/store-config'
import { FIXTURE_THEME, loadThemeDir } from './fixtures/load-theme'

interface Node {
  type: string
  settings?: Record<string, unknown>
  blocks?: Record<string, Node>
  block_order?: string[]
}

function sectionsOf(files: Record<string, string>, path: string): Record<string, Node> {
  return (readThemeJson(files, path) as { sections: Record<string, Node> }).sections
}

/** The footer as the page shows it: the text of the rendered footer group. */
function footerText(html: string): string {
  const start = html.indexOf('<footer')
  const end = html.indexOf('</footer>', start)
  expect(start).toBeGreaterThan(-1)
  return html.slice(start, end).replace(/<[^>]+>/g, ' ')
}

/** The titles on the collection list's cards, in order. */
function collectionCards(html: string): string[] {
  const list = /<ul class="collection-list grid"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? ''
  return [...list.matchAll(/<span class="collection-card__title">([^<]*?)\s*<span/g)].map((m) => m[1]!.trim())
}

describe('the Config tab’s tagline', () => {
  it('shows in the footer in place of the old one', async () => {
    const theme = starterTheme()
    const old = theme.storeConfig.tagline
    expect(footerText((await renderTheme(theme.files)).html)).toContain(old)

    const config: StoreConfig = { ...theme.storeConfig, tagline: 'Laced up & ready to run' }
    const files = applyStoreConfig(theme.files, config)
    expect(storeConfigFromFiles(files)).toEqual(config)
    const { html, errors } = await renderTheme(files)
    expect(errors).toEqual([])
    const footer = footerText(html)
    expect(footer).toContain('Laced up &amp; ready to run')
    expect(footer).not.toContain(old)
  })

  it('follows everywhere the theme repeated it (a heading, the about page), and an empty one leaves none', async () => {
    const theme = composeTheme({ prompt: 'A luxury watch shop' })
    const old = theme.storeConfig.tagline
    const files = applyStoreConfig(theme.files, { ...theme.storeConfig, tagline: 'Time, kept well' })
    for (const template of ['index', 'page.about']) {
      const { html } = await renderTheme(files, { template })
      expect(html, template).toContain('Time, kept well')
      expect(html, template).not.toContain(old)
    }
    const none = applyStoreConfig(theme.files, { ...theme.storeConfig, tagline: '' })
    expect((await renderTheme(none)).html).not.toContain(old)
  })

  it('leaves a text that only resembles the old tagline, and a theme that never showed it, as they were', () => {
    const theme = starterTheme()
    const old = theme.storeConfig.tagline
    const footer = 'sections/footer-group.json'
    const own = theme.files[footer]!.replace(`<p>${old}</p>`, `<p>${old}, say our customers</p>`)
    const files = applyStoreConfig(
      { ...theme.files, [footer]: own },
      { ...theme.storeConfig, tagline: 'New' },
    )
    expect(files[footer]).toBe(own)

    const fixture = loadThemeDir(FIXTURE_THEME)
    const written = applyStoreConfig(fixture, {
      name: 'Fixture Store',
      tagline: 'Hello',
      primaryColor: '#123456',
      categories: ['Hats'],
    })
    for (const path of Object.keys(fixture)) {
      if (path !== 'config/settings_data.json') expect(written[path], path).toBe(fixture[path])
    }
  })
})

describe('the Config tab’s categories', () => {
  const boutique = () =>
    composeTheme({
      prompt: 'A minimalist jewelry boutique selling rings, necklaces, earrings, bracelets and anklets',
    })

  it('are the homepage collection list’s cards, in place of the five the theme was made with', async () => {
    const theme = boutique()
    expect(theme.storeConfig.categories).toHaveLength(5)
    expect(collectionCards((await renderTheme(theme.files)).html)).toEqual(theme.storeConfig.categories)

    const categories = ['Watches', 'Brooches']
    const files = applyStoreConfig(theme.files, { ...theme.storeConfig, categories })
    const { html, errors } = await renderTheme(files)
    expect(errors).toEqual([])
    expect(collectionCards(html)).toEqual(categories)
    const list = Object.values(sectionsOf(files, 'templates/index.json')).find(
      (s) => s.type === 'collection-list',
    )!
    expect(list.block_order).toHaveLength(2)
    expect(list.block_order!.map((id) => list.blocks![id]!.settings)).toEqual([
      { collection: 'watches', title: 'Watches' },
      { collection: 'brooches', title: 'Brooches' },
    ])
    // The cards link to the collections the preview's menu and sample products now have.
    expect(html).toContain('/collections/watches')
    expect(html).not.toContain('/collections/anklets')
  })

  it('grow the list when there are more of them, and keep what the merchant set on a card', () => {
    const theme = boutique()
    const index = 'templates/index.json'
    const json = readThemeJson(theme.files, index) as { sections: Record<string, Node> }
    const list = Object.values(json.sections).find((s) => s.type === 'collection-list')!
    const first = list.block_order![0]!
    list.blocks![first]!.settings!.illustration = 'ring'
    const edited = { ...theme.files, [index]: JSON.stringify(json, null, 2) }
    const categories = ['Rings', 'Necklaces', 'Earrings', 'Bracelets', 'Anklets', 'Brooches', 'Charms']
    const files = applyStoreConfig(edited, { ...theme.storeConfig, categories })
    const after = Object.values(sectionsOf(files, index)).find((s) => s.type === 'collection-list')!
    const blocks = after.block_order!.map((id) => after.blocks![id]!)
    expect(blocks.map((b) => b.settings!.title)).toEqual(categories)
    expect(new Set(after.block_order).size).toBe(categories.length)
    expect(after.blocks![first]!.settings).toEqual({
      collection: 'rings',
      title: 'Rings',
      illustration: 'ring',
    })
    expect(blocks.every((b) => b.type === 'featured_collection')).toBe(true)
  })

  it('move a card of a category gone to a new one, elsewhere than a list, and leave one still sold', () => {
    const theme = composeTheme({
      prompt: 'A trendy shoe store called Stride Shoe Co. with a summer collection',
    })
    const cardsOf = (files: Record<string, string>) => {
      const collage = Object.values(sectionsOf(files, 'templates/index.json')).find(
        (s) => s.type === 'collage',
      )!
      return collage.block_order!.map((id) => collage.blocks![id]!.settings!)
    }
    expect(cardsOf(theme.files).map((c) => c.collection)).toEqual([undefined, 'shoes', 'sneakers'])
    const files = applyStoreConfig(theme.files, {
      ...theme.storeConfig,
      categories: ['Sandals', 'Shoes', 'Loafers'],
    })
    const cards = cardsOf(files)
    // The image keeps its place; Shoes is still sold; Sneakers is gone and Sandals takes its card.
    expect(cards.map((c) => c.collection)).toEqual([undefined, 'shoes', 'sandals'])
    expect(cards.map((c) => c.title)).toEqual([undefined, 'Shoes', 'Sandals'])
  })
})
