// The pull-quote section's template JSON, built from the brief. The pull quote: one customer's
// words, large.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

function pullQuote(brief: StoreBrief): TemplateSection {
  const [quote, author] = brief.testimonials[0] ?? [brief.tagline, brief.name]
  return section('pull-quote', {
    quote,
    attribution: author,
    source: `Customer of ${brief.name}`,
    alignment: 'center',
    color_scheme: 'surface',
    ...PADDED,
  })
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['pull_quote', pullQuote(brief)]]
}
