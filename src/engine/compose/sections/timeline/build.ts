// The timeline section's template JSON, built from the brief. The timeline: from the founding year
// the prompt gave to today.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

function timeline(brief: StoreBrief): TemplateSection {
  return section(
    'timeline',
    { heading: brief.story.heading, color_scheme: 'background', ...PADDED },
    brief.timeline.map(([year, title, text]) => ({ type: 'milestone', settings: { year, title, text } })),
  )
}

/** The section on a home or landing page; none when the brief has nothing for it. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return brief.timeline.length > 0 ? [['timeline', timeline(brief)]] : []
}
