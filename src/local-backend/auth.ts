// Local mode's email + password accounts: what Clerk does in cloud mode, on this machine only.
// Passwords are hashed with scrypt (a slow KDF); sessions are random bearer tokens.
// scrypt runs on libuv's thread pool (4 threads), which also serves the dev server's file reads,
// so it is rationed: at most two at once, a short queue, one attempt in flight per client, and
// after failed sign-ins an address and a client wait, longer after each failure (SignInLimits).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { z } from 'zod'

export const MIN_PASSWORD_LENGTH = 6
export const LOCAL_ISSUER = 'https://local.vitrine.dev'
const SESSION_DAYS = 30
const SCRYPT: ScryptOptions = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

export const credentialsSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Please enter your password').max(200),
})

export interface LocalAccount {
  subject: string
  email: string
  salt: string
  passwordHash: string
  createdAt: number
}

export interface LocalSession {
  subject: string
  createdAt: number
  expiresAt: number
}

export interface AuthState {
  accounts: LocalAccount[]
  /** token -> session */
  sessions: Record<string, LocalSession>
}

/** The identity Convex functions see through ctx.auth.getUserIdentity(), shaped like Clerk's. */
export interface LocalIdentity {
  subject: string
  issuer: string
  tokenIdentifier: string
  email: string
  emailVerified: boolean
}

export class AuthError extends Error {}

/** Refused before any hashing: backing off after failures, or too many attempts at once. */
export class TooManyAttemptsError extends AuthError {
  constructor(
    message: string,
    /** When to try again (HTTP Retry-After). */
    readonly retryAfterSeconds: number,
  ) {
    super(message)
  }
}

export interface SignInLimits {
  /** Failed sign-ins an address, or a client, may make before it has to wait. */
  freeFailures: number
  /** The wait after the last free failure; it doubles with each further failure… */
  firstDelayMs: number
  /** …up to this. */
  maxDelayMs: number
  /** Failures this long ago (and no longer waited for) are forgotten. */
  forgetAfterMs: number
  /** A client that signed up or in to an address skips that address's wait for this long. */
  knownClientMs: number
  /** Addresses, clients and (address, client) pairs remembered, each; the oldest go first. */
  maxTracked: number
  /** scrypt computations run at once… */
  maxRunning: number
  /** …and waiting for their turn; beyond that an attempt is refused at once. */
  maxQueued: number
  /** Attempts one client may have running or waiting at once. */
  maxPerClient: number
  /** Accounts one client may open in signUpWindowMs (each is a new owner, with its credits). */
  signUpsPerClient: number
  signUpWindowMs: number
}

export const SIGN_IN_LIMITS: SignInLimits = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: 24 * 60 * 60 * 1000,
  knownClientMs: SESSION_DAYS * 24 * 60 * 60 * 1000,
  maxTracked: 10_000,
  maxRunning: 2,
  maxQueued: 8,
  maxPerClient: 1,
  signUpsPerClient: 10,
  signUpWindowMs: 60 * 60 * 1000,
}

export interface LocalAuthOptions {
  limits?: Partial<SignInLimits>
  now?: () => number
}

