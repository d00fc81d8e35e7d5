// The collection-list section's template JSON, built from the brief. The collection list: a card
// for each of the store's collections.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'
import { handleize } from '../../../model/handles'

export function collectionList(brief: StoreBrief, heading = brief.copy.collectionsHeading): TemplateSection {
  const categories = brief.categories.slice(0, 8)
  const luxury = brief.style === 'luxury'
  return section(
    'collection-list',
    {
      heading,
      columns_desktop: Math.min(Math.max(categories.length, 2), luxury ? 3 : 4),
      image_ratio: luxury || brief.style === 'minimal' ? 'portrait' : 'square',
      card_style: brief.style === 'bold' || brief.style === 'playful' ? 'overlay' : 'standard',
      color_scheme: brief.style === 'vintage' ? 'surface' : 'background',
      ...PADDED,
    },
    categories.map((category) => ({
      type: 'featured_collection',
      settings: { collection: handleize(category), title: category },
    })),
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['collection_list', collectionList(brief)]]
}
