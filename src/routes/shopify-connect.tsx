import { createFileRoute } from '@tanstack/react-router'
import { RequireSession } from '../components/RequireSession'
import { ConnectShopifyScreen } from '../features/connect/ConnectShopify'
import { OnboardingLayout } from '../features/connect/OnboardingLayout'
import { EmbeddedProvider } from '../features/embedded/EmbeddedContext'

export const Route = createFileRoute('/shopify-connect')({
  component: ShopifyConnectPage,
})

function ShopifyConnectPage() {
  return (
    <RequireSession>
      <EmbeddedProvider>
        <OnboardingLayout step={2}>
          <ConnectShopifyScreen />
        </OnboardingLayout>
      </EmbeddedProvider>
    </RequireSession>
  )
}
