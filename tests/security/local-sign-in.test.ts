// Issue 25, attack 6: local sign-in had no rate limit. 200 parallel wrong passwords were all
// hashed (scrypt, on libuv's 4-thread pool, which also serves the dev server's fs), nothing backed
// off, and the real sign-in waited behind the flood. The local backend is served as `npm run dev`
// serves it (createLocalHandler on a real HTTP server) and attacked over HTTP from several client
// addresses (Linux routes all of 127/8 to loopback; the handler reads the socket's address).
// Time is measured in scrypt computations, counted where node:crypto is called, not on the clock.
import { request as httpRequest } from 'node:http'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LocalAuth, TooManyAttemptsError, clientKey } from '../../src/local-backend/auth'
import type { LocalBackend } from '../../src/local-backend/backend'
import { localWriteHeaders } from '../../src/local-backend/protocol'
import { serveLocalBackend, type ServedBackend } from '../support/local-server'

/** Every scrypt the process runs: the password it hashed, and how many ran at once at most. */
const probe = vi.hoisted(() => ({ passwords: [] as string[], running: 0, peak: 0 }))

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>()
  function scrypt(...args: unknown[]): void {
    const callback = args.pop() as (error: Error | null, key: Buffer) => void
    probe.passwords.push(String(args[0]))
    probe.running += 1
    probe.peak = Math.max(probe.peak, probe.running)
    ;(actual.scrypt as (...all: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      probe.running -= 1
      callback(error, key)
    })
  }
  return { ...actual, default: { ...actual, scrypt }, scrypt }
})

/** Failed attempts an address or a client gets before it has to wait. */
const FREE_FAILURES = 5
/** scrypt computations the local backend runs at once at most (libuv's pool has 4 threads). */
const MAX_CONCURRENT_SCRYPT = 2

let served: ServedBackend
let port: number
let backend: LocalBackend

beforeAll(async () => {
  served = await serveLocalBackend()
  ;({ port, backend } = served)
})

afterAll(async () => {
  await served.close()
})

beforeEach(() => {
  probe.passwords.length = 0
  probe.peak = 0
})

afterEach(() => {
  vi.useRealTimers()
})

interface Answer {
  status: number
  retryAfter: string | undefined
  body: { token?: string; user?: { email: string }; error?: string }
}

/** A POST to the local API from `from` (a loopback address), as a browser there would send it. */
function post(
  from: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const text = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        agent: false,
        method: 'POST',
        path: `/api/local${path}`,
        headers: { ...localWriteHeaders(), 'content-length': Buffer.byteLength(text), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: res.headers['retry-after'],
            body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Answer['body'],
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(text)
  })
}

const signIn = (from: string, email: string, password: string, headers?: Record<string, string>) =>
  post(from, '/auth/sign-in', { email, password }, headers)
const signUp = (from: string, email: string, password: string) =>
  post(from, '/auth/sign-up', { email, password })

/** What the backend keeps of one account and of everyone's sessions, to compare before/after. */
function authRecord(email: string) {
  const state = backend.auth.snapshot()
  const account = state.accounts.find((candidate) => candidate.email === email)
  return { account: structuredClone(account), sessions: structuredClone(state.sessions) }
}

function expectBackingOff(answer: Answer) {
  expect(answer.status).toBe(429)
  expect(answer.body.error).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/)
  const seconds = Number(answer.retryAfter)
  expect(Number.isInteger(seconds) && seconds >= 1).toBe(true)
  expect(answer.body.error).toContain(`in ${seconds} second`)
}

/** Wrong passwords one after another from `from` until refused; the failures it took. */
async function failUntilRefused(from: string, email: (i: number) => string): Promise<number> {
  for (let failures = 0; failures <= FREE_FAILURES + 1; failures += 1) {
    const answer = await signIn(from, email(failures), `wrong-sequential-${failures}`)
    if (answer.status === 429) {
      expectBackingOff(answer)
      return failures
    }
    expect(answer).toMatchObject({ status: 400, body: { error: 'Invalid email or password' } })
  }
  throw new Error(`still not refused after ${FREE_FAILURES + 2} wrong passwords`)
}

