import { Liquid } from 'liquidjs'
import { describe, expect, it } from 'vitest'
import { colorDistance } from '../../src/engine/compose/look'
import {
  buildBrief,
  composeTheme,
  productGridSettings,
  sectionSchema,
  starterTheme,
} from '../../src/engine/compose'
import { catalogForTheme } from '../../src/engine/catalog/catalog'
import { FONT_LIBRARY } from '../../src/engine/model/fonts'
import { renderTheme } from '../../src/engine/preview'
import {
  PAGE_TYPES,
  readThemeJson,
  storeConfigFromFiles,
  templateForPageType,
  themeSchema,
  type ComposeInput,
  type PageType,
  type ThemeFiles,
} from '../../src/engine/model/theme'
import { validateTheme } from '../../src/engine/validate/theme-check'

interface JsonSection {
  type: string
  settings?: Record<string, unknown>
  blocks?: Record<string, { type: string; settings?: Record<string, unknown> }>
  block_order?: string[]
}

function readTemplate(
  files: ThemeFiles,
  path: string,
): { sections: Record<string, JsonSection>; order: string[] } {
  return readThemeJson(files, path) as { sections: Record<string, JsonSection>; order: string[] }
}

function sectionTypes(files: ThemeFiles, template: string): string[] {
  const json = readTemplate(files, `templates/${template}.json`)
  return json.order.map((id) => json.sections[id]?.type ?? '?')
}

/** Every text a template shows, flattened (settings of its sections and blocks). */
function templateText(files: ThemeFiles, template: string): string {
  return JSON.stringify(readTemplate(files, `templates/${template}.json`))
}

type SettingDef = {
  type: string
  id?: string
  options?: { value: string }[]
  min?: number
  max?: number
  step?: number
}

/** Checks JSON setting values against the section schema the way Shopify's theme editor would. */
function settingProblems(where: string, values: Record<string, unknown>, defs: SettingDef[] = []): string[] {
  const problems: string[] = []
  const byId = new Map(defs.filter((d) => d.id).map((d) => [d.id, d]))
  for (const [key, value] of Object.entries(values)) {
    const def = byId.get(key)
    if (!def) {
      problems.push(`${where}: unknown setting ${key}`)
      continue
    }
    if (def.type === 'select' && !def.options?.some((o) => o.value === value))
      problems.push(`${where}: ${key}=${String(value)} is not an option`)
    if (def.type === 'range') {
      const n = value as number
      if (
        typeof n !== 'number' ||
        n < (def.min ?? 0) ||
        n > (def.max ?? 0) ||
        (n - (def.min ?? 0)) % (def.step ?? 1) !== 0
      )
        problems.push(`${where}: ${key}=${String(value)} out of range`)
    }
    if (def.type === 'checkbox' && typeof value !== 'boolean')
      problems.push(`${where}: ${key} is not a boolean`)
    if (
      ['text', 'textarea', 'richtext', 'url', 'collection', 'product', 'link_list'].includes(def.type) &&
      typeof value !== 'string'
    )
      problems.push(`${where}: ${key} is not a string`)
  }
  return problems
}

function jsonProblems(files: ThemeFiles): string[] {
  const problems: string[] = []
  const paths = Object.keys(files).filter((p) => /^(templates\/.*|sections\/.*)\.json$/.test(p))
  for (const path of paths) {
    const json = readTemplate(files, path)
    for (const id of json.order)
      if (!json.sections[id]) problems.push(`${path}: order names missing section ${id}`)
    for (const [id, entry] of Object.entries(json.sections)) {
      const schema = sectionSchema(entry.type)
      if (!schema) {
        problems.push(`${path}: unknown section type ${entry.type}`)
        continue
      }
      if (!files[`sections/${entry.type}.liquid`]) problems.push(`${path}: no file for ${entry.type}`)
      problems.push(
        ...settingProblems(`${path} ${id}`, entry.settings ?? {}, schema.settings as SettingDef[]),
      )
      const blocks = Object.entries(entry.blocks ?? {})
      if (schema.max_blocks !== undefined && blocks.length > schema.max_blocks)
        problems.push(`${path} ${id}: too many blocks`)
      for (const [blockId, block] of blocks) {
        const blockSchema = schema.blocks?.find((b) => b.type === block.type)
        if (!blockSchema) {
          problems.push(`${path} ${id}: unknown block type ${block.type}`)
          continue
        }
        if (
          blockSchema.limit !== undefined &&
          blocks.filter(([, b]) => b.type === block.type).length > blockSchema.limit
        )
          problems.push(`${path} ${id}: more ${block.type} blocks than its limit`)
        problems.push(
          ...settingProblems(
            `${path} ${id}/${blockId}`,
            block.settings ?? {},
            blockSchema.settings as SettingDef[],
          ),
        )
        if (!entry.block_order?.includes(blockId))
          problems.push(`${path} ${id}: block ${blockId} not in block_order`)
      }
    }
  }
  return problems
}

