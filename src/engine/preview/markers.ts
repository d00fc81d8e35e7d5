// Editable previews trace rendered text back to the setting it came from. Setting values are handed
// to Liquid wrapped in internal-use characters (invisible to filters like upcase and escape); after
// rendering, markers in text become data-vitrine-* attributes on the element that holds the text,
// and markers anywhere else (attributes, scripts, styles) are removed. Images keep their marker on
// the URL, so the <img> (or the element whose style holds it) gets the attributes.
import { escapeAttribute } from '../model/text'

// Unicode noncharacters (U+FDD0..U+FDEF) are reserved for internal use: no theme or text carries them.
const START = '\uFDD0'
const SEP = '\uFDD1'
const END = '\uFDD2'
const DIGIT0 = 0xfde0

const MARKER_ANY = /\uFDD0[\uFDE0-\uFDE9]*\uFDD1|\uFDD2/g
const WHOLE = /^\uFDD0([\uFDE0-\uFDE9]+)\uFDD1([\s\S]*)\uFDD2$/

export type MarkerKind = 'text' | 'image' | 'color'

export interface MarkerTarget {
  section: string
  block?: string
  setting: string
  kind: MarkerKind
}

function encodeIndex(index: number): string {
  return [...String(index)].map((d) => String.fromCharCode(DIGIT0 + Number(d))).join('')
}

function decodeIndex(digits: string): number {
  return Number([...digits].map((c) => c.charCodeAt(0) - DIGIT0).join(''))
}

export function wrapMarker(index: number, text: string): string {
  return `${START}${encodeIndex(index)}${SEP}${text}${END}`
}

export function hasMarker(text: string): boolean {
  return text.includes(START) || text.includes(END)
}

export function stripMarkers(text: string): string {
  return hasMarker(text) ? text.replace(MARKER_ANY, '') : text
}

/** The marker index when the whole string is one marked value. */
export function markerOf(text: string): number | undefined {
  const m = WHOLE.exec(text)
  return m?.[1] && !hasMarker(m[2] ?? '') ? decodeIndex(m[1]) : undefined
}

/** { index, inner } when the whole string is one marked value. */
export function splitMarked(text: string): { index: number; inner: string } | undefined {
  const m = WHOLE.exec(text)
  if (!m?.[1] || hasMarker(m[2] ?? '')) return undefined
  return { index: decodeIndex(m[1]), inner: m[2] ?? '' }
}

/** Deep copy of a value with every marker removed (for json and the like). */
export function stripDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return stripMarkers(value)
  if (depth > 6 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => stripDeep(v, depth + 1))
  const json = (value as { toJSON?: () => unknown }).toJSON
  if (typeof json === 'function') return stripDeep(json.call(value), depth + 1)
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) if (typeof v !== 'function') out[k] = stripDeep(v, depth + 1)
  return out
}

export function targetAttributes(target: MarkerTarget): string {
  let attrs = ` data-vitrine-section="${escapeAttribute(target.section)}"`
  if (target.block !== undefined) attrs += ` data-vitrine-block="${escapeAttribute(target.block)}"`
  attrs += ` data-vitrine-setting="${escapeAttribute(target.setting)}" data-vitrine-kind="${target.kind}"`
  return attrs
}

// ---- the HTML pass ----

type Token =
  | { kind: 'text' | 'raw' | 'other'; text: string }
  | { kind: 'open'; text: string; name: string; extra: string; closeSlash: boolean }
  | { kind: 'close'; text: string; name: string }

const TAG = /<!--[\s\S]*?-->|<![^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g
const RAW_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'noscript'])
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])

export function tokenizeHtml(html: string): Token[] {
  const tokens: Token[] = []
  let last = 0
  TAG.lastIndex = 0
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    if (m.index > last) tokens.push({ kind: 'text', text: html.slice(last, m.index) })
    last = TAG.lastIndex
    const name = m[2]?.toLowerCase()
    if (name === undefined) {
      tokens.push({ kind: 'other', text: m[0] })
      continue
    }
    if (m[1] === '/') {
      tokens.push({ kind: 'close', text: m[0], name })
      continue
    }
    const body = m[3] ?? ''
    tokens.push({ kind: 'open', text: m[0], name, extra: '', closeSlash: /\/\s*$/.test(body) })
    if (RAW_ELEMENTS.has(name)) {
      // Found on the page itself, case-insensitively: an offset found in a lower-cased copy is
      // off by one for every "İ" before it (it lower-cases to two characters).
      const closing = new RegExp(`</${name}`, 'gi')
      closing.lastIndex = last
      const closeAt = closing.exec(html)?.index ?? -1
      const end = closeAt === -1 ? html.length : closeAt
      if (end > last) tokens.push({ kind: 'raw', text: html.slice(last, end) })
      last = end
      TAG.lastIndex = end
    }
  }
  if (last < html.length) tokens.push({ kind: 'text', text: html.slice(last) })
  return tokens
}

