import { createFileRoute } from '@tanstack/react-router'
import { HelpPage } from '../features/static/HelpPage'

export const Route = createFileRoute('/help')({
  component: HelpRoute,
})

function HelpRoute() {
  return <HelpPage />
}
