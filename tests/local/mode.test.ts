import { describe, expect, it } from 'vitest'
import { decideMode } from '../../src/local-backend/mode'

const CLOUD = {
  VITE_CONVEX_URL: 'https://happy-otter-123.convex.cloud',
  VITE_CLERK_PUBLISHABLE_KEY: 'pk_test_abc',
}

describe('decideMode', () => {
  it('serves local mode when nothing is configured', () => {
    expect(decideMode({ command: 'serve', mode: 'development', env: {} })).toEqual({ kind: 'local' })
    expect(decideMode({ command: 'serve', mode: 'development', env: { VITE_CONVEX_URL: '  ' } })).toEqual({
      kind: 'local',
    })
  })

  it('serves cloud mode when VITE_CONVEX_URL is set (from .env.local as much as from the shell)', () => {
    expect(decideMode({ command: 'serve', mode: 'development', env: CLOUD })).toEqual({
      kind: 'cloud',
      convexUrl: CLOUD.VITE_CONVEX_URL,
    })
  })

  it('builds for the deployment that is configured', () => {
    expect(decideMode({ command: 'build', mode: 'production', env: CLOUD })).toEqual({
      kind: 'cloud',
      convexUrl: CLOUD.VITE_CONVEX_URL,
    })
  })

  it('refuses a production build without a deployment, and says what to set', () => {
    const decision = decideMode({ command: 'build', mode: 'production', env: {} })
    expect(decision.kind).toBe('error')
    const message = decision.kind === 'error' ? decision.message : ''
    expect(message).toContain('VITE_CONVEX_URL')
    expect(message).toContain('VITE_CLERK_PUBLISHABLE_KEY')
    expect(message).toContain('npm run build:local')
  })

  it('--mode local-backend is local mode, for the dev server and the build, whatever is configured', () => {
    expect(decideMode({ command: 'build', mode: 'local-backend', env: {} })).toEqual({ kind: 'local' })
    expect(decideMode({ command: 'build', mode: 'local-backend', env: CLOUD })).toEqual({ kind: 'local' })
    expect(decideMode({ command: 'serve', mode: 'local-backend', env: CLOUD })).toEqual({ kind: 'local' })
  })

  it('refuses cloud mode without Clerk, in the dev server and the build', () => {
    for (const command of ['serve', 'build'] as const) {
      const decision = decideMode({
        command,
        mode: 'production',
        env: { VITE_CONVEX_URL: CLOUD.VITE_CONVEX_URL },
      })
      expect(decision).toMatchObject({
        kind: 'error',
        message: expect.stringContaining('VITE_CLERK_PUBLISHABLE_KEY'),
      })
    }
  })

  it('refuses a VITE_CONVEX_URL that is not an address', () => {
    const decision = decideMode({
      command: 'build',
      mode: 'production',
      env: { ...CLOUD, VITE_CONVEX_URL: 'happy-otter-123' },
    })
    expect(decision).toMatchObject({ kind: 'error', message: expect.stringContaining('convex.cloud') })
  })
})
