// What the editor generates on its own when it opens: the design a merchant described on the
// landing page (taken once from local storage by the editor, shown in the prompt box, submitted
// after 500 ms, as SPEC.md says), or else, for a store page with no theme yet, the prompt the
// page was created with (once, and not while a job for it runs).
import { useEffect, useRef } from 'react'
import { AUTO_SUBMIT_DELAY_MS, releaseDesignRequest, type DesignRequest } from './design-request'

export function useStartingDesign({
  request,
  onSettled,
  page,
  isStarter,
  noJob,
  initialPrompt,
  setPrompt,
  generate,
}: {
  /** The landing page's design, waiting for this editor (design-request.ts), or null. */
  request: DesignRequest | null
  /** Its generation has ended (saved, refused or failed): it waits no longer. */
  onSettled(): void
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
  const latest = useRef({ generate, onSettled })
  useEffect(() => {
    latest.current = { generate, onSettled }
  })

  useEffect(() => {
    if (!request) return
    const fill = setTimeout(() => setPrompt(request.prompt), 0)
    const timer = setTimeout(() => {
      releaseDesignRequest(request)
      void latest.current.generate(request).finally(() => latest.current.onSettled())
    }, AUTO_SUBMIT_DELAY_MS)
    return () => {
      clearTimeout(fill)
      clearTimeout(timer)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request
  }, [request])

  // Marked when the timer fires, not when it is set: React's development double effect clears
  // the first timer, and the second must still run.
  const pageStarted = useRef(false)
  useEffect(() => {
    if (pageStarted.current || !page || !isStarter || !noJob || initialPrompt || request) return
    const started = { prompt: page.userPrompt }
    const timer = setTimeout(() => {
      pageStarted.current = true
      void latest.current.generate(started)
    }, AUTO_SUBMIT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [page, isStarter, noJob, initialPrompt, request])
}
