// Evaluates bundles for Convex's default runtime the way the deployment analyses them on a push:
// each entry module is imported as ESM in a fresh V8 context that has only the globals Convex's
// isolate defines, with `eval`/`new Function` disabled and the import-time restrictions of its
// analyse step (no fetch, timers, crypto randomness or database at import time). Run by
// scripts/check-deploy.ts as `node --experimental-vm-modules evaluate-isolate.mjs <job.json>`;
// writes the results to the job's `out` path.
//
// The globals are those Convex's udf-runtime sets up (npm-packages/udf-runtime/src/setup.ts in
// get-convex/convex-backend) on top of V8's own (Intl, WebAssembly, SharedArrayBuffer, ...).
// Node's own implementations of the web APIs stand in for Convex's.
import { readFileSync, writeFileSync } from 'node:fs'
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks'
import { posix } from 'node:path'
import vm from 'node:vm'

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'))
/** @type {Map<string, string>} module path -> source, for the entries and their chunks */
const sources = new Map(job.modules.map((m) => [m.path, readFileSync(m.file, 'utf8')]))

const importTime = { active: true }
const notAtImport = (what) => () => {
  if (importTime.active) throw new Error(`${what} unsupported at import time`)
  throw new Error(`${what} is not available in the deploy check`)
}

function convexGlobals(logs) {
  const env = new Proxy(
    {},
    {
      get: (_target, prop) => (prop === 'inspect' ? () => '[process.env]' : undefined),
      has: () => false,
      ownKeys: () => [],
    },
  )
  const record =
    (level) =>
    (...args) =>
      logs.push(`[${level}] ${args.map((a) => (typeof a === 'string' ? a : safeString(a))).join(' ')}`)
  const consoleImpl = {
    log: record('log'),
    info: record('info'),
    warn: record('warn'),
    error: record('error'),
    debug: record('debug'),
    trace: record('trace'),
    time: () => {},
    timeEnd: () => {},
    timeLog: () => {},
    count: () => {},
    countReset: () => {},
    group: () => {},
    groupCollapsed: () => {},
    groupEnd: () => {},
    table: record('log'),
    dir: record('log'),
    assert: (cond, ...args) => {
      if (!cond) record('error')('Assertion failed', ...args)
    },
  }
  const noRandomness = notAtImport('Cryptographic randomness')
  const subtle = new Proxy(
    {},
    { get: (_t, prop) => (typeof prop === 'string' ? notAtImport(`crypto.subtle.${prop}`) : undefined) },
  )
  const cryptoImpl = { getRandomValues: noRandomness, randomUUID: noRandomness, subtle }
  const performanceImpl = { now: () => 0, timeOrigin: job.now, mark: () => {}, measure: () => {} }
  return {
    // 00_url, 00_crypto, 01_dom_exception, 02_console, 02_event, 02_structured_clone
    URL,
    URLSearchParams,
    Crypto: globalThis.Crypto ?? function Crypto() {},
    SubtleCrypto: globalThis.SubtleCrypto ?? function SubtleCrypto() {},
    crypto: cryptoImpl,
    DOMException,
    console: consoleImpl,
    Event,
    EventTarget,
    structuredClone,
    // 02_timers: allowed in functions, but an async op at import time
    setTimeout: notAtImport('setTimeout'),
    setInterval: notAtImport('setInterval'),
    clearTimeout: () => {},
    clearInterval: () => {},
    // 03_abort_signal, 04_async_hooks, 06_streams
    AbortController,
    AbortSignal,
    AsyncLocalStorage,
    AsyncResource,
    ReadableStream,
    ReadableStreamBYOBReader,
    ReadableStreamDefaultReader,
    TransformStream,
    WritableStream,
    WritableStreamDefaultWriter,
    // 08_text_encoding, 09_file, 20_headers, 21_formdata, 23_request, 23_response, 26_fetch
    atob,
    btoa,
    TextEncoder,
    TextDecoder,
    TextEncoderStream,
    TextDecoderStream,
    Blob,
    File,
    Headers,
    FormData,
    Request,
    Response,
    fetch: notAtImport('fetch'),
    // 27_performance
    Performance: globalThis.Performance,
    PerformanceEntry: globalThis.PerformanceEntry,
    PerformanceMark: globalThis.PerformanceMark,
    PerformanceMeasure: globalThis.PerformanceMeasure,
    performance: performanceImpl,
    // setup.ts: process.env only (a proxy over the deployment's variables), `self`, and the
    // syscall object
    process: { env },
    Convex: {},
  }
}

