// Local mode keeps its data in convex-test's in-memory database. convex-test has no API to save
// or load that database, so this module — and only this one — reaches into its internals: the
// root DatabaseFake behind a convexTest() instance. convex-test is pinned in package.json and
// tests/local/state.test.ts fails loudly if these internals move.
import { AsyncLocalStorage } from 'node:async_hooks'
import { convexToJson, jsonToConvex, type Value } from 'convex/values'

export const STATE_FORMAT = 1

interface DatabaseFakeInternals {
  _documents: Record<string, Record<string, Value>>
  _nextDocId: number
  _lastCreationTime: number
  _writes: unknown[]
  commit: (...args: unknown[]) => void
}

interface ConvexGlobalInternals {
  components: Record<string, { db: DatabaseFakeInternals }>
  transactionManager: unknown
}

export interface DatabaseState {
  format: number
  nextDocId: number
  lastCreationTime: number
  /** document id -> document in Convex's JSON encoding */
  documents: Record<string, unknown>
}

function isConvexGlobal(store: unknown): store is ConvexGlobalInternals {
  return typeof store === 'object' && store !== null && 'components' in store && 'transactionManager' in store
}

/**
 * Finds the database of a convexTest() instance by watching which store its accessor runs in.
 * `t.run` runs the handler inside AsyncLocalStorage.run(convexGlobal, ...).
 */
export async function findDatabase(t: { run: (fn: () => Promise<unknown>) => Promise<unknown> }) {
  let found: ConvexGlobalInternals | undefined
  const originalRun = AsyncLocalStorage.prototype.run
  AsyncLocalStorage.prototype.run = function patchedRun(
    this: AsyncLocalStorage<unknown>,
    store: unknown,
    ...rest: unknown[]
  ) {
    if (found === undefined && isConvexGlobal(store)) found = store
    return (originalRun as (...args: unknown[]) => unknown).call(this, store, ...rest)
  } as typeof originalRun
  try {
    await t.run(async () => undefined)
  } finally {
    AsyncLocalStorage.prototype.run = originalRun
  }
  const db = found?.components['']?.db
  if (
    db === undefined ||
    typeof db._documents !== 'object' ||
    typeof db._nextDocId !== 'number' ||
    typeof db._lastCreationTime !== 'number' ||
    !Array.isArray(db._writes) ||
    typeof db.commit !== 'function'
  ) {
    throw new Error(
      'Local mode cannot reach convex-test’s database: its internals changed. Pin convex-test to the version in package.json or update src/local-backend/state.ts.',
    )
  }
  return db
}

export function exportDatabase(db: DatabaseFakeInternals): DatabaseState {
  // Only committed documents live in _documents (a transaction's writes are staged apart and
  // applied synchronously on commit), so this is a consistent snapshot at any await point.
  const documents: Record<string, unknown> = {}
  for (const [id, doc] of Object.entries(db._documents)) documents[id] = convexToJson(doc)
  return { format: STATE_FORMAT, nextDocId: db._nextDocId, lastCreationTime: db._lastCreationTime, documents }
}

/** Each committed document's JSON text: a commit replaces the objects it writes, never edits them. */
const documentText = new WeakMap<object, string>()

/**
 * The database as the text exportDatabase's result would stringify to, for the data file. Saved
 * after every commit, so only documents written since the last save are encoded again: encoding
 * them all made every commit cost ~80 ms per 4 MB of data, on the event loop the app waits on.
 */
export function serializeDatabase(db: DatabaseFakeInternals): string {
  const entries: string[] = []
  for (const [id, doc] of Object.entries(db._documents)) {
    let text = documentText.get(doc)
    if (text === undefined) documentText.set(doc, (text = JSON.stringify(convexToJson(doc))))
    entries.push(`${JSON.stringify(id)}:${text}`)
  }
  return `{"format":${STATE_FORMAT},"nextDocId":${db._nextDocId},"lastCreationTime":${db._lastCreationTime},"documents":{${entries.join(',')}}}`
}

export function importDatabase(db: DatabaseFakeInternals, state: DatabaseState): void {
  if (state.format !== STATE_FORMAT) throw new Error(`Unknown local data format ${String(state.format)}`)
  const documents: Record<string, Record<string, Value>> = {}
  for (const [id, json] of Object.entries(state.documents)) {
    documents[id] = jsonToConvex(json as never) as Record<string, Value>
  }
  db._documents = documents
  db._nextDocId = state.nextDocId
  db._lastCreationTime = state.lastCreationTime
}

/**
 * Calls `listener` after every transaction that commits to the database: a mutation called from
 * the app, and also scheduled work (a generation job, a purge) that no request is waiting on.
 */
export function onCommit(db: DatabaseFakeInternals, listener: () => void): void {
  const commit = db.commit.bind(db)
  db.commit = (...args: unknown[]) => {
    commit(...args)
    // Nested transactions fold into their parent; only the outermost commit is durable.
    if (db._writes.length === 0) listener()
  }
}
