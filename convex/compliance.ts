// Shopify's mandatory compliance webhooks, routed in http.ts. Each answers 401 unless Shopify
// signed it; logic in model/compliance.ts. Nothing from the payloads is logged: they may name
// a shop's customers.
import { v } from 'convex/values'
import { internal } from './_generated/api'
import { httpAction, internalMutation } from './_generated/server'
import { checkComplianceWebhook, redactedShop, redactShop, type ComplianceTopic } from './model/compliance'

const ok = () => new Response(null, { status: 200 })

/** Vitrine stores nothing about a shop's customers: a verified request is acknowledged. */
function acknowledge(topic: ComplianceTopic) {
  return httpAction(async (_ctx, request) => {
    const check = await checkComplianceWebhook(request, await request.text(), topic)
    return check.ok ? ok() : new Response(check.reason, { status: check.status })
  })
}

/** POST /shopify/webhooks/customers-data-request */
export const customersDataRequest = acknowledge('customers/data_request')

/** POST /shopify/webhooks/customers-redact */
export const customersRedact = acknowledge('customers/redact')

/** POST /shopify/webhooks/shop-redact: 48 hours after an uninstall, the shop's data goes. */
export const shopRedact = httpAction(async (ctx, request) => {
  const check = await checkComplianceWebhook(request, await request.text(), 'shop/redact')
  if (!check.ok) return new Response(check.reason, { status: check.status })
  const shop = redactedShop(check.body)
  if (shop === null) return new Response('Unknown shop', { status: 400 })
  await ctx.runMutation(internal.compliance.eraseShop, { shop })
  return ok()
})

export const eraseShop = internalMutation({
  args: { shop: v.string() },
  handler: async (ctx, { shop }) => await redactShop(ctx, shop),
})
