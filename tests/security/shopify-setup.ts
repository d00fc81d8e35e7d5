// A configured Shopify app for the security suite: the app's key and secret, this deployment's
// addresses, and the loopback fake Shopify every request to https://{shop} goes to. Also the
// views of the data each attack must leave unchanged.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import type { Doc } from '../../convex/_generated/dataModel'
import { startFakeShopify, type FakeShopify } from '../support/fake-shopify'
import { signSessionToken } from '../support/session-token'
import type { Backend } from '../convex/helpers'

export const API_KEY = 'test-api-key'
/** SHOPIFY_API_SECRET, as tests/convex/shopify-oauth.ts signs with it. */
export const SECRET = 'shpss_test_secret'
/** The victim's store. */
export const VICTIM_SHOP = 'stride.myshopify.com'

const ENV = [
  'SHOPIFY_API_KEY',
  'SHOPIFY_API_SECRET',
  'SHOPIFY_APP_URL',
  'VITRINE_APP_URL',
  'SHOPIFY_ADMIN_BASE',
]

/** Registers the hooks; the fake is there from beforeAll on. */
export function useConfiguredShopify(): { readonly shopify: FakeShopify } {
  const holder = {} as { shopify: FakeShopify }
  beforeAll(async () => {
    holder.shopify = await startFakeShopify()
  })
  afterAll(async () => {
    await holder.shopify.stop()
  })
  beforeEach(() => {
    process.env.SHOPIFY_API_KEY = API_KEY
    process.env.SHOPIFY_API_SECRET = SECRET
    process.env.SHOPIFY_APP_URL = 'https://vitrine.example'
    process.env.VITRINE_APP_URL = 'https://app.vitrine.example'
    process.env.SHOPIFY_ADMIN_BASE = holder.shopify.baseURL
  })
  afterEach(() => {
    for (const name of ENV) delete process.env[name]
    holder.shopify.reset()
  })
  return holder
}

/** An App Bridge session token for `shop`, issued to Shopify staff member `staff`. */
export async function sessionToken(shop = VICTIM_SHOP, staff = '42'): Promise<string> {
  return await signSessionToken({ shop, apiKey: API_KEY, secret: SECRET, override: { sub: staff } })
}

export interface Snapshot {
  projects: Doc<'projects'>[]
  users: Pick<Doc<'users'>, 'email' | 'credits'>[]
  ledger: number
}

/** What an attack must not change: every project (tokens included), every balance, the ledger. */
export async function snapshot(t: Backend): Promise<Snapshot> {
  return await t.run(async (ctx) => ({
    projects: await ctx.db.query('projects').collect(),
    users: (await ctx.db.query('users').collect()).map(({ email, credits }) => ({ email, credits })),
    ledger: (await ctx.db.query('creditLedger').collect()).length,
  }))
}
