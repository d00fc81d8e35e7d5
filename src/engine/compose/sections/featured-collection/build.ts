// The featured-collection section's template JSON, built from the brief. The product grid: the
// catalogue's cards in the store's columns.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

/**
 * A grid of count products in the store's columns, unless they leave a short last row: four or
 * fewer then make one row (four in three columns left the fourth alone on a second row).
 */
export function productGrid(
  brief: StoreBrief,
  heading: string,
  count: number,
  description = '',
): TemplateSection {
  const grid = brief.productGrid
  const columns = Math.min(grid.columns_desktop, count)
  return section('featured-collection', {
    heading,
    description,
    collection: '',
    products_to_show: count,
    columns_desktop: count % columns !== 0 && count <= 4 ? count : columns,
    columns_mobile: grid.columns_mobile,
    card_style: grid.card_style,
    image_ratio: grid.image_ratio,
    show_quick_add: grid.show_quick_add,
    show_vendor: grid.show_vendor,
    show_view_all: true,
    color_scheme: 'background',
    ...PADDED,
  })
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['product_grid', productGrid(brief, brief.copy.gridHeading, brief.productGrid.columns_desktop * 2)]]
}
