import { Outlet, createFileRoute } from '@tanstack/react-router'
import { RequireSession } from '../components/RequireSession'
import { DashboardLayout } from '../features/dashboard/DashboardLayout'

/** The signed-in area: /dashboard/* and /projects/*, with the sidebar and header. */
export const Route = createFileRoute('/_app')({
  component: AppLayout,
})

function AppLayout() {
  return (
    <RequireSession>
      <DashboardLayout>
        <Outlet />
      </DashboardLayout>
    </RequireSession>
  )
}
