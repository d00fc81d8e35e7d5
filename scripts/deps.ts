// `npm run deps`: the import graph of src/engine by folder, with the imports behind each edge that
// climbs (against the order in scripts/engine-graph.ts) and each cycle. Exits 1 if there is any.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { climbingImports, folderCycles, folderEdges, looseFiles, readEngineImports } from './engine-graph'

const engineDir = join(dirname(fileURLToPath(import.meta.url)), '../src/engine')
const imports = readEngineImports(engineDir)

console.log('src/engine, imports between folders (count):')
const edges = [...folderEdges(imports)].sort(([a], [b]) => a.localeCompare(b))
for (const [edge, count] of edges) console.log(`  ${edge.padEnd(34)} ${count}`)

const climbing = climbingImports(imports)
const cycles = folderCycles(imports)
const loose = looseFiles(engineDir)

if (loose.length) console.log(`\nfiles outside every folder: ${loose.join(', ')}`)
if (climbing.length) {
  console.log(`\n${climbing.length} imports climb (or leave the order):`)
  for (const { from, specifier, to } of climbing) console.log(`  ${from}: '${specifier}' (${to})`)
}
if (cycles.length) {
  console.log(`\n${cycles.length} cycles between folders:`)
  for (const cycle of cycles)
    console.log(`  ${cycle.folders.join(' <-> ')} (${cycle.imports.length} imports)`)
}
if (!climbing.length && !cycles.length && !loose.length) {
  console.log('\nno cycle, no climbing edge: the engine is a tree.')
} else {
  process.exitCode = 1
}
