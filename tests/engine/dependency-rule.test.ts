// The engine's dependency rule (DESIGN.md: plain TypeScript, no React, no Convex, no Node-only
// API) holds through eslint.config.js and tsconfig.engine.json: this checks that both still say it,
// on files that break it. `npm run typecheck` compiles the engine itself with tsconfig.engine.json.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const eslint = new ESLint({ cwd: root })

/** The lines of `source`, linted as the file at `path`, that no-restricted-imports reports. */
async function restrictedLines(path: string, source: string): Promise<number[]> {
  const [result] = await eslint.lintText(source, { filePath: join(root, path) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line)
}

const lines = (...imports: string[]) => `${imports.join('\n')}\n`

describe('the dependency rule in eslint.config.js', () => {
  it('keeps React, Convex, app code and Node built-ins out of the engine', async () => {
    const source = lines(
      "import { useState } from 'react'",
      "import { readdirSync, readFileSync } from 'node:fs'",
      "import { join } from 'path'",
      "import { useQuery } from 'convex/react'",
      "import { api } from '../../../convex/_generated/api'",
      "import { toastError } from '../../lib/toast'",
      "import type { EditorScreen } from '../../features/editor/EditorScreen'",
      "export { Brand } from '../../components/Brand'",
    )
    expect(await restrictedLines('src/engine/preview/probe.ts', source)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('lets the engine import its own modules and the pure packages it uses', async () => {
    const source = lines(
      "import { Liquid } from 'liquidjs'",
      "import JSZip from 'jszip'",
      "import { z } from 'zod'",
      "import { check } from '@shopify/theme-check-common'",
      "import { readThemeJson } from '../theme'",
      "import { stateOf } from './state'",
    )
    expect(await restrictedLines('src/engine/preview/probe.ts', source)).toEqual([])
  })

  it('applies to every file of src/engine', async () => {
    const files = readdirSync(join(root, 'src/engine'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      /\.tsx?$/.test(f),
    )
    expect(files.length).toBeGreaterThan(50)
    for (const file of files) {
      const config = (await eslint.calculateConfigForFile(join(root, 'src/engine', file))) as {
        rules: Record<string, [number, { patterns: { message: string }[] }]>
      }
      const patterns = config.rules['no-restricted-imports']?.[1].patterns ?? []
      expect(
        patterns.map((p) => p.message).filter((m) => m.startsWith('src/engine runs')),
        file,
      ).toHaveLength(2)
    }
  })

  it("refuses an import that climbs against the engine's folder order, at every depth", async () => {
    const source = lines(
      "import { a } from '../compose'",
      "import { b } from '../ai/plan'",
      "import { c } from '../model'",
    )
    expect(await restrictedLines('src/engine/preview/probe.ts', source)).toEqual([1, 2])
    expect(await restrictedLines('src/engine/model/probe.ts', source)).toEqual([1, 2])
    expect(await restrictedLines('src/engine/compose/probe.ts', source)).toEqual([2])
    const deep = lines(
      "import { a } from '../../ai'",
      "import { b } from '../../preview'",
      "import { c } from '../imagery'",
    )
    expect(await restrictedLines('src/engine/catalog/taxonomy/probe.ts', deep)).toEqual([1, 2])
    expect(await restrictedLines('src/engine/compose/understand/probe.ts', deep)).toEqual([1])
    expect(await restrictedLines('src/engine/ai/x/probe.ts', deep)).toEqual([])
  })

  it('sees a climb out of src/engine at every depth', async () => {
    expect(await restrictedLines('src/engine/probe.ts', lines("import { x } from '../lib/x'"))).toEqual([1])
    expect(await restrictedLines('src/engine/probe.ts', lines("import { x } from './theme'"))).toEqual([])
    const deep = 'src/engine/catalog/taxonomy/products/probe.ts'
    expect(await restrictedLines(deep, lines("import { x } from '../../../theme'"))).toEqual([])
    expect(await restrictedLines(deep, lines("import { x } from '../../../../lib/x'"))).toEqual([1])
  })

  it('keeps Node built-ins and Convex server code out of the browser app, and the layers in order', async () => {
    const feature = lines(
      "import { readdirSync, readFileSync } from 'node:fs'",
      "import { query } from '../../../convex/_generated/server'",
      "import { Route } from '../../routes/index'",
      "import { api } from '../../../convex/_generated/api'",
    )
    expect(await restrictedLines('src/features/editor/probe.ts', feature)).toEqual([1, 2, 3])
    const component = lines("import { EditorScreen } from '../features/editor/EditorScreen'")
    expect(await restrictedLines('src/components/Probe.tsx', component)).toEqual([1])
    expect(await restrictedLines('convex/probe.ts', lines("import { useState } from 'react'"))).toEqual([1])
  })
})

describe('tsconfig.engine.json', () => {
  const configPath = join(root, 'tsconfig.engine.json')
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile) as { config: unknown }
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath)

  it('type-checks all of src/engine without DOM or Node types, as part of npm run typecheck', () => {
    expect(parsed.errors).toEqual([])
    expect(parsed.options.lib).toEqual(['lib.es2023.d.ts'])
    expect(parsed.options.types).toEqual([])
    const engineFiles = parsed.fileNames.filter((f) => f.startsWith(join(root, 'src/engine/')))
    expect(engineFiles.length).toBe(parsed.fileNames.length)
    expect(engineFiles).toContain(join(root, 'src/engine/preview/index.ts'))
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts
    expect(scripts.typecheck).toContain('tsc -p tsconfig.engine.json')
  })

  it("refuses Node's and the DOM's globals in engine code, though liquidjs's and jszip's types reference Node's", () => {
    const probe = join(root, 'src/engine/probe.ts')
    const source = lines(
      "import JSZip from 'jszip'",
      "import { Liquid } from 'liquidjs'",
      'export const liquid = new Liquid()',
      'export const zip = new JSZip()',
      'export const bytes = new TextEncoder().encode(String(performance.now()))',
      'export const env = process.env',
      "export const buffer = Buffer.from('x')",
      'export const title = document.title',
    )
    const host = ts.createCompilerHost(parsed.options)
    const getSourceFile = host.getSourceFile.bind(host)
    host.getSourceFile = (fileName, language, ...rest) =>
      fileName === probe
        ? ts.createSourceFile(fileName, source, language)
        : getSourceFile(fileName, language, ...rest)
    const fileExists = host.fileExists.bind(host)
    host.fileExists = (fileName) => fileName === probe || fileExists(fileName)
    const globals = parsed.fileNames.filter((f) => f.endsWith('.d.ts'))
    const program = ts.createProgram([probe, ...globals], parsed.options, host)
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map(
        (d) =>
          `${d.file?.fileName === probe ? 'probe' : d.file?.fileName}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      )
    expect(errors).toEqual([
      expect.stringMatching(/^probe: Cannot find name 'process'/),
      expect.stringMatching(/^probe: Cannot find name 'Buffer'/),
      expect.stringMatching(/^probe: Cannot find name 'document'/),
    ])
  }, 30_000)
})
