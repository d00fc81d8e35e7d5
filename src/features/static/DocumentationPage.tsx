import { Callout } from '@radix-ui/themes'
import { Code, DocSection, List, MenuPath, P, Pre, SubHeading, TableOfContents } from './prose'
import { PageIntro, PublicLayout } from './PublicLayout'
import { TextLink } from '../../components/TextLink'

export const DOC_SECTIONS = [
  { id: 'getting-started', title: 'Getting started' },
  { id: 'prompts', title: 'Writing a good prompt' },
  { id: 'generate', title: 'Generating a theme' },
  { id: 'edit', title: 'Refining and editing' },
  { id: 'export', title: 'Exporting the ZIP' },
  { id: 'upload', title: 'Uploading to Shopify' },
  { id: 'connect', title: 'Connecting a store' },
  { id: 'credits', title: 'Credits and plans' },
  { id: 'theme-files', title: 'What is in a theme' },
  { id: 'cli', title: 'The command line' },
]

const CLI = `npm run vitrine -- generate "a trendy shoe store called Stride" --out out/stride --zip out/stride.zip
npm run vitrine -- check out/stride            # Shopify Theme Check; exit 1 on any error
npm run vitrine -- render out/stride --template product --out out/product.html
npm run vitrine -- zip out/stride --out out/stride.zip
npm run vitrine -- unzip out/stride.zip --out out/again`

const FILES = `layout/theme.liquid            the page frame: head, header and footer groups, content
sections/header-group.json     the header section group
sections/footer-group.json     the footer section group
sections/*.liquid              one file per section, each with its own {% schema %}
templates/index.json           the homepage: which sections, in which order, with which settings
templates/product.json         product pages (also collection, page.about, page.contact, ...)
assets/theme.css, theme.js     the stylesheet and the script
config/settings_schema.json    the theme settings merchants can change
config/settings_data.json      their current values
locales/en.default.json        the theme's texts`

