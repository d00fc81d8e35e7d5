import { useId, useState, type FormEvent } from 'react'
import {
  Box,
  Button,
  Callout,
  Card,
  Flex,
  Heading,
  Link as RadixLink,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes'
import { ClockIcon, MailIcon, PhoneIcon } from '../../components/icons'
import {
  EMPTY_CONTACT,
  contactMailto,
  validateContact,
  type ContactErrors,
  type ContactInput,
  type ContactMessage,
} from './contact-form'
import { PageIntro, PublicLayout } from './PublicLayout'
import { STATIC_SUPPORT_HOURS, SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from './support'
import { TextLink } from '../../components/TextLink'

const FIELDS: {
  name: keyof ContactInput
  label: string
  type?: string
  autoComplete?: string
  half?: boolean
}[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', half: true },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'subject', label: 'Subject' },
]

export function ContactForm() {
  const id = useId()
  const [values, setValues] = useState<ContactInput>(EMPTY_CONTACT)
  const [errors, setErrors] = useState<ContactErrors>({})
  const [ready, setReady] = useState<ContactMessage | null>(null)

  function change(name: keyof ContactInput, value: string) {
    setValues((current) => ({ ...current, [name]: value }))
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
    setReady(null)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = validateContact(values)
    if (!checked.ok) {
      setErrors(checked.errors)
      setReady(null)
      return
    }
    setErrors({})
    setReady(checked.message)
  }

  const errorId = (name: keyof ContactInput) => `${id}-${name}-error`

  return (
    <form onSubmit={submit} noValidate aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <Flex key={field.name} direction="column" gap="1" className={field.half ? '' : 'sm:col-span-2'}>
            <label htmlFor={`${id}-${field.name}`}>
              <Text size="2" weight="medium">
                {field.label}
              </Text>
            </label>
            <TextField.Root
              id={`${id}-${field.name}`}
              size="3"
              type={(field.type as 'email' | undefined) ?? 'text'}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => change(field.name, event.target.value)}
              aria-invalid={errors[field.name] !== undefined}
              aria-describedby={errors[field.name] ? errorId(field.name) : undefined}
            />
            {errors[field.name] && (
              <Text id={errorId(field.name)} size="1" color="red" role="alert">
                {errors[field.name]}
              </Text>
            )}
          </Flex>
        ))}
        <Flex direction="column" gap="1" className="sm:col-span-2">
          <label htmlFor={`${id}-message`}>
            <Text size="2" weight="medium">
              Message
            </Text>
          </label>
          <TextArea
            id={`${id}-message`}
            size="3"
            rows={6}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
            aria-invalid={errors.message !== undefined}
            aria-describedby={errors.message ? errorId('message') : undefined}
          />
          {errors.message && (
            <Text id={errorId('message')} size="1" color="red" role="alert">
              {errors.message}
            </Text>
          )}
        </Flex>
      </div>
      <Flex direction="column" gap="3" mt="5">
        <Box>
          <Button type="submit" size="3">
            Send message
          </Button>
        </Box>
        {ready && (
          <Callout.Root color="amber" role="status">
            <Callout.Text>
              This form is not connected to a messaging service yet, so nothing was sent from here. Your
              message is ready to send from your own email app instead.
            </Callout.Text>
            <Flex gap="3" wrap="wrap" mt="2">
              <Button asChild size="2">
                <a href={contactMailto(ready)}>Open in your email app</a>
              </Button>
              <Text size="2" className="self-center">
                or write to <RadixLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</RadixLink>
              </Text>
            </Flex>
          </Callout.Root>
        )}
      </Flex>
    </form>
  )
}

export function ContactPage() {
  return (
    <PublicLayout>
      <PageIntro eyebrow="Contact" title="Talk to the Vitrine team">
        Questions about a theme, your account or a store launch? Tell us what you need and we will get back to
        you within one business day.
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_340px]">
        <Card size={{ initial: '3', sm: '4' }}>
          <Heading as="h2" size="5" mb="4">
            Send us a message
          </Heading>
          <ContactForm />
        </Card>
        <Flex direction="column" gap="4" asChild>
          <aside aria-label="Other ways to reach us">
            <Card size="3">
              <Flex direction="column" gap="4">
                <Heading as="h2" size="4">
                  Other ways to reach us
                </Heading>
                <Flex gap="3" align="start">
                  <MailIcon size={18} />
                  <Flex direction="column">
                    <Text size="2" weight="bold">
                      Email
                    </Text>
                    <RadixLink href={`mailto:${SUPPORT_EMAIL}`} size="2">
                      {SUPPORT_EMAIL}
                    </RadixLink>
                  </Flex>
                </Flex>
                <Flex gap="3" align="start">
                  <PhoneIcon size={18} />
                  <Flex direction="column">
                    <Text size="2" weight="bold">
                      Phone, by appointment
                    </Text>
                    <RadixLink href={SUPPORT_PHONE_HREF} size="2">
                      {SUPPORT_PHONE}
                    </RadixLink>
                  </Flex>
                </Flex>
                <Flex gap="3" align="start">
                  <ClockIcon size={18} />
                  <Flex direction="column">
                    <Text size="2" weight="bold">
                      Support hours
                    </Text>
                    <Text size="2" color="gray">
                      {STATIC_SUPPORT_HOURS}
                    </Text>
                  </Flex>
                </Flex>
              </Flex>
            </Card>
            <Card size="3">
              <Text as="p" size="2" color="gray">
                Many answers are already in the <TextLink to="/help">Help Center</TextLink> and the{' '}
                <TextLink to="/documentation">Documentation</TextLink>.
              </Text>
            </Card>
          </aside>
        </Flex>
      </div>
    </PublicLayout>
  )
}
