// The comparison-table section's template JSON, built from the brief. The comparison of the store
// with typical alternatives.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

function comparisonTable(brief: StoreBrief): TemplateSection {
  const features = brief.spotlight?.features.slice(0, 5) ?? brief.values.map(([title]) => title)
  return section(
    'comparison-table',
    {
      heading: `Why ${brief.name}`,
      ours_label: brief.name,
      theirs_label: 'Typical alternatives',
      color_scheme: 'background',
      ...PADDED,
    },
    [
      ...features.map((feature) => ({ type: 'row', settings: { feature, ours: true, theirs: false } })),
      { type: 'row', settings: { feature: 'Free, easy returns', ours: true, theirs: true } },
    ],
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['comparison', comparisonTable(brief)]]
}
