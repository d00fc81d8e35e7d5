import { convexTest } from 'convex-test'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import schema from '../../convex/schema'
import { api } from '../../convex/_generated/api'
import type { Id } from '../../convex/_generated/dataModel'
import { modules } from './setup'
import { startFakeShopify, type FakeShopify } from '../support/fake-shopify'

/** A backend that enforces Convex's per-transaction limits, as a real deployment does. */
export function newBackend() {
  return convexTest({ schema, modules, transactionLimits: true })
}
export type Backend = ReturnType<typeof newBackend>
type User = ReturnType<Backend['withIdentity']>

const defaultConfig = { name: 'Stride', tagline: '', primaryColor: '#112233', categories: ['Sneakers'] }

/** Saves `files` as the whole theme (no base version: nothing else is kept). */
export async function saveTheme(
  user: User,
  files: Record<string, string>,
  options: {
    pageId?: Id<'pages'>
    source?: 'visual_edit' | 'code_edit' | 'import'
    explanation?: string
    baseVersionId?: Id<'themeVersions'>
  } = {},
) {
  return await user.mutation(api.themes.saveEdit, {
    ...(options.pageId ? { pageId: options.pageId } : {}),
    ...(options.baseVersionId ? { baseVersionId: options.baseVersionId } : {}),
    source: options.source ?? 'import',
    changes: Object.entries(files).map(([path, source]) => ({ path, source })),
    explanation: options.explanation ?? '',
    storeConfig: defaultConfig,
  })
}

/** The current theme's files, fetched as the client does: manifest, then contents by hash. */
export async function currentFiles(user: User, pageId?: Id<'pages'>): Promise<Record<string, string> | null> {
  const current = await user.query(api.themes.current, pageId ? { pageId } : {})
  if (current === null) return null
  const hashes = [...new Set(current.manifest.map((entry) => entry.hash))]
  const contents = await user.query(api.themes.contents, { themeId: current.themeId, hashes })
  const byHash = new Map(contents.map((content) => [content.hash, content.text]))
  return Object.fromEntries(current.manifest.map((entry) => [entry.path, byHash.get(entry.hash)!]))
}

/** Lets scheduled work run (real timers) until the job has ended; answers the job. */
export async function settleJob(t: Backend, user: User, jobId: Id<'jobs'>) {
  for (let i = 0; i < 2000; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5))
    await t.finishInProgressScheduledFunctions()
    const job = await user.query(api.generation.job, { jobId })
    if (job === null) throw new Error('job not found')
    if (job.status !== 'running') return job
  }
  throw new Error('the job did not end')
}

/** A signed-in user whose profile exists (with its sign-up bonus). */
export async function signedIn(t: Backend, name: string) {
  const user = t.withIdentity({
    subject: `user_${name}`,
    email: `${name}@example.com`,
    emailVerified: true,
    name,
  })
  await user.mutation(api.users.ensure, {})
  return user
}

/** Ana's store Stride with a home page (no theme yet), on the backend given. */
export async function anasHomePage(t: Backend) {
  const ana = await signedIn(t, 'ana')
  const projectId = (await ana.mutation(api.projects.create, { shop: 'stride', storeName: 'Stride' }))!
  const pageId = await ana.mutation(api.pages.create, {
    projectId,
    pageType: 'homepage',
    title: 'Home',
    userPrompt: 'A shoe store',
  })
  return { ana, projectId, pageId }
}

/** `name`, signed in, who accepted the owner's invitation to the store as `role`. */
export async function joined(
  t: Backend,
  owner: User,
  projectId: Id<'projects'>,
  name: string,
  role: 'editor' | 'viewer',
) {
  const person = await signedIn(t, name)
  const { token } = await owner.mutation(api.members.invite, {
    projectId,
    email: `${name}@example.com`,
    role,
  })
  await person.mutation(api.members.accept, { token })
  return person
}

/** A signed-in user with a store and a home page on a fresh backend. */
export async function userWithPage(userPrompt = 'A trendy shoe store') {
  const t = newBackend()
  const ana = await signedIn(t, 'ana')
  const projectId = (await ana.mutation(api.projects.create, { shop: 'stride' }))!
  const pageId = await ana.mutation(api.pages.create, {
    projectId,
    pageType: 'homepage',
    title: 'Home',
    userPrompt,
  })
  return { t, ana, pageId }
}

/** Sets a user's balance directly, through a ledger row so the books stay balanced. */
export async function setCredits(t: Backend, email: string, credits: number) {
  await t.run(async (ctx) => {
    const user = (await ctx.db.query('users').collect()).find((u) => u.email === email)
    if (!user) throw new Error(`no user ${email}`)
    const delta = credits - user.credits
    await ctx.db.patch(user._id, { credits })
    if (delta !== 0) {
      await ctx.db.insert('creditLedger', {
        userId: user._id,
        amount: delta,
        reason: delta > 0 ? 'topup_purchase' : 'generation',
        balanceAfter: credits,
        createdAt: Date.now(),
      })
    }
  })
}

/** A project that went through the OAuth callback: it holds an access token server-side. */
export async function connectedProject(
  t: Backend,
  email: string,
  shopDomain: string,
  token = 'shpat_secret_123',
) {
  return await t.run(async (ctx) => {
    const user = (await ctx.db.query('users').collect()).find((u) => u.email === email)
    if (!user) throw new Error(`no user ${email}`)
    return await ctx.db.insert('projects', {
      userId: user._id,
      shopDomain,
      shopAccessToken: token,
      storeName: 'Stride',
      status: 'active',
      updatedAt: Date.now(),
    })
  })
}

const SHOPIFY_ENV = ['SHOPIFY_API_KEY', 'SHOPIFY_API_SECRET', 'SHOPIFY_APP_URL', 'SHOPIFY_ADMIN_BASE']

/**
 * The loopback fake Shopify for a test file: started once, handed to `use`, the app's Shopify
 * settings pointed at it before each test, and cleared (with the fake's state) after each.
 */
export function useFakeShopify(use: (fake: FakeShopify) => void): void {
  let fake: FakeShopify | undefined
  beforeAll(async () => {
    fake = await startFakeShopify()
    use(fake)
  })
  afterAll(async () => {
    await fake?.stop()
  })
  beforeEach(() => {
    process.env.SHOPIFY_API_KEY = 'test-api-key'
    process.env.SHOPIFY_API_SECRET = 'shpss_test_secret'
    process.env.SHOPIFY_APP_URL = 'https://vitrine.example'
    process.env.SHOPIFY_ADMIN_BASE = fake!.baseURL
  })
  afterEach(() => {
    for (const name of SHOPIFY_ENV) delete process.env[name]
    fake?.reset()
  })
}
