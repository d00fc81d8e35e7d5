import { createFileRoute } from '@tanstack/react-router'
import { ConnectShopifyScreen } from '../../features/connect/ConnectShopify'
import { OnboardingLayout } from '../../features/connect/OnboardingLayout'
import { EmbeddedProvider } from '../../features/embedded/EmbeddedContext'

export const Route = createFileRoute('/_signed-in/shopify-connect')({
  component: ShopifyConnectPage,
})

function ShopifyConnectPage() {
  return (
    <EmbeddedProvider>
      <OnboardingLayout step={2}>
        <ConnectShopifyScreen />
      </OnboardingLayout>
    </EmbeddedProvider>
  )
}
