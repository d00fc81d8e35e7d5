import type { ReactNode } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { ArrowLeft, CircleCheck, CircleX, Home, Sparkles } from 'lucide-react'
import { BrandMark } from '../dashboard/AppSidebar'
import { PRO_DESIGNER, TOP_UP } from './plans'

export type PaymentType = 'credits' | 'subscription'

/** SPEC.md section 9: the credits type adds 20 credits; any other is the subscription. */
export function paymentType(type: string | undefined): PaymentType {
  return type === 'credits' ? 'credits' : 'subscription'
}

export function paymentSuccessText(type: PaymentType): { title: string; body: string } {
  if (type === 'credits') {
    return {
      title: 'Credits added!',
      body: `${TOP_UP.credits} credits have been added to your account. Each design prompt uses 1 credit.`,
    }
  }
  return {
    title: `Welcome to ${PRO_DESIGNER.name}!`,
    body: `${PRO_DESIGNER.credits} credits have been added to your account, plus a monthly ${PRO_DESIGNER.name} subscription with ${PRO_DESIGNER.credits} fresh credits every month.`,
  }
}

function ResultCard({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex
      direction="column"
      align="center"
      justify="center"
      gap="5"
      className="min-h-dvh bg-[var(--gray-2)] px-4 py-12"
    >
      <Link
        to="/"
        className="flex items-center gap-2 rounded-md text-[var(--gray-12)] outline-none focus-visible:ring-2 focus-visible:ring-[var(--accent-8)]"
      >
        <BrandMark />
        <span className="text-lg font-bold tracking-tight">Vitrine</span>
      </Link>
      <Card size="4" className="w-full max-w-md text-center">
        <Flex direction="column" align="center" gap="3">
          {icon}
          {children}
        </Flex>
      </Card>
    </Flex>
  )
}

export function PaymentSuccess({ type }: { type: PaymentType }) {
  const { title, body } = paymentSuccessText(type)
  return (
    <ResultCard
      icon={
        <Flex
          align="center"
          justify="center"
          className="size-14 rounded-full bg-[var(--green-a3)] text-[var(--green-11)]"
        >
          <CircleCheck className="size-7" aria-hidden />
        </Flex>
      }
    >
      <Text size="2" color="green" weight="medium">
        Payment successful
      </Text>
      <Heading as="h1" size="6">
        {title}
      </Heading>
      <Text as="p" size="3" color="gray" data-testid="payment-success-body">
        {body}
      </Text>
      <Flex direction={{ initial: 'column', xs: 'row' }} gap="3" mt="3" className="w-full" justify="center">
        <Button asChild size="3" variant="soft" color="gray">
          <Link to="/">Start Creating</Link>
        </Button>
        <Button asChild size="3">
          <Link to="/editor">
            <Sparkles className="size-4" aria-hidden />
            Go to Editor
          </Link>
        </Button>
      </Flex>
    </ResultCard>
  )
}

export function PaymentCancelled() {
  const router = useRouter()
  return (
    <ResultCard
      icon={
        <Flex
          align="center"
          justify="center"
          className="size-14 rounded-full bg-[var(--gray-a3)] text-[var(--gray-11)]"
        >
          <CircleX className="size-7" aria-hidden />
        </Flex>
      }
    >
      <Heading as="h1" size="6">
        Payment cancelled
      </Heading>
      <Text as="p" size="3" color="gray">
        No payment was taken and nothing changed on your account. You can try again whenever you are ready.
      </Text>
      <Flex direction={{ initial: 'column', xs: 'row' }} gap="3" mt="3" className="w-full" justify="center">
        <Button asChild size="3" variant="soft" color="gray">
          <Link to="/">
            <Home className="size-4" aria-hidden />
            Go Home
          </Link>
        </Button>
        <Button size="3" onClick={() => router.history.back()}>
          <ArrowLeft className="size-4" aria-hidden />
          Try Again
        </Button>
      </Flex>
    </ResultCard>
  )
}
