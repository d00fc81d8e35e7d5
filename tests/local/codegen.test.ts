// convex/_generated is committed (the Convex CLI cannot reach a deployment here): it must name
// every module of convex/, or a new module's functions are missing from `api` and `internal`.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const CONVEX = join(import.meta.dirname, '../../convex')

function modules(): string[] {
  return readdirSync(CONVEX, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && !file.startsWith('_generated'))
    .filter((file) => !['schema.ts', 'auth.config.ts'].includes(file))
    .map((file) => relative(CONVEX, join(CONVEX, file)).replace(/\\/g, '/').replace(/\.ts$/, ''))
    .sort()
}

describe('convex/_generated/api.d.ts', () => {
  it('names every module of convex/ (run `npm run codegen` and commit when this fails)', () => {
    const api = readFileSync(join(CONVEX, '_generated/api.d.ts'), 'utf8')
    const named = [...api.matchAll(/^\s+"?([\w/-]+)"?: typeof /gm)].map((match) => match[1]).sort()
    expect(named).toEqual(modules())
  })
})
