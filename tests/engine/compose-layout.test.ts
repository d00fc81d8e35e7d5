// Issue 14, item 9: what a merchant saw at 1440 px in composed themes. The header's menu wrapped
// onto two lines, "You may also like" listed the product the page is about, and a multicolumn
// card sat lower than its neighbours. These checks read the rendered pages (jsdom, no layout):
// how the header shares its links between the row and "More" in each desktop range, which
// products the related grid lists, and how the multicolumn cards are built and laid out.
import { JSDOM } from 'jsdom'
import { beforeAll, describe, expect, it } from 'vitest'
import { composeTheme, starterTheme } from '../../src/engine/compose'
import { articles } from '../../src/engine/compose/copy'
import { theName } from '../../src/engine/model/text'
import { renderThemeSync } from '../../src/engine/preview'
import { readThemeJson, type ThemeFiles } from '../../src/engine/model/theme'

/** Stores of every homepage composition, with short and long product names. */
const STORES: [string, string][] = [
  [
    'chess',
    'Handmade chess sets by Rook Hollow. Walnut and maple boards, hand-carved pieces, and travel sets. Every set comes with a lifetime warranty. Deep green and gold.',
  ],
  [
    'knives',
    'Japanese kitchen knives shop in Seki, Japan: gyutos, santokus, whetstones. Minimal, dark look.',
  ],
  [
    'olive oil',
    'Saltmarsh is a small olive oil producer in Crete. We sell extra virgin olive oil in 500 ml bottles and 3 litre tins, plus olive wood boards. Cold pressed within 4 hours of harvest. olive green and terracotta',
  ],
  [
    'neon',
    'custom neon signs shop "Glow Theory" — LED neon for weddings, bars and bedrooms, design your own, 2-year warranty, dark background with hot pink and electric blue',
  ],
  ['watches', 'Luxury watches in navy and gold, a quiet serif look'],
  ['sneakers', 'A trendy sneaker store called Stride with a summer sale countdown'],
  ['hot tub', 'Aspen 6-person hot tub, one product store, sale campaign ending Friday'],
]

/** The desktop ranges the header is laid out for, by their class suffix. */
const RANGES = [1, 2, 3] as const

function parse(html: string): Document {
  return new JSDOM(html).window.document
}

function render(files: ThemeFiles, template: string): Document {
  const { html, errors } = renderThemeSync(files, { template })
  expect(errors).toEqual([])
  return parse(html)
}

const texts = (elements: Iterable<Element>) => [...elements].map((e) => (e.textContent ?? '').trim())

/** The number in a class of the element that starts with the prefix (`--from-2` -> 2). */
function rangeOf(element: Element, prefix: string): number | undefined {
  for (const name of element.classList) if (name.startsWith(prefix)) return Number(name.slice(prefix.length))
  return undefined
}

interface HeaderReading {
  /** every link of the drawer (the whole menu) */
  all: string[]
  /** per desktop range: the links in the row, then those under "More" */
  row: Record<number, string[]>
  more: Record<number, string[]>
}

/** Which links show where, from the classes the header gives them (see library/group.ts). */
function readHeader(document: Document): HeaderReading {
  const all = texts(document.querySelectorAll('.menu-drawer__list a'))
  const row: Record<number, string[]> = {}
  const more: Record<number, string[]> = {}
  const moreMenu = document.querySelector('.site-header__more')
  const moreUntil = moreMenu ? (rangeOf(moreMenu, 'site-header__more--until-') ?? 4) : 1
  for (const range of RANGES) {
    row[range] = [...document.querySelectorAll('.site-header__menu > .site-header__item')]
      .filter((li) => (rangeOf(li, 'site-header__item--from-') ?? 1) <= range)
      .map((li) => (li.textContent ?? '').trim())
    more[range] =
      range < moreUntil
        ? [...document.querySelectorAll('.site-header__more-list > li')]
            .filter((li) => (rangeOf(li, 'site-header__more-item--until-') ?? 4) > range)
            .map((li) => (li.textContent ?? '').trim())
        : []
  }
  return { all, row, more }
}