function scrypt(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, 64, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

export class LocalAuth {
  private readonly limits: SignInLimits
  private readonly now: () => number
  private readonly gate: ScryptGate
  /** Failed sign-ins by address, by client, and by address and client. */
  private readonly byAddress: BoundedMap<Failures>
  private readonly byClient: BoundedMap<Failures>
  private readonly byPair: BoundedMap<Failures>
  /** (address, client) -> until when that client skips the address's wait. */
  private readonly knownClients: BoundedMap<number>
  /** Accounts each client opened in its current window. */
  private readonly signUps: BoundedMap<{ count: number; since: number }>

  constructor(
    private state: AuthState,
    private readonly onChange: () => void,
    options: LocalAuthOptions = {},
  ) {
    this.limits = { ...SIGN_IN_LIMITS, ...options.limits }
    this.now = options.now ?? (() => Date.now())
    const { maxTracked, forgetAfterMs } = this.limits
    const forgotten = (failures: Failures, now: number) =>
      now >= failures.until && now - failures.last > forgetAfterMs
    this.byAddress = new BoundedMap(maxTracked, forgotten)
    this.byClient = new BoundedMap(maxTracked, forgotten)
    this.byPair = new BoundedMap(maxTracked, forgotten)
    this.knownClients = new BoundedMap(maxTracked, (until, now) => now >= until)
    this.signUps = new BoundedMap(
      maxTracked,
      (window, now) => now - window.since >= this.limits.signUpWindowMs,
    )
    this.gate = new ScryptGate(this.limits)
  }

  snapshot(): AuthState {
    return this.state
  }

  /**
   * `client` is who asks (the request's remote address): it backs off on its own after failed
   * sign-ins, and may have only so many attempts in flight. Without one, the caller is code in
   * this process (tests, the bench): it waits its turn for scrypt, but is not counted as a client.
   */
  async signUp(input: unknown, client?: string): Promise<{ token: string; identity: LocalIdentity }> {
    const parsed = credentialsSchema.safeParse(input)
    if (!parsed.success) throw new AuthError(parsed.error.issues[0]!.message)
    const { email, password } = parsed.data
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthError(`Password should be at least ${MIN_PASSWORD_LENGTH} characters`)
    }
    const taken = () => this.state.accounts.some((account) => account.email === email)
    if (taken()) throw new AuthError('An account with this email already exists')
    const who = client === undefined ? IN_PROCESS : clientKey(client)
    this.refuseManySignUps(who)
    const salt = randomBytes(16).toString('hex')
    const refuse = () => this.refuseWhileBackingOff(undefined, who)
    const passwordHash = await this.gate.run(
      who,
      async () => {
        refuse()
        return (await scrypt(password, salt)).toString('hex')
      },
      refuse,
    )
    // Another sign-up for the same address may have finished while this one was hashing.
    if (taken()) throw new AuthError('An account with this email already exists')
    const account: LocalAccount = {
      subject: `local_${randomBytes(12).toString('hex')}`,
      email,
      salt,
      passwordHash,
      createdAt: Date.now(),
    }
    this.refuseManySignUps(who)
    this.state.accounts.push(account)
    if (who !== IN_PROCESS) {
      const now = this.now()
      this.knownClients.set(pairKey(email, who), now + this.limits.knownClientMs, now)
      const window = this.signUps.get(who, now)
      this.signUps.set(who, { count: (window?.count ?? 0) + 1, since: window?.since ?? now }, now)
    }
    return { token: this.openSession(account), identity: toIdentity(account) }
  }

  /** Refuses a client that opened signUpsPerClient accounts in the current window. */
  private refuseManySignUps(who: Client): void {
    if (who === IN_PROCESS) return
    const now = this.now()
    const window = this.signUps.get(who, now)
    if (window === undefined || window.count < this.limits.signUpsPerClient) return
    const seconds = Math.max(1, Math.ceil((window.since + this.limits.signUpWindowMs - now) / 1000))
    const minutes = Math.ceil(seconds / 60)
    throw new TooManyAttemptsError(
      `Too many new accounts from this machine. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      seconds,
    )
  }

  async signIn(input: unknown, client?: string): Promise<{ token: string; identity: LocalIdentity }> {
    const parsed = credentialsSchema.safeParse(input)
    if (!parsed.success) throw new AuthError(parsed.error.issues[0]!.message)
    const { email, password } = parsed.data
    const who = client === undefined ? IN_PROCESS : clientKey(client)
    const refuse = () => this.refuseWhileBackingOff(email, who)
    const account = await this.gate.run(
      who,
      async () => {
        // Failures may have come in while this attempt waited for its turn.
        refuse()
        const found = this.state.accounts.find((candidate) => candidate.email === email)
        // Hash even for unknown emails so timing does not tell which emails have accounts.
        const hash = await scrypt(password, found?.salt ?? 'no-such-account')
        return found !== undefined && timingSafeEqual(hash, Buffer.from(found.passwordHash, 'hex'))
          ? found
          : undefined
      },
      refuse,
    )
    if (account === undefined) {
      this.recordFailure(email, who)
      throw new AuthError('Invalid email or password')
    }
    this.recordSuccess(email, who)
    return { token: this.openSession(account), identity: toIdentity(account) }
  }

  /**
   * Throws TooManyAttemptsError while the client, or the address (for a client that has not
   * signed in to it before), is waiting after failed sign-ins.
   */
  private refuseWhileBackingOff(email: string | undefined, client: Client): void {
    const now = this.now()
    const waits = [client === IN_PROCESS ? 0 : (this.byClient.get(client, now)?.until ?? 0)]
    if (email !== undefined && !this.knows(email, client, now))
      waits.push(this.byAddress.get(email, now)?.until ?? 0)
    const until = Math.max(...waits)
    if (until > now) {
      const seconds = Math.max(1, Math.ceil((until - now) / 1000))
      throw new TooManyAttemptsError(
        `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        seconds,
      )
    }
  }

  /** Whether `client` signed up or in to `email` lately (an address's wait is not for it). */
  private knows(email: string, client: Client, now: number): boolean {
    return client !== IN_PROCESS && this.knownClients.get(pairKey(email, client), now) !== undefined
  }

  private recordFailure(email: string, client: Client): void {
    const now = this.now()
    const counted: Array<[BoundedMap<Failures>, string]> = [[this.byAddress, email]]
    if (client !== IN_PROCESS) counted.push([this.byClient, client], [this.byPair, pairKey(email, client)])
    for (const [map, key] of counted) {
      const count = (map.get(key, now)?.count ?? 0) + 1
      map.set(key, { count, last: now, until: this.waitUntil(count, now) }, now)
    }
  }

  /**
   * A right password clears the address's failures and this client's failures at it, and
   * remembers the client as one the address knows. The client's failures at other addresses stay:
   * signing in to an account of one's own does not buy more guesses at someone else's.
   */
  private recordSuccess(email: string, client: Client): void {
    const now = this.now()
    this.byAddress.delete(email)
    if (client === IN_PROCESS) return
    const pair = pairKey(email, client)
    const mine = this.byPair.get(pair, now)?.count ?? 0
    this.byPair.delete(pair)
    const clientFailures = this.byClient.get(client, now)
    if (clientFailures !== undefined) {
      const count = clientFailures.count - mine
      if (count <= 0) this.byClient.delete(client)
      else
        this.byClient.set(
          client,
          { ...clientFailures, count, until: this.waitUntil(count, clientFailures.last) },
          now,
        )
    }
    this.knownClients.set(pair, now + this.limits.knownClientMs, now)
  }

  /** When someone with `count` failures, the last at `last`, may try again. */
  private waitUntil(count: number, last: number): number {
    const { freeFailures, firstDelayMs, maxDelayMs } = this.limits
    if (count < freeFailures) return 0
    const doublings = Math.min(count - freeFailures, 40)
    return last + Math.min(firstDelayMs * 2 ** doublings, maxDelayMs)
  }

  signOut(token: string): void {
    if (token in this.state.sessions) {
      delete this.state.sessions[token]
      this.onChange()
    }
  }

  identityFor(token: string | undefined): LocalIdentity | null {
    if (!token) return null
    const session = this.state.sessions[token]
    if (session === undefined) return null
    if (session.expiresAt < Date.now()) {
      this.signOut(token)
      return null
    }
    const account = this.state.accounts.find((candidate) => candidate.subject === session.subject)
    return account === undefined ? null : toIdentity(account)
  }

  private openSession(account: LocalAccount): string {
    const token = randomBytes(32).toString('base64url')
    const now = Date.now()
    this.state.sessions[token] = {
      subject: account.subject,
      createdAt: now,
      expiresAt: now + SESSION_DAYS * 24 * 60 * 60 * 1000,
    }
    this.onChange()
    return token
  }
}

