// The gallery section's template JSON, built from the brief. The gallery: a drawing for each of the
// first three collections.
import type { StoreBrief } from '../../brief'
import { art, PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

function gallery(brief: StoreBrief): TemplateSection {
  return section(
    'gallery',
    {
      heading:
        brief.style === 'luxury' || brief.style === 'minimal' ? 'The lookbook' : `Inside ${brief.name}`,
      columns_desktop: 3,
      image_ratio: 'portrait',
      color_scheme: 'background',
      ...PADDED,
    },
    brief.categories.slice(0, 3).map((category, i) => ({
      type: 'image',
      settings: {
        illustration: art(brief, i + 2),
        caption: category,
        link: '',
      },
    })),
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['gallery', gallery(brief)]]
}
