// A loopback stand-in for the Shopify endpoints Vitrine calls, per shop under /{shop}/...:
//   POST /{shop}/admin/oauth/access_token          code -> offline access token, or (token
//                                                   exchange) an App Bridge session token ->
//                                                   offline access token
//   POST /{shop}/admin/api/{version}/graphql.json  shop { name }, themeCreate, theme { processing },
//                                                   themeFilesUpsert
// Tests point the server at it with SHOPIFY_ADMIN_BASE. It records every request and keeps the
// themes and files it was sent, and can be scripted to fail one upsert call once or answer 401.
import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export interface RecordedShopifyRequest {
  method: string
  shop: string
  path: string
  headers: IncomingMessage['headers']
  body: Record<string, unknown> | undefined
  /** For GraphQL: which operation (shop, themeCreate, theme, themeFilesUpsert). */
  operation?: string
}

export interface FakeTheme {
  gid: string
  shop: string
  name: string
  role: string
  source: string
  files: Map<string, { type: string; value: string }>
}

export interface FakeShopify {
  /** e.g. http://127.0.0.1:54321, to set as SHOPIFY_ADMIN_BASE */
  baseURL: string
  requests: RecordedShopifyRequest[]
  themes: FakeTheme[]
  /** Each themeFilesUpsert call: the theme and the file names it carried. */
  upserts: { themeId: string; filenames: string[] }[]
  /** The token handed out for a shop (and the one its GraphQL requests must carry). */
  tokenFor(shop: string): string
  setShopName(shop: string, name: string): void
  /** The n-th themeFilesUpsert call from now (1-based) answers HTTP 500, and the `times - 1` after it. */
  failUpsertCall(n: number, times?: number): void
  /** Every Admin API request answers 401 (a token revoked on Shopify's side). */
  setUnauthorized(value: boolean): void
  /** The code exchange and the token exchange answer 400 (a used or forged code or token). */
  setRejectCodes(value: boolean): void
  reset(): void
  stop(): Promise<void>
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange'
export const OFFLINE_TOKEN_TYPE = 'urn:shopify:params:oauth:token-type:offline-access-token'

/** Whether a session token is an HS256 JWT signed with the app's secret, for this shop, unexpired. */
function validSessionToken(token: unknown, secret: unknown, shop: string): boolean {
  if (typeof token !== 'string' || typeof secret !== 'string') return false
  const [header, payload, signature] = token.split('.')
  if (!header || !payload || !signature) return false
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url')
  if (expected !== signature) return false
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { dest?: string; exp?: number }
    return claims.dest === `https://${shop}` && typeof claims.exp === 'number' && claims.exp * 1000 > Date.now()
  } catch {
    return false
  }
}

function operationOf(query: string): string {
  if (query.includes('themeFilesUpsert')) return 'themeFilesUpsert'
  if (query.includes('themeCreate')) return 'themeCreate'
  if (query.includes('theme(id')) return 'theme'
  if (query.includes('shop {')) return 'shop'
  return 'unknown'
}

