// The deploy gate (`npm run check:deploy`): bundles convex/ with Convex's own CLI exactly as
// `npx convex deploy` would upload it, offline, and checks what the deployment would refuse on a
// push but the CLI, convex-test and Vite never see:
//   1. module paths the server refuses (each path component [A-Za-z0-9_.], at most 64 bytes,
//      one alphanumeric at least; `_system/` and `_deps/` are reserved), too many modules or
//      too much code;
//   2. every default-runtime module evaluated as ESM in a V8 context with only the globals of
//      Convex's isolate (no require, Buffer, process other than process.env, no eval), as the
//      push's analyse step does;
//   3. every "use node" module imported in plain Node, exporting actions only.
// Nothing is pushed: the CLI runs `deploy --dry-run --write-push-request` against a stand-in
// self-hosted address that is never contacted, and writes the push request to a temp dir.
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, posix, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))

/** A module of Convex's push request: path under convex/, bundled source, runtime. */
export interface PushModule {
  path: string
  source: string
  sourceMap?: string
  environment: 'isolate' | 'node'
}

export interface Bundled {
  modules: PushModule[]
  schema: PushModule | null
  nodeDependencies: { name: string; version: string }[]
}

export interface ModuleResult {
  path: string
  environment: 'isolate' | 'node'
  ok: boolean
  ms: number
  exports: { name: string; kind: string }[]
  problems: string[]
  logs: string[]
}

/** A call of esbuild's `require` shim left in a default-runtime bundle: it throws when reached. */
export interface DynamicRequire {
  file: string
  specifiers: string[]
  entries: string[]
}

export interface Report {
  pathProblems: string[]
  dynamicRequires: DynamicRequire[]
  sizeProblems: string[]
  results: ModuleResult[]
  sizes: { isolate: number; node: number; sourceMaps: number; modules: number }
  ms: { bundle: number; check: number }
  ok: boolean
}

// Figures from get-convex/convex-backend: crates/convex/sync_types/src/{path,identifier}.rs
// (MAX_IDENTIFIER_LEN), crates/common/src/knobs.rs (MAX_USER_MODULES) and the documented code
// size limit (docs/functions/bundling.mdx, "Code size limits").
export const MAX_PATH_COMPONENT_BYTES = 64
export const MAX_USER_MODULES = 4096
export const MAX_CODE_BYTES = 32 * 1024 * 1024
/** The push's analyse step gives each module 4 s of user time (ISOLATE_ANALYZE_USER_TIMEOUT). */
export const ANALYZE_TIMEOUT_MS = 4000

/**
 * Runs Convex's CLI on a project (a folder with convex/ and node_modules reachable from it) and
 * returns the push request it would send.
 */
export function bundleWithConvexCli(projectDir: string, workDir: string): Bundled {
  const cli = resolveConvexCli(projectDir)
  const requestBase = join(workDir, 'push')
  // The stand-in address: port 9 (discard) on loopback. With --push-all-modules the CLI does not
  // ask the deployment which modules it already has, and --write-push-request stops before the
  // push, so nothing is ever sent. CI=1 keeps the CLI's error reporting (Sentry) off the network.
  const env: NodeJS.ProcessEnv = { ...process.env, CI: '1' }
  for (const name of ['CONVEX_DEPLOYMENT', 'CONVEX_DEPLOY_KEY', 'CONVEX_URL', 'CONVEX_SITE_URL'])
    delete env[name]
  const envFile = join(workDir, 'stand-in.env')
  writeFileSync(
    envFile,
    'CONVEX_SELF_HOSTED_URL=http://127.0.0.1:9\nCONVEX_SELF_HOSTED_ADMIN_KEY=check-deploy-stand-in\n',
  )
  const args = [
    cli,
    'deploy',
    '--dry-run',
    '--yes',
    '--env-file',
    envFile,
    '--typecheck',
    'disable',
    '--codegen',
    'disable',
    '--push-all-modules',
    '--write-push-request',
    requestBase,
  ]
  const run = spawnSync(process.execPath, args, { cwd: projectDir, env, encoding: 'utf8' })
  const file = `${requestBase}.json`
  if (run.status !== 0 || !existsSync(file)) {
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim()
    throw new Error(`Convex's bundler failed (exit ${run.status}):\n${output}`)
  }
  const request = JSON.parse(readFileSync(file, 'utf8')) as {
    appDefinition: { changedModules: PushModule[]; schema: PushModule | null }
    nodeDependencies: { name: string; version: string }[]
  }
  return {
    modules: request.appDefinition.changedModules,
    schema: request.appDefinition.schema,
    nodeDependencies: request.nodeDependencies,
  }
}

