// Issue #13, item 1: a project holding a shop's token exists only through a proof of that shop
// (the OAuth claim, or a verified session-token exchange), for the user who gave the proof; a
// re-authorisation restores only that user's project. Each attack is made through the public
// surface and must be refused, grant no credit and change nothing.
import { describe, expect, it } from 'vitest'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { AUTH_CODE_CALLBACK_PATH, NOT_CONNECTED_ERROR } from '../../convex/model/constants'
import { signOAuthQuery, signWebhookBody } from '../support/shopify-signing'
import { newBackend, saveTheme, signedIn, type Backend } from '../convex/helpers'
import { SECRET, sessionToken, snapshot, useConfiguredShopify, VICTIM_SHOP } from './shopify-setup'

const fake = useConfiguredShopify()

type User = Awaited<ReturnType<typeof signedIn>>

/** Ana owns the store and opened Vitrine from its admin (she is its staff member 42). */
async function victimLinkedFromAdmin(t: Backend): Promise<{ ana: User; projectId: Id<'projects'> }> {
  const ana = await signedIn(t, 'ana')
  const linked = await ana.action(api.shopify.connectEmbedded, { sessionToken: await sessionToken() })
  if (!linked.success) throw new Error(linked.error)
  return { ana, projectId: linked.projectId }
}

/** Shopify tells Vitrine the store removed it (a genuine, signed app/uninstalled). */
async function storeUninstalls(t: Backend) {
  const body = JSON.stringify({ myshopify_domain: VICTIM_SHOP, domain: VICTIM_SHOP })
  const response = await t.fetch('/shopify/webhooks/app-uninstalled', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Hmac-Sha256': await signWebhookBody(body, SECRET),
      'X-Shopify-Shop-Domain': VICTIM_SHOP,
      'X-Shopify-Topic': 'app/uninstalled',
      'X-Shopify-API-Version': '2025-07',
      'X-Shopify-Webhook-Id': crypto.randomUUID(),
    },
    body,
  })
  expect(response.status).toBe(200)
}

/** A staff member authorises Vitrine again from the admin (SPEC.md section 7's code retry). */
async function reauthoriseFromAdmin(t: Backend, staff: string) {
  const params = new URLSearchParams({
    code: `admin-code-${staff}`,
    shop: VICTIM_SHOP,
    timestamp: String(Math.floor(Date.now() / 1000)),
  })
  params.set('hmac', await signOAuthQuery(params, SECRET))
  const response = await t.fetch(`${AUTH_CODE_CALLBACK_PATH}?${params.toString()}`, {
    headers: { Authorization: `Bearer ${await sessionToken(VICTIM_SHOP, staff)}` },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { refreshed: number }
}

async function projectOf(t: Backend, projectId: Id<'projects'>) {
  return await t.run(async (ctx) => await ctx.db.get(projectId))
}

describe('store takeover through re-authorisation', () => {
  it('an attacker’s project of the victim’s shop, revoked or not, gets nothing when the victim re-authorises', async () => {
    const t = newBackend()
    const { projectId: victims } = await victimLinkedFromAdmin(t)
    const bob = await signedIn(t, 'bob')
    const bobs = (await bob.mutation(api.projects.create, { shop: VICTIM_SHOP }))!
    // The attacker tries to put his project where a re-authorisation would look.
    await expect(
      bob.mutation(api.projects.updateStatus, { projectId: bobs, status: 'revoked' }),
    ).rejects.toThrow('Only the store can revoke Vitrine, from its Shopify admin.')
    await storeUninstalls(t)
    const before = await snapshot(t)
    expect(before.projects.find((p) => p._id === bobs)).toMatchObject({ status: 'disconnected' })

    expect(await reauthoriseFromAdmin(t, '42')).toEqual({ success: true, shop: VICTIM_SHOP, refreshed: 1 })

    expect(await projectOf(t, victims)).toMatchObject({
      status: 'active',
      shopAccessToken: fake.shopify.tokenFor(VICTIM_SHOP),
    })
    expect(await projectOf(t, bobs)).toEqual(before.projects.find((p) => p._id === bobs))
    expect((await snapshot(t)).users).toEqual(before.users)
    expect(await bob.mutation(api.credits.add, { projectId: bobs })).toBe(false)

    // And so he cannot push a theme into the victim's store.
    const pageId = await bob.mutation(api.pages.create, {
      projectId: bobs,
      pageType: 'homepage',
      title: 'Home',
      userPrompt: 'Anything',
    })
    await saveTheme(bob, { 'layout/theme.liquid': '{{ content_for_layout }}' }, { pageId })
    expect(await bob.action(api.shopify.pushTheme, { pageId })).toMatchObject({
      success: false,
      error: NOT_CONNECTED_ERROR,
    })
    expect(fake.shopify.themes).toEqual([])
  })

  it('a re-authorisation by one staff member restores only the project they linked, not another user’s', async () => {
    const t = newBackend()
    const { projectId: anas } = await victimLinkedFromAdmin(t)
    const cleo = await signedIn(t, 'cleo')
    const linked = await cleo.action(api.shopify.connectEmbedded, {
      sessionToken: await sessionToken(VICTIM_SHOP, '77'),
    })
    if (!linked.success) throw new Error(linked.error)
    await storeUninstalls(t)
    const before = await snapshot(t)

    expect(await reauthoriseFromAdmin(t, '77')).toMatchObject({ refreshed: 1 })

    expect(await projectOf(t, linked.projectId)).toMatchObject({ status: 'active' })
    expect(await projectOf(t, anas)).toEqual(before.projects.find((p) => p._id === anas))
    expect((await projectOf(t, anas))!.shopAccessToken).toBeUndefined()
  })

  it('a user cannot mark a project active without a token a proof of the shop gave it', async () => {
    const t = newBackend()
    const { projectId: victims } = await victimLinkedFromAdmin(t)
    const bob = await signedIn(t, 'bob')
    const bobs = (await bob.mutation(api.projects.create, { shop: VICTIM_SHOP }))!
    const before = await snapshot(t)
    await expect(
      bob.mutation(api.projects.updateStatus, { projectId: bobs, status: 'active' }),
    ).rejects.toThrow('Connect this store through Shopify to activate it.')
    // Nor take over the victim's project by its id.
    await expect(
      bob.mutation(api.projects.updateStatus, { projectId: victims, status: 'active' }),
    ).rejects.toThrow('Project not found')
    expect(await snapshot(t)).toEqual(before)
  })

  it('projects.create for a shop another user connected yields no token and no bonus', async () => {
    const t = newBackend()
    const { ana, projectId: anas } = await victimLinkedFromAdmin(t)
    expect(await ana.mutation(api.credits.add, { projectId: anas })).toBe(false) // granted on linking
    const bob = await signedIn(t, 'bob')
    const before = await snapshot(t)

    const bobs = (await bob.mutation(api.projects.create, { shop: VICTIM_SHOP, storeName: 'Mine now' }))!
    expect(await bob.mutation(api.credits.add, { projectId: bobs })).toBe(false)
    expect(await bob.query(api.projects.get, { projectId: bobs })).toMatchObject({
      status: 'disconnected',
      connected: false,
    })
    const after = await snapshot(t)
    expect(after.projects.filter((p) => p._id !== bobs)).toEqual(before.projects)
    expect(after.users).toEqual(before.users)
    expect(after.ledger).toBe(before.ledger)
  })
})