describe('local sign-in backs off after failed attempts', () => {
  // The clock stands still unless a test moves it: a back-off does not run out while a slow,
  // shared machine works through a flood.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })

  it('refuses a flood of wrong passwords for one address; the victim still signs in from their machine', async () => {
    const attacker = '127.0.0.1'
    const victim = '127.0.0.2'
    const email = 'victim@example.com'
    const password = 'victim-password-1'
    expect((await signUp(victim, email, password)).status).toBe(200)
    const before = authRecord(email)
    probe.passwords.length = 0

    // 200 wrong passwords at once, and the victim's real sign-in sent right behind them.
    const flood = Array.from({ length: 200 }, (_, i) => signIn(attacker, email, `guess-${i}`))
    const real = signIn(victim, email, password)
    const answers = await Promise.all(flood)
    const mine = await real

    const wrong = answers.filter((answer) => answer.status === 400)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(wrong.length + refused.length).toBe(200)
    expect(wrong.length).toBeLessThanOrEqual(FREE_FAILURES)
    for (const answer of refused) {
      expect(answer.body.error).toMatch(/^Too many/)
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
    }
    // The flood ran at most FREE_FAILURES scrypts, never more than two at once, and the victim's
    // sign-in waited behind at most those.
    const guesses = probe.passwords.filter((hashed) => hashed.startsWith('guess-'))
    expect(guesses.length).toBeLessThanOrEqual(FREE_FAILURES)
    expect(probe.peak).toBeLessThanOrEqual(MAX_CONCURRENT_SCRYPT)
    expect(probe.passwords.indexOf(password)).toBeGreaterThanOrEqual(0)
    expect(probe.passwords.indexOf(password)).toBeLessThanOrEqual(FREE_FAILURES)
    expect(mine).toMatchObject({ status: 200, body: { user: { email } } })

    // The attacker keeps guessing one at a time: refused once FREE_FAILURES have failed in all.
    expect(wrong.length + (await failUntilRefused(attacker, () => email))).toBe(FREE_FAILURES)
    // While it backs off, even the right password is refused at once, without hashing anything,
    // and a forged X-Forwarded-For does not make it another client.
    probe.passwords.length = 0
    expectBackingOff(await signIn(attacker, email, password))
    expectBackingOff(await signIn(attacker, email, password, { 'x-forwarded-for': '10.9.8.7' }))
    const again = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signIn(attacker, email, `more-${i}`)),
    )
    for (const answer of again) expectBackingOff(answer)
    expect(probe.passwords).toEqual([])

    // The victim's account is as it was; the only new session is the victim's own sign-in.
    const after = authRecord(email)
    expect(after.account).toEqual(before.account)
    const created = Object.keys(after.sessions).filter((token) => !(token in before.sessions))
    expect(created).toEqual([mine.body.token])
    expect(after.sessions[mine.body.token!]!.subject).toBe(before.account!.subject)
    for (const [token, session] of Object.entries(before.sessions))
      expect(after.sessions[token]).toEqual(session)
  })

  it('backs off a client trying many addresses, whichever address it tries next', async () => {
    const attacker = '127.0.0.4'
    const owner = 'owner@example.com'
    expect((await signUp('127.0.0.5', owner, 'owner-password')).status).toBe(200)
    const before = authRecord(owner)
    probe.passwords.length = 0

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signIn(attacker, i === 7 ? owner : `person${i}@example.com`, `guess-${i}`),
      ),
    )
    const wrong = answers.filter((answer) => answer.status === 400).length
    expect(answers.filter((answer) => answer.status === 429).length).toBe(200 - wrong)
    expect(wrong).toBeLessThanOrEqual(FREE_FAILURES)
    expect(wrong + (await failUntilRefused(attacker, (i) => `next${i}@example.com`))).toBe(FREE_FAILURES)
    expect(probe.passwords.length).toBe(FREE_FAILURES)
    expect(probe.peak).toBeLessThanOrEqual(MAX_CONCURRENT_SCRYPT)

    // Backing off, the client can neither sign in (right password or not) nor sign up.
    probe.passwords.length = 0
    expectBackingOff(await signIn(attacker, owner, 'owner-password'))
    expectBackingOff(await signIn(attacker, 'someone-else@example.com', 'whatever'))
    expectBackingOff(await signUp(attacker, 'fresh@example.com', 'fresh-password'))
    expect(probe.passwords).toEqual([])
    expect(backend.auth.snapshot().accounts.some((account) => account.email === 'fresh@example.com')).toBe(
      false,
    )
    // The owner, from their own machine, is not held back by it.
    expect(await signIn('127.0.0.5', owner, 'owner-password')).toMatchObject({ status: 200 })
    expect(authRecord(owner).account).toEqual(before.account)
  })

  it('backs off an address guessed from many clients, except for a client it has signed in from', async () => {
    const email = 'spread@example.com'
    const password = 'spread-password'
    const home = '127.0.0.20'
    expect((await signUp(home, email, password)).status).toBe(200)
    const before = authRecord(email)
    probe.passwords.length = 0

    // One guess from each of twenty clients, none of which backs off on its own.
    const answers: Answer[] = []
    for (let i = 0; i < 20; i += 1) answers.push(await signIn(`127.0.1.${i + 1}`, email, `guess-${i}`))
    expect(answers.slice(0, FREE_FAILURES).map((answer) => answer.status)).toEqual(
      Array.from({ length: FREE_FAILURES }, () => 400),
    )
    for (const answer of answers.slice(FREE_FAILURES)) expectBackingOff(answer)
    expect(probe.passwords.length).toBe(FREE_FAILURES)
    // A new client is refused even with the right password; the owner's own machine is not.
    expectBackingOff(await signIn('127.0.1.100', email, password))
    const signedIn = await signIn(home, email, password)
    expect(signedIn).toMatchObject({ status: 200, body: { user: { email } } })
    expect(authRecord(email).account).toEqual(before.account)
    expect(Object.keys(authRecord(email).sessions).filter((token) => !(token in before.sessions))).toEqual([
      signedIn.body.token,
    ])
  })

  it('doubles the wait after each further failure, caps it, and forgets it on success', async () => {
    const from = '127.0.0.30'
    const email = 'doubling@example.com'
    const password = 'doubling-password'
    expect((await signUp(from, email, password)).status).toBe(200)
    expect(await failUntilRefused(from, () => email)).toBe(FREE_FAILURES)
    const first = await signIn(from, email, 'wrong')
    expect(first.retryAfter).toBe('1')
    expect(first.body.error).toBe('Too many attempts. Try again in 1 second.')

    const waits: number[] = []
    for (let i = 0; i < 14; i += 1) {
      vi.setSystemTime(Date.now() + Number((await signIn(from, email, 'wrong')).retryAfter) * 1000)
      expect((await signIn(from, email, `wrong-${i}`)).status).toBe(400)
      const refused = await signIn(from, email, 'wrong')
      expectBackingOff(refused)
      waits.push(Number(refused.retryAfter))
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900, 900])

    // Once the wait is over, the right password signs in, and the slate is clean again.
    vi.setSystemTime(Date.now() + 900_000)
    expect(await signIn(from, email, password)).toMatchObject({ status: 200 })
    expect(await signIn(from, email, 'wrong-after')).toMatchObject({ status: 400 })
  })
})

