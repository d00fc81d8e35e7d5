// What the editor generates on its own when it opens: the design a merchant described on the
// landing page (consumed once from local storage, shown in the prompt box, submitted after
// 500 ms, as SPEC.md says), or else, for a store page with no theme yet, the prompt the page was
// created with (once, and not while a job for it runs).
import { useEffect, useRef } from 'react'
import { browserStorage } from '../../lib/browser-storage'
import { AUTO_SUBMIT_DELAY_MS, consumeDesignRequest, type DesignRequest } from './design-request'

export function useStartingDesign({
  page,
  isStarter,
  noJob,
  initialPrompt,
  setPrompt,
  generate,
}: {
  page: { userPrompt: string } | null
  /** The editor shows the starter theme: there is no theme of the merchant's yet. */
  isStarter: boolean
  /** No generation or refinement is running for this theme (known, not loading). */
  noJob: boolean
  /** A prompt from the address (/editor?prompt=…): the merchant starts it themselves. */
  initialPrompt?: string
  setPrompt(prompt: string): void
  generate(request: DesignRequest): Promise<void>
}): void {
  const latest = useRef(generate)
  useEffect(() => {
    latest.current = generate
  })

  const designRequest = useRef<DesignRequest | null | undefined>(undefined)
  useEffect(() => {
    if (designRequest.current === undefined) {
      designRequest.current = consumeDesignRequest(
        typeof window === 'undefined' ? undefined : browserStorage(),
      )
    }
    const request = designRequest.current
    if (!request) return
    const fill = setTimeout(() => setPrompt(request.prompt), 0)
    const timer = setTimeout(() => {
      designRequest.current = null
      void latest.current(request)
    }, AUTO_SUBMIT_DELAY_MS)
    return () => {
      clearTimeout(fill)
      clearTimeout(timer)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [])

  // Marked when the timer fires, not when it is set: React's development double effect clears
  // the first timer, and the second must still run.
  const pageStarted = useRef(false)
  useEffect(() => {
    if (pageStarted.current || !page || !isStarter || !noJob || initialPrompt || designRequest.current) return
    const request = { prompt: page.userPrompt }
    const timer = setTimeout(() => {
      pageStarted.current = true
      void latest.current(request)
    }, AUTO_SUBMIT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [page, isStarter, noJob, initialPrompt])
}
