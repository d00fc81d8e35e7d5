import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../features/static/LegalPages'

export const Route = createFileRoute('/terms')({
  component: TermsRoute,
})

function TermsRoute() {
  return <TermsPage />
}
