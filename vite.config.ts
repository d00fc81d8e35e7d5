import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { decideMode } from './src/local-backend/mode.ts'
import { localBackend } from './src/local-backend/vite-plugin.ts'
import { servedFiles } from './src/local-backend/served-files.ts'

export default defineConfig(({ command, mode }) => {
  // The .env files (.env.local included) with the shell's environment over them: the same values
  // the browser bundle gets, so the dev server and the app never disagree about the mode.
  const env = loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), '')
  const backend = decideMode({ command, mode, env })
  if (backend.kind === 'error') throw new Error(`[vitrine] ${backend.message}`)
  const local = backend.kind === 'local'
  const root = fileURLToPath(new URL('.', import.meta.url))
  const dataDir = resolve(root, env.VITRINE_DATA_DIR || '.vitrine/local')
  // `npm run dev` serves the app as a bundle (Vite's full-bundle mode), built whole while the
  // server starts, not module by module on demand: the app's own code is some 460 modules, and a dev
  // server that answers each on the same thread as the local backend kept a newcomer waiting
  // 2-5 s for the editor's code after "Continue to your design" (issue 26). Lazily built parts
  // are no better: each is built when first asked for, 1.5-4.5 s apiece. VITRINE_DEV_MODULES=1
  // serves modules one by one again.
  const bundled = command === 'serve' && env.VITRINE_DEV_MODULES !== '1'
  return {
    // The router plugin must run before react() so the generated route tree is in place.
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true }),
      react(),
      tailwindcss(),
      // Only the app is served: never the checkout's other files, nor the local data.
      servedFiles({ dataDir }),
      ...(local ? [localBackend({ dataDir, reset: env.VITRINE_RESET === '1' })] : []),
    ],
    // Local mode chosen with --mode local-backend: a VITE_CONVEX_URL in .env.local must not reach the app.
    define: local ? { 'import.meta.env.VITE_CONVEX_URL': '""' } : {},
    server: {
      port: 5173,
      // Served module by module (VITRINE_DEV_MODULES=1): the first merchant on a fresh server
      // opens the landing page, then the editor: both are transformed while the server starts,
      // not while they wait.
      warmup: {
        clientFiles: ['./src/main.tsx', './src/routes/**/*.tsx', './src/features/editor/*.{ts,tsx}'],
      },
    },
    // The editor's render worker (features/editor/render-worker.ts) is a module, as in dev.
    worker: { format: 'es' },
    experimental: { bundledDev: bundled },
    ...(bundled ? { build: { rolldownOptions: { experimental: { devMode: { lazy: false } } } } } : {}),
    // The dependency optimiser's cache belongs to this checkout, not to node_modules, which a
    // second checkout (a git worktree) may share: two dev servers would invalidate each other.
    cacheDir: '.vitrine/vite',
    // Loaded lazily by the editor (Theme Check, ZIP export): bundled up front, so their first use
    // in dev does not make Vite re-optimise and reload the page mid-session.
    optimizeDeps: {
      // Every module of the app, not only what index.html reaches: the router splits each route's
      // component into a module of its own, which the first scan does not follow. A dependency
      // found only when a merchant opens the editor makes Vite optimise again and reload the page
      // under them (40 s and a lost design request on a fresh server, issue 26).
      entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/cli/**', '!src/local-backend/**'],
      include: [
        '@shopify/liquid-html-parser',
        '@shopify/theme-check-common',
        '@shopify/theme-check-common/dist/disabled-checks',
        '@shopify/theme-check-common/dist/utils/position',
        '@shopify/theme-check-common/dist/visitors',
        '@shopify/theme-graph',
        'jszip',
      ],
    },
  }
})
