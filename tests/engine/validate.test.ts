import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  Severity,
  SourceCodeType,
  toSourceCode,
  type LiquidCheckDefinition,
} from '@shopify/theme-check-common'
import type { ThemeFiles } from '../../src/engine/model/theme'
import {
  MemoryFileSystem,
  recommendedConfig,
  toThemeOffense,
  validateTheme,
  type ThemeOffense,
} from '../../src/engine/validate/theme-check'
import { runChecks } from '../../src/engine/validate/run-checks'

const HERO_SCHEMA_BROKEN = `{% schema %}
{ "name": "Hero", "settings": [ { "type": "text", "id": "title", "label": "Title" }, ] 
{% endschema %}`

/** A small theme with one of each problem the issue names. */
const PROBLEM_THEME: ThemeFiles = {
  'layout/theme.liquid': `<!doctype html>
<html>
  <head>
    {{ content_for_header }}
    <script src="https://example.com/vendor.js" defer="defer"></script>
    {{ 'theme.css' | asset_url | stylesheet_tag }}
  </head>
  <body>
    <img src="{{ 'logo.png' | asset_url }}" alt="Logo">
    {{ content_for_layout }}
  </body>
</html>
`,
  'sections/hero.liquid': `<div class="hero">
  <h1>{{ section.settings.title | frobnicate }}</h1>
  <p>{{ 'hero.missing_key' | t }}</p>
  {% render 'ghost' %}
  {% # theme-check-disable-next-line UnknownFilter %}
  {{ 'quiet' | silenced_filter }}
</div>
${HERO_SCHEMA_BROKEN}
`,
  'sections/broken.liquid': `<div>
  {% if section.settings.show %}
    <p>never closed</p>
</div>
{% schema %}
{ "name": "Broken", "settings": [] }
{% endschema %}
`,
  'sections/fine.liquid': `<p class="fine">{{ section.settings.text }}</p>
{% stylesheet %}
  .fine-only { color: blue; }
{% endstylesheet %}
{% schema %}
{
  "name": "Fine",
  "settings": [{ "type": "text", "id": "text", "label": "Text", "default": "Hello" }],
  "presets": [{ "name": "Fine" }]
}
{% endschema %}
`,
  'sections/styled.liquid': `<div class="styled-known styled-unknown">{% render 'badge' %}</div>
{% stylesheet %}
  .styled-known { color: red; }
{% endstylesheet %}
{% schema %}
{ "name": "Styled", "settings": [], "presets": [{ "name": "Styled" }] }
{% endschema %}
`,
  'snippets/badge.liquid': `<span class="styled-known fine-only">New</span>\n`,
  'snippets/orphan.liquid': `<span>{{ 'general.hello' | t }}</span>\n`,
  'templates/index.json': JSON.stringify(
    {
      sections: { hero: { type: 'hero', settings: {} }, gone: { type: 'missing-section', settings: {} } },
      order: ['hero', 'gone'],
    },
    null,
    2,
  ),
  'templates/page.json': '{ "sections": { "main": { "type": "fine" } }, "order": ["main"] ',
  'locales/en.default.json': JSON.stringify({ general: { hello: 'Hello' } }, null, 2),
  'config/settings_schema.json': JSON.stringify(
    [
      {
        name: 'theme_info',
        theme_name: 'Test',
        theme_version: '1.0.0',
        theme_author: 'Vitrine',
        theme_documentation_url: 'https://example.com',
        theme_support_url: 'https://example.com',
      },
    ],
    null,
    2,
  ),
  'config/settings_data.json': JSON.stringify({ current: {} }, null, 2),
  'assets/theme.css': '.fine { color: red; }\n',
}

const key = (o: ThemeOffense) => `${o.file}:${o.line}:${o.column} ${o.severity} ${o.check} ${o.message}`

