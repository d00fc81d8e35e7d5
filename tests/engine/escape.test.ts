// model/text.ts's three escapers, each named for where its output may go.
import { describe, expect, it } from 'vitest'
import { escapeAttribute, escapeHtml, escapeText } from '../../src/engine/model/text'

const RAW = `Tom & Jerry's <b>"best"</b>`

describe('escapers', () => {
  it('escapeText escapes what an element text needs: &, < and >', () => {
    expect(escapeText(RAW)).toBe(`Tom &amp; Jerry's &lt;b&gt;"best"&lt;/b&gt;`)
  })

  it('escapeAttribute also escapes the double quote of an attribute value', () => {
    expect(escapeAttribute(RAW)).toBe(`Tom &amp; Jerry's &lt;b&gt;&quot;best&quot;&lt;/b&gt;`)
  })

  it('escapeHtml also escapes the single quote, and escapes an ampersand once', () => {
    expect(escapeHtml(RAW)).toBe(`Tom &amp; Jerry&#39;s &lt;b&gt;&quot;best&quot;&lt;/b&gt;`)
    expect(escapeHtml('&amp;')).toBe('&amp;amp;')
  })
})
