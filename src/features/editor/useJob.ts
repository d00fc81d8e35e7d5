// A generation or refinement runs as a job on the server: this tab's, or another tab's. This is
// the running job (live), the engine the jobs use, and a way to wait for a job's end.
import { useEffect } from 'react'
import { useConvex } from 'convex/react'
import type { FunctionReturnType } from 'convex/server'
import { api } from '../../../convex/_generated/api'
import type { Id } from '../../../convex/_generated/dataModel'
import { useLiveQuery } from '../../components/useLiveQuery'
import { warmUpComposer } from './compose-draft'
import { lastKnownEngine, rememberEngine } from './engine-hint'
import type { GenerationResult } from './outcomes'

type JobView = NonNullable<FunctionReturnType<typeof api.generation.job>>

function warmComposer(): (() => void) | undefined {
  if (typeof window.requestIdleCallback !== 'function') return undefined
  const handle = window.requestIdleCallback(warmUpComposer)
  return () => window.cancelIdleCallback(handle)
}

export function useJob(scope: { pageId?: Id<'pages'> }) {
  const running = useLiveQuery(api.generation.running, scope)
  const engineQuery = useLiveQuery(api.generation.engine, {})
  const engineAnswer = engineQuery.status === 'success' ? engineQuery.data : null
  useEffect(() => {
    if (engineAnswer) rememberEngine(engineAnswer)
  }, [engineAnswer])
  // Until the editor's own answer, the one the steps before it had (engine-hint.ts).
  const engine = engineAnswer ?? lastKnownEngine()
  // The composer's first theme in a tab costs it its set-up (word lists, the catalogue): that is
  // done while the tab is idle, so the merchant's first prompt shows as fast as the next.
  useEffect(() => {
    if (engine === 'composer') return warmComposer()
  }, [engine])
  const job: JobView | null = running.status === 'success' ? running.data : null
  const convex = useConvex()

  /** Resolves when the job has ended (or cannot be seen any more), with how it ended. */
  const jobEnd = (jobId: Id<'jobs'>) =>
    new Promise<GenerationResult>((resolve) => {
      const watch = convex.watchQuery(api.generation.job, { jobId })
      let ended = false
      const check = () => {
        let value: JobView | null | undefined
        try {
          value = watch.localQueryResult()
        } catch {
          value = null
        }
        if (ended || value === undefined || (value !== null && value.status === 'running')) return
        ended = true
        unsubscribe()
        resolve(
          value?.status === 'succeeded'
            ? { success: true, ...(value.partial ? { partial: value.partial } : {}) }
            : { success: false, error: value?.error },
        )
      }
      // onUpdate calls back only later, once the subscription exists.
      const unsubscribe = watch.onUpdate(check)
      check()
    })

  return {
    job,
    /** No job runs for this theme (known, not loading). */
    noJob: running.status === 'success' && running.data === null,
    engine,
    jobEnd,
  }
}
