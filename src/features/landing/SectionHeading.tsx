import type { ReactNode } from 'react'
import { Flex, Heading, Text } from '@radix-ui/themes'

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
}: {
  id: string
  eyebrow: string
  title: string
  children?: ReactNode
}) {
  return (
    <Flex direction="column" align="center" gap="3" className="mx-auto mb-12 max-w-3xl text-center">
      <Text size="2" weight="bold" color="indigo" className="uppercase tracking-wider">
        {eyebrow}
      </Text>
      <Heading as="h2" id={id} size={{ initial: '7', sm: '8' }} className="tracking-tight">
        {title}
      </Heading>
      {children && (
        <Text as="p" size="3" color="gray">
          {children}
        </Text>
      )}
    </Flex>
  )
}
