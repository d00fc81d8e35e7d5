// npm run bench (second part): a generation round trip through the real Convex functions, run
// by the local backend (convex-test's engine, Convex's transaction limits on) exactly as
// `npm run dev` serves them: the job is started (charge, record, schedule), the scheduled work
// composes, checks and saves, and the client reads the manifest and fetches the contents. Then a
// visual edit, the live query the editor reads, a page of history, a quick refinement; then,
// against the loopback fake Shopify of the tests, linking the store from the embedded admin and
// pushing the page's theme. And the bytes a visual-edit version adds to the database. Prints
// medians and p95; never fails on them.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { convexTest } from 'convex-test'
import { api } from '../convex/_generated/api'
import schema from '../convex/schema'
import { LocalBackend, type ModuleMap } from '../src/local-backend/backend'
import { composeTheme } from '../src/engine/compose'
import { startFakeShopify } from '../tests/support/fake-shopify'
import { signSessionToken } from '../tests/support/session-token'

const SHOPIFY = { apiKey: 'bench-api-key', secret: 'shpss_bench_secret' }

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const RUNS = Math.max(3, Math.round(8 * (Number(process.env.BENCH_RUNS ?? 1) || 1)))

function convexModules(): ModuleMap {
  const dir = join(ROOT, 'convex')
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|js)$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => [
        `./${relative(ROOT, join(dir, file))}`,
        () => import(pathToFileURL(join(dir, file)).href),
      ]),
  )
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!
  return { median: at(0.5), p95: at(0.95) }
}

async function timed<T>(times: number[], fn: () => Promise<T>): Promise<T> {
  const start = performance.now()
  const value = await fn()
  times.push(performance.now() - start)
  return value
}

/** A fresh signed-up user with a store and a page: 5 credits, an empty rate-limit window. */
async function newMerchant(backend: LocalBackend, n: number) {
  const { token } = await backend.auth.signUp({ email: `bench${n}@example.com`, password: 'benchmark' })
  const call = async (
    kind: 'query' | 'mutation' | 'action',
    name: string,
    args: Record<string, unknown> = {},
  ) => {
    const result = await backend.call(kind, name, args, token)
    if (!result.ok) throw new Error(`${name}: ${result.error.message}`)
    return result.value
  }
  await call('mutation', 'users:ensure')
  const projectId = await call('mutation', 'projects:create', { shop: `bench-${n}` })
  const pageId = await call('mutation', 'pages:create', {
    projectId,
    pageType: 'homepage',
    title: 'Home',
    userPrompt: 'A trendy shoe store',
  })
  return { call, pageId }
}

type Call = Awaited<ReturnType<typeof newMerchant>>['call']

/** Starts a job and waits, on the backend's change notifications, until it has ended. */
async function runJob(
  backend: LocalBackend,
  call: Call,
  start: 'generation:start' | 'generation:startRefine',
  args: Record<string, unknown>,
) {
  const started = (await call('mutation', start, args)) as {
    success: boolean
    jobId?: string
    error?: string
  }
  if (!started.success) throw new Error(`${start}: ${started.error}`)
  for (;;) {
    const changed = new Promise<void>((resolve) => {
      const unsubscribe = backend.subscribe(() => {
        unsubscribe()
        resolve()
      })
    })
    const job = (await call('query', 'generation:job', { jobId: started.jobId })) as {
      status: string
      error?: string
    }
    if (job.status === 'failed') throw new Error(`${start} failed: ${job.error}`)
    if (job.status === 'succeeded') return
    await changed
  }
}

/** What a fresh client does to show the theme: the manifest, then every content by hash. */
async function loadTheme(call: Call, pageId: unknown) {
  const current = (await call('query', 'themes:current', { pageId })) as {
    themeId: string
    versionId: string
    manifest: { path: string; hash: string }[]
  }
  const hashes = [...new Set(current.manifest.map((entry) => entry.hash))]
  const contents = (await call('query', 'themes:contents', { themeId: current.themeId, hashes })) as {
    hash: string
    text: string
  }[]
  const byHash = new Map(contents.map((content) => [content.hash, content.text]))
  return {
    current,
    files: Object.fromEntries(current.manifest.map((entry) => [entry.path, byHash.get(entry.hash)!])),
  }
}

