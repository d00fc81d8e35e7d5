// The editable preview (edit mode, and every render after a visual edit or an undo while it is
// on) hands text settings to Liquid wrapped in markers. Liquid must still compare what the
// merchant typed: a record shop's hero draws its record, not the fallback shopping bag, and a
// theme's own `case`, `==` and `.size` on a text setting decide as they do outside edit mode.
import { beforeAll, describe, expect, it } from 'vitest'
import { composeTheme, loadComposeArt } from '../../src/engine/compose'
import { artBody, drawingOf, kindArt } from '../../src/engine/catalog/imagery'
import { objectView } from '../../src/engine/catalog/imagery/scene'
import { applyVisualEdit } from '../../src/engine/edit/visual-edit'
import { renderTheme } from '../../src/engine/preview'
import type { Theme, ThemeFiles } from '../../src/engine/model/theme'

/** Each drawn illustration of a page: its class and the view box of the object it draws. */
function drawings(html: string): string[] {
  return Array.from(
    html.matchAll(
      /<svg class="illustration ([^"]*)"[\s\S]*?<svg x="[^"]*" y="[^"]*" width="[^"]*" height="[^"]*" viewBox="([^"]*)"/g,
    ),
    (m) => `${m[1]} ${m[2]}`,
  )
}

/** The illustrations of a page whole (backdrop, object and colours), edit-mode attributes aside. */
function illustrationMarkup(html: string): string[] {
  return Array.from(html.matchAll(/<svg class="illustration [\s\S]*?<\/svg>\s*<\/svg>/g), (m) => m[0])
}

// The record shop's hero draws its record in colour (a coloured picture's view box, and the
// record's own picture in it); the fallback is a line-drawn bag.
const RECORD = '0 0 32 32'
const BAG = objectView(drawingOf('shopping-bag'))
const PROMPT = 'A record shop selling vinyl records and turntables'

describe('drawings in the editable preview', () => {
  let shop: Theme
  let disc = ''
  beforeAll(async () => {
    await loadComposeArt({ prompt: PROMPT })
    shop = composeTheme({ prompt: PROMPT })
    disc = artBody(kindArt('vinyl-record', 'record')[0] ?? '') ?? ''
    expect(disc.length).toBeGreaterThan(100)
  })

  it("a record shop's hero draws its record in edit mode, as it does outside it", async () => {
    const plain = await renderTheme(shop.files, { template: 'index' })
    const editable = await renderTheme(shop.files, { template: 'index', editable: true })
    const hero = drawings(plain.html)[0]
    expect(hero).toBe(`slideshow__illustration ${RECORD}`)
    expect(drawings(editable.html)[0]).toBe(hero)
    expect(drawings(editable.html)).not.toContain(`slideshow__illustration ${BAG}`)
    expect(illustrationMarkup(plain.html)[0]).toContain(disc)
    // The whole drawing: the same backdrop (chosen by the name's length) and object.
    expect(illustrationMarkup(editable.html)).toEqual(illustrationMarkup(plain.html))
  })

  it('after a visual edit of the hero, and after its undo, the hero still draws the record', async () => {
    const edited = applyVisualEdit(shop, {
      template: 'index',
      sectionId: 'slideshow',
      blockId: 'slide_1',
      settingId: 'heading',
      value: 'Spin it again',
    })
    const afterEdit = await renderTheme(edited.files, { template: 'index', editable: true })
    expect(afterEdit.html).toContain('Spin it again')
    expect(drawings(afterEdit.html)[0]).toBe(`slideshow__illustration ${RECORD}`)
    // Undo puts the previous version's files back: a render of those in edit mode.
    const afterUndo = await renderTheme({ ...shop.files }, { template: 'index', editable: true })
    expect(drawings(afterUndo.html)[0]).toBe(`slideshow__illustration ${RECORD}`)
  })

  it("a theme's case, ==, != and size on a text setting decide the same in edit mode", async () => {
    const files: ThemeFiles = {
      'layout/theme.liquid':
        '<!doctype html><html><head>{{ content_for_header }}</head><body>{{ content_for_layout }}</body></html>',
      'templates/index.json': JSON.stringify({
        sections: { main: { type: 'kind', settings: { kind: 'vinyl' } } },
        order: ['main'],
      }),
      'sections/kind.liquid': `<p class="case">{% case section.settings.kind %}{% when 'vinyl' %}record{% else %}bag{% endcase %}</p>
<p class="eq">{% if section.settings.kind == 'vinyl' %}equal{% endif %}{% if section.settings.kind != 'vinyl' %}different{% endif %}{% if 'vinyl' == section.settings.kind %} both ways{% endif %}</p>
<p class="size">{{ section.settings.kind.size }}</p>
<h2>{{ section.settings.kind }}</h2>
{% schema %}{"name":"Kind","settings":[{"type":"text","id":"kind","label":"Kind"}]}{% endschema %}`,
    }
    const read = (html: string) =>
      Object.fromEntries(Array.from(html.matchAll(/<p class="(\w+)">([^<]*)<\/p>/g), (m) => [m[1], m[2]]))
    const plain = await renderTheme(files, {})
    const editable = await renderTheme(files, { editable: true })
    expect(read(plain.html)).toEqual({ case: 'record', eq: 'equal both ways', size: '5' })
    expect(read(editable.html)).toEqual(read(plain.html))
    // The text itself is still traced to its setting.
    expect(editable.html).toMatch(/<h2[^>]*data-vitrine-setting="kind"[^>]*>vinyl<\/h2>/)
  })
})
