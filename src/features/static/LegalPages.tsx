import { Link as RadixLink, Text } from '@radix-ui/themes'
import { DocSection, List, P, TableOfContents } from './prose'
import { PageIntro, PublicLayout } from './PublicLayout'
import { SUPPORT_EMAIL } from './support'
import { TextLink } from '../../components/TextLink'

export const LEGAL_UPDATED = 'November 21, 2026'

function LegalLayout({
  eyebrow,
  title,
  intro,
  sections,
  children,
}: {
  eyebrow: string
  title: string
  intro: string
  sections: { id: string; title: string }[]
  children: React.ReactNode
}) {
  return (
    <PublicLayout>
      <PageIntro eyebrow={eyebrow} title={title}>
        {intro}
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[220px_1fr]">
        <div>
          <TableOfContents sections={sections} />
        </div>
        <article className="flex max-w-3xl flex-col gap-10">
          <Text size="2" color="gray">
            Last updated: {LEGAL_UPDATED}
          </Text>
          {children}
        </article>
      </div>
    </PublicLayout>
  )
}

const Mail = () => <RadixLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</RadixLink>

const PRIVACY_SECTIONS = [
  { id: 'collect', title: 'What we collect' },
  { id: 'use', title: 'How we use it' },
  { id: 'processors', title: 'Services we rely on' },
  { id: 'shopify', title: 'Your Shopify store' },
  { id: 'cookies', title: 'Cookies and local storage' },
  { id: 'retention', title: 'Keeping and deleting data' },
  { id: 'rights', title: 'Your rights' },
  { id: 'contact', title: 'Contact' },
]

export function PrivacyPage() {
  return (
    <LegalLayout
      eyebrow="Legal"
      title="Privacy Policy"
      intro="What Vitrine collects when you design a store, why, and the choices you have. We collect only what the product needs."
      sections={PRIVACY_SECTIONS}
    >
      <DocSection id="collect" title="What we collect">
        <List
          items={[
            'Account details: your email address and the time you signed up. Passwords are handled by our sign-in provider and never stored by Vitrine in readable form.',
            'What you create: your prompts, product details and photos you upload, the themes generated from them, your edits and theme versions, and the stores and pages you set up.',
            'Credits and billing: your credit balance and its history, your plan and its renewal date. Card details go to Stripe and never reach our servers.',
            'Connected stores: the shop domain, the store name and the access token Shopify issues when you approve the connection.',
          ]}
        />
      </DocSection>
      <DocSection id="use" title="How we use it">
        <List
          items={[
            'To generate, preview, store and export your themes, and to install them on stores you connect.',
            'To keep your credit balance, plan and receipts accurate.',
            'To answer you when you contact support.',
            'To keep the service secure, for example by limiting how many generations can start per minute.',
          ]}
        />
        <P>We do not sell your data and do not use your prompts or themes for advertising.</P>
      </DocSection>
      <DocSection id="processors" title="Services we rely on">
        <List
          items={[
            'Convex hosts our database and server functions.',
            'Clerk handles sign-up, sign-in and two-step verification.',
            'Stripe processes subscriptions and credit purchases.',
            'OpenAI processes your prompts and product details to generate themes. Under OpenAI’s API terms, this data is not used to train their models.',
            'Shopify, when you connect a store, to read store information and manage themes.',
          ]}
        />
      </DocSection>
      <DocSection id="shopify" title="Your Shopify store">
        <P>
          When you connect a store, Vitrine asks Shopify for permission to read and write themes and to read
          store information. The access token Shopify returns is stored on our servers only: it is never sent
          to your browser. You can remove Vitrine at any time from your Shopify admin under Settings &gt;
          Apps, or delete the store from your Vitrine dashboard.
        </P>
      </DocSection>
      <DocSection id="cookies" title="Cookies and local storage">
        <P>We use no advertising or tracking cookies. Vitrine stores a few things in your browser:</P>
        <List
          items={[
            'Your sign-in session, so you stay signed in.',
            'The description you typed on the homepage, until the editor picks it up.',
            'Whether the dashboard sidebar is open (a cookie kept for 7 days).',
            'Your training progress, on this browser only.',
          ]}
        />
      </DocSection>
      <DocSection id="retention" title="Keeping and deleting data">
        <P>
          We keep your account data while your account is open. Deleting a store removes its pages and themes
          immediately. When you ask us to close your account, we delete your data within 30 days, except
          billing records we must keep by law.
        </P>
      </DocSection>
      <DocSection id="rights" title="Your rights">
        <P>
          You can ask for a copy of your data, its correction or its deletion, and object to how we use it.
          Write to us from the address of your account and we will answer within 30 days.
        </P>
      </DocSection>
      <DocSection id="contact" title="Contact">
        <P>
          Questions about this policy: <Mail />. See also our{' '}
          <TextLink to="/terms">Terms of Service</TextLink>.
        </P>
      </DocSection>
    </LegalLayout>
  )
}

