import { useId, useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { Badge, Button, Callout, Card, Flex, Heading, Skeleton, Text, TextField } from '@radix-ui/themes'
import { useMutation, useQuery } from 'convex/react'
import { api } from '../../../convex/_generated/api'
import { STORE_CONNECT_BONUS_CREDITS } from '../../../convex/model/constants'
import { toastError } from '../../lib/toast'
import { useEnsureProfile } from '../auth/EnsureProfile'
import { useEmbedded } from '../embedded/EmbeddedContext'
import {
  CheckIcon,
  ExternalIcon,
  LinkIcon,
  ShieldIcon,
  SparklesIcon,
  StoreIcon,
} from '../../components/icons'
import {
  SHOPIFY_FREE_TRIAL_URL,
  redirectToAuthorization,
  useShopifyAuthStart,
  type ShopifyAuthStart,
} from './authorize'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { EditorButton } from './EditorButton'
import { SHOP_DOMAIN_SUFFIX, validateShopInput } from './shop-domain'
import { browserStorage } from '../../lib/browser-storage'
import { waitingDesignWords } from '../editor/design-request'
import { useHoldEditorQueries, usePreloadEditor } from '../editor/preload'

export const PERMISSIONS = ['Read and write themes', 'Read store information']

/** In the Shopify admin, with an authenticated shop: what this session builds for. */
export function BuildingFor({ shop }: { shop: string }) {
  const me = useQuery(api.users.me)
  return (
    <Card size="4" className="mx-auto max-w-xl">
      <Flex direction="column" gap="4" align="center" className="text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-[var(--grass-a3)] text-[var(--grass-11)]">
          <StoreIcon size={28} />
        </span>
        <Heading as="h1" size="6">
          Building for: {shop}
        </Heading>
        <Flex align="center" gap="2">
          <Text color="gray">Credits:</Text>
          {me === undefined ? (
            <Skeleton width="40px" height="20px" />
          ) : (
            <Badge size="2" color={me?.lowCredits ? 'amber' : 'indigo'}>
              <SparklesIcon size={14} />
              {me?.credits ?? 0}
            </Badge>
          )}
        </Flex>
        <Flex gap="3" wrap="wrap" justify="center">
          <EditorButton size="3">Open the AI Theme Builder</EditorButton>
          <Button size="3" variant="soft" asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </Flex>
      </Flex>
    </Card>
  )
}

function NewStoreCard() {
  return (
    <Card size="4" className="h-full">
      <Flex direction="column" gap="4" className="h-full">
        <Badge color="grass" variant="soft" radius="full" className="self-start">
          New to Shopify
        </Badge>
        <Heading as="h2" size="5">
          I need a new store
        </Heading>
        <Flex align="baseline" gap="2" wrap="wrap">
          <Text size="8" weight="bold">
            $1/month
          </Text>
          <Text color="gray">for your first 3 months</Text>
        </Flex>
        <ul className="m-0 flex list-none flex-col gap-2 p-0">
          {[
            '3-day free trial, no credit card to start',
            'Then $1/month for 3 months',
            'Come back here to connect it',
          ].map((line) => (
            <li key={line} className="flex items-center gap-2">
              <span className="text-[var(--grass-11)]">
                <CheckIcon size={16} />
              </span>
              <Text size="2">{line}</Text>
            </li>
          ))}
        </ul>
        <Button asChild size="3" variant="outline" className="mt-auto">
          <a href={SHOPIFY_FREE_TRIAL_URL} target="_blank" rel="noopener noreferrer">
            Start your free trial
            <ExternalIcon size={16} />
            <span className="sr-only">(opens Shopify in a new tab)</span>
          </a>
        </Button>
        <Text size="1" color="gray">
          Shopify&apos;s offer, on shopify.com. Terms may change.
        </Text>
      </Flex>
    </Card>
  )
}

/** Local mode, or a server without Shopify app credentials: say so and offer the way on. */
function NotConfigured({ shop, onChangeShop }: { shop: string; onChangeShop(): void }) {
  const navigate = useNavigate()
  const ensureProfile = useEnsureProfile()
  const createProject = useMutation(api.projects.create)
  const [busy, setBusy] = useState(false)

  async function continueWithoutStore() {
    setBusy(true)
    try {
      await ensureProfile()
      const projectId = await createProject({ shop })
      if (!projectId) {
        toastError('Failed to create project: Please enter your shop domain')
        return
      }
      await navigate({ to: '/dashboard' })
    } catch {
      toastError('An unexpected error occurred while creating the project')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Flex direction="column" gap="4">
      <Callout.Root color="amber" role="status">
        <Callout.Text>
          <strong>Connecting a real store needs Shopify app credentials.</strong> This Vitrine runs without
          them (SHOPIFY_API_KEY and SHOPIFY_API_SECRET, see the README), so it cannot send you to Shopify to
          approve the connection.
        </Callout.Text>
      </Callout.Root>
      <Text size="2" color="gray">
        You can still design for <strong>{shop}</strong>: Vitrine keeps it as a disconnected store in your
        dashboard, and you can download themes as a ZIP and upload them yourself.
      </Text>
      <Flex direction="column" gap="2">
        <Button size="3" loading={busy} onClick={() => void continueWithoutStore()}>
          Continue without connecting
        </Button>
        <div className="grid grid-cols-2 gap-2">
          <EditorButton size="2" variant="soft">
            Go to the editor
          </EditorButton>
          <Button size="2" variant="soft" color="gray" onClick={onChangeShop}>
            Change store
          </Button>
        </div>
      </Flex>
    </Flex>
  )
}

export function ExistingStoreCard({ startAuth }: { startAuth: ShopifyAuthStart | null }) {
  const id = useId()
  const embedded = useEmbedded()
  const status = useQuery(api.billing.status)
  const [input, setInput] = useState(embedded.shop ?? '')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [unconfiguredShop, setUnconfiguredShop] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const checked = validateShopInput(input)
    if (!checked.ok) {
      setError(checked.error)
      return
    }
    setError(null)
    if (!status?.shopifyConfigured || startAuth === null) {
      setUnconfiguredShop(checked.shop)
      return
    }
    setBusy(true)
    try {
      const result = await startAuth({ shop: checked.shop, host: embedded.host ?? undefined })
      if (result.success && result.authUrl) redirectToAuthorization(result.authUrl)
      else setError(result.error || 'Failed to initiate authentication')
    } catch {
      setError('An unexpected error occurred')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card size="4" className="h-full">
      <Flex direction="column" gap="4" className="h-full">
        <Badge color="indigo" variant="soft" radius="full" className="self-start">
          Already selling
        </Badge>
        <Heading as="h2" size="5">
          I have a Shopify store
        </Heading>
        {unconfiguredShop !== null ? (
          <NotConfigured shop={unconfiguredShop} onChangeShop={() => setUnconfiguredShop(null)} />
        ) : (
          <form onSubmit={submit} noValidate aria-label="Connect Shopify Store">
            <Flex direction="column" gap="4">
              <Flex direction="column" gap="1">
                <label htmlFor={`${id}-shop`}>
                  <Text size="2" weight="medium">
                    Store domain
                  </Text>
                </label>
                <TextField.Root
                  id={`${id}-shop`}
                  size="3"
                  placeholder="your-store"
                  value={input}
                  onChange={(event) => {
                    setInput(event.target.value)
                    if (error) setError(null)
                  }}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={error !== null}
                  aria-describedby={error ? `${id}-error` : `${id}-hint`}
                >
                  <TextField.Slot side="right">
                    <Text size="2" color="gray">
                      {SHOP_DOMAIN_SUFFIX}
                    </Text>
                  </TextField.Slot>
                </TextField.Root>
                {error ? (
                  <Text id={`${id}-error`} size="1" color="red" role="alert">
                    {error}
                  </Text>
                ) : (
                  <Text id={`${id}-hint`} size="1" color="gray">
                    Find it in your Shopify admin under Settings &gt; Domains.
                  </Text>
                )}
              </Flex>
              <Flex direction="column" gap="2" className="rounded-lg bg-[var(--gray-a2)] p-3">
                <Flex align="center" gap="2">
                  <ShieldIcon size={16} />
                  <Text size="2" weight="medium">
                    Vitrine will ask Shopify for permission to:
                  </Text>
                </Flex>
                <ul className="m-0 flex list-none flex-col gap-1 p-0 pl-6">
                  {PERMISSIONS.map((permission) => (
                    <li key={permission}>
                      <Text size="2" color="gray">
                        {permission}
                      </Text>
                    </li>
                  ))}
                </ul>
              </Flex>
              <Button type="submit" size="3" loading={busy} disabled={status === undefined}>
                <LinkIcon size={16} />
                Connect Shopify Store
              </Button>
            </Flex>
          </form>
        )}
      </Flex>
    </Card>
  )
}

/** Why the OAuth callback sent the merchant back here (its `error` query), in plain words. */
export function connectErrorReason(code: string): string {
  switch (code) {
    case 'not_configured':
      return 'Connecting stores is not set up on this server yet.'
    case 'token_exchange_failed':
      return 'Shopify did not accept the authorization.'
    case 'expired_request':
    case 'state_expired':
      return 'The authorization took too long.'
    case 'state_already_used':
      return 'That authorization was already used.'
    case 'browser_mismatch':
      return 'The authorization was started in another browser.'
    default:
      return 'The answer from Shopify could not be verified.'
  }
}

function CallbackError({ code }: { code: string }) {
  return (
    <Callout.Root color="red" role="alert" className="mx-auto w-full max-w-2xl">
      <Callout.Text>
        <strong>Connection Error</strong> Failed to connect your Shopify store. Please try again.{' '}
        {connectErrorReason(code)}
      </Callout.Text>
    </Callout.Root>
  )
}

/** Step 2 of 3: connect a store, open one, or (embedded) carry on building for it. */
/** The landing's design, waiting: the way on to it, before the store that can come later. */
function WaitingDesign({ words }: { words: string }) {
  return (
    <Card size="3" className="mx-auto w-full max-w-3xl" data-testid="waiting-design">
      <Flex direction={{ initial: 'column', sm: 'row' }} gap="4" align={{ initial: 'start', sm: 'center' }}>
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-[var(--accent-a3)] text-[var(--accent-11)]">
          <SparklesIcon size={22} />
        </span>
        <div className="min-w-0 flex-1">
          <Text as="div" size="3" weight="bold">
            Your design is waiting
          </Text>
          <Text as="p" size="2" color="gray" className="line-clamp-2 [overflow-wrap:anywhere]">
            &ldquo;{words}&rdquo;
          </Text>
          <Text as="p" size="1" color="gray" mt="1">
            Vitrine builds it as soon as you open the editor. You can connect your store now or later.
          </Text>
        </div>
        <EditorButton size="3" className="shrink-0 max-sm:w-full">
          Continue to your design
        </EditorButton>
      </Flex>
    </Card>
  )
}

export function ConnectShopifyScreen() {
  const embedded = useEmbedded()
  const startAuth = useShopifyAuthStart()
  const search: { error?: unknown } = useSearch({ strict: false })
  const callbackError = typeof search.error === 'string' && search.error !== '' ? search.error : null
  useDocumentTitle('Connect your Shopify store')
  // A design described on the landing page waits for the editor: it comes first.
  const [waiting] = useState(() =>
    waitingDesignWords(typeof window === 'undefined' ? undefined : browserStorage()),
  )
  // ... and the editor gets ready for it (preload.ts).
  usePreloadEditor()
  useHoldEditorQueries()
  if (embedded.isAuthenticated && embedded.shop) return <BuildingFor shop={embedded.shop} />
  return (
    <Flex direction="column" gap="6">
      {callbackError !== null ? <CallbackError code={callbackError} /> : null}
      {waiting !== null && <WaitingDesign words={waiting} />}
      <Flex direction="column" align="center" gap="2" className="text-center">
        <Text size="2" weight="bold" color="indigo" className="uppercase tracking-wider">
          Step 2 of 3
        </Text>
        <Heading as="h1" size={{ initial: '7', sm: '8' }} className="tracking-tight">
          Connect your Shopify store
        </Heading>
        <Text as="p" size="3" color="gray" className="max-w-xl">
          Connect a store to manage its pages from Vitrine and get {STORE_CONNECT_BONUS_CREDITS} bonus
          credits. No store yet? Open one with Shopify&apos;s trial.
        </Text>
      </Flex>
      <div className="grid gap-5 md:grid-cols-2">
        <ExistingStoreCard startAuth={startAuth} />
        <NewStoreCard />
      </div>
      <Flex justify="center">
        <Button asChild variant="ghost" color="gray">
          <Link to="/dashboard">Skip for now, go to my dashboard</Link>
        </Button>
      </Flex>
    </Flex>
  )
}
