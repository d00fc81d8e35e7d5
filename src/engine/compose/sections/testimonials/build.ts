// The testimonials section's template JSON, built from the brief. Testimonials: the brief's
// customer quotes.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

export function testimonials(brief: StoreBrief): TemplateSection {
  return section(
    'testimonials',
    {
      heading: brief.copy.testimonialsHeading,
      color_scheme: brief.style === 'bold' || brief.style === 'vintage' ? 'surface' : 'background',
      ...PADDED,
    },
    brief.testimonials.map(([quote, author]) => ({
      type: 'testimonial',
      settings: { quote, author, rating: 5 },
    })),
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['testimonials', testimonials(brief)]]
}
