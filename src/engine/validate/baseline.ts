// A theme's own Theme Check offenses are its baseline: an imported Dawn starts with 2 errors, a
// Horizon with 2 errors and 23 warnings, and an edit is judged by what it adds to them, not by
// what it started with. Offenses are compared by check, file and message: an edit above them
// moves their lines, not what they are.
import type { ThemeOffense } from './theme-check'

/** What an offense is, wherever in its file it sits. */
export function offenseKey(offense: ThemeOffense): string {
  return `${offense.check}\u0000${offense.file}\u0000${offense.message}`
}

/**
 * The offenses of `after` that `before` does not have, counting each kind of offense: a file
 * that had one unknown translation key and now has two has one new offense. Which of the
 * equal offenses is new cannot be told; the last ones in `after` are taken to be.
 */
export function newOffenses(before: readonly ThemeOffense[], after: readonly ThemeOffense[]): ThemeOffense[] {
  const known = new Map<string, number>()
  for (const offense of before) {
    const key = offenseKey(offense)
    known.set(key, (known.get(key) ?? 0) + 1)
  }
  const seen = new Map<string, number>()
  const added: ThemeOffense[] = []
  for (const offense of after) {
    const key = offenseKey(offense)
    const count = (seen.get(key) ?? 0) + 1
    seen.set(key, count)
    if (count > (known.get(key) ?? 0)) added.push(offense)
  }
  return added
}

/** The new errors among `newOffenses`: what refuses an edit, a refinement or a generated theme. */
export function newErrors(before: readonly ThemeOffense[], after: readonly ThemeOffense[]): ThemeOffense[] {
  return newOffenses(before, after).filter((offense) => offense.severity === 'error')
}

/** The offenses of `after`, each marked new or already in the theme (`before`). */
export function againstBaseline(
  before: readonly ThemeOffense[],
  after: readonly ThemeOffense[],
): { offense: ThemeOffense; isNew: boolean }[] {
  const added = new Set(newOffenses(before, after))
  return after.map((offense) => ({ offense, isNew: added.has(offense) }))
}
