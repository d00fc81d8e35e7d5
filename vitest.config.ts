import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'

const ENGINE_FOLDERS = ['tests/engine', 'tests/cli', 'tests/local']
const ENGINE_TESTS = ENGINE_FOLDERS.map((folder) => `${folder}/**/*.test.ts`)

/**
 * The engine's test files that change what the files after them would see (a global stubbed,
 * fake timers, the process's environment): they run isolated, each in a fresh module graph. The
 * others share their worker's modules (isolate: false), so Theme Check, the composer and the
 * taxonomy are imported once a worker rather than once a file (on a loaded 2-core machine, the
 * project took 7.8 min isolated, 4.4 min so).
 */
const SHARED_STATE = /vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\b|process\.env\.\w+\s*=[^=]/
const ENGINE_ISOLATED = ENGINE_FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => join(folder, name))
    .filter((file) => SHARED_STATE.test(readFileSync(file, 'utf8'))),
)

// One project per environment: the engine and CLI in Node, the Convex functions in the
// edge runtime (as Convex runs them), the React UI in jsdom.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker; the main process mostly waits on them.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'engine',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ENGINE_TESTS,
          exclude: ENGINE_ISOLATED,
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'engine-isolated',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ENGINE_ISOLATED,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          // The deploy gate on small projects bundled by Convex's own CLI.
          name: 'deploy',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'convex',
          sequence: { groupOrder: 0 },
          environment: 'edge-runtime',
          include: ['tests/convex/**/*.test.ts'],
          testTimeout: 60_000,
          server: { deps: { inline: ['convex-test'] } },
        },
      },
      {
        test: {
          // tests/security: one test per attack, made through the public surface. The Convex
          // functions' attacks (*.convex.test.ts) run in the edge runtime as tests/convex does.
          name: 'security',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['tests/security/**/*.test.ts'],
          exclude: ['tests/security/**/*.convex.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'security-convex',
          sequence: { groupOrder: 0 },
          environment: 'edge-runtime',
          include: ['tests/security/**/*.convex.test.ts'],
          testTimeout: 60_000,
          server: { deps: { inline: ['convex-test'] } },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          // The browser walks run after the other projects, so neither starves the other of
          // the machine's cores (slow walks and timed-out jsdom tests otherwise).
          sequence: { groupOrder: 1 },
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: ['tests/e2e/setup.ts'],
          // Finds or installs the browser once per run (CHROME_PATH, system, Playwright, apt).
          globalSetup: ['tests/e2e/support/browser-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits on a real browser: 1 s by default, 10 s here.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'ui',
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          // jsdom renders whole screens on a shared 2-core machine next to the browser walks:
          // a test's time is not what it checks.
          testTimeout: 30_000,
        },
      },
    ],
  },
})
