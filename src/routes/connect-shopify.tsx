import { createFileRoute, redirect } from '@tanstack/react-router'

// SPEC.md links to /connect-shopify but registers /shopify-connect: same screen, same query.
export const Route = createFileRoute('/connect-shopify')({
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/shopify-connect', search, replace: true })
  },
})
