// What someone sees at the address of a store or page that is there but not theirs: removed from
// the store, or it was never shared with them (the server's projects.access / pages.access). The
// way back to their stores, and nothing of the store itself.
import { Link } from '@tanstack/react-router'
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { ArrowLeft, UserX } from 'lucide-react'
import { NO_LONGER_MEMBER } from '../../../convex/model/constants'

export const NO_ACCESS_REASON =
  'You were removed from this store, or it was not shared with you. To work on it, ask its owner to share it with you.'

export function NoAccess() {
  return (
    <Flex align="center" justify="center" className="flex-1 p-6" data-testid="no-access">
      <Card size="3" className="w-full max-w-md" role="alert">
        <Flex direction="column" gap="3" align="start">
          <span className="grid size-10 place-items-center rounded-full bg-[var(--amber-a3)] text-[var(--amber-11)]">
            <UserX className="size-5" aria-hidden />
          </span>
          <Heading as="h1" size="4">
            {NO_LONGER_MEMBER}
          </Heading>
          <Text size="2" color="gray">
            {NO_ACCESS_REASON}
          </Text>
          <Button asChild mt="2">
            <Link to="/dashboard">
              <ArrowLeft className="size-4" aria-hidden />
              Back to Dashboard
            </Link>
          </Button>
        </Flex>
      </Card>
    </Flex>
  )
}
