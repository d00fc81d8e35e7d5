// The store address a merchant types: "stride", "stride.myshopify.com" or a pasted admin URL.
// The server (convex/model/projects.ts normalizeShopDomain) has the final word; this only
// answers early in the form.

export const SHOP_DOMAIN_SUFFIX = '.myshopify.com'
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,60}\.myshopify\.com$/

export const SHOP_DOMAIN_MESSAGES = {
  empty: 'Please enter your shop domain',
  invalid:
    'Use your store’s myshopify address: letters, numbers and hyphens, like stride or stride.myshopify.com',
} as const

export function normalizeShopInput(input: string): string | null {
  let shop = input.trim().toLowerCase()
  shop = shop.replace(/^https?:\/\//, '').replace(/\/.*$/, '')
  if (shop !== '' && !shop.includes('.')) shop = `${shop}${SHOP_DOMAIN_SUFFIX}`
  return SHOP_DOMAIN.test(shop) ? shop : null
}

export function validateShopInput(input: string): { ok: true; shop: string } | { ok: false; error: string } {
  if (input.trim() === '') return { ok: false, error: SHOP_DOMAIN_MESSAGES.empty }
  const shop = normalizeShopInput(input)
  return shop === null ? { ok: false, error: SHOP_DOMAIN_MESSAGES.invalid } : { ok: true, shop }
}
