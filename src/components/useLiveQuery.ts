import { useEffect, useMemo, useRef } from 'react'
import { useQueries, type RequestForQueries } from 'convex/react'
import {
  getFunctionName,
  type FunctionArgs,
  type FunctionReference,
  type FunctionReturnType,
} from 'convex/server'
import { convexToJson, type Value } from 'convex/values'
import { toastError } from '../lib/toast'

export type LiveQueryState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: Error }

/**
 * A live Convex query as a state (loading, success, error) instead of a thrown error, so every
 * screen can show its own error state. With `errorToast`, a toast says so once each time the
 * query starts failing (SPEC.md section 8: 'Failed to load projects', 'Failed to load pages' ...).
 */
export function useLiveQuery<Query extends FunctionReference<'query'>>(
  query: Query,
  args: FunctionArgs<Query> | 'skip',
  errorToast?: string,
): LiveQueryState<FunctionReturnType<Query>> {
  const name = getFunctionName(query)
  const argsKey = args === 'skip' ? 'skip' : JSON.stringify(convexToJson(args as Record<string, Value>))
  const queries = useMemo(
    (): RequestForQueries =>
      args === 'skip' ? {} : { result: { query, args: args as Record<string, Value> } },
    // The arguments are compared by value, so callers need not memoise them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name, argsKey],
  )
  const result: unknown = useQueries(queries).result
  const failed = result instanceof Error
  const wasFailing = useRef(false)
  useEffect(() => {
    if (failed && !wasFailing.current && errorToast) toastError(errorToast)
    wasFailing.current = failed
  }, [failed, errorToast])
  if (result instanceof Error) return { status: 'error', error: result }
  if (result === undefined) return { status: 'loading' }
  return { status: 'success', data: result as FunctionReturnType<Query> }
}
