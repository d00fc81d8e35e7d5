// How to reach Vitrine support, in one place (SPEC.md section 2 gives the hours).
export const SUPPORT_EMAIL = 'support@vitrine.app'
export const SUPPORT_PHONE = '+1 (646) 555-0142'
export const SUPPORT_PHONE_HREF = 'tel:+16465550142'

export const SUPPORT_CHANNELS = {
  chat: ['Mon-Fri 9AM-6PM EST', 'Sat 10AM-4PM EST'],
  email: ['Mon-Fri 9AM-6PM EST', 'Sat 10AM-4PM EST'],
  phone: ['Mon-Fri 10AM-5PM EST', 'By appointment'],
} as const

/** The hours the static pages (help, contact) give. */
export const STATIC_SUPPORT_HOURS = 'Monday-Friday 9:00-18:00 EST'
