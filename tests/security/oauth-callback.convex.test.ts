// What Shopify's return to /shopify/callback must prove before anything is exchanged: Shopify's
// HMAC over the query, a fresh timestamp, a real shop domain, and a live state of this shop, used
// once. And the shop domains a user may type. Forged returns are made in the browser that began
// (with its cookie), so only the check under test stands in the way.
import { describe, expect, it } from 'vitest'
import { api } from '../../convex/_generated/api'
import { newBackend, signedIn, type Backend } from '../convex/helpers'
import {
  beginOAuth,
  connectThroughOAuth,
  returnFromShopify,
  signedCallbackQuery,
  type StartedOAuth,
} from '../convex/shopify-oauth'
import { snapshot, useConfiguredShopify, VICTIM_SHOP } from './shopify-setup'

const fake = useConfiguredShopify()

function codeExchanges() {
  return fake.shopify.requests.filter((r) => r.path === '/admin/oauth/access_token')
}

/** Ana began connecting the shop in her browser. */
async function began(t: Backend): Promise<StartedOAuth> {
  const ana = await signedIn(t, 'ana')
  return await beginOAuth(t, ana, VICTIM_SHOP)
}

async function refusedWith(t: Backend, params: URLSearchParams, cookie: string): Promise<string | null> {
  const { location } = await returnFromShopify(t, params, cookie)
  expect(location.pathname).toBe('/connect-shopify')
  return location.searchParams.get('error')
}

describe('the OAuth callback', () => {
  it.each([
    ['a tampered code', (p: URLSearchParams) => p.set('code', 'another-code')],
    ['a tampered shop', (p: URLSearchParams) => p.set('shop', 'other.myshopify.com')],
    ['no hmac', (p: URLSearchParams) => p.delete('hmac')],
  ])('refuses %s (HMAC) and exchanges nothing', async (_name, tamper) => {
    const t = newBackend()
    const { state, cookie } = await began(t)
    const before = await snapshot(t)
    const params = await signedCallbackQuery({ shop: VICTIM_SHOP, state })
    tamper(params)
    expect(await refusedWith(t, params, cookie)).toBe('invalid_hmac')
    expect(codeExchanges()).toEqual([])
    expect(await snapshot(t)).toEqual(before)
  })

  it('refuses a query signed with another secret', async () => {
    const t = newBackend()
    const { state, cookie } = await began(t)
    const params = await signedCallbackQuery({ shop: VICTIM_SHOP, state }, 'shpss_not_the_secret')
    expect(await refusedWith(t, params, cookie)).toBe('invalid_hmac')
    expect(codeExchanges()).toEqual([])
  })

  it('refuses a signed query older than 90 seconds (a replayed return)', async () => {
    const t = newBackend()
    const { state, cookie } = await began(t)
    const old = String(Math.floor(Date.now() / 1000) - 600)
    const params = await signedCallbackQuery({ shop: VICTIM_SHOP, state, timestamp: old })
    expect(await refusedWith(t, params, cookie)).toBe('expired_request')
    expect(codeExchanges()).toEqual([])
  })

  it.each(['stride.evil.com', 'STRIDE.myshopify.com', 'stride.myshopify.com.evil.com', ''])(
    'refuses the signed shop %j, which is not a canonical shop domain',
    async (shop) => {
      const t = newBackend()
      const { state, cookie } = await began(t)
      const params = await signedCallbackQuery({ shop, state })
      expect(await refusedWith(t, params, cookie)).toBe('invalid_shop')
      expect(codeExchanges()).toEqual([])
    },
  )

  it('refuses a state it never issued', async () => {
    const t = newBackend()
    const { cookie } = await began(t)
    const params = await signedCallbackQuery({ shop: VICTIM_SHOP, state: 'f'.repeat(64) })
    expect(await refusedWith(t, params, cookie)).toBe('invalid_state')
    expect(codeExchanges()).toEqual([])
  })

  it('refuses a state used once already (a replayed callback) and exchanges no second code', async () => {
    const t = newBackend()
    const { state, cookie } = await began(t)
    const { location } = await returnFromShopify(
      t,
      await signedCallbackQuery({ shop: VICTIM_SHOP, state }),
      cookie,
    )
    expect(location.pathname).toBe('/shopify-success')
    const before = await snapshot(t)
    const replay = await signedCallbackQuery({ shop: VICTIM_SHOP, state, code: 'auth-code-2' })
    expect(await refusedWith(t, replay, cookie)).toBe('state_already_used')
    expect(codeExchanges()).toHaveLength(1)
    expect(await snapshot(t)).toEqual(before)
  })

  it('refuses a state older than 10 minutes, and spends it', async () => {
    const t = newBackend()
    const { state, cookie } = await began(t)
    await t.run(async (ctx) => {
      const row = (await ctx.db.query('oauthStates').first())!
      await ctx.db.patch(row._id, { createdAt: Date.now() - 11 * 60 * 1000 })
    })
    const params = await signedCallbackQuery({ shop: VICTIM_SHOP, state })
    expect(await refusedWith(t, params, cookie)).toBe('state_expired')
    expect(await refusedWith(t, params, cookie)).toBe('state_already_used')
    expect(codeExchanges()).toEqual([])
  })

  it('refuses an install link older than 10 minutes', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const { authUrl } = await ana.mutation(api.shopify.auth, { shop: VICTIM_SHOP })
    await t.run(async (ctx) => {
      const row = (await ctx.db.query('oauthStates').first())!
      await ctx.db.patch(row._id, { createdAt: Date.now() - 11 * 60 * 1000 })
    })
    const install = new URL(authUrl!)
    const response = await t.fetch(`${install.pathname}${install.search}`, { redirect: 'manual' })
    expect(new URL(response.headers.get('Location')!).searchParams.get('error')).toBe('state_expired')
    expect(response.headers.get('Set-Cookie')).toBeNull()
  })

  it('refuses a state issued for another shop (another merchant’s return)', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const { state, cookie } = await beginOAuth(t, ana, 'anas-shop.myshopify.com')
    const params = await signedCallbackQuery({ shop: VICTIM_SHOP, state })
    expect(await refusedWith(t, params, cookie)).toBe('shop_mismatch')
    expect(codeExchanges()).toEqual([])
  })

  it('the genuine return still connects (the checks above refuse only what they must)', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const projectId = await connectThroughOAuth(t, ana, VICTIM_SHOP)
    expect(await ana.query(api.projects.get, { projectId })).toMatchObject({
      status: 'active',
      connected: true,
    })
  })
})

describe('shop domains a user types', () => {
  it.each(['', 'evil.com/x', 'stride.evil.com', 'https://evil.com/stride.myshopify.com', 'not a shop!'])(
    'refuses %j in shopify.auth and projects.create, and creates nothing',
    async (shop) => {
      const t = newBackend()
      const ana = await signedIn(t, 'ana')
      const before = await snapshot(t)
      expect(await ana.mutation(api.shopify.auth, { shop })).toEqual({
        success: false,
        authUrl: null,
        error: 'Please enter your shop domain',
      })
      expect(await ana.mutation(api.projects.create, { shop })).toBeNull()
      expect(await snapshot(t)).toEqual(before)
      expect(await t.run(async (ctx) => await ctx.db.query('oauthStates').collect())).toEqual([])
    },
  )
})
