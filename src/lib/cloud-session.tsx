// Cloud mode: Clerk signs people in, Convex receives Clerk's token. The Session of session.tsx
// is implemented with Clerk's custom-flow API (@clerk/react v6: useSignUp / useSignIn), so the
// screens stay the same as in local mode. Loaded lazily by backend.tsx: local mode never ships it.
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { ClerkProvider, useAuth, useSignIn, useSignUp, useUser } from '@clerk/react'
import { ConvexReactClient } from 'convex/react'
import { ConvexProviderWithClerk } from 'convex/react-clerk'
import { SessionContext, type Session } from './session'
import {
  AuthChallengeContext,
  type AuthChallenge,
  type AuthChallengeApi,
  type SecondFactorStrategy,
} from './auth-challenge'

const PUBLISHABLE_KEY: string | undefined = import.meta.env.VITE_CLERK_PUBLISHABLE_KEY || undefined

/** Clerk's errors carry the useful text in longMessage; the screens show it as it is. */
export function clerkErrorMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'Authentication failed'
  const detailed = error as { errors?: { longMessage?: string; message?: string }[] }
  const first = detailed.errors?.[0]
  if (first) return first.longMessage || first.message || 'Authentication failed'
  const plain = error as { longMessage?: string; message?: string }
  return plain.longMessage || plain.message || 'Authentication failed'
}

function check(result: { error: unknown }): void {
  if (result.error) throw new Error(clerkErrorMessage(result.error))
}

/** The second factor to ask for, in order of preference, among those the account has. */
export function pickSecondFactor(
  factors: readonly { strategy: string; safeIdentifier?: string }[],
): { strategy: SecondFactorStrategy; destination: string | null } | null {
  const preferred: SecondFactorStrategy[] = ['totp', 'phone_code', 'email_code', 'backup_code']
  for (const strategy of preferred) {
    const factor = factors.find((candidate) => candidate.strategy === strategy)
    if (factor) return { strategy, destination: factor.safeIdentifier ?? null }
  }
  return null
}

function ClerkSession({ children }: { children: ReactNode }) {
  const auth = useAuth()
  const { user } = useUser()
  const { signIn } = useSignIn()
  const { signUp } = useSignUp()
  const [challenge, setChallenge] = useState<AuthChallenge | null>(null)

  /** After the password step: done, or ask for the second factor Clerk wants. */
  const continueSignIn = useCallback(async () => {
    // As in Clerk's custom-flow guides: the attempt object reflects each step once awaited.
    const attempt = signIn
    if (attempt.status === 'complete') {
      check(await attempt.finalize())
      setChallenge(null)
      return
    }
    if (attempt.status === 'needs_second_factor' || attempt.status === 'needs_client_trust') {
      const factor = pickSecondFactor(attempt.supportedSecondFactors)
      if (factor === null) throw new Error('Authentication failed')
      if (factor.strategy === 'phone_code') check(await attempt.mfa.sendPhoneCode())
      if (factor.strategy === 'email_code') check(await attempt.mfa.sendEmailCode())
      setChallenge({ kind: 'second-factor', ...factor })
      return
    }
    throw new Error('Authentication failed')
  }, [signIn])

  const session = useMemo<Session>(
    () => ({
      mode: 'cloud',
      status: !auth.isLoaded ? 'loading' : auth.isSignedIn ? 'signed-in' : 'signed-out',
      user: user?.primaryEmailAddress
        ? {
            email: user.primaryEmailAddress.emailAddress,
            emailVerified: user.primaryEmailAddress.verification?.status === 'verified',
          }
        : null,
      async signUp(email, password) {
        const attempt = signUp
        check(await attempt.password({ emailAddress: email, password }))
        if (attempt.status === 'complete') {
          check(await attempt.finalize())
          return { status: 'signed-in' }
        }
        check(await attempt.verifications.sendEmailCode())
        setChallenge({ kind: 'verify-email', email })
        return { status: 'confirm-email' }
      },
      async signIn(email, password) {
        check(await signIn.password({ emailAddress: email, password }))
        await continueSignIn()
      },
      async signOut() {
        setChallenge(null)
        await auth.signOut()
      },
    }),
    [auth, user, signIn, signUp, continueSignIn],
  )

  const challengeApi = useMemo<AuthChallengeApi>(
    () => ({
      challenge,
      async submitCode(code) {
        if (challenge === null) return
        if (challenge.kind === 'verify-email') {
          const attempt = signUp
          check(await attempt.verifications.verifyEmailCode({ code }))
          if (attempt.status !== 'complete') throw new Error('Authentication failed')
          check(await attempt.finalize())
          setChallenge(null)
          return
        }
        const { mfa } = signIn
        if (challenge.strategy === 'totp') check(await mfa.verifyTOTP({ code }))
        if (challenge.strategy === 'phone_code') check(await mfa.verifyPhoneCode({ code }))
        if (challenge.strategy === 'email_code') check(await mfa.verifyEmailCode({ code }))
        if (challenge.strategy === 'backup_code') check(await mfa.verifyBackupCode({ code }))
        await continueSignIn()
      },
      cancel() {
        setChallenge(null)
      },
    }),
    [challenge, signIn, signUp, continueSignIn],
  )

  return (
    <SessionContext.Provider value={session}>
      <AuthChallengeContext.Provider value={challengeApi}>{children}</AuthChallengeContext.Provider>
    </SessionContext.Provider>
  )
}

let convexClient: ConvexReactClient | null = null

export default function CloudBackendProvider({
  convexUrl,
  children,
}: {
  convexUrl: string
  children: ReactNode
}) {
  if (!PUBLISHABLE_KEY) {
    throw new Error(
      'Cloud mode needs VITE_CLERK_PUBLISHABLE_KEY as well as VITE_CONVEX_URL (see .env.local.example).',
    )
  }
  convexClient ??= new ConvexReactClient(convexUrl)
  return (
    <ClerkProvider publishableKey={PUBLISHABLE_KEY} afterSignOutUrl="/">
      <ConvexProviderWithClerk client={convexClient} useAuth={useAuth}>
        <ClerkSession>{children}</ClerkSession>
      </ConvexProviderWithClerk>
    </ClerkProvider>
  )
}
