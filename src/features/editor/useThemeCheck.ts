import { useEffect, useState } from 'react'
import { checkAgainst, type ThemeOffense } from './theme-check'

export type ThemeCheckState =
  | { status: 'idle' }
  /** `previous`: the last check's offenses, shown meanwhile (`previousAdded`: its `added`) */
  | { status: 'running'; previous?: ThemeOffense[]; previousAdded?: ThemeOffense[] }
  /** `added`: the offenses the theme it starts from does not have (when it was given one) */
  | { status: 'done'; offenses: ThemeOffense[]; added?: ThemeOffense[] }
  | { status: 'error'; message: string }

/**
 * Theme Check on the files, `delayMs` after they stop changing; idle while not enabled. With a
 * `baseline` (the theme the files start from), the offenses it has already are told apart from
 * those the files add.
 */
export function useThemeCheck(
  files: Record<string, string>,
  enabled: boolean,
  baseline?: Record<string, string>,
  delayMs = 600,
): ThemeCheckState {
  const [result, setResult] = useState<{
    files: Record<string, string>
    baseline?: Record<string, string>
    offenses?: ThemeOffense[]
    added?: ThemeOffense[]
    error?: string
  } | null>(null)

  useEffect(() => {
    if (!enabled) return
    let cancelled = false
    const timer = setTimeout(() => {
      checkAgainst(files, baseline ?? files)
        .then(({ offenses, added }) => {
          if (!cancelled) setResult({ files, baseline, offenses, ...(baseline ? { added } : {}) })
        })
        .catch((error: unknown) => {
          if (!cancelled)
            setResult({
              files,
              baseline,
              error: error instanceof Error ? error.message : 'Theme Check failed',
            })
        })
    }, delayMs)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [files, baseline, enabled, delayMs])

  if (!enabled) return { status: 'idle' }
  // A check of other files, or against another baseline, is shown only meanwhile.
  if (result?.files !== files || result.baseline !== baseline)
    return {
      status: 'running',
      ...(result?.offenses ? { previous: result.offenses } : {}),
      ...(result?.added ? { previousAdded: result.added } : {}),
    }
  if (result.error !== undefined) return { status: 'error', message: result.error }
  return { status: 'done', offenses: result.offenses ?? [], ...(result.added ? { added: result.added } : {}) }
}
