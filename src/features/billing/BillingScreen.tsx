import { Badge, Button, Callout, Card, Flex, Heading, Skeleton, Table, Text } from '@radix-ui/themes'
import { Check, CircleAlert, Coins, Crown, ExternalLink, Info, Plus, TriangleAlert } from 'lucide-react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '../../../convex/_generated/api'
import type { CreditReason } from '../../../convex/schema'
import { useLiveQuery, type LiveQueryState } from '../../components/useLiveQuery'
import { STRIPE_NOT_CONFIGURED, useBillingActions, type BillingActions } from './actions'
import { PRO_DESIGNER, TOP_UP, isLowOnCredits } from './plans'

export type BillingStatus = FunctionReturnType<typeof api.billing.status>
export type CreditHistoryRow = FunctionReturnType<typeof api.credits.history>[number]

/** Billing & Credits, live from billing.status and credits.history. */
export function BillingScreen({ credits }: { credits: number }) {
  const status = useLiveQuery(api.billing.status, {}, 'Failed to check subscription status')
  const history = useLiveQuery(api.credits.history, {})
  const actions = useBillingActions(status.status === 'success' && status.data.stripeConfigured)
  return <Billing credits={credits} status={status} history={history} actions={actions} />
}

interface BillingProps {
  credits: number
  status: LiveQueryState<BillingStatus>
  history: LiveQueryState<CreditHistoryRow[]>
  actions: BillingActions
}

export function Billing({ credits, status, history, actions }: BillingProps) {
  return (
    <div>
      <Heading as="h1" size="7" className="tracking-tight">
        Billing & Credits
      </Heading>
      <Text as="p" size="2" color="gray" mt="1" mb="6">
        Your plan, your credit balance and where your credits went. Each design prompt uses 1 credit.
      </Text>

      {status.status === 'success' && !status.data.stripeConfigured && (
        <Callout.Root color="blue" mb="5" data-testid="stripe-not-configured">
          <Callout.Icon>
            <Info className="size-4" />
          </Callout.Icon>
          <Callout.Text>
            {STRIPE_NOT_CONFIGURED} The buttons below explain this instead of opening checkout.
          </Callout.Text>
        </Callout.Root>
      )}
      {status.status === 'error' && (
        <Callout.Root color="red" mb="5" role="alert">
          <Callout.Icon>
            <CircleAlert className="size-4" />
          </Callout.Icon>
          <Callout.Text>Failed to check subscription status.</Callout.Text>
        </Callout.Root>
      )}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <CurrentPlanCard status={status} actions={actions} />
        <CreditsCard
          credits={credits}
          subscribed={status.status === 'success' && status.data.subscribed}
          actions={actions}
        />
      </div>

      {status.status === 'success' && !status.data.subscribed && (
        <div className="mt-4">
          <ProDesignerOffer actions={actions} />
        </div>
      )}

      <CreditHistory history={history} />
    </div>
  )
}

export function formatDate(timestamp: number): string {
  return new Date(timestamp).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
}

function CurrentPlanCard({
  status,
  actions,
}: {
  status: LiveQueryState<BillingStatus>
  actions: BillingActions
}) {
  return (
    <Card size="3" data-testid="current-plan">
      <Text as="div" size="1" color="gray" weight="medium" className="uppercase tracking-wider">
        Current plan
      </Text>
      {status.status === 'loading' && <Skeleton height="28px" width="160px" mt="2" />}
      {status.status === 'error' && (
        <Text as="p" size="2" color="gray" mt="2">
          Unavailable right now.
        </Text>
      )}
      {status.status === 'success' && status.data.subscribed && (
        <>
          <Flex align="center" gap="2" mt="2">
            <Crown className="size-5 text-[var(--amber-10)]" aria-hidden />
            <Heading as="h2" size="5">
              {status.data.subscriptionTier ?? PRO_DESIGNER.name}
            </Heading>
            <Badge color="green" radius="full">
              Active
            </Badge>
          </Flex>
          <Text as="p" size="2" color="gray" mt="2">
            {PRO_DESIGNER.price}/{PRO_DESIGNER.period} · {PRO_DESIGNER.credits} credits every month
            {status.data.subscriptionEnd !== null && (
              <> · Renews on {formatDate(status.data.subscriptionEnd)}</>
            )}
          </Text>
          <Button
            mt="4"
            variant="soft"
            onClick={() => void actions.openPortal()}
            loading={actions.pending === 'portal'}
          >
            Manage billing
            <ExternalLink className="size-3.5" aria-hidden />
          </Button>
        </>
      )}
      {status.status === 'success' && !status.data.subscribed && (
        <>
          <Heading as="h2" size="5" mt="2">
            Free
          </Heading>
          <Text as="p" size="2" color="gray" mt="2">
            5 free credits when you sign up and 5 more for each store you connect. Subscribe to{' '}
            {PRO_DESIGNER.name} for {PRO_DESIGNER.credits} credits every month.
          </Text>
        </>
      )}
    </Card>
  )
}

