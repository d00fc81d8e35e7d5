// What the fake browser bar shows: {store-name-slug}.myshopify.com, "yourstore" by default.

export const DEFAULT_STORE_SLUG = 'yourstore'

/** A store name as a myshopify subdomain: lower case letters, digits and single hyphens. */
export function storeSlug(name: string | undefined | null): string {
  const slug = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug || DEFAULT_STORE_SLUG
}

export function storeDomain(name: string | undefined | null): string {
  return `${storeSlug(name)}.myshopify.com`
}