/** liquidjs with inert stand-ins for the Shopify-only tags, enough to catch syntax errors. */
function shopifyParser(): Liquid {
  const engine = new Liquid()
  for (const tag of ['schema', 'style', 'form', 'paginate']) {
    engine.registerTag(tag, {
      parse(_token, remain) {
        const stream = this.liquid.parser.parseStream(remain)
        stream
          .on(`tag:end${tag}`, () => stream.stop())
          .on('template', () => undefined)
          .on('end', () => {
            throw new Error(`{% ${tag} %} is not closed`)
          })
        stream.start()
      },
      render: () => '',
    })
  }
  for (const tag of ['section', 'sections'])
    engine.registerTag(tag, { parse: () => undefined, render: () => '' })
  return engine
}

const PRODUCT_DETAILS = {
  title: 'Aurora Desk Lamp',
  price: '49',
  description: 'A warm, dimmable lamp for late nights.\n\nMade from recycled aluminium.',
  features: ['Three brightness levels', 'USB-C charging', 'Two-year warranty'],
  images: [
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAcCBlCwAAAABJRU5ErkJggg==',
  ],
}

const INJECTION_PROMPT =
  'A store called "{{ shop.name }}{% assign x = 1 %}</script><script>alert(1)</script>" with the tagline ' +
  '\'Quotes " and {{ settings }} and {% raw %} tags\' selling {% comment %}, <b>bold</b> and "quoted" things'

// One theme per page type, with prompts of different niches and styles, plus the hostile prompt.
const VARIED: ComposeInput[] = [
  { prompt: 'a trendy shoe store', pageType: 'homepage' },
  {
    prompt: 'a minimalist jewelry boutique for an elegant product page',
    pageType: 'product',
    product: PRODUCT_DETAILS,
  },
  {
    prompt: 'a vintage clothing store with categories: denim, leather jackets and band tees',
    pageType: 'collection',
  },
  { prompt: 'An organic tea house called Steep & Co. with our story and values', pageType: 'about' },
  {
    prompt: 'a playful pet supplies shop, pink and yellow, with a contact form and FAQ',
    pageType: 'contact',
  },
  { prompt: 'A dark, futuristic landing page for wireless headphones with reviews', pageType: 'landing' },
  { prompt: 'a cozy independent bookshop blog about new releases', pageType: 'blog' },
  { prompt: 'handmade soap shop cart page', pageType: 'cart' },
  { prompt: 'Checkout help for a luxury watch store, black and gold', pageType: 'checkout' },
  { prompt: INJECTION_PROMPT, pageType: 'homepage' },
]

