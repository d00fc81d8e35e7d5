// The main-product section's template JSON, built from the brief: the product page's blocks, its
// features and the shipping and the brief's first question as tabs.
import type { StoreBrief } from '../../brief'
import { SHIPPING_FAQ } from '../faq/build'
import { section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'
import { richText } from '../../../model/text'

export function build(brief: StoreBrief): TemplateSection {
  const spot = brief.spotlight
  const features = spot?.features.length ? spot.features.slice(0, 4) : brief.values.map(([title]) => title)
  return section('main-product', { media_size: 'large', padding_top: 24, padding_bottom: 48 }, [
    { type: 'vendor' },
    { type: 'title' },
    { type: 'price' },
    { type: 'variant_picker' },
    { type: 'quantity' },
    { type: 'buy_buttons', settings: { show_dynamic_checkout: true } },
    { type: 'description' },
    ...features.map((text) => ({ type: 'feature', settings: { text } })),
    {
      type: 'collapsible_tab',
      settings: {
        heading: 'Shipping & returns',
        content: richText(`${SHIPPING_FAQ[0]?.[1]}\n\n${SHIPPING_FAQ[1]?.[1]}`),
      },
    },
    ...brief.faq.slice(0, 1).map(([heading, answer]) => ({
      type: 'collapsible_tab',
      settings: { heading, content: richText(answer) },
    })),
  ])
}
