// Starting Shopify's OAuth (SPEC.md section 4): useShopifyAuthStart hands out shopify.auth.
// Whenever billing.status says Shopify is not configured, it is null and the connect screen
// offers to continue without a store instead of failing.
import { useMutation, useQuery } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import { browserStorage } from '../../lib/browser-storage'

export const SHOPIFY_CONNECTING_KEY = 'shopify_connecting'

/** Shopify's own free-trial signup (the $1/month for 3 months offer). */
export const SHOPIFY_FREE_TRIAL_URL = 'https://www.shopify.com/free-trial'

export type ShopifyAuthResult = { success: boolean; authUrl?: string | null; error?: string | null }
export type ShopifyAuthStart = (args: { shop: string; host?: string }) => Promise<ShopifyAuthResult>

/** The OAuth start (shopify.auth), or null while the server has no Shopify app configured. */
export function useShopifyAuthStart(): ShopifyAuthStart | null {
  const status = useQuery(api.billing.status)
  const auth = useMutation(api.shopify.auth)
  return status?.shopifyConfigured ? auth : null
}

/** Marks the connection as under way, then leaves for Shopify's authorization page. */
export function redirectToAuthorization(
  authUrl: string,
  storage: Storage = browserStorage(),
  assign: (url: string) => void = (url) => window.location.assign(url),
): void {
  storage.setItem(SHOPIFY_CONNECTING_KEY, 'true')
  assign(authUrl)
}