/** The client of calls made in this process rather than over HTTP. */
const IN_PROCESS = Symbol('in-process')
type Client = string | typeof IN_PROCESS

interface Failures {
  count: number
  /** When the last one was. */
  last: number
  /** No attempt before this (0: none to wait for). */
  until: number
}

function pairKey(email: string, client: string): string {
  return `${email}\n${client}`
}

/**
 * Who a client is, for counting: its IP address (an IPv4 address mapped into IPv6 as itself), and
 * for a global IPv6 address its /64, which one machine can fill with addresses of its own.
 */
export function clientKey(address: string): string {
  if (address === '') return 'unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = address.includes('::') && tail !== '' ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left
  const words = groups.map((group) => parseInt(group, 16) || 0)
  // Loopback and link-local (fe80::/10) stay whole: their /64 is shared by unrelated machines.
  const linkLocal = (words[0]! & 0xffc0) === 0xfe80
  const loopback = words.slice(0, 7).every((word) => word === 0)
  return linkLocal || loopback
    ? words.map((word) => word.toString(16)).join(':')
    : `${words
        .slice(0, 4)
        .map((word) => word.toString(16))
        .join(':')}::/64`
}

/** A map of at most `max` entries: the least recently written go first, and stale ones on read. */
class BoundedMap<V> {
  private readonly entries = new Map<string, V>()

