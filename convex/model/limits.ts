// Byte-accurate limits: Convex counts a string's size in UTF-8 bytes, so every check here does
// too. A limit a merchant can reach gets a message that says what to shorten.
import { ConvexError } from 'convex/values'
import { utf8Length } from '../../src/engine/model'

/** The UTF-8 size of a string, without encoding it: the engine's count, which its limits use too. */
export const utf8Bytes = utf8Length

/** "12 KB", "1.5 MB": sizes as a merchant reads them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`
  return `${(bytes / 1_000_000).toFixed(1).replace(/\.0$/, '')} MB`
}

/** Refuses a text over `max` UTF-8 bytes, naming the field and the limit. */
export function checkBytes(text: string, max: number, field: string): string {
  if (utf8Bytes(text) > max) throw new ConvexError(`${field} is too long (at most ${formatBytes(max)})`)
  return text
}

/** Cuts `text` into pieces of at most `max` UTF-8 bytes each, never splitting a character. */
export function splitBytes(text: string, max: number): string[] {
  const pieces: string[] = []
  let start = 0
  let bytes = 0
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i)
    const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0
    const pair = code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : pair ? 4 : 3
    const width = pair ? 2 : 1
    if (bytes + size > max) {
      pieces.push(text.slice(start, i))
      start = i
      bytes = 0
    }
    bytes += size
    i += width
  }
  pieces.push(text.slice(start))
  return pieces
}