const TERMS_SECTIONS = [
  { id: 'service', title: 'The service' },
  { id: 'account', title: 'Your account' },
  { id: 'credits', title: 'Credits' },
  { id: 'plans', title: 'Plans and payment' },
  { id: 'ownership', title: 'Your themes' },
  { id: 'use', title: 'Acceptable use' },
  { id: 'shopify', title: 'Shopify' },
  { id: 'warranty', title: 'Warranty and liability' },
  { id: 'changes', title: 'Changes and contact' },
]

export function TermsPage() {
  return (
    <LegalLayout
      eyebrow="Legal"
      title="Terms of Service"
      intro="The agreement between you and Vitrine when you use the app, in plain language."
      sections={TERMS_SECTIONS}
    >
      <DocSection id="service" title="The service">
        <P>
          Vitrine generates Shopify themes from descriptions you write, lets you preview, refine and edit
          them, download them as ZIP archives and, if you connect a store, manage its pages and install themes
          on it.
        </P>
      </DocSection>
      <DocSection id="account" title="Your account">
        <P>
          You need an account with a valid email address. Keep your password safe; you are responsible for
          what happens under your account. You must be old enough to enter a contract where you live.
        </P>
      </DocSection>
      <DocSection id="credits" title="Credits">
        <List
          items={[
            'Each design prompt (a generation or an AI refinement) uses 1 credit. Visual edits and downloads are free.',
            'New accounts receive 5 free credits. Connecting a Shopify store adds 5 credits, once per store.',
            'If a generation fails, its credit is returned automatically.',
            'Credits have no cash value and cannot be transferred.',
          ]}
        />
      </DocSection>
      <DocSection id="plans" title="Plans and payment">
        <List
          items={[
            'Pro Designer costs $29.99 per month and includes 40 AI generations per month, unlimited store designs, all page types, export-ready themes and priority support.',
            'Subscribers can buy 20 additional credits for $14.99.',
            'Subscriptions renew monthly until cancelled. Cancel at any time from Billing & Credits; the plan stays active until the end of the paid period.',
            'Payments are processed by Stripe. Prices include no tax unless stated; applicable taxes are added at checkout.',
          ]}
        />
      </DocSection>
      <DocSection id="ownership" title="Your themes">
        <P>
          You own the prompts you write and the themes generated for you, and may use, modify, sell and
          publish them on any store. You give Vitrine the permission it needs to store and process them to run
          the service. Make sure you have the right to use the texts and images you upload.
        </P>
      </DocSection>
      <DocSection id="use" title="Acceptable use">
        <P>Do not use Vitrine to:</P>
        <List
          items={[
            'create stores for illegal products, scams or content that infringes others’ rights;',
            'attempt to access other people’s accounts or data, or disrupt the service;',
            'resell access to the service or automate it beyond normal use.',
          ]}
        />
        <P>We may suspend accounts that break these rules.</P>
      </DocSection>
      <DocSection id="shopify" title="Shopify">
        <P>
          Vitrine is an independent product and is not affiliated with or endorsed by Shopify Inc. Your use of
          Shopify is governed by Shopify&apos;s own terms. Promotions shown for new Shopify stores are
          Shopify&apos;s offers and may change.
        </P>
      </DocSection>
      <DocSection id="warranty" title="Warranty and liability">
        <P>
          We work hard to generate themes that are correct and pass Shopify&apos;s checks, but the service is
          provided as is. Review a theme before publishing it to a live store. To the extent the law allows,
          our liability is limited to the amount you paid us in the 12 months before the claim.
        </P>
      </DocSection>
      <DocSection id="changes" title="Changes and contact">
        <P>
          We will tell you by email before material changes to these terms take effect. Questions: <Mail />.
          See also our <TextLink to="/privacy">Privacy Policy</TextLink>.
        </P>
      </DocSection>
    </LegalLayout>
  )
}
