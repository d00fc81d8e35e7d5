// Every public function of convex/ with a call for it against a seeded store, shared by the
// tests that go through all of them (no shop token in any answer; every role against every
// function). A new public function fails those tests until it has a call here.
import { makeFunctionReference } from 'convex/server'
import type { Id } from '../../convex/_generated/dataModel'
import { connectedProject, signedIn, type Backend } from './helpers'

export const SHOP_TOKEN = 'shpat_SECRET_TOKEN_never_leaves_the_server'

const moduleExports = import.meta.glob(['../../convex/*.ts'], { eager: true }) as Record<
  string,
  Record<string, { isPublic?: boolean; isQuery?: boolean; isMutation?: boolean; isAction?: boolean }>
>

export type Kind = 'query' | 'mutation' | 'action'

/** Every public function, found by reading the modules as Convex would register them. */
export function publicFunctions(): Map<string, Kind> {
  const found = new Map<string, Kind>()
  for (const [path, exports] of Object.entries(moduleExports)) {
    const module = path.replace(/^.*convex\//, '').replace(/\.ts$/, '')
    for (const [name, value] of Object.entries(exports)) {
      if (!value?.isPublic) continue
      found.set(`${module}:${name}`, value.isQuery ? 'query' : value.isMutation ? 'mutation' : 'action')
    }
  }
  return found
}

export interface Seed {
  projectId: Id<'projects'>
  pageId: Id<'pages'>
  versionId: Id<'themeVersions'>
  themeId: Id<'themes'>
  hash: string
  jobId: Id<'jobs'>
  /** The editor's membership, and an open invitation (with its link's secret). */
  memberId: Id<'members'>
  inviteId: Id<'invites'>
  inviteToken: string
}

const STORE_CONFIG = { name: 'Stride', tagline: '', primaryColor: '#000000', categories: [] }

// Arguments for each public function against the seeded store. Destructive calls come last.
export const CALLS: Record<string, (seed: Seed) => Record<string, unknown>> = {
  'users:ensure': () => ({}),
  'users:me': () => ({}),
  'credits:use': () => ({}),
  'credits:add': ({ projectId }) => ({ projectId }),
  'credits:history': () => ({}),
  'billing:status': () => ({}),
  'billing:checkout': () => ({ sessionId: 'cs_test_none' }),
  'projects:list': () => ({}),
  'projects:get': ({ projectId }) => ({ projectId }),
  'projects:access': ({ projectId }) => ({ projectId }),
  'projects:create': () => ({ shop: 'stride.myshopify.com', storeName: 'Stride' }),
  'projects:updateStatus': ({ projectId }) => ({ projectId, status: 'active' }),
  'pages:list': ({ projectId }) => ({ projectId }),
  'pages:get': ({ pageId }) => ({ pageId }),
  'pages:access': ({ pageId }) => ({ pageId }),
  'pages:generatedHtml': ({ pageId }) => ({ pageId }),
  'pages:create': ({ projectId }) => ({
    projectId,
    pageType: 'about',
    title: 'About',
    userPrompt: 'Our story',
  }),
  'pages:update': ({ pageId }) => ({ pageId, title: 'Home page' }),
  'pages:recent': () => ({}),
  'pages:createFromEditor': ({ projectId }) => ({ projectId, pageType: 'about', title: 'About' }),
  'themes:current': ({ pageId }) => ({ pageId }),
  'themes:versions': ({ pageId }) => ({ pageId, paginationOpts: { numItems: 10, cursor: null } }),
  'themes:lineage': ({ pageId }) => ({ pageId }),
  'themes:baseline': ({ pageId }) => ({ pageId }),
  'themes:contents': ({ themeId, hash }) => ({ themeId, hashes: [hash] }),
  'themes:saveEdit': ({ pageId, versionId }) => ({
    pageId,
    source: 'code_edit',
    baseVersionId: versionId,
    changes: [{ path: 'layout/theme.liquid', source: '{{ content_for_layout }}' }],
    explanation: 'edit',
    storeConfig: STORE_CONFIG,
  }),
  'themes:restore': ({ versionId }) => ({ versionId }),
  'themes:undo': ({ pageId }) => ({ pageId }),
  'themes:redo': ({ pageId }) => ({ pageId }),
  'generation:running': ({ pageId }) => ({ pageId }),
  'generation:start': ({ pageId }) => ({ prompt: 'A trendy shoe store', pageId }),
  'generation:startRefine': ({ pageId }) => ({ pageId, refinement: { kind: 'colors' } }),
  'generation:job': ({ jobId }) => ({ jobId }),
  'generation:engine': () => ({}),
  'stripe:createCheckout': () => ({}),
  'stripe:createPayment': () => ({}),
  'stripe:customerPortal': () => ({}),
  'stripe:processPaymentSuccess': () => ({ sessionId: 'cs_test_unknown', type: 'credits' }),
  'shopify:config': () => ({}),
  'shopify:auth': () => ({ shop: 'stride.myshopify.com' }),
  'shopify:pushes': ({ pageId }) => ({ pageId }),
  'shopify:pushTheme': ({ pageId }) => ({ pageId }),
  'shopify:connectEmbedded': () => ({ sessionToken: 'not-a-session-token' }),
  'shopifyPull:pullLiveTheme': ({ projectId, pageId }) => ({ projectId, pageId }),
  'members:list': ({ projectId }) => ({ projectId }),
  'members:invitations': () => ({}),
  'members:invitation': ({ inviteToken }) => ({ token: inviteToken }),
  'members:invite': ({ projectId }) => ({ projectId, email: 'new@example.com', role: 'viewer' }),
  'members:renewInvite': ({ inviteId }) => ({ inviteId }),
  'members:setRole': ({ memberId }) => ({ memberId, role: 'viewer' }),
  'presence:heartbeat': ({ projectId, pageId }) => ({
    projectId,
    pageId,
    sessionId: 'session-under-test',
    screen: 'editor',
    template: 'index',
    tab: 'chat',
  }),
  'presence:list': ({ projectId }) => ({ projectId }),
  'presence:leave': () => ({ sessionId: 'session-under-test' }),
  'members:accept': ({ inviteToken }) => ({ token: inviteToken }),
  'members:cancelInvite': ({ inviteId }) => ({ inviteId }),
  'members:remove': ({ memberId }) => ({ memberId }),
  'members:leave': ({ projectId }) => ({ projectId }),
  'pages:remove': ({ pageId }) => ({ pageId }),
  'projects:remove': ({ projectId }) => ({ projectId }),
}

export type Person = ReturnType<Backend['withIdentity']>

/** Calls a public function by name as `person`, with its arguments for `seed`. */
export async function callAs(person: Person, name: string, seed: Seed): Promise<unknown> {
  const kind = publicFunctions().get(name)
  if (kind === undefined) throw new Error(`no public function ${name}`)
  const run = person[kind] as (ref: unknown, args: unknown) => Promise<unknown>
  return await run(makeFunctionReference<typeof kind>(name), CALLS[name]!(seed))
}

/**
 * Ana's connected store (with its token on the server), a page with a theme version, a preview,
 * a push, a finished job and a running one; Eve its editor, Vic its viewer, Sam a stranger; an open invitation for
 * Sam's address; Ana and Eve on the store's screens. Everyone has a design in their editor.
 */
export async function seedStore(t: Backend) {
  const ana = await signedIn(t, 'ana')
  const eve = await signedIn(t, 'eve')
  const vic = await signedIn(t, 'vic')
  const sam = await signedIn(t, 'sam')
  const projectId = await connectedProject(t, 'ana@example.com', 'stride.myshopify.com', SHOP_TOKEN)
  const pageId = await ana.mutation(makeFunctionReference<'mutation'>('pages:create'), {
    projectId,
    pageType: 'homepage',
    title: 'Home',
    userPrompt: 'A shoe store',
  })
  const version = await ana.mutation(makeFunctionReference<'mutation'>('themes:saveEdit'), {
    pageId,
    source: 'import',
    changes: [{ path: 'layout/theme.liquid', source: '{{ content_for_layout }}' }],
    explanation: '',
    storeConfig: STORE_CONFIG,
  })
  for (const person of [ana, eve, vic, sam]) {
    await person.mutation(makeFunctionReference<'mutation'>('themes:saveEdit'), {
      source: 'import',
      changes: [{ path: 'layout/theme.liquid', source: '{{ content_for_layout }}' }],
      explanation: '',
      storeConfig: STORE_CONFIG,
    })
  }
  const editorInvite = await ana.mutation(makeFunctionReference<'mutation'>('members:invite'), {
    projectId,
    email: 'eve@example.com',
    role: 'editor',
  })
  await eve.mutation(makeFunctionReference<'mutation'>('members:accept'), { token: editorInvite.token })
  const viewerInvite = await ana.mutation(makeFunctionReference<'mutation'>('members:invite'), {
    projectId,
    email: 'vic@example.com',
    role: 'viewer',
  })
  await vic.mutation(makeFunctionReference<'mutation'>('members:accept'), { token: viewerInvite.token })
  const open = await ana.mutation(makeFunctionReference<'mutation'>('members:invite'), {
    projectId,
    email: 'sam@example.com',
    role: 'viewer',
  })
  for (const [person, sessionId] of [
    [ana, 'session-of-ana'],
    [eve, 'session-of-eve'],
  ] as const) {
    await person.mutation(makeFunctionReference<'mutation'>('presence:heartbeat'), {
      projectId,
      pageId,
      sessionId,
      screen: 'editor',
    })
  }
  const ids = await t.run(async (ctx) => {
    const owner = (await ctx.db.query('users').collect()).find((user) => user.email === 'ana@example.com')!
    const editor = (await ctx.db.query('users').collect()).find((user) => user.email === 'eve@example.com')!
    await ctx.db.insert('pagePreviews', { pageId, html: '<html>preview</html>', updatedAt: Date.now() })
    await ctx.db.patch(pageId, { hasPreview: true })
    await ctx.db.insert('pushes', {
      userId: owner._id,
      pageId,
      projectId,
      versionId: version.versionId,
      total: 1,
      uploaded: 1,
      status: 'done',
      themeName: 'Stride',
      updatedAt: Date.now(),
    })
    const debitId = await ctx.db.insert('creditLedger', {
      userId: owner._id,
      amount: -1,
      reason: 'generation',
      balanceAfter: 4,
      createdAt: Date.now(),
    })
    const jobId = await ctx.db.insert('jobs', {
      userId: owner._id,
      pageId,
      kind: 'generation',
      status: 'succeeded',
      step: 'done',
      debitId,
      createdAt: Date.now(),
      updatedAt: Date.now(),
      deadline: Date.now(),
    })
    // The page's theme is being refined right now, by its owner.
    await ctx.db.insert('jobs', {
      userId: owner._id,
      pageId,
      kind: 'refinement',
      status: 'running',
      step: 'designing',
      debitId,
      refinement: 'colors',
      createdAt: Date.now() + 1,
      updatedAt: Date.now() + 1,
      deadline: Date.now() + 60_000,
    })
    const member = await ctx.db
      .query('members')
      .withIndex('by_project_user', (q) => q.eq('projectId', projectId).eq('userId', editor._id))
      .unique()
    return { jobId, memberId: member!._id }
  })
  const seed: Seed = {
    projectId,
    pageId,
    versionId: version.versionId,
    themeId: version.themeId,
    hash: version.manifest[0].hash,
    jobId: ids.jobId,
    memberId: ids.memberId,
    inviteId: open.inviteId,
    inviteToken: open.token,
  }
  return { people: { owner: ana, editor: eve, viewer: vic, stranger: sam }, seed }
}
