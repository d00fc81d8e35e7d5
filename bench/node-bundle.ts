// A benchmark file bundled with esbuild as Convex bundles a "use node" module, so that a case runs
// in a fresh Node process without a TypeScript loader in its measure (memory and hostile benches).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Bundles `entry` (a file URL) into node_modules/.cache/vitrine-bench/<name>.mjs; its path. */
export async function bundleForNode(entry: string, name: string): Promise<string> {
  const { build } = await import('esbuild')
  // Beside node_modules, so the external package resolves as it does on Convex's server.
  const dir = fileURLToPath(new URL('../node_modules/.cache/vitrine-bench/', import.meta.url))
  mkdirSync(dir, { recursive: true })
  const outfile = join(dir, `${name}.mjs`)
  await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    logLevel: 'error',
    // As convex.json's externalPackages: installed on the server, not bundled (its UMD parts).
    external: ['@shopify/theme-check-common'],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  })
  return outfile
}
