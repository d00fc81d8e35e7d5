// Starting Shopify's OAuth (SPEC.md section 4). The shopify-auth server function arrives with
// the Shopify issue: it plugs into useShopifyAuthStart below and nothing else changes. Until
// then, and whenever billing.status says Shopify is not configured, the connect screen offers
// to continue without a store instead of failing.

export const SHOPIFY_CONNECTING_KEY = 'shopify_connecting'

/** Shopify's own free-trial signup (the $1/month for 3 months offer). */
export const SHOPIFY_FREE_TRIAL_URL = 'https://www.shopify.com/free-trial'

export type ShopifyAuthResult = { success: boolean; authUrl?: string | null; error?: string | null }
export type ShopifyAuthStart = (args: { shop: string; host?: string }) => Promise<ShopifyAuthResult>

/** The OAuth start, or null while this build has none. */
export function useShopifyAuthStart(): ShopifyAuthStart | null {
  return null
}

/** Marks the connection as under way, then leaves for Shopify's authorization page. */
export function redirectToAuthorization(
  authUrl: string,
  storage: Storage = localStorage,
  assign: (url: string) => void = (url) => window.location.assign(url),
): void {
  storage.setItem(SHOPIFY_CONNECTING_KEY, 'true')
  assign(authUrl)
}
