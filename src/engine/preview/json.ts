// Shopify reads theme JSON leniently: comments anywhere and trailing commas are accepted in
// templates, section groups, config, locales and schema tags, and real themes ship them. The
// preview reads such files through a copy of the theme in which they are rewritten as strict JSON.
import type { ThemeFiles } from '../theme'

/** The text without comments and trailing commas (strings left as they are). */
export function toStrictJson(text: string): string {
  let out = ''
  let i = 0
  const n = text.length
  // Index in `out` of a comma that may turn out to be trailing, or -1.
  let pendingComma = -1
  while (i < n) {
    const c = text[i] as string
    if (c === '"') {
      let j = i + 1
      while (j < n && text[j] !== '"') j += text[j] === '\\' ? 2 : 1
      out += text.slice(i, j + 1)
      pendingComma = -1
      i = j + 1
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2)
      i = end === -1 ? n : end + 2
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i + 2)
      i = end === -1 ? n : end
    } else if (c === ',') {
      pendingComma = out.length
      out += c
      i++
    } else if (c === '}' || c === ']') {
      if (pendingComma !== -1) out = out.slice(0, pendingComma) + out.slice(pendingComma + 1)
      pendingComma = -1
      out += c
      i++
    } else {
      if (!/\s/.test(c)) pendingComma = -1
      out += c
      i++
    }
  }
  return out.replace(/^\uFEFF/, '')
}

/** JSON.parse that accepts what Shopify accepts; throws like JSON.parse when even that fails. */
export function parseLenientJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (strictError) {
    try {
      return JSON.parse(toStrictJson(text))
    } catch {
      throw strictError
    }
  }
}

function strictOrUndefined(text: string): string | undefined {
  try {
    JSON.parse(text.replace(/^\s*\/\*[\s\S]*?\*\/\s*/, ''))
    return undefined
  } catch {
    const strict = toStrictJson(text)
    try {
      JSON.parse(strict)
      return strict
    } catch {
      return undefined
    }
  }
}

const JSON_READ = /^(config\/[^/]+|templates\/.+|sections\/[^/]+|locales\/[^/]+\.default(\.schema)?)\.json$/
const SCHEMA_OWNER = /^(sections|blocks)\/[^/]+\.liquid$/
const SCHEMA_TAG = /(\{%-?\s*schema\s*-?%\})([\s\S]*?)(\{%-?\s*endschema\s*-?%\})/

/**
 * The files with lenient JSON (and lenient schema tags) rewritten as strict JSON; the same object
 * when there is nothing to rewrite. Files that are broken even for Shopify stay as they are.
 */
export function strictThemeFiles(files: ThemeFiles): ThemeFiles {
  let copy: ThemeFiles | undefined
  for (const [path, source] of Object.entries(files)) {
    let fixed: string | undefined
    if (JSON_READ.test(path)) fixed = strictOrUndefined(source)
    else if (SCHEMA_OWNER.test(path)) {
      const m = SCHEMA_TAG.exec(source)
      const body = m?.[2]
      if (m && body !== undefined && /,\s*[}\]]|\/[*/]/.test(body)) {
        const strict = strictOrUndefined(body)
        if (strict !== undefined) {
          // Keep the line count so Liquid error lines still point at the right place.
          const pad = '\n'.repeat(Math.max(0, body.split('\n').length - strict.split('\n').length))
          fixed = source.replace(
            SCHEMA_TAG,
            (_, open: string, _body: string, close: string) => open + strict + pad + close,
          )
        }
      }
    }
    if (fixed !== undefined) {
      copy ??= { ...files }
      copy[path] = fixed
    }
  }
  return copy ?? files
}
