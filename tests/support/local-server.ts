// The local backend served over real HTTP as `npm run dev` serves it (createLocalHandler under
// /api/local), on a free loopback port, for the tests that attack it from outside. Clients may
// connect from any address of 127/8 (a `localAddress` of 127.0.0.2 is another machine to it).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import schema from '../../convex/schema'
import { LocalBackend } from '../../src/local-backend/backend'
import { createLocalHandler } from '../../src/local-backend/http'
import { modules } from '../convex/setup'

export interface ServedBackend {
  backend: LocalBackend
  port: number
  /** http://127.0.0.1:<port>/api/local */
  base: string
  close(): Promise<void>
}

export async function serveLocalBackend(): Promise<ServedBackend> {
  const backend = await LocalBackend.create({ schema, modules })
  const handle = createLocalHandler(backend)
  const server: Server = createServer((req, res) => {
    if (!req.url?.startsWith('/api/local')) return void res.writeHead(404).end()
    req.url = req.url.slice('/api/local'.length) || '/'
    handle(req, res).catch(() => res.writeHead(500).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  return {
    backend,
    port,
    base: `http://127.0.0.1:${port}/api/local`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
