// One-time secrets: OAuth states and codes, invitation links. The secret goes to the browser;
// the server keeps only its SHA-256 (contents.sha256) where a leak of the table must not help.

/** 32 random bytes, hex. */
export function randomHex(): string {
  const bytes = new Uint8Array(32)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
