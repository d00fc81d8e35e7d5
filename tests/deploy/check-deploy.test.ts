// The deploy gate on two small projects bundled by Convex's own CLI: one with what Convex refuses
// (a hyphenated module path, a UMD dependency that requires at import time, a "use node" file
// exporting a query), one it accepts. The whole app is checked by `npm run check:deploy`.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkDeploy, formatReport, modulePathProblems, type Report } from '../../scripts/check-deploy'

const repoModules = realpathSync(resolve(__dirname, '../../node_modules'))
const roots: string[] = []

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-deploy-fixture-'))
  roots.push(root)
  symlinkSync(repoModules, join(root, 'node_modules'), 'dir')
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ name: 'fixture', private: true, type: 'module', dependencies: { convex: '*' } }),
  )
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const query = `import { queryGeneric } from 'convex/server'
export const ping = queryGeneric({ args: {}, handler: async () => 'pong' })
`

// The shape of jsonc-parser's UMD build: the factory receives `require` and calls it at once.
const umd = `(function (factory) {
  if (typeof module === 'object' && typeof module.exports === 'object') {
    var v = factory(require, exports)
    if (v !== undefined) module.exports = v
  } else if (typeof define === 'function' && define.amd) {
    define(['require', 'exports', './impl/format'], factory)
  }
})(function (require, exports) {
  var format = require('./impl/format')
  exports.format = format
})
`

const bad = {
  'convex/bad-name.ts': query,
  'convex/umd.ts': `import { queryGeneric } from 'convex/server'
import * as lib from '../lib/umd.cjs'
export const format = queryGeneric({ args: {}, handler: async () => typeof lib })
`,
  'lib/umd.cjs': umd,
  'convex/lazy.ts': `import { actionGeneric } from 'convex/server'
import lazy from '../lib/lazy.cjs'
export const load = actionGeneric({ args: {}, handler: async () => String(lazy.load('node:fs')) })
`,
  'lib/lazy.cjs': `module.exports = { load: function (name) { return require(name) } }\n`,
  'convex/nodeQuery.ts': `"use node"
import { createHash } from 'node:crypto'
import { actionGeneric, queryGeneric } from 'convex/server'
export const digest = actionGeneric({ args: {}, handler: async () => createHash('sha256').digest('hex') })
export const notAllowed = queryGeneric({ args: {}, handler: async () => 1 })
`,
}

const good = {
  'convex/ok.ts': `import { actionGeneric, mutationGeneric, queryGeneric } from 'convex/server'
import { v } from 'convex/values'
export const ping = queryGeneric({ args: {}, handler: async () => 'pong' })
export const save = mutationGeneric({ args: { text: v.string() }, handler: async () => null })
export const call = actionGeneric({ args: {}, handler: async () => new URL('https://example.com').host })
`,
  'convex/okNode.ts': `"use node"
import { createHash } from 'node:crypto'
import { actionGeneric } from 'convex/server'
export const digest = actionGeneric({ args: {}, handler: async () => createHash('sha256').digest('hex') })
`,
  'convex/http.ts': `import { httpActionGeneric, httpRouter } from 'convex/server'
const http = httpRouter()
http.route({ path: '/ping', method: 'GET', handler: httpActionGeneric(async () => new Response('pong')) })
export default http
`,
  'convex/schema.ts': `import { defineSchema, defineTable } from 'convex/server'
import { v } from 'convex/values'
export default defineSchema({ notes: defineTable({ text: v.string() }) })
`,
}

let badReport: Report
let goodReport: Report

beforeAll(() => {
  badReport = checkDeploy(project(bad))
  goodReport = checkDeploy(project(good))
}, 120_000)

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

const result = (report: Report, path: string) => report.results.find((r) => r.path === path)

