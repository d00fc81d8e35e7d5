// The collage section's template JSON, built from the brief. The collage: a large picture and two
// collections.
import type { StoreBrief } from '../../brief'
import { art, PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'
import { handleize } from '../../../model/handles'

/**
 * The collage: a large picture with the hero's line when the collage opens the page (below a
 * hero it carries the store's tagline instead), and two collections beside it; a store of one
 * collection shows it and the whole catalogue.
 */
function collage(brief: StoreBrief): TemplateSection {
  const [first, second] = brief.categories
  const leads = brief.homeSections[0] === 'collage'
  const tiles: [handle: string, title: string][] = [
    [handleize(first ?? ''), first ?? ''],
    second ? [handleize(second), second] : ['all', 'All products'],
  ]
  return section(
    'collage',
    {
      heading: brief.homeSections.includes('product-grid')
        ? brief.copy.collectionsHeading
        : brief.copy.gridHeading,
      layout: 'large_first',
      color_scheme: 'background',
      ...PADDED,
    },
    [
      {
        type: 'image',
        settings: {
          illustration: brief.hero.illustration,
          heading: leads ? brief.hero.heading : brief.tagline,
          link: '',
        },
      },
      ...tiles.map(([collection, title], i) => ({
        type: 'collection',
        settings: {
          collection,
          title,
          text: leads && i === 0 ? brief.tagline : '',
          link: '',
          illustration: art(brief, 2 + i),
        },
      })),
    ],
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['collage', collage(brief)]]
}
