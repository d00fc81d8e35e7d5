import { createFileRoute } from '@tanstack/react-router'
import { EditorScreen } from '../../features/editor/EditorScreen'
import { parseEditorSearch } from '../../features/editor/search'

/** The theme editor. Guard: signed in (otherwise /auth, and back here afterwards). */
export const Route = createFileRoute('/_signed-in/editor')({
  validateSearch: parseEditorSearch,
  component: EditorRoute,
})

function EditorRoute() {
  const { prompt, pageId } = Route.useSearch()
  return <EditorScreen key={pageId ?? 'scratch'} pageId={pageId} initialPrompt={prompt} />
}
