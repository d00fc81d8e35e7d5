import { Link, useRouter } from '@tanstack/react-router'
import { Button, IconButton, Skeleton, Tooltip } from '@radix-ui/themes'
import { Coins, LogOut, PanelLeft, Plus, TriangleAlert } from 'lucide-react'
import { useSession } from '../../lib/session'
import { isLowOnCredits, TOP_UP, PRO_DESIGNER } from '../billing/plans'
import { useBillingActions } from '../billing/actions'
import { Brand } from '../../components/Brand'
import { useSidebar } from './Sidebar'
import type { ProfileState } from './useProfile'

export interface BillingSummary {
  subscribed: boolean
  stripeConfigured: boolean
}

const SHORTCUT =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘B' : 'Ctrl+B'

export function SidebarTrigger() {
  const { toggle, isMobile, open, openMobile } = useSidebar()
  return (
    <Tooltip content={`Toggle sidebar (${SHORTCUT})`}>
      <IconButton
        variant="ghost"
        color="gray"
        size="2"
        onClick={toggle}
        aria-label="Toggle sidebar"
        aria-expanded={isMobile ? openMobile : open}
        className="!m-0"
      >
        <PanelLeft className="size-[18px]" aria-hidden />
      </IconButton>
    </Tooltip>
  )
}

/** The balance from users.me, amber with a warning sign below 5 credits; leads to Billing. */
export function CreditBalance({ profile }: { profile: ProfileState }) {
  if (profile.status === 'loading') return <Skeleton width="96px" height="32px" className="rounded-full" />
  if (profile.status === 'error') return null
  const { credits } = profile.profile
  const low = isLowOnCredits(credits)
  const Icon = low ? TriangleAlert : Coins
  return (
    <Tooltip
      content={low ? 'Running low: each design prompt uses 1 credit' : 'Each design prompt uses 1 credit'}
    >
      <Link
        to="/dashboard/billing"
        data-testid="credit-balance"
        data-low={low}
        aria-label={`${credits} credits${low ? ', running low' : ''}`}
        className={[
          'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium tabular-nums outline-none',
          'focus-visible:ring-2 focus-visible:ring-[var(--accent-8)]',
          low
            ? 'bg-[var(--amber-a3)] text-[var(--amber-11)] ring-1 ring-[var(--amber-a6)]'
            : 'bg-[var(--gray-a3)] text-[var(--gray-12)]',
        ].join(' ')}
      >
        <Icon className="size-4" aria-hidden />
        {credits}
        <span className="hidden sm:inline">{credits === 1 ? 'credit' : 'credits'}</span>
      </Link>
    </Tooltip>
  )
}

/**
 * Extra credits are sold to subscribers only (SPEC.md section 6); everyone else is taken to
 * Billing, where the subscription is offered.
 */
export function TopUpButton({ billing }: { billing: BillingSummary | null }) {
  const actions = useBillingActions(billing?.stripeConfigured ?? false)
  if (billing?.subscribed) {
    return (
      <Tooltip content={TOP_UP.label}>
        <Button size="2" onClick={() => void actions.buyCredits()} loading={actions.pending === 'payment'}>
          <Plus className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Buy Credits</span>
        </Button>
      </Tooltip>
    )
  }
  return (
    <Tooltip content={`Subscribe to ${PRO_DESIGNER.name} for ${PRO_DESIGNER.credits} credits a month`}>
      <Button size="2" asChild>
        <Link to="/dashboard/billing">
          <Plus className="size-4" aria-hidden />
          <span className="max-sm:sr-only">Get Credits</span>
        </Link>
      </Button>
    </Tooltip>
  )
}

/** Signs out and goes to the landing page; in the header the label hides on phones. */
export function SignOutButton({ showLabel = false }: { showLabel?: boolean }) {
  const session = useSession()
  const router = useRouter()
  async function signOut() {
    await router.navigate({ to: '/' })
    await session.signOut()
  }
  return (
    <Button variant="soft" color="gray" highContrast size="2" onClick={() => void signOut()}>
      <LogOut className="size-4" aria-hidden />
      <span className={showLabel ? undefined : 'max-sm:sr-only'}>Sign Out</span>
    </Button>
  )
}

export function DashboardHeader({
  profile,
  billing,
}: {
  profile: ProfileState
  billing: BillingSummary | null
}) {
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-[var(--gray-a5)] bg-[var(--color-panel-solid)] px-3 sm:gap-3 sm:px-4">
      <SidebarTrigger />
      <Brand to="/dashboard" />
      <div className="flex-1" />
      <CreditBalance profile={profile} />
      <TopUpButton billing={billing} />
      <SignOutButton />
    </header>
  )
}
