import { createFileRoute } from '@tanstack/react-router'
import { AuthScreen } from '../features/auth/AuthScreen'
import { parseAuthSearch } from '../features/auth/redirect'

export const Route = createFileRoute('/auth')({
  validateSearch: parseAuthSearch,
  component: AuthPage,
})

function AuthPage() {
  const search = Route.useSearch()
  return <AuthScreen search={search} />
}
