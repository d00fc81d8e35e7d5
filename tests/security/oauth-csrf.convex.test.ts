// Issue #13, item 2: OAuth login CSRF. An attacker starts Shopify's authorization for the
// victim's shop and gets the merchant's browser to finish it. The state is bound to the user who
// asked, to the browser that opened /shopify/install (a cookie), and the token to the user who
// asked (the one-time code only the returning browser holds, redeemable only by that user).
// Each attack must be refused, grant no credit and change nothing.
import { describe, expect, it } from 'vitest'
import { api } from '../../convex/_generated/api'
import { newBackend, signedIn, type Backend } from '../convex/helpers'
import { beginOAuth, returnFromShopify, signedCallbackQuery } from '../convex/shopify-oauth'
import { snapshot, useConfiguredShopify, VICTIM_SHOP } from './shopify-setup'

const fake = useConfiguredShopify()

function codeExchanges() {
  return fake.shopify.requests.filter((r) => r.path === '/admin/oauth/access_token')
}

async function heldTokens(t: Backend) {
  return await t.run(async (ctx) =>
    (await ctx.db.query('oauthStates').collect()).filter((row) => row.accessToken !== undefined),
  )
}

/** The attacker, Mallory, asks to connect the victim's shop; the victim, Vera, is signed in too. */
async function attackerStarts(t: Backend) {
  const mallory = await signedIn(t, 'mallory')
  const vera = await signedIn(t, 'vera')
  const { authUrl } = await mallory.mutation(api.shopify.auth, { shop: VICTIM_SHOP })
  return { mallory, vera, installLink: new URL(authUrl!) }
}

describe('OAuth login CSRF', () => {
  it('the victim’s browser finishing the attacker’s install link connects nothing for the attacker', async () => {
    const t = newBackend()
    const { mallory, vera, installLink } = await attackerStarts(t)
    const before = await snapshot(t)

    // Vera opens the link, approves on Shopify, and her browser comes back with its cookie.
    const install = await t.fetch(`${installLink.pathname}${installLink.search}`, { redirect: 'manual' })
    const cookie = install.headers.get('Set-Cookie')!.split(';')[0]!
    const state = new URL(install.headers.get('Location')!).searchParams.get('state')!
    const { location } = await returnFromShopify(
      t,
      await signedCallbackQuery({ shop: VICTIM_SHOP, state }),
      cookie,
    )
    expect(location.pathname).toBe('/shopify-success')
    const connectionCode = location.searchParams.get('connection')!

    // /shopify-success in Vera's browser: she is not the user who asked. Refused, and spent.
    expect(await vera.mutation(api.projects.create, { shop: VICTIM_SHOP, connectionCode })).toBeNull()
    // Mallory never sees the code; what she knows (the state) claims nothing, nor does the code now.
    expect(
      await mallory.mutation(api.projects.create, { shop: VICTIM_SHOP, connectionCode: state }),
    ).toBeNull()
    expect(await mallory.mutation(api.projects.create, { shop: VICTIM_SHOP, connectionCode })).toBeNull()

    expect(await snapshot(t)).toEqual(before)
    expect(await heldTokens(t)).toEqual([])
  })

  it.each([
    ['a browser that never opened the install link', async () => undefined],
    [
      'the victim’s own cookie from another flow',
      async (t: Backend, vera: Awaited<ReturnType<typeof signedIn>>) =>
        (await beginOAuth(t, vera, VICTIM_SHOP)).cookie,
    ],
  ])(
    'the attacker’s authorize address finished in %s is refused before any code exchange',
    async (_name, victimCookie) => {
      const t = newBackend()
      const { mallory, vera } = await attackerStarts(t)
      // Mallory opens her own install link, and sends Vera Shopify's address from it.
      const { state } = await beginOAuth(t, mallory, VICTIM_SHOP)
      const cookie = await victimCookie(t, vera)
      const before = await snapshot(t)

      const { location, setCookie } = await returnFromShopify(
        t,
        await signedCallbackQuery({ shop: VICTIM_SHOP, state }),
        cookie,
      )

      expect(location.pathname).toBe('/connect-shopify')
      expect(location.searchParams.get('error')).toBe('browser_mismatch')
      expect(setCookie).toMatch(/Max-Age=0/)
      expect(codeExchanges()).toEqual([])
      expect(await snapshot(t)).toEqual(before)
      expect(await heldTokens(t)).toEqual([])
    },
  )

  it('an install link opens once: a second browser cannot take the state over', async () => {
    const t = newBackend()
    const { installLink } = await attackerStarts(t)
    const first = await t.fetch(`${installLink.pathname}${installLink.search}`, { redirect: 'manual' })
    expect(first.status).toBe(302)
    const hash = await t.run(async (ctx) => (await ctx.db.query('oauthStates').first())!.browserHash)

    const second = await t.fetch(`${installLink.pathname}${installLink.search}`, { redirect: 'manual' })
    expect(second.status).toBe(302)
    const location = new URL(second.headers.get('Location')!)
    expect(location.pathname).toBe('/connect-shopify')
    expect(location.searchParams.get('error')).toBe('state_already_used')
    expect(second.headers.get('Set-Cookie')).toBeNull()
    expect(await t.run(async (ctx) => (await ctx.db.query('oauthStates').first())!.browserHash)).toBe(hash)
  })

  it('a connection code is claimed only by its user, for its shop, once', async () => {
    const t = newBackend()
    const ana = await signedIn(t, 'ana')
    const { state, cookie } = await beginOAuth(t, ana, VICTIM_SHOP)
    const { location } = await returnFromShopify(
      t,
      await signedCallbackQuery({ shop: VICTIM_SHOP, state }),
      cookie,
    )
    const connectionCode = location.searchParams.get('connection')!
    const before = await snapshot(t)

    // For another shop: refused, and the code is spent.
    expect(
      await ana.mutation(api.projects.create, { shop: 'other.myshopify.com', connectionCode }),
    ).toBeNull()
    expect(await ana.mutation(api.projects.create, { shop: VICTIM_SHOP, connectionCode })).toBeNull()
    expect(await snapshot(t)).toEqual(before)
    expect(await heldTokens(t)).toEqual([])
  })
})
