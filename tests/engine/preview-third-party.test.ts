// Renders a real theme that no one here wrote, when one is given:
//   VITRINE_THIRD_PARTY_THEME=/path/to/dawn npx vitest run --project engine tests/engine/preview-third-party.test.ts
// Without the variable it renders the third-party style fixture theme instead.
import { describe, expect, it } from 'vitest'
import { listTemplates, renderTheme } from '../../src/engine/preview'
import { FIXTURE_THEME, loadThemeDir } from './fixtures/load-theme'

const dir = process.env.VITRINE_THIRD_PARTY_THEME || FIXTURE_THEME
const files = loadThemeDir(dir)

describe(`third-party theme at ${dir}`, () => {
  it('has the templates to render', () => {
    expect(listTemplates(files)).toEqual(expect.arrayContaining(['index', 'product', 'collection']))
  })

  it.each(['index', 'product', 'collection'])(
    'renders %s with zero errors, self-contained',
    async (template) => {
      const { html, errors } = await renderTheme(files, { template })
      expect(errors).toEqual([])
      expect(html).toMatch(/<\/html>\s*$/)
      expect(html).not.toMatch(/<link[^>]+rel="?stylesheet/i)
      expect(html).not.toMatch(/<script[^>]+src="https?:/i)
      const editable = await renderTheme(files, { template, editable: true })
      expect(editable.errors).toEqual([])
      expect(editable.html).toContain('data-vitrine-section=')
      expect(editable.html).not.toMatch(/[\uFDD0-\uFDEF]/)
    },
  )
})
