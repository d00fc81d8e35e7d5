// SPEC.md section 5: sign-up needs a valid email and a password of at least 6 characters;
// sign-in needs both fields.
import { z } from 'zod'
import type { AuthTab } from './redirect'

export const MIN_PASSWORD_LENGTH = 6

export const AUTH_MESSAGES = {
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
} as const

const signUpSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired).pipe(z.email(AUTH_MESSAGES.emailInvalid)),
  password: z
    .string()
    .min(1, AUTH_MESSAGES.passwordRequired)
    .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort),
})

const signInSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.emailRequired),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
})

export interface CredentialErrors {
  email?: string
  password?: string
}

export function validateCredentials(
  tab: AuthTab,
  input: { email: string; password: string },
): { ok: true; email: string; password: string } | { ok: false; errors: CredentialErrors } {
  const result = (tab === 'sign-up' ? signUpSchema : signInSchema).safeParse(input)
  if (result.success) return { ok: true, ...result.data }
  const errors: CredentialErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0]
    if ((field === 'email' || field === 'password') && errors[field] === undefined)
      errors[field] = issue.message
  }
  return { ok: false, errors }
}
