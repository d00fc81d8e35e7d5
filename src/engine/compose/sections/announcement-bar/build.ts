// The announcement-bar section's template JSON, built from the brief: its first three
// announcements, on a dark bar for the quiet looks.
import type { StoreBrief } from '../../brief'
import { section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

export function build(brief: StoreBrief): TemplateSection {
  return section(
    'announcement-bar',
    { color_scheme: brief.style === 'luxury' || brief.style === 'minimal' ? 'inverse' : 'primary' },
    brief.announcements.slice(0, 3).map((text) => ({ type: 'announcement', settings: { text, link: '' } })),
  )
}
