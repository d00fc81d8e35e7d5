// The prompt cut into the pieces people write in: sentences, the parts between dashes, colons
// and semicolons, the comma-separated parts of those, and the items of "a, b and c" lists.
// Offsets are kept so later readers can tell what has been claimed (a name, a product).

export interface Piece {
  text: string
  start: number
  end: number
}

function piece(text: string, start: number, end: number): Piece | undefined {
  let s = start
  let e = end
  while (s < e && /[\s,;:.!?()"“”'‘’—–-]/.test(text.charAt(s)) && !/^['‘]\S/.test(text.slice(s, s + 2))) s++
  while (e > s && /[\s,;:.!?()"“”'‘’—–-]/.test(text.charAt(e - 1))) e--
  // "Co." and "3.5" keep their dots; the sentence's own full stop does not.
  if (e < end && text.charAt(e) === '.' && /\b(?:co|inc|ltd|st|jr|sr|no)$/i.test(text.slice(s, e))) e++
  return e > s ? { text: text.slice(s, e), start: s, end: e } : undefined
}

function splitAt(text: string, within: Piece, pattern: RegExp): Piece[] {
  const out: Piece[] = []
  let from = within.start
  const inner = text.slice(within.start, within.end)
  for (const m of inner.matchAll(pattern)) {
    const at = within.start + (m.index ?? 0)
    const p = piece(text, from, at)
    if (p) out.push(p)
    from = at + m[0].length
  }
  const last = piece(text, from, within.end)
  if (last) out.push(last)
  return out
}

/** Sentences: split at . ! ? and line breaks, not inside "Co.", "3.5" or "e.g.". */
export function sentences(text: string): Piece[] {
  return splitAt(
    text,
    { text, start: 0, end: text.length },
    /(?<!\b(?:co|inc|ltd|st|jr|sr|no|e\.g|i\.e|vs|approx|est|mr|mrs|dr))[.!?]+(?=\s|$)|\n+/gi,
  )
}

/** The parts of a sentence between dashes, colons and semicolons (and brackets, unless kept). */
export function segments(text: string, sentence: Piece, keepBrackets = false): Piece[] {
  if (keepBrackets) return splitAt(text, sentence, /\s*(?:[;:]|\s[—–-]\s|\s[—–]|[—–]\s)\s*/g)
  // A dash between words without spaces ("Tue–Sat", "S–XXL") joins them; with a space it parts.
  return splitAt(text, sentence, /\s*(?:[;:()]|\s[—–-]\s|\s[—–]|[—–]\s)\s*/g)
}

/** The comma-separated parts of a segment; commas inside brackets do not part it. */
export function commaParts(text: string, segment: Piece): Piece[] {
  return splitAt(text, segment, /\s*,(?!\d{3}\b)(?![^(]*\))\s*/g)
}

/** The clauses of a piece joined by "and", "but" or "so" before a new subject. */
export function clausesOf(text: string, within: Piece): Piece[] {
  const out: Piece[] = []
  let from = within.start
  const inner = text.slice(within.start, within.end)
  const joint =
    // "…track and scenery we also do dcc sound fitting…": a run-on sentence parts before a new
    // subject even without a conjunction, and before the words about the page's colours.
    /\s+(?:(?:and|but|so|while|because)\s+(?=(?:i|we|i've|we've|i'm|we're|i'd|we'd|they|it|it's|our|my|other|every|each|all|most)\b)|(?=(?:we|i)\s+(?:also|are|do|have|make|sell|ship|offer|can|will|use|run|hand)\b)|(?=(?:colou?rs?|palette)\b))/gi
  for (const m of inner.matchAll(joint)) {
    const at = within.start + (m.index ?? 0)
    out.push({ text: text.slice(from, at), start: from, end: at })
    from = at + m[0].length
  }
  out.push({ text: text.slice(from, within.end), start: from, end: within.end })
  return out.filter((p) => p.text.trim().length > 0)
}

/** The items of a list inside one part: "walnut and maple boards", "tees & caps", "navy + orange". */
export function listItems(text: string, part: Piece): Piece[] {
  return splitAt(text, part, /\s+(?:and|or|&|\+|plus|n')\s+|\s*\/\s*/gi)
}

/** Every word of a piece with its offset. */
export function wordsOf(text: string, within: Piece): Piece[] {
  const out: Piece[] = []
  const inner = text.slice(within.start, within.end)
  for (const m of inner.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/gu)) {
    const raw = m[0].replace(/[.'’-]+$/, '')
    const start = within.start + (m.index ?? 0)
    out.push({ text: raw, start, end: start + raw.length })
  }
  return out
}
