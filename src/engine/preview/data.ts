// Sample Shopify objects for the preview, built from the sample catalog: shop, products with
// variants and media, collections, cart, menus, a page, a blog with articles, routes, request.
import { placeholderImage } from '../catalog'
import { handleize } from '../model/handles'
import { isStoreLanguage, LANGUAGE_NAMES } from '../model/language'
import type { SampleCatalog, SampleCollection, SampleProduct } from '../model/theme'
import { HandleDrop, ImageDrop } from './drops'

export type Obj = Record<string, unknown>

/** Array that also answers by handle (collections['shoes'], all_products['x']). */
function keyed<T extends Obj>(items: T[], key = 'handle'): T[] {
  const list = [...items]
  for (const item of items) {
    const k = item[key]
    if (typeof k === 'string') Object.defineProperty(list, k, { value: item, enumerable: false })
  }
  return list
}

/** A neutral picture for images a theme refers to but cannot carry (shopify://, files, CDN). */
export const NEUTRAL_IMAGE = placeholderImage('image', '#c8c8c8')

export interface SampleData {
  shop: Obj
  products: Obj[]
  collections: Obj[]
  allProducts: Obj[]
  cart: Obj
  linklists: Obj[]
  page: Obj
  blog: Obj
  blogs: Obj[]
  articles: Obj[]
  routes: Obj
  localization: Obj
  pages: Obj[]
  /** the signed-in customer of the account pages, with an address and an order */
  customer: Obj
  /** that customer's order, for customers/order */
  order: Obj
}

const ADDRESS: Obj = {
  id: 6100,
  first_name: 'Alex',
  last_name: 'Morgan',
  name: 'Alex Morgan',
  company: '',
  address1: '12 Market Street',
  address2: '',
  city: 'Portland',
  province: 'Oregon',
  province_code: 'OR',
  country: 'United States',
  country_code: 'US',
  zip: '97201',
  phone: '',
  street: '12 Market Street',
  summary: '12 Market Street, Portland, Oregon, United States',
  url: '/account/addresses/6100',
}

/** A signed-in customer and one order of the sample cart's lines, for the account pages. */
function buildCustomer(lines: Obj[], total: number, currency: string): { customer: Obj; order: Obj } {
  const lineItems = lines.map((line) => ({
    ...line,
    fulfillment: null,
    successfully_fulfilled_quantity: 0,
    fulfillable_quantity: line.quantity,
  }))
  const order: Obj = {
    id: 5500001,
    name: '#1001',
    order_number: 1001,
    created_at: '2024-05-02T14:30:00Z',
    processed_at: '2024-05-02T14:30:00Z',
    customer_url: '/account/orders/preview',
    order_status_url: '/account/orders/preview',
    financial_status: 'paid',
    financial_status_label: 'Paid',
    fulfillment_status: 'unfulfilled',
    fulfillment_status_label: 'Unfulfilled',
    line_items: lineItems,
    line_items_subtotal_price: total,
    subtotal_price: total,
    total_price: total,
    total_net_amount: total,
    total_discounts: 0,
    total_refunded_amount: 0,
    shipping_price: 0,
    tax_price: 0,
    tax_lines: [],
    shipping_methods: [{ title: 'Standard', price: 0 }],
    discount_applications: [],
    cart_level_discount_applications: [],
    transactions: [],
    shipping_address: ADDRESS,
    billing_address: ADDRESS,
    email: 'alex@example.com',
    currency,
    note: null,
    cancelled: false,
    'cancelled?': false,
    item_count: lines.reduce((n, l) => n + Number(l.quantity ?? 0), 0),
  }
  const customer: Obj = {
    id: 4400001,
    first_name: 'Alex',
    last_name: 'Morgan',
    name: 'Alex Morgan',
    email: 'alex@example.com',
    phone: null,
    has_account: true,
    accepts_marketing: false,
    tags: [],
    addresses: [ADDRESS],
    addresses_count: 1,
    default_address: ADDRESS,
    orders: [order],
    orders_count: 1,
    total_spent: total,
    new_address: {},
  }
  return { customer, order }
}

function money(cents: number): number {
  return Math.round(cents)
}

