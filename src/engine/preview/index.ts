// Preview: a template of a theme rendered with real Liquid and sample store data into one
// self-contained HTML document. Failures stay local (a section that fails shows a small note in
// its place and is listed in `errors`); the preview itself never throws.
// A render given no catalogue makes the store the theme describes (catalog/, below preview).
import {
  artLoaded,
  catalogOptions,
  loadArt,
  loadProductWords,
  sampleCatalog,
  spotlightProduct,
  takeWantedArt,
  withSpotlight,
} from '../catalog'
import { themeLanguage } from '../model/language'
import {
  DEFAULT_STORE_CONFIG,
  readThemeJson,
  storeConfigFromFiles,
  type SampleCatalog,
  type StoreConfig,
  type ThemeFiles,
} from '../model/theme'
import { escapeText } from '../model/text'
import { type Obj, type SampleData, buildSampleData, storefrontLanguage } from './data'
import { beforeBodyEnd, ensureDocument, injectCollected, inlineAssets, themeScripts } from './document'
import { HandleDrop, templateDrop } from './drops'
import { resolveMarkers } from './markers'
import { sealDocument } from './seal'
import { type PageGlobals, errorMessage, errorNote, renderJsonSections, renderSection } from './render'
import { type ThemeRuntime, runtimeFor } from './runtime'
import { storefrontPrelude, type StorefrontFacts } from './stand-ins'
import { declaredLayout } from './tags'
import { buildSchemes, buildSettings } from './settings'
import { type FontFiles, type PreviewError, type RenderState, STATE } from './state'

export type { PreviewError, FontFiles } from './state'
export { sealDocument } from './seal'
export { beforeBodyEnd } from './document'
export { fontDrop, FontDrop } from './drops'
export type { MarkerTarget, MarkerKind } from './markers'

export interface RenderOptions {
  /** 'index', 'product', 'collection', 'page.about', ... (default 'index') */
  template?: string
  /** add data-vitrine-* attributes that map elements back to the settings they show */
  editable?: boolean
  catalog?: SampleCatalog
  storeConfig?: StoreConfig
  /** the faces of the theme's fonts; without it font_face names local fonts and font_url is empty */
  fonts?: FontFiles
  /** the page's time budget in ms (PAGE_BUDGET_MS by default): past it, sections are skipped */
  budgetMs?: number
  /**
   * How long renderTheme waits for the products' coloured pictures to load (all of it by
   * default): past it, the page renders with line drawings and the pictures keep loading for the
   * next render. The editor's worker sets it, so a slow load never holds the preview.
   */
  artWaitMs?: number
}

export interface RenderResult {
  html: string
  errors: PreviewError[]
}

/** A store for themes that do not say what they sell. */
const GENERIC_STORE: StoreConfig = {
  ...DEFAULT_STORE_CONFIG,
  categories: ['T-Shirts', 'Sweaters', 'Tote Bags'],
}

/** Where the page printed content_for_header (removed after rendering). */
const CONTENT_FOR_HEADER = '<!--vitrine:content_for_header-->'

/**
 * Whole-page budget, from the start of the render: reading and parsing the theme count, and past
 * it the remaining sections are skipped with an error and no more files are parsed. The layout
 * (header and footer groups, static sections) is rendered before the template's sections, so it
 * is the template's sections that are skipped when the budget runs out.
 */
export const PAGE_BUDGET_MS = 8000

/** Where the layout printed content_for_layout, until the template's content is rendered. */
const CONTENT_FOR_LAYOUT = '<!--vitrine:content_for_layout-->'

/** Template names the theme can render: index, product, collection, page.about, customers/login... */
export function listTemplates(files: ThemeFiles): string[] {
  const names = new Set<string>()
  for (const path of Object.keys(files)) {
    const m = /^templates\/(.+)\.(json|liquid)$/.exec(path)
    if (m?.[1]) names.add(m[1])
  }
  const first = ['index', 'product', 'collection']
  return [...names].sort((a, b) => {
    const ia = first.indexOf(a)
    const ib = first.indexOf(b)
    if (ia !== -1 || ib !== -1) return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib)
    return a.localeCompare(b)
  })
}

const dataCache = new WeakMap<SampleCatalog, SampleData>()
const catalogCache = new Map<string, SampleCatalog>()

