import { Link } from '@tanstack/react-router'
import { Badge, Box, Button, DropdownMenu, Flex, IconButton, Skeleton, Tooltip } from '@radix-ui/themes'
import { useQuery } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import { useSession } from '../../lib/session'
import { Brand } from '../../components/Brand'
import { MenuIcon, SparklesIcon } from '../../components/icons'

/** The landing sections the nav bar links to (SPEC.md: the four anchors). */
export const NAV_SECTIONS = [
  { hash: 'how-it-works', label: 'How It Works' },
  { hash: 'ai-builder', label: 'AI Builder' },
  { hash: 'pricing', label: 'Pricing' },
  { hash: 'support', label: 'Support' },
] as const

/** The signed-in user's balance from users.me; nothing while the profile is being created. */
export function CreditsBadge() {
  const me = useQuery(api.users.me)
  if (me === undefined) return <Skeleton width="84px" height="24px" />
  if (me === null) return null
  return (
    <Tooltip
      content={me.lowCredits ? 'Running low: each design prompt uses 1 credit' : '1 credit per design prompt'}
    >
      <Badge size="2" color={me.lowCredits ? 'amber' : 'indigo'} variant="soft" data-testid="credits-badge">
        <SparklesIcon size={14} />
        {me.credits} {me.credits === 1 ? 'credit' : 'credits'}
      </Badge>
    </Tooltip>
  )
}

function SessionActions() {
  const session = useSession()
  if (session.status === 'loading') return <Skeleton width="160px" height="32px" />
  if (session.status === 'signed-in') {
    return (
      <Flex align="center" gap="3">
        <CreditsBadge />
        <Button asChild>
          <Link to="/dashboard">Dashboard</Link>
        </Button>
      </Flex>
    )
  }
  return (
    <Flex align="center" gap="2">
      <Box display={{ initial: 'none', sm: 'block' }}>
        <Button asChild variant="soft">
          <Link to="/auth" search={{ tab: 'sign-in' }}>
            Sign In
          </Link>
        </Button>
      </Box>
      <Button asChild>
        <Link to="/auth">Get Started</Link>
      </Button>
    </Flex>
  )
}

function MobileMenu() {
  const session = useSession()
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <IconButton variant="ghost" color="gray" aria-label="Open menu">
          <MenuIcon />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        {NAV_SECTIONS.map((section) => (
          <DropdownMenu.Item key={section.hash} asChild>
            <Link to="/" hash={section.hash}>
              {section.label}
            </Link>
          </DropdownMenu.Item>
        ))}
        {session.status === 'signed-out' && (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Item asChild>
              <Link to="/auth" search={{ tab: 'sign-in' }}>
                Sign In
              </Link>
            </DropdownMenu.Item>
          </>
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-[var(--gray-a4)] bg-[var(--color-background)]/85 backdrop-blur-md">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        {/* On a phone the mark stands alone: the local-mode tag and the session's actions need the room. */}
        <Brand compact />
        <ul className="m-0 hidden list-none items-center gap-7 p-0 md:flex">
          {NAV_SECTIONS.map((section) => (
            <li key={section.hash}>
              <Link
                to="/"
                hash={section.hash}
                className="text-sm font-medium text-[var(--gray-11)] no-underline transition-colors hover:text-[var(--gray-12)]"
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
        <Flex align="center" gap="3">
          <SessionActions />
          <Box display={{ initial: 'block', md: 'none' }}>
            <MobileMenu />
          </Box>
        </Flex>
      </nav>
    </header>
  )
}
