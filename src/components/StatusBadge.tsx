import { Badge } from '@radix-ui/themes'
import type { PageStatus, ProjectStatus } from '../../convex/schema'

type BadgeColor = 'green' | 'amber' | 'red' | 'blue' | 'gray'

/** SPEC.md section 4: project statuses are green, yellow and red. */
export const STATUS_COLORS: Record<ProjectStatus | PageStatus, BadgeColor> = {
  active: 'green',
  disconnected: 'amber',
  revoked: 'red',
  published: 'green',
  draft: 'blue',
  archived: 'gray',
}

const LABELS: Record<ProjectStatus | PageStatus, string> = {
  active: 'Active',
  disconnected: 'Disconnected',
  revoked: 'Revoked',
  published: 'Published',
  draft: 'Draft',
  archived: 'Archived',
}

export function StatusBadge({ status }: { status: ProjectStatus | PageStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="soft" radius="full" data-status={status}>
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {LABELS[status]}
    </Badge>
  )
}