/**
 * The values of a product's second and third options. The sample variants vary by the first option
 * only, so each of these is available with the product and selected first, as a store's
 * "Color: Black" is when every size comes in black.
 */
function laterOptionValues(
  values: string[],
  variants: Obj[],
  available: boolean,
  firstId: number,
): HandleDrop[] {
  const variant = variants.find((v) => v.available) ?? variants[0]
  return values.map(
    (name, vi) =>
      new HandleDrop(name, {
        name,
        size: name.length,
        id: firstId + vi,
        available,
        selected: vi === 0,
        swatch: null,
        variant,
        product_url: null,
      }),
  )
}

function buildProduct(p: SampleProduct, index: number, currency: string): Obj {
  const images = p.images.map((src, i) => new ImageDrop(src, `${p.title}${i > 0 ? ` ${i + 1}` : ''}`))
  const url = `/products/${p.handle}`
  const values = p.options[0]?.values ?? ['Default Title']
  const selected = p.selected !== undefined && p.selected >= 0 && p.selected < values.length ? p.selected : 0
  const prices = values.map((_, vi) => money(p.variantPrices?.[vi] ?? p.price))
  const variants = values.map((value, vi) => {
    const available = p.available && vi !== values.length - 1 - (index % 2)
    return {
      id: 40000000 + index * 100 + vi,
      title: value,
      name: `${p.title} - ${value}`,
      option1: value,
      option2: null,
      option3: null,
      options: [value],
      price: prices[vi],
      compare_at_price: p.compareAtPrice ?? null,
      available: p.available ? available || vi === selected : false,
      inventory_quantity: available ? 10 : 0,
      inventory_management: 'shopify',
      inventory_policy: 'deny',
      sku: `${p.handle.toUpperCase().slice(0, 8)}-${vi}`,
      barcode: '',
      weight: 500,
      weight_unit: 'g',
      weight_in_unit: 500,
      requires_shipping: true,
      requires_selling_plan: false,
      taxable: true,
      featured_image: images[0] ?? null,
      featured_media: images[0] ?? null,
      image: images[0] ?? null,
      url: `${url}?variant=${40000000 + index * 100 + vi}`,
      selected: vi === selected,
      matched: true,
      unit_price_measurement: null,
      unit_price: null,
      quantity_rule: { min: 1, max: null, increment: 1 },
      quantity_price_breaks: [],
      selling_plan_allocations: [],
      store_availabilities: [],
      metafields: {},
      currency,
    }
  })
  // Option values print as their name and compare as strings (older themes) but carry
  // availability, selection and their variant (newer ones).
  const optionValues = values.map(
    (name, vi) =>
      new HandleDrop(name, {
        name,
        // Themes measure option values like strings (value.size)
        size: name.length,
        id: 500 + vi,
        available: variants[vi]?.available ?? true,
        selected: vi === selected,
        swatch: null,
        variant: variants[vi],
        product_url: null,
      }),
  )
  const optionsWithValues = p.options.map((o, oi) => ({
    name: o.name,
    position: oi + 1,
    values: o.values,
    selected_value: o.values[oi === 0 ? selected : 0],
    id: 900 + oi,
  }))
  const optionsByName: Obj = {}
  for (const o of optionsWithValues) optionsByName[o.name] = { selected_value: o.selected_value }
  const product: Obj = {
    id: 7000000 + index,
    handle: p.handle,
    title: p.title,
    url,
    vendor: p.vendor,
    type: p.type,
    description: `<p>${p.description}</p>`,
    content: `<p>${p.description}</p>`,
    price: prices[selected],
    price_min: Math.min(...prices),
    price_max: Math.max(...prices),
    price_varies: new Set(prices).size > 1,
    compare_at_price: p.compareAtPrice ?? null,
    compare_at_price_min: p.compareAtPrice ?? 0,
    compare_at_price_max: p.compareAtPrice ?? 0,
    compare_at_price_varies: false,
    available: p.available,
    tags: p.tags,
    images,
    media: images,
    featured_image: images[0] ?? null,
    featured_media: images[0] ?? null,
    variants,
    has_only_default_variant: p.options.length === 0,
    options: p.options.map((o) => o.name),
    options_with_values: [
      ...optionsWithValues.map((o, oi) => ({
        ...o,
        values: oi === 0 ? optionValues : laterOptionValues(o.values, variants, p.available, 500 + oi * 100),
      })),
    ],
    options_by_name: optionsByName,
    selected_variant: null,
    selected_or_first_available_variant: variants[selected]?.available
      ? variants[selected]
      : (variants.find((v) => v.available) ?? variants[0]),
    first_available_variant: variants.find((v) => v.available) ?? variants[0],
    requires_selling_plan: false,
    selling_plan_groups: [],
    'gift_card?': false,
    quantity_price_breaks_configured: false,
    'quantity_price_breaks_configured?': false,
    created_at: '2024-03-01T10:00:00Z',
    published_at: '2024-03-01T10:00:00Z',
    metafields: {},
    template_suffix: null,
    // What a search result says it is (search.results mixes products, articles and pages).
    object_type: 'product',
  }
  // Back references stay out of `| json` (and its cycles) but remain readable from Liquid.
  Object.defineProperty(product, 'collections', { value: [] as Obj[], enumerable: false })
  for (const v of variants) Object.defineProperty(v, 'product', { value: product, enumerable: false })
  return product
}