function sampleDataFor(catalog: SampleCatalog): SampleData {
  let data = dataCache.get(catalog)
  if (!data) {
    data = buildSampleData(catalog)
    dataCache.set(catalog, data)
  }
  return data
}

function cached(key: string, make: () => SampleCatalog): SampleCatalog {
  let catalog = catalogCache.get(key)
  if (!catalog) {
    if (catalogCache.size > 32) catalogCache.clear()
    catalog = make()
    catalogCache.set(key, catalog)
  }
  return catalog
}

/**
 * The store a theme's settings describe, in its colours, led by the product it was made for.
 * Cached by what it is made of, so an edit elsewhere in the theme reuses it.
 */
function catalogFor(files: ThemeFiles, config: StoreConfig): SampleCatalog {
  const options = catalogOptions(files)
  // Drawn again once more pictures are loaded (renderTheme loads those the last drawing wanted).
  const baseKey = JSON.stringify([config, options, artLoaded()])
  const base = cached(baseKey, () => sampleCatalog(config, options))
  const spotlight = spotlightProduct(files, config.name, options.palette)
  if (!spotlight) return base
  return cached(`${baseKey}|${JSON.stringify(spotlight)}`, () =>
    withSpotlight(base, spotlight, spotlight.priceText),
  )
}

function storefrontFacts(data: SampleData): StorefrontFacts {
  const shop = data.shop
  return {
    shopDomain: String(shop.permanent_domain ?? shop.domain ?? ''),
    locale: String(shop.locale ?? 'en'),
    currency: String(shop.currency ?? 'USD'),
    country: 'US',
    themeName: 'Preview',
    cart: ajaxCart(data),
  }
}

/** The sample cart as the storefront's AJAX API (/cart.js) answers it. */
function ajaxCart(data: SampleData): Record<string, unknown> {
  const cart = data.cart
  const lines = Array.isArray(cart.items) ? (cart.items as Obj[]) : []
  return {
    token: 'preview',
    note: cart.note ?? null,
    attributes: {},
    item_count: cart.item_count ?? 0,
    total_price: cart.total_price ?? 0,
    items_subtotal_price: cart.items_subtotal_price ?? 0,
    total_discount: 0,
    requires_shipping: true,
    currency: String(data.shop.currency ?? 'USD'),
    items: lines.map((line, i) => ({
      id: line.variant_id,
      key: `${String(line.variant_id)}:${i + 1}`,
      quantity: line.quantity,
      variant_id: line.variant_id,
      product_id: line.product_id,
      title: line.title,
      product_title: (line.product as Obj | undefined)?.title ?? line.title,
      variant_title: (line.variant as Obj | undefined)?.title ?? null,
      handle: (line.product as Obj | undefined)?.handle ?? '',
      url: line.url,
      image: line.image === undefined || line.image === null ? null : String(line.image),
      price: line.price,
      final_price: line.final_price,
      line_price: line.line_price,
      final_line_price: line.final_line_price,
      vendor: line.vendor,
    })),
  }
}

function themeSettings(runtime: ThemeRuntime, state: RenderState): Obj {
  const ctx = {
    data: state.data,
    schemes: state.schemes,
    translate: (v: unknown) => runtime.translateSchema(v),
  }
  const defs = runtime.themeSettingDefs.filter((d) => d.type !== 'color_scheme_group')
  const group = runtime.themeSettingDefs.find((d) => d.type === 'color_scheme_group') as
    { id: string; definition?: unknown } | undefined
  if (group) {
    const definition = Array.isArray(group.definition) ? group.definition : []
    const stored = runtime.themeSettingsStored[group.id]
    for (const [id, scheme] of buildSchemes(stored, definition, ctx)) state.schemes.set(id, scheme)
  }
  const stored = runtime.themeSettingsStored
  const settings = buildSettings(defs, stored, ctx)
  // A setting whose value names another one ("{{ settings.color_palette.foreground }}", as
  // Horizon's colours default to) reads it once the others are known.
  const referring = defs.filter((def) => {
    const raw = stored && def.id in stored ? stored[def.id] : def.default
    return typeof raw === 'string' && raw.includes('{{')
  })
  if (referring.length > 0) {
    const own = stored
      ? Object.fromEntries(referring.filter((d) => d.id in stored).map((d) => [d.id, stored[d.id]]))
      : undefined
    const dynamic = (text: string) => runtime.resolveDynamic(text, { settings })
    Object.assign(settings, buildSettings(referring, own, { ...ctx, dynamic }))
  }
  if (group) {
    const list: HandleDrop[] = [...state.schemes.values()]
    for (const [id, scheme] of state.schemes)
      Object.defineProperty(list, id, { value: scheme, enumerable: false })
    settings[group.id] = list
  }
  return settings
}

