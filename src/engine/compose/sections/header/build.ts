// The header section's template JSON, built from the brief: the store's layout of logo and menu.
import type { StoreBrief } from '../../brief'
import { section } from '../template-section'
import type { TemplateSection } from '../../../model/templates'

export function build(brief: StoreBrief): TemplateSection {
  return section('header', {
    logo_width: 140,
    menu: 'main-menu',
    layout: brief.layout.headerLayout,
    sticky: true,
    color_scheme: 'background',
  })
}
