// The raw-bodied tags of a Liquid file ({% schema %}, {% stylesheet %}, {% javascript %},
// {% doc %}), found in one pass. A lazy regex such as /{%\s*schema\s*%}([\s\S]*?){%\s*endschema\s*%}/
// scans to the end of the file from every opening tag that is never closed: quadratic, two seconds
// on a 256 KB file of `{% schema %}` repeated. This finds the same blocks in linear time.

export interface RawBlock {
  tag: string
  /** where the opening tag starts and the closing tag ends */
  start: number
  end: number
  /** the body between the two tags */
  body: string
  /** the opening and closing tags as written */
  open: string
  close: string
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every block of the given tags, in order, as a global replace with
 * /\{%-?\s*(tags)\s*-?%\}([\s\S]*?)\{%-?\s*end\1\s*-?%\}/g would find them.
 */
export function rawBlocks(source: string, tags: readonly string[], limit = Infinity): RawBlock[] {
  const blocks: RawBlock[] = []
  if (!source.includes('{%')) return blocks
  const open = new RegExp(`\\{%-?\\s*(${tags.map(escape).join('|')})\\s*-?%\\}`, 'g')
  const closers = new Map<string, RegExp>()
  // A tag with no closing tag after some point has none after any later point either.
  const unclosed = new Set<string>()
  let position = 0
  while (blocks.length < limit) {
    open.lastIndex = position
    const opening = open.exec(source)
    if (!opening) break
    const tag = opening[1] as string
    const bodyStart = opening.index + opening[0].length
    let closing: RegExpExecArray | null = null
    if (!unclosed.has(tag)) {
      let closer = closers.get(tag)
      if (!closer) {
        closer = new RegExp(`\\{%-?\\s*end${escape(tag)}\\s*-?%\\}`, 'g')
        closers.set(tag, closer)
      }
      closer.lastIndex = bodyStart
      closing = closer.exec(source)
      if (!closing) unclosed.add(tag)
    }
    if (!closing) {
      position = opening.index + 1
      continue
    }
    const end = closing.index + closing[0].length
    blocks.push({
      tag,
      start: opening.index,
      end,
      body: source.slice(bodyStart, closing.index),
      open: opening[0],
      close: closing[0],
    })
    position = end
  }
  return blocks
}

/** The first {% tag %}...{% endtag %} block, as /\{%-?\s*tag\s*-?%\}([\s\S]*?)\{%-?\s*endtag\s*-?%\}/ finds it. */
export function firstRawBlock(source: string, tag: string): RawBlock | undefined {
  return rawBlocks(source, [tag], 1)[0]
}

/** The source with each block replaced by what `replace` returns for it. */
export function replaceRawBlocks(
  source: string,
  tags: readonly string[],
  replace: (block: RawBlock) => string,
  limit = Infinity,
): string {
  const blocks = rawBlocks(source, tags, limit)
  if (blocks.length === 0) return source
  let out = ''
  let position = 0
  for (const block of blocks) {
    out += source.slice(position, block.start) + replace(block)
    position = block.end
  }
  return out + source.slice(position)
}
