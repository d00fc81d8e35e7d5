// CodeMirror 6 with Liquid highlighting, used directly (no React wrapper): one EditorView per
// mounted file; Theme Check offenses arrive as lint diagnostics (gutter marks and underlines),
// and a file opened with offenses opens at its first error (else its first warning). Ctrl/Cmd+S
// here is the editor's Save command, whose key the command registry listens for (commands/).
import { useEffect, useRef } from 'react'
import { basicSetup, EditorView } from 'codemirror'
import { EditorState, type Extension } from '@codemirror/state'
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint'
import { liquid } from '@codemirror/lang-liquid'
import type { ThemeOffense } from './theme-check'

export const CODE_VIEW_HEIGHT = 400

const editorTheme = EditorView.theme({
  '&': { height: `${CODE_VIEW_HEIGHT}px`, fontSize: '12.5px', backgroundColor: 'var(--color-panel-solid)' },
  '.cm-scroller': {
    overflow: 'auto',
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  '.cm-gutters': { backgroundColor: 'var(--gray-2)', borderRight: '1px solid var(--gray-a5)' },
  '&.cm-focused': { outline: 'none' },
})

/** Theme Check offenses of one file as CodeMirror diagnostics (1-based lines and columns). */
export function offensesToDiagnostics(doc: string, offenses: readonly ThemeOffense[]): Diagnostic[] {
  const lineStarts = [0]
  for (let i = 0; i < doc.length; i++) if (doc.charCodeAt(i) === 10) lineStarts.push(i + 1)
  return offenses.map((offense) => {
    const lineIndex = Math.min(Math.max(offense.line, 1), lineStarts.length) - 1
    const start = lineStarts[lineIndex] ?? 0
    const end = lineIndex + 1 < lineStarts.length ? (lineStarts[lineIndex + 1] ?? doc.length) - 1 : doc.length
    const from = Math.min(start + Math.max(offense.column, 1) - 1, end)
    return {
      from,
      to: Math.max(from, end),
      severity: offense.severity === 'info' ? 'info' : offense.severity,
      source: offense.check,
      message: offense.message,
    }
  })
}

export function CodeEditor({
  path,
  value,
  onChange,
  offenses,
  readOnly = false,
}: {
  path: string
  value: string
  onChange(value: string): void
  /** The code can be read, not changed (a viewer of a shared store). */
  readOnly?: boolean
  offenses: readonly ThemeOffense[]
}) {
  const host = useRef<HTMLDivElement>(null)
  const view = useRef<EditorView | null>(null)
  const handlers = useRef({ onChange })
  /** Whether the merchant has moved or typed in this file: then its offenses no longer move them. */
  const touched = useRef(false)
  useEffect(() => {
    handlers.current = { onChange }
  })

  // One view per file; the initial value is read once, later values are synced below.
  const initial = useRef(value)
  useEffect(() => {
    if (!host.current) return
    const extensions: Extension[] = [
      basicSetup,
      lintGutter(),
      editorTheme,
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({ 'aria-label': `Code of ${path}` }),
      EditorView.updateListener.of((update) => {
        if (update.transactions.some((tr) => tr.isUserEvent('select') || tr.isUserEvent('input')))
          touched.current = true
        if (update.docChanged) handlers.current.onChange(update.state.doc.toString())
      }),
    ]
    if (path.endsWith('.liquid')) extensions.push(liquid())
    if (readOnly) extensions.push(EditorState.readOnly.of(true), EditorView.editable.of(false))
    // A new view starts where its first offense is (React's strict mode makes one twice in dev).
    touched.current = false
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({ doc: initial.current, extensions }),
    })
    view.current = created
    return () => {
      created.destroy()
      view.current = null
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a role change remounts the editor (key)
  }, [path])

  // A new value from outside (a new version, a revert) replaces the document.
  useEffect(() => {
    const current = view.current
    if (!current) return
    const doc = current.state.doc.toString()
    if (doc !== value) current.dispatch({ changes: { from: 0, to: doc.length, insert: value } })
  }, [value])

  useEffect(() => {
    const current = view.current
    if (!current) return
    const diagnostics = offensesToDiagnostics(current.state.doc.toString(), offenses)
    current.dispatch(setDiagnostics(current.state, diagnostics))
    const first = diagnostics.find((diagnostic) => diagnostic.severity === 'error') ?? diagnostics[0]
    if (first && !touched.current) {
      // Once: the merchant who then moves about is left where they go.
      touched.current = true
      current.dispatch({
        selection: { anchor: first.from },
        effects: EditorView.scrollIntoView(first.from, { y: 'center' }),
      })
    }
  }, [offenses, value])

  return (
    <div
      ref={host}
      className="overflow-hidden rounded-md border border-[var(--gray-a6)]"
      style={{ height: CODE_VIEW_HEIGHT }}
      data-testid="code-editor"
    />
  )
}
