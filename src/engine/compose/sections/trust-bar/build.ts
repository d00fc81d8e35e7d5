// The trust-bar section's template JSON, built from the brief. The trust bar: shipping and return
// facts, then the store's values, four at most.
import type { StoreBrief } from '../../brief'
import { section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'
import type { ValueIcon } from '../../../catalog/taxonomy'

function trustBar(brief: StoreBrief): TemplateSection {
  const items: [string, ValueIcon][] = [
    ...brief.highlights
      .filter((h) => /ship|deliver|return|warrant|guarantee|gift/i.test(h.title))
      .map((h): [string, ValueIcon] => [h.title, h.icon]),
    ...brief.values.map(([title, , icon]): [string, ValueIcon] => [title, icon]),
  ]
  return section(
    'trust-bar',
    { color_scheme: 'surface', padding_top: 20, padding_bottom: 20 },
    items.slice(0, 4).map(([text, icon]) => ({ type: 'item', settings: { icon, text } })),
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['trust_bar', trustBar(brief)]]
}
