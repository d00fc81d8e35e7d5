// The specs-table section's template JSON, built from the brief. The specifications of the product
// the page is about.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

export function specsTable(brief: StoreBrief): TemplateSection {
  const specs = brief.spotlight?.specs ?? []
  return section(
    'specs-table',
    { heading: 'Specifications', intro: '', color_scheme: 'background', ...PADDED },
    specs.map(([label, value]) => ({ type: 'row', settings: { label, value } })),
  )
}

/** The section on a home or landing page; none when the brief has nothing for it. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return brief.spotlight ? [['specs', specsTable(brief)]] : []
}
