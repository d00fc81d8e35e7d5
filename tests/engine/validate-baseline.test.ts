import { describe, expect, it } from 'vitest'
import type { ThemeFiles } from '../../src/engine/model/theme'
import { checkChange, validateTheme, type ThemeOffense } from '../../src/engine/validate/theme-check'
import { newErrors, newOffenses } from '../../src/engine/validate/baseline'

const offense = (over: Partial<ThemeOffense>): ThemeOffense => ({
  file: 'sections/a.liquid',
  line: 1,
  column: 1,
  severity: 'error',
  check: 'UnknownFilter',
  message: "Unknown filter 'x' used.",
  ...over,
})

describe('newOffenses', () => {
  it('compares by check, file and message, whatever the line', () => {
    const before = [
      offense({ line: 3 }),
      offense({ check: 'MissingAsset', message: 'm', severity: 'warning' }),
    ]
    const after = [offense({ line: 9, column: 4 }), offense({ check: 'MissingAsset', message: 'm', line: 2 })]
    expect(newOffenses(before, after)).toEqual([])
  })

  it('counts each kind of offense: a second of the same is new', () => {
    const before = [offense({ line: 3 })]
    const after = [offense({ line: 3 }), offense({ line: 7 })]
    expect(newOffenses(before, after)).toEqual([offense({ line: 7 })])
  })

  it('sees the same offense in another file as new', () => {
    expect(newOffenses([offense({})], [offense({}), offense({ file: 'sections/b.liquid' })])).toEqual([
      offense({ file: 'sections/b.liquid' }),
    ])
  })

  it('leaves new warnings out of the new errors', () => {
    const after = [offense({ severity: 'warning', check: 'ImgWidthAndHeight', message: 'w' })]
    expect(newOffenses([], after)).toHaveLength(1)
    expect(newErrors([], after)).toEqual([])
  })
})

/** A small theme that starts with a Theme Check error of its own, as Dawn does. */
const IMPORTED: ThemeFiles = {
  'layout/theme.liquid': `<!doctype html>\n<html>\n  <head>\n    {{ content_for_header }}\n  </head>\n  <body>\n    {{ content_for_layout }}\n  </body>\n</html>\n`,
  'sections/hero.liquid': `<div class="hero">
  <h1>{{ section.settings.title }}</h1>
  <p>{{ section.settings.title | frobnicate }}</p>
</div>
{% schema %}
{
  "name": "Hero",
  "settings": [{ "type": "text", "id": "title", "label": "Title", "default": "Hello" }],
  "presets": [{ "name": "Hero" }]
}
{% endschema %}
`,
  'templates/index.json': JSON.stringify(
    { sections: { hero: { type: 'hero', settings: { title: 'Welcome' } } }, order: ['hero'] },
    null,
    2,
  ),
  'locales/en.default.json': '{}',
}

describe('checkChange', () => {
  it('an imported theme with an error of its own still takes an edit that adds none', async () => {
    const baseline = await validateTheme(IMPORTED)
    expect(baseline.filter((o) => o.severity === 'error').map((o) => o.check)).toEqual(['UnknownFilter'])
    // New lines above the error move it; the edit adds nothing.
    const edited = {
      ...IMPORTED,
      'sections/hero.liquid': `<p>{{ section.settings.title | upcase }}</p>\n${IMPORTED['sections/hero.liquid']}`,
      'templates/index.json': IMPORTED['templates/index.json']!.replace('Welcome', 'Bonjour'),
    }
    const change = await checkChange(IMPORTED, edited)
    expect(change.offenses.some((o) => o.check === 'UnknownFilter' && o.line === 4)).toBe(true)
    expect(change.added).toEqual([])
  })

  it('refuses an edit that adds an error, naming only the new one', async () => {
    const edited = {
      ...IMPORTED,
      'sections/hero.liquid': IMPORTED['sections/hero.liquid']!.replace(
        '</div>',
        `  {% render 'no-such-snippet' %}\n</div>`,
      ),
    }
    const { added } = await checkChange(IMPORTED, edited)
    expect(added.map((o) => `${o.severity} ${o.check} ${o.file}`)).toEqual([
      'error MissingTemplate sections/hero.liquid',
    ])
  })
})
