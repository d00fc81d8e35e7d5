// App Bridge session tokens as the Shopify admin mints them: HS256 JWTs signed with the app's
// secret, for the app's API key, naming the shop (dest) and its admin (iss), valid for a minute.
import { hmacSha256 } from './shopify-signing'

const encoder = new TextEncoder()

function base64url(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export interface SessionTokenClaims {
  shop: string
  apiKey: string
  secret: string
  /** Seconds from now until it expires (negative: already expired). Default 60. */
  expiresIn?: number
  /** Claims to put in place of the computed ones. */
  override?: Record<string, unknown>
}

export async function signSessionToken({
  shop,
  apiKey,
  secret,
  expiresIn = 60,
  override = {},
}: SessionTokenClaims): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  const header = base64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })))
  const payload = base64url(
    encoder.encode(
      JSON.stringify({
        iss: `https://${shop}/admin`,
        dest: `https://${shop}`,
        aud: apiKey,
        sub: '42',
        exp: now + expiresIn,
        nbf: now - 5,
        iat: now - 5,
        jti: crypto.randomUUID(),
        sid: 'session-1',
        ...override,
      }),
    ),
  )
  const signature = await hmacSha256(secret, `${header}.${payload}`)
  return `${header}.${payload}.${base64url(signature)}`
}
