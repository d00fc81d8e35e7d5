// The product-features section's template JSON, built from the brief. The product's features, each
// with an icon.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'
import { theName } from '../../../model/text'
import type { ValueIcon } from '../../../catalog/taxonomy'

function productFeatures(brief: StoreBrief): TemplateSection {
  const spot = brief.spotlight
  const icons: ValueIcon[] = ['sparkle', 'shield', 'leaf', 'clock', 'heart', 'star']
  const features = spot?.features ?? brief.values.map(([title]) => title)
  return section(
    'product-features',
    {
      heading: spot?.featuresHeading ?? (spot ? `Why ${theName(spot.title)}` : brief.copy.featuresHeading),
      text: '',
      illustration: spot?.illustration ?? brief.hero.illustration,
      color_scheme: 'background',
      ...PADDED,
    },
    features.slice(0, 6).map((title, i) => ({
      type: 'feature',
      settings: { icon: icons[i % icons.length], title, text: '' },
    })),
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['product_features', productFeatures(brief)]]
}