  constructor(
    private readonly max: number,
    private readonly stale: (value: V, now: number) => boolean,
  ) {}

  get(key: string, now: number): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined && this.stale(value, now)) {
      this.entries.delete(key)
      return undefined
    }
    return value
  }

  set(key: string, value: V, now: number): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    // Oldest first: drop the stale ones at the front, then whatever is over the cap.
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.max && !this.stale(old, now)) break
      this.entries.delete(oldest)
    }
  }

  delete(key: string): void {
    this.entries.delete(key)
  }
}

/**
 * Rations scrypt: `maxRunning` at once, `maxQueued` waiting in turn, `maxPerClient` in flight per
 * client; an attempt beyond any of them is refused at once (a call from this process only waits).
 * `refuse` runs first, before the attempt takes any place, so a client that is backing off never
 * waits in the queue.
 */
class ScryptGate {
  private running = 0
  private readonly waiting: Array<() => void> = []
  private readonly perClient = new Map<Client, number>()

  constructor(private readonly limits: SignInLimits) {}

  async run<T>(client: Client, work: () => Promise<T>, refuse: () => void): Promise<T> {
    refuse()
    const mine = this.perClient.get(client) ?? 0
    const full = this.running >= this.limits.maxRunning && this.waiting.length >= this.limits.maxQueued
    if (client !== IN_PROCESS && (mine >= this.limits.maxPerClient || full)) {
      throw new TooManyAttemptsError('Too many attempts at once. Try again in a moment.', 1)
    }
    this.perClient.set(client, mine + 1)
    try {
      if (this.running >= this.limits.maxRunning) {
        await new Promise<void>((resolve) => this.waiting.push(resolve))
      } else {
        this.running += 1
      }
      try {
        return await work()
      } finally {
        // The place passes to the next in line, or is given back.
        const next = this.waiting.shift()
        if (next !== undefined) next()
        else this.running -= 1
      }
    } finally {
      const left = (this.perClient.get(client) ?? 1) - 1
      if (left <= 0) this.perClient.delete(client)
      else this.perClient.set(client, left)
    }
  }
}

function toIdentity(account: LocalAccount): LocalIdentity {
  return {
    subject: account.subject,
    issuer: LOCAL_ISSUER,
    tokenIdentifier: `${LOCAL_ISSUER}|${account.subject}`,
    email: account.email,
    emailVerified: true,
  }
}
