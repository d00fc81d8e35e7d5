import { Link } from '@tanstack/react-router'
import { Badge, Text, Tooltip } from '@radix-ui/themes'
import { useContext } from 'react'
import { SessionContext } from '../lib/session'

/** The Vitrine mark: a shop window with an awning. One mark for every screen. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      <rect width="32" height="32" rx="8" fill="var(--accent-9)" />
      <path d="M7 12l2-4h14l2 4" fill="none" stroke="white" strokeWidth="2" strokeLinejoin="round" />
      <path
        d="M7 12a3 3 0 0 0 6 0a3 3 0 0 0 6 0a3 3 0 0 0 6 0"
        fill="none"
        stroke="white"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="10" y="17" width="12" height="8" rx="1.5" fill="none" stroke="white" strokeWidth="2" />
    </svg>
  )
}

const LOCAL_MODE_HINT =
  'Running on this machine: local accounts and data, built-in theme generator. Stripe and Shopify need configuration.'

/**
 * Says plainly that this is local mode (data on this machine, no real payments or stores),
 * beside the brand in each screen's header: in the layout, so it covers nothing.
 */
export function LocalModeTag() {
  // The brand may show outside a session (a screen on its own): then it says nothing.
  const session = useContext(SessionContext)
  if (session?.mode !== 'local') return null
  return (
    <Tooltip content={LOCAL_MODE_HINT}>
      <Badge color="amber" variant="soft" size="1" data-testid="local-mode-badge" className="shrink-0">
        Local<span className="max-sm:hidden"> mode</span>
      </Badge>
    </Tooltip>
  )
}

/**
 * The mark and the name, linking home (or `to`); with the local-mode tag in headers.
 * `compact` hides the name on phones, where the header is short of room.
 */
export function Brand({
  to = '/',
  compact = false,
  tag = true,
}: {
  to?: '/' | '/dashboard'
  compact?: boolean
  tag?: boolean
}) {
  return (
    <span className="flex shrink-0 items-center gap-2">
      <Link
        to={to}
        aria-label={to === '/' ? 'Vitrine home' : 'Vitrine'}
        className="flex items-center gap-2 rounded-md text-[var(--gray-12)] no-underline outline-none focus-visible:ring-2 focus-visible:ring-[var(--accent-8)]"
      >
        <BrandMark />
        <Text size="4" weight="bold" className={`tracking-tight ${compact ? 'max-sm:hidden' : ''}`}>
          Vitrine
        </Text>
      </Link>
      {tag && <LocalModeTag />}
    </span>
  )
}
