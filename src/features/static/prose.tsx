// Long-form text on the static pages: sections with anchors, paragraphs, lists and code.
import type { ReactNode } from 'react'
import { Heading, Text } from '@radix-ui/themes'

export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <Heading as="h2" size="6" id={`${id}-title`} mb="3" className="tracking-tight">
        {title}
      </Heading>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  )
}

export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h3" size="4" mt="2">
      {children}
    </Heading>
  )
}

export function P({ children }: { children: ReactNode }) {
  return (
    <Text as="p" size="3" className="leading-7 text-[var(--gray-12)]">
      {children}
    </Text>
  )
}

export function List({ items, ordered = false }: { items: ReactNode[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul'
  return (
    <Tag className={`m-0 flex flex-col gap-2 pl-6 ${ordered ? 'list-decimal' : 'list-disc'}`}>
      {items.map((item, index) => (
        <li key={index} className="pl-1 leading-7 marker:text-[var(--gray-10)]">
          <Text size="3">{item}</Text>
        </li>
      ))}
    </Tag>
  )
}

export function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-[var(--gray-a3)] px-1.5 py-0.5 font-mono text-[0.9em] text-[var(--gray-12)] [overflow-wrap:anywhere]">
      {children}
    </code>
  )
}

export function Pre({ children, label }: { children: string; label: string }) {
  return (
    <pre
      aria-label={label}
      className="m-0 overflow-x-auto rounded-lg bg-[var(--gray-12)] p-4 font-mono text-sm leading-6 text-[var(--gray-1)]"
    >
      <code>{children}</code>
    </pre>
  )
}

/** A path through the Shopify admin menus, e.g. Online Store > Themes. */
export function MenuPath({ steps }: { steps: string[] }) {
  return <strong className="font-semibold">{steps.join(' > ')}</strong>
}

export function TableOfContents({ sections }: { sections: { id: string; title: string }[] }) {
  return (
    <nav aria-label="On this page" className="lg:sticky lg:top-24">
      <Text as="p" size="1" weight="bold" color="gray" mb="2" className="uppercase tracking-wider">
        On this page
      </Text>
      <ul className="m-0 flex list-none flex-col gap-1 border-l border-[var(--gray-a5)] p-0">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="-ml-px block border-l-2 border-transparent py-1 pl-3 text-sm text-[var(--gray-11)] no-underline hover:border-[var(--accent-8)] hover:text-[var(--gray-12)]"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
