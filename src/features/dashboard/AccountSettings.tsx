import { Badge, Card, Flex, Heading, Separator, Text, Tooltip } from '@radix-ui/themes'
import { BadgeCheck } from 'lucide-react'
import { useSession } from '../../lib/session'
import { SignOutButton } from './DashboardHeader'
import type { Profile } from './useProfile'

export function formatMemberSince(createdAt: number): string {
  return new Date(createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
}

/** Account Settings: email, Verified (only when it is), member since, sign out. */
export function AccountSettings({ profile }: { profile: Profile }) {
  const session = useSession()
  const email = profile.email ?? session.user?.email ?? ''
  return (
    <div>
      <Heading as="h1" size="7" className="tracking-tight">
        Account Settings
      </Heading>
      <Text as="p" size="2" color="gray" mt="1" mb="6">
        Your sign-in details.
      </Text>
      <Card size="3" className="max-w-2xl">
        <Flex gap="4" align="center">
          <Flex
            aria-hidden
            align="center"
            justify="center"
            className="size-12 shrink-0 rounded-full bg-[var(--accent-a3)] text-lg font-semibold uppercase text-[var(--accent-11)]"
          >
            {email.slice(0, 1)}
          </Flex>
          <div className="min-w-0">
            <Flex gap="2" align="center" wrap="wrap">
              <Text size="4" weight="bold" className="break-all">
                {email}
              </Text>
              {session.user?.emailVerified === true ? (
                <Badge color="green" variant="soft" radius="full">
                  <BadgeCheck className="size-3.5" aria-hidden />
                  Verified
                </Badge>
              ) : (
                <Tooltip
                  content={
                    session.mode === 'local'
                      ? 'Local accounts live on this machine and have no email verification.'
                      : 'This email address has not been verified yet.'
                  }
                >
                  <Badge color="gray" variant="soft" radius="full">
                    Not verified
                  </Badge>
                </Tooltip>
              )}
            </Flex>
            <Text as="p" size="2" color="gray">
              Member since {formatMemberSince(profile.createdAt)}
            </Text>
          </div>
        </Flex>
        <Separator size="4" my="5" />
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium uppercase tracking-wider text-[var(--gray-11)]">Email</dt>
            <dd className="mt-1 break-all text-sm">{email}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium uppercase tracking-wider text-[var(--gray-11)]">Sign-in</dt>
            <dd className="mt-1 text-sm">
              {session.mode === 'local' ? 'Local account on this machine' : 'Email and password'}
            </dd>
          </div>
        </dl>
        <Separator size="4" my="5" />
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Text size="2" color="gray">
            Sign out of Vitrine on this device.
          </Text>
          <SignOutButton showLabel />
        </Flex>
      </Card>
    </div>
  )
}
