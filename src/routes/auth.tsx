import { useState, type FormEvent } from 'react'
import { Navigate, createFileRoute } from '@tanstack/react-router'
import { Box, Button, Callout, Card, Container, Flex, Heading, Tabs, Text, TextField } from '@radix-ui/themes'
import { z } from 'zod'
import { useSession } from '../lib/session'

const searchSchema = z.object({ redirect: z.string().optional() })

export const Route = createFileRoute('/auth')({
  validateSearch: searchSchema,
  component: AuthScreen,
})

/** Only same-origin paths: a redirect target must never send the user to another site. */
function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return '/shopify-connect'
  return target
}

function AuthScreen() {
  const session = useSession()
  const { redirect } = Route.useSearch()
  const [tab, setTab] = useState('sign-up')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (session.status === 'signed-in') return <Navigate to={safeRedirect(redirect)} replace />

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    setBusy(true)
    try {
      if (tab === 'sign-up') await session.signUp(email, password)
      else await session.signIn(email, password)
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'An unexpected error occurred')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Container size="1" className="py-16">
      <Card size="4">
        <Heading mb="4">Welcome to Vitrine</Heading>
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List>
            <Tabs.Trigger value="sign-up">Sign Up</Tabs.Trigger>
            <Tabs.Trigger value="sign-in">Sign In</Tabs.Trigger>
          </Tabs.List>
          <Box pt="4">
            <form onSubmit={submit}>
              <Flex direction="column" gap="3">
                <label>
                  <Text size="2" weight="medium">
                    Email
                  </Text>
                  <TextField.Root type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
                </label>
                <label>
                  <Text size="2" weight="medium">
                    Password
                  </Text>
                  <TextField.Root
                    type="password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                    minLength={tab === 'sign-up' ? 6 : undefined}
                    required
                  />
                </label>
                {error && (
                  <Callout.Root color="red" role="alert">
                    <Callout.Text>{error}</Callout.Text>
                  </Callout.Root>
                )}
                <Button type="submit" loading={busy}>
                  {tab === 'sign-up' ? 'Sign Up' : 'Sign In'}
                </Button>
              </Flex>
            </form>
          </Box>
        </Tabs.Root>
      </Card>
    </Container>
  )
}
