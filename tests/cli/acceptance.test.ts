// The acceptance test of the theme engine issue: for 30 varied prompts across all page types,
// `generate --out DIR` then `check DIR --json` finds no error and no warning, and `render DIR`
// (the page type's template and index) shows the store name and products. It drives the CLI's
// own entry point in-process (spawning 90 processes would take minutes); cli.test.ts runs the
// real binary for representative commands.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readThemeDir } from '../../src/cli/files'
import { sampleCatalog } from '../../src/engine/catalog/catalog'
import {
  PAGE_TYPES,
  storeConfigFromFiles,
  templateForPageType,
  type PageType,
} from '../../src/engine/model/theme'
import { runCli, tempDir } from './helpers'

const PROMPTS: [PageType, string][] = [
  ['homepage', 'A trendy shoe store for urban runners with bold colors'],
  ['homepage', 'Minimalist jewelry boutique selling handmade silver rings and necklaces'],
  ['homepage', 'Vintage clothing store with 70s denim, leather jackets and band tees'],
  ['homepage', 'Organic coffee roastery from Portland with single-origin beans and brewing gear'],
  ['product', 'Product page for a waterproof hiking backpack with a lifetime warranty'],
  ['product', 'Luxury scented candle made from soy wax, hand-poured in small batches'],
  ['product', 'A noise-cancelling wireless headphone for audiophiles'],
  ['collection', 'Collection of handmade ceramic mugs and bowls for a pottery studio'],
  ['collection', 'Kids toy store: wooden puzzles, plush animals and building blocks'],
  ['collection', 'Streetwear drop: hoodies, caps and limited sneakers'],
  ['about', 'About page for a family-owned bakery that has baked sourdough since 1952'],
  ['about', 'Our story: a sustainable surf brand making boardshorts from recycled plastic'],
  ['about', "About us for Tom's Tea Emporium, rare loose-leaf teas from Asia"],
  ['contact', 'Contact page for a bike repair shop in Amsterdam'],
  ['contact', 'Customer support page for a pet supplies store with dog beds and cat toys'],
  ['contact', 'Get in touch with a wedding florist for bouquets and venue flowers'],
  ['landing', 'Landing page launching a smart water bottle that tracks hydration'],
  ['landing', 'Black Friday sale landing page for a skincare brand, 40% off serums'],
  ['landing', 'Pre-order landing page for a limited edition mechanical keyboard'],
  ['blog', 'Blog for a plant shop with care guides for monstera and succulents'],
  ['blog', 'Recipe journal for a spice merchant selling saffron, sumac and za’atar'],
  ['blog', 'Travel stories from an outdoor gear store: tents, stoves and sleeping bags'],
  ['cart', 'Cart page for a board game café selling strategy games and dice'],
  ['cart', 'Shopping cart for a vinyl record shop with jazz and soul LPs'],
  ['cart', 'Cart for a gourmet chocolate shop with truffles and gift boxes'],
  ['checkout', 'Checkout page for a yoga studio selling mats, blocks and leggings'],
  ['checkout', 'Checkout for an eyewear brand with sunglasses and blue light glasses'],
  ['checkout', 'Secure checkout for a luxury watch boutique'],
  ['homepage', 'Art supply store: watercolor paints, brushes and sketchbooks for illustrators'],
  ['product', 'Product page for an ergonomic standing desk with a bamboo top'],
]

/** Text as it may appear in HTML: raw, or with the characters Liquid's escape changes. */
function htmlForms(text: string): string[] {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
  return [
    ...new Set([text, escaped, escaped.replace(/&#39;/g, '&#x27;'), escaped.replace(/&#39;/g, '&apos;')]),
  ]
}

function expectShown(html: string, text: string, where: string) {
  expect(
    htmlForms(text).some((form) => html.includes(form)),
    `${where} should show "${text}"`,
  ).toBe(true)
}

describe('generate, check and render for 30 prompts across every page type', () => {
  let dir: Awaited<ReturnType<typeof tempDir>>
  beforeAll(async () => {
    dir = await tempDir('vitrine-acceptance-')
  })
  afterAll(() => dir.remove())

  it('covers all nine page types', () => {
    expect(PROMPTS).toHaveLength(30)
    expect(new Set(PROMPTS.map(([pageType]) => pageType))).toEqual(new Set(PAGE_TYPES))
  })

  it.each(PROMPTS.map(([pageType, prompt], index) => [index + 1, pageType, prompt] as const))(
    '#%i %s: %s',
    async (index, pageType, prompt) => {
      const out = `theme-${index}`
      const generated = await runCli(['generate', prompt, '--page-type', pageType, '--out', out], dir.path)
      expect(generated.stderr).toBe('')
      expect(generated.code).toBe(0)

      const checked = await runCli(['check', out, '--json'], dir.path)
      const report = JSON.parse(checked.stdout) as { errors: number; warnings: number; offenses: unknown[] }
      expect(report.offenses).toEqual([])
      expect(report.errors).toBe(0)
      expect(report.warnings).toBe(0)
      expect(checked.code).toBe(0)

      const files = await readThemeDir(join(dir.path, out))
      const store = storeConfigFromFiles(files)
      expect(store, 'the theme records its store in config/settings_data.json').toBeDefined()
      const catalog = sampleCatalog(store!)
      const titles = catalog.products.map((product) => product.title)

      for (const template of new Set(['index', templateForPageType(pageType)])) {
        const htmlFile = `${out}-${template}.html`
        const rendered = await runCli(['render', out, '--template', template, '--out', htmlFile], dir.path)
        expect(rendered.stderr, `render errors in ${template}`).toBe('')
        expect(rendered.code).toBe(0)
        const html = await readFile(join(dir.path, htmlFile), 'utf8')
        expectShown(html, store!.name, template)
        // A home page and a collection show a grid of products; a product page at least its own.
        const minimum = { index: 4, collection: 4, product: 1 }[template]
        if (minimum !== undefined) {
          const shown = titles.filter((title) => htmlForms(title).some((form) => html.includes(form)))
          expect(shown.length, `${template} should show catalog products`).toBeGreaterThanOrEqual(minimum)
        }
      }
    },
  )
})
