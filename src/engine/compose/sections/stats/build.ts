// The stats section's template JSON, built from the brief. Stats: the figures the prompt gave, two
// or more.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

function stats(brief: StoreBrief, heading: string): TemplateSection {
  return section(
    'stats',
    { heading, color_scheme: 'surface', ...PADDED },
    brief.stats.map(([value, label]) => ({ type: 'stat', settings: { value, label } })),
  )
}

/** The section on a home or landing page; none when the brief has nothing for it. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return brief.stats.length >= 2 ? [['stats', stats(brief, `${brief.name} at a glance`)]] : []
}
