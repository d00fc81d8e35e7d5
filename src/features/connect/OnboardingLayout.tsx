import type { ReactNode } from 'react'
import { Button, Flex, Text } from '@radix-ui/themes'
import { useSession } from '../../lib/session'
import { EnsureProfile } from '../auth/EnsureProfile'
import { CheckIcon } from '../../components/icons'
import { Brand } from '../../components/Brand'
import { CreditsBadge } from '../static/SiteHeader'

const STEPS = ['Account', 'Connect store', 'Design']

export function StepIndicator({ current }: { current: 1 | 2 | 3 }) {
  return (
    <nav aria-label={`Step ${current} of ${STEPS.length}`}>
      <ol className="m-0 flex list-none items-center gap-2 p-0 sm:gap-3">
        {STEPS.map((step, index) => {
          const number = index + 1
          const done = number < current
          const active = number === current
          return (
            <li
              key={step}
              className="flex items-center gap-2 sm:gap-3"
              aria-current={active ? 'step' : undefined}
            >
              <span
                className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold ${
                  done
                    ? 'bg-[var(--accent-9)] text-white'
                    : active
                      ? 'border-2 border-[var(--accent-9)] text-[var(--accent-11)]'
                      : 'border border-[var(--gray-a7)] text-[var(--gray-10)]'
                }`}
              >
                {done ? <CheckIcon size={14} /> : number}
              </span>
              <Text
                size="2"
                weight={active ? 'bold' : 'regular'}
                className={`${active ? '' : 'hidden sm:inline'} ${done || active ? 'text-[var(--gray-12)]' : 'text-[var(--gray-10)]'}`}
              >
                {step}
              </Text>
              {number < STEPS.length && (
                <span aria-hidden="true" className="h-px w-5 bg-[var(--gray-a6)] sm:w-10" />
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** The frame of the onboarding steps after sign-up: brand, credits, sign-out, the step. */
export function OnboardingLayout({ step, children }: { step: 1 | 2 | 3; children: ReactNode }) {
  const session = useSession()
  return (
    <div className="min-h-screen bg-[var(--gray-2)]">
      <EnsureProfile />
      <header className="border-b border-[var(--gray-a4)] bg-[var(--color-background)]">
        <Flex align="center" justify="between" gap="4" className="mx-auto h-16 max-w-5xl px-4 sm:px-6">
          <Brand />
          <Flex align="center" gap="3">
            {session.status === 'signed-in' && <CreditsBadge />}
            {session.status === 'signed-in' && (
              <Button variant="ghost" color="gray" onClick={() => void session.signOut()}>
                Sign out
              </Button>
            )}
          </Flex>
        </Flex>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        <Flex justify="center" mb="8">
          <StepIndicator current={step} />
        </Flex>
        {children}
      </main>
    </div>
  )
}
