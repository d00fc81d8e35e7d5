// The location section's template JSON, built from the brief. Where to find the shop: the place the
// prompt named.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'
import { richText } from '../../../model/text'

function location(brief: StoreBrief): TemplateSection {
  const place = brief.location
  return section('location', {
    heading: place?.heading ?? `Visit ${brief.name}`,
    address: place?.address ?? '',
    hours: richText(place?.text ?? 'Write to us for opening hours.'),
    phone: '',
    directions_label: 'Get directions',
    directions_link: '',
    layout: 'map_first',
    color_scheme: 'surface',
    ...PADDED,
  })
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['location', location(brief)]]
}
