// Handlers that keep one identity for the life of a component and always run their latest
// version: the editor hands them to its memoised panes, which then re-render only when what they
// show changes, not each time the editor does (a job's step, a query's refresh).
import { useLayoutEffect, useState } from 'react'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any handler signature
type Handlers = Record<string, (...args: any[]) => unknown>

class StableHandlers<T extends Handlers> {
  readonly handlers: T
  private latest: T

  constructor(initial: T) {
    this.latest = initial
    this.handlers = Object.fromEntries(
      Object.keys(initial).map((name) => [
        name,
        (...args: unknown[]) => (this.latest[name] as (...args: unknown[]) => unknown)(...args),
      ]),
    ) as T
  }

  update(handlers: T): void {
    this.latest = handlers
  }
}

/** The same object of functions on every render; the set of names must not change. */
export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const [stable] = useState(() => new StableHandlers(handlers))
  useLayoutEffect(() => stable.update(handlers))
  return stable.handlers
}
