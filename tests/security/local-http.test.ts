// Issue 13, attack 3: local mode's HTTP surface. The local backend is served as `npm run dev`
// serves it (createLocalHandler on a real HTTP server) and attacked over HTTP: internal functions
// by name, with and without a session, and writes from a page on another origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_WRITE_HEADER, localWriteHeaders } from '../../src/local-backend/protocol'
import { serveLocalBackend, type ServedBackend } from '../support/local-server'

let served: ServedBackend
let base: string

beforeAll(async () => {
  served = await serveLocalBackend()
  base = served.base
})

afterAll(async () => {
  await served.close()
})

async function signUp(email: string): Promise<string> {
  const response = await fetch(`${base}/auth/sign-up`, {
    method: 'POST',
    headers: localWriteHeaders(),
    body: JSON.stringify({ email, password: 'secret1' }),
  })
  const { token } = (await response.json()) as { token: string }
  await call(token, 'mutation', 'users:ensure', {})
  return token
}

async function call(token: string | null, kind: string, name: string, args: unknown) {
  const response = await fetch(`${base}/call`, {
    method: 'POST',
    headers: localWriteHeaders(token),
    body: JSON.stringify({ kind, name, args }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function me(token: string) {
  const { body } = await call(token, 'query', 'users:me', {})
  return (body as { value: { _id: string; credits: number } }).value
}

async function projects(token: string) {
  const { body } = await call(token, 'query', 'projects:list', {})
  return (body as { value: Array<{ shopDomain: string; status: string }> }).value
}

describe('local mode reaches only public functions', () => {
  it('refuses stripe:applyEvent, with or without a session, and grants nothing', async () => {
    const token = await signUp('mallory@example.com')
    const before = await me(token)
    const grant = {
      event: {
        kind: 'checkout_completed',
        sessionId: 'cs_forged',
        mode: 'payment',
        paid: true,
        userId: before._id,
        paymentIntentId: 'pi_forged',
      },
      asOf: 1,
      eventId: 'evt_forged',
    }
    for (const session of [null, token]) {
      const { body } = await call(session, 'mutation', 'stripe:applyEvent', grant)
      expect(body).toEqual({
        ok: false,
        error: { message: "Could not find public function for 'stripe:applyEvent'" },
      })
    }
    expect((await me(token)).credits).toBe(before.credits)
  })

  it("refuses projects:upsertFromShop: no token is planted on another user's store", async () => {
    const victim = await signUp('victim@example.com')
    const attacker = await signUp('attacker@example.com')
    const { _id: victimId } = await me(victim)
    const { body } = await call(attacker, 'mutation', 'projects:upsertFromShop', {
      userId: victimId,
      shopDomain: 'victim-store.myshopify.com',
      accessToken: 'shpat_planted',
    })
    expect(body).toMatchObject({ ok: false, error: { message: expect.stringContaining('public function') } })
    expect(await projects(victim)).toEqual([])
  })

  it("refuses shopify:revokeShopProjects: another user's store stays as it was", async () => {
    const owner = await signUp('owner@example.com')
    await call(owner, 'mutation', 'projects:create', { shop: 'owned-store' })
    const before = await projects(owner)
    const { body } = await call(null, 'mutation', 'shopify:revokeShopProjects', {
      shop: 'owned-store.myshopify.com',
    })
    expect(body).toMatchObject({ ok: false })
    expect(await projects(owner)).toEqual(before)
  })

  it('refuses a function called as another kind than it is, and names outside convex/', async () => {
    const token = await signUp('kinds@example.com')
    const before = await me(token)
    expect((await call(token, 'query', 'credits:use', {})).body).toMatchObject({ ok: false })
    expect((await call(token, 'action', 'credits:use', {})).body).toMatchObject({ ok: false })
    expect((await call(token, 'query', '_generated/server:query', {})).body).toMatchObject({ ok: false })
    expect((await call(token, 'query', 'model/users:getCurrentUser', {})).body).toMatchObject({ ok: false })
    expect((await me(token)).credits).toBe(before.credits)
    // The same function called as what it is still works.
    expect((await call(token, 'mutation', 'credits:use', {})).body).toMatchObject({ ok: true })
    expect((await me(token)).credits).toBe(before.credits - 1)
  })
})

describe('local mode refuses writes a page on another origin could make', () => {
  it('refuses a cross-site text/plain POST, which a form or a no-cors fetch can send', async () => {
    const token = await signUp('csrf@example.com')
    const before = await me(token)
    const response = await fetch(`${base}/call`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        origin: 'https://evil.example',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ kind: 'mutation', name: 'credits:use', args: {} }),
    })
    expect(response.status).toBe(403)
    expect((await me(token)).credits).toBe(before.credits)
  })

  it('refuses a write from another origin even with JSON and the header', async () => {
    const token = await signUp('origin@example.com')
    const before = await me(token)
    const response = await fetch(`${base}/call`, {
      method: 'POST',
      headers: { ...localWriteHeaders(token), origin: 'https://evil.example' },
      body: JSON.stringify({ kind: 'mutation', name: 'credits:use', args: {} }),
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      error: 'Refused: the local backend answers only pages of its own origin',
    })
    expect((await me(token)).credits).toBe(before.credits)
  })

  it('refuses a same-origin write without the header or without JSON', async () => {
    const token = await signUp('header@example.com')
    const before = await me(token)
    const origin = new URL(base).origin
    const withoutHeader = await fetch(`${base}/call`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, authorization: `Bearer ${token}` },
      body: JSON.stringify({ kind: 'mutation', name: 'credits:use', args: {} }),
    })
    const plainText = await fetch(`${base}/call`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', [LOCAL_WRITE_HEADER]: '1', authorization: `Bearer ${token}` },
      body: JSON.stringify({ kind: 'mutation', name: 'credits:use', args: {} }),
    })
    const signUpForm = await fetch(`${base}/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=form%40example.com&password=secret1',
    })
    for (const response of [withoutHeader, plainText, signUpForm]) {
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        error: 'Refused: a write to the local backend needs a JSON body and the x-vitrine-local header',
      })
    }
    expect((await me(token)).credits).toBe(before.credits)
    // The app's own writes, from its own origin, go through.
    const own = await fetch(`${base}/call`, {
      method: 'POST',
      headers: { ...localWriteHeaders(token), origin },
      body: JSON.stringify({ kind: 'mutation', name: 'credits:use', args: {} }),
    })
    expect(own.status).toBe(200)
    expect((await me(token)).credits).toBe(before.credits - 1)
  })
})
