// Issue 25, attack 1: `npm run dev` kept its data in .vitrine/local/data.json, inside Vite's
// root, and Vite served it (with CORS for any localhost page): every account's scrypt hash and
// live session token. Attacked as then, over HTTP against the real dev server, with the data
// folder inside the checkout (where it is by default) and every spelling of its path that Vite
// understands; and the checkout's other files that are not the app. Both ways the dev server
// serves the app: one bundle (the default) and module by module (VITRINE_DEV_MODULES=1).
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localWriteHeaders } from '../../src/local-backend/protocol'
import { ROOT, startApp, type RunningApp } from '../e2e/support/app'

/** The page's scripts: `<script type="module" src="…">`, in order. */
function moduleScripts(html: string): string[] {
  return [...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!)
}

describe.each([
  { serving: 'as one bundle', modules: false },
  { serving: 'module by module', modules: true },
])('the dev server, serving the app $serving', ({ modules }) => {
  const DATA = `.vitrine/local-security-${randomBytes(4).toString('hex')}`
  let app: RunningApp
  let token: string

  beforeAll(async () => {
    app = await startApp({
      dataDir: join(ROOT, DATA),
      env: (): Record<string, string> => (modules ? { VITRINE_DEV_MODULES: '1' } : {}),
    })
    const response = await fetch(`${app.url}/api/local/auth/sign-up`, {
      method: 'POST',
      headers: localWriteHeaders(),
      body: JSON.stringify({ email: 'victim@example.com', password: 'secret1' }),
    })
    token = ((await response.json()) as { token: string }).token
    // The data file is written a moment after the write.
    for (let i = 0; i < 100 && !existsSync(join(app.dataDir, 'data.json')); i++)
      await new Promise((wait) => setTimeout(wait, 100))
  }, 120_000)

  afterAll(async () => {
    await app?.stop()
  })

  const get = (path: string, origin?: string) =>
    fetch(`${app.url}${path}`, { headers: origin ? { origin } : {} })

  describe('serves the app and nothing else of the checkout', () => {
    it('never serves the local data file, however its path is spelled', async () => {
      expect(existsSync(join(app.dataDir, 'data.json'))).toBe(true)
      const spellings = [
        `/${DATA}/data.json`,
        `/${DATA}/data.json?raw`,
        `/${DATA}/data.json?import`,
        `/${DATA}/data.json?url`,
        `/%2e${DATA.slice(1)}/data.json`,
        `/src/../${DATA}/data.json`,
        `/src/%2e%2e/${DATA}/data.json`,
        `/@fs${ROOT}/${DATA}/data.json`,
        `/@fs${ROOT}/${DATA}/data.json?raw`,
        `/@id${ROOT}/${DATA}/data.json`,
      ]
      for (const path of spellings) {
        const response = await get(path, 'http://localhost:3000')
        const body = await response.text()
        expect(body, path).not.toContain(token)
        expect(body, path).not.toContain('passwordHash')
        expect(response.headers.get('access-control-allow-origin'), path).toBeNull()
      }
    })

    it('does not serve the checkout files that are not the app, before or after the app loaded', async () => {
      // Found by the second attack: once the app's stylesheet was transformed, Tailwind had put
      // every file of the checkout in Vite's module graph, and they were served. Loaded here as a
      // browser loads the app: its page, its entry and its stylesheet.
      for (const path of ['/', '/src/main.tsx', '/src/styles.css', '/src/styles.css?direct'])
        expect((await get(path)).status, path).toBe(200)
      for (const path of [
        '/README.md',
        '/package.json',
        '/vite.config.ts',
        '/.ci/run',
        '/tests/security/dev-server-files.test.ts',
        '/convex/model/secrets.ts',
        '/convex/stripe.ts?import',
        '/scripts/check-deploy.ts',
      ]) {
        const response = await get(path)
        expect(response.status, path).toBe(404)
      }
    })

    it('still serves the app, its scripts and the convex/ modules it imports', async () => {
      const page = await get('/')
      expect(page.status).toBe(200)
      const entry = modules ? '/src/main.tsx' : '/assets/index.js'
      expect(moduleScripts(await page.text())).toContain(entry)
      const main = await get(entry)
      expect(main.status).toBe(200)
      expect(main.headers.get('content-type')).toMatch(/javascript/)
      // Module by module, the browser asks for the convex/ modules the app imports; bundled, they
      // are in the bundle.
      if (modules)
        expect((await get('/convex/_generated/api.js')).headers.get('content-type')).toMatch(/javascript/)
      // A route of the app is the app's page.
      const route = await get('/dashboard')
      expect(route.status).toBe(200)
      expect(moduleScripts(await route.text())).toContain(entry)
    })

    it('answers the browser’s request for /favicon.ico with the app’s icon, not a 404', async () => {
      const icon = await get('/favicon.ico')
      expect(icon.status).toBe(200)
      expect(icon.redirected).toBe(true)
      expect(icon.headers.get('content-type')).toMatch(/svg/)
    })

    it('answers no other origin: no CORS header on the app, its modules or the local API', async () => {
      for (const path of ['/', '/src/main.tsx', '/api/local/auth/session']) {
        const response = await get(path, 'http://localhost:3000')
        expect(response.headers.get('access-control-allow-origin'), path).toBeNull()
      }
      const session = await fetch(`${app.url}/api/local/auth/session`, {
        headers: { origin: 'http://localhost:3000', authorization: `Bearer ${token}` },
      })
      expect(session.status).toBe(403)
    })
  })
})