export async function startFakeShopify(): Promise<FakeShopify> {
  const requests: RecordedShopifyRequest[] = []
  const themes: FakeTheme[] = []
  const upserts: { themeId: string; filenames: string[] }[] = []
  const shopNames = new Map<string, string>()
  let upsertCalls = 0
  let failAt: number | null = null
  let failRemaining = 0
  let unauthorized = false
  let rejectCodes = false
  let nextThemeId = 1000

  const tokenFor = (shop: string) => `shpat_fake_${shop.split('.')[0]}`

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const [, shop = '', ...rest] = url.pathname.split('/')
    const path = `/${rest.join('/')}`
    const text = await readBody(req)
    let body: Record<string, unknown> | undefined
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined
    } catch {
      body = undefined
    }
    const recorded: RecordedShopifyRequest = {
      method: req.method ?? '',
      shop,
      path,
      headers: req.headers,
      body,
    }
    requests.push(recorded)
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(payload))
    }

    if (req.method === 'POST' && path === '/admin/oauth/access_token') {
      if (body?.grant_type === TOKEN_EXCHANGE_GRANT) {
        recorded.operation = 'tokenExchange'
        if (rejectCodes || !validSessionToken(body.subject_token, body.client_secret, shop))
          return send(400, { error: 'invalid_subject_token' })
        if (body.requested_token_type !== OFFLINE_TOKEN_TYPE) return send(400, { error: 'unsupported_token_type' })
        return send(200, { access_token: tokenFor(shop), scope: 'read_themes,write_themes' })
      }
      if (rejectCodes || !body?.code) return send(400, { error: 'invalid_request' })
      return send(200, { access_token: tokenFor(shop), scope: 'read_themes,write_themes' })
    }
    if (req.method !== 'POST' || !/^\/admin\/api\/[^/]+\/graphql\.json$/.test(path)) {
      return send(404, { errors: 'Not Found' })
    }
    if (unauthorized || req.headers['x-shopify-access-token'] !== tokenFor(shop)) {
      return send(401, {
        errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
      })
    }
    const query = String(body?.query ?? '')
    const variables = (body?.variables ?? {}) as Record<string, unknown>
    const operation = operationOf(query)
    recorded.operation = operation

    if (operation === 'shop')
      return send(200, { data: { shop: { name: shopNames.get(shop) ?? 'Fake Store' } } })
    if (operation === 'themeCreate') {
      const theme: FakeTheme = {
        gid: `gid://shopify/OnlineStoreTheme/${nextThemeId++}`,
        shop,
        name: String(variables.name),
        role: String(variables.role),
        source: String(variables.source),
        files: new Map(),
      }
      themes.push(theme)
      return send(200, {
        data: {
          themeCreate: { theme: { id: theme.gid, name: theme.name, role: theme.role }, userErrors: [] },
        },
      })
    }
    if (operation === 'theme') {
      const theme = themes.find((t) => t.gid === variables.id)
      return send(200, {
        data: { theme: theme ? { id: theme.gid, processing: false, processingFailed: false } : null },
      })
    }
    if (operation === 'themeFilesUpsert') {
      upsertCalls++
      if (failAt !== null && upsertCalls >= failAt && failRemaining > 0) {
        failRemaining--
        return send(500, { errors: 'Internal Server Error' })
      }
      const theme = themes.find((t) => t.gid === variables.themeId)
      const files = (variables.files ?? []) as { filename: string; body: { type: string; value: string } }[]
      if (!theme) {
        return send(200, {
          data: {
            themeFilesUpsert: { upsertedThemeFiles: [], userErrors: [{ message: 'Theme not found' }] },
          },
        })
      }
      if (files.length > 50) {
        return send(200, {
          data: { themeFilesUpsert: { upsertedThemeFiles: [], userErrors: [{ message: 'Too many files' }] } },
        })
      }
      for (const file of files) theme.files.set(file.filename, file.body)
      upserts.push({ themeId: theme.gid, filenames: files.map((f) => f.filename) })
      return send(200, {
        data: {
          themeFilesUpsert: {
            upsertedThemeFiles: files.map((f) => ({ filename: f.filename })),
            userErrors: [],
          },
        },
      })
    }
    return send(200, { errors: [{ message: `Unknown operation in fake: ${query.slice(0, 40)}` }] })
  })
  const sockets = new Set<Socket>()
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    themes,
    upserts,
    tokenFor,
    setShopName: (shop, name) => void shopNames.set(shop, name),
    failUpsertCall(n, times = 1) {
      failAt = upsertCalls + n
      failRemaining = times
    },
    setUnauthorized(value) {
      unauthorized = value
    },
    setRejectCodes(value) {
      rejectCodes = value
    },
    reset() {
      requests.length = 0
      themes.length = 0
      upserts.length = 0
      shopNames.clear()
      upsertCalls = 0
      failAt = null
      failRemaining = 0
      unauthorized = false
      rejectCodes = false
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
