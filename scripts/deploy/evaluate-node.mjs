// Imports bundles of "use node" modules the way Convex's Node executor analyses them on a push
// (npm-packages/node-executor/src/executor.ts in get-convex/convex-backend): plain Node, with
// `require`, `module`, `exports`, `__dirname` and `__filename` set as globals first, then every
// export that is a Convex function is classified. Only actions may be defined in Node.js.
// Run by scripts/check-deploy.ts as `node evaluate-node.mjs <job.json>`; writes the results to
// the job's `out` path.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const job = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const own = (value, key) => Object.prototype.hasOwnProperty.call(value, key)

function errorText(error) {
  if (error instanceof Error) return `${error.name}: ${error.message}`
  return String(error)
}

function kindOf(value) {
  if (own(value, 'isAction') && own(value, 'invokeAction')) return 'action'
  if (own(value, 'isQuery') && own(value, 'invokeQuery')) return 'query'
  if (own(value, 'isMutation') && own(value, 'invokeMutation')) return 'mutation'
  if (own(value, 'isHttp') && (own(value, 'invokeHttpEndpoint') || own(value, 'invokeHttpAction'))) {
    return 'httpAction'
  }
  return null
}

const results = []
for (const entry of job.entries) {
  const file = job.files[entry]
  const started = performance.now()
  try {
    globalThis.require = createRequire(file)
    globalThis.exports = {}
    globalThis.module = { exports: globalThis.exports }
    globalThis.__dirname = job.root
    globalThis.__filename = file
    const namespace = await import(pathToFileURL(file).href)
    const ms = performance.now() - started
    const exports = []
    const problems = []
    for (const [name, value] of Object.entries(namespace)) {
      if (value === undefined || value === null) continue
      const kind = kindOf(value)
      if (kind === null) continue
      exports.push({ name, kind })
      if (kind !== 'action') {
        problems.push(
          `\`${name}\` defined in \`${entry}\` is a ${kind} function. Only actions can be defined in Node.js.`,
        )
      }
    }
    results.push({ path: entry, ok: problems.length === 0, ms, exports, problems, logs: [] })
  } catch (e) {
    results.push({
      path: entry,
      ok: false,
      ms: performance.now() - started,
      exports: [],
      problems: [`Failed to analyze ${entry}: ${errorText(e)}`],
      logs: [],
    })
  }
}
writeFileSync(job.out, JSON.stringify(results))
