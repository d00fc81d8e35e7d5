// The editor's commands as one registry: each action has an id, a label, the keys that run it,
// whether it can run now, and what it does. Buttons, keyboard shortcuts and menus all go through
// it, so a command is enabled (or not) and does the same thing wherever it is started from.
import { useEffect, useRef } from 'react'

export type ActionId =
  'undo' | 'redo' | 'generate' | 'saveCode' | 'toggleEditMode' | 'download' | 'livePreview'

export interface Shortcut {
  /** KeyboardEvent.key, compared without case. */
  key: string
  /** Ctrl on Windows and Linux, Cmd on a Mac (either is accepted). */
  mod?: boolean
  shift?: boolean
  /** Ctrl itself, not Cmd (Ctrl+Y). */
  ctrl?: boolean
}

export interface EditorAction {
  id: ActionId
  label: string
  shortcuts?: readonly Shortcut[]
  /** Whether the keys still run it while typing in a field (Save in the code editor). */
  whileTyping?: boolean
  enabled: boolean
  perform(): void
}

export type ActionRegistry = Readonly<Record<ActionId, EditorAction>>

interface KeyInfo {
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

/**
 * The action a key press runs: one whose keys match, that is enabled, and that is not a field's
 * own key (in a text field or the code editor, Ctrl/Cmd+Z is the field's undo). Null otherwise.
 */
export function actionForKey(actions: ActionRegistry, event: KeyInfo): EditorAction | null {
  const typing = isTypingTarget(event.target)
  for (const action of Object.values(actions)) {
    if (typing && !action.whileTyping) continue
    if (action.shortcuts?.some((shortcut) => matchesShortcut(event, shortcut))) return action
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

/** "Undo (Ctrl+Z)": an action's label with its first shortcut, for tooltips and menus. */
export function actionHint(action: EditorAction, mac = IS_MAC): string {
  const first = action.shortcuts?.[0]
  return first ? `${action.label} (${shortcutLabel(first, mac)})` : action.label
}

/** Runs the registry's shortcuts for as long as the screen is open; a disabled action's keys do nothing. */
export function useActionShortcuts(actions: ActionRegistry): void {
  const latest = useRef(actions)
  useEffect(() => {
    latest.current = actions
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = actionForKey(latest.current, event)
      if (!action) return
      event.preventDefault()
      if (action.enabled) action.perform()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}
