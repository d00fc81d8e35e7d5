import { describe, expect, it } from 'vitest'
import {
  applyVisualEdit,
  editTargetFromAttributes,
  mergeRefinement,
  type VisualEdit,
} from '../../src/engine/edit/visual-edit'
import { starterTheme } from '../../src/engine/compose'
import { renderTheme } from '../../src/engine/preview'
import { readThemeJson, type Theme } from '../../src/engine/model/theme'
import { FIXTURE_THEME, loadThemeDir } from './fixtures/load-theme'

const theme: Theme = {
  files: loadThemeDir(FIXTURE_THEME),
  explanation: 'A small store.',
  storeConfig: { name: 'Fixture', tagline: '', primaryColor: '#1a5e3a', categories: ['General'] },
}

function edit(
  partial: Partial<VisualEdit> & Pick<VisualEdit, 'sectionId' | 'settingId' | 'value'>,
): VisualEdit {
  return { template: 'index', ...partial }
}

/** The element that carries the given edit target in an editable render. */
function elementFor(
  html: string,
  target: { section: string; block?: string; setting: string },
): string | undefined {
  const block = target.block ? ` data-vitrine-block="${target.block}"` : ''
  const attrs = `data-vitrine-section="${target.section}"${block} data-vitrine-setting="${target.setting}"`
  const m = new RegExp(
    `<([a-z0-9]+)[^>]*${attrs.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^>]*>([\\s\\S]*?)</\\1>`,
  ).exec(html)
  return m?.[2]
}

