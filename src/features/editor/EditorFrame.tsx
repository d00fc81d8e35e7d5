// The editor's frame: its header (brand, title, version line, the screen's actions, credits and
// the way back to the dashboard), and what it shows while the theme loads or when it cannot.
import { Link } from '@tanstack/react-router'
import { Button, Card, Flex, Heading, Skeleton, Text } from '@radix-ui/themes'
import { CircleAlert, Coins, LayoutDashboard, RefreshCw } from 'lucide-react'
import { Brand } from '../../components/Brand'
import { isLowOnCredits } from './outcomes'

function CreditsPill({ credits }: { credits: number | undefined }) {
  if (credits === undefined) return <Skeleton width="72px" height="28px" className="rounded-full" />
  const low = isLowOnCredits(credits)
  return (
    <Link
      to="/dashboard/billing"
      aria-label={`${credits} credits`}
      data-testid="editor-credits"
      className={[
        'inline-flex h-7 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium tabular-nums',
        low ? 'bg-[var(--amber-a3)] text-[var(--amber-11)]' : 'bg-[var(--gray-a3)] text-[var(--gray-12)]',
      ].join(' ')}
    >
      <Coins className="size-3.5" aria-hidden />
      {credits}
      <span className="hidden sm:inline">{credits === 1 ? 'credit' : 'credits'}</span>
    </Link>
  )
}

export function EditorFrame({
  credits,
  title,
  subtitle,
  actions,
  children,
}: {
  credits: number | undefined
  title?: React.ReactNode
  subtitle?: React.ReactNode
  actions?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-[var(--color-background)]">
      <header className="flex shrink-0 flex-wrap items-center gap-x-2 gap-y-1 border-b border-[var(--gray-a5)] bg-[var(--color-panel-solid)] px-3 py-2 sm:h-14 sm:flex-nowrap sm:gap-3 sm:px-4 sm:py-0">
        <Brand compact />
        <span className="hidden h-5 w-px bg-[var(--gray-a6)] sm:block" aria-hidden />
        {/* On a phone the title and version line have a row of their own, below the controls. */}
        <div className="order-last flex w-full min-w-0 flex-wrap items-baseline gap-x-2 sm:order-none sm:block sm:w-auto sm:flex-1">
          <Text as="div" size="2" weight="medium" className="max-w-full truncate">
            {title ?? 'AI Theme Builder'}
          </Text>
          {subtitle && (
            <Text as="div" size="1" color="gray" className="max-w-full truncate">
              {subtitle}
            </Text>
          )}
        </div>
        <span className="flex-1 sm:hidden" aria-hidden />
        {actions}
        <CreditsPill credits={credits} />
        <Button asChild variant="soft" color="gray" size="2" className="max-sm:!px-2">
          <Link to="/dashboard" aria-label="Dashboard">
            <LayoutDashboard className="size-4 sm:!hidden" aria-hidden />
            <span className="max-sm:hidden">Dashboard</span>
          </Link>
        </Button>
      </header>
      {children}
    </div>
  )
}

export function EditorSkeleton() {
  return (
    <div className="flex min-h-0 flex-1 flex-col lg:flex-row" role="status" aria-label="Loading the editor">
      <div className="flex flex-col gap-4 border-b border-[var(--gray-a5)] p-4 lg:w-[440px] lg:border-b-0 lg:border-r">
        <Skeleton height="32px" />
        <Skeleton height="120px" />
        <Skeleton height="96px" />
        <Skeleton height="220px" />
      </div>
      <div className="flex min-h-[60vh] flex-1 flex-col gap-3 bg-[var(--gray-2)] p-4">
        <Skeleton height="36px" />
        <Skeleton className="flex-1" height="100%" />
      </div>
    </div>
  )
}

export function EditorError({
  title,
  message,
  onRetry,
}: {
  title: string
  message: string
  onRetry(): void
}) {
  return (
    <Flex align="center" justify="center" className="flex-1 p-6">
      <Card size="3" className="w-full max-w-md" role="alert">
        <Flex direction="column" gap="3" align="start">
          <span className="grid size-10 place-items-center rounded-full bg-[var(--red-a3)] text-[var(--red-11)]">
            <CircleAlert className="size-5" aria-hidden />
          </span>
          <Heading as="h1" size="4">
            {title}
          </Heading>
          <Text size="2" color="gray">
            {message}
          </Text>
          <Flex gap="2" mt="2">
            <Button onClick={onRetry}>
              <RefreshCw className="size-4" aria-hidden />
              Try again
            </Button>
            <Button asChild variant="soft" color="gray">
              <Link to="/dashboard">Back to Dashboard</Link>
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  )
}