export function DocumentationPage() {
  return (
    <PublicLayout>
      <PageIntro eyebrow="Documentation" title="Build, refine and install your theme">
        Everything from your first prompt to a theme running on your Shopify store.
      </PageIntro>
      {/* minmax(0, 1fr): a long code block scrolls inside the column instead of widening the page. */}
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[220px_minmax(0,1fr)]">
        <div>
          <TableOfContents sections={DOC_SECTIONS} />
        </div>
        <article className="flex min-w-0 max-w-3xl flex-col gap-12">
          <DocSection id="getting-started" title="Getting started">
            <P>
              Vitrine turns a description of a store page into a complete Shopify Online Store 2.0 theme. You
              need an account; a Shopify store is optional until you want to install the theme.
            </P>
            <List
              ordered
              items={[
                <>
                  <TextLink to="/auth">Create an account</TextLink>. You get 5 free credits.
                </>,
                'Connect your Shopify store, or skip this step and design first.',
                'Describe your page in the editor and generate your theme.',
                'Refine it, then download the ZIP or install it on your store.',
              ]}
            />
          </DocSection>

          <DocSection id="prompts" title="Writing a good prompt">
            <P>
              Write the way you would brief a designer. The more concrete the description, the closer the
              first result. A good prompt says:
            </P>
            <List
              items={[
                'What you sell and, if you have one, the store name: "handmade ceramic mugs from a studio called Kiln & Co".',
                'The mood and colours: "calm, earthy, terracotta and cream".',
                'The sections you need: "a hero with our new glaze, best sellers, a story section and a newsletter signup".',
                'Who it is for, when it matters: "gift buyers before the holidays".',
              ]}
            />
            <P>
              Choose the page type first: homepage, product, collection, landing, about or contact. For a
              product page you can add the product title, price, description, key features (separated by
              commas) and photos; Vitrine builds the page around that product.
            </P>
          </DocSection>

          <DocSection id="generate" title="Generating a theme">
            <P>
              Enter your prompt in the Chat tab of the editor and select{' '}
              <strong>Generate Shopify Theme</strong>. Each generation uses 1 credit. In a few seconds you get
              the theme, a live preview with sample products and an explanation of what was built.
            </P>
            <P>
              Every generated theme is checked with Shopify Theme Check, the same tool Shopify uses for the
              Theme Store, and is only shown once it has no errors. If a generation fails, its credit is
              returned.
            </P>
          </DocSection>

          <DocSection id="edit" title="Refining and editing">
            <SubHeading>Ask for changes</SubHeading>
            <P>
              Use the quick refinements (hero, products, colours, typography, images) or describe any change
              in your own words, such as &quot;make the hero darker and the buttons rounder&quot;. A
              refinement uses 1 credit and keeps everything you did not ask to change.
            </P>
            <SubHeading>Edit by clicking</SubHeading>
            <P>
              In the Edit tab, turn on <strong>Edit Mode</strong> and click a text, an image or a coloured
              area in the preview. Change it in the side panel and select <strong>Apply Changes</strong>.
              Visual edits are free.
            </P>
            <SubHeading>Read the code and the settings</SubHeading>
            <P>
              The Files tab lists every file of the theme, grouped by folder, with a code view. The Config tab
              holds the store name, tagline, primary colour and categories.
            </P>
          </DocSection>

          <DocSection id="export" title="Exporting the ZIP">
            <P>
              Select <strong>Download ZIP</strong> in the Files tab. The archive is named after your store and
              has the folder layout Shopify expects (<Code>layout</Code>, <Code>sections</Code>,{' '}
              <Code>templates</Code>, <Code>assets</Code>, <Code>config</Code>, <Code>locales</Code>), so it
              can be uploaded as it is.
            </P>
          </DocSection>

          <DocSection id="upload" title="Uploading to Shopify">
            <List
              ordered
              items={[
                'Sign in to your Shopify admin.',
                <>
                  Go to <MenuPath steps={['Online Store', 'Themes']} />.
                </>,
                <>
                  In the theme library, select <MenuPath steps={['Add theme', 'Upload zip file']} />.
                </>,
                'Choose the ZIP you downloaded from Vitrine and select Upload.',
                'The theme appears in your theme library, unpublished. Select Customize to review it in the Shopify theme editor, then Publish when you are ready.',
              ]}
            />
            <Callout.Root color="indigo" size="1">
              <Callout.Text>
                Uploading never replaces your live theme. Your current theme stays published until you publish
                the new one.
              </Callout.Text>
            </Callout.Root>
          </DocSection>

          <DocSection id="connect" title="Connecting a store">
            <P>
              Connecting lets Vitrine manage pages for your store and install themes for you. From your
              dashboard, select <strong>Connect Store</strong>, enter your store&apos;s address (the part
              before <Code>.myshopify.com</Code>) and approve the permissions on Shopify:
            </P>
            <List
              items={[
                'Read and write themes, to install the themes you create.',
                'Read store information, such as your store name.',
              ]}
            />
            <P>
              The first time a store is connected, your account receives 5 bonus credits (once per store).
              Don&apos;t have a store yet? The connect screen links to Shopify&apos;s free trial: $1/month for
              your first 3 months after a 3-day free trial.
            </P>
          </DocSection>

          <DocSection id="credits" title="Credits and plans">
            <List
              items={[
                '1 credit per design prompt: a generation or an AI refinement.',
                '5 free credits when you sign up, 5 more when you connect a store.',
                'Pro Designer, $29.99/month: 40 AI generations per month, unlimited store designs, all page types, export-ready themes and priority support.',
                'Subscribers can buy 20 extra credits for $14.99.',
                'A warning appears in your dashboard when you have fewer than 5 credits left.',
              ]}
            />
          </DocSection>

          <DocSection id="theme-files" title="What is in a theme">
            <P>Vitrine themes follow the structure of Shopify&apos;s reference theme, Dawn:</P>
            <Pre label="Theme files">{FILES}</Pre>
            <P>
              Every section declares its settings and blocks in a schema, so everything stays editable in the
              Shopify theme editor after you install it.
            </P>
          </DocSection>

          <DocSection id="cli" title="The command line">
            <P>
              The theme engine also runs from a terminal in the Vitrine repository, without an account or a
              network connection: generate a theme into a folder or a ZIP, check any theme with Theme Check,
              render a template to HTML with sample products, and pack or unpack theme archives.
            </P>
            <Pre label="Command line examples">{CLI}</Pre>
            <P>
              <Code>generate</Code> takes <Code>--page-type</Code> (homepage, product, collection, about,
              contact, landing, blog, cart, checkout) and <Code>--json</Code>. It uses OpenAI when{' '}
              <Code>OPENAI_API_KEY</Code> is set and the built-in composer otherwise.
            </P>
          </DocSection>
        </article>
      </div>
    </PublicLayout>
  )
}
