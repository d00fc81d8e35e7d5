// npm run bench (third part): the JavaScript a first visit to the landing page downloads — the
// entry chunk, the landing route's code-split chunk and everything they import statically — from
// a production build. Budget: under 200 KB gzipped.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BUDGET_KB = 200

interface ManifestEntry {
  file: string
  imports?: string[]
}

async function main() {
  const outDir = await mkdtemp(join(tmpdir(), 'vitrine-bundle-'))
  try {
    await build({
      root: ROOT,
      mode: 'local-backend',
      logLevel: 'silent',
      build: { outDir, manifest: true, emptyOutDir: true },
    })
    const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      ManifestEntry
    >
    const initial = new Set<string>()
    const visit = (key: string) => {
      if (initial.has(key) || !manifest[key]) return
      initial.add(key)
      for (const next of manifest[key].imports ?? []) visit(next)
    }
    visit('index.html')
    for (const key of Object.keys(manifest)) if (key.startsWith('src/routes/index.tsx')) visit(key)
    let raw = 0
    let gzip = 0
    for (const key of initial) {
      const file = manifest[key]!.file
      if (!file.endsWith('.js')) continue
      const bytes = await readFile(join(outDir, file))
      raw += bytes.length
      gzip += gzipSync(bytes).length
    }
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
    console.log(`\nLanding page initial JavaScript (production build, ${initial.size} chunks)`)
    console.log(`  ${kb(raw)} raw, ${kb(gzip)} gzipped (budget < ${BUDGET_KB} KB gzipped)`)
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

await main()
