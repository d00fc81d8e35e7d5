import { useId, useState, type FormEvent } from 'react'
import { Button, Callout, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import type { AuthChallenge, AuthChallengeApi } from '../../lib/auth-challenge'

function describe(challenge: AuthChallenge): { title: string; text: string; label: string } {
  if (challenge.kind === 'verify-email') {
    return {
      title: 'Check your email!',
      text: `We sent a verification code to ${challenge.email}. Enter it to finish creating your account.`,
      label: 'Verification code',
    }
  }
  const to = challenge.destination ? ` to ${challenge.destination}` : ''
  switch (challenge.strategy) {
    case 'totp':
      return {
        title: 'Two-step verification',
        text: 'Enter the 6-digit code from your authenticator app.',
        label: 'Authenticator code',
      }
    case 'phone_code':
      return { title: 'Two-step verification', text: `We sent a code by SMS${to}.`, label: 'SMS code' }
    case 'email_code':
      return { title: 'Confirm it is you', text: `We sent a code by email${to}.`, label: 'Email code' }
    case 'backup_code':
      return {
        title: 'Two-step verification',
        text: 'Enter one of the backup codes you saved when you turned on two-step verification.',
        label: 'Backup code',
      }
  }
}

/** The code the auth provider asks for: email verification after sign-up, or a second factor. */
export function CodeStep({ api }: { api: AuthChallengeApi & { challenge: AuthChallenge } }) {
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const text = describe(api.challenge)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (code.trim() === '') {
      setError('Please enter the code')
      return
    }
    setError(null)
    setBusy(true)
    try {
      await api.submitCode(code.trim())
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : 'Authentication failed')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h2" size="5">
            {text.title}
          </Heading>
          <Text size="2" color="gray">
            {text.text}
          </Text>
        </Flex>
        <Flex direction="column" gap="1">
          <label htmlFor={`${id}-code`}>
            <Text size="2" weight="medium">
              {text.label}
            </Text>
          </label>
          <TextField.Root
            id={`${id}-code`}
            size="3"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={
              api.challenge.kind === 'second-factor' && api.challenge.strategy === 'backup_code'
                ? 'text'
                : 'numeric'
            }
            aria-invalid={error !== null}
            autoFocus
          />
        </Flex>
        {error && (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>{error}</Callout.Text>
          </Callout.Root>
        )}
        <Button type="submit" size="3" loading={busy}>
          Verify
        </Button>
        <Button type="button" variant="ghost" color="gray" onClick={api.cancel}>
          Use a different account
        </Button>
      </Flex>
    </form>
  )
}
