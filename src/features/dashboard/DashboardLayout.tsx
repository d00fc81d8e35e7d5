import type { ReactNode } from 'react'
import { Button, Callout, Flex, Spinner } from '@radix-ui/themes'
import { CircleAlert } from 'lucide-react'
import { api } from '../../../convex/_generated/api'
import { useLiveQuery } from '../../components/useLiveQuery'
import { AppSidebar } from './AppSidebar'
import { DashboardHeader } from './DashboardHeader'
import { SidebarProvider } from './Sidebar'
import { ProfileContext, useProfile, type ProfileState } from './useProfile'

/** The header, the sidebar, and the screen — once the user's profile exists. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const profile = useProfile()
  const billing = useLiveQuery(api.billing.status, {})
  return (
    <SidebarProvider>
      <div className="min-h-dvh bg-[var(--gray-1)]">
        <a
          href="#dashboard-main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-[var(--color-panel-solid)] focus:px-3 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <DashboardHeader profile={profile} billing={billing.status === 'success' ? billing.data : null} />
        <div className="flex">
          <AppSidebar />
          <main id="dashboard-main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
            <div className="mx-auto w-full max-w-6xl">
              <ProfileGate profile={profile}>{children}</ProfileGate>
            </div>
          </main>
        </div>
      </div>
    </SidebarProvider>
  )
}

function ProfileGate({ profile, children }: { profile: ProfileState; children: ReactNode }) {
  if (profile.status === 'ready')
    return <ProfileContext.Provider value={profile.profile}>{children}</ProfileContext.Provider>
  if (profile.status === 'loading') {
    return (
      <Flex align="center" justify="center" className="py-24" role="status" aria-label="Loading your profile">
        <Spinner size="3" />
      </Flex>
    )
  }
  return (
    <Callout.Root color="red" role="alert" className="max-w-xl">
      <Callout.Icon>
        <CircleAlert className="size-4" />
      </Callout.Icon>
      <Callout.Text>
        Failed to load user profile. Check your connection and reload the page.
        <Button size="1" variant="soft" color="red" ml="3" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Callout.Text>
    </Callout.Root>
  )
}
