// The contact-form section's template JSON, built from the brief. The contact form, asking for the
// fields the prompt named.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'
import { richText } from '../../../model/text'

export function contactForm(brief: StoreBrief, heading: string, text: string): TemplateSection {
  const fields =
    brief.formFields.length > 0 ? ` Tell us your ${brief.formFields.join(', ').toLowerCase()}.` : ''
  return section('contact-form', {
    heading,
    text: richText(`${text}${fields}`.trim()),
    color_scheme: 'background',
    ...PADDED,
  })
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [
    [
      'contact_form',
      contactForm(brief, 'Contact us', 'Questions about an order or a product? Send us a message.'),
    ],
  ]
}
