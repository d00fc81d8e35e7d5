import type { ComponentType, ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { SUPPORT_CHANNELS, SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../static/support'
import { ChatIcon, ClockIcon, MailIcon, PhoneIcon } from '../../components/icons'
import { SectionHeading } from './SectionHeading'

function Channel({
  Icon,
  title,
  text,
  hours,
  action,
}: {
  Icon: ComponentType<{ size?: number }>
  title: string
  text: string
  hours: readonly string[]
  action: ReactNode
}) {
  return (
    <Card size="3" className="h-full">
      <Flex direction="column" gap="3" className="h-full">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-[var(--accent-a3)] text-[var(--accent-11)]">
          <Icon size={22} />
        </span>
        <Heading as="h3" size="4">
          {title}
        </Heading>
        <Text as="p" size="2" color="gray">
          {text}
        </Text>
        <Flex direction="column" gap="1" className="flex-1">
          {hours.map((line) => (
            <Flex key={line} align="center" gap="2">
              <ClockIcon size={14} />
              <Text size="2">{line}</Text>
            </Flex>
          ))}
        </Flex>
        {action}
      </Flex>
    </Card>
  )
}

export function SupportSection() {
  return (
    <section
      id="support"
      aria-labelledby="support-title"
      className="scroll-mt-16 bg-[var(--gray-2)] px-4 py-20 sm:px-6"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="support-title" eyebrow="Support" title="Real people, ready to help">
          Stuck on a prompt, a theme upload or billing? Reach us the way you prefer.
        </SectionHeading>
        <div className="grid gap-5 md:grid-cols-3">
          <Channel
            Icon={ChatIcon}
            title="Live chat"
            text="Quick questions about prompts, the editor or your account, answered by our support team."
            hours={SUPPORT_CHANNELS.chat}
            action={
              <Button asChild variant="soft">
                <Link to="/help">Open the Help Center</Link>
              </Button>
            }
          />
          <Channel
            Icon={MailIcon}
            title="Email"
            text="Send details and screenshots; we reply within one business day."
            hours={SUPPORT_CHANNELS.email}
            action={
              <Button asChild variant="soft">
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </Button>
            }
          />
          <Channel
            Icon={PhoneIcon}
            title="Phone"
            text="A call with a theme specialist for store launches and migrations. Book a slot through the contact form."
            hours={SUPPORT_CHANNELS.phone}
            action={
              <Button asChild variant="soft">
                <a href={SUPPORT_PHONE_HREF}>{SUPPORT_PHONE}</a>
              </Button>
            }
          />
        </div>
      </div>
    </section>
  )
}
