import { useEffect, useId, useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { Box, Button, Callout, Card, Flex, Heading, Spinner, Tabs, Text, TextField } from '@radix-ui/themes'
import { toast } from 'sonner'
import { MailOpen } from 'lucide-react'
import { SIGNUP_BONUS_CREDITS } from '../../../convex/model/constants'
import { useAuthChallenge } from '../../lib/auth-challenge'
import { useSession } from '../../lib/session'
import { CheckIcon } from '../../components/icons'
import { Brand, BrandMark } from '../../components/Brand'
import { TextLink } from '../../components/TextLink'
import { useDocumentTitle } from '../../components/useDocumentTitle'
import { CodeStep } from './CodeStep'
import { usePreloadEditor } from '../editor/preload'
import { AFTER_AUTH_DEFAULT, safeRedirect, type AuthSearch, type AuthTab } from './redirect'
import { useLiveQuery } from '../../components/useLiveQuery'
import { api } from '../../../convex/_generated/api'
import { browserStorage } from '../../lib/browser-storage'
import { DESIGN_PROMPT_KEY } from '../landing/design-prompt'
import { MIN_PASSWORD_LENGTH, validateCredentials, type CredentialErrors } from './validation'

const STEPS = ['Create your account', 'Connect your store', 'Design your theme']

const BENEFITS = [
  `${SIGNUP_BONUS_CREDITS} free credits to start, no card needed`,
  'Complete Shopify themes that pass Theme Check',
  'Preview, refine and download as a ZIP',
]

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <Text id={id} size="1" color="red" role="alert">
      {message}
    </Text>
  )
}

function CredentialsForm({
  tab,
  onSigningUp,
}: {
  tab: AuthTab
  /** told before an account is created here, and again (false) if that failed */
  onSigningUp?: (signingUp: boolean) => void
}) {
  const id = useId()
  const session = useSession()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({})
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const signUp = tab === 'sign-up'

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    const checked = validateCredentials(tab, { email, password })
    if (!checked.ok) {
      setFieldErrors(checked.errors)
      return
    }
    setFieldErrors({})
    setBusy(true)
    try {
      if (signUp) {
        onSigningUp?.(true)
        const result = await session.signUp(checked.email, checked.password)
        if (result.status === 'confirm-email') {
          toast.success('Check your email!', {
            description: `We sent a confirmation to ${checked.email}.`,
            duration: 5000,
          })
        }
      } else {
        await session.signIn(checked.email, checked.password)
      }
    } catch (caught) {
      if (signUp) onSigningUp?.(false)
      setError(caught instanceof Error && caught.message ? caught.message : 'Authentication failed')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={signUp ? 'Sign Up' : 'Sign In'}>
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <label htmlFor={`${id}-email`}>
            <Text size="2" weight="medium">
              Email
            </Text>
          </label>
          <TextField.Root
            id={`${id}-email`}
            type="email"
            size="3"
            autoComplete="email"
            placeholder="you@yourstore.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={fieldErrors.email !== undefined}
            aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
          />
          <FieldError id={`${id}-email-error`} message={fieldErrors.email} />
        </Flex>
        <Flex direction="column" gap="1">
          <label htmlFor={`${id}-password`}>
            <Text size="2" weight="medium">
              Password
            </Text>
          </label>
          <TextField.Root
            id={`${id}-password`}
            type="password"
            size="3"
            autoComplete={signUp ? 'new-password' : 'current-password'}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={fieldErrors.password !== undefined}
            aria-describedby={`${id}-password-error ${id}-password-hint`}
          />
          <FieldError id={`${id}-password-error`} message={fieldErrors.password} />
          {signUp && !fieldErrors.password && (
            <Text id={`${id}-password-hint`} size="1" color="gray">
              At least {MIN_PASSWORD_LENGTH} characters.
            </Text>
          )}
        </Flex>
        {error && (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        )}
        <Button type="submit" size="3" loading={busy}>
          {signUp ? 'Sign Up' : 'Sign In'}
        </Button>
      </Flex>
    </form>
  )
}

function StepList() {
  return (
    <ol className="m-0 flex list-none flex-col gap-3 p-0" aria-label="Getting started">
      {STEPS.map((step, index) => (
        <li key={step} className="flex items-center gap-3">
          <span
            className={`flex h-7 w-7 items-center justify-center rounded-full text-sm font-bold ${
              index === 0 ? 'bg-white text-[var(--accent-11)]' : 'bg-white/15 text-white'
            }`}
            aria-current={index === 0 ? 'step' : undefined}
          >
            {index + 1}
          </span>
          <Text size="2" className={index === 0 ? 'font-semibold text-white' : 'text-white/75'}>
            {step}
          </Text>
        </li>
      ))}
    </ol>
  )
}

function designWaiting(): boolean {
  try {
    return Boolean(browserStorage().getItem(DESIGN_PROMPT_KEY))
  } catch {
    return false
  }
}

/**
 * Where a signed-in user goes: the page that sent them here; otherwise step 2, connecting a
 * store, for a new account, and a returning merchant with a store to their dashboard (or to the
 * editor, when a design from the landing page waits there).
 */
