import { defineConfig } from 'vitest/config'

// One project per environment: the engine and CLI in Node, the Convex functions in the
// edge runtime (as Convex runs them), the React UI in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['tests/engine/**/*.test.ts', 'tests/cli/**/*.test.ts', 'tests/local/**/*.test.ts'],
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
