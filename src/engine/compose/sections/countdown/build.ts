// The countdown section's template JSON, built from the brief. The countdown to the campaign's end
// date.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

function countdown(brief: StoreBrief): TemplateSection {
  const campaign = brief.campaign
  return section('countdown', {
    heading: campaign?.heading ?? brief.hero.heading,
    text: campaign?.text ?? brief.hero.text,
    end_date: campaign?.endDate ?? '',
    ended_message: 'This offer has ended.',
    button_label: campaign?.button ?? brief.hero.button,
    button_link: '',
    color_scheme: 'inverse',
    ...PADDED,
  })
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['countdown', countdown(brief)]]
}
