// Local mode's email + password accounts: what Clerk does in cloud mode, on this machine only.
// Passwords are hashed with scrypt (a slow KDF); sessions are random bearer tokens.
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

function scrypt(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, 64, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

export class LocalAuth {
  constructor(
    private state: AuthState,
    private readonly onChange: () => void,
  ) {}

  snapshot(): AuthState {
    return this.state
  }

  async signUp(input: unknown): Promise<{ token: string; identity: LocalIdentity }> {
    const parsed = credentialsSchema.safeParse(input)
    if (!parsed.success) throw new AuthError(parsed.error.issues[0]!.message)
    const { email, password } = parsed.data
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new AuthError(`Password should be at least ${MIN_PASSWORD_LENGTH} characters`)
    }
    if (this.state.accounts.some((account) => account.email === email)) {
      throw new AuthError('An account with this email already exists')
    }
    const salt = randomBytes(16).toString('hex')
    const account: LocalAccount = {
      subject: `local_${randomBytes(12).toString('hex')}`,
      email,
      salt,
      passwordHash: (await scrypt(password, salt)).toString('hex'),
      createdAt: Date.now(),
    }
    this.state.accounts.push(account)
    return { token: this.openSession(account), identity: toIdentity(account) }
  }

  async signIn(input: unknown): Promise<{ token: string; identity: LocalIdentity }> {
    const parsed = credentialsSchema.safeParse(input)
    if (!parsed.success) throw new AuthError(parsed.error.issues[0]!.message)
    const { email, password } = parsed.data
    const account = this.state.accounts.find((candidate) => candidate.email === email)
    // Hash even for unknown emails so timing does not tell which emails have accounts.
    const hash = await scrypt(password, account?.salt ?? 'no-such-account')
    if (account === undefined || !timingSafeEqual(hash, Buffer.from(account.passwordHash, 'hex'))) {
      throw new AuthError('Invalid email or password')
    }
    return { token: this.openSession(account), identity: toIdentity(account) }
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

function toIdentity(account: LocalAccount): LocalIdentity {
  return {
    subject: account.subject,
    issuer: LOCAL_ISSUER,
    tokenIdentifier: `${LOCAL_ISSUER}|${account.subject}`,
    email: account.email,
    emailVerified: true,
  }
}
