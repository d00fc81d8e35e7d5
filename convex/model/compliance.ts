// Shopify's mandatory compliance webhooks (customers/data_request, customers/redact, shop/redact).
// Vitrine holds nothing about a shop's customers: the first two are acknowledged and nothing more.
// shop/redact comes 48 hours after a shop uninstalled Vitrine: what Vitrine holds about the shop
// goes. Runs in Convex's default runtime; the signature is checked by Shopify's library with Web
// Crypto and a constant-time comparison (validateWebhook, the same check as app/uninstalled).
import type { Id } from '../_generated/dataModel'
import type { MutationCtx } from '../_generated/server'
import { strictShopDomain, validateWebhook } from './shopifySdk'

export const COMPLIANCE_TOPICS = ['customers/data_request', 'customers/redact', 'shop/redact'] as const
export type ComplianceTopic = (typeof COMPLIANCE_TOPICS)[number]

export type ComplianceCheck =
  | { ok: true; body: unknown }
  | { ok: false; status: 400 | 401; reason: 'Unauthorized' | 'Unexpected topic' | 'Invalid body' }

/**
 * A compliance webhook as Shopify sends it: X-Shopify-Hmac-Sha256 is the base64 HMAC-SHA256 of the
 * raw body with SHOPIFY_API_SECRET (401 otherwise, or when Shopify is not configured here), for
 * the topic this route serves (400 otherwise), with a JSON body.
 */
export async function checkComplianceWebhook(
  request: Request,
  rawBody: string,
  topic: ComplianceTopic,
): Promise<ComplianceCheck> {
  const webhook = await validateWebhook(request, rawBody)
  if (!webhook.ok) return { ok: false, status: 401, reason: 'Unauthorized' }
  // The library hands the topic over as it stores it: customers/data_request -> CUSTOMERS_DATA_REQUEST.
  if (webhook.topic !== topic.toUpperCase().replace(/\//g, '_')) {
    return { ok: false, status: 400, reason: 'Unexpected topic' }
  }
  try {
    return { ok: true, body: JSON.parse(rawBody) as unknown }
  } catch {
    return { ok: false, status: 400, reason: 'Invalid body' }
  }
}

/**
 * The shop a shop/redact payload names ({ shop_id, shop_domain }). Taken from the body, which the
 * HMAC covers, rather than from the X-Shopify-Shop-Domain header, which it does not.
 */
export function redactedShop(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const domain = (body as { shop_domain?: unknown }).shop_domain
  return typeof domain === 'string' ? strictShopDomain(domain) : null
}

export interface ShopRedaction {
  projects: number
  pushes: number
  oauthStates: number
}

/**
 * shop/redact: every project of the shop, whoever's it is, loses its access token and the store's
 * name and is disconnected; the records of themes pushed to the shop (their names carry the
 * store's name, their links the shop's admin) and the shop's OAuth states go. The merchants'
 * own pages and themes stay theirs. The ledger keeps the shop's domain on its store-connect bonus
 * row: that row is what grants the bonus once per shop, ever.
 */
export async function redactShop(ctx: MutationCtx, shop: string): Promise<ShopRedaction> {
  const erased: ShopRedaction = { projects: 0, pushes: 0, oauthStates: 0 }
  const projects = await ctx.db
    .query('projects')
    .withIndex('by_shop', (q) => q.eq('shopDomain', shop))
    .collect()
  const now = Date.now()
  for (const project of projects) {
    await ctx.db.patch(project._id, {
      shopAccessToken: undefined,
      shopifyUserId: undefined,
      storeName: undefined,
      status: 'disconnected',
      updatedAt: now,
    })
    erased.projects++
    erased.pushes += await deletePushesOfProject(ctx, project._id)
  }
  const states = await ctx.db
    .query('oauthStates')
    .withIndex('by_shop', (q) => q.eq('shop', shop))
    .collect()
  for (const state of states) await ctx.db.delete(state._id)
  erased.oauthStates = states.length
  return erased
}

async function deletePushesOfProject(ctx: MutationCtx, projectId: Id<'projects'>): Promise<number> {
  const pages = await ctx.db
    .query('pages')
    .withIndex('by_project_updated', (q) => q.eq('projectId', projectId))
    .collect()
  let deleted = 0
  for (const page of pages) {
    const pushes = await ctx.db
      .query('pushes')
      .withIndex('by_page_updated', (q) => q.eq('pageId', page._id))
      .collect()
    for (const push of pushes) {
      if (push.projectId !== projectId) continue
      await ctx.db.delete(push._id)
      deleted++
    }
  }
  return deleted
}
