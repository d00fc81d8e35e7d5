// Issue 25, attack 2: a 150-byte section exhausted memory. Each filter is one node, so liquidjs's
// render limit (checked between nodes) never saw the 8-million-item sort, and its memory limit
// counted the 8 MB string but not the array made of it: 4.9 s and about a gigabyte a section,
// enough to end a 512 MiB Convex action or freeze the editor's tab. Now every filter call and
// every charge counts against the render's byte and time budget, and the section that passes it
// stops, before the big work, with one error in its place.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { composeTheme } from '../../src/engine/compose'
import { renderTheme } from '../../src/engine/preview'
import { HUGE_RANGE, MEMORY_BOMB, PRINTED_BOMBS, SLOW_SORT, sectionOf } from '../support/hostile'

const theme = composeTheme({ prompt: 'A trendy shoe store called Stride', pageType: 'homepage' })

function withSections(body: string, count: number) {
  const keys = Array.from({ length: count }, (_, i) => `hostile${i}`)
  return {
    ...theme.files,
    'sections/hostile.liquid': sectionOf(body),
    'templates/index.json': JSON.stringify({
      sections: Object.fromEntries(keys.map((key) => [key, { type: 'hostile' }])),
      order: keys,
    }),
  }
}

/** The length of the longest array sorted while `work` runs. */
async function longestSort(work: () => Promise<unknown>): Promise<number> {
  let longest = 0
  const sort = Array.prototype.sort
  const spy = vi.spyOn(Array.prototype, 'sort').mockImplementation(function (
    this: unknown[],
    compare?: (a: unknown, b: unknown) => number,
  ) {
    longest = Math.max(longest, this.length)
    return sort.call(this, compare)
  })
  try {
    await work()
  } finally {
    spy.mockRestore()
  }
  return longest
}

afterEach(() => vi.restoreAllMocks())

describe('a section that builds or sorts a huge array', () => {
  it('is stopped before the sort, with one error in its place, and the rest of the page renders', async () => {
    let result: Awaited<ReturnType<typeof renderTheme>> | undefined
    const longest = await longestSort(async () => (result = await renderTheme(withSections(MEMORY_BOMB, 1))))
    const { html, errors } = result!
    // The 8-million-item array is never sorted (the theme's own sorts are a few hundred items).
    expect(longest).toBeLessThan(100_000)
    expect(html).not.toContain('8388608')
    expect(errors).toHaveLength(1)
    expect(errors[0]!.file).toBe('sections/hostile.liquid')
    expect(errors[0]!.message).toMatch(/limit exceeded|budget exceeded/)
    // In place of the section, with the header and footer around it.
    const at = html.indexOf('template--1__hostile0')
    expect(at).toBeGreaterThan(-1)
    expect(html.indexOf('Liquid error (sections/hostile.liquid)', at)).toBeGreaterThan(at)
    expect(html.indexOf('shopify-section-group-header-group')).toBeLessThan(at)
    expect(html.indexOf('shopify-section-group-footer-group')).toBeGreaterThan(at)
  })

  it('stops each of six such sections the same way', async () => {
    const longest = await longestSort(async () => {
      const { errors } = await renderTheme(withSections(MEMORY_BOMB, 6))
      expect(errors.filter((e) => e.file === 'sections/hostile.liquid')).toHaveLength(6)
    })
    expect(longest).toBeLessThan(100_000)
  })

  it('refuses a sort that could not end within the time left, before it starts', async () => {
    let message = ''
    const longest = await longestSort(async () => {
      const { html, errors } = await renderTheme(withSections(SLOW_SORT, 1))
      expect(html).not.toContain('2097152')
      message = errors[0]?.message ?? ''
    })
    expect(longest).toBeLessThan(100_000)
    expect(message).toMatch(/"sort" over [\d,]+ steps would not finish in time/)
  })

  it('refuses a range of tens of millions of numbers before it is made', async () => {
    const { html, errors } = await renderTheme(withSections(HUGE_RANGE, 1))
    expect(errors.map((e) => e.message)).toEqual([expect.stringMatching(/memory alloc limit exceeded/)])
    expect(html).not.toMatch(/>\s*done\s*</)
  })

  // Found by the second attack: what a section prints was never charged, and an array was weighed
  // by its slots, not by the text it holds.
  for (const [name, body] of Object.entries(PRINTED_BOMBS)) {
    it(`stops ${name} before the text is made`, async () => {
      const { html, errors } = await renderTheme(withSections(body, 1))
      expect(errors).toHaveLength(1)
      expect(errors[0]!.message).toMatch(/^Render memory budget exceeded/)
      // The page is its ordinary size: the section made nothing of its megabytes.
      expect(html.length).toBeLessThan(1_000_000)
    })
  }

  it('leaves an ordinary sort, split and long loop alone', async () => {
    const ordinary =
      '{% assign words = "pear apple fig" | split: " " | sort | join: "," %}{{ words }}' +
      '{% assign s = "" %}{% for i in (1..3000) %}{% assign s = s | append: "ab" %}{% endfor %}{{ s | size }}'
    const { html, errors } = await renderTheme(withSections(ordinary, 1))
    expect(errors).toEqual([])
    expect(html).toContain('apple,fig,pear')
    expect(html).toContain('6000')
  })
})
