import { describe, expect, it } from 'vitest'
import { composeTheme, sectionSchema, starterTheme } from '../../src/engine/compose'
import { applyVisualEdit } from '../../src/engine/edit/visual-edit'
import { renderTheme } from '../../src/engine/preview'
import { readThemeJson, type Theme, type ThemeFiles } from '../../src/engine/model/theme'
import { validateTheme } from '../../src/engine/validate/theme-check'

interface JsonSection {
  type: string
  settings?: Record<string, unknown>
}

function homeSections(files: ThemeFiles): [string, JsonSection][] {
  const json = readThemeJson(files, 'templates/index.json') as {
    sections: Record<string, JsonSection>
    order: string[]
  }
  return json.order.map((id) => [id, json.sections[id] ?? { type: '?' }])
}

function sectionKey(files: ThemeFiles, type: string): string {
  const found = homeSections(files).find(([, s]) => s.type === type)
  if (!found) throw new Error(`no ${type} section on the home page`)
  return found[0]
}

/** Where a template section's wrapper starts: its id is "shopify-section-template--{n}__{key}". */
function wrapperAt(html: string, key: string): number {
  const at = html.search(new RegExp(`id="shopify-section-template--[^"]*__${key}"`))
  if (at === -1) throw new Error(`section ${key} not rendered`)
  return at
}

/** The rendered wrapper of one section, from its opening tag to the next section wrapper. */
function sectionHtml(html: string, key: string): string {
  const start = wrapperAt(html, key)
  const next = html.indexOf('id="shopify-section-', start + 1)
  return html.slice(start, next === -1 ? undefined : next)
}

function openingTag(html: string, key: string): string {
  const at = wrapperAt(html, key)
  const start = html.lastIndexOf('<', at)
  return html.slice(start, html.indexOf('>', at) + 1)
}

const COLOR_SECTIONS = [
  'image-banner',
  'rich-text',
  'image-with-text',
  'featured-collection',
  'featured-product',
  'collection-list',
  'multicolumn',
  'testimonials',
  'newsletter',
  'contact-form',
  'faq',
  'announcement-bar',
]

describe('section colours of composed themes', () => {
  it('gives the main visual sections an empty background and text colour setting', () => {
    for (const type of COLOR_SECTIONS) {
      const settings = sectionSchema(type)?.settings ?? []
      const colors = settings.filter((s) => s.type === 'color').map((s) => [s.id, s.default])
      expect(colors, type).toEqual([
        ['background_color', undefined],
        ['text_color', undefined],
      ])
    }
  })

  it('carries the colour settings in the hero section file of a composed theme', () => {
    const { files } = composeTheme({ prompt: 'a candle shop with hand-poured soy candles' })
    const first = homeSections(files)[0]?.[1].type ?? ''
    expect(['image-banner', 'slideshow']).toContain(first)
    const hero = files[`sections/${first}.liquid`] ?? ''
    expect(hero).toMatch(/"id": "background_color"/)
    expect(hero).toMatch(/"id": "text_color"/)
  })

  it('marks the hero wrapper as a colour target in editable mode, and the heading as text', async () => {
    const { files } = starterTheme()
    const hero = sectionKey(files, 'image-banner')
    const { html, errors } = await renderTheme(files, { editable: true })
    expect(errors).toEqual([])
    const wrapper = openingTag(html, hero)
    expect(wrapper).toContain(`data-vitrine-section="${hero}"`)
    expect(wrapper).toContain('data-vitrine-setting="background_color"')
    expect(wrapper).toContain('data-vitrine-kind="color"')
    expect(sectionHtml(html, hero)).toMatch(
      /<h1 class="banner__heading[^"]*"[^>]*data-vitrine-setting="heading" data-vitrine-kind="text"/,
    )
  })

  it('renders nothing extra while the colours are unset', async () => {
    const { files } = starterTheme()
    for (const editable of [false, true]) {
      const { html } = await renderTheme(files, { editable })
      expect(html).not.toContain('.section-colors')
      for (const [key] of homeSections(files)) expect(sectionHtml(html, key)).not.toContain('--color-fg:')
    }
  })

  it('changes the CSS of the edited section only when a hex colour is applied', async () => {
    const theme: Theme = starterTheme()
    const hero = sectionKey(theme.files, 'image-banner')
    const edited = applyVisualEdit(theme, {
      template: 'index',
      sectionId: hero,
      settingId: 'background_color',
      value: '#12ab34',
    })
    const both = applyVisualEdit(edited, {
      template: 'index',
      sectionId: hero,
      settingId: 'text_color',
      value: '#fedcba',
    })
    const stored = homeSections(both.files).find(([key]) => key === hero)?.[1].settings
    expect(stored).toMatchObject({ background_color: '#12ab34', text_color: '#fedcba' })

    const before = (await renderTheme(theme.files)).html
    const { html, errors } = await renderTheme(both.files)
    expect(errors).toEqual([])
    const css = sectionHtml(html, hero)
    expect(css).toMatch(new RegExp(`#shopify-section-template--[^ ]*__${hero} \\.section-colors,`))
    // Blocks with a scheme of their own (a slide on the inverse scheme) take the colours too.
    expect(css).toMatch(/\.section-colors :is\([^)]*\.color-inverse[^)]*\) \{/)
    expect(css).toMatch(/--color-bg: #12ab34;/)
    expect(css).toMatch(/--color-fg: #fedcba;\s*color: #fedcba;/)
    for (const [key] of homeSections(theme.files)) {
      if (key !== hero) expect(sectionHtml(html, key), key).toBe(sectionHtml(before, key))
    }
  })

  it('stays Theme Check clean with custom colours set', async () => {
    const theme = starterTheme()
    let edited = theme
    for (const [key, section] of homeSections(theme.files)) {
      if (!COLOR_SECTIONS.includes(section.type)) continue
      edited = applyVisualEdit(edited, {
        template: 'index',
        sectionId: key,
        settingId: 'text_color',
        value: '#222222',
      })
    }
    const offenses = await validateTheme(edited.files)
    expect(offenses.filter((o) => o.severity !== 'info')).toEqual([])
  })
})
