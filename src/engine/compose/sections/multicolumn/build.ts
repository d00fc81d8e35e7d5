// The multicolumn section's template JSON, built from the brief. Columns of icon, title and text:
// the store's values, or the prompt's facts as highlights.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'
import type { ValueIcon } from '../../../catalog/taxonomy'
import type { StyleId } from '../../../catalog/style-ids'
import type { ColorScheme } from '../schema'

const MULTICOLUMN_STYLE: Record<StyleId, { scheme: ColorScheme; style: 'plain' | 'card' | 'centered' }> = {
  modern: { scheme: 'surface', style: 'plain' },
  minimal: { scheme: 'background', style: 'centered' },
  luxury: { scheme: 'background', style: 'centered' },
  vintage: { scheme: 'surface', style: 'card' },
  playful: { scheme: 'background', style: 'card' },
  bold: { scheme: 'inverse', style: 'plain' },
  natural: { scheme: 'background', style: 'card' },
  tech: { scheme: 'background', style: 'card' },
}

/**
 * Columns for n cards (at most 6) at desktop widths: one row up to 4, then rows of 3 (3 and 3
 * rather than 4 and 2, 3 and 2 rather than 4 and a card alone). A lone card gets 2 columns, the
 * section centres it.
 */
function multicolumnColumns(n: number): number {
  return n <= 4 ? Math.max(n, 2) : 3
}

export function multicolumn(
  brief: StoreBrief,
  heading: string,
  items: [string, string, ValueIcon][],
): TemplateSection {
  const look = MULTICOLUMN_STYLE[brief.style]
  const shown = items.slice(0, 6)
  return section(
    'multicolumn',
    {
      heading,
      columns_desktop: multicolumnColumns(shown.length),
      style: look.style,
      color_scheme: look.scheme,
      ...PADDED,
    },
    shown.map(([title, text, icon]) => ({ type: 'column', settings: { icon, title, text } })),
  )
}

/** The prompt's facts as highlights, six to a section. */
function highlightSections(brief: StoreBrief, heading: string): [string, TemplateSection][] {
  const items = brief.highlights.map((h): [string, string, ValueIcon] => [h.title, h.text, h.icon])
  const out: [string, TemplateSection][] = []
  for (let i = 0; i < items.length; i += 6)
    out.push(['highlights', multicolumn(brief, i === 0 ? heading : 'More to know', items.slice(i, i + 6))])
  return out
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['values', multicolumn(brief, brief.copy.featuresHeading, brief.values)]]
}

/** The prompt's facts on a home or landing page, six to a section. */
export function buildHighlights(brief: StoreBrief): [string, TemplateSection][] {
  return highlightSections(brief, `Why ${brief.name}`)
}
