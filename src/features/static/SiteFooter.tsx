import { Link } from '@tanstack/react-router'
import { Flex, Link as RadixLink, Text } from '@radix-ui/themes'
import { Brand } from '../../components/Brand'
import { SUPPORT_EMAIL } from './support'

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { label: 'AI Builder', to: '/', hash: 'ai-builder' },
      { label: 'How It Works', to: '/', hash: 'how-it-works' },
      { label: 'Pricing', to: '/', hash: 'pricing' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Documentation', to: '/documentation' },
      { label: 'Training', to: '/training' },
      { label: 'Help Center', to: '/help' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Contact', to: '/contact' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
] as const

export function SiteFooter() {
  return (
    <footer className="border-t border-[var(--gray-a4)] bg-[var(--gray-2)]">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:grid-cols-3 sm:px-6 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <Flex direction="column" gap="3" className="col-span-2 max-w-xs sm:col-span-3 md:col-span-1">
          <Brand tag={false} />
          <Text size="2" color="gray">
            Describe a store page in plain words and get a complete Shopify Online Store 2.0 theme, ready to
            preview, refine and upload.
          </Text>
          <Text size="2" color="gray">
            <RadixLink href={`mailto:${SUPPORT_EMAIL}`} color="indigo">
              {SUPPORT_EMAIL}
            </RadixLink>
          </Text>
        </Flex>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <Text as="p" size="2" weight="bold" mb="3">
              {column.title}
            </Text>
            <ul className="m-0 flex list-none flex-col gap-2 p-0">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    hash={'hash' in link ? link.hash : undefined}
                    className="text-sm text-[var(--gray-11)] no-underline hover:text-[var(--gray-12)] hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-[var(--gray-a3)]">
        <Flex
          direction={{ initial: 'column', sm: 'row' }}
          justify="between"
          gap="2"
          className="mx-auto max-w-6xl px-4 py-5 sm:px-6"
        >
          <Text size="1" color="gray">
            © {new Date().getFullYear()} Vitrine. All rights reserved.
          </Text>
          <Text size="1" color="gray">
            Vitrine is not affiliated with Shopify Inc. Shopify is a trademark of Shopify Inc.
          </Text>
        </Flex>
      </div>
    </footer>
  )
}
