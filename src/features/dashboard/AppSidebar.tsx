import { Brand } from '../../components/Brand'
import { Link, useLocation } from '@tanstack/react-router'
import { Dialog, Flex, Text, Tooltip, VisuallyHidden } from '@radix-ui/themes'
import { CreditCard, LayoutGrid, Sparkles, UserRound, type LucideIcon } from 'lucide-react'
import { DesktopSidebar, useSidebar } from './Sidebar'
import { SIDEBAR_WIDTH_MOBILE } from './sidebar-state'

interface NavItem {
  label: string
  to: '/dashboard' | '/editor' | '/dashboard/billing' | '/dashboard/account'
  icon: LucideIcon
  isActive(pathname: string): boolean
}

interface NavGroup {
  label: string
  items: NavItem[]
}

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname)

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Main Navigation',
    items: [
      {
        label: 'Overview',
        to: '/dashboard',
        icon: LayoutGrid,
        // A store's pages are part of the overview.
        isActive: (pathname) => trimSlash(pathname) === '/dashboard' || pathname.startsWith('/projects/'),
      },
      {
        label: 'AI Theme Builder',
        to: '/editor',
        icon: Sparkles,
        isActive: (pathname) => pathname.startsWith('/editor'),
      },
    ],
  },
  {
    label: 'Settings',
    items: [
      {
        label: 'Billing & Credits',
        to: '/dashboard/billing',
        icon: CreditCard,
        isActive: (pathname) => trimSlash(pathname) === '/dashboard/billing',
      },
      {
        label: 'Account Settings',
        to: '/dashboard/account',
        icon: UserRound,
        isActive: (pathname) => trimSlash(pathname) === '/dashboard/account',
      },
    ],
  },
]

function NavLink({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem
  collapsed: boolean
  onNavigate?(): void
}) {
  const { pathname } = useLocation()
  const active = item.isActive(pathname)
  const Icon = item.icon
  const link = (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? item.label : undefined}
      className={[
        'flex h-9 items-center gap-3 rounded-md px-2.5 text-sm font-medium outline-none transition-colors',
        'focus-visible:ring-2 focus-visible:ring-[var(--accent-8)]',
        active
          ? 'bg-[var(--accent-a4)] text-[var(--accent-12)]'
          : 'text-[var(--gray-11)] hover:bg-[var(--gray-a3)] hover:text-[var(--gray-12)]',
      ].join(' ')}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {!collapsed && <span className="truncate">{item.label}</span>}
    </Link>
  )
  if (!collapsed) return link
  return (
    <Tooltip content={item.label} side="right">
      {link}
    </Tooltip>
  )
}

/** The two groups of links, as the sidebar and the mobile sheet both show them. */
export function SidebarNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?(): void }) {
  return (
    <nav aria-label="Dashboard" className={collapsed ? 'px-1.5 py-3' : 'px-3 py-4'}>
      {NAV_GROUPS.map((group, index) => (
        <div
          key={group.label}
          role="group"
          aria-label={group.label}
          className={index > 0 ? 'mt-5' : undefined}
        >
          {collapsed ? (
            index > 0 && <div aria-hidden className="mx-2 mb-3 border-t border-[var(--gray-a5)]" />
          ) : (
            <Text
              as="div"
              size="1"
              weight="medium"
              color="gray"
              className="mb-1.5 px-2.5 uppercase tracking-wider"
            >
              {group.label}
            </Text>
          )}
          <Flex direction="column" gap="1">
            {group.items.map((item) => (
              <NavLink key={item.to} item={item} collapsed={collapsed} onNavigate={onNavigate} />
            ))}
          </Flex>
        </div>
      ))}
    </nav>
  )
}

/** The sidebar column on wide screens, the sheet from the header's menu button on narrow ones. */
export function AppSidebar() {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar()
  if (!isMobile) {
    return (
      <DesktopSidebar>
        <SidebarNav collapsed={!open} />
      </DesktopSidebar>
    )
  }
  return (
    <Dialog.Root open={openMobile} onOpenChange={setOpenMobile}>
      <Dialog.Content
        aria-describedby={undefined}
        data-testid="sidebar-sheet"
        className="!fixed !inset-y-0 !left-0 !m-0 !h-dvh !max-h-none !max-w-[85vw] !rounded-none !p-0"
        style={{ width: SIDEBAR_WIDTH_MOBILE }}
      >
        <VisuallyHidden>
          <Dialog.Title>Navigation</Dialog.Title>
        </VisuallyHidden>
        <Flex align="center" gap="2" className="h-14 border-b border-[var(--gray-a5)] px-5">
          <Brand to="/dashboard" />
        </Flex>
        <SidebarNav onNavigate={() => setOpenMobile(false)} />
      </Dialog.Content>
    </Dialog.Root>
  )
}
