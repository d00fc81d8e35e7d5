// What every section's build shares: a template section from its settings and blocks, the
// drawings a section shows, the padding most sections take.
import type { IllustrationId } from '../../catalog/imagery'
import type { SettingValues, TemplateBlock, TemplateSection } from '../../model/templates'
import type { StoreBrief } from '../brief'

/** A template's section: its blocks keyed by type and number (heading_1, heading_2, text_1). */
export function section(
  type: string,
  settings: SettingValues = {},
  blocks: TemplateBlock[] = [],
): TemplateSection {
  if (blocks.length === 0) return { type, settings }
  const ids = new Map<string, number>()
  const entries = blocks.map((block) => {
    const n = (ids.get(block.type) ?? 0) + 1
    ids.set(block.type, n)
    return [`${block.type}_${n}`, block] as const
  })
  return { type, settings, blocks: Object.fromEntries(entries), block_order: entries.map(([id]) => id) }
}

/** The i-th drawing of what the store sells (the location's map pin is no product picture). */
export function art(brief: StoreBrief, i: number): IllustrationId {
  const drawn = brief.illustrations.filter((id) => id !== 'map-pin')
  return drawn.length > 0 ? (drawn[i % drawn.length] ?? brief.hero.illustration) : brief.hero.illustration
}

export const PADDED = { padding_top: 48, padding_bottom: 48 }