/**
 * The page a page template shows: page.contact the contact page, page.faq a page called FAQ, the
 * plain page template the about page, as a store's pages use their templates.
 */
function pageFor(template: string, data: SampleData): Obj {
  const suffix = template.split('.').slice(1).join('.')
  if (!suffix) return data.page
  const handle = suffix
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  const known = data.pages.find((p) => p.handle === handle || p.template_suffix === suffix)
  if (known) return known
  const words = suffix.replace(/[-_.]+/g, ' ').trim()
  const title = /^[a-z]{2,4}$/i.test(words)
    ? words.toUpperCase()
    : words.charAt(0).toUpperCase() + words.slice(1)
  return {
    ...data.page,
    id: 90100,
    handle,
    title,
    url: `/pages/${handle}`,
    template_suffix: suffix,
    content: `<p>${title}: what ${String(data.shop.name ?? 'the store')} has to say about it.</p>`,
  }
}

function pageObjects(name: string, data: SampleData, shopName: string): Obj {
  const type = name.split('.')[0]?.split('/').pop() ?? name
  const product = data.products[0]
  const collection = data.collections.find((c) => c.handle !== 'all') ?? data.collections[0]
  const article = data.articles[0]
  const objects: Obj = { page_title: shopName, page_description: data.shop.description ?? '' }
  const path = (url: unknown) => (typeof url === 'string' ? url : '/')
  switch (type) {
    case 'product':
      Object.assign(objects, { product, page_title: product?.title, request_path: path(product?.url) })
      break
    case 'collection':
      Object.assign(objects, {
        collection,
        page_title: collection?.title,
        request_path: path(collection?.url),
      })
      break
    case 'list-collections':
      Object.assign(objects, { page_title: 'Collections', request_path: '/collections' })
      break
    case 'page': {
      const page = pageFor(name, data)
      Object.assign(objects, { page, page_title: page.title, request_path: path(page.url) })
      break
    }
    case 'blog':
      Object.assign(objects, {
        blog: data.blog,
        page_title: data.blog.title,
        request_path: path(data.blog.url),
      })
      break
    case 'article':
      Object.assign(objects, {
        blog: data.blog,
        article,
        page_title: article?.title,
        request_path: path(article?.url),
      })
      break
    case 'search': {
      const results = data.products.slice(0, 8)
      Object.assign(objects, {
        page_title: 'Search',
        request_path: '/search',
        search: {
          performed: true,
          terms: 'classic',
          results,
          results_count: results.length,
          types: ['product'],
          filters: [],
          sort_options: [],
          sort_by: 'relevance',
          default_sort_by: 'relevance',
        },
      })
      break
    }
    case 'cart':
      Object.assign(objects, { page_title: 'Your cart', request_path: '/cart' })
      break
    default:
      objects.request_path = type === 'index' ? '/' : `/${type}`
  }
  return objects
}

/** The account pages a signed-in customer sees (login, register and resets are signed out). */
function signedIn(template: string): boolean {
  return /^customers\/(account|addresses|order)$/.test(template)
}

const provinces = (names: string[]) =>
  JSON.stringify(names.map((n) => [n, n]))
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')

const COUNTRY_OPTION_TAGS = [
  `<option value="United States" data-provinces="${provinces(['California', 'New York', 'Oregon', 'Texas'])}">United States</option>`,
  `<option value="Canada" data-provinces="${provinces(['Alberta', 'British Columbia', 'Ontario', 'Quebec'])}">Canada</option>`,
  `<option value="United Kingdom" data-provinces="${provinces([])}">United Kingdom</option>`,
  `<option value="Germany" data-provinces="${provinces([])}">Germany</option>`,
  `<option value="France" data-provinces="${provinces([])}">France</option>`,
].join('\n')

