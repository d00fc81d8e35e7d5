// The rich-text section's template JSON, built from the brief. Rich text: a heading, paragraphs and
// a button; on a home page, the brand story.
import type { StoreBrief } from '../../brief'
import { section } from '../template-section'
import type { TemplateBlock, TemplateSection } from '../../../model/templates'
import { richText } from '../../../model/text'
import type { ColorScheme } from '../schema'

export function richTextSection(
  heading: string,
  paragraphs: string | string[],
  options: { button?: string; alignment?: 'left' | 'center'; scheme?: ColorScheme } = {},
): TemplateSection {
  const text = Array.isArray(paragraphs) ? paragraphs.join('\n\n') : paragraphs
  const blocks: TemplateBlock[] = [{ type: 'heading', settings: { heading, size: 'h1' } }]
  if (text) blocks.push({ type: 'text', settings: { text: richText(text) } })
  if (options.button)
    blocks.push({ type: 'button', settings: { label: options.button, link: '', style: 'secondary' } })
  return section(
    'rich-text',
    {
      alignment: options.alignment ?? 'center',
      color_scheme: options.scheme ?? 'background',
      padding_top: 56,
      padding_bottom: 56,
    },
    blocks,
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [
    [
      'brand_story',
      richTextSection(brief.story.heading, brief.storyParagraphs, { button: brief.copy.shopButton }),
    ],
  ]
}