describe('check:deploy', () => {
  it('refuses module paths Convex refuses', () => {
    expect(badReport.ok).toBe(false)
    expect(badReport.pathProblems).toEqual([
      'bad-name.js: path component "bad-name.js" can only contain alphanumeric characters, underscores, or periods',
    ])
    expect(modulePathProblems('model/shopifySdk.js')).toEqual([])
    expect(modulePathProblems('_system/x.js')[0]).toMatch(/reserved/)
    expect(modulePathProblems(`${'a'.repeat(62)}.js`)[0]).toMatch(/longer than 64 bytes/)
    expect(modulePathProblems('__.js')).toEqual([])
    expect(modulePathProblems('x/__/y.js')[0]).toMatch(/at least one alphanumeric/)
  })

  it('fails a default-runtime module whose bundle requires at import time', () => {
    const umd = result(badReport, 'umd.js')
    expect(umd?.environment).toBe('isolate')
    expect(umd?.ok).toBe(false)
    expect(umd?.problems.join('\n')).toContain('Dynamic require of "./impl/format" is not supported')
    expect(formatReport(badReport)).toContain('convex/umd.ts')
  })

  it('points at requires left inside functions, which evaluation cannot reach', () => {
    expect(result(badReport, 'lazy.js')?.ok).toBe(true)
    const lazy = badReport.dynamicRequires.find((d) => d.entries.includes('lazy.js'))
    expect(lazy?.specifiers.length).toBeGreaterThan(0)
  })

  it('fails a "use node" module that exports anything but actions', () => {
    const node = result(badReport, 'nodeQuery.js')
    expect(node?.environment).toBe('node')
    expect(node?.ok).toBe(false)
    expect(node?.problems).toEqual([
      '`notAllowed` defined in `nodeQuery.js` is a query function. Only actions can be defined in Node.js.',
    ])
  })

  it('passes a project Convex accepts, each module in its runtime', () => {
    expect(formatReport(goodReport)).toContain('check:deploy passed')
    expect(goodReport.ok).toBe(true)
    expect(goodReport.dynamicRequires).toEqual([])
    expect(result(goodReport, 'ok.js')).toMatchObject({
      environment: 'isolate',
      exports: [
        { name: 'call', kind: 'action' },
        { name: 'ping', kind: 'query' },
        { name: 'save', kind: 'mutation' },
      ],
    })
    expect(result(goodReport, 'okNode.js')).toMatchObject({
      environment: 'node',
      ok: true,
      exports: [{ name: 'digest', kind: 'action' }],
    })
    expect(result(goodReport, 'http.js')?.ok).toBe(true)
    expect(result(goodReport, 'schema.js')?.ok).toBe(true)
    expect(goodReport.sizes.node).toBeGreaterThan(0)
  })

  it('evaluates with only the globals of Convex’s runtime', async () => {
    const globals = project({
      'convex/globals.ts': `import { queryGeneric } from 'convex/server'
// Through globalThis: esbuild rewrites a bare \`typeof require\` to its own shim.
const g = globalThis as Record<string, unknown>
const seen = {
  require: typeof g.require, Buffer: typeof g.Buffer, module: typeof g.module, dirname: typeof g.__dirname,
  setImmediate: typeof g.setImmediate, queueMicrotask: typeof g.queueMicrotask,
  processKeys: Object.keys(process).join(','), fetch: typeof fetch, url: new URL('https://a.b/c').pathname,
  encoder: typeof TextEncoder, self: self === globalThis,
}
let evalRefused = false
try { new Function('return 1') } catch { evalRefused = true }
let randomRefused = false
try { crypto.getRandomValues(new Uint8Array(4)) } catch { randomRefused = true }
export const snapshot = queryGeneric({ args: {}, handler: async () => 0 })
console.log(JSON.stringify({ ...seen, evalRefused, randomRefused }))
`,
    })
    const report = checkDeploy(globals)
    const entry = result(report, 'globals.js')
    expect(entry?.ok).toBe(true)
    const logged = JSON.parse(entry!.logs[0]!.replace(/^\[log\] /, ''))
    expect(logged).toEqual({
      require: 'undefined',
      Buffer: 'undefined',
      module: 'undefined',
      dirname: 'undefined',
      setImmediate: 'undefined',
      queueMicrotask: 'undefined',
      processKeys: 'env',
      fetch: 'function',
      url: '/c',
      encoder: 'function',
      self: true,
      evalRefused: true,
      randomRefused: true,
    })
  }, 60_000)
})
