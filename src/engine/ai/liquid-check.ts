// A parse-only Liquid engine for sections a model wrote: liquidjs with Shopify's theme tags known,
// so a section that does not even parse is turned away before Theme Check sees it.
import { Liquid, Tag, TagToken, type Parser, type TopLevelToken } from 'liquidjs'

/** Tags whose body is data or code, not Liquid: skipped up to their end tag. */
const RAW_BLOCK_TAGS = ['schema', 'javascript', 'stylesheet', 'doc']
/** Tags whose body is Liquid: parsed, so errors inside them count. */
const LIQUID_BLOCK_TAGS = ['style', 'form', 'paginate', 'content_for']
/** Shopify tags without a body. */
const INLINE_TAGS = ['section', 'sections', 'layout']

function isEndTag(token: TopLevelToken, name: string): boolean {
  return token instanceof TagToken && token.name === `end${name}`
}

function rawBlockTag(name: string) {
  return class extends Tag {
    constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
      super(token, remainTokens, liquid)
      for (;;) {
        const next = remainTokens.shift()
        if (!next) throw new Error(`tag {% ${name} %} not closed`)
        if (isEndTag(next, name)) return
      }
    }
    render(): void {}
  }
}

function liquidBlockTag(name: string) {
  return class extends Tag {
    constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid, parser: Parser) {
      super(token, remainTokens, liquid)
      let closed = false
      const stream = parser
        .parseStream(remainTokens)
        .on(`tag:end${name}`, () => {
          closed = true
          stream.stop()
        })
        .on('template', () => undefined)
        .on('end', () => {
          throw new Error(`tag {% ${name} %} not closed`)
        })
      stream.start()
      if (!closed) throw new Error(`tag {% ${name} %} not closed`)
    }
    render(): void {}
  }
}

class InlineTag extends Tag {
  render(): void {}
}

let engine: Liquid | undefined

function parser(): Liquid {
  if (engine) return engine
  engine = new Liquid({ strictFilters: false })
  for (const name of RAW_BLOCK_TAGS) engine.registerTag(name, rawBlockTag(name))
  for (const name of LIQUID_BLOCK_TAGS) engine.registerTag(name, liquidBlockTag(name))
  for (const name of INLINE_TAGS) engine.registerTag(name, InlineTag)
  return engine
}

const RAW_BODY = new RegExp(
  `(\\{%-?\\s*(${RAW_BLOCK_TAGS.join('|')})\\s*-?%\\})([\\s\\S]*?)(\\{%-?\\s*end\\2\\s*-?%\\})`,
  'g',
)

/** undefined when the source parses, else the parser's message (first line). */
export function liquidParseError(source: string): string | undefined {
  // The tokenizer would read `{{` inside schema JSON as output; blank raw bodies, keeping lines.
  const blanked = source.replace(
    RAW_BODY,
    (_all, open: string, _name, body: string, close: string) =>
      `${open}${body.replace(/[^\n]/g, ' ')}${close}`,
  )
  try {
    parser().parse(blanked)
    return undefined
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return message.split('\n')[0]
  }
}
