// The image-with-text section's template JSON, built from the brief. Image with text: a drawing
// beside the store's craft.
import type { StoreBrief } from '../../brief'
import { art, PADDED, section } from '../template-section'
import type { TemplateBlock, TemplateSection } from '../../../model/templates'
import { richText } from '../../../model/text'

export function imageWithText(
  brief: StoreBrief,
  heading: string,
  text: string,
  options: { button?: string; textFirst?: boolean; illustration?: string } = {},
): TemplateSection {
  const blocks: TemplateBlock[] = [
    { type: 'heading', settings: { heading, size: 'h1' } },
    { type: 'text', settings: { text: richText(text) } },
  ]
  if (options.button)
    blocks.push({ type: 'button', settings: { label: options.button, link: '', style: 'primary' } })
  return section(
    'image-with-text',
    {
      illustration: options.illustration ?? art(brief, 2),
      placeholder_icon: brief.values[1]?.[2] ?? 'sparkle',
      layout: options.textFirst ? 'text_first' : 'image_first',
      image_ratio: brief.style === 'minimal' || brief.style === 'luxury' ? 'portrait' : 'square',
      color_scheme: brief.style === 'vintage' || brief.style === 'natural' ? 'surface' : 'background',
      ...PADDED,
    },
    blocks,
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [
    [
      'image_with_text',
      imageWithText(brief, brief.imageWithText.heading, brief.imageWithText.text, {
        button: brief.copy.shopButton,
      }),
    ],
  ]
}
