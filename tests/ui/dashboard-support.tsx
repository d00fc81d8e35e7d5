// Test support for the dashboard screens: a fake of the client convex/react talks to, so the
// real hooks (useQuery, useMutation, useConvexAuth) run against data each test controls.
import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { Theme } from '@radix-ui/themes'
import { ConvexProviderWithAuth } from 'convex/react'
import { getFunctionName, type FunctionReference } from 'convex/server'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useLocation,
} from '@tanstack/react-router'
import { SessionContext, type Session } from '../../src/lib/session'
import type { Store } from '../../src/features/dashboard/StoreCard'
import type { PageSummary } from '../../src/features/projects/PageCard'
import type { InvitationView } from '../../src/features/collaborators/InviteScreen'

type QueryValue = unknown | Error | ((args: Record<string, unknown>) => unknown)
type Handler = (args: Record<string, unknown>) => unknown

export class FakeConvexClient {
  private readonly results = new Map<string, QueryValue>()
  private readonly listeners = new Set<() => void>()
  private readonly handlers = new Map<string, Handler>()
  readonly calls: Array<{ kind: 'mutation' | 'action'; name: string; args: Record<string, unknown> }> = []

  /** Sets what a query returns (an Error makes it fail; undefined keeps it loading). */
  setQuery(name: string, value: QueryValue): void {
    this.results.set(name, value)
    for (const listener of [...this.listeners]) listener()
  }

  /** What a mutation or action does when called; by default it resolves to null. */
  onCall(name: string, handler: Handler): void {
    this.handlers.set(name, handler)
  }

  callsTo(name: string) {
    return this.calls.filter((call) => call.name === name).map((call) => call.args)
  }

  watchQuery(query: FunctionReference<'query'>, args: Record<string, unknown> = {}) {
    const name = getFunctionName(query)
    return {
      onUpdate: (callback: () => void) => {
        this.listeners.add(callback)
        return () => this.listeners.delete(callback)
      },
      localQueryResult: () => {
        const value = this.results.get(name)
        if (value instanceof Error) throw value
        return typeof value === 'function' ? (value as Handler)(args) : value
      },
      journal: () => undefined,
    }
  }

  /** A one-off read (ConvexReactClient.query): what the query returns now. */
  async query(ref: FunctionReference<'query'>, args: Record<string, unknown> = {}) {
    return this.watchQuery(ref, args).localQueryResult()
  }

  async mutation(ref: FunctionReference<'mutation'>, args: Record<string, unknown> = {}) {
    return this.run('mutation', getFunctionName(ref), args)
  }

  async action(ref: FunctionReference<'action'>, args: Record<string, unknown> = {}) {
    return this.run('action', getFunctionName(ref), args)
  }

  setAuth(_fetchToken: unknown, onChange?: (authenticated: boolean) => void) {
    queueMicrotask(() => onChange?.(true))
  }

  clearAuth() {}

  connectionState() {
    return { hasInflightRequests: false, isWebSocketConnected: true }
  }

  private async run(kind: 'mutation' | 'action', name: string, args: Record<string, unknown>) {
    this.calls.push({ kind, name, args })
    const handler = this.handlers.get(name)
    return handler ? await handler(args) : null
  }
}

export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    mode: 'local',
    status: 'signed-in',
    user: { email: 'maya@example.com' },
    signUp: async () => ({ status: 'signed-in' }),
    signIn: async () => undefined,
    signOut: async () => undefined,
    ...overrides,
  }
}

// One object: ConvexProviderWithAuth sets the auth again whenever fetchAccessToken changes.
const SIGNED_IN = { isLoading: false, isAuthenticated: true, fetchAccessToken: async () => 'token' }
const useFakeAuth = () => SIGNED_IN

/**
 * Renders `ui` at `path` inside a router (so links work), the session and the fake Convex
 * client. Other paths render "Elsewhere: {path}" so a test can see where a link went.
 */
export function renderScreen(
  ui: ReactNode,
  { client = new FakeConvexClient(), session = fakeSession(), path = '/screen' } = {},
) {
  const rootRoute = createRootRoute({ component: Outlet })
  const screen = createRoute({ getParentRoute: () => rootRoute, path, component: () => <>{ui}</> })
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: function Elsewhere() {
      return <p>Elsewhere: {useLocation().pathname}</p>
    },
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([screen, elsewhere]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const result = render(
    <Theme>
      <SessionContext.Provider value={session}>
        <ConvexProviderWithAuth client={client as never} useAuth={useFakeAuth}>
          <RouterProvider router={router} />
        </ConvexProviderWithAuth>
      </SessionContext.Provider>
    </Theme>,
  )
  return { ...result, client, router }
}

/** A store of mine as projects.list answers it: active, connected, not shared. */
export function storeFixture(overrides: Partial<Store> = {}): Store {
  return {
    _id: 'p1' as Store['_id'],
    _creationTime: 0,
    userId: 'u1' as Store['userId'],
    shopDomain: 'stride.myshopify.com',
    storeName: 'Stride Footwear',
    status: 'active',
    updatedAt: Date.now() - 60_000,
    connected: true,
    pageCount: 2,
    role: 'owner',
    shared: false,
    ownerName: null,
    memberCount: 0,
    ...overrides,
  }
}

/** A draft homepage of store p1, as pages.list answers it. */
export function pageFixture(overrides: Partial<PageSummary> = {}): PageSummary {
  return {
    _id: 'g1' as PageSummary['_id'],
    _creationTime: 0,
    projectId: 'p1' as PageSummary['projectId'],
    userId: 'u1' as PageSummary['userId'],
    title: 'Summer Homepage',
    pageType: 'homepage',
    userPrompt: 'A bold summer homepage for a running shoe brand',
    status: 'draft',
    updatedAt: Date.now() - 60 * 60 * 1000,
    hasGeneratedHtml: false,
    ...overrides,
  }
}

/** An open invitation from Sam Lee to maya@example.com, six days from expiring, as members.invitation answers it. */
export function invitationFixture(overrides: Partial<InvitationView> = {}): InvitationView {
  return {
    inviteId: 'i1' as InvitationView['inviteId'],
    projectId: 'p9' as InvitationView['projectId'],
    storeName: 'Northwind Tea',
    role: 'editor',
    invitedBy: 'Sam Lee',
    email: 'maya@example.com',
    expiresAt: Date.now() + 6 * 24 * 60 * 60 * 1000,
    status: 'open',
    ...overrides,
  }
}
