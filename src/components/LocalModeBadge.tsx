import { Badge, Tooltip } from '@radix-ui/themes'
import { useSession } from '../lib/session'

/** Says plainly that this is local mode: data on this machine, no real payments or stores. */
export function LocalModeBadge() {
  const session = useSession()
  if (session.mode !== 'local') return null
  return (
    <div className="pointer-events-auto fixed bottom-3 left-3 z-50">
      <Tooltip content="Running on this machine: local accounts and data, built-in theme generator. Stripe and Shopify need configuration.">
        <Badge color="amber" variant="solid" size="2" data-testid="local-mode-badge">
          Local mode
        </Badge>
      </Tooltip>
    </div>
  )
}
