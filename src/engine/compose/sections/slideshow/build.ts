// The slideshow section's template JSON, built from the brief. The slideshow: the hero's slide,
// then one for each of the first two collections.
import type { StoreBrief } from '../../brief'
import { art, section } from '../template-section'
import type { TemplateBlock, TemplateSection } from '../../../model/templates'

function slideshow(brief: StoreBrief): TemplateSection {
  const slides: TemplateBlock[] = [
    {
      type: 'slide',
      settings: {
        heading: brief.hero.heading,
        text: brief.hero.text,
        button_label: brief.hero.button,
        button_link: '',
        illustration: brief.hero.illustration,
        color_scheme: brief.hero.colorScheme,
      },
    },
    ...brief.categories.slice(0, 2).map((category, i) => ({
      type: 'slide',
      settings: {
        // The collection's own name is the collage's and the menu's; a slide invites.
        heading: `${i === 0 ? 'Explore our' : 'Meet our'} ${category}`,
        text: brief.storyParagraphs[i] ?? brief.tagline,
        button_label: `Shop ${category.toLowerCase()}`,
        button_link: '',
        illustration: art(brief, i + 2),
        color_scheme: i === 0 ? 'surface' : 'accent',
      },
    })),
  ]
  return section(
    'slideshow',
    {
      height: brief.hero.height,
      accessibility_label: `${brief.name} highlights`,
      color_scheme: 'background',
    },
    slides,
  )
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['slideshow', slideshow(brief)]]
}
