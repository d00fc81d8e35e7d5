// The multirow section's template JSON, built from the brief. Rows of drawing and text: the craft,
// then a value or the story.
import type { StoreBrief } from '../../brief'
import { art, PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'
import { richText } from '../../../model/text'

function multirow(brief: StoreBrief): TemplateSection {
  // The story's heading belongs to the brand story when the page has one; a value takes its row.
  const [value, valueText] = brief.values[0] ?? [brief.story.heading, brief.story.text]
  const rows = [
    [brief.imageWithText.heading, brief.imageWithText.text],
    brief.homeSections.includes('rich-text')
      ? [value, valueText]
      : [brief.story.heading, brief.storyParagraphs[0] ?? brief.story.text],
  ]
  return section(
    'multirow',
    {
      heading: '',
      layout: 'image_first',
      image_ratio: 'landscape',
      button_style: 'secondary',
      color_scheme: 'background',
      ...PADDED,
    },
    rows.map(([heading, text], i) => ({
      type: 'row',
      settings: {
        illustration: art(brief, i + 1),
        heading,
        text: richText(text ?? ''),
        button_label: i === 0 ? brief.copy.shopButton : 'Read our story',
        button_link: '',
      },
    })),
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['multirow', multirow(brief)]]
}
