import { createFileRoute } from '@tanstack/react-router'
import { RequireSession } from '../components/RequireSession'
import { OnboardingLayout } from '../features/connect/OnboardingLayout'
import { ShopifySuccess } from '../features/connect/ShopifySuccess'

/** Shopify's callback sends shop, store_name and host here; the access token stays on the server. */
export interface ShopifySuccessSearch {
  shop?: string
  store_name?: string
  host?: string
}

export const Route = createFileRoute('/shopify-success')({
  validateSearch: (search: Record<string, unknown>): ShopifySuccessSearch => {
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
    return { shop: text(search.shop), store_name: text(search.store_name), host: text(search.host) }
  },
  component: ShopifySuccessPage,
})

function ShopifySuccessPage() {
  const { shop, store_name: storeName } = Route.useSearch()
  return (
    <RequireSession>
      <OnboardingLayout step={2}>
        <ShopifySuccess shop={shop} storeName={storeName} />
      </OnboardingLayout>
    </RequireSession>
  )
}
