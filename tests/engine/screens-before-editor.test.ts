// The screens a newcomer passes before the editor (the landing page, sign-up, step 2) load none of
// the engine's heavy floors with their own code: a dev server serves every module apart, and the
// sign-up form once waited 4-7 s for the composer (its taxonomy and language parser, some 150
// modules) because one helper was imported from it. The editor's code is loaded ahead of them on
// purpose (editor/preload.ts), by dynamic import, which this leaves aside.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(import.meta.dirname, '../..')

function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  )
}

/** The relative modules a file imports for their values (not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const found: string[] = []
  for (const statement of source.statements) {
    let specifier: ts.Expression | undefined
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)))
      if (!typeOnly) specifier = statement.moduleSpecifier
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      specifier = statement.moduleSpecifier
    }
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      const target = resolveRelative(file, specifier.text)
      if (target) found.push(target)
    }
  }
  return found
}

/** Every module the given files load with their own code, the files included. */
function staticGraph(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = entries.map((entry) => join(ROOT, entry))
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    queue.push(...staticImports(file))
  }
  return seen
}

const HEAVY = /^src\/engine\/(compose|catalog|preview|ai|refine|validate|archive)\//

describe('the screens before the editor', () => {
  for (const [screen, entries] of [
    ['the landing page', ['src/routes/index.tsx']],
    ['sign-up', ['src/routes/auth.tsx', 'src/features/auth/AuthScreen.tsx']],
    ['step 2', ['src/routes/_signed-in/shopify-connect.tsx', 'src/features/connect/ConnectShopify.tsx']],
  ] as const) {
    it(`${screen} loads none of the engine's heavy floors with its own code`, () => {
      const graph = staticGraph([...entries])
      const heavy = [...graph].map((file) => relative(ROOT, file)).filter((file) => HEAVY.test(file))
      expect(graph.size).toBeGreaterThan(entries.length)
      expect(heavy).toEqual([])
    })
  }
})
