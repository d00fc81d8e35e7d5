// The local backend's HTTP surface, mounted by the Vite plugin at /api/local:
//   POST auth/sign-up, auth/sign-in, auth/sign-out; GET auth/session
//   POST call { kind, name, args }   -> { ok, value } | { ok: false, error }
//   GET  events                      -> server-sent "change" after every write
//   *    http/<path>                 -> the HTTP actions of convex/http.ts
// A request from a page on another origin is refused, and every other write must carry a JSON
// body and LOCAL_WRITE_HEADER (protocol.ts): a cross-site form or fetch can neither send it nor
// get past the preflight it forces. The HTTP actions verify what they receive themselves
// (signatures, HMACs, OAuth states), as on a deployment, where webhooks send no such header.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod'
import { AuthError, TooManyAttemptsError } from './auth.ts'
import type { LocalBackend } from './backend.ts'
import { LOCAL_WRITE_HEADER, LOCAL_WRITE_HEADER_VALUE } from './protocol.ts'

const MAX_BODY_BYTES = 25 * 1024 * 1024

const callSchema = z.object({
  kind: z.enum(['query', 'mutation', 'action']),
  name: z.string().regex(/^[A-Za-z0-9_/]+:[A-Za-z0-9_]+$/, 'Expected a function name like projects:list'),
  args: z.record(z.string(), z.unknown()).default({}),
})

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status
  res.setHeader('content-type', 'application/json')
  res.setHeader('cache-control', 'no-store')
  res.end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new RangeError('Request body too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req)
  if (body.length === 0) return {}
  return JSON.parse(body.toString('utf8'))
}

function bearer(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined
}

/** Why a request is refused before it reaches the backend, or null when it may go on. */
export function refusal(req: IncomingMessage, path: string): string | null {
  const origin = req.headers.origin
  if (origin !== undefined && !sameOrigin(origin, req.headers.host)) {
    return 'Refused: the local backend answers only pages of its own origin'
  }
  const method = req.method ?? 'GET'
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || path.startsWith('/http/')) return null
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  if (type !== 'application/json' || req.headers[LOCAL_WRITE_HEADER] !== LOCAL_WRITE_HEADER_VALUE) {
    return `Refused: a write to the local backend needs a JSON body and the ${LOCAL_WRITE_HEADER} header`
  }
  return null
}

function sameOrigin(origin: string, host: string | undefined): boolean {
  if (host === undefined) return false
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host
  } catch {
    return false // "null" (a sandboxed frame, a file) and anything unreadable
  }
}

/** Handles a request whose URL is relative to the mount point (e.g. "/call"). */
export function createLocalHandler(backend: LocalBackend) {
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local')
    const route = `${req.method ?? 'GET'} ${url.pathname}`
    const refused = refusal(req, url.pathname)
    if (refused !== null) return send(res, 403, { error: refused })
    try {
      if (url.pathname.startsWith('/http/')) return await proxyHttpAction(backend, req, res, url)
      switch (route) {
        case 'POST /auth/sign-up':
        case 'POST /auth/sign-in': {
          // Who asks is the connection's address: a header such as X-Forwarded-For is anyone's to set.
          const client = req.socket.remoteAddress ?? 'unknown'
          const input = await readJson(req)
          const { token, identity } =
            route === 'POST /auth/sign-up'
              ? await backend.auth.signUp(input, client)
              : await backend.auth.signIn(input, client)
          return send(res, 200, { token, user: { email: identity.email } })
        }
        case 'POST /auth/sign-out': {
          const token = bearer(req)
          if (token) backend.auth.signOut(token)
          return send(res, 200, { ok: true })
        }
        case 'GET /auth/session': {
          const identity = backend.auth.identityFor(bearer(req))
          return send(res, 200, { user: identity === null ? null : { email: identity.email } })
        }
        case 'POST /call': {
          const parsed = callSchema.safeParse(await readJson(req))
          if (!parsed.success)
            return send(res, 400, { ok: false, error: { message: parsed.error.issues[0]!.message } })
          const { kind, name, args } = parsed.data
          return send(res, 200, await backend.call(kind, name, args, bearer(req)))
        }
        case 'GET /events':
          return streamChanges(backend, req, res)
        default:
          return send(res, 404, { error: `No local backend route ${route}` })
      }
    } catch (error) {
      if (error instanceof TooManyAttemptsError) {
        res.setHeader('retry-after', String(error.retryAfterSeconds))
        return send(res, 429, { error: error.message })
      }
      if (error instanceof AuthError) return send(res, 400, { error: error.message })
      if (error instanceof SyntaxError) return send(res, 400, { error: 'Request body is not valid JSON' })
      if (error instanceof RangeError) return send(res, 413, { error: error.message })
      throw error
    }
  }
}

function streamChanges(backend: LocalBackend, req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  })
  res.write('event: ready\ndata: {}\n\n')
  const unsubscribe = backend.subscribe(() => res.write('event: change\ndata: {}\n\n'))
  // A comment line now and then keeps proxies from closing an idle stream.
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), 25_000)
  req.on('close', () => {
    clearInterval(keepAlive)
    unsubscribe()
  })
}

async function proxyHttpAction(
  backend: LocalBackend,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const response = await backend.fetch(`${url.pathname.slice('/http'.length)}${url.search}`, {
    method,
    headers,
    body: body === undefined ? undefined : new Uint8Array(body),
  })
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(Buffer.from(await response.arrayBuffer()))
}
