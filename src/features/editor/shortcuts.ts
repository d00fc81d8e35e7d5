// Keyboard shortcuts of the editor: Ctrl/Cmd+Z undo, Shift+Ctrl/Cmd+Z (and Ctrl+Y) redo. In a
// text field or the code editor the keys belong to the field, which has its own undo.

export type EditorShortcut = 'undo' | 'redo'

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

export function shortcutFor(event: KeyInfo): EditorShortcut | null {
  const mod = event.ctrlKey || event.metaKey
  if (!mod || event.altKey || isTypingTarget(event.target)) return null
  const key = event.key.toLowerCase()
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo'
  if (key === 'y' && event.ctrlKey && !event.metaKey && !event.shiftKey) return 'redo'
  return null
}