function serialize(tokens: Token[]): string {
  let out = ''
  for (const t of tokens) {
    if (t.kind === 'open' && t.extra) {
      const close = t.closeSlash ? t.text.replace(/\s*\/\s*>$/, '') : t.text.slice(0, -1)
      out += `${close}${t.extra}${t.closeSlash ? ' />' : '>'}`
    } else out += t.text
  }
  return out
}

function markerIndices(text: string): number[] {
  const found: number[] = []
  const re = /\uFDD0([\uFDE0-\uFDE9]+)\uFDD1/g
  for (let m = re.exec(text); m; m = re.exec(text)) if (m[1]) found.push(decodeIndex(m[1]))
  return found
}

interface OpenMarker {
  index: number
  token: number
  /** offset of the marker start in the text token */
  offset: number
  depth: number
}

/**
 * Turns markers into data-vitrine-* attributes (targets indexed by marker number) and removes
 * every marker from the document. Without targets it only removes stray markers.
 */
export function resolveMarkers(html: string, targets: readonly MarkerTarget[]): string {
  if (!hasMarker(html)) return html
  const tokens = tokenizeHtml(html)
  const attributed = new Set<Token>()
  const attach = (token: Token | undefined, index: number) => {
    const target = targets[index]
    if (!target || !token || token.kind !== 'open' || attributed.has(token)) return false
    if (/\sdata-vitrine-setting=/.test(token.text)) return false
    // A block element already names its section and block through block.shopify_attributes.
    const has = (name: string) => new RegExp(`\\s${name}=`).test(token.text)
    token.extra += targetAttributes(target)
      .replace(has('data-vitrine-section') ? / data-vitrine-section="[^"]*"/ : /$^/, '')
      .replace(has('data-vitrine-block') ? / data-vitrine-block="[^"]*"/ : /$^/, '')
    attributed.add(token)
    return true
  }

  // Attributes and raw text: images attach to their element, everything else is dropped.
  for (const token of tokens) {
    if (!hasMarker(token.text)) continue
    if (token.kind === 'open') {
      for (const index of markerIndices(token.text)) {
        const target = targets[index]
        if (target?.kind === 'image' && (token.name === 'img' || /\sstyle\s*=/.test(token.text)))
          attach(token, index)
      }
      token.text = stripMarkers(token.text)
    } else if (token.kind !== 'text') token.text = stripMarkers(token.text)
  }

  // Text: a marked value that fills its element marks that element, one inside a text node gets a
  // span, one that spans elements gets a display:contents span when balanced; otherwise dropped.
  const stack: number[] = []
  const open: OpenMarker[] = []
  const inserts = new Map<number, { at: number; text: string }[]>()
  const insert = (token: number, at: number, text: string) => {
    const list = inserts.get(token) ?? []
    list.push({ at, text })
    inserts.set(token, list)
  }
  tokens.forEach((token, i) => {
    if (token.kind === 'open') {
      if (!VOID.has(token.name) && !token.closeSlash) stack.push(i)
      return
    }
    if (token.kind === 'close') {
      for (let s = stack.length - 1; s >= 0; s--) {
        const opener = tokens[stack[s] ?? -1]
        if (opener?.kind === 'open' && opener.name === token.name) {
          stack.length = s
          break
        }
      }
      return
    }
    if (token.kind !== 'text' || !hasMarker(token.text)) return
    const re = /\uFDD0([\uFDE0-\uFDE9]+)\uFDD1|\uFDD2/g
    for (let m = re.exec(token.text); m; m = re.exec(token.text)) {
      if (m[1]) {
        open.push({ index: decodeIndex(m[1]), token: i, offset: m.index, depth: stack.length })
        continue
      }
      const start = open.pop()
      if (!start || start.depth !== stack.length) continue
      const target = targets[start.index]
      if (!target) continue
      const parentIndex = stack[stack.length - 1]
      const parent = parentIndex === undefined ? undefined : tokens[parentIndex]
      const startText = tokens[start.token]?.text ?? ''
      const before = startText.slice(0, start.offset)
      const after = token.text.slice(m.index + 1)
      const next = tokens[i + 1]
      const fillsParent =
        parent?.kind === 'open' &&
        start.token === (parentIndex ?? -2) + 1 &&
        before.replace(MARKER_ANY, '').trim() === '' &&
        after.replace(MARKER_ANY, '').trim() === '' &&
        next?.kind === 'close' &&
        next.name === parent.name
      if (fillsParent && attach(parent, start.index)) continue
      const style = start.token === i ? '' : ' style="display:contents"'
      insert(start.token, start.offset, `<span${targetAttributes(target)}${style}>`)
      insert(i, m.index + 1, '</span>')
    }
  })
  for (const [i, list] of inserts) {
    const token = tokens[i]
    if (!token) continue
    let text = token.text
    for (const { at, text: add } of list.sort((a, b) => b.at - a.at))
      text = text.slice(0, at) + add + text.slice(at)
    token.text = text
  }
  for (const token of tokens) if (token.kind === 'text') token.text = stripMarkers(token.text)
  return serialize(tokens)
}