function safeString(value) {
  try {
    return JSON.stringify(value)
  } catch {
    return String(value)
  }
}

function errorText(error) {
  if (error instanceof Error || (error && typeof error === 'object' && 'message' in error)) {
    return `${error.name ?? 'Error'}: ${error.message}`
  }
  return String(error)
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

/** What Convex's analyse step reads off one export: its kind, or a problem. */
function analyseExport(name, value, modulePath) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return null
  const has = (key) => key in value
  const flags = [has('isQuery'), has('isMutation'), has('isAction')]
  const count = flags.filter(Boolean).length
  if (count !== 1) return has('isHttp') ? { name, kind: 'httpAction' } : null
  const kind = flags[0] ? 'query' : flags[1] ? 'mutation' : 'action'
  const problems = []
  if (!IDENTIFIER.test(name) || name.length > 64 || /^_+$/.test(name)) {
    problems.push(`${modulePath}:${name} is not a valid Convex function name`)
  }
  for (const key of ['exportArgs', 'exportReturns']) {
    if (typeof value[key] !== 'function') continue
    try {
      const text = value[key]()
      if (typeof text === 'string') JSON.parse(text)
    } catch (e) {
      problems.push(`${modulePath}:${name}.${key}() failed: ${errorText(e)}`)
    }
  }
  const handler = value._handler ?? value
  if (typeof handler !== 'function') problems.push(`${modulePath}:${name} is not a function.`)
  return { name, kind, problems }
}

async function evaluate(entry) {
  const logs = []
  const globals = convexGlobals(logs)
  const context = vm.createContext(globals, {
    name: `convex:${entry}`,
    // Convex starts V8 with --disallow-code-generation-from-strings.
    codeGeneration: { strings: false, wasm: true },
  })
  vm.runInContext('globalThis.self = globalThis', context)
  const cache = new Map()
  const load = (path) => {
    let module = cache.get(path)
    if (module) return module
    const source = sources.get(path)
    if (source === undefined) throw new Error(`Module not found: ${path}`)
    module = new vm.SourceTextModule(source, { identifier: path, context })
    cache.set(path, module)
    return module
  }
  const started = performance.now()
  importTime.active = true
  try {
    const root = load(entry)
    await root.link((specifier, referencing) => {
      if (!specifier.startsWith('.')) {
        throw new Error(
          `Import of "${specifier}" from ${referencing.identifier}: Convex's runtime has no such module`,
        )
      }
      return load(posix.normalize(posix.join(posix.dirname(referencing.identifier), specifier)))
    })
    await root.evaluate()
    const ms = performance.now() - started
    const exports = []
    const problems = []
    const namespace = root.namespace
    for (const name of Object.keys(namespace)) {
      const found = analyseExport(name, namespace[name], entry)
      if (found === null) continue
      exports.push({ name: found.name, kind: found.kind })
      problems.push(...(found.problems ?? []))
    }
    if (entry === 'http.js') problems.push(...checkRouter(namespace.default))
    return { path: entry, ok: problems.length === 0, ms, exports, problems, logs }
  } catch (e) {
    return {
      path: entry,
      ok: false,
      ms: performance.now() - started,
      exports: [],
      problems: [errorText(e)],
      logs,
    }
  } finally {
    importTime.active = false
  }
}

/** http.js: the default export must be an HttpRouter whose routes are HTTP actions. */
function checkRouter(router) {
  if (!router || typeof router !== 'object' || !('isRouter' in router)) {
    return ['http.js: the default export is not an HttpRouter (httpRouter() from convex/server)']
  }
  const problems = []
  const routes = typeof router.getRoutes === 'function' ? router.getRoutes() : []
  for (const [path, method, handler] of routes) {
    if (!handler || !('isHttp' in handler)) problems.push(`http.js: ${method} ${path} is not an httpAction`)
  }
  return problems
}

const results = []
for (const entry of job.entries) results.push(await evaluate(entry))
writeFileSync(job.out, JSON.stringify(results))
