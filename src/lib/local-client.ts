// The client local mode hands to ConvexProvider: the same surface convex/react uses on
// ConvexReactClient (watchQuery, mutation, action, setAuth, clearAuth), spoken over HTTP to the
// local backend. Watched queries are live: after every write anywhere (a server-sent "change"
// event) they are fetched again and listeners hear about those whose result changed.
import { getFunctionName, type FunctionReference } from 'convex/server'
import { ConvexError, convexToJson, jsonToConvex, type Value } from 'convex/values'
import { LOCAL_API, localWriteHeaders } from '../local-backend/protocol'

type AuthTokenFetcher = (args: { forceRefreshToken: boolean }) => Promise<string | null | undefined>

interface WatchedQuery {
  name: string
  args: Record<string, Value>
  /** JSON of the last result, to tell whether a refetch changed anything. */
  json?: string
  value?: unknown
  error?: Error
  listeners: Set<() => void>
}

type CallResponse = { ok: true; value: unknown } | { ok: false; error: { message: string; data?: unknown } }

export class LocalConvexClient {
  private readonly queries = new Map<string, WatchedQuery>()
  private token: string | null = null
  private fetchToken: AuthTokenFetcher | null = null
  private events: EventSource | null = null
  private refetching: Promise<void> | null = null
  private refetchAgain = false
  private closed = false

  constructor(private readonly baseUrl = LOCAL_API) {
    if (typeof EventSource !== 'undefined') {
      this.events = new EventSource(`${baseUrl}/events`)
      this.events.addEventListener('change', () => void this.refetchAll())
    }
  }

  setAuth(fetchToken: AuthTokenFetcher, onChange?: (isAuthenticated: boolean) => void): void {
    this.fetchToken = fetchToken
    void this.loadToken(false).then((token) => {
      onChange?.(token !== null)
      return this.refetchAll()
    })
  }

  clearAuth(): void {
    this.fetchToken = null
    this.token = null
    void this.refetchAll()
  }

  watchQuery(query: FunctionReference<'query'>, args?: Record<string, Value>, _options?: unknown) {
    const name = getFunctionName(query)
    const key = queryKey(name, args ?? {})
    return {
      onUpdate: (callback: () => void) => {
        let entry = this.queries.get(key)
        if (entry === undefined) {
          entry = { name, args: args ?? {}, listeners: new Set() }
          this.queries.set(key, entry)
          void this.refetch(entry)
        }
        entry.listeners.add(callback)
        return () => {
          const current = this.queries.get(key)
          if (current === undefined) return
          current.listeners.delete(callback)
          if (current.listeners.size === 0) this.queries.delete(key)
        }
      },
      localQueryResult: () => {
        const entry = this.queries.get(key)
        if (entry?.error) throw entry.error
        return entry?.value
      },
      journal: () => undefined,
    }
  }

  /** One-off query, outside any subscription. */
  async query<Q extends FunctionReference<'query'>>(
    query: Q,
    args?: Record<string, Value>,
  ): Promise<Q['_returnType']> {
    return (await this.call('query', getFunctionName(query), args ?? {})) as Q['_returnType']
  }

  async mutation<M extends FunctionReference<'mutation'>>(
    mutation: M,
    args?: Record<string, Value>,
    _options?: unknown,
  ): Promise<M['_returnType']> {
    const value = await this.call('mutation', getFunctionName(mutation), args ?? {})
    // Like Convex, resolve only once the watched queries reflect the write.
    await this.refetchAll()
    return value as M['_returnType']
  }

  async action<A extends FunctionReference<'action'>>(
    action: A,
    args?: Record<string, Value>,
  ): Promise<A['_returnType']> {
    const value = await this.call('action', getFunctionName(action), args ?? {})
    await this.refetchAll()
    return value as A['_returnType']
  }

  connectionState() {
    return { hasInflightRequests: this.refetching !== null, isWebSocketConnected: this.events !== null }
  }

  async close(): Promise<void> {
    this.closed = true
    this.events?.close()
    this.queries.clear()
  }

  private async loadToken(forceRefreshToken: boolean): Promise<string | null> {
    this.token = (await this.fetchToken?.({ forceRefreshToken })) ?? null
    return this.token
  }

  private async call(kind: 'query' | 'mutation' | 'action', name: string, args: Record<string, Value>) {
    const response = await fetch(`${this.baseUrl}/call`, {
      method: 'POST',
      headers: localWriteHeaders(this.token),
      body: JSON.stringify({ kind, name, args: convexToJson(args) }),
    })
    if (!response.ok && response.status !== 200) {
      throw new Error(`Local backend answered ${response.status} for ${name}`)
    }
    const result = (await response.json()) as CallResponse
    if (result.ok) return jsonToConvex(result.value as never)
    if (result.error.data !== undefined) throw new ConvexError(jsonToConvex(result.error.data as never))
    throw new Error(result.error.message)
  }

  private async refetch(entry: WatchedQuery): Promise<void> {
    let json: string
    let value: unknown
    let error: Error | undefined
    try {
      value = await this.call('query', entry.name, entry.args)
      json = JSON.stringify(convexToJson(value as Value))
    } catch (caught) {
      error = caught instanceof Error ? caught : new Error(String(caught))
      json = `error:${error.message}`
    }
    if (this.closed || json === entry.json) return
    entry.json = json
    entry.value = value
    entry.error = error
    for (const listener of entry.listeners) listener()
  }

  /** Refetches every watched query; overlapping calls coalesce into one more round. */
  private async refetchAll(): Promise<void> {
    if (this.refetching !== null) {
      this.refetchAgain = true
      return this.refetching
    }
    this.refetching = (async () => {
      do {
        this.refetchAgain = false
        await Promise.all([...this.queries.values()].map((entry) => this.refetch(entry)))
      } while (this.refetchAgain)
    })()
    try {
      await this.refetching
    } finally {
      this.refetching = null
    }
  }
}

function queryKey(name: string, args: Record<string, Value>): string {
  return `${name}:${JSON.stringify(convexToJson(args))}`
}