function resolveConvexCli(projectDir: string): string {
  let dir = resolve(projectDir)
  for (;;) {
    const candidate = join(dir, 'node_modules', 'convex', 'bin', 'main.js')
    if (existsSync(candidate)) return candidate
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`No node_modules/convex above ${projectDir}`)
    dir = parent
  }
}

/** The reasons Convex's server would refuse a module path, if any. */
export function modulePathProblems(path: string): string[] {
  const problems: string[] = []
  const components = path.split('/')
  if (components[0] === '_system') problems.push(`${path}: "_system/" is reserved for Convex's own functions`)
  if (components[0] === '_deps' && !path.endsWith('.js')) problems.push(`${path}: "_deps/" is reserved`)
  for (const component of components) {
    if (Buffer.byteLength(component) > MAX_PATH_COMPONENT_BYTES) {
      problems.push(`${path}: path component "${component}" is longer than ${MAX_PATH_COMPONENT_BYTES} bytes`)
    }
    if (!/^[A-Za-z0-9_.]+$/.test(component)) {
      problems.push(
        `${path}: path component "${component}" can only contain alphanumeric characters, underscores, or periods`,
      )
    } else if (!/[A-Za-z0-9]/.test(component)) {
      problems.push(`${path}: path component "${component}" must have at least one alphanumeric character`)
    }
  }
  return problems
}

function sourcePath(path: string): string {
  return `convex/${path.replace(/\.js$/, '.ts')}`
}

function runEvaluator(script: string, nodeArgs: string[], job: object, jobFile: string): unknown[] {
  writeFileSync(jobFile, JSON.stringify(job))
  const run = spawnSync(process.execPath, [...nodeArgs, join(here, 'deploy', script), jobFile], {
    encoding: 'utf8',
    // The Node executor exposes only the deployment's variables, not the machine's.
    env: { PATH: process.env.PATH ?? '', TZ: 'UTC' },
    maxBuffer: 64 * 1024 * 1024,
  })
  const out = (job as { out: string }).out
  if (run.status !== 0 || !existsSync(out)) {
    throw new Error(`${script} crashed (exit ${run.status}):\n${run.stdout}${run.stderr}`.trim())
  }
  return JSON.parse(readFileSync(out, 'utf8')) as unknown[]
}

