import type { ReactNode } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import {
  ArrowLeft,
  CircleCheck,
  CircleX,
  Clock,
  CreditCard,
  Home,
  LifeBuoy,
  SearchX,
  Sparkles,
} from 'lucide-react'
import { Brand } from '../../components/Brand'
import { PRO_DESIGNER } from './plans'

export type PaymentType = 'credits' | 'subscription'

function creditsAdded(credits: number): string {
  return `${credits} ${credits === 1 ? 'credit has' : 'credits have'} been added to your account`
}

/**
 * SPEC.md sections 2 and 9: the credits variant (a top-up's 20 credits) and the subscription
 * variant (40 credits plus a monthly subscription), with the credits the payment really added.
 */
export function paymentSuccessText(
  type: PaymentType,
  credits: number,
): { eyebrow: string; title: string; body: string } {
  if (type === 'credits') {
    return {
      eyebrow: 'Payment successful',
      title: 'Credits added!',
      body: `${creditsAdded(credits)}. Each design prompt uses 1 credit.`,
    }
  }
  const monthly = `${PRO_DESIGNER.credits} fresh credits every month`
  return {
    // A subscription that began without a payment (a trial) does not claim one.
    eyebrow: credits > 0 ? 'Payment successful' : 'Subscription started',
    title: `Welcome to ${PRO_DESIGNER.name}!`,
    body:
      credits > 0
        ? `${creditsAdded(credits)}, plus a monthly ${PRO_DESIGNER.name} subscription with ${monthly}.`
        : `Your monthly ${PRO_DESIGNER.name} subscription is active, with ${monthly}. No credits have been added yet: they come with your first payment.`,
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
      <Brand />
      <Card size="4" className="w-full max-w-md text-center">
        <Flex direction="column" align="center" gap="3">
          {icon}
          {children}
        </Flex>
      </Card>
    </Flex>
  )
}

export function PaymentSuccess({ type, credits }: { type: PaymentType; credits: number }) {
  const { eyebrow, title, body } = paymentSuccessText(type, credits)
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
        {eyebrow}
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

/** While the session has not reached the books: Stripe's webhook or the confirmation is on its way. */
export function PaymentConfirming() {
  return (
    <ResultCard
      icon={
        <Flex
          align="center"
          justify="center"
          className="size-14 rounded-full bg-[var(--accent-a3)] text-[var(--accent-11)]"
        >
          <Spinner size="3" />
        </Flex>
      }
    >
      <div role="status" className="flex flex-col items-center gap-3">
        <Heading as="h1" size="6">
          Confirming your payment…
        </Heading>
        <Text as="p" size="3" color="gray">
          We are waiting for Stripe to confirm your payment. This usually takes a few seconds, and this page
          updates by itself.
        </Text>
      </div>
    </ResultCard>
  )
}

function BillingAndHelp() {
  return (
    <Flex direction={{ initial: 'column', xs: 'row' }} gap="3" mt="3" className="w-full" justify="center">
      <Button asChild size="3" variant="soft" color="gray">
        <Link to="/contact">
          <LifeBuoy className="size-4" aria-hidden />
          Contact us
        </Link>
      </Button>
      <Button asChild size="3">
        <Link to="/dashboard/billing">
          <CreditCard className="size-4" aria-hidden />
          Billing & Credits
        </Link>
      </Button>
    </Flex>
  )
}

/** Stripe has the checkout but not the money yet (a payment method that takes time, say). */
export function PaymentNotComplete() {
  return (
    <ResultCard
      icon={
        <Flex
          align="center"
          justify="center"
          className="size-14 rounded-full bg-[var(--amber-a3)] text-[var(--amber-11)]"
        >
          <Clock className="size-7" aria-hidden />
        </Flex>
      }
    >
      <Heading as="h1" size="6">
        Payment not confirmed yet
      </Heading>
      <Text as="p" size="3" color="gray" data-testid="payment-result-body">
        Stripe has not confirmed this payment yet, so no credits have been added. If you have just paid, look
        at Billing & Credits again in a few minutes.
      </Text>
      <BillingAndHelp />
    </ResultCard>
  )
}

/** No session of this user's reached the books: an unknown, someone else's, or a mistyped one. */
export function PaymentNotFound() {
  return (
    <ResultCard
      icon={
        <Flex
          align="center"
          justify="center"
          className="size-14 rounded-full bg-[var(--gray-a3)] text-[var(--gray-11)]"
        >
          <SearchX className="size-7" aria-hidden />
        </Flex>
      }
    >
      <Heading as="h1" size="6">
        No payment found
      </Heading>
      <Text as="p" size="3" color="gray" data-testid="payment-result-body">
        We could not find a payment for this checkout on your account, so no credits have been added. If you
        were charged, please contact us and we will sort it out.
      </Text>
      <BillingAndHelp />
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