describe('applyVisualEdit', () => {
  it('round trip: the new text shows at the same data-vitrine element after a re-render', async () => {
    const before = await renderTheme(theme.files, { editable: true })
    const target = editTargetFromAttributes({
      section: 'image_banner',
      block: 'heading',
      setting: 'heading',
      kind: 'text',
    })
    expect(target).toEqual({
      sectionId: 'image_banner',
      blockId: 'heading',
      settingId: 'heading',
      kind: 'text',
    })
    expect(elementFor(before.html, { section: 'image_banner', block: 'heading', setting: 'heading' })).toBe(
      'Browse our latest products',
    )
    const edited = applyVisualEdit(theme, { template: 'index', ...target!, value: 'Summer collection' })
    const after = await renderTheme(edited.files, { editable: true })
    expect(after.errors).toEqual([])
    expect(elementFor(after.html, { section: 'image_banner', block: 'heading', setting: 'heading' })).toBe(
      'Summer collection',
    )
    expect(after.html).not.toContain('Browse our latest products')
  })

  it('changes only that setting, keeps the JSON 2-space formatted with its banner, and leaves the input alone', () => {
    const edited = applyVisualEdit(
      theme,
      edit({ sectionId: 'featured_collection', settingId: 'title', value: 'Bestsellers' }),
    )
    const text = edited.files['templates/index.json'] ?? ''
    expect(text.startsWith('/*\n * ----')).toBe(true)
    expect(text).toContain('\n  "sections": {\n    "image_banner": {')
    expect(text.endsWith('}\n')).toBe(true)
    const json = readThemeJson(edited.files, 'templates/index.json') as {
      sections: Record<string, { settings?: object }>
    }
    const original = readThemeJson(theme.files, 'templates/index.json') as typeof json
    expect(json.sections.featured_collection?.settings).toEqual({
      ...original.sections.featured_collection?.settings,
      title: 'Bestsellers',
    })
    expect({ ...json.sections, featured_collection: null }).toEqual({
      ...original.sections,
      featured_collection: null,
    })
    expect(theme.files['templates/index.json']).toContain('Featured products')
    for (const path of Object.keys(theme.files))
      if (path !== 'templates/index.json') expect(edited.files[path]).toBe(theme.files[path])
  })

  it('edits sections that live in a section group', async () => {
    const edited = applyVisualEdit(
      theme,
      edit({
        sectionId: 'announcement-bar',
        blockId: 'announcement-1',
        settingId: 'text',
        value: 'Free returns',
      }),
    )
    expect(edited.files['sections/header-group.json']).toContain('"text": "Free returns"')
    expect(edited.files['templates/index.json']).toBe(theme.files['templates/index.json'])
    const { html } = await renderTheme(edited.files, { editable: true, template: 'product' })
    expect(elementFor(html, { section: 'announcement-bar', block: 'announcement-1', setting: 'text' })).toBe(
      'Free returns',
    )
  })

  it('edits static sections through settings_data.json', async () => {
    const edited = applyVisualEdit(
      theme,
      edit({
        template: 'page',
        sectionId: 'rich-text',
        blockId: 'heading',
        settingId: 'heading',
        value: 'Our story',
      }),
    )
    const { html } = await renderTheme(edited.files, { template: 'page' })
    expect(html).toContain('Our story')
    expect(html).not.toContain('Static rich text')
  })

  it('edits nested theme block settings', () => {
    const edited = applyVisualEdit(
      theme,
      edit({ sectionId: 'theme_blocks', blockId: 'badge_1', settingId: 'label', value: 'Trusted' }),
    )
    expect(edited.files['templates/index.json']).toContain('"label": "Trusted"')
  })

  it('stores colours as lowercase hex and rejects anything else', () => {
    const edited = applyVisualEdit(
      theme,
      edit({ sectionId: 'image_banner', settingId: 'overlay_color', value: '#AABBCC' }),
    )
    expect(edited.files['templates/index.json']).toContain('"overlay_color": "#aabbcc"')
    const short = applyVisualEdit(
      theme,
      edit({ sectionId: 'image_banner', settingId: 'overlay_color', value: '#abc' }),
    )
    expect(short.files['templates/index.json']).toContain('"overlay_color": "#aabbcc"')
    expect(() =>
      applyVisualEdit(
        theme,
        edit({ sectionId: 'image_banner', settingId: 'overlay_color', value: 'red; x' }),
      ),
    ).toThrow(/is not a colour like #1a2b3c/)
  })

  it('puts image links into the companion _url setting and shopify:// images into the image picker', async () => {
    const url = 'https://images.example.com/hero.jpg'
    const edited = applyVisualEdit(theme, edit({ sectionId: 'image_banner', settingId: 'image', value: url }))
    const json = readThemeJson(edited.files, 'templates/index.json') as {
      sections: Record<string, { settings: Record<string, unknown> }>
    }
    expect(json.sections.image_banner?.settings.image_url).toBe(url)
    expect(json.sections.image_banner?.settings.image).toBeUndefined()
    const { html } = await renderTheme(edited.files, { editable: true })
    expect(html).toContain(
      `<img src="${url}" alt="" class="banner__image" data-vitrine-section="image_banner" data-vitrine-setting="image_url" data-vitrine-kind="image">`,
    )
    const uploaded = 'data:image/png;base64,iVBORw0KGgo='
    const again = applyVisualEdit(
      edited,
      edit({ sectionId: 'image_banner', settingId: 'image_url', value: uploaded }),
    )
    expect(again.files['templates/index.json']).toContain(`"image_url": "${uploaded}"`)
    const picked = applyVisualEdit(
      theme,
      edit({ sectionId: 'image_banner', settingId: 'image', value: 'shopify://shop_images/hero.jpg' }),
    )
    expect(picked.files['templates/index.json']).toContain('"image": "shopify://shop_images/hero.jpg"')
    expect(() =>
      applyVisualEdit(theme, edit({ sectionId: 'image_banner', settingId: 'image', value: 'not a url' })),
    ).toThrow(/expected an image URL/)
  })

  it('refuses image links for an image picker that has no companion setting', () => {
    const files = {
      ...theme.files,
      'sections/photo.liquid':
        '{{ section.settings.photo | image_url | image_tag }}{% schema %}{"name":"Photo","settings":[{"type":"image_picker","id":"photo"}]}{% endschema %}',
      'templates/index.json': JSON.stringify({ sections: { p: { type: 'photo' } }, order: ['p'] }),
    }
    expect(() =>
      applyVisualEdit(
        { ...theme, files },
        edit({ sectionId: 'p', settingId: 'photo', value: 'https://x.example/a.png' }),
      ),
    ).toThrow(
      'Section "p", setting "photo": image settings hold only the store\'s own images; the section has no "photo_url" setting for a link',
    )
  })

  it('validates ranges, numbers and text', () => {
    const ok = applyVisualEdit(theme, edit({ sectionId: 'image_banner', settingId: 'height', value: '600' }))
    expect(ok.files['templates/index.json']).toContain('"height": 600')
    expect(() =>
      applyVisualEdit(theme, edit({ sectionId: 'image_banner', settingId: 'height', value: '9000' })),
    ).toThrow(/9000 is outside 200–800/)
    expect(() =>
      applyVisualEdit(theme, edit({ sectionId: 'image_banner', settingId: 'height', value: 'tall' })),
    ).toThrow(/is not a number/)
    expect(() =>
      applyVisualEdit(
        theme,
        edit({ sectionId: 'featured_collection', settingId: 'title', value: '{{ shop.name }}' }),
      ),
    ).toThrow(/cannot contain Liquid/)
    expect(() =>
      applyVisualEdit(
        theme,
        edit({ sectionId: 'featured_collection', settingId: 'title', value: '<script>x()</script>' }),
      ),
    ).toThrow(/cannot contain scripts/)
    const rich = applyVisualEdit(
      theme,
      edit({
        sectionId: 'image_banner',
        blockId: 'text',
        settingId: 'text',
        value: 'Fast & free <shipping>',
      }),
    )
    expect(rich.files['templates/index.json']).toContain('"text": "<p>Fast &amp; free &lt;shipping&gt;</p>"')
  })

  it('names the unknown section, block or setting and leaves the theme unchanged', () => {
    const snapshot = JSON.stringify(theme)
    expect(() => applyVisualEdit(theme, edit({ sectionId: 'nope', settingId: 'x', value: 'y' }))).toThrow(
      'No section "nope" in template "index" or the theme\'s section groups',
    )
    expect(() =>
      applyVisualEdit(
        theme,
        edit({ sectionId: 'image_banner', blockId: 'nope', settingId: 'x', value: 'y' }),
      ),
    ).toThrow('No block "nope" in section "image_banner"')
    expect(() =>
      applyVisualEdit(theme, edit({ sectionId: 'image_banner', settingId: 'nope', value: 'y' })),
    ).toThrow('Section "image_banner" has no setting "nope"')
    expect(() =>
      applyVisualEdit(theme, edit({ sectionId: 'image_banner', settingId: 'color_scheme', value: 'y' })),
    ).toThrow('the theme has no colour scheme "y"')
    expect(() =>
      applyVisualEdit(theme, edit({ sectionId: 'featured_collection', settingId: 'collection', value: 'y' })),
    ).toThrow(/cannot be edited visually/)
    expect(JSON.stringify(theme)).toBe(snapshot)
  })
})

describe('editTargetFromAttributes', () => {
  it('needs a section, a setting and a known kind', () => {
    expect(editTargetFromAttributes({ section: 'a', setting: 'b', kind: 'color' })).toEqual({
      sectionId: 'a',
      settingId: 'b',
      kind: 'color',
    })
    expect(editTargetFromAttributes({ section: 'a', block: null, setting: 'b', kind: 'image' })).toEqual({
      sectionId: 'a',
      settingId: 'b',
      kind: 'image',
    })
    expect(editTargetFromAttributes({ section: 'a', block: 'x' })).toBeUndefined()
    expect(editTargetFromAttributes({ section: 'a', setting: 'b', kind: 'layout' })).toBeUndefined()
  })
})

describe('mergeRefinement', () => {
  it('merges the files over the current ones and appends the explanation by kind', () => {
    const quick = mergeRefinement(
      theme,
      { 'assets/base.css': 'body{}', 'assets/new.css': 'a{}' },
      'Bolder hero.',
      'quick',
    )
    expect(quick.files['assets/base.css']).toBe('body{}')
    expect(quick.files['assets/new.css']).toBe('a{}')
    expect(quick.files['templates/index.json']).toBe(theme.files['templates/index.json'])
    expect(quick.explanation).toBe('A small store.\n\nRefinement: Bolder hero.')
    const custom = mergeRefinement(quick, {}, 'Softer colours.', 'custom')
    expect(custom.explanation).toBe(
      'A small store.\n\nRefinement: Bolder hero.\n\nCustom refinement: Softer colours.',
    )
    expect(custom.storeConfig).toEqual(theme.storeConfig)
  })
})

describe('visual edits on a composed theme', () => {
  it('every marked text element of the starter theme edits back into its JSON and re-renders in place', async () => {
    const starter = starterTheme()
    const { html, errors } = await renderTheme(starter.files, { editable: true })
    expect(errors).toEqual([])
    const marked = [...html.matchAll(/<[a-z0-9]+[^>]*?((?: data-vitrine-[a-z]+="[^"]*")+)[^>]*>/g)]
      .map((m) => {
        const attrs = Object.fromEntries(
          [...(m[1] ?? '').matchAll(/data-vitrine-([a-z]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]),
        )
        return editTargetFromAttributes(attrs)
      })
      .filter((t) => t?.kind === 'text')
    expect(marked.length).toBeGreaterThan(3)
    for (const target of marked) {
      const value = `Edited ${target!.settingId}`
      const edited = applyVisualEdit(starter, { template: 'index', ...target!, value })
      const after = await renderTheme(edited.files, { editable: true })
      expect(after.errors).toEqual([])
      const element = elementFor(after.html, {
        section: target!.sectionId,
        block: target!.blockId,
        setting: target!.settingId,
      })
      expect(element?.replace(/<[^>]+>/g, '').trim(), JSON.stringify(target)).toBe(value)
    }
  })

  it('composed themes carry no vitrine attributes outside editable mode', async () => {
    const { html } = await renderTheme(starterTheme().files)
    expect(html).not.toMatch(/data-vitrine|[\uFDD0-\uFDEF]/)
  })
})
