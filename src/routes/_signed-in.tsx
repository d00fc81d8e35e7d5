import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { Flex, Spinner } from '@radix-ui/themes'

/**
 * Every signed-in screen sits under this layout: the dashboard, store pages, billing and
 * account, the editor, /shopify-connect, /shopify-success and /success. Without a session,
 * /auth, and back here afterwards; the app re-checks whenever the session changes (main.tsx
 * invalidates the router), so a session that ends while a screen is open leads there too.
 */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: ({ context, location }) => {
    if (context.session.status === 'signed-out') {
      throw redirect({ to: '/auth', search: { redirect: location.href }, replace: true })
    }
  },
  component: SignedInLayout,
})

function SignedInLayout() {
  const { session } = Route.useRouteContext()
  if (session.status !== 'signed-in') {
    return (
      <Flex align="center" justify="center" className="min-h-screen" role="status" aria-label="Loading">
        <Spinner size="3" />
      </Flex>
    )
  }
  return <Outlet />
}
