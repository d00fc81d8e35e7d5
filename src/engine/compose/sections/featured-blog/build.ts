// The featured-blog section's template JSON, built from the brief. The journal's latest articles.
import type { StoreBrief } from '../../brief'
import { PADDED, section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'
import { theName } from '../../../model/text'

function featuredBlog(brief: StoreBrief): TemplateSection {
  return section('featured-blog', {
    heading: `From ${theName(brief.name)} journal`,
    blog: '',
    posts_to_show: 3,
    show_date: true,
    show_excerpt: true,
    show_view_all: true,
    illustration: brief.hero.illustration,
    color_scheme: 'background',
    ...PADDED,
  })
}

/** The section on a home or landing page. */
export function build(brief: StoreBrief): [string, TemplateSection][] {
  return [['featured_blog', featuredBlog(brief)]]
}
