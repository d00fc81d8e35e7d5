// Templates as the editor names them, and which template a link inside the preview leads to
// (the preview has one page at a time: a click on a product link shows the product template).

const LABELS: Record<string, string> = {
  index: 'Home page',
  product: 'Product',
  collection: 'Collection',
  'list-collections': 'All collections',
  page: 'Page',
  blog: 'Blog',
  article: 'Blog post',
  cart: 'Cart',
  search: 'Search',
  '404': 'Not found (404)',
  password: 'Password page',
  gift_card: 'Gift card',
}

function titleCase(text: string): string {
  const spaced = text.replace(/[-_]+/g, ' ').trim()
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/** 'index' -> 'Home page', 'page.about' -> 'Page: about', 'customers/login' -> 'Customers: login'. */
export function templateLabel(template: string): string {
  const known = LABELS[template]
  if (known) return known
  const [folder, name] = template.includes('/') ? template.split('/', 2) : [undefined, template]
  const [type, suffix] = (name ?? template).split(/\.(.+)/, 2)
  const base = LABELS[type ?? ''] ?? titleCase(type ?? template)
  const label = suffix ? `${base}: ${suffix.replace(/[-_]+/g, ' ')}` : base
  return folder ? `${titleCase(folder)}: ${label.charAt(0).toLowerCase()}${label.slice(1)}` : label
}

/** The URL path a template is seen at, for the fake address bar. */
export function templatePath(template: string): string {
  const [type, suffix] = template.split(/\.(.+)/, 2)
  switch (type) {
    case 'index':
      return '/'
    case 'product':
      return '/products/sample'
    case 'collection':
      return '/collections/all'
    case 'list-collections':
      return '/collections'
    case 'page':
      return `/pages/${suffix ?? 'about'}`
    case 'blog':
      return '/blogs/news'
    case 'article':
      return '/blogs/news/sample'
    case 'cart':
      return '/cart'
    case 'search':
      return '/search'
    case 'password':
      return '/password'
    case 'gift_card':
      return '/gift_cards/sample'
    case '404':
      return '/404'
    default:
      if (template.startsWith('customers/')) return `/account/${template.slice('customers/'.length)}`
      return `/${template}`
  }
}

/** The first of the names that the theme has. */
function firstOf(templates: readonly string[], ...names: string[]): string | undefined {
  return names.find((name) => templates.includes(name))
}

/**
 * The template a link inside the preview leads to; undefined for links outside the store
 * (other sites, mail, phone) or to a template the theme does not have.
 */
export function templateForHref(href: string, templates: readonly string[]): string | undefined {
  const raw = href.trim()
  if (raw === '' || /^(mailto|tel|javascript|data|blob):/i.test(raw)) return undefined
  let path: string
  try {
    const url = new URL(raw, 'https://preview.vitrine.invalid/')
    const local = url.hostname === 'preview.vitrine.invalid' || url.hostname.endsWith('.myshopify.com')
    if (!local) return undefined
    path = decodeURIComponent(url.pathname).replace(/\/+$/, '') || '/'
  } catch {
    return undefined
  }
  const parts = path.split('/').filter(Boolean)
  const [first, second, third] = parts
  if (parts.length === 0) return firstOf(templates, 'index')
  switch (first) {
    case 'products':
      return firstOf(templates, 'product')
    case 'collections':
      if (second === undefined) return firstOf(templates, 'list-collections', 'collection')
      return firstOf(templates, 'collection')
    case 'pages':
      return second ? firstOf(templates, `page.${second}`, 'page') : firstOf(templates, 'page')
    case 'blogs':
      return third ? firstOf(templates, 'article', 'blog') : firstOf(templates, 'blog')
    case 'cart':
      return firstOf(templates, 'cart')
    case 'search':
      return firstOf(templates, 'search')
    case 'password':
      return firstOf(templates, 'password')
    case 'account': {
      const page = second ?? 'account'
      return firstOf(templates, `customers/${page}`, 'customers/account')
    }
    default:
      return firstOf(templates, '404')
  }
}
