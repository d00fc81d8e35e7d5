import { Badge, Tooltip } from '@radix-ui/themes'
import { useSession } from '../lib/session'

/** Says plainly that this is local mode: data on this machine, no real payments or stores. */
export function LocalModeBadge() {
  const session = useSession()
  if (session.mode !== 'local') return null
  return (
    <div className="pointer-events-none fixed bottom-2 left-2 z-50 opacity-90 sm:pointer-events-auto sm:bottom-3 sm:left-3">
      <Tooltip content="Running on this machine: local accounts and data, built-in theme generator. Stripe and Shopify need configuration.">
        <Badge color="amber" variant="solid" size="1" data-testid="local-mode-badge">
          Local mode
        </Badge>
      </Tooltip>
    </div>
  )
}
