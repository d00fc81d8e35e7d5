// The logo-list section's template JSON, built from the brief. The press logos: a place for the
// store's first mention.
import { section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

/** The press logos: a place for the store's first mention. */
export function build(): [string, TemplateSection][] {
  return [
    [
      'logo_list',
      section(
        'logo-list',
        {
          heading: 'As featured in',
          logo_height: 40,
          color_scheme: 'background',
          padding_top: 32,
          padding_bottom: 32,
        },
        [{ type: 'logo', settings: { name: 'Your press mention', link: '' } }],
      ),
    ],
  ]
}
