import { Badge, Flex, Heading, Text } from '@radix-ui/themes'
import { AiBuilder } from './AiBuilder'
import { CheckIcon, SparklesIcon } from '../../components/icons'

const PROMISES = [
  'Passes Shopify Theme Check, zero errors',
  'Live preview with sample products',
  'Download the ZIP or push to your store',
]

export function Hero() {
  return (
    <section
      id="ai-builder"
      aria-labelledby="hero-title"
      className="relative scroll-mt-16 overflow-hidden border-b border-[var(--gray-a3)]"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_15%_-10%,var(--accent-a4),transparent_70%),radial-gradient(40rem_24rem_at_100%_10%,var(--plum-a3),transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:px-6 md:py-20 lg:grid-cols-[1fr_1.05fr] lg:gap-14">
        <Flex direction="column" gap="5">
          <Badge size="2" variant="surface" radius="full" className="self-start">
            <SparklesIcon size={14} />
            AI theme builder for Shopify
          </Badge>
          <Heading
            as="h1"
            id="hero-title"
            size={{ initial: '8', sm: '9' }}
            className="tracking-tight"
            weight="bold"
          >
            Describe your store.{' '}
            <span className="bg-gradient-to-r from-[var(--accent-10)] to-[var(--plum-10)] bg-clip-text text-transparent">
              Get a Shopify theme
            </span>{' '}
            ready to sell.
          </Heading>
          <Text as="p" size={{ initial: '3', sm: '4' }} color="gray" className="max-w-xl">
            Vitrine turns a few sentences into a complete Online Store 2.0 theme: layout, sections, templates,
            styles and settings. Preview it with real products, refine it by chatting or clicking, then upload
            it to your store.
          </Text>
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <span className="flex h-5 w-5 items-center justify-center rounded-full bg-[var(--grass-a4)] text-[var(--grass-11)]">
                  <CheckIcon size={14} />
                </span>
                <Text size="2">{promise}</Text>
              </li>
            ))}
          </ul>
        </Flex>
        <AiBuilder />
      </div>
    </section>
  )
}