function CreditsCard({
  credits,
  subscribed,
  actions,
}: {
  credits: number
  subscribed: boolean
  actions: BillingActions
}) {
  const low = isLowOnCredits(credits)
  return (
    <Card size="3" data-testid="credit-balance-card">
      <Text as="div" size="1" color="gray" weight="medium" className="uppercase tracking-wider">
        Credit balance
      </Text>
      <Flex align="baseline" gap="2" mt="2">
        <Coins className="size-5 self-center text-[var(--accent-10)]" aria-hidden />
        <Text size="8" weight="bold" className="tabular-nums">
          {credits}
        </Text>
        <Text size="2" color="gray">
          {credits === 1 ? 'credit' : 'credits'}
        </Text>
      </Flex>
      {low && (
        <Callout.Root color="amber" size="1" mt="3" data-testid="low-credit-warning">
          <Callout.Icon>
            <TriangleAlert className="size-4" />
          </Callout.Icon>
          <Callout.Text>
            {credits === 0 ? 'You have no credits left.' : 'You are running low on credits.'} Each design
            prompt uses 1 credit.
          </Callout.Text>
        </Callout.Root>
      )}
      {subscribed ? (
        <Button mt="4" onClick={() => void actions.buyCredits()} loading={actions.pending === 'payment'}>
          <Plus className="size-4" aria-hidden />
          {TOP_UP.label}
        </Button>
      ) : (
        <Text as="p" size="2" color="gray" mt="3">
          Extra credit packs ({TOP_UP.credits} for {TOP_UP.price}) are available to {PRO_DESIGNER.name}{' '}
          subscribers.
        </Text>
      )}
    </Card>
  )
}

export function ProDesignerOffer({ actions }: { actions: BillingActions }) {
  return (
    <Card size="3" data-testid="pro-designer-offer" className="!bg-[var(--accent-a2)]">
      <Flex direction={{ initial: 'column', md: 'row' }} gap="5" justify="between">
        <div>
          <Flex align="center" gap="2">
            <Crown className="size-5 text-[var(--accent-10)]" aria-hidden />
            <Heading as="h2" size="5">
              {PRO_DESIGNER.name}
            </Heading>
          </Flex>
          <Flex align="baseline" gap="1" mt="3">
            <Text size="8" weight="bold">
              {PRO_DESIGNER.price}
            </Text>
            <Text size="2" color="gray">
              /{PRO_DESIGNER.period}
            </Text>
          </Flex>
          <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {PRO_DESIGNER.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2 text-sm">
                <Check className="size-4 shrink-0 text-[var(--green-10)]" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <Flex direction="column" justify="end" className="md:min-w-48">
          <Button size="3" onClick={() => void actions.subscribe()} loading={actions.pending === 'checkout'}>
            Subscribe
          </Button>
          <Text size="1" color="gray" align="center" mt="2">
            Cancel any time.
          </Text>
        </Flex>
      </Flex>
    </Card>
  )
}

const REASON_LABELS: Record<CreditReason, string> = {
  signup_bonus: 'Sign-up bonus',
  store_connect_bonus: 'Store connected bonus',
  generation: 'Theme generation',
  refinement: 'Theme refinement',
  topup_purchase: 'Credit pack purchase',
  subscription_renewal: `${PRO_DESIGNER.name} monthly credits`,
  refund: 'Refund',
}

function formatDateTime(timestamp: number): string {
  return new Date(timestamp).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })
}

export function CreditHistory({ history }: { history: LiveQueryState<CreditHistoryRow[]> }) {
  return (
    <section className="mt-8" aria-labelledby="credit-history-heading">
      <Heading as="h2" size="4" id="credit-history-heading" mb="3">
        Credit history
      </Heading>
      <Card size="1" className="!p-0">
        {history.status === 'loading' && (
          <Flex direction="column" gap="3" p="4" role="status" aria-label="Loading credit history">
            <Skeleton height="16px" />
            <Skeleton height="16px" />
            <Skeleton height="16px" />
          </Flex>
        )}
        {history.status === 'error' && (
          <Text as="p" size="2" color="red" className="p-4">
            The credit history could not be loaded.
          </Text>
        )}
        {history.status === 'success' && history.data.length === 0 && (
          <Text as="p" size="2" color="gray" className="p-4">
            No credit activity yet.
          </Text>
        )}
        {history.status === 'success' && history.data.length > 0 && (
          <Table.Root size="2">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Activity</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Change</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">Balance</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {history.data.map((row, index) => (
                <Table.Row key={`${row.createdAt}-${index}`}>
                  <Table.Cell className="whitespace-nowrap text-[var(--gray-11)]">
                    {formatDateTime(row.createdAt)}
                  </Table.Cell>
                  <Table.Cell>{REASON_LABELS[row.reason]}</Table.Cell>
                  <Table.Cell justify="end" className="tabular-nums">
                    <Text color={row.amount > 0 ? 'green' : 'gray'} weight="medium">
                      {row.amount > 0 ? `+${row.amount}` : row.amount}
                    </Text>
                  </Table.Cell>
                  <Table.Cell justify="end" className="tabular-nums">
                    {row.balanceAfter}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card>
    </section>
  )
}