/** The bytes each visual edit adds to the theme tables, against the size of the file it edits. */
async function storagePerEdit(edits: number) {
  const t = convexTest({ schema, modules: convexModules(), transactionLimits: true })
  const user = t.withIdentity({ subject: 'bench', email: 'bench@example.com' })
  await user.mutation(api.users.ensure, {})
  const theme = composeTheme({ prompt: 'A trendy shoe store called Stride', pageType: 'homepage' })
  const stored = async () =>
    await t.run(async (ctx) => {
      let bytes = 0
      for (const table of ['themeVersions', 'themeTrees', 'themeContents'] as const)
        for (const doc of await ctx.db.query(table).collect())
          bytes += new TextEncoder().encode(JSON.stringify(doc)).length
      return bytes
    })
  let current = await user.mutation(api.themes.saveEdit, {
    source: 'import',
    changes: Object.entries(theme.files).map(([path, source]) => ({ path, source })),
    explanation: theme.explanation,
    storeConfig: theme.storeConfig,
  })
  const wholeTheme = await stored()
  const index = JSON.parse(theme.files['templates/index.json']!) as {
    sections: Record<string, { settings?: object }>
  }
  const added: number[] = []
  let fileBytes = 0
  for (let i = 0; i < edits; i++) {
    const first = Object.keys(index.sections)[0]!
    index.sections[first]!.settings = { ...index.sections[first]!.settings, heading: `Edit ${i}` }
    const text = JSON.stringify(index, null, 2)
    fileBytes = new TextEncoder().encode(text).length
    const before = await stored()
    current = await user.mutation(api.themes.saveEdit, {
      source: 'visual_edit',
      baseVersionId: current.versionId,
      changes: [{ path: 'templates/index.json', source: text }],
      explanation: theme.explanation,
      storeConfig: theme.storeConfig,
    })
    added.push((await stored()) - before)
  }
  return { wholeTheme, fileBytes, perEdit: stats(added).median }
}

/**
 * A store shared with 20 people, all on its screens: a heartbeat that changes nothing, the list
 * of who is here, and a member's My Stores and Your pages across 20 stores shared with them.
 */
async function sharing(people: number) {
  const t = convexTest({ schema, modules: convexModules(), transactionLimits: true })
  const person = async (name: string) => {
    const user = t.withIdentity({ subject: name, email: `${name}@example.com`, emailVerified: true })
    await user.mutation(api.users.ensure, {})
    return user
  }
  const owners = await Promise.all(Array.from({ length: people }, (_, i) => person(`owner${i}`)))
  const member = await person('member')
  const stores = []
  for (const [i, owner] of owners.entries()) {
    const projectId = (await owner.mutation(api.projects.create, { shop: `shared-${i}` }))!
    for (let page = 0; page < 3; page++) {
      await owner.mutation(api.pages.create, {
        projectId,
        pageType: 'landing',
        title: `Page ${page}`,
        userPrompt: 'A page',
      })
    }
    const { token } = await owner.mutation(api.members.invite, {
      projectId,
      email: 'member@example.com',
      role: 'editor',
    })
    await member.mutation(api.members.accept, { token })
    stores.push(projectId)
  }
  // Everyone of the first store's people on its pages screen: its owner, and the others invited.
  const [projectId] = stores
  const here = [member]
  for (let i = 1; i < people; i++) {
    const { token } = await owners[0]!.mutation(api.members.invite, {
      projectId: projectId!,
      email: `owner${i}@example.com`,
      role: 'viewer',
    })
    await owners[i]!.mutation(api.members.accept, { token })
    here.push(owners[i]!)
  }
  for (const [i, who] of here.entries()) {
    await who.mutation(api.presence.heartbeat, {
      projectId: projectId!,
      sessionId: `session-${i}-bench`,
      screen: 'pages',
    })
  }
  const heartbeat: number[] = []
  const list: number[] = []
  const myStores: number[] = []
  const recent: number[] = []
  for (let run = 0; run < RUNS * 4; run++) {
    await timed(heartbeat, () =>
      member.mutation(api.presence.heartbeat, {
        projectId: projectId!,
        sessionId: 'session-0-bench',
        screen: 'pages',
      }),
    )
    const others = await timed(list, () => owners[0]!.query(api.presence.list, { projectId: projectId! }))
    if (others.length !== people) throw new Error(`expected ${people} people here, saw ${others.length}`)
    await timed(myStores, () => member.query(api.projects.list, {}))
    await timed(recent, () => member.query(api.pages.recent, {}))
  }
  return { heartbeat, list, myStores, recent }
}

