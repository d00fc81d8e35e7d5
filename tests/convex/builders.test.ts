// The way into each public function (convex/functions.ts's builders: userQuery, pageMutation, ...)
// refuses a signed-out caller, and a signed-in stranger to the store, with the very error, or
// answers them the very value, that each function gave before the builders existed: the table
// below was recorded from the functions as they were, one preamble per handler.
import { describe, expect, it } from 'vitest'
import { NO_LONGER_MEMBER, OWNER_ONLY, VIEWER_CANNOT_EDIT } from '../../convex/model/constants'
import { newBackend, useFakeShopify } from './helpers'
import { CALLS, callAs, publicFunctions, seedStore } from './public-calls'

/** An outcome in a word or a sentence: the error thrown, or the shape of the answer. */
function describeOutcome(outcome: { value: unknown } | { error: string }): string {
  if ('error' in outcome) return `throws: ${outcome.error}`
  const value = outcome.value
  if (value === null) return 'null'
  if (value === undefined) return 'undefined'
  if (Array.isArray(value)) return value.length === 0 ? '[]' : 'list'
  if (typeof value === 'object') {
    const error = (value as { error?: unknown }).error
    if (typeof error === 'string') return `answers: ${error}`
    if ('page' in value && Array.isArray(value.page) && value.page.length === 0) return 'empty page'
    if ('applied' in value && value.applied === false) return 'not applied'
    return 'value'
  }
  return typeof value === 'string' && value.length > 20 ? 'value' : JSON.stringify(value)
}

const NOT_SIGNED_IN = 'throws: Not signed in'

/** A signed-out caller, function by function. */
const SIGNED_OUT: Record<string, string> = {
  'users:ensure': NOT_SIGNED_IN,
  'users:me': 'null',
  'credits:use': NOT_SIGNED_IN,
  'credits:add': NOT_SIGNED_IN,
  'credits:history': NOT_SIGNED_IN,
  'billing:status': 'value',
  'billing:checkout': 'not applied',
  'projects:list': '[]',
  'projects:get': NOT_SIGNED_IN,
  'projects:access': NOT_SIGNED_IN,
  'projects:create': NOT_SIGNED_IN,
  'projects:updateStatus': NOT_SIGNED_IN,
  'pages:list': NOT_SIGNED_IN,
  'pages:get': NOT_SIGNED_IN,
  'pages:access': NOT_SIGNED_IN,
  'pages:generatedHtml': NOT_SIGNED_IN,
  'pages:create': NOT_SIGNED_IN,
  'pages:update': NOT_SIGNED_IN,
  'pages:recent': '[]',
  'pages:createFromEditor': NOT_SIGNED_IN,
  'themes:current': 'null',
  'themes:versions': NOT_SIGNED_IN,
  'themes:lineage': NOT_SIGNED_IN,
  'themes:baseline': 'null',
  'themes:contents': NOT_SIGNED_IN,
  'themes:saveEdit': NOT_SIGNED_IN,
  'themes:restore': NOT_SIGNED_IN,
  'themes:undo': NOT_SIGNED_IN,
  'themes:redo': NOT_SIGNED_IN,
  'generation:running': 'null',
  'generation:start': NOT_SIGNED_IN,
  'generation:startRefine': NOT_SIGNED_IN,
  'generation:job': 'null',
  'generation:engine': '"composer"',
  'stripe:createCheckout': 'answers: Please sign in first',
  'stripe:createPayment': 'answers: Please sign in first',
  'stripe:customerPortal': 'answers: Please sign in first',
  'stripe:processPaymentSuccess': 'answers: Please sign in first',
  'shopify:config': 'value',
  'shopify:auth': NOT_SIGNED_IN,
  'shopify:pushes': 'null',
  'shopify:pushTheme': NOT_SIGNED_IN,
  'shopify:connectEmbedded': NOT_SIGNED_IN,
  'shopifyPull:pullLiveTheme': NOT_SIGNED_IN,
  'members:list': NOT_SIGNED_IN,
  'members:invitations': 'empty page',
  'members:invitation': NOT_SIGNED_IN,
  'members:invite': NOT_SIGNED_IN,
  'members:renewInvite': NOT_SIGNED_IN,
  'members:setRole': NOT_SIGNED_IN,
  'presence:heartbeat': NOT_SIGNED_IN,
  'presence:list': '[]',
  'presence:leave': NOT_SIGNED_IN,
  'members:accept': NOT_SIGNED_IN,
  'members:cancelInvite': NOT_SIGNED_IN,
  'members:remove': NOT_SIGNED_IN,
  'members:leave': NOT_SIGNED_IN,
  'pages:remove': NOT_SIGNED_IN,
  'projects:remove': NOT_SIGNED_IN,
}

/**
 * Someone signed in with no role in the store, invited to it as a viewer (the calls run in
 * CALLS's order, on one store: they accept, then leave).
 */
