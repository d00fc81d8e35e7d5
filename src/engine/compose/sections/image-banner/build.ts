// The image-banner section's template JSON, built from the brief. The hero: the store's headline
// over its drawing or image.
import type { StoreBrief } from '../../brief'
import { section } from '../template-section'
import type { TemplateBlock, TemplateSection } from '../../../model/templates'

export function hero(
  brief: StoreBrief,
  options: { heading?: string; text?: string; height?: 'small' | 'medium' | 'large'; buttons?: boolean } = {},
): TemplateSection {
  const { hero: copy } = brief
  const blocks: TemplateBlock[] = [
    {
      type: 'heading',
      settings: { heading: options.heading ?? copy.heading, size: options.height === 'small' ? 'h1' : 'h0' },
    },
    { type: 'text', settings: { text: options.text ?? copy.text } },
  ]
  if (options.buttons !== false) {
    blocks.push({
      type: 'buttons',
      settings: {
        button_label_1: copy.button,
        button_link_1: '',
        button_label_2: copy.secondaryButton ?? '',
        button_link_2: '',
      },
    })
  }
  return section(
    'image-banner',
    {
      illustration: copy.illustration,
      overlay_opacity: 30,
      height: options.height ?? copy.height,
      alignment: copy.alignment,
      background_style: copy.background,
      color_scheme: copy.colorScheme,
    },
    blocks,
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['hero', hero(brief)]]
}