describe('local sign-up and sign-in never hold more than two of the thread pool', () => {
  it('runs a flood of sign-ups two at a time at most and refuses what does not fit in the queue', async () => {
    probe.passwords.length = 0
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        signUp(`127.0.2.${(i % 50) + 1}`, `flood${i}@example.com`, `password-${i}`),
      ),
    )
    const created = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(created.length + refused.length).toBe(200)
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused) {
      expect(answer.body.error).toMatch(/^Too many/)
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1)
    }
    expect(probe.peak).toBeLessThanOrEqual(MAX_CONCURRENT_SCRYPT)
    expect(probe.passwords.length).toBe(created.length)
    const flooded = backend.auth.snapshot().accounts.filter((account) => account.email.startsWith('flood'))
    expect(flooded.length).toBe(created.length)
  })
})

describe('local sign-up opens a bounded number of accounts per machine', () => {
  // Found by the second attack: 30 sign-ups in a row from one client were all accepted, each a
  // new owner with its sign-up credits (and its own five invitations a day).
  it('refuses the eleventh account from one client within the hour; another client still signs up', async () => {
    const answers = []
    for (let i = 0; i < 12; i++) answers.push(await signUp('127.0.3.1', `many${i}@example.com`, 'password-1'))
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(200))
    for (const answer of answers.slice(10)) {
      expect(answer.status).toBe(429)
      expect(answer.body.error).toMatch(
        /^Too many new accounts from this machine\. Try again in \d+ minutes?\.$/,
      )
      expect(Number(answer.retryAfter)).toBeGreaterThan(0)
    }
    const opened = backend.auth.snapshot().accounts.filter((account) => account.email.startsWith('many'))
    expect(opened).toHaveLength(10)
    expect((await signUp('127.0.3.2', 'someone-else@example.com', 'password-1')).status).toBe(200)
  })
})

describe('what sign-in remembers of failures stays bounded', () => {
  it('keeps at most maxTracked addresses and clients, the oldest going first, and forgets old failures', async () => {
    let now = 1_000_000
    const day = 24 * 60 * 60 * 1000
    const auth = new LocalAuth({ accounts: [], sessions: {} }, () => undefined, {
      limits: { maxTracked: 3, freeFailures: 1, forgetAfterMs: day },
      now: () => now,
    })
    const attempt = (email: string, client: string) =>
      auth.signIn({ email, password: 'wrong-password' }, client).then(
        () => 'signed in',
        (error: unknown) => (error instanceof TooManyAttemptsError ? 'refused' : 'wrong'),
      )
    expect(await attempt('a@example.com', '10.0.0.1')).toBe('wrong')
    expect(await attempt('a@example.com', '10.0.0.1')).toBe('refused')
    expect(await attempt('a@example.com', '10.0.0.2')).toBe('refused')
    // Three newer failures push the first address and client out of the maps.
    now += 1
    for (const i of [3, 4, 5]) expect(await attempt(`${i}@example.com`, `10.0.0.${i}`)).toBe('wrong')
    expect(await attempt('a@example.com', '10.0.0.1')).toBe('wrong')
    // A day after the back-off ended, failures are forgotten too.
    expect(await attempt('5@example.com', '10.0.0.5')).toBe('refused')
    now += day + 60_000
    expect(await attempt('5@example.com', '10.0.0.5')).toBe('wrong')
  })

  it('counts an IPv6 client by its /64 (one machine has all of it), IPv4 and loopback as they are', () => {
    expect(clientKey('::ffff:127.0.0.2')).toBe('127.0.0.2')
    expect(clientKey('192.168.1.20')).toBe('192.168.1.20')
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee'))
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'))
    expect(clientKey('::1')).not.toBe(clientKey('::2'))
    expect(clientKey('fe80::1%eth0')).not.toBe(clientKey('fe80::2%eth0'))
  })
})
