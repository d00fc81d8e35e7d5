// The dashboard sidebar's rules (SPEC.md sections 2 and 9): Ctrl/Cmd+B toggles it, its state
// is kept in a cookie for 7 days, widths 16rem / 18rem (mobile sheet) / 3rem (icons only), and
// below 768px it becomes a sheet.
export const SIDEBAR_COOKIE_NAME = 'sidebar_state'
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7
export const SIDEBAR_WIDTH = '16rem'
export const SIDEBAR_WIDTH_MOBILE = '18rem'
export const SIDEBAR_WIDTH_ICON = '3rem'
export const MOBILE_BREAKPOINT = 768
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b'

/** The saved state: open unless the cookie says "false". */
export function readSidebarOpen(cookie: string = document.cookie): boolean {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === SIDEBAR_COOKIE_NAME) return value !== 'false'
  }
  return true
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`
}

export function saveSidebarOpen(open: boolean): void {
  document.cookie = sidebarCookie(open)
}

/** Ctrl+B, or Cmd+B on a Mac. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): boolean {
  return (
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.ctrlKey || event.metaKey) && !event.altKey
  )
}
