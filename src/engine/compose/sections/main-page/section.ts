// The main-page section: its Liquid, stylesheet and schema, as every theme has it.
import { padding, PADDING_STYLE, type SectionFile } from '../schema'

export const mainPage: SectionFile = {
  name: 'main-page',
  liquid: String.raw`
${PADDING_STYLE}
<div class="page-width page-width--narrow section-{{ section.id }}-padding">
  {%- if section.settings.show_title -%}
    <h1 class="h1 main-page__title">{{ page.title | escape }}</h1>
  {%- endif -%}
  <div class="rte">{{ page.content }}</div>
</div>
`,
  schema: {
    name: 'Page',
    tag: 'section',
    class: 'main-page-section',
    settings: [
      { type: 'checkbox', id: 'show_title', label: 'Show page title', default: true },
      ...padding(32, 32),
    ],
  },
}
