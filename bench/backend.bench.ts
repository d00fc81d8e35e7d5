// npm run bench (second part): a generation round trip through the real Convex functions, run
// by the local backend (convex-test's engine) exactly as `npm run dev` serves them: charge,
// compose, Theme Check, save the version and the page preview; then a quick refinement and the
// live query the editor reads; then, against the loopback fake Shopify of the tests, linking the
// store from the embedded admin (session token verified and exchanged) and pushing the page's
// theme as an unpublished theme. Prints medians and p95; never fails on them.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import schema from '../convex/schema'
import { LocalBackend, type ModuleMap } from '../src/local-backend/backend'
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
  const refine: number[] = []
  const current: number[] = []
  const connect: number[] = []
  const push: number[] = []
  let pushedFiles = 0
  const warm = await newMerchant(backend, 0)
  await warm.call('action', 'generation:generate', { prompt: 'warm-up store', pageId: warm.pageId }) // docs load
  for (let i = 1; i <= RUNS; i++) {
    const { call, pageId } = await newMerchant(backend, i)
    const result = (await timed(generate, () =>
      call('action', 'generation:generate', { prompt: `A trendy shoe store number ${i}`, pageId }),
    )) as { success: boolean; error?: string }
    if (!result.success) throw new Error(`generation failed: ${result.error}`)
    await timed(current, () => call('query', 'themes:current', { pageId }))
    const refined = (await timed(refine, () =>
      call('action', 'generation:refine', { pageId, refinement: { kind: 'colors' } }),
    )) as { success: boolean; error?: string }
    if (!refined.success) throw new Error(`refinement failed: ${refined.error}`)

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
  console.log(`\nVitrine backend benchmark (local backend on convex-test, composer, Node ${process.version})`)
  console.log('task                                          runs   median       p95')
  for (const [task, times] of [
    ['generate (charge, compose, check, save)', generate],
    ["themes:current (the editor's live query)", current],
    ['refine colors (charge, refine, check, save)', refine],
    ['connect in the admin (verify, exchange, link)', connect],
    [`push to Shopify (${pushedFiles} files, fake Shopify)`, push],
  ] as const) {
    const { median, p95 } = stats(times)
    console.log(
      `${task.padEnd(45)} ${String(times.length).padStart(4)} ${median.toFixed(1).padStart(8)} ms ${p95.toFixed(1).padStart(8)} ms`,
    )
  }
}

await main()
