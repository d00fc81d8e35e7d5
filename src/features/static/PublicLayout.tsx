import type { ReactNode } from 'react'
import { Flex, Heading, Text } from '@radix-ui/themes'
import { EnsureProfile } from '../auth/EnsureProfile'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { useDocumentTitle } from '../../components/useDocumentTitle'

/** The public pages' frame: the site header, the page, the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <EnsureProfile />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-[var(--accent-9)] focus:px-3 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}

/** The title band of a static page. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string
  title: string
  children?: ReactNode
}) {
  useDocumentTitle(title)
  return (
    <section className="border-b border-[var(--gray-a3)] bg-gradient-to-b from-[var(--accent-2)] to-transparent">
      <Flex direction="column" gap="3" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <Text size="2" weight="bold" color="indigo" className="uppercase tracking-wider">
          {eyebrow}
        </Text>
        <Heading as="h1" size={{ initial: '8', sm: '9' }} className="tracking-tight">
          {title}
        </Heading>
        {children && (
          <Text as="p" size="4" color="gray" className="max-w-2xl">
            {children}
          </Text>
        )}
      </Flex>
    </section>
  )
}
