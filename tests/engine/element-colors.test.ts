// A colour picked for one text in the Edit tab colours that text alone (issue 14, item 8): the
// section's text colour colours all of its text, so a heading clicked in the preview has a colour
// setting of its own beside its text setting; a later colour palette keeps it.
import { describe, expect, it } from 'vitest'
import { mergeRefinement, refineTheme } from '../../src/engine/ai'
import { composeTheme, starterTheme } from '../../src/engine/compose'
import { elementColorId, isElementColor, withElementColors } from '../../src/engine/compose/element-colors'
import { applyVisualEdit, editTargetFromAttributes } from '../../src/engine/edit/visual-edit'
import { renderTheme } from '../../src/engine/preview'
import { readSectionSchema } from '../../src/engine/model/schema'
import { readThemeJson, type Theme } from '../../src/engine/model/theme'
import { validateTheme } from '../../src/engine/validate/theme-check'
import { elementColorChoice } from '../../src/features/editor/settings'

/** The opening tag of the element that shows `text`, with its data-vitrine-* target. */
function elementOf(html: string, text: string) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`<([a-z0-9]+)([^>]*)>\\s*${escaped}\\s*</\\1>`).exec(html)
  if (!match) throw new Error(`no element shows "${text}"`)
  const attrs = match[2] ?? ''
  const attr = (name: string) => new RegExp(`data-vitrine-${name}="([^"]*)"`).exec(attrs)?.[1]
  return {
    attrs,
    style: /\sstyle="([^"]*)"/.exec(attrs)?.[1],
    target: editTargetFromAttributes({
      section: attr('section'),
      block: attr('block'),
      setting: attr('setting'),
      kind: attr('kind'),
    }),
  }
}

const HEADING = 'SUMMER COLLECTION'
const SUBTITLE = 'Fresh pairs for long days: sneakers, sandals and everything in between.'

function heroOf(theme: Theme) {
  return (
    readThemeJson(theme.files, 'templates/index.json') as {
      sections: {
        hero: {
          settings: Record<string, unknown>
          blocks: Record<string, { settings: Record<string, unknown> }>
        }
      }
    }
  ).sections.hero
}

