import { ConvexError } from 'convex/values'

/** What the server said went wrong (a ConvexError's text), for a toast's description. */
export function errorDetail(error: unknown): string | undefined {
  if (error instanceof ConvexError) return typeof error.data === 'string' ? error.data : undefined
  return undefined
}
