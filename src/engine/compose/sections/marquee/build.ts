// The marquee section's template JSON, built from the brief. The marquee: the offers and facts of
// the prompt, scrolling.
import type { StoreBrief } from '../../brief'
import { section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

function marquee(brief: StoreBrief): TemplateSection {
  return section(
    'marquee',
    {
      speed: 'slow',
      text_size: 'small',
      separator: 'sparkle',
      color_scheme: 'primary',
      padding_top: 16,
      padding_bottom: 16,
    },
    brief.marquee.slice(0, 10).map((text) => ({ type: 'item', settings: { text, link: '' } })),
  )
}

/** The section on a home or landing page; none when the brief has nothing for it. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return brief.marquee.length > 0 ? [['marquee', marquee(brief)]] : []
}
