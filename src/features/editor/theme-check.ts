// Theme Check on the editor's files, loaded on first use: the checks and the Liquid docs they
// read are large, so they arrive in their own chunk, and each files object is checked once.
import type { ThemeOffense } from '../../engine/validate'
import { newOffenses } from '../../engine/validate'

export type { ThemeOffense }

const results = new WeakMap<object, Promise<ThemeOffense[]>>()

/** No files: the baseline of a theme with no offenses of its own (one made from the starter). */
export const NO_FILES: Record<string, string> = Object.freeze({})

export function checkTheme(files: Record<string, string>): Promise<ThemeOffense[]> {
  if (files === NO_FILES) return Promise.resolve([])
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

/**
 * Theme Check of `files` against the theme they start from (`baseline`): the offenses, and those
 * the baseline does not have. The baseline is checked first, so `files` is checked again only
 * where they differ.
 */
export async function checkAgainst(
  files: Record<string, string>,
  baseline: Record<string, string>,
): Promise<{ offenses: ThemeOffense[]; added: ThemeOffense[] }> {
  const before = await checkTheme(baseline)
  const offenses = await checkTheme(files)
  return { offenses, added: newOffenses(before, offenses) }
}

/** "1 new error, 12 already in the theme": what an edit added, and what the theme had of its own. */
export function baselineSummary(offenses: readonly ThemeOffense[], added: readonly ThemeOffense[]): string {
  if (offenses.length === 0) return offenseSummary({ errors: 0, warnings: 0 })
  const { errors, warnings } = countOffenses(added)
  const parts: string[] = []
  if (errors > 0) parts.push(`${errors} new ${errors === 1 ? 'error' : 'errors'}`)
  if (warnings > 0) parts.push(`${warnings} new ${warnings === 1 ? 'warning' : 'warnings'}`)
  const own = offenses.length - added.length
  if (own > 0) parts.push(`${own} already in the theme`)
  return parts.join(', ')
}

/** What a theme's own offenses are: those of the theme as imported, or as Vitrine generated it. */
export type BaselineSource = 'import' | 'generation'

/** "as it was imported": where a theme's own offenses came from, for the merchant. */
export function baselineOrigin(source: BaselineSource): string {
  return source === 'import' ? 'as it was imported' : 'as Vitrine generated it'
}

/** One file's offenses, counted: how many, and how many of them edits added. */
export interface FileProblems extends OffenseCounts {
  newErrors: number
  newWarnings: number
}

/** The offenses of each file that has any, counted (`added`: those edits added). */
export function problemsByFile(
  offenses: readonly ThemeOffense[],
  added: readonly ThemeOffense[] = [],
): Map<string, FileProblems> {
  const isNew = new Set(added)
  const byFile = new Map<string, FileProblems>()
  for (const offense of offenses) {
    let problems = byFile.get(offense.file)
    if (!problems) {
      problems = { errors: 0, warnings: 0, newErrors: 0, newWarnings: 0 }
      byFile.set(offense.file, problems)
    }
    const fresh = isNew.has(offense)
    if (offense.severity === 'error') {
      problems.errors++
      if (fresh) problems.newErrors++
    } else {
      problems.warnings++
      if (fresh) problems.newWarnings++
    }
  }
  return byFile
}

/** "2 errors (1 new), 1 warning": one file's problems, for its mark's label. */
export function problemsLabel({ errors, warnings, newErrors, newWarnings }: FileProblems): string {
  const part = (count: number, fresh: number, word: string) =>
    `${count} ${word}${count === 1 ? '' : 's'}${fresh > 0 ? ` (${fresh} new)` : ''}`
  const parts: string[] = []
  if (errors > 0) parts.push(part(errors, newErrors, 'error'))
  if (warnings > 0) parts.push(part(warnings, newWarnings, 'warning'))
  return parts.join(', ')
}
