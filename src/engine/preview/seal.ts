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
 * or form leaves the frame). Frames are refused altogether: a frame of its own (even data:) could
 * be navigated anywhere, where the guard below does not reach.
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
  "frame-src 'none'",
  "child-src 'none'",
  "object-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
  "manifest-src 'none'",
].join('; ')

const CSP_META = `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_CSP}">`

/**
 * What every preview document starts with, right after its doctype. A CSP does not cover a page
 * navigating its own frame (`location.href = …`), and in a sandboxed frame of opaque origin no
 * script can stop it (the Navigation API's events are off there); nor WebRTC. Those two ways out
 * stay open to a theme's scripts wherever they run (the editor's frame, Live Preview); the
 * dashboard's thumbnails run no script.
 */
export const SEAL = CSP_META

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
/**
 * Every `http-equiv` of the page, whatever its tag looks like: an attribute's name cannot be
 * escaped, so renaming the word leaves no meta refresh (a navigation the CSP does not cover) and
 * no policy of the theme's that could come before the preview's.
 */
const HTTP_EQUIV = /http-equiv/gi

/**
 * The document sealed: the CSP as its first element (right after the doctype, before anything
 * that could load), every `http-equiv` of the page disarmed (the theme's own meta refresh, or a
 * policy's text it copied) and frames from other servers replaced by a note. Sealing a sealed
 * document seals it again.
 */
export function sealDocument(html: string): string {
  const sealed = html.replace(HTTP_EQUIV, 'data-preview-equiv').replace(IFRAME, placeholderFrame)
  const doctype = /^\s*<!doctype[^>]*>/i.exec(sealed)
  const at = doctype ? doctype[0].length : 0
  return `${sealed.slice(0, at)}${SEAL}${sealed.slice(at)}`
}
