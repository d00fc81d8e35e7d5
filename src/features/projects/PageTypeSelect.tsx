import { Select } from '@radix-ui/themes'
import { PAGE_TYPE_OPTIONS } from './page-types'

/** The page types of SPEC.md, to pick one; `id` ties it to its label. */
export function PageTypeSelect({
  id,
  value,
  onChange,
  placeholder,
}: {
  id: string
  value: string
  onChange(value: string): void
  placeholder?: string
}) {
  return (
    <Select.Root value={value} onValueChange={onChange}>
      <Select.Trigger id={id} placeholder={placeholder} className="!w-full" />
      <Select.Content position="popper">
        {PAGE_TYPE_OPTIONS.map((option) => (
          <Select.Item key={option.value} value={option.value}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
}