describe('composeTheme: a complete, valid Online Store 2.0 theme', () => {
  it('passes Theme Check (recommended) with zero errors and zero warnings for varied prompts and every page type', async () => {
    expect(new Set(VARIED.map((input) => input.pageType))).toEqual(new Set(PAGE_TYPES))
    for (const input of VARIED) {
      const theme = composeTheme(input)
      const offenses = await validateTheme(theme.files)
      const serious = offenses.filter((o) => o.severity !== 'info')
      expect(serious, `${input.pageType}: ${input.prompt}`).toEqual([])
    }
  })

  it('has Dawn’s shape: layout, section groups, every template, config, locale and assets', () => {
    const { files } = composeTheme({ prompt: 'a coffee roastery' })
    const layout = files['layout/theme.liquid'] ?? ''
    expect(layout).toContain('{{ content_for_header }}')
    expect(layout).toContain('{{ content_for_layout }}')
    expect(layout).toContain("{% sections 'header-group' %}")
    expect(layout).toContain("{% sections 'footer-group' %}")
    for (const name of [
      'index',
      'product',
      'collection',
      'list-collections',
      'page',
      'page.about',
      'page.contact',
      'page.landing',
      'page.checkout',
      'blog',
      'article',
      'cart',
      'search',
      '404',
      'password',
      'customers/login',
      'customers/account',
    ]) {
      expect(files[`templates/${name}.json`], name).toBeDefined()
    }
    for (const type of PAGE_TYPES) expect(files[`templates/${templateForPageType(type)}.json`]).toBeDefined()
    for (const path of [
      'sections/header-group.json',
      'sections/footer-group.json',
      'config/settings_schema.json',
      'config/settings_data.json',
      'locales/en.default.json',
      'assets/theme.css',
      'assets/theme.js',
      'snippets/product-card.liquid',
      'templates/gift_card.liquid',
      'layout/password.liquid',
    ])
      expect(files[path], path).toBeDefined()
    expect((readThemeJson(files, 'sections/header-group.json') as { type: string }).type).toBe('header')
    expect((readThemeJson(files, 'templates/password.json') as { layout: string }).layout).toBe('password')
    const schema = readThemeJson(files, 'config/settings_schema.json') as {
      name: string
      settings?: { id: string }[]
    }[]
    expect(schema[0]?.name).toBe('theme_info')
    const store = schema.find((group) => group.name === 'Store')
    expect(store?.settings?.map((s) => s.id)).toEqual([
      'store_name',
      'store_tagline',
      'store_categories',
      'store_currency',
    ])
    expect(schema.flatMap((group) => group.settings ?? []).some((s) => s.id === 'colors_primary')).toBe(true)
  })

  it('writes sections Dawn’s way: one schema last, blocks looped with shopify_attributes, scoped styles', () => {
    const { files } = composeTheme({ prompt: 'a plant shop' })
    const sections = Object.entries(files).filter(([path]) => /^sections\/.*\.liquid$/.test(path))
    expect(sections.length).toBeGreaterThanOrEqual(25)
    for (const [path, source] of sections) {
      expect(source.match(/\{% schema %\}/g), path).toHaveLength(1)
      expect(source.trimEnd().endsWith('{% endschema %}'), path).toBe(true)
      const schema = JSON.parse(/\{% schema %\}([\s\S]*)\{% endschema %\}/.exec(source)?.[1] ?? '') as {
        name: string
        blocks?: unknown[]
      }
      expect(schema.name, path).toBeTruthy()
      if (schema.blocks?.length) {
        expect(source, path).toContain('section.blocks')
        expect(source, path).toContain('{{ block.shopify_attributes }}')
      }
    }
    const banner = files['sections/image-banner.liquid'] ?? ''
    expect(banner).toContain('{%- style -%}')
    expect(banner).toContain('#shopify-section-{{ section.id }}')
    expect(banner).toContain("{{ 'section-image-banner.css' | asset_url | stylesheet_tag }}")
    expect(files['assets/section-image-banner.css']).toBeDefined()
    expect(files['sections/newsletter.liquid']).toContain("{%- form 'customer'")
    expect(files['sections/contact-form.liquid']).toContain("{%- form 'contact'")
    expect(files['sections/main-collection.liquid']).toContain('{%- paginate collection.products by')
    expect(files['snippets/product-card.liquid']).toContain('| image_url: width: 900 | image_tag:')
  })

  it('fills every template and group with sections and settings their schemas accept', () => {
    for (const input of VARIED) {
      expect(jsonProblems(composeTheme(input).files), input.prompt).toEqual([])
    }
    expect(jsonProblems(starterTheme().files)).toEqual([])
  })

  it('writes Liquid that parses and JSON that parses', () => {
    const parser = shopifyParser()
    for (const input of [VARIED[0], VARIED[9]] as ComposeInput[]) {
      const { files } = composeTheme(input)
      for (const [path, source] of Object.entries(files)) {
        if (path.endsWith('.liquid')) expect(() => parser.parse(source), path).not.toThrow()
        if (path.endsWith('.json')) expect(() => JSON.parse(source), path).not.toThrow()
      }
    }
  })

  it('defines every translation key the theme uses', () => {
    const { files } = composeTheme({ prompt: 'a toy store' })
    const locale = readThemeJson(files, 'locales/en.default.json') as Record<string, unknown>
    const used = new Set<string>()
    for (const [path, source] of Object.entries(files)) {
      if (!path.endsWith('.liquid')) continue
      for (const match of source.matchAll(/'([a-z0-9_.]+)'\s*\|\s*t\b/g)) used.add(match[1] ?? '')
    }
    expect(used.size).toBeGreaterThan(40)
    for (const key of used) {
      const value = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale)
      expect(typeof value, key).toBe('string')
    }
  })

  it('renders in the preview with the store name and its products, without Liquid errors', async () => {
    const theme = composeTheme({ prompt: 'a trendy shoe store called Kickback' })
    const brief = buildBrief({ prompt: 'a trendy shoe store called Kickback' })
    for (const template of ['index', 'product', 'collection', 'page.about', 'cart', 'page.checkout']) {
      const { html, errors } = await renderTheme(theme.files, { template })
      expect(errors, template).toEqual([])
      expect(html, template).toContain('Kickback')
    }
    const index = await renderTheme(theme.files, { template: 'index' })
    // The home page shows something of every category the store sells.
    for (const category of brief.categories) {
      const first = brief.products.find((p) => p.tags.includes(category))
      expect(index.html, category).toContain(first?.title)
    }
    const product = await renderTheme(theme.files, { template: 'product' })
    expect(product.html).toContain(brief.products[0]?.title)
  })
})

