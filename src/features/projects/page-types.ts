import { PAGE_TYPES, type PageType } from '../../engine/model'

export const PAGE_TYPE_LABELS: Record<PageType, string> = {
  homepage: 'Homepage',
  product: 'Product Page',
  collection: 'Collection Page',
  about: 'About Page',
  contact: 'Contact Page',
  landing: 'Landing Page',
  blog: 'Blog Page',
  cart: 'Cart Page',
  checkout: 'Checkout Page',
}

export const PAGE_TYPE_OPTIONS = PAGE_TYPES.map((value) => ({ value, label: PAGE_TYPE_LABELS[value] }))

export function isPageType(value: string): value is PageType {
  return (PAGE_TYPES as readonly string[]).includes(value)
}