async function main() {
  const shopify = await startFakeShopify({ apiKey: SHOPIFY.apiKey, apiSecret: SHOPIFY.secret })
  Object.assign(process.env, {
    SHOPIFY_API_KEY: SHOPIFY.apiKey,
    SHOPIFY_API_SECRET: SHOPIFY.secret,
    SHOPIFY_APP_URL: 'https://vitrine.bench',
    SHOPIFY_ADMIN_BASE: shopify.baseURL,
  })
  const backend = await LocalBackend.create({ schema, modules: convexModules() })
  const generate: number[] = []
  const toClient: number[] = []
  const visualEdit: number[] = []
  const historyPage: number[] = []
  const refine: number[] = []
  const current: number[] = []
  const connect: number[] = []
  const push: number[] = []
  let pushedFiles = 0
  const warm = await newMerchant(backend, 0)
  // The first job loads Theme Check's docs and the engine: not what a merchant waits for after.
  await runJob(backend, warm.call, 'generation:start', { prompt: 'warm-up store', pageId: warm.pageId })
  for (let i = 1; i <= RUNS; i++) {
    const { call, pageId } = await newMerchant(backend, i)
    const startedAt = performance.now()
    await timed(generate, () =>
      runJob(backend, call, 'generation:start', { prompt: `A trendy shoe store number ${i}`, pageId }),
    )
    const { current: saved, files } = await loadTheme(call, pageId)
    toClient.push(performance.now() - startedAt)
    await timed(current, () => call('query', 'themes:current', { pageId }))
    for (let edit = 0; edit < 5; edit++) {
      const index = JSON.parse(files['templates/index.json']!) as { order: string[] }
      index.order = [...index.order.slice(1), index.order[0]!]
      files['templates/index.json'] = JSON.stringify(index, null, 2)
      const edited = (await timed(visualEdit, () =>
        call('mutation', 'themes:saveEdit', {
          pageId,
          source: 'visual_edit',
          baseVersionId: saved.versionId,
          changes: [{ path: 'templates/index.json', source: files['templates/index.json'] }],
          explanation: '',
          storeConfig: { name: 'Stride', tagline: '', primaryColor: '#112233', categories: [] },
        }),
      )) as { versionId: string }
      saved.versionId = edited.versionId
    }
    await timed(historyPage, () =>
      call('query', 'themes:versions', { pageId, paginationOpts: { numItems: 25, cursor: null } }),
    )
    await timed(refine, () =>
      runJob(backend, call, 'generation:startRefine', { pageId, refinement: { kind: 'colors' } }),
    )

    const sessionToken = await signSessionToken({
      shop: `bench-${i}.myshopify.com`,
      apiKey: SHOPIFY.apiKey,
      secret: SHOPIFY.secret,
    })
    const linked = (await timed(connect, () =>
      call('action', 'shopify:connectEmbedded', { sessionToken }),
    )) as {
      success: boolean
      error?: string
    }
    if (!linked.success) throw new Error(`embedded connect failed: ${linked.error}`)
    const pushed = (await timed(push, () => call('action', 'shopify:pushTheme', { pageId }))) as {
      success: boolean
      error?: string
    }
    if (!pushed.success) throw new Error(`push failed: ${pushed.error}`)
    pushedFiles = shopify.upserts
      .filter((u) => u.themeId === shopify.themes.at(-1)?.gid)
      .flatMap((u) => u.filenames).length
  }
  await shopify.stop()
  const storage = await storagePerEdit(20)
  const shared = await sharing(20)
  console.log(
    `\nVitrine backend benchmark (local backend on convex-test, limits on, composer, Node ${process.version})`,
  )
  console.log('task                                          runs   median       p95')
  for (const [task, times] of [
    ['prompt -> saved (job: charge, compose, check, save)', generate],
    ['prompt -> files in a fresh client (+ manifest, contents)', toClient],
    ['visual edit -> saved (one file changed)', visualEdit],
    ["themes:current (the editor's live query)", current],
    ['history page (25 versions)', historyPage],
    ['refine colors (job: charge, refine, check, save)', refine],
    ['connect in the admin (verify, exchange, link)', connect],
    [`push to Shopify (${pushedFiles} files, fake Shopify)`, push],
    ['presence heartbeat (same place, 20 people here)', shared.heartbeat],
    ['who is here (20 people)', shared.list],
    ["a member's My Stores (20 shared stores)", shared.myStores],
    ["a member's Your pages (20 shared stores)", shared.recent],
  ] as const) {
    const { median, p95 } = stats(times)
    console.log(
      `${task.padEnd(45)} ${String(times.length).padStart(4)} ${median.toFixed(1).padStart(8)} ms ${p95.toFixed(1).padStart(8)} ms`,
    )
  }
  console.log(
    `bytes stored per visual-edit version: ${storage.perEdit} (the edited file: ${storage.fileBytes}, ratio ${(storage.perEdit / storage.fileBytes).toFixed(2)}; the whole theme: ${storage.wholeTheme})`,
  )
}

await main()