/** Writes the bundles to disk and evaluates them, each runtime the way Convex analyses it. */
export function evaluateBundles(bundled: Bundled, workDir: string, projectDir: string): ModuleResult[] {
  const isolateModules = bundled.modules.filter((m) => m.environment === 'isolate')
  const nodeModules = bundled.modules.filter((m) => m.environment === 'node')
  const results: ModuleResult[] = []

  const isolateDir = join(workDir, 'isolate')
  const isolateFiles = isolateModules.map((m) => ({
    path: m.path,
    file: writeModule(isolateDir, m.path, m.source),
  }))
  if (bundled.schema) {
    isolateFiles.push({
      path: 'schema.js',
      file: writeModule(join(workDir, 'schema'), 'schema.js', bundled.schema.source),
    })
  }
  const isolateEntries = isolateModules.map((m) => m.path).filter((p) => !p.startsWith('_deps/'))
  if (bundled.schema) isolateEntries.push('schema.js')
  if (isolateEntries.length > 0) {
    const raw = runEvaluator(
      'evaluate-isolate.mjs',
      ['--experimental-vm-modules', '--no-warnings'],
      { modules: isolateFiles, entries: isolateEntries, now: Date.now(), out: join(workDir, 'isolate.json') },
      join(workDir, 'isolate-job.json'),
    ) as Omit<ModuleResult, 'environment'>[]
    for (const r of raw) results.push({ ...r, environment: 'isolate' })
  }

  const nodeEntries = nodeModules.map((m) => m.path).filter((p) => !p.startsWith('_deps/'))
  if (nodeEntries.length > 0) {
    // As on Convex's Node executor: the modules in a folder of their own, external packages (none
    // unless convex.json lists some) installed beside them.
    const root = join(workDir, 'node')
    const files: Record<string, string> = {}
    for (const m of nodeModules) files[m.path] = writeModule(join(root, 'modules'), m.path, m.source)
    writeFileSync(join(root, 'package.json'), JSON.stringify({ type: 'module' }))
    const projectModules = findNodeModules(projectDir)
    if (projectModules !== null && bundled.nodeDependencies.length > 0) {
      symlinkSync(projectModules, join(root, 'node_modules'), 'dir')
    }
    const raw = runEvaluator(
      'evaluate-node.mjs',
      ['--no-warnings'],
      { root, files, entries: nodeEntries, out: join(workDir, 'node.json') },
      join(workDir, 'node-job.json'),
    ) as Omit<ModuleResult, 'environment'>[]
    for (const r of raw) results.push({ ...r, environment: 'node' })
  }
  return results
}

function findNodeModules(projectDir: string): string | null {
  let dir = resolve(projectDir)
  for (;;) {
    if (existsSync(join(dir, 'node_modules'))) return join(dir, 'node_modules')
    const parent = dirname(dir)
    if (parent === dir) return null
    dir = parent
  }
}

function writeModule(root: string, path: string, source: string): string {
  const file = join(root, ...path.split(posix.sep))
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, source)
  return file
}

const SHIM = /([\w$]+)\s*=\s*\/\*\s*@__PURE__\s*\*\/\s*\(\(\s*[\w$]+\s*\)\s*=>\s*typeof require\b/
const IMPORT = /import\s*(?:\{([^}]*)\}\s*from\s*)?"(\.{1,2}\/[^"]+)"/g

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Where default-runtime bundles still call esbuild's `require` shim (a CommonJS or UMD
 * dependency requiring something it could not bundle). Convex's runtime has no `require`, so
 * each call throws "Dynamic require of ... is not supported" when it runs; evaluation catches
 * the calls made at import time, this finds the ones inside functions.
 */
