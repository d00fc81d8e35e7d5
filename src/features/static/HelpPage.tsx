import { Link } from '@tanstack/react-router'
import { Button, Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes'
import { BookIcon, ClockIcon, MailIcon, PlayIcon } from '../../components/icons'
import { PageIntro, PublicLayout } from './PublicLayout'
import { STATIC_SUPPORT_HOURS, SUPPORT_EMAIL } from './support'

export const FAQ: { topic: string; questions: { q: string; a: string }[] }[] = [
  {
    topic: 'Getting started',
    questions: [
      {
        q: 'What does Vitrine make?',
        a: 'A complete Shopify Online Store 2.0 theme: layout/theme.liquid, header and footer section groups, sections, JSON templates, a stylesheet, a script, settings and locales. It installs like any theme you would buy from the Theme Store.',
      },
      {
        q: 'Do I need a Shopify store to try it?',
        a: 'No. Sign up, describe a page and generate. You can preview, edit and download the theme as a ZIP without connecting anything. Connect a store when you want Vitrine to manage its pages.',
      },
      {
        q: 'How do I write a good prompt?',
        a: 'Say what you sell, who it is for and the mood you want, then list the sections the page needs. For example: "A minimalist jewelry boutique called Lune, soft beige and gold, a hero with a new collection, best sellers and a story section." The Documentation has more examples.',
      },
    ],
  },
  {
    topic: 'Credits and billing',
    questions: [
      {
        q: 'How do credits work?',
        a: 'Each design prompt (a generation or a refinement) uses 1 credit. You get 5 free credits when you sign up and 5 more the first time you connect a Shopify store. If a generation fails, its credit is returned automatically.',
      },
      {
        q: 'What does Pro Designer include?',
        a: 'For $29.99 a month: 40 AI generations per month, unlimited store designs, all page types, export-ready themes and priority support. Subscribers can also buy 20 extra credits for $14.99 at any time.',
      },
      {
        q: 'How do I cancel or change my subscription?',
        a: 'Open Dashboard > Billing & Credits and choose Manage billing. You can cancel at any time; your plan stays active until the end of the period you paid for.',
      },
    ],
  },
  {
    topic: 'Themes and Shopify',
    questions: [
      {
        q: 'How do I install a theme I downloaded?',
        a: 'In your Shopify admin, go to Online Store > Themes > Add theme > Upload zip file and choose the ZIP from Vitrine. The theme is added to your theme library unpublished, so you can preview and customize it before publishing.',
      },
      {
        q: 'Will the theme pass Shopify’s checks?',
        a: 'Every theme Vitrine generates is checked with Shopify Theme Check before you see it, with zero errors. Sections have schemas, so everything stays editable in the Shopify theme editor.',
      },
      {
        q: 'What permissions does Vitrine ask for when I connect a store?',
        a: 'Read and write themes, so it can install the themes you create, and read store information, such as your store name. Your store’s access token stays on our servers and is never sent to your browser.',
      },
    ],
  },
  {
    topic: 'Account and data',
    questions: [
      {
        q: 'I did not receive my confirmation email.',
        a: 'Check your spam folder, then try signing up again with the same address to get a new code. If it still does not arrive, email us and we will confirm your account.',
      },
      {
        q: 'Who owns the themes I create?',
        a: 'You do. Themes you generate are yours to use, change and publish on your stores. See the Terms of Service for details.',
      },
      {
        q: 'How do I delete a store or my data?',
        a: 'Delete a store from My Stores in your dashboard: its pages and themes are removed with it. To delete your account entirely, email us from the address you signed up with.',
      },
    ],
  },
]

function Resource({
  to,
  title,
  text,
  Icon,
}: {
  to: '/documentation' | '/training' | '/contact'
  title: string
  text: string
  Icon: typeof BookIcon
}) {
  return (
    <Card asChild size="3" className="transition-shadow hover:shadow-md">
      <Link to={to} className="no-underline">
        <Flex gap="3" align="start">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-[var(--accent-a3)] text-[var(--accent-11)]">
            <Icon size={20} />
          </span>
          <Flex direction="column" gap="1">
            <Text weight="bold">{title}</Text>
            <Text size="2" color="gray">
              {text}
            </Text>
          </Flex>
        </Flex>
      </Link>
    </Card>
  )
}

export function HelpPage() {
  return (
    <PublicLayout>
      <PageIntro eyebrow="Help Center" title="How can we help?">
        Answers to the questions merchants ask most about prompts, credits, themes and connecting Shopify.
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_320px]">
        <Flex direction="column" gap="8">
          {FAQ.map((group) => (
            <section key={group.topic} aria-labelledby={`faq-${group.topic}`}>
              <Heading as="h2" size="5" mb="3" id={`faq-${group.topic}`}>
                {group.topic}
              </Heading>
              <div className="overflow-hidden rounded-xl border border-[var(--gray-a5)]">
                {group.questions.map((item) => (
                  <details
                    key={item.q}
                    className="group border-b border-[var(--gray-a4)] last:border-b-0 open:bg-[var(--gray-a2)]"
                  >
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium focus-visible:outline-2 focus-visible:outline-[var(--accent-8)] [&::-webkit-details-marker]:hidden">
                      <Text size="3" weight="medium">
                        {item.q}
                      </Text>
                      <span
                        aria-hidden="true"
                        className="text-xl leading-none text-[var(--gray-10)] transition-transform group-open:rotate-45"
                      >
                        +
                      </span>
                    </summary>
                    <Text as="p" size="2" color="gray" className="px-5 pb-5">
                      {item.a}
                    </Text>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </Flex>
        <Flex direction="column" gap="4" asChild>
          <aside aria-label="More help">
            <Card size="3">
              <Flex direction="column" gap="3">
                <Heading as="h2" size="4">
                  Still need help?
                </Heading>
                <Flex align="center" gap="2">
                  <ClockIcon size={16} />
                  <Text size="2">Support hours: {STATIC_SUPPORT_HOURS}</Text>
                </Flex>
                <Flex align="center" gap="2">
                  <MailIcon size={16} />
                  <RadixLink href={`mailto:${SUPPORT_EMAIL}`} size="2">
                    {SUPPORT_EMAIL}
                  </RadixLink>
                </Flex>
                <Button asChild>
                  <Link to="/contact">Contact support</Link>
                </Button>
              </Flex>
            </Card>
            <Resource
              to="/documentation"
              title="Documentation"
              text="Generate, edit, export and install step by step."
              Icon={BookIcon}
            />
            <Resource
              to="/training"
              title="Training"
              text="Short courses and live webinars."
              Icon={PlayIcon}
            />
          </aside>
        </Flex>
      </div>
    </PublicLayout>
  )
}
