// The main-cart section's template JSON, built from the brief: a cart page the prompt asked for
// names the store.
import type { StoreBrief } from '../../brief'
import { section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

export function build(brief: StoreBrief): TemplateSection {
  const heading = brief.pageType === 'cart' ? `Your cart at ${brief.name}` : ''
  return section('main-cart', { heading, show_note: true, padding_top: 32, padding_bottom: 48 })
}