describe('buildBrief and the niches: different prompts, different stores', () => {
  const prompts = ['a trendy shoe store', 'a minimalist jewelry boutique', 'a vintage clothing store']

  it('gives the three example stores different names, palettes, fonts, sections, copy and categories', () => {
    const briefs = prompts.map((prompt) => buildBrief({ prompt }))
    const themes = prompts.map((prompt) => composeTheme({ prompt }))
    const distinct = <T>(values: T[]) => new Set(values.map((v) => JSON.stringify(v))).size
    expect(distinct(briefs.map((b) => b.name))).toBe(3)
    expect(distinct(briefs.map((b) => b.palette.primary))).toBe(3)
    expect(distinct(briefs.map((b) => b.palette.accent))).toBe(3)
    expect(distinct(briefs.map((b) => b.palette.background))).toBeGreaterThanOrEqual(2)
    expect(distinct(briefs.map((b) => [b.typography.heading, b.typography.body]))).toBe(3)
    expect(distinct(briefs.map((b) => b.categories))).toBe(3)
    expect(distinct(briefs.map((b) => b.hero.heading))).toBe(3)
    expect(distinct(briefs.map((b) => b.tone))).toBe(3)
    expect(distinct(themes.map((t) => sectionTypes(t.files, 'index')))).toBe(3)
    expect(distinct(themes.map((t) => readThemeJson(t.files, 'config/settings_data.json')))).toBe(3)
    // the home page sections themselves differ, not just their order
    const [shoes, jewelry, vintage] = themes.map((t) => new Set(sectionTypes(t.files, 'index')))
    expect(shoes).not.toEqual(jewelry)
    expect(jewelry).not.toEqual(vintage)
    // and the product grid looks different
    expect(
      distinct(briefs.map((b) => [b.productGrid.card_style, b.productGrid.columns_desktop])),
    ).toBeGreaterThanOrEqual(2)
  })

  it('reads the kind of store, the mood and the colours from the prompt', () => {
    const shoes = buildBrief({ prompt: 'a trendy shoe store' })
    expect(shoes.kind.id).toBe('shoe-store')
    expect(shoes.style).toBe('bold')
    expect(shoes.categories).toContain('Sneakers')
    const jewelry = buildBrief({ prompt: 'a minimalist jewelry boutique' })
    expect(jewelry.kind.id).toBe('jewelry')
    expect(jewelry.style).toBe('minimal')
    expect(jewelry.palette.background).toBe('#ffffff')
    const vintage = buildBrief({ prompt: 'a vintage clothing store' })
    expect(vintage.kind.id).toBe('vintage-clothing')
    expect(FONT_LIBRARY[vintage.typography.heading].serifs).toBe(true)
    const dark = buildBrief({ prompt: 'a dark moody candle shop' })
    expect(dark.kind.id).toBe('candle-studio')
    expect(dark.dark).toBe(true)
    expect(dark.palette.background).not.toBe('#ffffff')
    expect(dark.categories[0]).toBe('Candles')
    // The colours named are in the palette (exactly, or close where text must be read on them).
    const pink = buildBrief({ prompt: 'a bakery with hot pink and mint green colours' })
    expect(pink.kind.id).toBe('bakery')
    const colours = Object.values(pink.palette)
    for (const named of ['#ff028d', '#8fff9f'])
      expect(Math.min(...colours.map((c) => colorDistance(c, named))), named).toBeLessThan(5)
    const friday = buildBrief({
      prompt: 'Black Friday sale landing page for a skincare brand',
      pageType: 'landing',
    })
    expect(friday.palette.primary).not.toBe('#111111')
    expect(friday.hero.heading).toMatch(/Black Friday/)
    const fromDetails = buildBrief({
      prompt: 'a product page',
      pageType: 'product',
      product: { title: 'Studio Headphones' },
    })
    expect(fromDetails.kind.id).toBe('audio')
  })

  it('keeps text readable whatever colours the prompt names', () => {
    for (const prompt of [
      'a yellow and white lemonade stand',
      'black background jewelry',
      'a navy blue tech store with dark mode',
    ]) {
      const { palette } = buildBrief({ prompt })
      const lum = (hex: string) => {
        const [r, g, b] = [1, 3, 5]
          .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
      }
      const ratio = (a: string, b: string) =>
        (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05)
      expect(ratio(palette.text, palette.background), prompt).toBeGreaterThanOrEqual(7)
      expect(ratio(palette.onPrimary, palette.primary), prompt).toBeGreaterThanOrEqual(3)
      expect(ratio(palette.primary, palette.background), prompt).toBeGreaterThanOrEqual(3)
    }
  })

  it('uses the name the prompt gives, or invents one that fits', () => {
    expect(buildBrief({ prompt: 'a coffee shop called Bean There' }).name).toBe('Bean There')
    expect(buildBrief({ prompt: 'a store named "Lumen & Leaf" for plants' }).name).toBe('Lumen & Leaf')
    expect(buildBrief({ prompt: "sneakers store 'Kick Lab'" }).name).toBe('Kick Lab')
    expect(buildBrief({ prompt: 'a shoe store called stride shoe co. with boots' }).name).toBe(
      'Stride Shoe Co.',
    )
    const invented = buildBrief({ prompt: 'a jewelry boutique' }).name
    expect(invented.length).toBeGreaterThan(3)
    expect(buildBrief({ prompt: 'a jewelry boutique' }).name).toBe(invented)
  })

  it('gives stores outside the taxonomy a store built around what they sell', () => {
    const brief = buildBrief({ prompt: 'a custom neon sign shop' })
    expect(brief.kind.id).toBe('generic')
    expect(brief.categories[0]).toBe('Custom Neon Signs')
    expect(brief.name).toMatch(/Signs?\b|& Co\./)
    expect(brief.products[0]?.title).toMatch(/Neon Sign$/)
    expect(brief.products[0]?.options).toEqual([])
    expect(composeTheme({ prompt: 'a custom neon sign shop' }).explanation).toContain('neon sign shop')
  })

  it('takes categories the prompt lists', () => {
    const brief = buildBrief({ prompt: 'a shoe store selling sneakers, boots and sandals' })
    expect(brief.categories).toEqual(['Sneakers', 'Boots', 'Sandals'])
    const theme = composeTheme({ prompt: 'a shoe store selling sneakers, boots and sandals' })
    expect(storeConfigFromFiles(theme.files)?.categories).toEqual(['Sneakers', 'Boots', 'Sandals'])
  })

  it('adds the sections the prompt asks for to the page type’s template', () => {
    const about = composeTheme({ prompt: 'an about page for a toy store with an FAQ', pageType: 'about' })
    expect(sectionTypes(about.files, 'page.about')).toContain('faq')
    const home = composeTheme({ prompt: 'a minimalist art print shop with testimonials and a contact form' })
    const types = sectionTypes(home.files, 'index')
    expect(types).toContain('testimonials')
    expect(types[types.length - 1]).toBe('contact-form')
  })

  it('puts the emphasis on the template of the page type', () => {
    const landing = composeTheme({ prompt: 'a fitness brand launch', pageType: 'landing' })
    expect(sectionTypes(landing.files, 'page.landing')).toEqual(
      expect.arrayContaining(['image-banner', 'multicolumn', 'testimonials', 'newsletter']),
    )
    const cartFocus = composeTheme({ prompt: 'a fitness brand', pageType: 'cart' })
    const cartPlain = composeTheme({ prompt: 'a fitness brand', pageType: 'homepage' })
    expect(sectionTypes(cartFocus.files, 'cart').length).toBeGreaterThan(
      sectionTypes(cartPlain.files, 'cart').length,
    )
    const checkout = composeTheme({ prompt: 'a fitness brand', pageType: 'checkout' })
    expect(sectionTypes(checkout.files, 'page.checkout')).toEqual(
      expect.arrayContaining(['faq', 'contact-form']),
    )
    expect(templateText(checkout.files, 'page.checkout')).toContain('Shipping')
  })
})

