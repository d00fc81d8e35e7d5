// The faq section: its Liquid, stylesheet and schema, as every theme has it.
// build.ts beside it makes its template JSON from the brief.
import { SECTION_OPEN, sectionStyles } from '../parts'
import { colorSettings, padding, type SectionFile } from '../schema'

export const faq: SectionFile = {
  name: 'faq',
  liquid: String.raw`
${sectionStyles('faq')}
${SECTION_OPEN}
  <div class="page-width faq">
    {%- if section.settings.heading != blank -%}
      <h2 class="h2">{{ section.settings.heading | escape }}</h2>
    {%- endif -%}
    <div class="faq__list">
      {%- for block in section.blocks -%}
        <details class="faq__item" {{ block.shopify_attributes }}{% if forloop.first and section.settings.open_first %} open{% endif %}>
          <summary class="faq__question">{{ block.settings.question | escape }}</summary>
          <div class="faq__answer rte">{{ block.settings.answer }}</div>
        </details>
      {%- endfor -%}
    </div>
  </div>
</div>
`,
  css: `.faq{max-width:48rem;display:grid;gap:1.5rem}
.faq h2{margin:0;text-align:center}
.faq__item{border-bottom:1px solid color-mix(in srgb,currentColor 18%,transparent)}
.faq__question{cursor:pointer;padding:1.1rem 0;font-weight:600;list-style:none;display:flex;justify-content:space-between;gap:1rem}
.faq__question::-webkit-details-marker{display:none}
.faq__question::after{content:"+";font-size:1.25rem;line-height:1}
.faq__item[open] .faq__question::after{content:"\\2212"}
.faq__answer{padding:0 0 1.25rem;opacity:.85}
`,
  schema: {
    name: 'FAQ',
    tag: 'section',
    class: 'faq-section',
    max_blocks: 16,
    settings: [
      { type: 'text', id: 'heading', label: 'Heading', default: 'Frequently asked questions' },
      { type: 'checkbox', id: 'open_first', label: 'Open the first question', default: true },
      ...colorSettings('background'),
      ...padding(),
    ],
    blocks: [
      {
        type: 'question',
        name: 'Question',
        settings: [
          { type: 'text', id: 'question', label: 'Question', default: 'Question' },
          { type: 'richtext', id: 'answer', label: 'Answer', default: '<p>Answer the question here.</p>' },
        ],
      },
    ],
    presets: [{ name: 'FAQ', blocks: [{ type: 'question' }, { type: 'question' }] }],
  },
}
