// The contact form of SPEC.md: first name, last name, email, subject, message. There is no
// messaging backend, so a valid message is handed to the visitor's mail app instead.
import { z } from 'zod'
import { SUPPORT_EMAIL } from './support'

export const contactSchema = z.object({
  firstName: z.string().trim().min(1, 'Please enter your first name').max(80),
  lastName: z.string().trim().min(1, 'Please enter your last name').max(80),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email')
    .pipe(z.email('Please enter a valid email address')),
  subject: z.string().trim().min(1, 'Please enter a subject').max(150),
  message: z
    .string()
    .trim()
    .min(10, 'Please write a message of at least 10 characters')
    .max(5000, 'Please keep your message under 5000 characters'),
})

export type ContactInput = z.input<typeof contactSchema>
export type ContactMessage = z.output<typeof contactSchema>
export type ContactErrors = Partial<Record<keyof ContactInput, string>>

export const EMPTY_CONTACT: ContactInput = {
  firstName: '',
  lastName: '',
  email: '',
  subject: '',
  message: '',
}

export function validateContact(
  input: ContactInput,
): { ok: true; message: ContactMessage } | { ok: false; errors: ContactErrors } {
  const result = contactSchema.safeParse(input)
  if (result.success) return { ok: true, message: result.data }
  const errors: ContactErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactInput
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}

/** A mailto: address that opens the visitor's mail app with the message filled in. */
export function contactMailto(message: ContactMessage, to = SUPPORT_EMAIL): string {
  const body = `${message.message}\n\n${message.firstName} ${message.lastName}\n${message.email}`
  return `mailto:${to}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(body)}`
}
