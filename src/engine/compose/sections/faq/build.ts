// The faq section's template JSON, built from the brief. Questions and answers: the prompt's facts
// asked, the kind's questions, shipping.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'
import { richText } from '../../../model/text'

export function faq(
  brief: StoreBrief,
  items: [string, string][],
  heading = brief.copy.faqHeading,
): TemplateSection {
  return section(
    'faq',
    { heading, open_first: true, color_scheme: 'background', ...PADDED },
    items
      .slice(0, 16)
      .map(([question, answer]) => ({ type: 'question', settings: { question, answer: richText(answer) } })),
  )
}

export const SHIPPING_FAQ: [string, string][] = [
  [
    'How long does shipping take?',
    'Orders ship within one to two business days. Delivery usually takes three to five business days.',
  ],
  [
    'What is your return policy?',
    'You can return unused items within 30 days of delivery for a full refund.',
  ],
  [
    'Which payment methods do you accept?',
    'All major credit cards, Shop Pay, Apple Pay, Google Pay and PayPal.',
  ],
]

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['faq', faq(brief, [...brief.faq, ...SHIPPING_FAQ.slice(0, 1)])]]
}
