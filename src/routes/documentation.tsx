import { createFileRoute } from '@tanstack/react-router'
import { DocumentationPage } from '../features/static/DocumentationPage'

export const Route = createFileRoute('/documentation')({
  component: DocumentationRoute,
})

function DocumentationRoute() {
  return <DocumentationPage />
}
