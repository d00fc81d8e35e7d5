// A command as the registry binds it (features/editor/commands), for a pane rendered on its own.
import type { BoundCommand } from '../../src/features/editor/commands/types'

export function boundCommand<Perform extends (...input: never[]) => unknown>(
  perform: Perform,
  { enabled = true, label = '' }: { enabled?: boolean; label?: string } = {},
): BoundCommand<Perform> {
  return { id: 'test', label, enabled, perform }
}
