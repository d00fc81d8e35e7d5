// The newsletter section's template JSON, built from the brief. The newsletter sign-up, in a scheme
// that suits the look.
import type { StoreBrief } from '../../brief'
import { section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'
import type { StyleId } from '../../../catalog/style-ids'
import type { ColorScheme } from '../schema'

const NEWSLETTER_SCHEME: Record<StyleId, ColorScheme> = {
  modern: 'accent',
  minimal: 'surface',
  luxury: 'inverse',
  vintage: 'accent',
  playful: 'accent',
  bold: 'primary',
  natural: 'surface',
  tech: 'primary',
}

export function newsletter(brief: StoreBrief): TemplateSection {
  return section('newsletter', {
    heading: brief.copy.newsletterHeading,
    text: brief.copy.newsletterText,
    button_label: '',
    color_scheme: NEWSLETTER_SCHEME[brief.style],
    padding_top: 56,
    padding_bottom: 56,
  })
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['newsletter', newsletter(brief)]]
}
