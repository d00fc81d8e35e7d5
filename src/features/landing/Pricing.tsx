import { Link } from '@tanstack/react-router'
import { Badge, Button, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes'
import { SIGNUP_BONUS_CREDITS, STORE_CONNECT_BONUS_CREDITS } from '../../../convex/model/constants'
import { useSession } from '../../lib/session'
import { PRO_DESIGNER, TOP_UP } from '../billing/plans'
import { CheckIcon } from '../../components/icons'
import { SectionHeading } from './SectionHeading'

const STARTER_FEATURES = [
  `${SIGNUP_BONUS_CREDITS} free credits when you sign up`,
  `${STORE_CONNECT_BONUS_CREDITS} more when you connect a Shopify store`,
  '1 credit per design prompt',
  'Preview, visual editing and ZIP export',
]

function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="m-0 flex list-none flex-col gap-3 p-0">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <span className="mt-0.5 text-[var(--accent-11)]">
            <CheckIcon size={18} />
          </span>
          <Text size="2">{feature}</Text>
        </li>
      ))}
    </ul>
  )
}

export function Pricing() {
  const session = useSession()
  const signedIn = session.status === 'signed-in'
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-4xl">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Start free, upgrade when you design often"
        >
          Every design prompt uses one credit. Previews, visual edits and downloads are free.
        </SectionHeading>
        <div className="grid items-stretch gap-6 md:grid-cols-2">
          <Card size="4" className="h-full">
            <Flex direction="column" gap="5" className="h-full">
              <Flex direction="column" gap="2">
                <Heading as="h3" size="5">
                  Starter
                </Heading>
                <Flex align="baseline" gap="1">
                  <Text size="8" weight="bold">
                    $0
                  </Text>
                  <Text color="gray">to try</Text>
                </Flex>
                <Text size="2" color="gray">
                  Everything you need to design your first pages.
                </Text>
              </Flex>
              <Separator size="4" />
              <FeatureList features={STARTER_FEATURES} />
              <Button asChild size="3" variant="outline" className="mt-auto">
                {signedIn ? (
                  <Link to="/dashboard">Go to Dashboard</Link>
                ) : (
                  <Link to="/auth">Get Started</Link>
                )}
              </Button>
            </Flex>
          </Card>
          <Card size="4" className="relative h-full ring-2 ring-[var(--accent-9)]">
            <Flex direction="column" gap="5" className="h-full">
              <Flex direction="column" gap="2">
                <Flex align="center" justify="between">
                  <Heading as="h3" size="5">
                    {PRO_DESIGNER.name}
                  </Heading>
                  <Badge color="indigo" variant="solid" radius="full">
                    Most popular
                  </Badge>
                </Flex>
                <Flex align="baseline" gap="1">
                  <Text size="8" weight="bold">
                    {PRO_DESIGNER.price}
                  </Text>
                  <Text color="gray">/{PRO_DESIGNER.period}</Text>
                </Flex>
                <Text size="2" color="gray">
                  For merchants and agencies who design every week.
                </Text>
              </Flex>
              <Separator size="4" />
              <FeatureList features={PRO_DESIGNER.features} />
              <Text size="1" color="gray">
                Subscribers can top up anytime: {TOP_UP.credits} credits for {TOP_UP.price}.
              </Text>
              <Button asChild size="3" className="mt-auto">
                {signedIn ? (
                  <Link to="/dashboard/billing">Choose {PRO_DESIGNER.name}</Link>
                ) : (
                  <Link to="/auth">Get Started</Link>
                )}
              </Button>
            </Flex>
          </Card>
        </div>
      </div>
    </section>
  )
}