/** A filter value as storefront filtering lists it: nothing applied, every value addable. */
function filterValue(base: string, param: string, label: string, value: string, count: number): Obj {
  return {
    label,
    value,
    count,
    active: false,
    param_name: param,
    url_to_add: `${base}?${encodeURIComponent(param)}=${encodeURIComponent(value)}`,
    url_to_remove: base,
    swatch: null,
  }
}

/** What Shopify itself writes on a storefront (sort orders, filters), in the store's language. */
const SHOPIFY_WORDS: Record<
  string,
  { sort: [string, string, string, string, string]; filters: [string, string, string, string, string] }
> = {
  en: {
    sort: ['Featured', 'Best selling', 'Alphabetically, A-Z', 'Price, low to high', 'Price, high to low'],
    filters: ['Availability', 'In stock', 'Out of stock', 'Price', 'Product type'],
  },
  fr: {
    sort: [
      'En vedette',
      'Meilleures ventes',
      'Ordre alphabétique, A-Z',
      'Prix : faible à élevé',
      'Prix : élevé à faible',
    ],
    filters: ['Disponibilité', 'En stock', 'En rupture de stock', 'Prix', 'Type de produit'],
  },
  de: {
    sort: ['Empfohlen', 'Meistverkauft', 'Alphabetisch, A–Z', 'Preis, aufsteigend', 'Preis, absteigend'],
    filters: ['Verfügbarkeit', 'Auf Lager', 'Nicht vorrätig', 'Preis', 'Produkttyp'],
  },
  es: {
    sort: [
      'Destacado',
      'Más vendidos',
      'Alfabéticamente, A-Z',
      'Precio, menor a mayor',
      'Precio, mayor a menor',
    ],
    filters: ['Disponibilidad', 'En existencias', 'Agotado', 'Precio', 'Tipo de producto'],
  },
  it: {
    sort: [
      'In evidenza',
      'Più venduti',
      'In ordine alfabetico, A-Z',
      'Prezzo, dal più basso al più alto',
      'Prezzo, dal più alto al più basso',
    ],
    filters: ['Disponibilità', 'Disponibile', 'Esaurito', 'Prezzo', 'Tipo di prodotto'],
  },
  pt: {
    sort: [
      'Em destaque',
      'Mais vendidos',
      'Ordem alfabética, A-Z',
      'Preço, do mais baixo ao mais alto',
      'Preço, do mais alto ao mais baixo',
    ],
    filters: ['Disponibilidade', 'Em stock', 'Esgotado', 'Preço', 'Tipo de produto'],
  },
  nl: {
    sort: [
      'Aanbevolen',
      'Bestverkocht',
      'Alfabetisch, A-Z',
      'Prijs, laag naar hoog',
      'Prijs, hoog naar laag',
    ],
    filters: ['Beschikbaarheid', 'Op voorraad', 'Niet op voorraad', 'Prijs', 'Producttype'],
  },
}
const shopifyWords = (locale: string | undefined) =>
  SHOPIFY_WORDS[locale ?? 'en'] ?? (SHOPIFY_WORDS.en as (typeof SHOPIFY_WORDS)[string])

