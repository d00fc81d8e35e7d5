import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../features/static/LegalPages'

export const Route = createFileRoute('/privacy')({
  component: PrivacyRoute,
})

function PrivacyRoute() {
  return <PrivacyPage />
}
