// The main-collection section's template JSON, built from the brief: the collection's grid in the
// store's columns and cards.
import type { StoreBrief } from '../../brief'
import { section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

export function build(brief: StoreBrief): TemplateSection {
  const grid = brief.productGrid
  return section('main-collection', {
    products_per_page: 16,
    columns_desktop: grid.columns_desktop,
    columns_mobile: grid.columns_mobile,
    card_style: grid.card_style,
    image_ratio: grid.image_ratio,
    show_description: true,
    enable_sorting: true,
    show_quick_add: grid.show_quick_add,
    padding_top: 32,
    padding_bottom: 48,
  })
}