/**
 * The storefront filters of a collection (Search & Discovery's defaults): availability, price and
 * product type, counted from its products, none applied, so themes show their filter row.
 */
function collectionFilters(handle: string, products: Obj[], locale: string | undefined): Obj[] {
  const [availabilityLabel, inStockLabel, outOfStockLabel, priceLabel, typeLabel] =
    shopifyWords(locale).filters
  const base = `/collections/${handle}`
  const inStock = products.filter((p) => p.available === true).length
  const availability = [
    filterValue(base, 'filter.v.availability', inStockLabel, '1', inStock),
    filterValue(base, 'filter.v.availability', outOfStockLabel, '0', products.length - inStock),
  ]
  const types = [...new Set(products.map((p) => String(p.type ?? '')).filter(Boolean))]
  const typeValues = types.map((type) =>
    filterValue(base, 'filter.p.product_type', type, type, products.filter((p) => p.type === type).length),
  )
  const maxPrice = Math.max(0, ...products.map((p) => Number(p.price_max ?? p.price ?? 0)))
  const list = (label: string, param: string, values: Obj[]): Obj => ({
    label,
    param_name: param,
    type: 'list',
    presentation: 'text',
    values,
    active_values: [],
    inactive_values: values,
    url_to_remove: base,
  })
  return [
    list(availabilityLabel, 'filter.v.availability', availability),
    {
      label: priceLabel,
      param_name: 'filter.v.price',
      type: 'price_range',
      presentation: null,
      values: [],
      active_values: [],
      inactive_values: [],
      range_max: maxPrice,
      min_value: { param_name: 'filter.v.price.gte', value: null },
      max_value: { param_name: 'filter.v.price.lte', value: null },
      url_to_remove: base,
    },
    ...(typeValues.length > 1 ? [list(typeLabel, 'filter.p.product_type', typeValues)] : []),
  ]
}

function buildCollection(
  c: SampleCollection,
  byHandle: Map<string, Obj>,
  index: number,
  locale: string | undefined,
): Obj {
  const sort = shopifyWords(locale).sort
  const products = c.productHandles.map((h) => byHandle.get(h)).filter((p): p is Obj => p !== undefined)
  const image = c.image ? new ImageDrop(c.image, c.title) : (products[0]?.featured_image ?? null)
  return {
    id: 300000 + index,
    handle: c.handle,
    title: c.title,
    description: `<p>${c.description}</p>`,
    url: `/collections/${c.handle}`,
    image,
    featured_image: image,
    products,
    all_products_count: products.length,
    products_count: products.length,
    all_types: [...new Set(products.map((p) => p.type as string))],
    all_vendors: [...new Set(products.map((p) => p.vendor as string))],
    all_tags: [...new Set(products.flatMap((p) => p.tags as string[]))],
    tags: [],
    filters: collectionFilters(c.handle, products, locale),
    sort_by: 'manual',
    default_sort_by: 'manual',
    sort_options: [
      { value: 'manual', name: sort[0] },
      { value: 'best-selling', name: sort[1] },
      { value: 'title-ascending', name: sort[2] },
      { value: 'price-ascending', name: sort[3] },
      { value: 'price-descending', name: sort[4] },
    ],
    current_type: null,
    current_vendor: null,
    template_suffix: null,
    metafields: {},
    next_product: null,
    previous_product: null,
  }
}

function link(title: string, url: string, type: string, links: Obj[] = [], object: unknown = null): Obj {
  return {
    title,
    url,
    handle: handleize(title),
    type,
    active: false,
    current: false,
    child_active: false,
    child_current: false,
    levels: links.length > 0 ? 1 : 0,
    links,
    object,
  }
}

function linklist(handle: string, title: string, links: Obj[]): HandleDrop {
  return new HandleDrop(handle, {
    handle,
    title,
    links,
    levels: links.some((l) => (l.links as Obj[]).length) ? 2 : 1,
  })
}

