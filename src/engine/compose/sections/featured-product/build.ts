// The featured-product section's template JSON, built from the brief. The featured product: the
// product the prompt described, or the catalogue's first.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateBlock, TemplateSection } from '../../../model/templates'

export function featuredProduct(brief: StoreBrief): TemplateSection {
  const spot = brief.spotlight
  if (!spot) {
    return section('featured-product', {
      product: '',
      illustration: brief.hero.illustration,
      eyebrow: 'Featured',
      title: '',
      price: '',
      compare_price: '',
      description: '',
      layout: 'image_first',
      color_scheme: brief.style === 'tech' ? 'surface' : 'background',
      ...PADDED,
    })
  }
  const blocks: TemplateBlock[] = [
    ...spot.images.map((src) => ({ type: 'image', settings: { image_url: src } })),
    ...spot.features.map((text) => ({ type: 'feature', settings: { text } })),
  ]
  return section(
    'featured-product',
    {
      product: '',
      illustration: spot.illustration,
      eyebrow: brief.name,
      title: spot.title,
      price: spot.price ?? '',
      compare_price: '',
      description: spot.description ?? '',
      layout: 'image_first',
      color_scheme: 'background',
      ...PADDED,
    },
    blocks,
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['featured_product', featuredProduct(brief)]]
}
