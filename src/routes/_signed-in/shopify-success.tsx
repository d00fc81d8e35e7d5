import { createFileRoute } from '@tanstack/react-router'
import { OnboardingLayout } from '../../features/connect/OnboardingLayout'
import { ShopifySuccess } from '../../features/connect/ShopifySuccess'

/**
 * Shopify's callback sends shop, store_name, host and connection here: the one-time code with
 * which the user who started the authorization claims the shop's token, which stays on the server.
 */
export interface ShopifySuccessSearch {
  shop?: string
  store_name?: string
  connection?: string
  host?: string
}

export const Route = createFileRoute('/_signed-in/shopify-success')({
  validateSearch: (search: Record<string, unknown>): ShopifySuccessSearch => {
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
    return {
      shop: text(search.shop),
      store_name: text(search.store_name),
      connection: text(search.connection),
      host: text(search.host),
    }
  },
  component: ShopifySuccessPage,
})

function ShopifySuccessPage() {
  const { shop, store_name: storeName, connection } = Route.useSearch()
  return (
    <OnboardingLayout step={2}>
      <ShopifySuccess shop={shop} storeName={storeName} connection={connection} />
    </OnboardingLayout>
  )
}
