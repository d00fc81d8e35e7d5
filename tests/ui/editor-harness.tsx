// The editor's UI tests share this: a small fake of convex/react whose query results each test
// sets (and can change, as a live query would), the toasts, a plain Link, and the starter theme
// served by hash. A test file mocks with it (vi.mock is hoisted above its imports):
//   vi.mock('convex/react', async () => (await import('./editor-harness')).convexReactMock)
//   vi.mock('../../src/lib/toast', async () => (await import('./editor-harness')).toasts)
//   vi.mock('@tanstack/react-router', async (importOriginal) => ({
//     ...(await importOriginal<object>()), Link: (await import('./editor-harness')).FakeLink }))
// It imports nothing of the editor itself, so the mocks it serves are in place before the editor
// loads.
import { vi } from 'vitest'
import { render } from '@testing-library/react'
import { Theme } from '@radix-ui/themes'
import { useSyncExternalStore, type ReactNode } from 'react'
import { getFunctionName, type FunctionReference } from 'convex/server'
import { starterTheme } from '../../src/engine/compose'

type Handler = (args: Record<string, unknown>) => unknown

const listeners = new Set<() => void>()
let version = 0

/** Queries answer from `results` (an Error is thrown); mutations, actions and client queries call `handlers`. */
export const backend = {
  results: new Map<string, unknown>(),
  calls: [] as { name: string; args: Record<string, unknown> }[],
  handlers: new Map<string, Handler>(),
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  version: () => version,
  set(name: string, value: unknown) {
    backend.results.set(name, value)
    version++
    for (const listener of [...listeners]) listener()
  },
}

function call(name: string) {
  return async (args: Record<string, unknown> = {}) => {
    backend.calls.push({ name, args })
    const handler = backend.handlers.get(name)
    return handler ? await handler(args) : null
  }
}

/** What the editor asks of the client itself: contents by hash, and a job watched to its end. */
const fakeClient = {
  async query(ref: FunctionReference<'query'>, args: Record<string, unknown>) {
    return await call(getFunctionName(ref))(args)
  },
  watchQuery(ref: FunctionReference<'query'>) {
    const name = getFunctionName(ref)
    return {
      onUpdate: (callback: () => void) => backend.subscribe(callback),
      localQueryResult: () => {
        const value = backend.results.get(name)
        if (value instanceof Error) throw value
        return value
      },
    }
  },
}

export const convexReactMock = {
  useQueries(queries: Record<string, { query: FunctionReference<'query'>; args: Record<string, unknown> }>) {
    useSyncExternalStore(backend.subscribe, backend.version)
    const out: Record<string, unknown> = {}
    for (const [key, { query }] of Object.entries(queries))
      out[key] = backend.results.get(getFunctionName(query))
    return out
  },
  useMutation: (ref: FunctionReference<'mutation'>) => call(getFunctionName(ref)),
  useAction: (ref: FunctionReference<'action'>) => call(getFunctionName(ref)),
  usePaginatedQuery(query: FunctionReference<'query'>) {
    useSyncExternalStore(backend.subscribe, backend.version)
    const results = backend.results.get(getFunctionName(query))
    return { results: Array.isArray(results) ? results : [], status: 'Exhausted', loadMore: () => undefined }
  },
  useConvex: () => fakeClient,
}

export const toasts = { toastError: vi.fn(), toastSuccess: vi.fn(), toastWarning: vi.fn() }

export function FakeLink({ children, to, ...rest }: { children: ReactNode; to: string }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  )
}

// ---- the starter theme, served by hash ----

export const starter = starterTheme()
/** The server's manifest names contents by hash; the fake serves them from the starter's files. */
export const manifest = Object.keys(starter.files)
  .sort()
  .map((path) => ({ path, hash: `hash:${path}`, size: starter.files[path]!.length }))

export function serveContents() {
  backend.handlers.set('themes:contents', (args) =>
    (args.hashes as string[]).map((hash) => ({ hash, text: starter.files[hash.slice('hash:'.length)]! })),
  )
}

export function callsTo(name: string) {
  return backend.calls.filter((c) => c.name === name).map((c) => c.args)
}

/**
 * A signed-in merchant with 5 credits, no versions, no job, the starter's contents served, and
 * local storage empty: what every editor test starts from.
 */
export function resetBackend() {
  backend.results.clear()
  backend.calls.length = 0
  backend.handlers.clear()
  toasts.toastError.mockClear()
  toasts.toastSuccess.mockClear()
  toasts.toastWarning.mockClear()
  localStorage.clear()
  backend.set('users:me', { userId: 'u1', email: 'a@b.c', createdAt: 0, credits: 5, lowCredits: false })
  backend.set('themes:versions', [])
  backend.set('themes:lineage', [])
  backend.set('generation:running', null)
  serveContents()
}

/** Renders the editor (or anything) inside Radix's theme, as the app does. */
export function renderInTheme(ui: ReactNode) {
  return render(<Theme>{ui}</Theme>)
}
