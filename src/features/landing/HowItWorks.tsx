import type { ComponentType } from 'react'
import { Card, Flex, Heading, Text } from '@radix-ui/themes'
import { DownloadIcon, PenIcon, SparklesIcon, StoreIcon } from '../../components/icons'
import { SectionHeading } from './SectionHeading'

const STEPS: { title: string; text: string; Icon: ComponentType<{ size?: number }> }[] = [
  {
    title: 'Describe your store',
    text: 'Pick a page type and say what you sell, the mood and what the page needs, in plain words. Add product details and photos for a product page.',
    Icon: PenIcon,
  },
  {
    title: 'Generate the theme',
    text: 'Vitrine builds a full Online Store 2.0 theme: layout, header and footer, sections, JSON templates, CSS and settings, checked with Shopify Theme Check.',
    Icon: SparklesIcon,
  },
  {
    title: 'Refine and edit',
    text: 'Preview it live with sample products. Ask for changes in the chat, click any text, image or colour to edit it, or read and copy the code.',
    Icon: StoreIcon,
  },
  {
    title: 'Export or publish',
    text: 'Download the theme as a ZIP and upload it in your Shopify admin, or connect your store and manage its pages from your dashboard.',
    Icon: DownloadIcon,
  },
]

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-16 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="how-title" eyebrow="How It Works" title="From an idea to an installable theme">
          Four steps, a few minutes, no code required. Developers still get clean, readable Liquid.
        </SectionHeading>
        <ol className="m-0 grid list-none gap-5 p-0 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ title, text, Icon }, index) => (
            <li key={title}>
              <Card size="3" className="h-full">
                <Flex direction="column" gap="3">
                  <Flex align="center" justify="between">
                    <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-[var(--accent-a3)] text-[var(--accent-11)]">
                      <Icon size={22} />
                    </span>
                    <Text size="7" weight="bold" className="text-[var(--gray-a6)]">
                      {String(index + 1).padStart(2, '0')}
                    </Text>
                  </Flex>
                  <Heading as="h3" size="4">
                    {title}
                  </Heading>
                  <Text as="p" size="2" color="gray">
                    {text}
                  </Text>
                </Flex>
              </Card>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
