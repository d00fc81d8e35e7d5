// Issue #13, item 8: when the page's time budget ran out, the header and footer were the sections
// skipped, since the layout was rendered after the template. The layout (its section groups and
// static sections) now renders first: a template whose sections eat the budget loses its own
// last sections, never the header or the footer.
import { describe, expect, it } from 'vitest'
import { composeTheme } from '../../src/engine/compose'
import { renderTheme } from '../../src/engine/preview'

const theme = composeTheme({ prompt: 'A trendy shoe store called Stride', pageType: 'homepage' })

/** Each render of it runs into liquidjs's 2 s render limit: five of them outlast the 8 s page. */
const SLOW = `{% for i in (1..100000) %}{% for j in (1..100000) %}{{ j }}{% endfor %}{% endfor %}
{% schema %}{"name":"Slow","settings":[]}{% endschema %}`
const keys = ['slow1', 'slow2', 'slow3', 'slow4', 'slow5', 'slow6']

describe('a page whose template sections outlast the time budget', () => {
  it('still renders the header and footer groups; the template loses its last sections', async () => {
    const files = {
      ...theme.files,
      'sections/slow.liquid': SLOW,
      'templates/index.json': JSON.stringify({
        sections: Object.fromEntries(keys.map((key) => [key, { type: 'slow' }])),
        order: keys,
      }),
    }
    const { html, errors } = await renderTheme(files)
    const skipped = errors.filter((e) => e.message === 'Preview time limit reached; section skipped')
    expect(skipped.length).toBeGreaterThan(0)
    expect(skipped.every((e) => e.file === 'sections/slow.liquid')).toBe(true)
    // Every error is the template's: none is the header's or the footer's.
    expect(errors.every((e) => e.file === 'sections/slow.liquid')).toBe(true)
    for (const group of ['header-group', 'footer-group']) {
      const wrapper = new RegExp(
        `<[a-z]+ id="shopify-section-sections--1__[^"]+" class="shopify-section shopify-section-group-${group}`,
      )
      expect(html).toMatch(wrapper)
    }
    // The template's content sits between them, where the layout prints content_for_layout.
    expect(html.indexOf('shopify-section-group-header-group')).toBeLessThan(
      html.indexOf('template--1__slow1'),
    )
    expect(html.indexOf('template--1__slow6')).toBeLessThan(
      html.indexOf('shopify-section-group-footer-group'),
    )
  })
})

describe('a shorter page budget (the stored preview, rendered on the server)', () => {
  it('stops the page at its own deadline: a section past it is cut short, the next skipped', async () => {
    const files = {
      ...theme.files,
      'sections/slow.liquid': SLOW,
      'templates/index.json': JSON.stringify({
        sections: { slow1: { type: 'slow' }, slow2: { type: 'slow' } },
        order: ['slow1', 'slow2'],
      }),
    }
    const { errors } = await renderTheme(files, { budgetMs: 1000 })
    // With the editor's 8 s both would run their 2 s: here the first ends at the page's 1 s.
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/^template render limit exceeded/),
      'Preview time limit reached; section skipped',
    ])
  })
})
