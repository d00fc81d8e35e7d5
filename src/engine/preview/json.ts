// Shopify reads theme JSON leniently: comments anywhere and trailing commas are accepted in
// templates, section groups, config, locales and schema tags, and real themes ship them. The
// preview reads such files through a copy of the theme in which they are rewritten as strict JSON.
import { firstRawBlock } from '../model/raw-blocks'
import type { ThemeFiles } from '../model/theme'

/**
 * The text without comments and trailing commas (strings left as they are). One pass: a comma is
 * held back, with the whitespace after it, until the next character says whether it trails.
 */
export function toStrictJson(text: string): string {
  let out = ''
  let i = 0
  const n = text.length
  // A comma not yet written, and the whitespace read since.
  let comma = false
  let held = ''
  const release = () => {
    if (comma) out += `,${held}`
    comma = false
    held = ''
  }
  while (i < n) {
    const c = text[i] as string
    if (c === '"') {
      release()
      let j = i + 1
      while (j < n && text[j] !== '"') j += text[j] === '\\' ? 2 : 1
      out += text.slice(i, j + 1)
      i = j + 1
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2)
      i = end === -1 ? n : end + 2
    } else if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i + 2)
      i = end === -1 ? n : end
    } else if (c === ',') {
      release()
      comma = true
      i++
    } else if (c === '}' || c === ']') {
      // A trailing comma goes; the whitespace after it stays.
      out += held + c
      comma = false
      held = ''
      i++
    } else if (comma && /\s/.test(c)) {
      held += c
      i++
    } else {
      release()
      out += c
      i++
    }
  }
  release()
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
      const block = firstRawBlock(source, 'schema')
      const body = block?.body
      if (block && body !== undefined && /,\s*[}\]]|\/[*/]/.test(body)) {
        const strict = strictOrUndefined(body)
        if (strict !== undefined) {
          // Keep the line count so Liquid error lines still point at the right place.
          const pad = '\n'.repeat(Math.max(0, body.split('\n').length - strict.split('\n').length))
          fixed =
            source.slice(0, block.start) + block.open + strict + pad + block.close + source.slice(block.end)
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