export function findDynamicRequires(modules: PushModule[]): DynamicRequire[] {
  const isolate = modules.filter((m) => m.environment === 'isolate')
  const byPath = new Map(isolate.map((m) => [m.path, m.source]))
  const resolveImport = (from: string, specifier: string) =>
    posix.normalize(posix.join(posix.dirname(from), specifier))
  // The shim's local name in each file: where it is defined, and where it is imported.
  const shimNames = new Map<string, string[]>()
  const exportedShim = new Map<string, string>()
  for (const m of isolate) {
    const defined = SHIM.exec(m.source)?.[1]
    if (defined === undefined) continue
    shimNames.set(m.path, [defined])
    const exported = new RegExp(`\\b${escapeRegExp(defined)}(?:\\s+as\\s+([\\w$]+))?\\s*[,}]`).exec(
      m.source.slice(m.source.lastIndexOf('export {')),
    )
    if (exported) exportedShim.set(m.path, exported[1] ?? defined)
  }
  const imports = new Map<string, string[]>()
  for (const m of isolate) {
    const targets: string[] = []
    for (const match of m.source.matchAll(IMPORT)) {
      const target = resolveImport(m.path, match[2]!)
      targets.push(target)
      const shim = exportedShim.get(target)
      if (shim === undefined || match[1] === undefined) continue
      for (const binding of match[1].split(',')) {
        const [imported, local] = binding.trim().split(/\s+as\s+/)
        if (imported === shim) shimNames.set(m.path, [...(shimNames.get(m.path) ?? []), local ?? imported])
      }
    }
    imports.set(m.path, targets)
  }
  const found: DynamicRequire[] = []
  for (const [file, names] of shimNames) {
    const source = byPath.get(file) ?? ''
    const uses = new Set<string>()
    for (const name of names) {
      // Calls (`r("x")`) and hand-offs (a UMD wrapper's `factory(r, exports)`): any use but the
      // definition, the export list and the import.
      const use = new RegExp(
        `(?<![\\w$.])(?<!\\bas\\s+)${escapeRegExp(name)}(?![\\w$]|\\s*=[^=>]|\\s+as\\s)`,
        'g',
      )
      for (const match of source.matchAll(use)) {
        const after = source.slice(match.index + name.length, match.index + name.length + 60)
        const call = /^\(\s*("[^"]*"|'[^']*'|[^)]{0,30})/.exec(after)
        if (call) uses.add(`require(${call[1]})`)
        else if (/^\s*[,)]/.test(after)) uses.add('require handed to a CommonJS/UMD wrapper')
      }
    }
    if (uses.size === 0) continue
    found.push({ file, specifiers: [...uses].sort(), entries: [] })
  }
  // The entry modules that load each of those files.
  for (const entry of isolate.filter((m) => !m.path.startsWith('_deps/'))) {
    const seen = new Set<string>()
    const queue = [entry.path]
    while (queue.length > 0) {
      const next = queue.pop()!
      if (seen.has(next)) continue
      seen.add(next)
      queue.push(...(imports.get(next) ?? []))
    }
    for (const f of found) if (seen.has(f.file)) f.entries.push(entry.path)
  }
  return found
}

