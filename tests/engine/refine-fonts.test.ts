// Refinements without a model, on the fonts of a theme: Vitrine themes take their fonts from the
// font library (whose faces the preview has), other themes keep Shopify library pairings.
import { describe, expect, it } from 'vitest'
import { customRule, quickRule } from '../../src/engine/refine/rules'
import { settingsSchema } from '../../src/engine/compose/config'
import { FONT_LIBRARY, fontIdOfHandle } from '../../src/engine/model/fonts'
import type { ThemeFiles } from '../../src/engine/model/theme'

function vitrineFiles(current: Record<string, unknown>): ThemeFiles {
  return {
    'config/settings_schema.json': JSON.stringify(settingsSchema),
    'config/settings_data.json': JSON.stringify({ current }),
  }
}

function changed(result: { changes: { themeSettings: { id: string; value: unknown }[] } }) {
  return Object.fromEntries(result.changes.themeSettings.map((c) => [c.id, c.value]))
}

describe('font refinements', () => {
  it('typography: a new pairing from the library, at the heading weight, for a Vitrine theme', () => {
    let current: Record<string, unknown> = {
      type_heading_font: 'dm_sans_n7',
      type_body_font: 'inter_n4',
      type_heading_weight: '700',
    }
    const seen = new Set<string>()
    for (let step = 0; step < 6; step++) {
      const result = quickRule('typography', vitrineFiles(current))
      const next = changed(result)
      const heading = String(next.type_heading_font)
      const body = String(next.type_body_font)
      expect(heading).not.toBe(current.type_heading_font)
      const headingId = fontIdOfHandle(heading)
      const bodyId = fontIdOfHandle(body)
      expect(headingId, heading).toBeDefined()
      expect(bodyId, body).toBeDefined()
      // the handle is a variant the family has: the weight asked for, or the nearest one
      const weight = Number(heading.slice(-1)) * 100
      expect(FONT_LIBRARY[headingId!].weights as readonly number[]).toContain(weight)
      expect(body).toBe(`${bodyId}_n4`)
      expect(result.summary[0]).toBe(
        `New font pairing: ${FONT_LIBRARY[headingId!].family} headings with ${FONT_LIBRARY[bodyId!].family} body text.`,
      )
      seen.add(heading)
      current = { ...current, ...next }
    }
    expect(seen.size).toBeGreaterThanOrEqual(4)
  })

  it('typography: Shopify pairings for a theme whose fonts are not from the library', () => {
    const files: ThemeFiles = {
      'config/settings_schema.json': JSON.stringify([
        {
          name: 'Typography',
          settings: [
            { type: 'font_picker', id: 'type_header_font', label: 'Headings', default: 'lato_n4' },
            { type: 'font_picker', id: 'type_body_font', label: 'Body', default: 'lato_n4' },
          ],
        },
      ]),
    }
    const next = changed(quickRule('typography', files))
    expect(next.type_header_font).toMatch(/^[a-z_]+_n\d$/)
    expect(next.type_header_font).not.toBe('lato_n4')
  })

  it('a custom request for serif, monospaced or rounded type changes the heading font within the library', () => {
    const files = vitrineFiles({ type_heading_font: 'dm_sans_n7', type_body_font: 'inter_n4' })
    const serif = fontIdOfHandle(
      String(changed(customRule('Use a serif for the headings', files)).type_heading_font),
    )
    expect(serif && FONT_LIBRARY[serif].serifs).toBe(true)
    const mono = fontIdOfHandle(String(changed(customRule('monospace headings', files)).type_heading_font))
    expect(mono && FONT_LIBRARY[mono].category).toBe('mono')
    const rounded = fontIdOfHandle(
      String(changed(customRule('a rounded font please', files)).type_heading_font),
    )
    expect(rounded && FONT_LIBRARY[rounded].category).toBe('rounded')
  })

  it('leaves the fonts alone when the request is not about type, or the font already fits', () => {
    const files = vitrineFiles({ type_heading_font: 'lora_n7', type_body_font: 'inter_n4' })
    expect(changed(customRule('rounded corners on the buttons', files)).type_heading_font).toBeUndefined()
    expect(changed(customRule('serif headings', files)).type_heading_font).toBeUndefined()
  })
})
