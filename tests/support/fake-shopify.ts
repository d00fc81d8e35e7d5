// A loopback stand-in for the Shopify endpoints Vitrine calls, per shop under /{shop}/...:
//   POST /{shop}/admin/oauth/access_token          code -> offline access token, or (token
//                                                   exchange) an App Bridge session token ->
//                                                   offline access token
//   POST /{shop}/admin/api/{version}/graphql.json  shop { name }, themeCreate, theme { processing },
//                                                   themeFilesUpsert, themes(roles:) and
//                                                   theme(id) { files(first, after) } (the
//                                                   store's own themes, set with setStoreThemes)
//   GET  /{shop}/cdn/theme-files/{id}/{filename}   the short-lived address of a file body Shopify
//                                                   hands out by URL rather than inline
//   GET  /{shop}/admin/oauth/authorize             (browser walks) the install screen: Install app
//                                                   sends the browser to redirect_uri with a code
//                                                   and Shopify's signed query; needs apiSecret
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
  /** For GraphQL: which operation (shop, themeCreate, theme, themeFilesUpsert, themes, themeFiles). */
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

/**
 * A file of one of the store's own themes, as the files connection answers it: inline text,
 * base64 (binary assets), or a short-lived URL the client fetches (`url`: the text or, with
 * `base64`, the bytes served there).
 */
export type FakeStoreFile =
  | { filename: string; text: string }
  | { filename: string; base64: string }
  | { filename: string; url: { text: string } | { base64: string } }

/** One of the store's own themes (the merchant's, not one Vitrine pushed). */
export interface FakeStoreTheme {
  name: string
  role: 'MAIN' | 'UNPUBLISHED' | 'DEVELOPMENT' | 'DEMO'
  files: FakeStoreFile[]
}

/** Shopify's ceiling on `files(first:)`, and the payload a files page stays under (fewer files then). */
export const FAKE_FILES_MAX_FIRST = 2500
export const FAKE_FILES_PAGE_BYTES = 1_000_000

export interface FakeShopifyOptions {
  /** The app's secret (SHOPIFY_API_SECRET), to sign the query the install screen sends back. */
  apiSecret?: string
  /** The app's key (SHOPIFY_API_KEY); when given, an authorize request for another client_id is refused. */
  apiKey?: string
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
  /** The themes a shop has of its own (themes(roles:) lists them; files(...) pages through theirs). */
  setStoreThemes(shop: string, themes: FakeStoreTheme[]): void
  /** Each files(...) call: the theme, `first`, `after`, and how many files it answered. */
  fileReads: { themeId: string; first: number; after: string | null; returned: number }[]
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
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      dest?: string
      exp?: number
    }
    return (
      claims.dest === `https://${shop}` && typeof claims.exp === 'number' && claims.exp * 1000 > Date.now()
    )
  } catch {
    return false
  }
}

function operationOf(query: string): string {
  if (query.includes('themeFilesUpsert')) return 'themeFilesUpsert'
  if (query.includes('themeCreate')) return 'themeCreate'
  if (query.includes('files(')) return 'themeFiles'
  if (query.includes('themes(')) return 'themes'
  if (query.includes('theme(id')) return 'theme'
  if (query.includes('shop {')) return 'shop'
  return 'unknown'
}

/** Shopify's OAuth query signature: hex HMAC-SHA256 of every other parameter, sorted, URL-encoded. */
export function signShopifyQuery(params: URLSearchParams, secret: string): string {
  const sorted = new URLSearchParams(
    [...params]
      .filter(([key]) => key !== 'hmac' && key !== 'signature')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )
  return createHmac('sha256', secret).update(sorted.toString()).digest('hex')
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The install screen Shopify shows a merchant, reduced to what a walk needs. */
function authorizePage(shop: string, scopes: string[]): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Install Vitrine</title><link rel="icon" href="data:,">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<style>body{font-family:system-ui,sans-serif;background:#f1f1f1;margin:0;padding:48px 16px}` +
    `main{max-width:420px;margin:auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002}` +
    `button{background:#303030;color:#fff;border:0;border-radius:8px;padding:10px 16px;font-size:15px}` +
    `a{margin-left:12px;color:#303030}</style></head><body><main>` +
    `<p>Fake Shopify admin · ${escapeHtml(shop)}</p><h1>Install Vitrine</h1>` +
    `<p>Vitrine will be able to:</p><ul>${scopes.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>` +
    `<form method="post"><button type="submit">Install app</button>` +
    `<a href="javascript:history.back()">Cancel</a></form></main></body></html>`
  )
}

