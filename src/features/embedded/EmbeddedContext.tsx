// Vitrine inside the Shopify admin: SPEC's context of shop, host, accessToken, isAuthenticated
// and authenticatedFetch, read once from the address. Session tokens come from App Bridge when
// it has loaded (fresh, a minute each), otherwise from the address.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import {
  addressWithoutToken,
  createAuthenticatedFetch,
  isInsideAdmin,
  readEmbeddedParams,
} from './embedded-params'

export interface EmbeddedContextValue {
  shop: string | null
  host: string | null
  accessToken: string | null
  isAuthenticated: boolean
  /** Only when shop and host are both present, as in the admin. */
  authenticatedFetch: typeof fetch | null
  /** Really running in the admin's frame (App Bridge loads only then), not just shop and host. */
  insideAdmin: boolean
  /** A session token: App Bridge's newest once it has loaded, else the address's (null without one). */
  getSessionToken: () => Promise<string | null>
}

/** App Bridge v4 puts `shopify` on window; idToken() resolves a fresh session token. */
interface AppBridgeGlobal {
  idToken?: () => Promise<string>
}

export async function appBridgeSessionToken(): Promise<string | null> {
  const bridge = (window as unknown as { shopify?: AppBridgeGlobal }).shopify
  if (typeof bridge?.idToken !== 'function') return null
  try {
    return (await bridge.idToken()) || null
  } catch {
    return null
  }
}

export const NOT_EMBEDDED: EmbeddedContextValue = {
  shop: null,
  host: null,
  accessToken: null,
  isAuthenticated: false,
  authenticatedFetch: null,
  insideAdmin: false,
  getSessionToken: async () => null,
}

const EmbeddedContext = createContext<EmbeddedContextValue | null>(null)

export function EmbeddedProvider({ children }: { children: ReactNode }) {
  const outer = useContext(EmbeddedContext)
  if (outer !== null) return <>{children}</>
  return <EmbeddedRoot>{children}</EmbeddedRoot>
}

function EmbeddedRoot({ children }: { children: ReactNode }) {
  const [params] = useState(() => readEmbeddedParams(window.location.search))

  // The token has been read: it must not stay in the address bar, history or shared links.
  useEffect(() => {
    if (params.token === null) return
    window.history.replaceState(window.history.state, '', addressWithoutToken(window.location.href))
  }, [params.token])

  const value = useMemo<EmbeddedContextValue>(() => {
    const { shop, host, token } = params
    const getSessionToken = async () => (shop !== null ? await appBridgeSessionToken() : null) ?? token
    return {
      shop,
      host,
      accessToken: token,
      isAuthenticated: token !== null,
      authenticatedFetch: shop !== null && host !== null ? createAuthenticatedFetch(getSessionToken) : null,
      insideAdmin: isInsideAdmin(params),
      getSessionToken,
    }
  }, [params])

  return <EmbeddedContext.Provider value={value}>{children}</EmbeddedContext.Provider>
}

/** The embedded context; outside the admin (or without a provider) nothing is embedded. */
export function useEmbedded(): EmbeddedContextValue {
  return useContext(EmbeddedContext) ?? NOT_EMBEDDED
}
