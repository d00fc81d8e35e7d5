// The commands' keys: which command a key press runs, and how a shortcut reads on this machine.
import type { Shortcut } from './types'

export interface KeyInfo {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
  target: EventTarget | null
}

/** Whether keys typed here are text for a field (input, textarea, select, editable content, CodeMirror). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false
  const element = target as HTMLElement
  if (element.isContentEditable) return true
  return (
    element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], .cm-editor') !==
    null
  )
}

export function matchesShortcut(event: KeyInfo, shortcut: Shortcut): boolean {
  if (event.altKey || event.key.toLowerCase() !== shortcut.key.toLowerCase()) return false
  if (shortcut.ctrl) return event.ctrlKey && !event.metaKey && event.shiftKey === Boolean(shortcut.shift)
  const mod = event.ctrlKey || event.metaKey
  return mod === Boolean(shortcut.mod) && event.shiftKey === Boolean(shortcut.shift)
}

interface Keyed {
  shortcuts?: readonly Shortcut[]
  whileTyping?: boolean
}

/**
 * The command a key press runs: one whose keys match and that is not a field's own key (in a
 * text field or the code editor, Ctrl/Cmd+Z is the field's undo). Null otherwise.
 */
export function commandForKey<C extends Keyed>(commands: readonly C[], event: KeyInfo): C | null {
  const typing = isTypingTarget(event.target)
  for (const command of commands) {
    if (typing && !command.whileTyping) continue
    if (command.shortcuts?.some((shortcut) => matchesShortcut(event, shortcut))) return command
  }
  return null
}

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** How a shortcut reads on this machine: ⇧⌘Z on a Mac, Ctrl+Shift+Z elsewhere. */
export function shortcutLabel(shortcut: Shortcut, mac = IS_MAC): string {
  const key = shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key
  if (mac && !shortcut.ctrl) return `${shortcut.shift ? '⇧' : ''}${shortcut.mod ? '⌘' : ''}${key}`
  return [shortcut.ctrl || shortcut.mod ? 'Ctrl' : '', shortcut.shift ? 'Shift' : '', key]
    .filter(Boolean)
    .join('+')
}

/** "Undo (Ctrl+Z)": a command's label with its first shortcut, for tooltips and menus. */
export function commandHint(
  command: { label: string; shortcuts?: readonly Shortcut[] },
  mac = IS_MAC,
): string {
  const first = command.shortcuts?.[0]
  return first ? `${command.label} (${shortcutLabel(first, mac)})` : command.label
}
