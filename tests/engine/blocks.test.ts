// The one-pass scans that replace lazy regexes over whole files (quadratic on unclosed tags, or on
// trailing commas): the same answers as before, on random sources.
import { describe, expect, it } from 'vitest'
import { firstRawBlock, rawBlocks, replaceRawBlocks } from '../../src/engine/model/raw-blocks'
import { toStrictJson } from '../../src/engine/preview/json'

describe('raw blocks, as the lazy regexes', () => {
  const TAGS = ['schema', 'stylesheet', 'javascript', 'doc']
  const REGEX = /\{%-?\s*(schema|stylesheet|javascript|doc)\s*-?%\}([\s\S]*?)\{%-?\s*end\1\s*-?%\}/g
  const pieces = [
    '{% schema %}',
    '{%- schema -%}',
    '{% endschema %}',
    '{%endschema%}',
    '{% stylesheet %}',
    '{% endstylesheet %}',
    '{% javascript %}',
    '{% endjavascript %}',
    '{% doc %}',
    '{% enddoc %}',
    '{% if a %}',
    'x',
    '\n',
    '{%',
    '%}',
  ]
  let seed = 7
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31

  it('finds the same blocks on 2,000 random sources', () => {
    for (let n = 0; n < 2000; n++) {
      const source = Array.from(
        { length: Math.floor(random() * 12) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join('')
      const expected = [...source.matchAll(REGEX)].map((m) => [m[1], m.index, m[2]])
      expect(
        rawBlocks(source, TAGS).map((b) => [b.tag, b.start, b.body]),
        source,
      ).toEqual(expected)
      expect(replaceRawBlocks(source, TAGS, (b) => `<${b.tag}>`)).toBe(
        source.replace(REGEX, (_whole, tag: string) => `<${tag}>`),
      )
      const first = /\{%-?\s*schema\s*-?%\}([\s\S]*?)\{%-?\s*endschema\s*-?%\}/.exec(source)
      expect(firstRawBlock(source, 'schema')?.body).toBe(first?.[1])
    }
  })
})

describe('toStrictJson', () => {
  it('drops comments and trailing commas, keeping strings and the whitespace around', () => {
    expect(toStrictJson('{ "a": [1, 2, ] , // c\n "b": "x,]" , /* d */ }')).toBe(
      '{ "a": [1, 2 ] , \n "b": "x,]"   }',
    )
    expect(JSON.parse(toStrictJson('[1,\n\t]'))).toEqual([1])
  })

  it('handles 100,000 trailing commas in one pass', () => {
    const text = `[${'[1,],'.repeat(100_000)}]`
    expect((JSON.parse(toStrictJson(text)) as unknown[]).length).toBe(100_000)
  })
})