function buildGlobals(runtime: ThemeRuntime, state: RenderState, template: string): PageGlobals {
  const data = state.data
  const shopName = String(data.shop.name ?? '')
  const page = pageObjects(template, data, shopName)
  const requestPath = String(page.request_path ?? '/')
  delete page.request_path
  const type = template.split('.')[0] ?? template
  const globals: PageGlobals = {
    shop: data.shop,
    settings: {},
    routes: data.routes,
    request: {
      locale: storefrontLanguage(typeof data.shop.locale === 'string' ? data.shop.locale : undefined),
      design_mode: false,
      visual_preview_mode: false,
      host: data.shop.domain,
      origin: data.shop.url,
      path: requestPath,
      page_type: type,
    },
    localization: data.localization,
    linklists: data.linklists,
    collections: data.collections,
    all_products: data.allProducts,
    products: data.products,
    pages: data.pages,
    blogs: data.blogs,
    articles: data.articles,
    cart: data.cart,
    customer: signedIn(template) ? data.customer : null,
    ...(template === 'customers/order' ? { order: data.order } : {}),
    // The country picker of the address forms: a few countries, with their provinces.
    all_country_option_tags: COUNTRY_OPTION_TAGS,
    country_option_tags: COUNTRY_OPTION_TAGS,
    template: templateDrop(template),
    canonical_url: `${String(data.shop.url)}${requestPath}`,
    content_for_header: CONTENT_FOR_HEADER,
    content_for_index: '',
    current_page: 1,
    current_tags: null,
    handle: requestPath.split('/').pop() ?? '',
    images: {},
    scripts: [],
    theme: { id: 1, name: 'Preview', role: 'main' },
    powered_by_link: `<a href="https://www.shopify.com" rel="nofollow">Powered by Shopify</a>`,
    additional_checkout_buttons: false,
    content_for_additional_checkout_buttons: '',
    recommendations: {
      performed: true,
      'performed?': true,
      products: data.products.slice(1, 5),
      products_count: Math.min(4, Math.max(0, data.products.length - 1)),
      intent: 'related',
    },
    predictive_search: { performed: false, resources: {}, terms: '' },
    search: {
      performed: false,
      terms: '',
      results: [],
      results_count: 0,
      filters: [],
      sort_options: [],
      types: [],
    },
    ...page,
    [STATE]: state,
  }
  // The template's own resource is the closest one until a section or block says otherwise.
  const closest: Obj = {}
  for (const kind of ['product', 'collection', 'article', 'blog', 'page'])
    if (page[kind] !== undefined) closest[kind] = page[kind]
  globals.closest = closest
  globals.settings = themeSettings(runtime, state)
  return globals
}

interface TemplateSource {
  path: string
  kind: 'json' | 'liquid'
}

function findTemplate(files: ThemeFiles, name: string): TemplateSource | undefined {
  for (const kind of ['json', 'liquid'] as const) {
    const path = `templates/${name}.${kind}`
    if (files[path] !== undefined) return { path, kind }
  }
  return undefined
}