let themes: { name: string; files: ThemeFiles }[] = []

beforeAll(() => {
  themes = [
    { name: 'starter', files: starterTheme().files },
    ...STORES.map(([name, prompt]) => ({ name, files: composeTheme({ prompt }).files })),
  ]
}, 60_000)

describe('the header menu of composed themes', () => {
  it('shows each link once in every desktop range, in the row or under "More", in the menu order', () => {
    for (const { name, files } of themes) {
      const header = readHeader(render(files, 'index'))
      expect(header.all.length, name).toBeGreaterThan(3)
      for (const range of RANGES) {
        const shown = [...header.row[range]!, ...header.more[range]!]
        // the home link may leave the row without going under "More": the logo is the way home
        const expected = header.all.filter((title) => title !== 'Home' || shown.includes('Home'))
        expect([...shown].sort(), `${name}, range ${range}`).toEqual([...expected].sort())
        expect(header.row[range], `${name}, range ${range}`).toEqual(
          header.all.filter((title) => header.row[range]!.includes(title)),
        )
        expect(header.more[range], `${name}, range ${range}`).not.toContain('Home')
      }
    }
  })

  it('moves long menus under "More" at 990 px and gives the row more links as the window widens', () => {
    const chess = themes.find((t) => t.name === 'chess')!
    const header = readHeader(render(chess.files, 'index'))
    // Home, Catalog, Handmade Chess Sets, Walnut And Maple Boards, Hand-Carved Pieces, Contact:
    // some 100 characters, about 900 px of labels and gaps, in a row of under 600 px at 990 px
    expect(header.all).toHaveLength(6)
    expect(header.row[1]!.length).toBeLessThan(header.all.length)
    expect(header.more[1]!.length).toBeGreaterThan(0)
    expect(header.row[1]!.length).toBeLessThanOrEqual(header.row[2]!.length)
    expect(header.row[2]!.length).toBeLessThanOrEqual(header.row[3]!.length)
    expect(header.row[3]).toEqual(header.all)
  })

  it('keeps a short menu whole, with no "More"', () => {
    const starter = themes.find((t) => t.name === 'starter')!
    const header = readHeader(render(starter.files, 'index'))
    expect(header.row[2]).toEqual(header.all)
    expect(header.more[2]).toEqual([])
    expect(header.row[3]).toEqual(header.all)
  })

  it('keeps every label on one line and the "More" list in the header', () => {
    const css = themes[0]!.files['assets/section-header.css'] ?? ''
    expect(css).toContain('.site-header__menu .menu-link{white-space:nowrap}')
    expect(css).toMatch(
      /@media screen and \(min-width:1200px\)\{\s*\.site-header__item--from-2\{display:block\}/,
    )
    expect(css).toMatch(
      /@media screen and \(min-width:1440px\)\{\s*\.site-header__item--from-3\{display:block\}/,
    )
  })
})

describe('"You may also like"', () => {
  /** The product URLs the related grid links to. */
  function related(document: Document): string[] {
    const heading = [...document.querySelectorAll('h2')].find(
      (h) => h.textContent?.trim() === 'You may also like',
    )
    const section =
      heading?.closest('.shopify-section') ?? heading?.parentElement?.parentElement?.parentElement
    expect(section, 'a "You may also like" section').toBeTruthy()
    return [...section!.querySelectorAll('.card__title a')].map((a) => a.getAttribute('href') ?? '')
  }

  it('never lists the product the page shows', () => {
    const pages = [
      ...themes,
      {
        name: 'product page',
        files: composeTheme({
          prompt: 'A page for our Ventilated Beekeeping Suit, $189, three layers of mesh',
          pageType: 'product',
        }).files,
      },
    ]
    for (const { name, files } of pages) {
      const document = render(files, 'product')
      const title = (document.querySelector('h1')?.textContent ?? '').trim()
      const url = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? ''
      const path = new URL(url).pathname
      expect(path, name).toMatch(/^\/products\//)
      const links = related(document)
      expect(links.length, name).toBe(4)
      expect(links, `${name}: ${title}`).not.toContain(path)
    }
  })

  it('fills its row at desktop widths, as every product grid of the theme does', () => {
    const grids: string[] = []
    for (const { name, files } of themes)
      for (const path of Object.keys(files).filter((p) => /^templates\/.*\.json$/.test(p))) {
        const template = readThemeJson(files, path) as {
          sections: Record<string, { type: string; settings?: Record<string, unknown> }>
        }
        for (const [id, section] of Object.entries(template.sections)) {
          if (section.type !== 'featured-collection') continue
          const count = Number(section.settings?.products_to_show)
          const columns = Number(section.settings?.columns_desktop)
          grids.push(`${name} ${path} ${id}: ${count} in ${columns} columns`)
          expect(count % columns, `${name} ${path} ${id}: ${count} in ${columns} columns`).toBe(0)
        }
      }
    expect(grids.some((grid) => grid.includes('related_products'))).toBe(true)
  })

  it('on the cart page, lists none of the products in the cart', () => {
    const { files } = composeTheme({ prompt: 'Handmade soap with sage and oatmeal', pageType: 'cart' })
    const document = render(files, 'cart')
    const inCart = [...document.querySelectorAll('.cart-item a[href^="/products/"]')].map(
      (a) => (a.getAttribute('href') ?? '').split('?')[0],
    )
    expect(inCart.length).toBeGreaterThan(0)
    const links = related(document)
    expect(links.length).toBe(4)
    for (const link of inCart) expect(links).not.toContain(link)
  })
})

describe('multicolumn cards', () => {
  interface Multicolumn {
    columns: number
    count: number
  }

  function multicolumns(files: ThemeFiles): Multicolumn[] {
    const found: Multicolumn[] = []
    for (const path of Object.keys(files).filter((p) => /^templates\/.*\.json$/.test(p))) {
      const template = readThemeJson(files, path) as {
        sections: Record<
          string,
          { type: string; settings?: { columns_desktop?: number }; block_order?: string[] }
        >
      }
      for (const section of Object.values(template.sections))
        if (section.type === 'multicolumn')
          found.push({
            columns: section.settings?.columns_desktop ?? 3,
            count: section.block_order?.length ?? 0,
          })
    }
    return found
  }

  it('fill their rows: no card alone on a row below others', () => {
    const all = themes.flatMap(({ files }) => multicolumns(files))
    expect(all.some((m) => m.count === 5)).toBe(true)
    for (const { columns, count } of all) {
      const last = count % columns
      expect(last === 0 || last >= 2 || count === 1, `${count} cards in ${columns} columns`).toBe(true)
      expect(columns).toBeLessThanOrEqual(4)
    }
  })

  it('are built alike, and keep their content at the top when a neighbour is taller', () => {
    const css = themes[0]!.files['assets/section-multicolumn.css'] ?? ''
    expect(css).toMatch(/\.multicolumn__item\{[^}]*align-content:start/)
    for (const { name, files } of themes) {
      const document = render(files, 'index')
      for (const list of document.querySelectorAll('.multicolumn__list')) {
        const shapes = [...list.children].map((card) =>
          [...card.children].map((child) => `${child.tagName.toLowerCase()}.${child.className}`).join(' '),
        )
        for (const shape of shapes) expect(shape, name).toMatch(/^span\.multicolumn__icon h3\.h3( p\.)?$/)
        // no empty paragraph to push a card's text apart
        for (const p of list.querySelectorAll('p')) expect((p.textContent ?? '').trim(), name).not.toBe('')
      }
    }
  })
})

describe('a store whose name starts with "The", and is long', () => {
  const prompt =
    'A cosy handmade ceramics studio called The Whispering Willow Pottery Collective, earthy tones, mugs and bowls'
  let files: ThemeFiles = {}
  beforeAll(() => {
    files = composeTheme({ prompt }).files
  })

  it('is never "the The …" in the copy', () => {
    expect(theName('Whispering Willow')).toBe('the Whispering Willow')
    expect(theName('Whispering Willow', 'The')).toBe('The Whispering Willow')
    expect(theName('The Whispering Willow')).toBe('The Whispering Willow')
    expect(theName('the lamp', 'The')).toBe('the lamp')
    for (const [path, text] of Object.entries(files)) {
      expect(text.match(/\bthe the\b/i)?.[0], path).toBeUndefined()
    }
    const page = render(files, 'index').body.textContent ?? ''
    expect(page).toContain('The Whispering Willow Pottery Collective')
    expect(page).not.toMatch(/\bthe the\b/i)
  })

  it('sets a long name smaller in the header, on at most three lines', () => {
    const name = render(files, 'index').querySelector('.site-header__logo-text')!
    expect(name.textContent).toBe('The Whispering Willow Pottery Collective')
    expect(name.classList.contains('site-header__logo-text--longer')).toBe(true)
    const css = files['assets/section-header.css'] ?? ''
    expect(css).toMatch(/\.site-header__logo-text\{[^}]*-webkit-line-clamp:3/)
    expect(css).toMatch(/\.site-header__logo-text--longer\{font-size:/)
    expect(render(themes[0]!.files, 'index').querySelector('.site-header__logo-text')!.className).toBe(
      'site-header__logo-text',
    )
  })
})

describe('banners with an illustration', () => {
  it('set a centred banner’s art above its heading, and a side-aligned one’s beside the text', () => {
    let centred = 0
    let aside = 0
    for (const { name, files } of themes) {
      for (const banner of render(files, 'index').querySelectorAll('.banner')) {
        const art = banner.querySelector('.banner__art')
        const behind = banner.querySelector('.banner__decor .banner__illustration')
        if (banner.classList.contains('banner--center')) {
          // Beside centred text, the art ran under the heading at desktop widths.
          expect(behind, name).toBeNull()
          if (art === null) continue
          centred++
          expect(art.parentElement!.classList.contains('banner__box'), name).toBe(true)
          expect(art.parentElement!.firstElementChild, name).toBe(art)
        } else if (behind !== null) {
          aside++
          expect(art, name).toBeNull()
        }
      }
    }
    expect(centred).toBeGreaterThan(0)
    expect(aside).toBeGreaterThan(0)
  })
})

describe('banners with an illustration on a phone', () => {
  it('leave out the art a side-aligned banner draws behind its text, which sat behind its buttons at 390 px', () => {
    const css = themes.find(({ files }) => files['assets/section-image-banner.css'])!.files[
      'assets/section-image-banner.css'
    ]!
    const rules = css.split('\n')
    // Below 750 px, not drawn; from 750 px, drawn behind the text as before.
    expect(rules).toContain('.banner__illustration{display:none}')
    expect(css).toMatch(/@media screen and \(min-width:750px\)\{\.banner__illustration\{display:block;/)
  })
})

describe('articles in the copy', () => {
  it('says "an" before a filled-in word with a vowel sound, and leaves "a unicorn" and "grade A" alone', () => {
    expect(articles('I bought a equestrian saddle as a gift')).toBe('I bought an equestrian saddle as a gift')
    expect(articles('a insulated bottle')).toBe('an insulated bottle')
    expect(articles('A espresso machine')).toBe('An espresso machine')
    expect(articles('a unicorn mug, a one-off print, a eucalyptus candle')).toBe(
      'a unicorn mug, a one-off print, a eucalyptus candle',
    )
    expect(articles('grade A olive oil')).toBe('grade A olive oil')
  })

  it('a store selling equestrian gear gets "an equestrian …" in its reviews', () => {
    const { files } = composeTheme({
      prompt:
        'Our shop Bridle & Bloom sells equestrian gear — saddle pads, riding helmets, grooming kits — for young riders and pony clubs. Based in Kentucky. burgundy and cream',
    })
    const copy = Object.entries(files)
      .filter(([path]) => path.startsWith('templates/'))
      .map(([, text]) => text)
      .join('\n')
    expect(copy).not.toMatch(/\ba equestrian\b/i)
  })
})
