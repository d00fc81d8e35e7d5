// Reading query-string values without zod: route search validators run in the entry chunk, and
// zod alone would add ~30 KB gzipped to every first page load.

/** A string (or a number, as the router parses `?x=1`) no longer than `max`, else undefined. */
export function optionalSearchString(value: unknown, max: number, pattern?: RegExp): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value)
  if (text === '' || text.length > max) return undefined
  if (pattern && !pattern.test(text)) return undefined
  return text
}
