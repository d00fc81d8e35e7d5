// The local backend: the project's own convex/ functions, run on convex-test's engine, with
// local accounts and a data file. One instance serves every tab; each write notifies watchers.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { convexTest } from 'convex-test'
import type { SchemaDefinition, GenericSchema } from 'convex/server'
import { makeFunctionReference } from 'convex/server'
import { ConvexError, convexToJson, jsonToConvex, type Value } from 'convex/values'
import { LocalAuth, type AuthState } from './auth.ts'
import {
  exportDatabase,
  findDatabase,
  importDatabase,
  onCommit,
  serializeDatabase,
  type DatabaseState,
} from './state.ts'
import { migrateLegacyData } from './migrate.ts'

export type FunctionKind = 'query' | 'mutation' | 'action'
export type ModuleMap = Record<string, () => Promise<unknown>>

export interface LocalBackendOptions {
  schema: SchemaDefinition<GenericSchema, boolean>
  modules: ModuleMap
  /** Where data survives restarts; in memory only when absent. */
  dataFile?: string
  /** Server-side environment the functions read through process.env. */
  log?: (message: string) => void
}

export type CallResult =
  { ok: true; value: unknown } | { ok: false; error: { message: string; data?: unknown } }

interface SavedData {
  database: DatabaseState
  auth: AuthState
}

type TestInstance = ReturnType<typeof convexTest>

export class LocalBackend {
  readonly auth: LocalAuth
  private t: TestInstance
  private db: Awaited<ReturnType<typeof findDatabase>>
  private listeners = new Set<() => void>()
  private saving: Promise<void> = Promise.resolve()
  private dirty = false
  private changeQueued = false

  private constructor(
    private options: LocalBackendOptions,
    t: TestInstance,
    db: Awaited<ReturnType<typeof findDatabase>>,
    authState: AuthState,
  ) {
    this.t = t
    this.db = db
    this.auth = new LocalAuth(authState, () => this.scheduleSave())
    onCommit(db, () => this.changed())
  }

  static async create(options: LocalBackendOptions): Promise<LocalBackend> {
    const t = newInstance(options.schema, options.modules)
    const db = await findDatabase(t)
    let auth: AuthState = { accounts: [], sessions: {} }
    const saved = options.dataFile ? await readSaved(options.dataFile) : undefined
    if (saved !== undefined) {
      importDatabase(db, saved.database)
      auth = saved.auth
      // Data files written before themes were stored by content are brought up to date.
      const migrated = await migrateLegacyData(t, saved.database)
      if (migrated > 0)
        options.log?.(`migrated ${migrated} documents of ${options.dataFile} to the current schema`)
      // Scheduled work lives in this process: a job that was running when it stopped never ends.
      // Its watchdog is gone too, so it runs now: the job fails and its credit comes back.
      for (const jobId of runningJobs(saved.database)) {
        await t.mutation(makeFunctionReference<'mutation'>('generation:watchdog'), { jobId })
      }
      // So was each tab's presence clean-up: it runs now, and again while the tab still beats.
      for (const presenceId of idsOf(saved.database, 'presence')) {
        await t.mutation(makeFunctionReference<'mutation'>('presence:expire'), { presenceId })
      }
    }
    const backend = new LocalBackend(options, t, db, auth)
    if (saved !== undefined) backend.scheduleSave()
    return backend
  }

  /** Swaps in newly loaded function modules (a file in convex/ changed), keeping the data. */
  async reload(modules: ModuleMap, schema = this.options.schema): Promise<void> {
    const state = exportDatabase(this.db)
    const t = newInstance(schema, modules)
    const db = await findDatabase(t)
    importDatabase(db, state)
    this.options = { ...this.options, modules, schema }
    this.t = t
    this.db = db
    onCommit(db, () => this.changed())
    this.notify()
  }

