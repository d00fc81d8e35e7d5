// HTTP actions: routes only. Each verifies what it receives, then hands it to an internal function.
import { httpRouter } from 'convex/server'
import { internal } from './_generated/api'
import { httpAction } from './_generated/server'
import { AUTH_CODE_CALLBACK_PATH, EMBEDDED_STATUS_PATH } from './model/constants'
import { fromStripeEvent, verifyWebhook } from './model/stripe'
import * as compliance from './compliance'
import * as shopify from './shopify'

const http = httpRouter()

// ---- Stripe: POST /stripe/webhook ----
// A bad or missing signature is a 400 and nothing is applied; a verified event is recorded by id
// and applied at most once (a replay answers 200 and changes nothing).
http.route({
  path: '/stripe/webhook',
  method: 'POST',
  handler: httpAction(async (ctx, request) => {
    const payload = await request.text()
    let event
    try {
      event = await verifyWebhook(payload, request.headers.get('stripe-signature') ?? '')
    } catch (error) {
      console.error('Stripe webhook refused:', error instanceof Error ? error.message : error)
      return new Response('Invalid signature', { status: 400 })
    }
    const outcome = await ctx.runMutation(internal.stripe.applyEvent, {
      event: fromStripeEvent(event),
      asOf: event.created,
      eventId: event.id,
      eventType: event.type,
    })
    return Response.json({ received: true, outcome })
  }),
})
// ---- end Stripe ----

// ---- Shopify: OAuth install and callback, app/uninstalled webhook, skeleton theme for pushes ----
// Handlers live in convex/shopify.ts; each verifies what it receives (HMAC, state, shop, cookie).
http.route({ path: '/shopify/install', method: 'GET', handler: shopify.oauthInstall })
http.route({ path: '/shopify/callback', method: 'GET', handler: shopify.oauthCallback })
http.route({ path: '/shopify/webhooks/app-uninstalled', method: 'POST', handler: shopify.appUninstalled })
http.route({ path: '/shopify/theme-skeleton.zip', method: 'GET', handler: shopify.themeSkeleton })
// The embedded admin: App Bridge session tokens as Bearer tokens (SPEC.md section 7).
for (const path of [EMBEDDED_STATUS_PATH, AUTH_CODE_CALLBACK_PATH]) {
  http.route({ path, method: 'OPTIONS', handler: shopify.embeddedPreflight })
}
http.route({ path: EMBEDDED_STATUS_PATH, method: 'GET', handler: shopify.embeddedStatus })
http.route({ path: AUTH_CODE_CALLBACK_PATH, method: 'GET', handler: shopify.authCodeCallback })
// Mandatory compliance webhooks (convex/compliance.ts); shopify.app.toml subscribes them.
http.route({
  path: '/shopify/webhooks/customers-data-request',
  method: 'POST',
  handler: compliance.customersDataRequest,
})
http.route({
  path: '/shopify/webhooks/customers-redact',
  method: 'POST',
  handler: compliance.customersRedact,
})
http.route({ path: '/shopify/webhooks/shop-redact', method: 'POST', handler: compliance.shopRedact })
// ---- end Shopify ----

export default http