describe('validateTheme', () => {
  let root: string
  let cache: string

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'vitrine-theme-'))
    cache = await mkdtemp(join(tmpdir(), 'vitrine-docs-cache-'))
    for (const [file, source] of Object.entries(PROBLEM_THEME)) {
      await mkdir(dirname(join(root, file)), { recursive: true })
      await writeFile(join(root, file), source)
    }
    // The Node runner's docs manager would refresh its docs over the network into the user cache;
    // a fresh cache and an unreachable local docs root make it use the docs it ships, as we do.
    process.env.XDG_CACHE_HOME = cache
    process.env.SHOPIFY_TLD_ROOT = join(cache, 'no-docs-here')
  })

  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
    await rm(cache, { recursive: true, force: true })
  })

  it('finds the same offenses as theme-check-node on the same files', async () => {
    const node = await import('@shopify/theme-check-node')
    const run = await node.themeCheckRun(root)
    const expected = run.offenses
      .map((o) => toThemeOffense(o, run.config.rootUri))
      .map(key)
      .sort()
    const actual = (await validateTheme(PROBLEM_THEME)).map(key).sort()
    expect(actual).toEqual(expected)

    expect(actual.join('\n')).not.toContain('silenced_filter')
    const checks = new Set(actual.map((line) => line.split(' ')[2]))
    for (const known of [
      'ImgWidthAndHeight',
      'RemoteAsset',
      'UnknownFilter',
      'ValidSchema',
      'MissingTemplate',
      'TranslationKeyExists',
      'LiquidHTMLSyntaxError',
      'JSONMissingSection',
      'ValidJSON',
      'MissingAsset',
      'OrphanedSnippet',
      'ValidScopedCSSClass',
    ]) {
      expect(checks, known).toContain(known)
    }
  })

  it('uses the checks and severities of the recommended config', async () => {
    const node = await import('@shopify/theme-check-node')
    const nodeConfig = await node.loadConfig(undefined, root)
    const ours = recommendedConfig()
    const describeChecks = (config: typeof ours) =>
      config.checks
        .map((c) => `${c.meta.code}:${config.settings[c.meta.code]?.severity ?? c.meta.severity}`)
        .sort()
    expect(describeChecks(ours)).toEqual(describeChecks(nodeConfig))
  })

  it('reports 1-based positions sorted by file then line', async () => {
    const offenses = await validateTheme(PROBLEM_THEME)
    const img = offenses.find((o) => o.check === 'ImgWidthAndHeight')
    expect(img).toMatchObject({ file: 'layout/theme.liquid', line: 9, column: 5, severity: 'error' })
    const sorted = [...offenses].sort((a, b) =>
      a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1,
    )
    expect(offenses).toEqual(sorted)
  })

  it('finds JSON schema offenses again when the same files are checked again (answers are remembered)', async () => {
    const schemaOffenses = (offenses: ThemeOffense[]) =>
      offenses.filter((o) => o.check === 'ValidSchema' || o.check === 'ValidJSON').map(key)
    const first = schemaOffenses(await validateTheme(PROBLEM_THEME))
    expect(first.length).toBeGreaterThan(0)
    expect(schemaOffenses(await validateTheme(PROBLEM_THEME))).toEqual(first)
    // The same section elsewhere in another theme: the same answer there too.
    const other = { ...PROBLEM_THEME, 'sections/extra.liquid': 'x' }
    expect(schemaOffenses(await validateTheme(other))).toEqual(first)
  })

  it('judges an unchanged file against the rest of the theme each time (parses are shared, findings are not)', async () => {
    const layout = `<!doctype html>\n<html>\n  <head>\n    {{ content_for_header }}\n  </head>\n  <body>\n    {% render 'badge' %}\n    {{ content_for_layout }}\n  </body>\n</html>\n`
    const withSnippet: ThemeFiles = {
      'layout/theme.liquid': layout,
      'snippets/badge.liquid': '<span>New</span>',
      'locales/en.default.json': '{}',
    }
    const missing = (offenses: ThemeOffense[]) => offenses.filter((o) => o.check === 'MissingTemplate')
    expect(missing(await validateTheme(withSnippet))).toEqual([])
    const { 'snippets/badge.liquid': _gone, ...without } = withSnippet
    expect(missing(await validateTheme(without))).toMatchObject([{ file: 'layout/theme.liquid', line: 7 }])
    expect(missing(await validateTheme(withSnippet))).toEqual([])
  })

  it('reports nothing for a clean theme', async () => {
    const clean: ThemeFiles = {
      'layout/theme.liquid': `<!doctype html>\n<html>\n  <head>\n    {{ content_for_header }}\n  </head>\n  <body>\n    {{ content_for_layout }}\n  </body>\n</html>\n`,
      'sections/fine.liquid': PROBLEM_THEME['sections/fine.liquid'] ?? '',
      'templates/index.json': '{ "sections": { "main": { "type": "fine" } }, "order": ["main"] }',
      'locales/en.default.json': '{}',
    }
    expect(await validateTheme(clean)).toEqual([])
  })
})

describe('MemoryFileSystem', () => {
  const fs = new MemoryFileSystem({
    'sections/a.liquid': 'héllo',
    'templates/customers/login.json': '{}',
    'assets/logo.png': 'data:image/png;base64,AAECAwQF',
  })

  it('lists folders and files under the fake root', async () => {
    expect(await fs.readDirectory('file:///theme')).toEqual([
      ['file:///theme/sections', 2],
      ['file:///theme/templates', 2],
      ['file:///theme/assets', 2],
    ])
    expect(await fs.readDirectory('file:///theme/templates/customers')).toEqual([
      ['file:///theme/templates/customers/login.json', 1],
    ])
  })

  it('gives sizes in bytes, decoding base64 assets', async () => {
    expect((await fs.stat('file:///theme/sections/a.liquid')).size).toBe(6)
    expect((await fs.stat('file:///theme/assets/logo.png')).size).toBe(6)
    await expect(fs.readFile('file:///theme/sections/missing.liquid')).rejects.toThrow(/not found/)
  })
})

describe('runChecks', () => {
  const tagCounter = (code: string, throwOnFirst: boolean): LiquidCheckDefinition => ({
    meta: {
      code,
      name: code,
      docs: { description: code, recommended: false },
      type: SourceCodeType.LiquidHtml,
      severity: Severity.WARNING,
      schema: {},
      targets: [],
    },
    create: (context) => ({
      async LiquidTag(node) {
        if (throwOnFirst) throw new Error(`${code} broke`)
        context.report({
          message: `tag ${node.name}`,
          startIndex: node.position.start,
          endIndex: node.position.end,
        })
      },
    }),
  })

  it('stops a check that throws without stopping the others', async () => {
    const source = '{% if a %}{% endif %}\n{% for x in y %}{% endfor %}\n{% liquid\n  assign b = 1\n%}'
    const errors: string[] = []
    const config = {
      ...recommendedConfig(),
      checks: [tagCounter('Broken', true), tagCounter('Counter', false)],
      onError: (error: Error) => errors.push(error.message),
    }
    const files = { 'snippets/a.liquid': source }
    const offenses = await runChecks([toSourceCode('file:///theme/snippets/a.liquid', source)], config, {
      fs: new MemoryFileSystem(files),
    })
    expect(errors).toEqual(['Broken broke'])
    expect(offenses.map((o) => `${o.check} ${o.message}`)).toEqual([
      'Counter tag if',
      'Counter tag for',
      'Counter tag liquid',
      'Counter tag assign',
    ])
  })
})
