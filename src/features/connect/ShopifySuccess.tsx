import { Link } from '@tanstack/react-router'
import { Badge, Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { useQuery } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import { CheckIcon, SparklesIcon } from '../../components/icons'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { CONNECT_STEPS, useStoreConnection } from './useStoreConnection'

function Processing({ step }: { step: number }) {
  return (
    <Flex direction="column" align="center" gap="5" className="text-center">
      <Spinner size="3" />
      <Heading as="h1" size="6">
        Connecting Store...
      </Heading>
      <ol className="m-0 flex w-full max-w-xs list-none flex-col gap-3 p-0 text-left" aria-label="Progress">
        {CONNECT_STEPS.map((label, index) => {
          const done = index < step
          const active = index === step
          return (
            <li key={label} className="flex items-center gap-3" aria-current={active ? 'step' : undefined}>
              <span
                className={`flex h-6 w-6 shrink-0 items-center justify-center rounded-full ${
                  done
                    ? 'bg-[var(--grass-9)] text-white'
                    : active
                      ? 'bg-[var(--accent-a4)] text-[var(--accent-11)]'
                      : 'bg-[var(--gray-a3)] text-[var(--gray-9)]'
                }`}
              >
                {done ? <CheckIcon size={14} /> : active ? <Spinner size="1" /> : null}
              </span>
              <Text
                size="2"
                color={done || active ? undefined : 'gray'}
                weight={active ? 'medium' : 'regular'}
              >
                {label}
              </Text>
            </li>
          )
        })}
      </ol>
    </Flex>
  )
}

export function ShopifySuccess({
  shop,
  storeName,
  connection,
}: {
  shop?: string
  storeName?: string
  connection?: string
}) {
  const state = useStoreConnection({ shop, storeName, connection })
  useDocumentTitle(state.phase === 'success' ? 'Store Connected!' : 'Connecting Store...')
  // Without a bonus, say why: the store had its bonus before, or Shopify never authorised it.
  const project = useQuery(
    api.projects.get,
    state.phase === 'success' && !state.bonusGranted ? { projectId: state.projectId } : 'skip',
  )
  const notAuthorised = project?.connected === false
  // Until that answer arrives the steps stay on screen, so the heading never flips.
  const settled = state.phase === 'success' && (state.bonusGranted || project !== undefined)
  return (
    <Card size="4" className="mx-auto max-w-lg">
      {state.phase === 'success' && settled ? (
        <Flex direction="column" align="center" gap="4" className="text-center">
          <span className="flex h-16 w-16 items-center justify-center rounded-full bg-[var(--grass-a4)] text-[var(--grass-11)]">
            <CheckIcon size={32} />
          </span>
          <Heading as="h1" size="7">
            {notAuthorised ? 'Store added' : 'Store Connected!'}
          </Heading>
          <Text size="4" weight="medium">
            {storeName || shop}
          </Text>
          {state.bonusGranted ? (
            <Badge size="3" color="grass" variant="soft" radius="full">
              <SparklesIcon size={16} />
              +5 Free Credits Awarded!
            </Badge>
          ) : (
            <Text as="p" size="2" color="gray">
              {notAuthorised
                ? 'Shopify has not authorised Vitrine for this store yet, so it is kept as a disconnected store and no bonus credits apply.'
                : 'This store was connected before, so no new credits apply: the bonus is given once per store.'}
            </Text>
          )}
          <Text size="2" color="gray" role="status">
            Redirecting to your dashboard...
          </Text>
          <Button size="3" asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </Flex>
      ) : (
        <Processing step={state.phase === 'processing' ? state.step : CONNECT_STEPS.length} />
      )}
    </Card>
  )
}
