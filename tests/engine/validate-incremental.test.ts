// Theme Check again after an edit checks only what the edit can change (validate/incremental.ts);
// its offenses must be a full check's, whatever the edit touched.
import { describe, expect, it } from 'vitest'
import type { ThemeFiles } from '../../src/engine/model/theme'
import { validateTheme, type ThemeOffense } from '../../src/engine/validate/theme-check'

const section = (name: string, body: string, blocks = '') => `${body}
{% stylesheet %}
  .${name} { color: red; }
{% endstylesheet %}
{% schema %}
{
  "name": "${name}",
  "settings": [{ "type": "text", "id": "title", "label": "t:sections.${name}.title", "default": "Hi" }],
  "blocks": [${blocks}],
  "presets": [{ "name": "${name}" }]
}
{% endschema %}
`

/** Files that read one another: renders, schema translations, stylesheets, a template's sections. */
const THEME: ThemeFiles = {
  'layout/theme.liquid': `<!doctype html>\n<html>\n  <head>\n    {{ content_for_header }}\n    {{ 'base.css' | asset_url | stylesheet_tag }}\n  </head>\n  <body class="page">\n    {% sections 'header-group' %}\n    {{ content_for_layout }}\n  </body>\n</html>\n`,
  'sections/hero.liquid': section(
    'hero',
    `<div class="hero banner">{{ section.settings.title }}{% render 'badge', label: 'New' %}{{ 'hero.missing' | t }}</div>`,
  ),
  'sections/header.liquid': section('header', `<header class="header">{% render 'icon' %}</header>`),
  'sections/header-group.json': JSON.stringify({
    type: 'header',
    name: 'Header',
    sections: { header: { type: 'header', settings: {} } },
    order: ['header'],
  }),
  'snippets/badge.liquid': `{% doc %}\n  @param {string} label - the text\n{% enddoc %}\n<span class="badge hero">{{ label }}</span>\n`,
  'snippets/icon.liquid': `<svg class="icon"></svg>\n`,
  'snippets/unused.liquid': `<p class="header">{{ 'general.hello' | t }}</p>\n`,
  'templates/index.json': JSON.stringify(
    { sections: { hero: { type: 'hero', settings: { title: 'Welcome' } } }, order: ['hero'] },
    null,
    2,
  ),
  'locales/en.default.json': JSON.stringify({ general: { hello: 'Hello' } }),
  'locales/en.default.schema.json': JSON.stringify({ sections: { hero: { title: 'Title' } } }),
  'config/settings_schema.json': JSON.stringify([
    { name: 'theme_info', theme_name: 'T', theme_version: '1' },
  ]),
  'assets/base.css': '.page { margin: 0; } .banner { padding: 0; }\n',
}

const lines = (offenses: ThemeOffense[]) =>
  offenses.map((o) => `${o.file}:${o.line}:${o.column} ${o.severity} ${o.check} ${o.message}`)

/** Checks `edited` after `THEME` (reusing its results) and anew, and compares. */
async function expectAsFullCheck(edited: ThemeFiles) {
  await validateTheme(THEME)
  const again = await validateTheme(edited)
  const full = await validateTheme(edited, { reuse: false })
  expect(lines(again)).toEqual(lines(full))
  return full
}

describe('validateTheme again after an edit', () => {
  it('finds what a full check finds after an edit to one file', async () => {
    const before = await validateTheme(THEME, { reuse: false })
    const full = await expectAsFullCheck({
      ...THEME,
      'snippets/badge.liquid': THEME['snippets/badge.liquid']!.replace('{{ label }}', '{{ label | nope }}'),
    })
    // The edit was seen: a new offense in the edited file.
    expect(lines(full).length).toBe(lines(before).length + 1)
  })

  it('finds what a full check finds when an edit changes what other files read', async () => {
    // The schema translation the section's label names goes: the section's offenses change.
    const full = await expectAsFullCheck({
      ...THEME,
      'locales/en.default.schema.json': JSON.stringify({ sections: {} }),
    })
    expect(full.some((o) => o.check === 'ValidSchemaTranslations' && o.file === 'sections/hero.liquid')).toBe(
      true,
    )
    // The stylesheet of the header gives up its class: the unused snippet's use of it changes.
    await expectAsFullCheck({
      ...THEME,
      'sections/header.liquid': THEME['sections/header.liquid']!.replace('.header {', '.top {'),
    })
    // The section no longer renders the snippet: the snippet's use of the section's class is
    // out of its scope now (the theme graph changed, with the same files).
    const unlinked = await expectAsFullCheck({
      ...THEME,
      'sections/hero.liquid': THEME['sections/hero.liquid']!.replace(
        "{% render 'badge', label: 'New' %}",
        '',
      ),
    })
    expect(
      unlinked.some((o) => o.check === 'ValidScopedCSSClass' && o.file === 'snippets/badge.liquid'),
    ).toBe(true)
    // The template names another section type.
    await expectAsFullCheck({
      ...THEME,
      'templates/index.json': THEME['templates/index.json']!.replace('"type": "hero"', '"type": "gone"'),
    })
  })

  it('finds what a full check finds after a file is deleted', async () => {
    const { 'snippets/badge.liquid': _badge, ...without } = THEME
    const full = await expectAsFullCheck(without)
    expect(full.some((o) => o.check === 'MissingTemplate' && o.file === 'sections/hero.liquid')).toBe(true)
  })

  it('finds what a full check finds after a file is added', async () => {
    const full = await expectAsFullCheck({
      ...THEME,
      'snippets/icon.liquid': `<svg class="icon"></svg>{% render 'sub' %}\n`,
      'snippets/sub.liquid': `<b class="badge">{{ 'general.missing' | t }}</b>\n`,
    })
    expect(full.some((o) => o.file === 'snippets/sub.liquid')).toBe(true)
  })

  it('gives the theme its own offenses again after the edit is undone', async () => {
    const first = await validateTheme(THEME, { reuse: false })
    await validateTheme({ ...THEME, 'snippets/icon.liquid': '{% if %}' })
    expect(lines(await validateTheme(THEME))).toEqual(lines(first))
  })
})