/** The whole gate on one project folder. */
export function checkDeploy(projectDir: string, options: { keep?: boolean } = {}): Report {
  const workDir = mkdtempSync(join(tmpdir(), 'vitrine-check-deploy-'))
  try {
    const bundleStarted = performance.now()
    const bundled = bundleWithConvexCli(projectDir, workDir)
    const bundleMs = performance.now() - bundleStarted

    const pathProblems = bundled.modules.flatMap((m) => modulePathProblems(m.path))
    const dynamicRequires = findDynamicRequires(bundled.modules)
    const size = (env: 'isolate' | 'node') =>
      bundled.modules
        .filter((m) => m.environment === env)
        .reduce((n, m) => n + Buffer.byteLength(m.source), 0)
    const sizes = {
      isolate: size('isolate') + (bundled.schema ? Buffer.byteLength(bundled.schema.source) : 0),
      node: size('node'),
      sourceMaps: bundled.modules.reduce((n, m) => n + Buffer.byteLength(m.sourceMap ?? ''), 0),
      modules: bundled.modules.length,
    }
    const sizeProblems: string[] = []
    if (sizes.modules > MAX_USER_MODULES) {
      sizeProblems.push(`${sizes.modules} modules, more than Convex's ${MAX_USER_MODULES}`)
    }
    const codeBytes = sizes.isolate + sizes.node + sizes.sourceMaps
    if (codeBytes > MAX_CODE_BYTES) {
      sizeProblems.push(`${mib(codeBytes)} of bundled code and source maps, more than Convex's 32 MiB`)
    }

    const checkStarted = performance.now()
    const results = evaluateBundles(bundled, workDir, projectDir)
    const checkMs = performance.now() - checkStarted
    const ok = pathProblems.length === 0 && sizeProblems.length === 0 && results.every((r) => r.ok)
    return {
      pathProblems,
      dynamicRequires,
      sizeProblems,
      results,
      sizes,
      ms: { bundle: bundleMs, check: checkMs },
      ok,
    }
  } finally {
    if (!options.keep) rmSync(workDir, { recursive: true, force: true })
    else console.log(`Bundles kept in ${workDir}`)
  }
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(2)} MiB`
}

export function formatReport(report: Report): string {
  const lines: string[] = []
  const entries = [...report.results].sort(
    (a, b) => a.environment.localeCompare(b.environment) || a.path.localeCompare(b.path),
  )
  const failed = entries.filter((r) => !r.ok)
  for (const problem of report.pathProblems) lines.push(`✗ path  ${problem}`)
  for (const problem of report.sizeProblems) lines.push(`✗ size  ${problem}`)
  for (const d of report.dynamicRequires) {
    lines.push(
      `⚠ require ${d.file} uses esbuild's require shim (${d.specifiers.join('; ')}): it throws when reached in ` +
        `Convex's runtime; loaded by ${d.entries.map(sourcePath).join(', ') || 'no entry module'}`,
    )
  }
  for (const r of entries) {
    const functions =
      r.exports.length === 0 ? '' : ` ${r.exports.map((e) => `${e.name}:${e.kind}`).join(' ')}`
    const slow = r.ms > ANALYZE_TIMEOUT_MS / 2 ? ` (slow: Convex allows ${ANALYZE_TIMEOUT_MS / 1000} s)` : ''
    const mark = r.ok ? '✓' : '✗'
    lines.push(
      `${mark} ${r.environment.padEnd(7)} ${r.path.padEnd(28)} ${Math.round(r.ms)} ms${slow}${r.ok ? functions : ''}`,
    )
    for (const problem of r.problems) lines.push(`      ${problem.split('\n').join('\n      ')}`)
  }
  const isolateCount = entries.filter((r) => r.environment === 'isolate').length
  const nodeCount = entries.filter((r) => r.environment === 'node').length
  lines.push('')
  lines.push(
    `${isolateCount} default-runtime and ${nodeCount} "use node" modules (${report.sizes.modules} files with chunks); ` +
      `bundles: default ${mib(report.sizes.isolate)}, node ${mib(report.sizes.node)}, source maps ${mib(report.sizes.sourceMaps)}; ` +
      `bundled in ${(report.ms.bundle / 1000).toFixed(1)} s, checked in ${(report.ms.check / 1000).toFixed(1)} s`,
  )
  const problems = report.pathProblems.length + report.sizeProblems.length + failed.length
  lines.push(
    report.ok
      ? 'check:deploy passed: Convex would accept and load these modules.'
      : `check:deploy FAILED: ${problems} problem${problems === 1 ? '' : 's'}` +
          (failed.length > 0 ? ` (${failed.map((r) => sourcePath(r.path)).join(', ')})` : ''),
  )
  return lines.join('\n')
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const keep = args.includes('--keep')
  const projectDir = resolve(args.find((a) => !a.startsWith('--')) ?? process.cwd())
  let report: Report
  try {
    report = checkDeploy(projectDir, { keep })
  } catch (e) {
    console.error(e instanceof Error ? e.message : e)
    console.error('check:deploy FAILED: the functions could not be bundled')
    process.exitCode = 1
    return
  }
  console.log(formatReport(report))
  const modules = join(projectDir, 'node_modules')
  if (
    report.results.some((r) => r.environment === 'node' && !r.ok) &&
    lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()
  ) {
    console.log(
      "Note: node_modules is a symlink. Convex's bundler keeps a convex.json external package out of the bundle only when " +
        'it resolves to <project>/node_modules/<name>; through a symlink, packages that import it resolve elsewhere and bundle it.',
    )
  }
  if (!report.ok) process.exitCode = 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) void main()
