import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DashboardLayout } from '../../features/dashboard/DashboardLayout'

/** The signed-in area: /dashboard/* and /projects/*, with the sidebar and header. */
export const Route = createFileRoute('/_signed-in/_app')({
  component: AppLayout,
})

function AppLayout() {
  return (
    <DashboardLayout>
      <Outlet />
    </DashboardLayout>
  )
}
