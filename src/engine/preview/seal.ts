// The preview document sealed: a Content-Security-Policy that lets nothing leave it, and the
// small tag helpers it shares with document.ts. Imports nothing, so the app's components that
// show a stored preview (thumbnails, Live Preview) seal it too without loading the engine.

export function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  return m ? (m[2] ?? m[3] ?? m[4] ?? '') : undefined
}

export function isExternal(url: string): boolean {
  return /^(https?:)?\/\//i.test(url.trim())
}

export const SRC_ATTRIBUTE = /\ssrc\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i

/**
 * What the preview document may load: its own inline content and data: or blob: URLs, nothing
 * from any server. An imported theme's scripts see the merchant's draft and their store's pulled
 * content; with this they cannot send it anywhere (no fetch, beacon, socket, image, font, frame
 * or form leaves the frame).
 */
export const PREVIEW_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline' 'unsafe-eval' data: blob:",
  "style-src 'unsafe-inline' data: blob:",
  'img-src data: blob:',
  'font-src data: blob:',
  'media-src data: blob:',
  "connect-src 'none'",
  'worker-src data: blob:',
  'frame-src data: blob:',
  "object-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "manifest-src 'none'",
].join('; ')

const CSP_META = `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`

/** An iframe from another server (a video, a map): a note in its place, since it cannot load. */
function placeholderFrame(tag: string): string {
  const src = attr(tag, 'src')
  if (src === undefined || !isExternal(src)) return tag
  const host = /^\s*(?:https?:)?\/\/([^/?#\s]+)/i.exec(src)?.[1] ?? src
  const note =
    `<p style="font:14px/1.4 system-ui,sans-serif;color:#555;text-align:center;margin:2em 1em">` +
    `Embedded from ${escapeText(host)}: shown on the live store, not in the preview.</p>`
  return tag.replace(SRC_ATTRIBUTE, ` srcdoc="${escapeText(note).replace(/"/g, '&quot;')}"`)
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const IFRAME = /<iframe\b[^>]*>/gi
const META_REFRESH = /<meta\b[^>]*http-equiv\s*=\s*["']?refresh\b[^>]*>/gi

/**
 * The document sealed: the CSP as its first element (right after the doctype, before anything
 * that could load), frames from other servers replaced by a note, and no meta refresh (a
 * navigation the CSP does not cover).
 */
export function sealDocument(html: string): string {
  if (html.includes(CSP_META)) return html
  const sealed = html.replace(IFRAME, placeholderFrame).replace(META_REFRESH, '')
  const doctype = /^\s*<!doctype[^>]*>/i.exec(sealed)
  const at = doctype ? doctype[0].length : 0
  return `${sealed.slice(0, at)}${CSP_META}${sealed.slice(at)}`
}
