import { useId } from 'react'
import { Flex, Text, TextField } from '@radix-ui/themes'
import { HEX_ERROR, isHexColor, normalizeHex } from './color'

/** A colour as a picker and a #rrggbb text field that stay in step; the hex is validated as typed. */
export function ColorField({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string
  value: string
  onChange(value: string): void
  disabled?: boolean
}) {
  const id = useId()
  const valid = isHexColor(value)
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={`${id}-hex`} size="2" weight="medium">
        {label}
      </Text>
      <Flex gap="2" align="center">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={normalizeHex(value) ?? '#000000'}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          className="h-8 w-11 shrink-0 cursor-pointer rounded-md border border-[var(--gray-a7)] bg-transparent p-0.5 disabled:cursor-not-allowed"
        />
        <TextField.Root
          id={`${id}-hex`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="#1a2b3c"
          maxLength={7}
          disabled={disabled}
          spellCheck={false}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-error`}
          className="flex-1 font-mono"
          color={valid ? undefined : 'red'}
        />
      </Flex>
      {!valid && (
        <Text id={`${id}-error`} size="1" color="red" role="alert">
          {HEX_ERROR}
        </Text>
      )}
    </Flex>
  )
}
