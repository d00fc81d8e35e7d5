import { useEffect, useState } from 'react'
import { checkTheme, type ThemeOffense } from './theme-check'

export type ThemeCheckState =
  | { status: 'idle' }
  | { status: 'running'; previous?: ThemeOffense[] }
  | { status: 'done'; offenses: ThemeOffense[] }
  | { status: 'error'; message: string }

/** Theme Check on the files, `delayMs` after they stop changing; idle while not enabled. */
export function useThemeCheck(
  files: Record<string, string>,
  enabled: boolean,
  delayMs = 600,
): ThemeCheckState {
  const [result, setResult] = useState<{
    files: Record<string, string>
    offenses?: ThemeOffense[]
    error?: string
  } | null>(null)

  useEffect(() => {
    if (!enabled) return
    let cancelled = false
    const timer = setTimeout(() => {
      checkTheme(files)
        .then((offenses) => {
          if (!cancelled) setResult({ files, offenses })
        })
        .catch((error: unknown) => {
          if (!cancelled)
            setResult({ files, error: error instanceof Error ? error.message : 'Theme Check failed' })
        })
    }, delayMs)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [files, enabled, delayMs])

  if (!enabled) return { status: 'idle' }
  if (result?.files !== files)
    return { status: 'running', ...(result?.offenses ? { previous: result.offenses } : {}) }
  if (result.error !== undefined) return { status: 'error', message: result.error }
  return { status: 'done', offenses: result.offenses ?? [] }
}