describe('composeTheme: behaviour', () => {
  it('is deterministic: the same input gives the same theme', () => {
    const input: ComposeInput = {
      prompt: 'a luxury coffee roastery with reviews',
      pageType: 'product',
      product: PRODUCT_DETAILS,
    }
    expect(composeTheme(input)).toEqual(composeTheme(input))
    expect(buildBrief(input)).toEqual(buildBrief(input))
    expect(composeTheme({ prompt: 'a toy store' })).not.toEqual(composeTheme({ prompt: 'a plant shop' }))
  })

  it('composes a brief as it composes the input the brief was made of, and a changed brief as changed', () => {
    const input: ComposeInput = {
      prompt: 'A cosy candle shop called Luna Wick, about page',
      pageType: 'about',
    }
    const brief = buildBrief(input)
    expect(composeTheme({ brief })).toEqual(composeTheme(input))
    const renamed = composeTheme({
      brief: { ...brief, storeConfig: { ...brief.storeConfig, name: 'Moon Wick' } },
    })
    expect(renamed.storeConfig.name).toBe('Moon Wick')
    expect(renamed.files['templates/page.about.json']).toBe(
      composeTheme(input).files['templates/page.about.json'],
    )
  })

  it('records the store in the theme settings, read back by storeConfigFromFiles', () => {
    for (const pageType of ['homepage', 'product', 'checkout'] as PageType[]) {
      const theme = composeTheme({ prompt: 'A cat toy shop called Whisker Works with fun colours', pageType })
      const config = storeConfigFromFiles(theme.files)
      expect(config).toEqual(theme.storeConfig)
      expect(config?.name).toBe('Whisker Works')
      expect(config?.categories.length).toBeGreaterThan(1)
    }
    const data = readThemeJson(composeTheme({ prompt: 'a tea shop' }).files, 'config/settings_data.json') as {
      current: Record<string, unknown>
    }
    expect(Object.keys(data.current)).toEqual(
      expect.arrayContaining(['store_name', 'store_tagline', 'store_categories', 'colors_primary']),
    )
  })

  it('puts the product details of a product prompt into the product page and the home page', async () => {
    const theme = composeTheme({
      prompt: 'a desk lamp product page',
      pageType: 'product',
      product: PRODUCT_DETAILS,
    })
    const product = templateText(theme.files, 'product')
    expect(product).toContain('Aurora Desk Lamp')
    expect(product).toContain('$49.00')
    expect(product).toContain(
      '<p>A warm, dimmable lamp for late nights.</p><p>Made from recycled aluminium.</p>',
    )
    for (const feature of PRODUCT_DETAILS.features) expect(product).toContain(feature)
    expect(product).toContain(PRODUCT_DETAILS.images[0])
    expect(templateText(theme.files, 'index')).toContain('Aurora Desk Lamp')
    const { html, errors } = await renderTheme(theme.files, { template: 'product' })
    expect(errors).toEqual([])
    expect(html).toContain('Aurora Desk Lamp')
    expect(html).toContain('USB-C charging')
    expect(html).toContain(`src="${PRODUCT_DETAILS.images[0]}"`)
    expect(theme.explanation).toContain('Aurora Desk Lamp')
  })

  it('previews the described product as the product page, without repeating its spotlight', async () => {
    const theme = composeTheme({
      prompt: 'a desk lamp product page',
      pageType: 'product',
      product: PRODUCT_DETAILS,
    })
    const { html, errors } = await renderTheme(theme.files, {
      template: 'product',
      catalog: catalogForTheme(theme.files),
    })
    expect(errors).toEqual([])
    expect(html).toMatch(/<h1 class="h1 product__title"[^>]*>Aurora Desk Lamp<\/h1>/)
    expect(html).toContain('$49.00')
    expect(html).not.toContain('class="h1 featured-product__title"')
    const home = await renderTheme(theme.files, { template: 'index', catalog: catalogForTheme(theme.files) })
    expect(home.html).toContain('class="h1 featured-product__title"')
  })

  it('drops product images that are not image data or https URLs', () => {
    const theme = composeTheme({
      prompt: 'a lamp',
      pageType: 'product',
      product: {
        title: 'Lamp',
        images: [
          'javascript:alert(1)',
          'data:text/html;base64,PHNjcmlwdD4=',
          'https://cdn.example.com/a.jpg"onerror="x',
        ],
      },
    })
    const product = templateText(theme.files, 'product')
    expect(product).not.toContain('javascript:')
    expect(product).not.toContain('data:text/html')
    expect(product).not.toContain('onerror')
  })

  it('never lets user text break out of JSON or inject Liquid or HTML', async () => {
    const theme = composeTheme({
      prompt: INJECTION_PROMPT,
      pageType: 'product',
      product: {
        title: 'Lamp {{ cart }} {% render "x" %}',
        description: '</script><script>alert(2)</script>',
        features: ['{%- layout none -%}'],
      },
    })
    for (const [path, source] of Object.entries(theme.files)) {
      if (path.endsWith('.json')) expect(() => JSON.parse(source), path).not.toThrow()
      if (/^(templates|config|sections)\/.*\.json$/.test(path)) {
        expect(source, path).not.toMatch(/\{\{|\{%|%\}|\}\}/)
        expect(source, path).not.toContain('<script')
      }
    }
    // the sections are the library's own, untouched by the prompt
    expect(theme.files['sections/header.liquid']).toBe(
      composeTheme({ prompt: 'a toy store' }).files['sections/header.liquid'],
    )
    const config = storeConfigFromFiles(theme.files)
    expect(config?.name).not.toMatch(/[<>{}]/)
    const { html, errors } = await renderTheme(theme.files, { template: 'product' })
    expect(errors).toEqual([])
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<b>bold</b>')
  })

  it('returns a theme the shared model accepts, for odd prompts too', () => {
    const odd = [
      '🍕🍕🍕',
      '!!!???',
      'x',
      'Une boutique de vêtements vintage à Paris appelée « Chez Mémé »',
      'shoes '.repeat(600).trim(),
      'A store called ' + 'Very Long Name '.repeat(20),
      'categories: ' + Array.from({ length: 40 }, (_, i) => `thing ${i}`).join(', '),
      '#zzzzzz #12 colours: #ABCDEF background and #123 text',
    ]
    for (const prompt of odd) {
      for (const pageType of ['homepage', 'product'] as PageType[]) {
        const theme = composeTheme({ prompt, pageType })
        expect(() => themeSchema.parse(theme), prompt).not.toThrow()
        expect(storeConfigFromFiles(theme.files), prompt).toEqual(theme.storeConfig)
      }
    }
    expect(buildBrief({ prompt: '#ABCDEF background and #123 text' }).palette.background).toBe('#abcdef')
  })

  it('rejects an empty prompt with the spec’s message', () => {
    expect(() => composeTheme({ prompt: '   ' })).toThrow('Please enter a prompt')
  })

  it('explains what was built, section by section, and how to upload it', () => {
    const theme = composeTheme({ prompt: 'a minimalist jewelry boutique', pageType: 'about' })
    const lines = theme.explanation.split('\n')
    expect(lines.length).toBeGreaterThan(10)
    expect(theme.explanation).toContain(theme.storeConfig.name)
    expect(theme.explanation).toContain(theme.storeConfig.primaryColor)
    expect(theme.explanation).toContain('templates/page.about.json')
    expect(theme.explanation).toContain('Image banner')
    expect(theme.explanation).toContain('Upload zip file')
    expect(composeTheme({ prompt: 'a toy store', pageType: 'checkout' }).explanation).toContain(
      "Shopify's checkout itself cannot be changed by a theme",
    )
  })

  it('says "an" before a vowel: "an editorial layout"', () => {
    const explanation = composeTheme({ prompt: 'A cosy candle shop called Harbor Goods' }).explanation
    expect(explanation).toContain('Home page: an editorial layout.')
    expect(explanation).not.toMatch(/\ba [aeiou]/i)
  })
})

