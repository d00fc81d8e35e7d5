import { describe, expect, it } from 'vitest'
import { makeFunctionReference } from 'convex/server'
import type { Id } from '../../convex/_generated/dataModel'
import { connectedProject, newBackend, signedIn, type Backend } from './helpers'

const TOKEN = 'shpat_SECRET_TOKEN_never_leaves_the_server'

// Every public function of convex/, found by reading the modules as Convex would register them.
const moduleExports = import.meta.glob(['../../convex/*.ts'], { eager: true }) as Record<
  string,
  Record<string, { isPublic?: boolean; isQuery?: boolean; isMutation?: boolean; isAction?: boolean }>
>

function publicFunctions(): Map<string, 'query' | 'mutation' | 'action'> {
  const found = new Map<string, 'query' | 'mutation' | 'action'>()
  for (const [path, exports] of Object.entries(moduleExports)) {
    const module = path.replace(/^.*convex\//, '').replace(/\.ts$/, '')
    for (const [name, value] of Object.entries(exports)) {
      if (!value?.isPublic) continue
      found.set(`${module}:${name}`, value.isQuery ? 'query' : value.isMutation ? 'mutation' : 'action')
    }
  }
  return found
}

interface Seed {
  projectId: Id<'projects'>
  pageId: Id<'pages'>
  versionId: Id<'themeVersions'>
  themeId: Id<'themes'>
  hash: string
  jobId: Id<'jobs'>
}

// Arguments for each public function against the seeded project. Destructive calls come last.
const CALLS: Record<string, (seed: Seed) => Record<string, unknown>> = {
  'users:ensure': () => ({}),
  'users:me': () => ({}),
  'credits:use': () => ({}),
  'credits:add': ({ projectId }) => ({ projectId }),
  'credits:history': () => ({}),
  'billing:status': () => ({}),
  'billing:checkout': () => ({ sessionId: 'cs_test_none' }),
  'projects:list': () => ({}),
  'projects:get': ({ projectId }) => ({ projectId }),
  'projects:create': () => ({ shop: 'stride.myshopify.com', storeName: 'Stride' }),
  'projects:updateStatus': ({ projectId }) => ({ projectId, status: 'active' }),
  'pages:list': ({ projectId }) => ({ projectId }),
  'pages:get': ({ pageId }) => ({ pageId }),
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
  'themes:contents': ({ themeId, hash }) => ({ themeId, hashes: [hash] }),
  'themes:saveEdit': ({ pageId, versionId }) => ({
    pageId,
    source: 'code_edit',
    baseVersionId: versionId,
    changes: [{ path: 'layout/theme.liquid', source: '{{ content_for_layout }}' }],
    explanation: 'edit',
    storeConfig: { name: 'Stride', tagline: '', primaryColor: '#000000', categories: [] },
  }),
  'themes:restore': ({ versionId }) => ({ versionId }),
  'themes:undo': ({ pageId }) => ({ pageId }),
  'themes:redo': ({ pageId }) => ({ pageId }),
  'generation:start': ({ pageId }) => ({ prompt: 'A trendy shoe store', pageId }),
  'generation:startRefine': ({ pageId }) => ({ pageId, refinement: { kind: 'colors' } }),
  'generation:running': ({ pageId }) => ({ pageId }),
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
  'pages:remove': ({ pageId }) => ({ pageId }),
  'projects:remove': ({ projectId }) => ({ projectId }),
}

async function seed(t: Backend): Promise<{ user: ReturnType<Backend['withIdentity']>; seed: Seed }> {
  const user = await signedIn(t, 'ana')
  const projectId = await connectedProject(t, 'ana@example.com', 'stride.myshopify.com', TOKEN)
  const pageId = await user.mutation(makeFunctionReference<'mutation'>('pages:create'), {
    projectId,
    pageType: 'homepage',
    title: 'Home',
    userPrompt: 'A shoe store',
  })
  const version = await user.mutation(makeFunctionReference<'mutation'>('themes:saveEdit'), {
    pageId,
    source: 'import',
    changes: [{ path: 'layout/theme.liquid', source: '{{ content_for_layout }}' }],
    explanation: '',
    storeConfig: { name: 'Stride', tagline: '', primaryColor: '#000000', categories: [] },
  })
  // A design in the editor, for pages:createFromEditor.
  await user.mutation(makeFunctionReference<'mutation'>('themes:saveEdit'), {
    source: 'import',
    changes: [{ path: 'layout/theme.liquid', source: '{{ content_for_layout }}' }],
    explanation: '',
    storeConfig: { name: 'Stride', tagline: '', primaryColor: '#000000', categories: [] },
  })
  const jobId = await t.run(async (ctx) => {
    const owner = (await ctx.db.query('users').first())!
    const debitId = await ctx.db.insert('creditLedger', {
      userId: owner._id,
      amount: -1,
      reason: 'generation',
      balanceAfter: 4,
      createdAt: Date.now(),
    })
    return await ctx.db.insert('jobs', {
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
  })
  return {
    user,
    seed: {
      projectId,
      pageId,
      versionId: version.versionId,
      themeId: version.themeId,
      hash: version.manifest[0].hash,
      jobId,
    },
  }
}

describe('shop access tokens', () => {
  it('every public function has a call in this test', () => {
    expect([...publicFunctions().keys()].sort()).toEqual(Object.keys(CALLS).sort())
  })

  it('no public function returns a shop access token', async () => {
    const t = newBackend()
    const { user, seed: seeded } = await seed(t)
    // The token really is on the server, so not finding it in any output means something.
    const stored = await t.run(async (ctx) =>
      (await ctx.db.query('projects').collect()).map((p) => p.shopAccessToken),
    )
    expect(stored).toEqual([TOKEN])
    const kinds = publicFunctions()
    const outputs: string[] = []
    for (const [name, args] of Object.entries(CALLS)) {
      const kind = kinds.get(name)!
      const reference = makeFunctionReference<typeof kind>(name)
      const run = user[kind] as (ref: unknown, args: unknown) => Promise<unknown>
      const output = await run(reference, args(seeded))
      outputs.push(`${name} -> ${JSON.stringify(output)}`)
    }
    expect(outputs).toHaveLength(Object.keys(CALLS).length)
    for (const output of outputs) expect(output).not.toContain(TOKEN)
  })
})
