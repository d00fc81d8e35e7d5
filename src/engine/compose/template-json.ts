// The JSON the composer writes for templates (templates/*.json) and section groups
// (sections/header-group.json, footer-group.json): sections keyed by id, in order.
export interface TemplateBlock {
  type: string
  settings?: Record<string, unknown>
}

export interface TemplateSection {
  type: string
  settings?: Record<string, unknown>
  blocks?: Record<string, TemplateBlock>
  block_order?: string[]
}

export interface TemplateJson {
  layout?: string
  sections: Record<string, TemplateSection>
  order: string[]
}

export interface SectionGroupJson {
  type: 'header' | 'footer'
  name: string
  sections: Record<string, TemplateSection>
  order: string[]
}