describe('starterTheme', () => {
  it('is the shoe store of the spec: header, SUMMER COLLECTION hero, 8-product grid with quick add', async () => {
    const theme = starterTheme()
    const { files } = theme
    expect(sectionTypes(files, 'index')).toEqual(['image-banner', 'featured-collection'])
    const index = readTemplate(files, 'templates/index.json')
    const hero = Object.values(index.sections).find((s) => s.type === 'image-banner')
    expect(JSON.stringify(hero)).toContain('"heading":"SUMMER COLLECTION"')
    const grid = Object.values(index.sections).find((s) => s.type === 'featured-collection')
    expect(grid?.settings).toMatchObject({ products_to_show: 8, show_quick_add: true, columns_desktop: 4 })
    const header = readTemplate(files, 'sections/header-group.json')
    expect(Object.values(header.sections).map((s) => s.type)).toContain('header')
    expect(theme.storeConfig.categories).toContain('Sneakers')
    expect(files['assets/theme.js']).toContain('ADDED_FEEDBACK_MS = 2000')

    const { html, errors } = await renderTheme(files, { template: 'index' })
    expect(errors).toEqual([])
    expect(html).toContain('SUMMER COLLECTION')
    expect(html.match(/class="card card--/g)).toHaveLength(8)
    expect(html.match(/data-added-label="Added!"/g)).toHaveLength(8)
    expect(starterTheme()).toEqual(theme)
  })
})

describe('productGridSettings', () => {
  it('takes desktop and mobile columns, with the modern style by default', () => {
    expect(productGridSettings({ desktop: 4, mobile: 2 })).toEqual({
      columns_desktop: 4,
      columns_mobile: '2',
      card_style: 'modern',
      image_ratio: 'square',
      show_quick_add: true,
      show_vendor: false,
    })
    expect(productGridSettings({ desktop: 3, mobile: 1 }, 'minimal')).toMatchObject({
      columns_desktop: 3,
      columns_mobile: '1',
      card_style: 'minimal',
      image_ratio: 'portrait',
    })
    expect(productGridSettings({ desktop: 5, mobile: 2 }, 'bold').card_style).toBe('bold')
  })

  it('clamps columns to what the section accepts', () => {
    expect(productGridSettings({ desktop: 12, mobile: 7 })).toMatchObject({
      columns_desktop: 6,
      columns_mobile: '2',
    })
    expect(productGridSettings({ desktop: 0, mobile: 0 })).toMatchObject({
      columns_desktop: 1,
      columns_mobile: '1',
    })
    expect(productGridSettings({ desktop: Number.NaN, mobile: 1.4 })).toMatchObject({
      columns_desktop: 4,
      columns_mobile: '1',
    })
  })

  it('is what the composer writes into the product grid section', () => {
    const brief = buildBrief({ prompt: 'a minimalist jewelry boutique' })
    const theme = composeTheme({ prompt: 'a minimalist jewelry boutique' })
    const index = readTemplate(theme.files, 'templates/index.json')
    const grid = Object.values(index.sections).find((s) => s.type === 'featured-collection')
    expect(grid?.settings).toMatchObject(brief.productGrid)
    const schema = sectionSchema('featured-collection')
    const ids = new Set(schema?.settings.map((s) => s.id))
    for (const key of Object.keys(brief.productGrid)) expect(ids.has(key), key).toBe(true)
  })
})

describe('drawings where no image is set', () => {
  it('draws the featured product as what it is, and a shoe store’s hero as shoes', async () => {
    const landing = composeTheme({
      prompt: 'launch page for Pulse ANC wireless headphones, 40 hour battery, pre-order now for $129',
      pageType: 'landing',
    })
    const { html, errors } = await renderTheme(landing.files, { template: 'page.landing' })
    expect(errors).toEqual([])
    const featured = html.slice(html.indexOf('featured-product__media'))
    expect(featured.slice(0, 2000)).toMatch(/<svg class="illustration featured-product__illustration"/)
    expect(landing.files['snippets/illustration.liquid']).toContain("{%- when 'headphones' -%}")

    const shoes = composeTheme({ prompt: 'A trendy shoe store called Sole Harbor', pageType: 'homepage' })
    expect(shoes.files['snippets/illustration.liquid']).toContain("{%- when 'sport-shoe' -%}")
    expect(
      JSON.parse(shoes.files['templates/index.json']!).sections.slideshow.blocks.slide_1.settings,
    ).toMatchObject({
      illustration: 'sport-shoe',
    })
  })
})