/** The preview store's menus and pages in the store's language (Shopify's are the merchant's own). */
const STORE_WORDS: Record<
  string,
  {
    home: string
    catalog: string
    contact: string
    search: string
    about: string
    shipping: string
    idea: string
  }
> = {
  en: {
    home: 'Home',
    catalog: 'Catalog',
    contact: 'Contact',
    search: 'Search',
    about: 'About us',
    shipping: 'Shipping & returns',
    idea: '{store} started with a simple idea: well-made things, fairly priced.',
  },
  fr: {
    home: 'Accueil',
    catalog: 'Catalogue',
    contact: 'Contact',
    search: 'Recherche',
    about: 'À propos',
    shipping: 'Livraison et retours',
    idea: 'Tout a commencé chez {store} avec une idée simple : des choses bien faites, au juste prix.',
  },
  de: {
    home: 'Startseite',
    catalog: 'Sortiment',
    contact: 'Kontakt',
    search: 'Suche',
    about: 'Über uns',
    shipping: 'Versand und Rückgabe',
    idea: '{store} begann mit einer einfachen Idee: gut gemachte Dinge zu fairen Preisen.',
  },
  es: {
    home: 'Inicio',
    catalog: 'Catálogo',
    contact: 'Contacto',
    search: 'Buscar',
    about: 'Sobre nosotros',
    shipping: 'Envíos y devoluciones',
    idea: '{store} nació de una idea sencilla: cosas bien hechas a un precio justo.',
  },
  it: {
    home: 'Home',
    catalog: 'Catalogo',
    contact: 'Contatti',
    search: 'Cerca',
    about: 'Chi siamo',
    shipping: 'Spedizioni e resi',
    idea: '{store} è nato da un’idea semplice: cose fatte bene, al giusto prezzo.',
  },
  pt: {
    home: 'Início',
    catalog: 'Catálogo',
    contact: 'Contacto',
    search: 'Pesquisar',
    about: 'Sobre nós',
    shipping: 'Envios e devoluções',
    idea: 'A {store} nasceu de uma ideia simples: coisas bem feitas, a um preço justo.',
  },
  nl: {
    home: 'Home',
    catalog: 'Catalogus',
    contact: 'Contact',
    search: 'Zoeken',
    about: 'Over ons',
    shipping: 'Verzending en retour',
    idea: '{store} begon met een eenvoudig idee: goed gemaakte dingen voor een eerlijke prijs.',
  },
}

/** The store's language as Shopify's localization and request.locale give it. */
export function storefrontLanguage(code: string | undefined): {
  iso_code: string
  name: string
  endonym_name: string
  primary: true
  root_url: '/'
} {
  const iso = isStoreLanguage(code) ? code : 'en'
  const { english, own } = LANGUAGE_NAMES[iso]
  return { iso_code: iso, name: english, endonym_name: own, primary: true, root_url: '/' }
}

