import { createFileRoute } from '@tanstack/react-router'
import { MyStoresScreen } from '../../../../features/dashboard/MyStores'

export const Route = createFileRoute('/_signed-in/_app/dashboard/')({
  component: MyStoresRoute,
})

function MyStoresRoute() {
  return <MyStoresScreen />
}
