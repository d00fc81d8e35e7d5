// Which backend the app is built or served for, decided once in vite.config.ts from the same
// variables the browser bundle sees (the shell's environment and the .env files, .env.local
// included). Pure, so the rule is tested on its own (tests/local/mode.test.ts).
//
// The rule:
// - `--mode local-backend` (`npm run build:local`): local mode, whatever is configured.
// - VITE_CONVEX_URL set: cloud mode; it must be an http(s) address and Clerk's publishable key
//   must be set beside it, or the app could not sign anyone in.
// - Nothing set: `npm run dev` runs in local mode; `npm run build` refuses, because a bundle
//   without a deployment would call a local backend that only the dev server serves.

/** Not 'local': Vite refuses that name (it would clash with the .local suffix of .env files). */
export const LOCAL_BUILD_MODE = 'local-backend'

export type BackendMode =
  { kind: 'local' } | { kind: 'cloud'; convexUrl: string } | { kind: 'error'; message: string }

export interface ModeInput {
  /** Vite's command: 'serve' for the dev server and preview, 'build' for a bundle. */
  command: 'serve' | 'build'
  /** Vite's mode (--mode); 'local-backend' asks for local mode explicitly. */
  mode: string
  /** loadEnv(mode, root, ''): the .env files with the shell's environment over them. */
  env: Record<string, string | undefined>
}

export function decideMode({ command, mode, env }: ModeInput): BackendMode {
  if (mode === LOCAL_BUILD_MODE) return { kind: 'local' }
  const convexUrl = env.VITE_CONVEX_URL?.trim()
  if (!convexUrl) {
    if (command === 'serve') return { kind: 'local' }
    return {
      kind: 'error',
      message:
        'A production build needs a Convex deployment: set VITE_CONVEX_URL (the https://<deployment>.convex.cloud ' +
        'address `npx convex deploy` prints) and VITE_CLERK_PUBLISHABLE_KEY, in the environment or in ' +
        '.env.production.local. To bundle local mode instead, run `npm run build:local`.',
    }
  }
  if (!/^https?:\/\/[^/\s]+/.test(convexUrl)) {
    return {
      kind: 'error',
      message: `VITE_CONVEX_URL must be the address of a Convex deployment (https://<deployment>.convex.cloud), not "${convexUrl}".`,
    }
  }
  if (!env.VITE_CLERK_PUBLISHABLE_KEY?.trim()) {
    return {
      kind: 'error',
      message:
        "Cloud mode needs VITE_CLERK_PUBLISHABLE_KEY (pk_test_… or pk_live_…, from Clerk's API keys page) as well " +
        'as VITE_CONVEX_URL. Set it, or remove VITE_CONVEX_URL to run in local mode.',
    }
  }
  return { kind: 'cloud', convexUrl }
}
