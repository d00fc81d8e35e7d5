// The subscription section's template JSON, built from the brief. The subscription plans, when the
// prompt offers one.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

function subscription(brief: StoreBrief): TemplateSection {
  const plans = brief.subscription ?? []
  return section(
    'subscription',
    {
      heading: 'Subscribe and save',
      text: 'Skip, pause or cancel anytime.',
      color_scheme: 'surface',
      ...PADDED,
    },
    plans.map((plan, i) => ({
      type: 'plan',
      settings: {
        name: plan.name,
        price: plan.price,
        interval: plan.interval,
        features: plan.features,
        button_label: 'Subscribe',
        button_link: '',
        highlighted: i === 0,
        badge: i === 0 ? 'Most popular' : '',
      },
    })),
  )
}

/** The section on a home or landing page; none when the brief has nothing for it. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return brief.subscription ? [['subscription', subscription(brief)]] : []
}