const STRANGER: Record<string, string> = {
  'users:ensure': 'value',
  'users:me': 'value',
  'credits:use': 'true',
  'credits:add': 'throws: Project not found',
  'credits:history': 'list',
  'billing:status': 'value',
  'billing:checkout': 'not applied',
  'projects:list': '[]',
  'projects:get': 'null',
  'projects:access': '"denied"',
  'projects:create': 'value',
  'projects:updateStatus': 'throws: Project not found',
  'pages:list': 'throws: Project not found',
  'pages:get': 'null',
  'pages:access': '"denied"',
  'pages:generatedHtml': 'null',
  'pages:create': 'throws: Project not found',
  'pages:update': 'throws: Page not found',
  'pages:recent': '[]',
  'pages:createFromEditor': 'throws: Project not found',
  'themes:current': 'throws: Page not found',
  'themes:versions': 'throws: Page not found',
  'themes:lineage': 'throws: Page not found',
  'themes:baseline': 'throws: Page not found',
  'themes:contents': 'throws: Theme not found',
  'themes:saveEdit': 'throws: Page not found',
  'themes:restore': 'throws: Version not found',
  'themes:undo': 'throws: Page not found',
  'themes:redo': 'throws: Page not found',
  'generation:running': 'null',
  'generation:start': 'throws: Page not found',
  'generation:startRefine': 'throws: Page not found',
  'generation:job': 'null',
  'generation:engine': '"composer"',
  'stripe:createCheckout': 'answers: Payments need Stripe to be configured',
  'stripe:createPayment': 'answers: Payments need Stripe to be configured',
  'stripe:customerPortal': 'answers: Payments need Stripe to be configured',
  'stripe:processPaymentSuccess': 'answers: Payments need Stripe to be configured',
  'shopify:config': 'value',
  'shopify:auth': 'value',
  'shopify:pushes': 'null',
  'shopify:pushTheme': 'answers: Page not found',
  'shopify:connectEmbedded': 'answers: Authentication failed',
  'shopifyPull:pullLiveTheme': 'answers: Project not found',
  'members:list': 'throws: Project not found',
  'members:invitations': 'value',
  'members:invitation': 'value',
  'members:invite': 'throws: Project not found',
  'members:renewInvite': 'throws: Project not found',
  'members:setRole': 'throws: Project not found',
  'presence:heartbeat': `answers: ${NO_LONGER_MEMBER}`,
  'presence:list': '[]',
  'presence:leave': 'null',
  // From here on the stranger has accepted the invitation: a viewer of the store.
  'members:accept': 'value',
  'members:cancelInvite': `throws: ${OWNER_ONLY}`,
  'members:remove': `throws: ${OWNER_ONLY}`,
  'members:leave': 'null',
  // ... and, having left, a stranger again.
  'pages:remove': 'throws: Page not found',
  'projects:remove': 'throws: Project not found',
}

useFakeShopify(() => {})

describe('the builders answer signed-out callers and strangers as the handlers did', () => {
  it('every public function is in the tables', () => {
    const names = [...publicFunctions().keys()].sort()
    expect(Object.keys(SIGNED_OUT).sort()).toEqual(names)
    expect(Object.keys(STRANGER).sort()).toEqual(names)
  })

  it('a signed-out caller, then a stranger, function by function', async () => {
    const t = newBackend()
    const { people, seed } = await seedStore(t)
    const seen: Record<string, Record<string, string>> = { signedOut: {}, stranger: {} }
    for (const [who, person] of [
      ['signedOut', t],
      ['stranger', people.stranger],
    ] as const) {
      for (const name of Object.keys(CALLS)) {
        let outcome: { value: unknown } | { error: string }
        try {
          outcome = { value: await callAs(person, name, seed) }
        } catch (error) {
          outcome = { error: error instanceof Error ? error.message : String(error) }
        }
        seen[who]![name] = describeOutcome(outcome)
      }
    }
    expect(seen.signedOut).toEqual(SIGNED_OUT)
    expect(seen.stranger).toEqual(STRANGER)
  })

  it("pageMutation tells the store's viewer they cannot edit; pageQuery lets them read", async () => {
    const t = newBackend()
    const { people, seed } = await seedStore(t)
    const outcomes: Record<string, string> = {}
    for (const name of [
      'themes:versions',
      'themes:lineage',
      'themes:saveEdit',
      'themes:undo',
      'themes:redo',
    ]) {
      try {
        outcomes[name] = describeOutcome({ value: await callAs(people.viewer, name, seed) })
      } catch (error) {
        outcomes[name] = describeOutcome({ error: error instanceof Error ? error.message : String(error) })
      }
    }
    expect(outcomes).toEqual({
      'themes:versions': 'value',
      'themes:lineage': 'list',
      'themes:saveEdit': `throws: ${VIEWER_CANNOT_EDIT}`,
      'themes:undo': `throws: ${VIEWER_CANNOT_EDIT}`,
      'themes:redo': `throws: ${VIEWER_CANNOT_EDIT}`,
    })
  })
})