describe('the colour of one clicked text', () => {
  it('colours the heading alone: its subtitle keeps the section’s colour', async () => {
    const theme = starterTheme()
    const before = await renderTheme(theme.files, { editable: true })
    const heading = elementOf(before.html, HEADING)
    expect(heading.target).toEqual({
      sectionId: 'hero',
      blockId: 'heading_1',
      settingId: 'heading',
      kind: 'text',
    })
    const own = elementColorChoice(theme.files, 'index', heading.target!)
    expect(own).toEqual({ settingId: 'color_heading', stored: '' })

    const edited = applyVisualEdit(theme, {
      template: 'index',
      ...heading.target!,
      settingId: own!.settingId,
      value: '#AA2200',
    })
    // Stored on the heading's block; the section's own text colour is untouched.
    expect(heroOf(edited).blocks.heading_1?.settings.color_heading).toBe('#aa2200')
    expect(heroOf(edited).settings.text_color).toBeUndefined()
    expect(elementColorChoice(edited.files, 'index', heading.target!)?.stored).toBe('#aa2200')

    const after = await renderTheme(edited.files, { editable: true })
    expect(elementOf(after.html, HEADING).style).toBe('color: #aa2200')
    expect(elementOf(after.html, SUBTITLE).style).toBeUndefined()
    // The same page otherwise: only the heading's tag changed.
    expect(after.html.replace(' style="color: #aa2200"', '')).toBe(before.html)
  })

  it('is what the section text colour is not: that one colours every text of the section', async () => {
    const theme = starterTheme()
    const sectionWide = applyVisualEdit(theme, {
      template: 'index',
      sectionId: 'hero',
      settingId: 'text_color',
      value: '#aa2200',
    })
    const { html } = await renderTheme(sectionWide.files, { editable: true })
    // The section's style rule reaches the subtitle too; that is why a heading has its own.
    expect(html).toMatch(/#shopify-section-[^{]*\.section-colors[^{]*\{[^}]*color: #aa2200/)
  })

  it('stays Theme Check clean, with the colour set on headings and texts of every kind of section', async () => {
    const theme = composeTheme({
      prompt: 'A bakery called Crumb with sourdough and pastries',
      pageType: 'homepage',
    })
    const { html } = await renderTheme(theme.files, { editable: true })
    let edited: Theme = theme
    let count = 0
    for (const match of html.matchAll(/<[a-z0-9]+([^>]*data-vitrine-kind="text"[^>]*)>/g)) {
      const attr = (name: string) => new RegExp(`data-vitrine-${name}="([^"]*)"`).exec(match[1] ?? '')?.[1]
      const target = editTargetFromAttributes({
        section: attr('section'),
        block: attr('block'),
        setting: attr('setting'),
        kind: attr('kind'),
      })
      const own = target && elementColorChoice(edited.files, 'index', target)
      if (!target || !own) continue
      edited = applyVisualEdit(edited, {
        template: 'index',
        ...target,
        settingId: own.settingId,
        value: '#5a2d82',
      })
      count++
    }
    expect(count).toBeGreaterThan(10)
    const offenses = await validateTheme(edited.files)
    expect(offenses.filter((o) => o.severity === 'error')).toEqual([])
    const after = await renderTheme(edited.files, { editable: true })
    expect(after.errors).toEqual([])
    expect(after.html.split('style="color: #5a2d82"').length - 1).toBeGreaterThanOrEqual(count)
  })

  it('is offered for every text a composed page lets the merchant click, but button labels', async () => {
    const theme = composeTheme({ prompt: 'A minimalist jewelry boutique', pageType: 'homepage' })
    for (const template of ['index', 'product', 'page.about']) {
      const { html } = await renderTheme(theme.files, { editable: true, template })
      const missing: string[] = []
      for (const match of html.matchAll(/<([a-z0-9]+)([^>]*data-vitrine-kind="text"[^>]*)>/g)) {
        const attr = (name: string) => new RegExp(`data-vitrine-${name}="([^"]*)"`).exec(match[2] ?? '')?.[1]
        const target = editTargetFromAttributes({
          section: attr('section'),
          block: attr('block'),
          setting: attr('setting'),
          kind: attr('kind'),
        })!
        // Button labels keep their button's colours; the announcement prints its text in two
        // branches (with and without a link) and a collection card its title from a variable:
        // those follow the section's text colour, and the Edit tab says so.
        if (/label/.test(target.settingId)) continue
        if (target.sectionId === 'announcement_bar' || target.sectionId === 'collection_list') continue
        if (!elementColorChoice(theme.files, template, target))
          missing.push(`${template} ${target.sectionId} ${target.settingId}`)
      }
      expect(missing).toEqual([])
    }
  })
})

describe('withElementColors', () => {
  const section = (markup: string, settings: object[], blocks: object[] = []) =>
    `${markup}\n\n{% schema %}\n${JSON.stringify({ name: 'Demo', settings, blocks }, null, 2)}\n{% endschema %}\n`

  it('adds a colour setting beside each text setting an element shows whole, and the element wears it', () => {
    const source = section(
      `<div class="demo {{ section.settings.color_scheme }}">
  <h2 class="h2">{{ section.settings.heading | escape }}</h2>
  <p>{{ section.settings.subheading | escape }} and more</p>
  {%- for block in section.blocks -%}
    <p class="x" {{ block.shopify_attributes }}>{{- block.settings.text -}}</p>
    <a href="{{ block.settings.link }}" class="button">{{ block.settings.button_label | escape }}</a>
    <span style="font-weight:bold">{{ block.settings.note }}</span>
  {%- endfor -%}
</div>`,
      [
        { type: 'text', id: 'heading', label: 'Heading' },
        { type: 'text', id: 'subheading', label: 'Subheading' },
        { type: 'select', id: 'color_scheme', label: 'Scheme', options: [{ value: 'a', label: 'A' }] },
      ],
      [
        {
          type: 'row',
          name: 'Row',
          settings: [
            { type: 'richtext', id: 'text', label: 'Text' },
            { type: 'text', id: 'button_label', label: 'Label' },
            { type: 'url', id: 'link', label: 'Link' },
            { type: 'text', id: 'note', label: 'Note' },
          ],
        },
      ],
    )
    const out = withElementColors(source)
    expect(out).toContain(
      '<h2 class="h2"{% if section.settings.color_heading != blank %} style="color: {{ section.settings.color_heading }}"{% endif %}>',
    )
    expect(out).toContain(
      '<p class="x" {{ block.shopify_attributes }}{% if block.settings.color_text != blank %} style="color: {{ block.settings.color_text }}"{% endif %}>',
    )
    // Mixed content, button labels and elements with a style of their own are left alone.
    expect(out).toContain('<p>{{ section.settings.subheading | escape }} and more</p>')
    expect(out).toContain('class="button">{{ block.settings.button_label | escape }}</a>')
    expect(out).toContain('<span style="font-weight:bold">{{ block.settings.note }}</span>')
    const schema = readSectionSchema(out)!
    expect(schema.settings.map((s) => s.id)).toEqual([
      'heading',
      'color_heading',
      'subheading',
      'color_scheme',
    ])
    expect(schema.settings[1]).toMatchObject({ type: 'color', label: 'Heading color' })
    expect(schema.blocks[0]?.settings.map((s) => s.id)).toEqual([
      'text',
      'color_text',
      'button_label',
      'link',
      'note',
    ])
    expect(isElementColor(schema.settings, 'color_heading')).toBe(true)
    expect(isElementColor(schema.settings, 'color_scheme')).toBe(false)
    expect(elementColorId('heading')).toBe('color_heading')
    // Once is enough: a second pass changes nothing.
    expect(withElementColors(out)).toBe(out)
  })

  it('gives no colour to a text printed whole in one place and bare in another', () => {
    const source = section(
      `{%- for block in section.blocks -%}
  <p {{ block.shopify_attributes }}>
    {%- if block.settings.link != blank -%}
      <a href="{{ block.settings.link }}">{{ block.settings.text | escape }}</a>
    {%- else -%}
      {{ block.settings.text | escape }}
    {%- endif -%}
  </p>
{%- endfor -%}`,
      [],
      [{ type: 'note', name: 'Note', settings: [{ type: 'text', id: 'text', label: 'Text' }] }],
    )
    expect(withElementColors(source)).toBe(source)
  })

  it('leaves a file without a readable schema, or without such elements, as it was', () => {
    expect(withElementColors('<p>{{ section.settings.x }}</p>')).toBe('<p>{{ section.settings.x }}</p>')
    const broken = '<p>{{ section.settings.x }}</p>{% schema %}{ nope {% endschema %}'
    expect(withElementColors(broken)).toBe(broken)
    const plain = section('<p>Hello</p>', [{ type: 'text', id: 'x', label: 'X' }])
    expect(withElementColors(plain)).toBe(plain)
  })
})

describe('a colour palette after colour edits', () => {
  /** The starter, with the hero heading's own colour and the hero's background set in the Edit tab. */
  function edited(): Theme {
    const theme = starterTheme()
    const withHeading = applyVisualEdit(theme, {
      template: 'index',
      sectionId: 'hero',
      blockId: 'heading_1',
      settingId: 'color_heading',
      value: '#aa2200',
    })
    return applyVisualEdit(withHeading, {
      template: 'index',
      sectionId: 'hero',
      settingId: 'background_color',
      value: '#fdf6e3',
    })
  }

  it('keeps the colours the merchant set on a text and a section, and says so', async () => {
    const theme = edited()
    const result = await refineTheme(theme, { kind: 'colors' })
    expect(result.success).toBe(true)
    // The palette lives in the theme settings: the template with the merchant's colours is not touched.
    expect(Object.keys(result.generated?.files ?? {})).toEqual(['config/settings_data.json'])
    expect(result.generated?.explanation).toContain(
      'Kept the colours you set yourself: Background color in Image banner, Heading color in Image banner.',
    )
    const merged = mergeRefinement(
      theme,
      result.generated?.files ?? {},
      result.generated?.explanation ?? '',
      'quick',
    )
    expect(heroOf(merged).blocks.heading_1?.settings.color_heading).toBe('#aa2200')
    expect(heroOf(merged).settings.background_color).toBe('#fdf6e3')
    const { html } = await renderTheme(merged.files, { editable: true })
    expect(elementOf(html, HEADING).style).toBe('color: #aa2200')
  })

  it('keeps them through a colour request in words too', async () => {
    const theme = edited()
    const result = await refineTheme(theme, { custom: 'navy buttons and dark mode' })
    expect(result.success).toBe(true)
    expect(result.generated?.files['templates/index.json']).toBeUndefined()
    expect(result.generated?.explanation).toContain(
      'Kept the colours you set yourself: Background color in Image banner, Heading color in Image banner.',
    )
  })
})
