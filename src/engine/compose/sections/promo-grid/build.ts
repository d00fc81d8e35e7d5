// The promo-grid section's template JSON, built from the brief. Two promotions, one for each of the
// first two collections.
import type { StoreBrief } from '../../brief'
import { art, PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

function promoGrid(brief: StoreBrief): TemplateSection {
  const promos = brief.categories.slice(0, 2).map((category, i) => ({
    type: 'promo',
    settings: {
      eyebrow: i === 0 ? 'Best sellers' : 'New in',
      heading: category,
      text: brief.values[i]?.[1] ?? brief.tagline,
      button_label: `Shop ${category.toLowerCase()}`,
      button_link: '',
      illustration: art(brief, i + 2),
      color_scheme: i === 0 ? 'surface' : 'accent',
    },
  }))
  return section('promo-grid', { heading: '', color_scheme: 'background', ...PADDED }, promos)
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['promo_grid', promoGrid(brief)]]
}
