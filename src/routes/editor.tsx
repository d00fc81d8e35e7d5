import { createFileRoute } from '@tanstack/react-router'
import { RequireSession } from '../components/RequireSession'
import { EditorScreen } from '../features/editor/EditorScreen'
import { parseEditorSearch } from '../features/editor/search'

/** The theme editor. Guard: signed in (otherwise /auth, and back here afterwards). */
export const Route = createFileRoute('/editor')({
  validateSearch: parseEditorSearch,
  component: EditorRoute,
})

function EditorRoute() {
  const { prompt, pageId } = Route.useSearch()
  return (
    <RequireSession>
      <EditorScreen key={pageId ?? 'scratch'} pageId={pageId} initialPrompt={prompt} />
    </RequireSession>
  )
}
