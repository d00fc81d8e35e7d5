// The footer section's template JSON, built from the brief: the menu, the store in a line, the
// newsletter.
import type { StoreBrief } from '../../brief'
import { section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'
import { richText } from '../../../model/text'

export function build(brief: StoreBrief): TemplateSection {
  return section('footer', { color_scheme: 'inverse', show_powered_by: false }, [
    { type: 'link_list', settings: { heading: 'Shop', menu: 'footer' } },
    {
      type: 'text',
      settings: { heading: `About ${brief.name}`, text: richText(brief.tagline || brief.story.text) },
    },
    { type: 'newsletter', settings: { heading: brief.copy.newsletterHeading } },
  ])
}