export async function startFakeShopify(options: FakeShopifyOptions = {}): Promise<FakeShopify> {
  const requests: RecordedShopifyRequest[] = []
  const themes: FakeTheme[] = []
  const upserts: { themeId: string; filenames: string[] }[] = []
  const shopNames = new Map<string, string>()
  const storeThemes = new Map<string, (FakeStoreTheme & { gid: string })[]>()
  const fileReads: FakeShopify['fileReads'] = []
  let upsertCalls = 0
  let failAt: number | null = null
  let failRemaining = 0
  let unauthorized = false
  let rejectCodes = false
  let nextThemeId = 1000
  let nextCode = 1

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

    if (path === '/admin/oauth/authorize' && (req.method === 'GET' || req.method === 'POST')) {
      recorded.operation = req.method === 'GET' ? 'authorize' : 'install'
      const html = (status: number, text: string) => {
        res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' })
        res.end(text)
      }
      const redirectUri = url.searchParams.get('redirect_uri')
      const state = url.searchParams.get('state')
      const clientId = url.searchParams.get('client_id')
      if (
        !redirectUri ||
        !state ||
        !clientId ||
        (options.apiKey !== undefined && clientId !== options.apiKey)
      ) {
        return html(400, '<!doctype html><title>Oauth error</title><h1>Oauth error invalid_request</h1>')
      }
      if (req.method === 'GET') {
        return html(
          200,
          authorizePage(shop, (url.searchParams.get('scope') ?? '').split(',').filter(Boolean)),
        )
      }
      if (options.apiSecret === undefined) {
        return html(500, '<!doctype html><title>Fake Shopify</title><p>startFakeShopify needs apiSecret</p>')
      }
      const back = new URLSearchParams({
        code: `code_fake_${nextCode++}`,
        host: Buffer.from(`admin.shopify.com/store/${shop.split('.')[0]}`).toString('base64'),
        shop,
        state,
        timestamp: String(Math.floor(Date.now() / 1000)),
      })
      back.set('hmac', signShopifyQuery(back, options.apiSecret))
      const target = new URL(redirectUri)
      for (const [key, value] of back) target.searchParams.set(key, value)
      res.writeHead(303, { Location: target.toString() })
      res.end()
      return
    }
    if (req.method === 'POST' && path === '/admin/oauth/access_token') {
      if (body?.grant_type === TOKEN_EXCHANGE_GRANT) {
        recorded.operation = 'tokenExchange'
        if (rejectCodes || !validSessionToken(body.subject_token, body.client_secret, shop))
          return send(400, { error: 'invalid_subject_token' })
        if (body.requested_token_type !== OFFLINE_TOKEN_TYPE)
          return send(400, { error: 'unsupported_token_type' })
        return send(200, { access_token: tokenFor(shop), scope: 'read_themes,write_themes' })
      }
      if (rejectCodes || !body?.code) return send(400, { error: 'invalid_request' })
      return send(200, { access_token: tokenFor(shop), scope: 'read_themes,write_themes' })
    }
    const cdn = /^\/cdn\/theme-files\/(\d+)\/(.+)$/.exec(path)
    if (req.method === 'GET' && cdn) {
      recorded.operation = 'fileUrl'
      const theme = (storeThemes.get(shop) ?? []).find((t) => t.gid.endsWith(`/${cdn[1]}`))
      const file = theme?.files.find((f) => f.filename === decodeURIComponent(cdn[2]!))
      if (!file || !('url' in file)) return send(404, { errors: 'Not Found' })
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' })
      res.end('text' in file.url ? file.url.text : Buffer.from(file.url.base64, 'base64'))
      return
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
    if (operation === 'themes') {
      const roles = Array.isArray(variables.roles) ? (variables.roles as string[]) : null
      const first = Number(variables.first ?? 50)
      const listed = (storeThemes.get(shop) ?? [])
        .filter((t) => roles === null || roles.includes(t.role))
        .slice(0, first)
      return send(200, {
        data: { themes: { nodes: listed.map((t) => ({ id: t.gid, name: t.name, role: t.role })) } },
      })
    }
    if (operation === 'themeFiles') {
      const theme = (storeThemes.get(shop) ?? []).find((t) => t.gid === variables.id)
      if (!theme) return send(200, { data: { theme: null } })
      const first = Number(variables.first ?? 50)
      if (!Number.isInteger(first) || first < 1 || first > FAKE_FILES_MAX_FIRST) {
        return send(200, { errors: [{ message: `first must be between 1 and ${FAKE_FILES_MAX_FIRST}` }] })
      }
      const after = typeof variables.after === 'string' ? variables.after : null
      const start = after === null ? 0 : Number(Buffer.from(after, 'base64').toString('utf8').slice(5))
      const nodes: unknown[] = []
      let bytes = 0
      let index = start
      // As Shopify: at most `first` files, fewer when the payload would grow too large.
      for (; index < theme.files.length && nodes.length < first; index++) {
        const file = theme.files[index]!
        const id = theme.gid.split('/').pop()
        const body =
          'text' in file
            ? { __typename: 'OnlineStoreThemeFileBodyText', content: file.text }
            : 'base64' in file
              ? { __typename: 'OnlineStoreThemeFileBodyBase64', contentBase64: file.base64 }
              : {
                  __typename: 'OnlineStoreThemeFileBodyUrl',
                  url: `http://${req.headers.host}/${shop}/cdn/theme-files/${id}/${encodeURIComponent(file.filename)}`,
                }
        // Only what the query's fragments ask for, as GraphQL answers a union.
        const asked = query.includes(`... on ${body.__typename}`)
        const answered = asked ? body : { __typename: body.__typename }
        const size = JSON.stringify(answered).length
        if (nodes.length > 0 && bytes + size > FAKE_FILES_PAGE_BYTES) break
        bytes += size
        nodes.push({ filename: file.filename, body: answered })
      }
      const hasNextPage = index < theme.files.length
      fileReads.push({ themeId: theme.gid, first, after, returned: nodes.length })
      return send(200, {
        data: {
          theme: {
            id: theme.gid,
            files: {
              nodes,
              userErrors: [],
              pageInfo: {
                hasNextPage,
                endCursor: nodes.length > 0 ? Buffer.from(`file:${index}`).toString('base64') : null,
              },
            },
          },
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
    setStoreThemes(shop, list) {
      storeThemes.set(
        shop,
        list.map((theme) => ({ ...theme, gid: `gid://shopify/OnlineStoreTheme/${nextThemeId++}` })),
      )
    },
    fileReads,
    reset() {
      requests.length = 0
      themes.length = 0
      upserts.length = 0
      shopNames.clear()
      storeThemes.clear()
      fileReads.length = 0
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
