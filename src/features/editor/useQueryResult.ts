// A live Convex query as loading / success / error, so the editor can show its own error card
// (with a retry) instead of a thrown error taking the screen down.
import { useMemo } from 'react'
import { useQueries, type RequestForQueries } from 'convex/react'
import {
  getFunctionName,
  type FunctionArgs,
  type FunctionReference,
  type FunctionReturnType,
} from 'convex/server'
import { convexToJson, type Value } from 'convex/values'

export type QueryResult<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: Error }

export function useQueryResult<Query extends FunctionReference<'query'>>(
  query: Query,
  args: FunctionArgs<Query> | 'skip',
): QueryResult<FunctionReturnType<Query>> {
  const name = getFunctionName(query)
  const key = args === 'skip' ? 'skip' : JSON.stringify(convexToJson(args as Record<string, Value>))
  const queries = useMemo(
    (): RequestForQueries =>
      key === 'skip' ? {} : { result: { query, args: JSON.parse(key) as Record<string, Value> } },
    // Arguments compare by value, so callers need not memoise them (nor `query`: api.* makes a
    // new reference object on each access; its name says which function it is).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name, key],
  )
  const result: unknown = useQueries(queries).result
  if (result instanceof Error) return { status: 'error', error: result }
  if (result === undefined) return { status: 'loading' }
  return { status: 'success', data: result as FunctionReturnType<Query> }
}

/** The message of a Convex error as a person can read it. */
export function readableError(error: Error): string {
  const data = (error as { data?: unknown }).data
  if (typeof data === 'string' && data.trim() !== '') return data
  const message = error.message.replace(/^\[CONVEX [^\]]*\]\s*/, '').replace(/^\[Request ID: [^\]]*\]\s*/, '')
  const uncaught = /Uncaught (?:ConvexError|Error): ([^\n]+)/.exec(message)
  return (uncaught?.[1] ?? message.split('\n')[0] ?? 'Something went wrong').trim()
}

/** What the editor says when its theme cannot be opened. */
export function loadFailure(
  error: Error | undefined,
  pageMissing: boolean,
): { title: string; message: string } {
  const message = error ? readableError(error) : ''
  if (pageMissing || /Page not found|Expected ID for table "pages"/.test(message)) {
    return {
      title: 'Page not found',
      message:
        'This page does not exist or is not yours. It may have been deleted, or the link is incomplete.',
    }
  }
  return { title: 'We couldn’t open this theme', message: message || 'Something went wrong while loading.' }
}