  /**
   * Runs a public function for the holder of `token` (signed out without one). Like a deployment,
   * it refuses internal functions and a function called as another kind than it is: the browser
   * reaches only what convex/ exports as query, mutation or action.
   */
  async call(kind: FunctionKind, name: string, args: unknown, token?: string): Promise<CallResult> {
    if (!(await this.isPublic(kind, name))) {
      return { ok: false, error: { message: `Could not find public function for '${name}'` } }
    }
    const identity = this.auth.identityFor(token)
    const accessor = identity === null ? this.t : this.t.withIdentity({ ...identity })
    const reference = makeFunctionReference<FunctionKind>(name)
    try {
      const decodedArgs = jsonToConvex((args ?? {}) as never) as Record<string, Value>
      // The function is only known by name at run time, so its argument types are too.
      const run = accessor[kind] as (reference: unknown, args: Record<string, Value>) => Promise<unknown>
      const value = await run(reference, decodedArgs)
      return { ok: true, value: convexToJson((value ?? null) as Value) }
    } catch (error) {
      if (error instanceof ConvexError) {
        const data = error.data as Value
        return {
          ok: false,
          error: { message: typeof data === 'string' ? data : error.message, data: convexToJson(data) },
        }
      }
      this.options.log?.(`${kind} ${name} failed: ${error instanceof Error ? error.stack : String(error)}`)
      return { ok: false, error: { message: error instanceof Error ? error.message : 'Server Error' } }
    }
  }

  private async isPublic(kind: FunctionKind, name: string): Promise<boolean> {
    const [path, exportName] = name.split(':')
    if (!path || !exportName) return false
    const key = Object.keys(this.options.modules).find(
      (file) => `/${file}`.replace(/\.(ts|js)$/, '').endsWith(`/convex/${path}`) && !path.startsWith('_'),
    )
    if (key === undefined) return false
    const module = (await this.options.modules[key]!()) as Record<string, unknown>
    // Convex marks what query(), mutation() and action() register (isPublic, isQuery, …).
    const fn = module[exportName]
    if (typeof fn !== 'function') return false
    const marks = fn as unknown as Record<string, unknown>
    const isKind = { query: 'isQuery', mutation: 'isMutation', action: 'isAction' }[kind]
    return marks.isPublic === true && marks[isKind] === true
  }

  /** An HTTP action of convex/http.ts, at the path Convex would serve it on. */
  async fetch(path: string, init?: RequestInit): Promise<Response> {
    return await this.t.fetch(path, init)
  }

  /** Called after every committed transaction: watched queries may have changed. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Resolves once everything written so far is on disk. */
  async flush(): Promise<void> {
    await this.saving
  }

  /** Resolves once the scheduled work running now (a job) has ended and its writes are on disk. */
  async settle(): Promise<void> {
    await this.t.finishInProgressScheduledFunctions()
    await this.flush()
  }

  private notify(): void {
    for (const listener of this.listeners) listener()
  }

  /** A transaction committed: save, and tell watchers once for a burst of commits. */
  private changed(): void {
    this.scheduleSave()
    if (this.changeQueued) return
    this.changeQueued = true
    queueMicrotask(() => {
      this.changeQueued = false
      this.notify()
    })
  }

  private scheduleSave(): void {
    const file = this.options.dataFile
    if (file === undefined) return
    this.dirty = true
    this.saving = this.saving
      .then(async () => {
        if (!this.dirty) return
        this.dirty = false
        // SavedData, written out: the database's text is mostly reused from the last save.
        const text = `{"database":${serializeDatabase(this.db)},"auth":${JSON.stringify(this.auth.snapshot())}}`
        await writeAtomically(file, text)
      })
      .catch((error: unknown) => {
        // Keep the chain alive: the next write tries again with everything written since.
        this.dirty = true
        this.options.log?.(`saving ${file} failed: ${error instanceof Error ? error.message : String(error)}`)
      })
  }
}

function runningJobs(state: DatabaseState): string[] {
  return Object.entries(state.documents)
    .filter(([id, doc]) => id.endsWith('jobs') && (doc as { status?: string }).status === 'running')
    .map(([id]) => id)
}

/** The ids of a table's documents (an id ends with its table's name). */
function idsOf(state: DatabaseState, table: string): string[] {
  return Object.keys(state.documents).filter((id) => id.endsWith(table))
}

/** convex-test with Convex's per-transaction limits on: local mode fails where a deployment would. */
function newInstance(schema: SchemaDefinition<GenericSchema, boolean>, modules: ModuleMap): TestInstance {
  return convexTest({ schema, modules, transactionLimits: true })
}

async function readSaved(file: string): Promise<SavedData | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  return JSON.parse(text) as SavedData
}

// Write a sibling file and rename it over the old one: a crash leaves the old or the new file,
// never half of one.
async function writeAtomically(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, text, 'utf8')
  await rename(temporary, file)
}
