import type { ReactNode } from 'react'
import { Flex, Heading, Text } from '@radix-ui/themes'

/** The "nothing here yet" panel of a list: an icon, what is missing, and the way to add one. */
export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon: ReactNode
  title: string
  description: ReactNode
  action?: ReactNode
}) {
  return (
    <Flex
      direction="column"
      align="center"
      gap="3"
      className="rounded-xl border border-dashed border-[var(--gray-a6)] bg-[var(--gray-a2)] px-6 py-14 text-center"
    >
      <Flex
        align="center"
        justify="center"
        className="size-12 rounded-full bg-[var(--accent-a3)] text-[var(--accent-11)]"
        aria-hidden
      >
        {icon}
      </Flex>
      <Heading as="h2" size="4">
        {title}
      </Heading>
      <Text as="p" size="2" color="gray" className="max-w-sm">
        {description}
      </Text>
      {action && <div className="mt-2">{action}</div>}
    </Flex>
  )
}