export function buildSampleData(catalog: SampleCatalog): SampleData {
  const currency = catalog.shop.currency
  const products = catalog.products.map((p, i) => buildProduct(p, i, currency))
  const byHandle = new Map(products.map((p) => [p.handle as string, p]))
  const collections = catalog.collections.map((c, i) => buildCollection(c, byHandle, i, catalog.shop.locale))
  for (const c of collections) for (const p of c.products as Obj[]) (p.collections as Obj[]).push(c)
  const [first, second] = products
  const lines = [first, second]
    .filter((p): p is Obj => p !== undefined)
    .map((p, i) => {
      const variant = (p.variants as Obj[])[0] ?? {}
      const quantity = i + 1
      const price = p.price as number
      return {
        id: `${variant.id}:line${i}`,
        key: `${variant.id}:line${i}`,
        index: i + 1,
        quantity,
        product: p,
        variant,
        variant_id: variant.id,
        product_id: p.id,
        title: p.title,
        url: variant.url,
        image: p.featured_image,
        price,
        final_price: price,
        original_price: price,
        line_price: price * quantity,
        final_line_price: price * quantity,
        original_line_price: price * quantity,
        discounts: [],
        discount_allocations: [],
        line_level_discount_allocations: [],
        line_level_total_discount: 0,
        // Shopify's lines always carry these: a bundle's components, what the buyer may change
        item_components: [],
        'has_components?': false,
        instructions: { can_remove: true, can_update_quantity: true },
        parent_relationship: null,
        error_message: null,
        unit_price: price,
        url_to_remove: `/cart/change?line=${i + 1}&quantity=0`,
        properties: {},
        selling_plan_allocation: null,
        unit_price_measurement: null,
        options_with_values: [{ name: 'Size', value: variant.title }],
        vendor: p.vendor,
        sku: variant.sku,
        requires_shipping: true,
        gift_card: false,
      }
    })
  const total = lines.reduce((sum, l) => sum + l.final_line_price, 0)
  const cart: Obj = {
    items: lines,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    total_price: total,
    items_subtotal_price: total,
    original_total_price: total,
    total_discount: 0,
    total_weight: 1000,
    cart_level_discount_applications: [],
    discount_applications: [],
    currency: { iso_code: currency },
    note: null,
    attributes: {},
    requires_shipping: true,
    'empty?': lines.length === 0,
    checkout_charge_amount: total,
    duties_included: false,
    taxes_included: false,
  }
  const words = STORE_WORDS[catalog.shop.locale ?? 'en'] ?? (STORE_WORDS.en as (typeof STORE_WORDS)[string])
  const categoryCollections = collections.filter((c) => c.handle !== 'all')
  const catalogLink = link(
    words.catalog,
    '/collections/all',
    'collections_link',
    categoryCollections.map((c) => link(c.title as string, c.url as string, 'collection_link', [], c)),
  )
  const mainMenu = [
    link(words.home, '/', 'frontpage_link'),
    catalogLink,
    ...categoryCollections
      .slice(0, 3)
      .map((c) => link(c.title as string, c.url as string, 'collection_link', [], c)),
    link(words.contact, '/pages/contact', 'page_link'),
  ]
  const footerMenu = [
    link(words.search, '/search', 'search_link'),
    link(words.about, '/pages/about', 'page_link'),
    link(words.shipping, '/policies/shipping-policy', 'policy_link'),
    link(words.contact, '/pages/contact', 'page_link'),
  ]
  const linklists = [
    linklist('main-menu', 'Main menu', mainMenu),
    linklist('footer', 'Footer menu', footerMenu),
  ] as unknown as Obj[]
  const page: Obj = {
    id: 90001,
    handle: 'about',
    title: words.about,
    url: '/pages/about',
    content: `<p>${words.idea.replace('{store}', catalog.shop.name)}</p><p>${catalog.shop.description || 'Thanks for stopping by.'}</p>`,
    author: catalog.shop.name,
    published_at: '2024-03-01T10:00:00Z',
    template_suffix: null,
    metafields: {},
    object_type: 'page',
  }
  const blogUrl = '/blogs/news'
  const written =
    catalog.articles ??
    ['Behind the scenes', 'How we choose materials', 'Care guide'].map((title, i) => ({
      handle: handleize(title),
      title,
      excerpt: `${title}: a short story from ${catalog.shop.name}.`,
      content: `<p>${title}: a short story from ${catalog.shop.name}.</p><p>More words to read here.</p>`,
      image: placeholderImage(title, '#888888', i),
      tags: ['News'],
      publishedAt: `2024-0${i + 3}-12T09:00:00Z`,
    }))
  const articles = written.map((article, i) => ({
    id: 80000 + i,
    object_type: 'article',
    handle: article.handle,
    title: article.title,
    url: `${blogUrl}/${article.handle}`,
    author: catalog.shop.name,
    content: article.content,
    excerpt: `<p>${article.excerpt}</p>`,
    excerpt_or_content: `<p>${article.excerpt}</p>`,
    published_at: article.publishedAt,
    created_at: article.publishedAt,
    image: new ImageDrop(article.image, article.title, 1200, 800),
    tags: article.tags,
    comments: [],
    comments_count: 0,
    'comments_enabled?': false,
    user: { name: catalog.shop.name, first_name: catalog.shop.name },
    metafields: {},
  }))
  const blog: Obj = {
    id: 7001,
    handle: 'news',
    title: catalog.articles ? `${catalog.shop.name} Journal` : 'News',
    url: blogUrl,
    articles,
    articles_count: articles.length,
    all_tags: [...new Set(written.flatMap((a) => a.tags))],
    tags: [...new Set(written.flatMap((a) => a.tags))],
    'comments_enabled?': false,
    metafields: {},
  }
  const routes: Obj = {
    root_url: '/',
    account_url: '/account',
    account_login_url: '/account/login',
    account_logout_url: '/account/logout',
    account_register_url: '/account/register',
    account_addresses_url: '/account/addresses',
    collections_url: '/collections',
    all_products_collection_url: '/collections/all',
    search_url: '/search',
    predictive_search_url: '/search/suggest',
    cart_url: '/cart',
    cart_add_url: '/cart/add',
    cart_change_url: '/cart/change',
    cart_clear_url: '/cart/clear',
    cart_update_url: '/cart/update',
    product_recommendations_url: '/recommendations/products',
    storefront_login_url: '/storefront/login',
  }
  const country = {
    iso_code: 'US',
    name: 'United States',
    currency: { iso_code: currency, symbol: '$', name: 'US Dollar' },
    unit_system: 'imperial',
  }
  const language = storefrontLanguage(catalog.shop.locale)
  const localization: Obj = {
    available_countries: [country],
    available_languages: [language],
    country,
    language,
    market: { id: 1, handle: 'us' },
  }
  const shop: Obj = {
    name: catalog.shop.name,
    description: catalog.shop.description,
    currency,
    money_format: catalog.shop.moneyFormat,
    money_with_currency_format: `${catalog.shop.moneyFormat} ${currency}`,
    email: `hello@${handleize(catalog.shop.name) || 'store'}.example`,
    domain: `${handleize(catalog.shop.name) || 'store'}.myshopify.com`,
    permanent_domain: `${handleize(catalog.shop.name) || 'store'}.myshopify.com`,
    url: `https://${handleize(catalog.shop.name) || 'store'}.myshopify.com`,
    secure_url: `https://${handleize(catalog.shop.name) || 'store'}.myshopify.com`,
    locale: language.iso_code,
    enabled_currencies: [{ iso_code: currency, symbol: '$', name: 'US Dollar' }],
    enabled_payment_types: ['visa', 'master', 'american_express', 'paypal', 'shopify_pay'],
    published_locales: [language],
    products_count: products.length,
    collections_count: collections.length,
    types: [...new Set(products.map((p) => p.type as string))],
    vendors: [catalog.shop.name],
    policies: [
      ['Refund policy', 'refund-policy'],
      ['Privacy policy', 'privacy-policy'],
      ['Terms of service', 'terms-of-service'],
      ['Shipping policy', 'shipping-policy'],
    ].map(([title, handle], i) => ({
      id: 60000 + i,
      title,
      handle,
      url: `/policies/${handle}`,
      body: `<p>${title} of ${catalog.shop.name}.</p>`,
    })),
    brand: { logo: null, colors: {}, short_description: catalog.shop.description },
    metafields: {},
    customer_accounts_enabled: true,
    customer_accounts_optional: true,
    accepts_gift_cards: true,
    address: { city: 'Portland', country: 'United States', summary: 'Portland, United States' },
    phone: '',
  }
  const policies = shop.policies as Obj[]
  Object.assign(shop, {
    refund_policy: policies[0],
    privacy_policy: policies[1],
    terms_of_service: policies[2],
    shipping_policy: policies[3],
  })
  const pages = [
    page,
    {
      ...page,
      id: 90002,
      handle: 'contact',
      title: words.contact,
      url: '/pages/contact',
      content: `<p>Questions about an order or a product? Write to us and ${catalog.shop.name} answers within a day.</p>`,
      template_suffix: 'contact',
    },
  ]
  return {
    shop,
    products: keyed(products),
    collections: keyed(collections),
    allProducts: keyed(products),
    cart,
    linklists: keyed(linklists),
    page,
    blog,
    blogs: keyed([blog]),
    articles: keyed(articles),
    routes,
    localization,
    pages: keyed(pages),
    ...buildCustomer(cart.items as Obj[], Number(cart.total_price ?? 0), currency),
  }
}
