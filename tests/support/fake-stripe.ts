// A loopback stand-in for the Stripe API: the subset Vitrine uses (customers.create,
// checkout.sessions.create / retrieve with expand[]=subscription, billingPortal.sessions.create),
// recording every request. Tests point the real `stripe` SDK at it through STRIPE_API_BASE, so the
// SDK's own form encoding, headers and error handling run. `complete()` plays the customer paying.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

type Json = Record<string, unknown>

export interface RecordedStripeRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  /** The form body, decoded into nested objects (`metadata[userId]=x` -> { metadata: { userId: 'x' } }). */
  body: Json
}

export interface FakeStripe {
  /** e.g. http://127.0.0.1:54321, for STRIPE_API_BASE */
  baseURL: string
  requests: RecordedStripeRequest[]
  sessions: Map<string, Json>
  /** Every customer created (a replayed idempotency key creates none). */
  customers: Json[]
  /** Marks a session paid, as Stripe does when the customer completes Checkout; returns it. */
  complete(sessionId: string, options?: { periodEnd?: number }): Json
  /** The next request answers with this HTTP error (Stripe-shaped body). */
  failNext(status: number, message: string): void
  reset(): void
  stop(): Promise<void>
}

/** Decodes Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export function decodeForm(text: string): Json {
  const root: Json = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = root
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value
        return
      }
      const next = parts[index + 1]
      if (node[part] === undefined) node[part] = /^\d+$/.test(next ?? '') ? [] : {}
      node = node[part] as Record<string, unknown>
    })
  }
  return root
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` })
  res.end(text)
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedStripeRequest[] = []
  const sessions = new Map<string, Json>()
  const customers: Json[] = []
  const subscriptions = new Map<string, Json>()
  const sockets = new Set<Socket>()
  let counter = 0
  let failure: { status: number; message: string } | null = null
  let baseURL = ''
  const nextId = (prefix: string) => `${prefix}_fake${++counter}`

  function completeSession(sessionId: string, options: { periodEnd?: number } = {}): Json {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`no session ${sessionId}`)
    if (session.status === 'complete') return session
    session.status = 'complete'
    session.payment_status = 'paid'
    if (session.mode === 'payment') session.payment_intent = nextId('pi')
    if (session.mode === 'subscription') {
      const subscriptionId = nextId('sub')
      const invoiceId = nextId('in')
      const periodEnd = options.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400
      subscriptions.set(subscriptionId, {
        id: subscriptionId,
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        metadata: session.metadata,
        latest_invoice: invoiceId,
        items: { object: 'list', data: [{ id: nextId('si'), current_period_end: periodEnd }] },
      })
      session.subscription = subscriptionId
      session.invoice = invoiceId
    }
    return session
  }

  const customersByKey = new Map<string, Json>()
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req)
    const url = new URL(req.url ?? '/', 'http://fake')
    const body = req.method === 'GET' ? decodeForm(url.searchParams.toString()) : decodeForm(raw)
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body })

    if (failure !== null) {
      const { status, message } = failure
      failure = null
      send(res, status, { error: { type: 'invalid_request_error', message } })
      return
    }
    const route = `${req.method} ${url.pathname}`
    // The hosted Checkout page, for browser walks: Pay completes the session and returns to the app.
    const page = /^\/pay\/([^/]+)$/.exec(url.pathname)
    const pageSession = page ? sessions.get(decodeURIComponent(page[1] ?? '')) : undefined
    if (page && pageSession && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(
        `<!doctype html><title>Fake Stripe Checkout</title><link rel="icon" href="data:,">` +
          `<h1>Fake Stripe Checkout</h1>` +
          `<p>${pageSession.mode === 'payment' ? '20 credits' : 'Pro Designer'}</p>` +
          `<form method="post"><button type="submit">Pay</button></form>` +
          `<a href="${String(pageSession.cancel_url)}">Cancel</a>`,
      )
      return
    }
    if (page && pageSession && req.method === 'POST') {
      completeSession(pageSession.id as string)
      const back = String(pageSession.success_url).replace('{CHECKOUT_SESSION_ID}', pageSession.id as string)
      res.writeHead(303, { location: back })
      res.end()
      return
    }
    if (route === 'POST /v1/customers') {
      // As Stripe does: a repeated Idempotency-Key gets the customer the first request created.
      const key = req.headers['idempotency-key']
      const earlier = typeof key === 'string' ? customersByKey.get(key) : undefined
      if (earlier) {
        send(res, 200, earlier)
        return
      }
      const customer = {
        id: nextId('cus'),
        object: 'customer',
        email: body.email ?? null,
        metadata: body.metadata ?? {},
      }
      customers.push(customer)
      if (typeof key === 'string') customersByKey.set(key, customer)
      send(res, 200, customer)
      return
    }
    if (route === 'POST /v1/checkout/sessions') {
      const id = nextId('cs_test')
      const session: Json = {
        id,
        object: 'checkout.session',
        mode: body.mode,
        customer: body.customer ?? null,
        client_reference_id: body.client_reference_id ?? null,
        metadata: body.metadata ?? {},
        line_items: body.line_items,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        subscription: null,
        invoice: null,
        url: `${baseURL}/pay/${id}`,
        created: Math.floor(Date.now() / 1000),
      }
      sessions.set(id, session)
      send(res, 200, session)
      return
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(decodeURIComponent(retrieve[1] ?? ''))
      if (!session) {
        send(res, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such checkout.session',
          },
        })
        return
      }
      const expand = Object.values((body.expand as Json | undefined) ?? {})
      const subscription =
        typeof session.subscription === 'string' ? subscriptions.get(session.subscription) : null
      send(res, 200, expand.includes('subscription') && subscription ? { ...session, subscription } : session)
      return
    }
    if (route === 'POST /v1/billing_portal/sessions') {
      const id = nextId('bps')
      send(res, 200, {
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: body.return_url,
        url: `${baseURL}/portal/${id}`,
      })
      return
    }
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${route})` },
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    baseURL,
    requests,
    sessions,
    customers,
    complete: completeSession,
    failNext(status, message) {
      failure = { status, message }
    },
    reset() {
      requests.length = 0
      customers.length = 0
      customersByKey.clear()
      sessions.clear()
      subscriptions.clear()
      failure = null
    },
    stop() {
      for (const socket of sockets) socket.destroy()
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
    },
  }
}
