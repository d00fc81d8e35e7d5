// Every role against every public function: what each may do on a shared store (model/access.ts),
// and that what it may not is refused, with nothing changed.
import { describe, expect, it } from 'vitest'
import { NO_LONGER_MEMBER, OWNER_ONLY, VIEWER_CANNOT_EDIT } from '../../convex/model/constants'
import { newBackend, settleJob, useFakeShopify } from './helpers'
import { CALLS, callAs, publicFunctions, seedStore, SHOP_TOKEN, type Seed } from './public-calls'

type Role = 'owner' | 'editor' | 'viewer' | 'stranger'
const ROLES: Role[] = ['owner', 'editor', 'viewer', 'stranger']

/** Who may call each function: anyone signed in (self), or the store's roles from view to own. */
type Level = 'self' | 'view' | 'edit' | 'own' | 'member'
const ALLOWED: Record<Level, Role[]> = {
  self: ['owner', 'editor', 'viewer', 'stranger'],
  view: ['owner', 'editor', 'viewer'],
  edit: ['owner', 'editor'],
  own: ['owner'],
  member: ['editor', 'viewer'],
}

const LEVELS: Record<string, Level> = {
  'users:ensure': 'self',
  'users:me': 'self',
  'credits:use': 'self',
  'credits:history': 'self',
  'credits:add': 'own',
  'billing:status': 'self',
  'billing:checkout': 'self',
  'projects:list': 'self',
  'projects:create': 'self',
  'projects:get': 'view',
  // Whether the address is mine to open, not mine, or not there: one word, to anyone signed in.
  'projects:access': 'self',
  'projects:updateStatus': 'own',
  'projects:remove': 'own',
  'pages:recent': 'self',
  'pages:list': 'view',
  'pages:get': 'view',
  'pages:access': 'self',
  'pages:generatedHtml': 'view',
  'pages:create': 'edit',
  'pages:update': 'edit',
  'pages:createFromEditor': 'edit',
  'pages:remove': 'own',
  'themes:current': 'view',
  'themes:versions': 'view',
  'themes:lineage': 'view',
  'themes:baseline': 'view',
  'themes:contents': 'view',
  'themes:saveEdit': 'edit',
  'themes:restore': 'edit',
  'themes:undo': 'edit',
  'themes:redo': 'edit',
  'generation:start': 'edit',
  'generation:startRefine': 'edit',
  // The page's running job, whoever started it.
  'generation:running': 'view',
  // Only ever the caller's own jobs.
  'generation:job': 'self',
  'generation:engine': 'self',
  'stripe:createCheckout': 'self',
  'stripe:createPayment': 'self',
  'stripe:customerPortal': 'self',
  'stripe:processPaymentSuccess': 'self',
  'shopify:config': 'self',
  'shopify:auth': 'self',
  'shopify:connectEmbedded': 'self',
  'shopify:pushes': 'view',
  'shopify:pushTheme': 'own',
  'shopifyPull:pullLiveTheme': 'own',
  'members:list': 'view',
  'members:invite': 'own',
  'members:renewInvite': 'own',
  'members:cancelInvite': 'own',
  'members:setRole': 'own',
  'members:remove': 'own',
  'members:leave': 'member',
  // An invitation is for whoever holds its link and has its email (checked in members.test.ts).
  'members:invitations': 'self',
  'members:invitation': 'self',
  'members:accept': 'self',
  'presence:heartbeat': 'view',
  'presence:list': 'view',
  'presence:leave': 'self',
}

/** Queries that answer "nothing" rather than an error to someone without a role. */
const HIDDEN = new Set([
  'projects:get',
  'pages:get',
  'pages:generatedHtml',
  'themes:current',
  'shopify:pushes',
  'presence:list',
  'generation:running',
])

/** Run on a fresh store each: they change who is on it, or delete it. */
const DESTRUCTIVE = new Set(['members:remove', 'members:leave', 'pages:remove', 'projects:remove'])

const ACCESS_ERRORS = [
  'Project not found',
  'Page not found',
  'Theme not found',
  'Version not found',
  OWNER_ONLY,
  VIEWER_CANNOT_EDIT,
  NO_LONGER_MEMBER,
  'You own this store',
]

type Outcome = { value: unknown } | { error: string }

async function attempt(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { value: await call() }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

function refused(name: string, outcome: Outcome): boolean {
  if ('error' in outcome) return ACCESS_ERRORS.some((message) => outcome.error.includes(message))
  const value = outcome.value
  if (HIDDEN.has(name) && (value === null || (Array.isArray(value) && value.length === 0))) return true
  if (value !== null && typeof value === 'object' && 'error' in value) {
    const error = (value as { error: unknown }).error
    return typeof error === 'string' && ACCESS_ERRORS.some((message) => error.includes(message))
  }
  return false
}

/** What the store holds that a refused call must leave as it was. */
async function snapshot(t: ReturnType<typeof newBackend>) {
  return await t.run(async (ctx) => ({
    projects: await ctx.db.query('projects').collect(),
    pages: await ctx.db.query('pages').collect(),
    members: await ctx.db.query('members').collect(),
    invites: (await ctx.db.query('invites').collect()).map(({ tokenHash: _hash, ...invite }) => invite),
    themes: await ctx.db.query('themes').collect(),
    versions: (await ctx.db.query('themeVersions').collect()).length,
    pushes: await ctx.db.query('pushes').collect(),
  }))
}

useFakeShopify(() => {})

describe('roles on a shared store', () => {
  it('every public function has a level in this test', () => {
    expect([...publicFunctions().keys()].sort()).toEqual(Object.keys(LEVELS).sort())
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(LEVELS).sort())
  })

  for (const role of ROLES) {
    it(`the store's ${role}: allowed exactly what the role allows, the rest refused and unchanged`, async () => {
      const results: string[] = []
      const expected: string[] = []
      const check = async (
        t: ReturnType<typeof newBackend>,
        name: string,
        seed: Seed,
        person: Parameters<typeof callAs>[0],
      ) => {
        const allowed = ALLOWED[LEVELS[name]!].includes(role)
        const before = allowed ? null : await snapshot(t)
        const outcome = await attempt(() => callAs(person, name, seed))
        // A job started runs on in the background: let it end before the next call.
        const value = 'value' in outcome ? (outcome.value as { jobId?: Seed['jobId'] } | null) : null
        if (name.startsWith('generation:start') && value?.jobId !== undefined)
          await settleJob(t, person, value.jobId)
        results.push(`${name}: ${refused(name, outcome) ? 'refused' : 'allowed'}`)
        expected.push(`${name}: ${allowed ? 'allowed' : 'refused'}`)
        // A refusal changes nothing, and no answer carries the shop's token.
        if (before !== null) expect(await snapshot(t), name).toEqual(before)
        expect(JSON.stringify(outcome), name).not.toContain(SHOP_TOKEN)
      }
      const t = newBackend()
      const { people, seed } = await seedStore(t)
      for (const name of Object.keys(CALLS)) {
        if (!DESTRUCTIVE.has(name)) await check(t, name, seed, people[role])
      }
      for (const name of DESTRUCTIVE) {
        const fresh = newBackend()
        const store = await seedStore(fresh)
        await check(fresh, name, store.seed, store.people[role])
      }
      expect(results.sort()).toEqual(expected.sort())
    })
  }
})
