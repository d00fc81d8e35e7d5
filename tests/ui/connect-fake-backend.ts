// A stand-in for convex/react in jsdom: queries answer from a map, mutations and actions call test
// functions, and the auth state is settable. Test files mock convex/react with convexReactMock.
import { getFunctionName, type FunctionReference } from 'convex/server'
import { vi } from 'vitest'

type Handler = (args: Record<string, unknown>) => unknown

export const fakeBackend = {
  queries: new Map<string, unknown>(),
  queryByArgs: new Map<string, (args: Record<string, unknown>) => unknown>(),
  mutations: new Map<string, Handler>(),
  calls: [] as { name: string; args: Record<string, unknown> }[],
  /** Queries watched through the client (useConvex().watchQuery), by name: how many watchers. */
  watching: new Map<string, number>(),
  auth: { isAuthenticated: true, isLoading: false },
  reset() {
    this.queries.clear()
    this.queryByArgs.clear()
    this.mutations.clear()
    this.calls.length = 0
    this.watching.clear()
    this.auth = { isAuthenticated: true, isLoading: false }
  },
  callsTo(name: string) {
    return this.calls.filter((call) => call.name === name).map((call) => call.args)
  },
}

const stableMutations = new Map<string, (args?: Record<string, unknown>) => Promise<unknown>>()

export const convexReactMock = {
  useQuery(ref: FunctionReference<'query'>, args?: Record<string, unknown> | 'skip') {
    if (args === 'skip') return undefined
    const name = getFunctionName(ref)
    const byArgs = fakeBackend.queryByArgs.get(name)
    return byArgs ? byArgs(args ?? {}) : fakeBackend.queries.get(name)
  },
  /** useQueries (what useLiveQuery calls) over the same map: a query without an answer loads. */
  useQueries(queries: Record<string, { query: FunctionReference<'query'>; args: Record<string, unknown> }>) {
    return Object.fromEntries(
      Object.entries(queries).map(([key, { query, args }]) => [key, convexReactMock.useQuery(query, args)]),
    )
  },
  useMutation(ref: FunctionReference<'mutation'>) {
    const name = getFunctionName(ref)
    let mutation = stableMutations.get(name)
    if (!mutation) {
      mutation = vi.fn(async (args: Record<string, unknown> = {}) => {
        fakeBackend.calls.push({ name, args })
        const handler = fakeBackend.mutations.get(name)
        if (!handler) throw new Error(`No fake for mutation ${name}`)
        return await handler(args)
      })
      stableMutations.set(name, mutation)
    }
    return mutation
  },
  /** Actions answer from the same map as mutations, by function name. */
  useAction(ref: FunctionReference<'action'>) {
    return convexReactMock.useMutation(ref as unknown as FunctionReference<'mutation'>)
  },
  useConvexAuth() {
    return fakeBackend.auth
  },
  useConvex() {
    return fakeClient
  },
}

/** The client's watchQuery, over the same map: it counts who watches, until they stop. */
const fakeClient = {
  watchQuery(ref: FunctionReference<'query'>) {
    const name = getFunctionName(ref)
    return {
      onUpdate() {
        fakeBackend.watching.set(name, (fakeBackend.watching.get(name) ?? 0) + 1)
        return () => fakeBackend.watching.set(name, (fakeBackend.watching.get(name) ?? 1) - 1)
      },
      localQueryResult: () => fakeBackend.queries.get(name),
    }
  },
}
