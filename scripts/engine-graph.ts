// The import graph of src/engine by folder, and the order DESIGN.md's architecture gives its
// folders. Read by `npm run deps` (scripts/deps.ts) and by tests/engine/engine-graph.test.ts, so
// the printout and the test judge the same graph. eslint.config.js enforces the same order file by
// file; this sees what lint cannot: cycles between folders.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
// The order itself is data (engine-order.json), so eslint.config.js reads the same one.
import ENGINE_ORDER from './engine-order.json'

/**
 * What each engine folder may import, besides itself. The floors, from the bottom: model; then
 * catalog, the sample store (taxonomy, drawn pictures, sample catalogue), on model only; validate,
 * edit and archive, which import only model, and preview, which imports model and catalog (it
 * makes the store a theme describes when given no catalogue; none of the four needs another, so
 * they stay independent); compose, which builds themes from the catalog's knowledge and checks
 * and renders them; refine, the refinement rules, which read colours, fonts and wishes as compose
 * does and write through edit; ai, which falls back to compose and refine. `env` holds only
 * ambient declarations.
 */
export const ENGINE_FOLDER_IMPORTS: Readonly<Record<string, readonly string[]>> = ENGINE_ORDER

/** One relative import of one engine file: both paths relative to src/engine, with '/'. */
export interface EngineImport {
  from: string
  to: string
  specifier: string
}

const SOURCE = /\.tsx?$/

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => SOURCE.test(f) && statSync(join(dir, f)).isFile())
    .map((f) => join(dir, f))
}

/** The file a relative specifier names, as the bundler resolves it (extension or index.ts). */
function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.d.ts`, join(base, 'index.ts')]
  return candidates.find((c) => existsSync(c) && statSync(c).isFile())
}

const toPosix = (path: string) => path.split(sep).join('/')

/** Every relative import (static, dynamic, type-only and re-export) of every file in `engineDir`. */
export function readEngineImports(engineDir: string): EngineImport[] {
  const edges: EngineImport[] = []
  for (const file of filesUnder(engineDir)) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName: specifier } of info.importedFiles) {
      if (!specifier.startsWith('.')) continue
      const target = resolveSpecifier(file, specifier)
      if (!target) throw new Error(`${relative(engineDir, file)}: cannot resolve '${specifier}'`)
      edges.push({
        from: toPosix(relative(engineDir, file)),
        to: toPosix(relative(engineDir, target)),
        specifier,
      })
    }
  }
  return edges
}

/** The folder a file belongs to: its first path segment, or the file's own name at the top level. */
export function folderOf(path: string): string {
  const slash = path.indexOf('/')
  return slash < 0 ? path : path.slice(0, slash)
}

/** Edges between folders, with how many imports make each. */
export function folderEdges(imports: EngineImport[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const { from, to } of imports) {
    const [a, b] = [folderOf(from), folderOf(to)]
    if (a === b) continue
    const key = `${a} -> ${b}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/** Imports that break ENGINE_FOLDER_IMPORTS: a folder importing one it may not, or a file outside every folder. */
export function climbingImports(imports: EngineImport[]): EngineImport[] {
  return imports.filter(({ from, to }) => {
    const [a, b] = [folderOf(from), folderOf(to)]
    if (a === b) return false
    const allowed = ENGINE_FOLDER_IMPORTS[a]
    return !allowed || !allowed.includes(b)
  })
}

/** Files at the top of src/engine, outside every folder (each folder should hold them all). */
export function looseFiles(engineDir: string): string[] {
  return readdirSync(engineDir).filter((f) => SOURCE.test(f))
}

/**
 * The cycles between folders: each strongly connected group of two or more folders (Tarjan's
 * algorithm), with the imports that join its members.
 */
export function folderCycles(imports: EngineImport[]): { folders: string[]; imports: EngineImport[] }[] {
  const next = new Map<string, Set<string>>()
  for (const { from, to } of imports) {
    const [a, b] = [folderOf(from), folderOf(to)]
    if (a === b) continue
    if (!next.has(a)) next.set(a, new Set())
    if (!next.has(b)) next.set(b, new Set())
    next.get(a)!.add(b)
  }
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    low.set(node, index.get(node)!)
    stack.push(node)
    onStack.add(node)
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!))
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1) groups.push(group.sort())
    }
  }
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node)
  return groups.map((folders) => ({
    folders,
    imports: imports.filter(
      ({ from, to }) =>
        folderOf(from) !== folderOf(to) && folders.includes(folderOf(from)) && folders.includes(folderOf(to)),
    ),
  }))
}
