import { memo, useMemo, useState } from 'react'
import { Badge, Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { CircleAlert } from 'lucide-react'
import type { StoreConfig } from '../../engine/model'
import type { BoundCommand } from './commands'
import { ColorField } from './ColorField'
import {
  configToForm,
  parseCategories,
  validateConfigForm,
  type ConfigErrors,
  type ConfigForm,
} from './store-config'
import type { ApplyResult } from './visual-edit'

export const APPLY_CONFIG_LABEL = 'Apply to Theme'

export interface ConfigTabProps {
  config: StoreConfig
  /** The registry's Apply to Theme (commands/): not enabled for a viewer or while anything runs. */
  apply: BoundCommand<(config: StoreConfig) => Promise<ApplyResult>>
}

/** Store name, tagline, primary colour and categories, written into the theme's settings. */
export const ConfigTab = memo(function ConfigTab({ config, apply }: ConfigTabProps) {
  const initial = useMemo(() => configToForm(config), [config])
  const [form, setForm] = useState<ConfigForm>(initial)
  const [errors, setErrors] = useState<ConfigErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [applying, setApplying] = useState(false)
  const changed = (Object.keys(form) as (keyof ConfigForm)[]).some((key) => form[key] !== initial[key])
  const categories = parseCategories(form.categories)

  const update = (key: keyof ConfigForm) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }))
    setErrors((current) => ({ ...current, [key]: undefined }))
  }

  return (
    <Card size="2" asChild>
      <form
        aria-label="Store configuration"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const result = validateConfigForm(form)
          if (!result.ok) {
            setErrors(result.errors)
            return
          }
          setApplying(true)
          setFailure(null)
          void apply.perform(result.config).then((outcome) => {
            setApplying(false)
            if (!outcome.ok) setFailure(outcome.error)
          })
        }}
      >
        <Flex direction="column" gap="4">
          <div>
            <Heading as="h2" size="3">
              Store configuration
            </Heading>
            <Text as="p" size="2" color="gray" mt="1">
              Saved in the theme settings (config/settings_data.json) as a new version. The tagline takes the
              old one’s place where the theme shows it; the menu, the collection list and the sample products
              follow your categories.
            </Text>
          </div>
          <Field label="Store name" id="config-name" error={errors.name}>
            <TextField.Root
              id="config-name"
              value={form.name}
              onChange={(event) => update('name')(event.target.value)}
              maxLength={80}
              aria-invalid={errors.name !== undefined}
            />
          </Field>
          <Field label="Tagline" id="config-tagline" error={errors.tagline}>
            <TextField.Root
              id="config-tagline"
              value={form.tagline}
              onChange={(event) => update('tagline')(event.target.value)}
              maxLength={200}
              placeholder="Fresh pairs for every day"
            />
          </Field>
          <ColorField label="Primary color" value={form.primaryColor} onChange={update('primaryColor')} />
          <Field label="Categories" id="config-categories" error={errors.categories} hint="Comma separated">
            <TextField.Root
              id="config-categories"
              value={form.categories}
              onChange={(event) => update('categories')(event.target.value)}
              placeholder="Sneakers, Boots, Sandals"
              aria-invalid={errors.categories !== undefined}
            />
            {categories.length > 0 && (
              <Flex gap="1" wrap="wrap" mt="2" aria-label="Categories" role="list">
                {categories.map((category) => (
                  <Badge key={category} variant="soft" radius="full" role="listitem">
                    {category}
                  </Badge>
                ))}
              </Flex>
            )}
          </Field>
          {failure && (
            <Callout.Root color="red" size="1" role="alert">
              <Callout.Icon>
                <CircleAlert className="size-4" />
              </Callout.Icon>
              <Callout.Text>{failure}</Callout.Text>
            </Callout.Root>
          )}
          <Flex justify="end" gap="2">
            <Button
              type="button"
              variant="soft"
              color="gray"
              disabled={!changed || applying}
              onClick={() => {
                setForm(initial)
                setErrors({})
              }}
            >
              Reset
            </Button>
            <Button type="submit" disabled={!changed || !apply.enabled} loading={applying}>
              {APPLY_CONFIG_LABEL}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  )
})

function Field({
  label,
  id,
  error,
  hint,
  children,
}: {
  label: string
  id: string
  error?: string
  hint?: string
  children: React.ReactNode
}) {
  return (
    <Flex direction="column" gap="1">
      <Flex justify="between" align="baseline">
        <Text as="label" htmlFor={id} size="2" weight="medium">
          {label}
        </Text>
        {hint && (
          <Text size="1" color="gray">
            {hint}
          </Text>
        )}
      </Flex>
      {children}
      {error && (
        <Text size="1" color="red" role="alert">
          {error}
        </Text>
      )}
    </Flex>
  )
}