function renderContent(
  runtime: ThemeRuntime,
  globals: PageGlobals,
  source: TemplateSource,
): { html: string; layout: string | null | undefined } {
  const state = globals[STATE]
  try {
    if (source.kind === 'json') {
      runtime.checkReadable(source.path)
      const json = readThemeJson(runtime.files, source.path) as Record<string, unknown> | undefined
      if (!json || typeof json !== 'object') throw new Error('Template is not a JSON object')
      const layout = jsonLayout(json)
      const html = renderJsonSections(runtime, globals, json, 'template--1__', source.path)
      const wrapper =
        typeof json.wrapper === 'string' ? /^(div|main|section)([#.].*)?$/.exec(json.wrapper)?.[1] : undefined
      return { html: wrapper ? `<${wrapper}>${html}</${wrapper}>` : html, layout }
    }
    const html = String(runtime.liquid.renderSync(runtime.parse(source.path), {}, { globals }))
    return { html, layout: state.layout }
  } catch (error) {
    state.errors.push({ file: source.path, message: errorMessage(error) })
    return { html: errorNote(source.path, errorMessage(error)), layout: undefined }
  }
}

function jsonLayout(json: Record<string, unknown>): string | null | undefined {
  return json.layout === false ? null : typeof json.layout === 'string' ? json.layout : undefined
}

/**
 * The layout the template asks for, before it is rendered: 'theme' unless it says otherwise. A
 * template that cannot be read says nothing (its error comes when it is rendered).
 */
function plannedLayout(runtime: ThemeRuntime, source: TemplateSource): string | null {
  try {
    if (source.kind === 'json') {
      runtime.checkReadable(source.path)
      const json = readThemeJson(runtime.files, source.path)
      const layout =
        json && typeof json === 'object' ? jsonLayout(json as Record<string, unknown>) : undefined
      return layout === undefined ? 'theme' : layout
    }
    const layout = declaredLayout(runtime.parse(source.path))
    return layout === undefined ? 'theme' : layout
  } catch {
    return 'theme'
  }
}

/**
 * The layout first, with a mark where its content goes, then the template's content in its place:
 * the header and footer get the page's time before the template's sections do. A Liquid template
 * whose {% layout %} is only decided while rendering it gets its layout rendered again, after.
 */
function renderPage(runtime: ThemeRuntime, globals: PageGlobals, source: TemplateSource): string {
  const planned = plannedLayout(runtime, source)
  if (planned === null) {
    const content = renderContent(runtime, globals, source)
    if (content.layout === undefined || content.layout === null) return content.html
    return renderLayout(runtime, globals, content.layout, content.html)
  }
  const shell = renderLayout(runtime, globals, planned, CONTENT_FOR_LAYOUT)
  const content = renderContent(runtime, globals, source)
  const layout = content.layout === undefined ? 'theme' : content.layout
  if (layout === null) return content.html
  if (layout !== planned) return renderLayout(runtime, globals, layout, content.html)
  return shell.split(CONTENT_FOR_LAYOUT).join(content.html)
}

function renderLayout(runtime: ThemeRuntime, globals: PageGlobals, name: string, content: string): string {
  const state = globals[STATE]
  const path = `layout/${name}.liquid`
  if (runtime.files[path] === undefined) {
    state.errors.push({ file: path, message: `Could not find ${path}` })
    return content
  }
  try {
    return String(
      runtime.liquid.renderSync(
        runtime.parse(path),
        {},
        { globals: { ...globals, content_for_layout: content } },
      ),
    )
  } catch (error) {
    state.errors.push({ file: path, message: errorMessage(error) })
    return errorNote(path, errorMessage(error)) + content
  }
}

/** At most this many sections are rendered ahead for the theme's scripts to ask for. */
const MAX_REQUESTABLE_SECTIONS = 12

const requestableCache = new WeakMap<ThemeRuntime, string[]>()

/** Section files the theme's scripts name ('cart-drawer', 'predictive-search-empty'...). */
function requestableSections(runtime: ThemeRuntime): string[] {
  let names = requestableCache.get(runtime)
  if (!names) {
    const scripts = themeScripts(runtime).join('\n')
    names = Object.keys(runtime.files)
      .map((path) => /^sections\/([\w-]+)\.liquid$/.exec(path)?.[1])
      .filter((name): name is string => !!name && new RegExp(`['"\`]${name}['"\`]`).test(scripts))
      .slice(0, MAX_REQUESTABLE_SECTIONS)
    requestableCache.set(runtime, names)
  }
  return names
}

/**
 * The sections the theme's scripts may ask the Section Rendering API for that the page does not
 * show (Dawn's cart notification after "Add to cart", Horizon's empty search): rendered now, kept
 * in inert templates, which the preview's stand-in for the API answers from.
 */
function renderRequestable(
  runtime: ThemeRuntime,
  globals: PageGlobals,
  html: string,
  template: string,
): string {
  const state = globals[STATE]
  const names = requestableSections(runtime).filter((name) => !html.includes(`id="shopify-section-${name}"`))
  if (names.length === 0) return ''
  // The same theme, store and template give the same sections: rendered once, not on every edit
  // elsewhere (they are not editable, and a theme change is a new runtime).
  let byData = aheadCache.get(runtime)
  if (!byData) aheadCache.set(runtime, (byData = new WeakMap()))
  let byTemplate = byData.get(state.data)
  if (!byTemplate) byData.set(state.data, (byTemplate = new Map()))
  const key = `${template}|${names.join(',')}`
  const cached = byTemplate.get(key)
  if (cached !== undefined) return cached
  const editable = state.editable
  state.editable = false
  try {
    const ahead = names
      .map((name) => {
        const errors = state.errors.length
        const section = renderSection(runtime, globals, { key: name, id: name, data: { type: name } })
        // A section that cannot render on its own here is the theme's business when it asks.
        state.errors.length = errors
        return `<template data-section-ahead="${name}">${section}</template>`
      })
      .join('')
    byTemplate.set(key, ahead)
    return ahead
  } finally {
    state.editable = editable
  }
}

const aheadCache = new WeakMap<ThemeRuntime, WeakMap<SampleData, Map<string, string>>>()

/** Synchronous form of renderTheme, for callers that cannot await (benchmarks, the CLI). */
export function renderThemeSync(files: ThemeFiles, options: RenderOptions = {}): RenderResult {
  const deadline = Date.now() + Math.min(options.budgetMs ?? PAGE_BUDGET_MS, PAGE_BUDGET_MS)
  const template = options.template ?? 'index'
  const errors: PreviewError[] = []
  let runtime: ThemeRuntime
  try {
    runtime = runtimeFor(files)
  } catch (error) {
    errors.push({ message: errorMessage(error) })
    return { html: sealDocument(ensureDocument(errorNote('theme', errorMessage(error)), 'Preview')), errors }
  }
  const config = options.storeConfig ?? storeConfigFromFiles(runtime.files) ?? GENERIC_STORE
  const catalog = options.catalog ?? catalogFor(runtime.files, config)
  const data = sampleDataFor(catalog)
  const state: RenderState = {
    editable: options.editable === true,
    errors,
    targets: [],
    data,
    moneyFormat: catalog.shop.moneyFormat,
    currency: catalog.shop.currency,
    stylesheets: new Map(),
    javascripts: new Map(),
    schemes: new Map(),
    deadline,
    depth: 0,
    fonts: options.fonts,
  }
  // Settings and translations are read for every page: when they are refused, every page says so.
  for (const [path, { message }] of runtime.oversized)
    if (path.startsWith('config/') || path.startsWith('locales/')) errors.push({ file: path, message })
  let html: string
  try {
    const globals = buildGlobals(runtime, state, template)
    runtime.currentGlobals = globals
    runtime.deadline = deadline
    const source = findTemplate(runtime.files, template)
    if (!source) {
      const message = `Template '${template}' not found (expected templates/${template}.json or .liquid)`
      errors.push({ file: `templates/${template}.json`, message })
      html = errorNote(`templates/${template}.json`, message)
    } else {
      html = renderPage(runtime, globals, source)
      const requestable = renderRequestable(runtime, globals, html, template)
      if (requestable) html = beforeBodyEnd(html, requestable)
    }
    // The bundle comes with content_for_header, so a page that does not print it has none.
    if (html.includes(CONTENT_FOR_HEADER)) {
      const [head, ...rest] = html.split(CONTENT_FOR_HEADER)
      html = head + storefrontPrelude(storefrontFacts(data)) + rest.join('')
      const { stylesheets, javascripts } = runtime.bundled()
      for (const [path, css] of stylesheets)
        if (!state.stylesheets.has(path)) state.stylesheets.set(path, css)
      for (const [path, js] of javascripts) if (!state.javascripts.has(path)) state.javascripts.set(path, js)
    }
    html = inlineAssets(injectCollected(html, state), runtime)
  } catch (error) {
    errors.push({ message: errorMessage(error) })
    html = errorNote('preview', errorMessage(error))
  } finally {
    runtime.currentGlobals = undefined
    runtime.deadline = undefined
  }
  html = ensureDocument(html, escapeText(String(data.shop.name ?? 'Preview')))
  if (state.editable || state.targets.length > 0) html = resolveMarkers(html, state.targets)
  return { html: sealDocument(html), errors }
}

/** Waits for `work`, or `ms` at most (all of it without `ms`); the work goes on either way. */
export async function waitAtMost(work: Promise<unknown>, ms: number | undefined): Promise<void> {
  if (ms === undefined) {
    await work
    return
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([work, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))])
  clearTimeout(timer)
}

export async function renderTheme(files: ThemeFiles, options: RenderOptions = {}): Promise<RenderResult> {
  // A store in French previews with French sample products: its words are loaded first.
  await loadProductWords(themeLanguage(files))
  // Its products' coloured pictures too: drawing the catalogue tells which it wants.
  if (!options.catalog) {
    catalogFor(files, options.storeConfig ?? storeConfigFromFiles(files) ?? GENERIC_STORE)
    const wanted = takeWantedArt()
    if (wanted.length > 0) {
      await waitAtMost(
        loadArt(wanted).catch(() => undefined),
        options.artWaitMs,
      )
    }
  }
  return renderThemeSync(files, options)
}
