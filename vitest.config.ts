import { defineConfig } from 'vitest/config'

// One project per environment: the engine and CLI in Node, the Convex functions in the
// edge runtime (as Convex runs them), the React UI in jsdom.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'engine',
          environment: 'node',
          include: ['tests/engine/**/*.test.ts', 'tests/cli/**/*.test.ts', 'tests/local/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'convex',
          environment: 'edge-runtime',
          include: ['tests/convex/**/*.test.ts'],
          testTimeout: 60_000,
          server: { deps: { inline: ['convex-test'] } },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
        },
      },
    ],
  },
})
