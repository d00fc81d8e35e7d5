// Shopify's signature on the queries it sends an app (the OAuth callback, an authorization code
// from the admin): hex HMAC-SHA256, with the app's secret, of every other parameter sorted by
// name and URL-encoded. Web Crypto, so it runs in every test environment.
const encoder = new TextEncoder()

export function shopifyQueryMessage(params: URLSearchParams): string {
  const sorted = new URLSearchParams()
  const keys = [...new Set(params.keys())].filter((k) => k !== 'hmac' && k !== 'signature').sort()
  for (const key of keys) for (const value of params.getAll(key)) sorted.append(key, value)
  return sorted.toString()
}

export async function signOAuthQuery(params: URLSearchParams, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, encoder.encode(shopifyQueryMessage(params))),
  )
  return Array.from(signature, (b) => b.toString(16).padStart(2, '0')).join('')
}