function RedirectAfterAuth({ target, newAccount }: { target: string | undefined; newAccount: boolean }) {
  const sent = safeRedirect(target, '')
  const stores = useLiveQuery(api.projects.list, sent === '' && !newAccount ? {} : 'skip')
  const href =
    sent !== ''
      ? sent
      : newAccount
        ? AFTER_AUTH_DEFAULT
        : stores.status === 'loading'
          ? null
          : stores.status === 'success' && stores.data.length > 0
            ? designWaiting()
              ? '/editor'
              : '/dashboard'
            : AFTER_AUTH_DEFAULT
  const navigate = useNavigate()
  useEffect(() => {
    // The target may carry a query string, so it goes by href rather than a typed route.
    if (href !== null) void navigate({ href, replace: true })
  }, [navigate, href])
  return (
    <Flex align="center" justify="center" className="min-h-screen" role="status" aria-label="Signing you in">
      <Spinner size="3" />
    </Flex>
  )
}

/** /auth: Sign Up and Sign In tabs; once signed in, on to the redirect target or step 2. */
export function AuthScreen({ search }: { search: AuthSearch }) {
  const session = useSession()
  const challengeApi = useAuthChallenge()
  const [tab, setTab] = useState<AuthTab>(search.tab ?? 'sign-up')
  // An account created on this screen just now goes on to step 2, even when a store linked from
  // the admin is already theirs.
  const [signedUpHere, setSignedUpHere] = useState(false)
  const challenge = challengeApi?.challenge ?? null
  useDocumentTitle(tab === 'sign-up' ? 'Sign Up' : 'Sign In')
  // A design described on the landing page: the editor gets ready for it while they sign up.
  usePreloadEditor()

  if (session.status === 'signed-in') {
    return (
      <RedirectAfterAuth target={search.redirect ?? search.redirectAfterAuth} newAccount={signedUpHere} />
    )
  }

  return (
    <div className="grid min-h-screen lg:grid-cols-[1fr_1.1fr]">
      <aside className="relative hidden overflow-hidden bg-[var(--accent-9)] p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_30rem_at_100%_0%,rgba(255,255,255,0.18),transparent_60%),radial-gradient(30rem_20rem_at_0%_100%,rgba(0,0,0,0.18),transparent_70%)]"
        />
        <Link to="/" className="relative flex items-center gap-2 text-white no-underline">
          <span className="rounded-lg bg-white/15 p-1">
            <BrandMark />
          </span>
          <Text size="5" weight="bold">
            Vitrine
          </Text>
        </Link>
        <Flex direction="column" gap="6" className="relative max-w-md">
          <Text as="p" size="8" weight="bold" className="leading-tight text-white">
            Your next Shopify theme is a few sentences away.
          </Text>
          <ul className="m-0 flex list-none flex-col gap-3 p-0">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2 text-white/90">
                <CheckIcon size={18} />
                <Text size="3">{benefit}</Text>
              </li>
            ))}
          </ul>
          <StepList />
        </Flex>
        <span />
      </aside>

      <main className="flex items-center justify-center px-4 py-10 sm:px-8">
        <Box className="w-full max-w-md">
          <div className="mb-8 lg:hidden">
            <Brand />
          </div>
          <Text as="p" size="2" color="indigo" weight="bold" mb="2" className="uppercase tracking-wider">
            Step 1 of 3
          </Text>
          <Heading as="h1" size="7" mb="2">
            {tab === 'sign-up' ? 'Create your Vitrine account' : 'Welcome back'}
          </Heading>
          <Text as="p" size="3" color="gray" mb="6">
            {tab === 'sign-up'
              ? `Sign up and get ${SIGNUP_BONUS_CREDITS} free credits to design your store.`
              : 'Sign in to continue designing your store.'}
          </Text>
          {safeRedirect(search.redirect ?? search.redirectAfterAuth, '').startsWith('/invite/') && (
            <Callout.Root color="indigo" mb="4" data-testid="auth-invitation">
              <Callout.Icon>
                <MailOpen className="size-4" />
              </Callout.Icon>
              <Callout.Text>
                You have an invitation to a store. Sign up or sign in with the email address it was sent to,
                and you’ll come back to it.
              </Callout.Text>
            </Callout.Root>
          )}
          <Card size={{ initial: '3', sm: '4' }}>
            {session.status === 'loading' ? (
              <Flex justify="center" py="8" role="status" aria-label="Loading">
                <Spinner size="3" />
              </Flex>
            ) : challenge !== null && challengeApi !== null ? (
              <CodeStep api={{ ...challengeApi, challenge }} />
            ) : (
              <Tabs.Root
                value={tab}
                onValueChange={(value) => setTab(value === 'sign-in' ? 'sign-in' : 'sign-up')}
              >
                <Tabs.List size="2">
                  <Tabs.Trigger value="sign-up">Sign Up</Tabs.Trigger>
                  <Tabs.Trigger value="sign-in">Sign In</Tabs.Trigger>
                </Tabs.List>
                <Box pt="5">
                  <Tabs.Content value="sign-up">
                    <CredentialsForm tab="sign-up" onSigningUp={setSignedUpHere} />
                  </Tabs.Content>
                  <Tabs.Content value="sign-in">
                    <CredentialsForm tab="sign-in" />
                  </Tabs.Content>
                </Box>
              </Tabs.Root>
            )}
          </Card>
          <Text as="p" size="1" color="gray" mt="4" align="center">
            By continuing you agree to the <TextLink to="/terms">Terms of Service</TextLink> and the{' '}
            <TextLink to="/privacy">Privacy Policy</TextLink>.
          </Text>
          {session.mode === 'local' && (
            <Text as="p" size="1" color="gray" mt="2" align="center">
              Local mode: accounts are stored on this machine only.
            </Text>
          )}
        </Box>
      </main>
    </div>
  )
}
