// HTTP actions: routes only. Each verifies what it receives, then hands it to an internal function.
import { httpRouter } from 'convex/server'
import { internal } from './_generated/api'
import { httpAction } from './_generated/server'
import { fromStripeEvent, verifyWebhook } from './model/stripe'

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

export default http
