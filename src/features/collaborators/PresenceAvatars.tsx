// Who else is on the store's screens: a badge of initials per person, with where they are.
import { memo } from 'react'
import { Flex, Text, Tooltip } from '@radix-ui/themes'
import type { Here } from './usePresence'

const COLORS = ['indigo', 'crimson', 'teal', 'amber', 'violet', 'grass', 'orange', 'cyan', 'pink', 'brown']
const SHOWN = 4

const TABS: Record<string, string> = { chat: 'Chat', edit: 'Edit', files: 'Files', config: 'Config' }

/** A person's colour: the same on every screen and for everyone. */
export function personColor(userId: string): string {
  let hash = 0
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return COLORS[hash % COLORS.length]!
}

/** "in the editor: Home · product template · Edit tab", or "on the pages screen". */
export function whereLabel(person: Here): string {
  if (person.screen === 'pages') return 'on the pages screen'
  const parts = [
    person.pageTitle ?? 'a page',
    person.template ? `${person.template} template` : null,
    person.tab ? `${TABS[person.tab] ?? person.tab} tab` : null,
  ].filter(Boolean)
  return `in the editor: ${parts.join(' · ')}`
}

export function Avatar({ userId, initials, size = 28 }: { userId: string; initials: string; size?: number }) {
  const color = personColor(userId)
  return (
    <span
      aria-hidden
      className="grid shrink-0 place-items-center rounded-full text-[11px] font-semibold ring-2 ring-[var(--color-panel-solid)]"
      style={{
        width: size,
        height: size,
        background: `var(--${color}-a4)`,
        color: `var(--${color}-11)`,
      }}
    >
      {initials}
    </span>
  )
}

export const PresenceAvatars = memo(function PresenceAvatars({
  others,
  label = 'Also here',
}: {
  others: Here[] | undefined
  label?: string
}) {
  if (others === undefined || others.length === 0) return null
  const shown = others.slice(0, SHOWN)
  const rest = others.slice(SHOWN)
  const description = others.map((person) => `${person.name}, ${whereLabel(person)}`).join('; ')
  return (
    <Flex align="center" gap="2" role="group" aria-label={`${label}: ${description}`} data-testid="presence">
      <Flex className="-space-x-1.5">
        {shown.map((person) => (
          <Tooltip key={person.userId} content={`${person.name} — ${whereLabel(person)}`}>
            <span
              tabIndex={0}
              data-person={person.name}
              className="rounded-full outline-none focus-visible:ring-2"
            >
              <Avatar userId={person.userId} initials={person.initials} />
            </span>
          </Tooltip>
        ))}
        {rest.length > 0 && (
          <Tooltip content={rest.map((person) => person.name).join(', ')}>
            <span
              tabIndex={0}
              className="grid size-7 place-items-center rounded-full bg-[var(--gray-a4)] text-[11px] font-medium text-[var(--gray-11)] ring-2 ring-[var(--color-panel-solid)]"
            >
              +{rest.length}
            </span>
          </Tooltip>
        )}
      </Flex>
      <Text size="1" color="gray" className="hidden xl:inline">
        {others.length === 1 ? `${others[0]!.name} is here` : `${others.length} others here`}
      </Text>
    </Flex>
  )
})
