// Small text helpers for the composer: deterministic picking, and making user text safe to put
// into theme files.

/** FNV-1a: a stable 32-bit hash, so the same prompt always gives the same store. */
export function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** Picks one item of a non-empty list from a seed and a salt, the same way every time. */
export function pick<T>(items: readonly T[], seed: number, salt = ''): T {
  if (items.length === 0) throw new Error('pick from an empty list')
  const index = (salt === '' ? seed : hash(`${seed}:${salt}`)) % items.length
  return items[index] as T
}

/**
 * Text from a person (store name, product title, prompt fragments) made safe for theme files:
 * no control characters, and no Liquid delimiters, so that nothing which later evaluates the
 * value as Liquid — a preview, a merchant pasting it into a section — can run a tag. HTML is
 * escaped where it is output (`| escape` in the sections, `escapeHtml` for rich text).
 */
export function cleanText(text: string, maxLength = 200): string {
  const flat = text
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\{\{|\{%|%\}|\}\}/g, (match) => match.split('').join(' '))
    // Markup in a prompt is never meant for the page: "<b>", "</script>" go; a block's end
    // ("</p>", "<br>") still parts the words on either side.
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote)\b[^<>]*>/gi, ' ')
    .replace(/<\/?[a-z!][^<>]*>/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1).trimEnd()}…` : flat
}

/** Text made safe as an element's text: &, < and >. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** Text made safe as an element's text or a double-quoted attribute's value: &, <, > and ". */
export function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;')
}

/** Text made safe anywhere in HTML, single-quoted attributes too: &, <, >, " and '. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** A rich text setting value (Shopify stores these as HTML paragraphs) from plain text. */
export function richText(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => cleanText(paragraph, 2000))
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('')
}

export function titleCase(text: string): string {
  return text.replace(/\b([a-z])([a-z']*)/g, (_, first: string, rest: string) => first.toUpperCase() + rest)
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * "the Willow lamp", or a name that carries its own article as it is: "Introducing The Willow
 * Collective", never "Introducing the The Willow Collective". `article` is "The" to open a sentence.
 */
export function theName(name: string, article: 'the' | 'The' = 'the'): string {
  return /^the\s/i.test(name) ? name : `${article} ${name}`
}

/** "from Jade Tea Co." rather than "from Jade Tea Co..": ends a sentence on a name. */
export function endSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`
}
