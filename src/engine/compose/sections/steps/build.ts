// The steps section's template JSON, built from the brief. How it works, in three steps.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

function steps(brief: StoreBrief): TemplateSection {
  return section(
    'steps',
    { heading: 'How it works', color_scheme: 'background', ...PADDED },
    brief.steps.map(([title, text, icon]) => ({ type: 'step', settings: { icon, title, text } })),
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['steps', steps(brief)]]
}
