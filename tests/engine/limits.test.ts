// The size limits of limits.ts against Theme Check's own MaxFileSize.
import { allChecks, SourceCodeType, type Problem } from '@shopify/theme-check-common'
import { describe, expect, it } from 'vitest'
import { fileSizeLimit, oversizedFile, schemalessBytes, utf8Length } from '../../src/engine/model/limits'

const KB = 1024
const MB = 1024 * KB

/** Upstream's MaxFileSize on one file: its message, or undefined when it reports nothing. */
async function upstream(path: string, source: string): Promise<string | undefined> {
  const type = path.endsWith('.json') ? SourceCodeType.JSON : SourceCodeType.LiquidHtml
  const check = allChecks.find((c) => c.meta.code === 'MaxFileSize' && c.meta.type === type)!
  const reports: string[] = []
  const instance = check.create({
    toRelativePath: () => path,
    file: { uri: `file:///theme/${path}`, source, type },
    report: (problem: Problem<SourceCodeType>) => reports.push(problem.message),
  } as never) as { onCodePathStart: () => Promise<void> }
  await instance.onCodePathStart()
  return reports[0]
}

const SCHEMA = '{% schema %}{"name":"x","settings":[]}{% endschema %}'

describe("size limits, as Theme Check's MaxFileSize", () => {
  const cases: [string, string][] = []
  for (const [path, limit] of [
    ['sections/a.liquid', 256 * KB],
    ['blocks/a.liquid', 256 * KB],
    ['snippets/a.liquid', 256 * KB],
    ['layout/theme.liquid', 256 * KB],
    ['templates/page.liquid', 256 * KB],
    ['templates/index.json', 512 * KB],
    ['templates/customers/login.json', 512 * KB],
    ['sections/header-group.json', 512 * KB],
    ['config/settings_schema.json', 512 * KB],
    ['config/settings_data.json', 1.5 * MB],
    ['config/markets.json', 256 * KB],
    ['locales/en.default.json', 1.5 * MB],
  ] as const) {
    cases.push([path, 'x'.repeat(limit)], [path, 'x'.repeat(limit + 1)])
  }
  // The schema does not count; multi-byte characters count as their UTF-8 bytes.
  cases.push(['sections/a.liquid', 'x'.repeat(256 * KB) + SCHEMA])
  cases.push(['sections/a.liquid', 'é'.repeat(128 * KB) + '😀' + SCHEMA])
  cases.push(['sections/a.liquid', 'é'.repeat(128 * KB) + SCHEMA])
  cases.push(['assets/big.json', 'x'.repeat(20 * MB + 1)])

  it.each(cases.map(([path, source]) => [path, source.length, source] as const))(
    '%s of %i characters',
    async (path, _length, source) => {
      expect(oversizedFile(path, source)?.themeCheckMessage).toBe(await upstream(path, source))
    },
  )

  it('has no limit outside the folders Shopify limits', () => {
    expect(fileSizeLimit('sections/a.liquid')?.bytes).toBe(256 * KB)
    expect(fileSizeLimit('assets/logo.png')?.bytes).toBe(20 * MB)
    expect(oversizedFile('README.md', 'x'.repeat(30 * MB))).toBeUndefined()
  })

  it('measures binary assets (base64 data URLs) by their bytes', () => {
    const base64 = 'A'.repeat(Math.ceil(((20 * MB + 3) * 4) / 3))
    expect(oversizedFile('assets/logo.png', `data:image/png;base64,${base64}`)?.message).toMatch(
      /^assets\/logo\.png is too large: 20 MB, and Shopify's limit for assets is 20 MB$/,
    )
    expect(oversizedFile('assets/logo.png', `data:image/png;base64,${'A'.repeat(1000)}`)).toBeUndefined()
  })

  it('refuses a schema over 256 KB, and a Liquid or JSON asset over 256 KB', () => {
    const schema = `{% schema %}${'x'.repeat(256 * KB + 1)}{% endschema %}`
    expect(oversizedFile('sections/a.liquid', `<p></p>${schema}`)?.message).toBe(
      'sections/a.liquid is too large to read: its {% schema %} is 256 KB, and a schema is read up to 256 KB',
    )
    expect(oversizedFile('assets/a.css.liquid', 'x'.repeat(256 * KB))).toBeUndefined()
    expect(oversizedFile('assets/a.css.liquid', 'x'.repeat(256 * KB + 1))?.message).toBe(
      'assets/a.css.liquid is too large to read: 256 KB, and a Liquid or JSON asset is read up to 256 KB',
    )
    expect(oversizedFile('assets/a.css', 'x'.repeat(MB))).toBeUndefined()
  })

  it('counts UTF-8 bytes as TextEncoder does', () => {
    for (const text of ['', 'abc', 'é', '€', '😀', '\ud800', 'a\udc00b', 'x😀é€'])
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length)
    expect(schemalessBytes(`ab${SCHEMA}c`)).toBe(3)
  })
})
