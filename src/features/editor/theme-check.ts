// Theme Check on the editor's files, loaded on first use: the checks and the Liquid docs they
// read are large, so they arrive in their own chunk, and each files object is checked once.
import type { ThemeOffense } from '../../engine/validate'

export type { ThemeOffense }

const results = new WeakMap<object, Promise<ThemeOffense[]>>()

export function checkTheme(files: Record<string, string>): Promise<ThemeOffense[]> {
  let result = results.get(files)
  if (!result) {
    result = import('../../engine/validate').then(({ validateTheme }) => validateTheme(files))
    results.set(files, result)
    result.catch(() => results.delete(files))
  }
  return result
}

export interface OffenseCounts {
  errors: number
  warnings: number
}

export function countOffenses(offenses: readonly ThemeOffense[]): OffenseCounts {
  let errors = 0
  let warnings = 0
  for (const offense of offenses) {
    if (offense.severity === 'error') errors++
    else warnings++
  }
  return { errors, warnings }
}

export function offenseSummary({ errors, warnings }: OffenseCounts): string {
  if (errors === 0 && warnings === 0) return 'No Theme Check offenses'
  const parts: string[] = []
  if (errors > 0) parts.push(`${errors} ${errors === 1 ? 'error' : 'errors'}`)
  if (warnings > 0) parts.push(`${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`)
  return parts.join(', ')
}
