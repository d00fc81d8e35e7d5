// Shopify's signatures on what it sends an app, made the way Shopify makes them, with Web Crypto
// so they work in every test environment:
// - signed queries (the OAuth callback, an authorization code from the admin): hex HMAC-SHA256 of
//   every other parameter sorted by name and URL-encoded;
// - webhooks: base64 HMAC-SHA256 of the raw body, in X-Shopify-Hmac-Sha256;
// - App Bridge session tokens (session-token.ts): HS256 JWTs.
const encoder = new TextEncoder()

export async function hmacSha256(secret: string, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)))
}

export function shopifyQueryMessage(params: URLSearchParams): string {
  const sorted = new URLSearchParams()
  const keys = [...new Set(params.keys())].filter((k) => k !== 'hmac' && k !== 'signature').sort()
  for (const key of keys) for (const value of params.getAll(key)) sorted.append(key, value)
  return sorted.toString()
}

export async function signOAuthQuery(params: URLSearchParams, secret: string): Promise<string> {
  const signature = await hmacSha256(secret, shopifyQueryMessage(params))
  return Array.from(signature, (b) => b.toString(16).padStart(2, '0')).join('')
}

export async function signWebhookBody(body: string, secret: string): Promise<string> {
  let binary = ''
  for (const b of await hmacSha256(secret, body)) binary += String.fromCharCode(b)
  return btoa(binary)
}
