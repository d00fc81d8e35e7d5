// Issue #13, item 5: huge files hung the renderer (a 10.5 MB section took 108 s to render and
// 16.5 s and 1 GB to check). A file over Shopify's size limit for its folder (Theme Check's
// MaxFileSize), or whose {% schema %} or Liquid asset is over 256 KB, is refused before anything
// parses it: the preview shows a note in its place naming the limit, Theme Check reports
// MaxFileSize, and the rest of the theme renders and is checked as before.
import { describe, expect, it } from 'vitest'
import { composeTheme } from '../../src/engine/compose'
import { renderTheme } from '../../src/engine/preview'
import { validateTheme } from '../../src/engine/validate/theme-check'
import { spawnCli, tempDir, writeTree } from '../cli/helpers'
import { hugeSection } from '../support/hostile'

const theme = composeTheme({ prompt: 'A trendy shoe store called Stride', pageType: 'homepage' })
const index = JSON.parse(theme.files['templates/index.json']!) as {
  sections: Record<string, { type: string }>
  order: string[]
}
/** The first section of the home page, made 10.5 MB. */
const type = index.sections[index.order[0]!]!.type
const path = `sections/${type}.liquid`
const huge = { ...theme.files, [path]: hugeSection(10.5) }
const TOO_LARGE = new RegExp(
  `^${path.replace(/[./]/g, '\\$&')} is too large: 10\\.\\d MB, and Shopify's limit for sections is 256 KB`,
)

describe('a 10.5 MB section', () => {
  it('is refused by the preview, which names the limit and renders the rest of the page', async () => {
    const { html, errors } = await renderTheme(huge)
    expect(errors).toHaveLength(1)
    expect(errors[0]!.file).toBe(path)
    expect(errors[0]!.message).toMatch(TOO_LARGE)
    expect(html).toContain(`Liquid error (${path})`)
    // The header and the other sections of the page are there as without it.
    expect(html).toContain('shopify-section-group-header-group')
    expect(html).toContain(`id="shopify-section-template--1__${index.order[1]!}"`)
  })

  it("is reported by Theme Check as MaxFileSize, with Shopify's limit, and not parsed", async () => {
    const offenses = await validateTheme(huge)
    const errors = offenses.filter((offense) => offense.severity === 'error')
    expect(errors).toEqual([
      {
        file: path,
        line: 1,
        column: 1,
        severity: 'error',
        check: 'MaxFileSize',
        message: expect.stringMatching(
          /^Theme file is too large\. It is \d+ bytes but the limit is 256 KB\.$/,
        ),
      },
    ])
  })

  it('is refused by `vitrine check` and `vitrine render` on a folder', async () => {
    const dir = await tempDir()
    try {
      await writeTree(dir.path, Object.fromEntries(Object.entries(huge).map(([p, s]) => [`theme/${p}`, s])))
      const check = await spawnCli(['check', 'theme'], dir.path)
      expect(check.code).toBe(1)
      expect(check.stdout).toContain(`${path}:1:1 error MaxFileSize Theme file is too large.`)
      const render = await spawnCli(['render', 'theme', '--out', 'page.html'], dir.path)
      expect(render.code).toBe(1)
      expect(render.stderr).toMatch(new RegExp(TOO_LARGE.source.slice(1)))
    } finally {
      await dir.remove()
    }
  })
})

describe('files within Shopify’s limits that would still be costly to parse', () => {
  it('refuses a section whose {% schema %} is over 256 KB (Shopify does not count it)', async () => {
    const settings = Array.from({ length: 6000 }, (_, i) => ({
      type: 'text',
      id: `s${i}`,
      label: `Text ${i}`,
    }))
    const source = `<p>{{ section.settings.s0 }}</p>{% schema %}${JSON.stringify({ name: 'Big', settings })}{% endschema %}`
    const files = { ...theme.files, [path]: source }
    const { errors } = await renderTheme(files)
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringMatching(
        /is too large to read: its \{% schema %\} is [\d.]+ KB, and a schema is read up to 256 KB$/,
      ),
    ])
    const offenses = await validateTheme(files)
    expect(offenses.filter((o) => o.check === 'MaxFileSize').map((o) => o.file)).toEqual([path])
  })

  it('refuses a Liquid asset over 256 KB', async () => {
    const files = {
      ...theme.files,
      'assets/huge.css.liquid': 'body { color: {{ settings.colors_text }}; }\n'.repeat(8000),
      'layout/theme.liquid': theme.files['layout/theme.liquid']!.replace(
        '</head>',
        "{{ 'huge.css' | asset_url | stylesheet_tag }}</head>",
      ),
    }
    const { errors } = await renderTheme(files)
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringMatching(
        /^assets\/huge\.css\.liquid is too large to read: [\d.]+ KB, and a Liquid or JSON asset is read up to 256 KB$/,
      ),
    ])
  })

  it('reads a section of 256 KB of unclosed {% schema %} tags in one pass', async () => {
    // A lazy regex from each unclosed tag to the end of the file took seconds here (quadratic).
    const files = { ...theme.files, [path]: '{% schema %}'.repeat(20_000) }
    const { errors } = await renderTheme(files)
    expect(errors).toEqual([])
  })
})
