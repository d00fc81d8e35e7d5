// A code the auth provider asks for before a session exists: the email verification code
// after sign-up, or a second factor (authenticator app, SMS, email, backup code) on sign-in.
// Cloud mode (Clerk) provides it; local accounts never ask, so the context is absent there.
import { createContext, useContext } from 'react'

export type SecondFactorStrategy = 'totp' | 'phone_code' | 'email_code' | 'backup_code'

export type AuthChallenge =
  | { kind: 'verify-email'; email: string }
  | { kind: 'second-factor'; strategy: SecondFactorStrategy; destination: string | null }

export interface AuthChallengeApi {
  challenge: AuthChallenge | null
  /** Completes the pending step with the code; signs in when it was the last step. */
  submitCode(code: string): Promise<void>
  /** Drops the pending attempt, back to the email and password form. */
  cancel(): void
}

export const AuthChallengeContext = createContext<AuthChallengeApi | null>(null)

export function useAuthChallenge(): AuthChallengeApi | null {
  return useContext(AuthChallengeContext)
}
