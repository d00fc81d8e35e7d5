// App Bridge in the Shopify admin. Shopify's App Bridge (v4) is a script served by Shopify's CDN
// that reads the app's API key from <meta name="shopify-api-key"> when it loads. The key comes
// from the shopify-config function; until it arrives the meta holds SPEC's placeholder
// 'temp-key' and the script is not loaded yet, so it never starts with the wrong key. App Bridge
// v4 always keeps the app inside the admin (what `forceRedirect: true` did in earlier versions).
import { useEffect } from 'react'
import { api } from '../../../convex/_generated/api'
import { useLiveQuery } from '../../components/useLiveQuery'
import { useEmbedded } from './EmbeddedContext'

export const APP_BRIDGE_SRC = 'https://cdn.shopify.com/shopifycloud/app-bridge.js'
export const PLACEHOLDER_API_KEY = 'temp-key'

/** Sets the API key meta and, once the real key is known, loads App Bridge (once). */
export function installAppBridge(doc: Document, apiKey: string): void {
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="shopify-api-key"]')
  if (meta === null) {
    meta = doc.createElement('meta')
    meta.name = 'shopify-api-key'
    doc.head.prepend(meta)
  }
  meta.content = apiKey
  if (apiKey === PLACEHOLDER_API_KEY) return
  if (doc.head.querySelector(`script[src="${APP_BRIDGE_SRC}"]`) !== null) return
  const script = doc.createElement('script')
  script.src = APP_BRIDGE_SRC
  meta.after(script)
}

/**
 * Mounted once inside the backend provider; does nothing outside the admin's frame. (In a
 * top-level tab App Bridge would move the page into the admin, which is what forceRedirect
 * means, and would take a merchant returning from authorization away from the success screen.)
 */
export function AppBridgeShell() {
  const { insideAdmin: embedded } = useEmbedded()
  const config = useLiveQuery(api.shopify.config, embedded ? {} : 'skip')
  const apiKey = config.status === 'success' && config.data.success ? config.data.apiKey : null

  useEffect(() => {
    if (!embedded) return
    installAppBridge(document, apiKey ?? PLACEHOLDER_API_KEY)
  }, [embedded, apiKey])

  useEffect(() => {
    // SPEC.md section 8: a config failure is logged, with no user-facing handling.
    if (config.status === 'error') console.error('Failed to fetch API key:', config.error)
    else if (config.status === 'success' && !config.data.success)
      console.error('Failed to fetch API key:', 'Shopify is not configured')
  }, [config])

  return null
}
