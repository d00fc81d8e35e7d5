// Under a prompt box: how long the description is against the limit, so a long paste is never
// cut without a word (the box stops at the limit).
import { Text } from '@radix-ui/themes'
import { MAX_PROMPT_LENGTH } from '../engine/model'

const COUNT = new Intl.NumberFormat('en-US')

export function PromptLength({ length, id }: { length: number; id?: string }) {
  const full = length >= MAX_PROMPT_LENGTH
  const near = length >= MAX_PROMPT_LENGTH * 0.9
  return (
    <Text
      id={id}
      as="p"
      size="1"
      align="right"
      color={full ? 'red' : near ? 'amber' : 'gray'}
      aria-live="polite"
      className="tabular-nums"
    >
      {full && `Descriptions stop at ${COUNT.format(MAX_PROMPT_LENGTH)} characters. `}
      {COUNT.format(length)} / {COUNT.format(MAX_PROMPT_LENGTH)}
    </Text>
  )
}
