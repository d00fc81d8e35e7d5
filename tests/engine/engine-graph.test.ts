// src/engine's folders form a tree (DESIGN.md's architecture; the order is scripts/engine-order.json):
// no import climbs against the order and no folders import each other round. Lint checks each
// import on its own; this reads the whole graph, as `npm run deps` prints it, so a cycle made of
// imports that each look allowed is caught too.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  ENGINE_FOLDER_IMPORTS,
  climbingImports,
  folderCycles,
  looseFiles,
  readEngineImports,
  type EngineImport,
} from '../../scripts/engine-graph'

const engineDir = join(dirname(fileURLToPath(import.meta.url)), '../../src/engine')

/**
 * The imports that climb today, each to go: none since the sample store (catalog/) moved below
 * preview and compose (issue 27). One added here must name its way out; taking one away from the
 * code fails this test until it is taken off this list too.
 */
const KNOWN_CLIMBS: string[] = []

const named = (imports: EngineImport[]) => imports.map(({ from, to }) => `${from} -> ${to}`).sort()

describe("the engine's import graph", () => {
  const imports = readEngineImports(engineDir)

  it('has no import that climbs against the order but the known ones', () => {
    expect(named(climbingImports(imports))).toEqual(KNOWN_CLIMBS)
  })

  it('has no cycle between folders once the known climbs are set aside', () => {
    const rest = imports.filter(({ from, to }) => !KNOWN_CLIMBS.includes(`${from} -> ${to}`))
    expect(folderCycles(rest).map((cycle) => cycle.folders)).toEqual([])
  })

  it('keeps every file in a folder the order knows', () => {
    expect(looseFiles(engineDir)).toEqual([])
    const folders = new Set(imports.flatMap(({ from, to }) => [from, to]).map((path) => path.split('/')[0]))
    expect([...folders].filter((folder) => !(folder! in ENGINE_FOLDER_IMPORTS))).toEqual([])
  })

  it('sees a climbing import and a cycle when there is one', () => {
    const planted: EngineImport[] = [
      { from: 'model/theme.ts', to: 'preview/index.ts', specifier: '../preview' },
      { from: 'preview/index.ts', to: 'model/theme.ts', specifier: '../model/theme' },
      { from: 'compose/brief.ts', to: 'edit/index.ts', specifier: '../edit' },
    ]
    expect(named(climbingImports(planted))).toEqual(['model/theme.ts -> preview/index.ts'])
    expect(folderCycles(planted).map((cycle) => cycle.folders)).toEqual([['model', 'preview']])
  })
})
